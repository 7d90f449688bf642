import { useTranslation } from 'react-i18next';
import { useSignOut } from '../features/session';
import { usePageTitle } from '../lib/usePageTitle';
import { Button, StatePanel } from '../lib/ui';

/** The signed-in user could not be loaded: try again, or sign out and start over. */
export function ViewerErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  usePageTitle(t('errors.viewer.title'));
  return (
    <StatePanel
      variant="page"
      titleId="viewer-error-title"
      title={t('errors.viewer.title')}
      text={t('errors.viewer.text')}
    >
      <Button onPress={onRetry}>{t('common.retry')}</Button>
      <Button variant="secondary" onPress={() => void signOut()}>
        {t('common.signOut')}
      </Button>
    </StatePanel>
  );
}
