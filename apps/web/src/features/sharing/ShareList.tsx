import { useTranslation } from 'react-i18next';
import { ShareStatus } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { Button, Detail, DetailList, PlainList } from '../../lib/ui';
import type { Share } from './api';
import styles from './SharePassportPage.module.css';

interface ShareListProps {
  shares: readonly Share[];
  /** The share whose revocation is under way. */
  revoking: string | null;
  onRevoke: (share: Share) => void;
}

/** Status in words, with a mark beside it (colour is never the only signal). */
function StatusBadge({ status }: { status: Share['status'] }) {
  const { t } = useTranslation();
  const tone = status === ShareStatus.ACTIVE ? styles.active : styles.pending;
  return <span className={`${styles.status} ${tone}`}>{t(`sharing.shares.status.${status}`)}</span>;
}

/**
 * The passport's live shares (customer-journey §2 /share-php "list shares (status, expiry, recipient)"):
 * each with a Revoke button that asks for confirmation first.
 */
export function ShareList({ shares, revoking, onRevoke }: ShareListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (shares.length === 0) return <p className={styles.muted}>{t('sharing.shares.empty')}</p>;
  return (
    <PlainList spacing="tight">
      {shares.map((share) => (
        <li key={share.serviceNumber} className={styles.item}>
          <div className={styles.itemHeader}>
            <h3 className={styles.itemTitle}>{share.name}</h3>
            <StatusBadge status={share.status} />
          </div>
          <DetailList layout="columns">
            <Detail term={t('sharing.shares.email')}>{share.email}</Detail>
            <Detail term={t('sharing.shares.expiry')}>{formatDate(share.expiryDate, locale)}</Detail>
          </DetailList>
          <div>
            <Button
              variant="secondary"
              aria-label={t('sharing.shares.revokeFor', { name: share.name })}
              isPending={revoking === share.serviceNumber}
              pendingLabel={t('sharing.shares.revoking')}
              isDisabled={revoking !== null && revoking !== share.serviceNumber}
              onPress={() => onRevoke(share)}
            >
              {t('sharing.shares.revoke')}
            </Button>
          </div>
        </li>
      ))}
    </PlainList>
  );
}
