import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SnapshotErrorCode } from '@health-passport/domain';
import { useModals } from '../../lib/modals';
import { Button, Callout, Detail, DetailList, PlainList, SectionCard } from '../../lib/ui';
import { revokeManager, snapshotQueryKey, type Snapshot, type SnapshotManager } from './api';
import { errorCodeOf } from './errors';
import { InviteManagerForm } from './InviteManagerForm';
import { ReportLinks } from './ReportLinks';
import parts from './parts.module.css';
import styles from './SnapshotPage.module.css';

type Notice = { tone: 'success' | 'danger'; text: string };

/**
 * The snapshot's HR managers (corporate and product managers): each with e-mail, service number, their reports
 * and a revoke button (revokeManager), and the form that invites another (inviteManager).
 */
export function ManagersPanel({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inviteId = useId();
  const queryClient = useQueryClient();
  const modals = useModals();
  const [notice, setNotice] = useState<Notice | null>(null);

  const showSnapshot = (next: Snapshot) => queryClient.setQueryData(snapshotQueryKey(next.id), next);

  const revoke = async (manager: SnapshotManager) => {
    const name = manager.user.name;
    setNotice(null);
    try {
      showSnapshot(await revokeManager(snapshot.id, manager.user.serviceNumber));
      setNotice({ tone: 'success', text: t('snapshots.managers.revoked', { name }) });
    } catch (error) {
      if (errorCodeOf(error) === SnapshotErrorCode.NOT_A_MANAGER) {
        setNotice({ tone: 'danger', text: t('snapshots.managers.notAManager', { name }) });
        await queryClient.invalidateQueries({ queryKey: snapshotQueryKey(snapshot.id) });
      } else {
        setNotice({ tone: 'danger', text: t('snapshots.managers.revokeFailed') });
      }
    }
  };

  const confirmRevoke = (manager: SnapshotManager) =>
    modals.open('confirm', {
      title: t('snapshots.managers.revokeTitle'),
      message: t('snapshots.managers.revokeText', { name: manager.user.name }),
      confirmLabel: t('snapshots.managers.revoke'),
      onConfirm: () => revoke(manager),
    });

  return (
    <SectionCard title={t('snapshots.managers.title')} titleId={titleId}>
      <p>{t('snapshots.managers.intro')}</p>
      {snapshot.managers.length === 0 ? (
        <p className={parts.muted}>{t('snapshots.managers.empty')}</p>
      ) : (
        <PlainList divided aria-labelledby={titleId}>
          {snapshot.managers.map((manager) => (
            <li key={manager.user.id} className={styles.manager}>
              <span className={styles.managerName}>{manager.user.name}</span>
              <DetailList layout="inline">
                <Detail term={t('snapshots.managers.email')}>{manager.user.email}</Detail>
                <Detail term={t('snapshots.managers.serviceNumber')}>{manager.user.serviceNumber}</Detail>
              </DetailList>
              <ReportLinks manager={manager} variant="staff" fileName={snapshot.name} />
              <Button
                variant="secondary"
                aria-label={t('snapshots.managers.revokeFor', { name: manager.user.name })}
                onPress={() => confirmRevoke(manager)}
              >
                {t('snapshots.managers.revoke')}
              </Button>
            </li>
          ))}
        </PlainList>
      )}
      {notice && (
        <Callout tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </Callout>
      )}
      <h3 id={inviteId} className={parts.subheading}>
        {t('snapshots.invite.title')}
      </h3>
      <p className={parts.muted}>{t('snapshots.invite.intro')}</p>
      <InviteManagerForm
        snapshotId={snapshot.id}
        labelledBy={inviteId}
        onInvited={(next, name) => {
          showSnapshot(next);
          setNotice({ tone: 'success', text: t('snapshots.invite.invited', { name }) });
        }}
      />
    </SectionCard>
  );
}
