import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { currentUserQueryOptions, type CurrentUser } from '../../lib/currentUser';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  ActionLink,
  Button,
  Detail,
  DetailList,
  LoadError,
  Page,
  SectionCard,
  Skeleton,
  SkeletonCard,
} from '../../lib/ui';
import { useSignOut } from '../session';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ContactDetailsSection } from './ContactDetailsSection';
import { EmailPreferences } from './EmailPreferences';
import { LanguageSection } from './LanguageSection';
import { MfaSection } from './MfaSection';
import { ProductInformation } from './ProductInformation';
import styles from './ProfilePage.module.css';

function ProfileSkeleton() {
  return (
    <Skeleton className={styles.grid}>
      {[0, 1, 2, 3].map((card) => (
        <SkeletonCard key={card} />
      ))}
    </Skeleton>
  );
}

function AccountDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('profile.account.heading')} titleId="profile-account">
      <DetailList>
        <Detail term={t('profile.account.name')}>{user.name}</Detail>
        <Detail term={t('profile.account.serviceNumber')}>{user.serviceNumber}</Detail>
      </DetailList>
    </SectionCard>
  );
}

/** The way to the privacy page: consents and who viewed the person's data. */
function PrivacySection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('privacy.profileLink.heading')} titleId="profile-privacy">
      <p className={styles.muted}>{t('privacy.profileLink.text')}</p>
      <div>
        <ActionLink to={RoutePath.PRIVACY}>{t('privacy.profileLink.link')}</ActionLink>
      </div>
    </SectionCard>
  );
}

function SignOutSection() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signOutEverywhere = useSignOut({ everywhere: true });
  const [busy, setBusy] = useState<'here' | 'everywhere' | null>(null);
  return (
    <SectionCard title={t('profile.signOut.heading')} titleId="profile-sign-out">
      <p className={styles.muted}>{t('profile.signOut.text')}</p>
      <Button
        variant="secondary"
        isPending={busy === 'here'}
        isDisabled={busy !== null}
        pendingLabel={t('common.busy')}
        onPress={() => {
          setBusy('here');
          void signOut();
        }}
      >
        {t('common.signOut')}
      </Button>
      <p className={styles.muted}>{t('profile.signOut.everywhereText')}</p>
      <Button
        variant="secondary"
        isPending={busy === 'everywhere'}
        isDisabled={busy !== null}
        pendingLabel={t('common.busy')}
        onPress={() => {
          setBusy('everywhere');
          void signOutEverywhere();
        }}
      >
        {t('profile.signOut.everywhere')}
      </Button>
    </SectionCard>
  );
}

/** /profile (customer-journey §2 "Sharing and profile"): who you are, your settings, product information. */
export function ProfilePage() {
  const { t } = useTranslation();
  const title = t('profile.title');
  usePageTitle(title);
  const query = useQuery(currentUserQueryOptions());
  const user = query.data;

  return (
    <Page title={title} lead={user?.name}>
      {query.isPending && <ProfileSkeleton />}
      {query.isError && !user && (
        <LoadError
          message={t('profile.error')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {user && (
        <div className={styles.grid}>
          <AccountDetails user={user} />
          <ContactDetailsSection user={user} />
          <LanguageSection />
          <EmailPreferences user={user} />
          <ChangePasswordSection />
          <MfaSection enabled={user.identityInformation.mfaEnabled} />
          <PrivacySection />
          <ProductInformation />
          <SignOutSection />
        </div>
      )}
    </Page>
  );
}
