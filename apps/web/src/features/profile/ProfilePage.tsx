import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions, type CurrentUser } from '../../lib/currentUser';
import { usePageTitle } from '../../lib/usePageTitle';
import { Button, Callout } from '../../lib/ui';
import { useSignOut } from '../session';
import { EmailPreferences } from './EmailPreferences';
import { LanguageSection } from './LanguageSection';
import { MfaSection } from './MfaSection';
import { ProductInformation } from './ProductInformation';
import styles from './ProfilePage.module.css';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      {[0, 1, 2, 3].map((card) => (
        <div key={card} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
          <span className={styles.skeletonTitle} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </div>
      ))}
    </div>
  );
}

function AccountDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="profile-account">
      <h2 id="profile-account" className={styles.cardTitle}>
        {t('profile.account.heading')}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>{t('profile.account.name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('profile.account.email')}</dt>
          <dd>{user.identityInformation.email}</dd>
        </div>
        <div>
          <dt>{t('profile.account.serviceNumber')}</dt>
          <dd>{user.serviceNumber}</dd>
        </div>
      </dl>
    </section>
  );
}

function SignOutSection() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="profile-sign-out">
      <h2 id="profile-sign-out" className={styles.cardTitle}>
        {t('profile.signOut.heading')}
      </h2>
      <p className={styles.muted}>{t('profile.signOut.text')}</p>
      <Button
        variant="secondary"
        isPending={busy}
        pendingLabel={t('common.busy')}
        onPress={() => {
          setBusy(true);
          void signOut();
        }}
      >
        {t('common.signOut')}
      </Button>
    </section>
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
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {user && <p className={styles.lead}>{user.name}</p>}
      </div>
      {query.isPending && <ProfileSkeleton />}
      {query.isError && !user && (
        <div className={styles.error}>
          <Callout tone="danger" role="alert">
            <p>{t('profile.error')}</p>
          </Callout>
          <Button onPress={() => void query.refetch()} isPending={query.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {user && (
        <div className={styles.grid}>
          <AccountDetails user={user} />
          <LanguageSection />
          <EmailPreferences user={user} />
          <MfaSection enabled={user.identityInformation.mfaEnabled} />
          <ProductInformation />
          <SignOutSection />
        </div>
      )}
    </div>
  );
}
