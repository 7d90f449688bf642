import { fromApiLocale } from '@health-passport/domain';
import { currentUserQueryOptions, type CurrentUser } from '../../lib/currentUser';
import { changeLocale } from '../../lib/i18n';
import { notifyNativeApp } from '../../lib/nativeApp';
import { loadQueryClient } from '../../lib/queryScope';

/**
 * "On completion the profile is loaded, the interface language is set from the user's locale, ... and a
 * message is sent to a native-app wrapper when present" (customer-journey §4). The redirect to returnUrl
 * or the viewer's home follows from the route guards once the viewer is known.
 */
export async function completeAuthentication(): Promise<CurrentUser> {
  const queryClient = await loadQueryClient();
  const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  await changeLocale(fromApiLocale(user.identityInformation.locale));
  notifyNativeApp({ type: 'authenticated' });
  return user;
}
