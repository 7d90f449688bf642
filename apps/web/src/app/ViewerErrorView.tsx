import { useTranslation } from 'react-i18next';
import { useSignOut } from '../features/session';
import { usePageTitle } from '../lib/usePageTitle';
import { Button } from '../lib/ui';
import styles from './StatusPage.module.css';

/** The signed-in user could not be loaded: try again, or sign out and start over. */
export function ViewerErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  usePageTitle(t('errors.viewer.title'));
  return (
    <section className={styles.page} aria-labelledby="viewer-error-title">
      <h1 id="viewer-error-title">{t('errors.viewer.title')}</h1>
      <p>{t('errors.viewer.text')}</p>
      <div className={styles.actions}>
        <Button onPress={onRetry}>{t('common.retry')}</Button>
        <Button variant="secondary" onPress={() => void signOut()}>
          {t('common.signOut')}
        </Button>
      </div>
    </section>
  );
}
