import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SnapshotErrorCode } from '@health-passport/domain';
import { FieldRow, Input } from '../../lib/ui';
import { inviteManager, type Snapshot } from './api';
import type { FailureRules, FormErrorKey } from './errors';
import { useFormErrorText } from './useFormErrorText';
import { SnapshotFormFrame, useSnapshotForm } from './useSnapshotForm';

const inviteSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'firstName' satisfies FormErrorKey),
  lastName: z
    .string()
    .trim()
    .min(1, 'lastName' satisfies FormErrorKey),
  email: z
    .string()
    .trim()
    .pipe(z.email('email' satisfies FormErrorKey)),
});

const FIELD_ORDER = ['firstName', 'lastName', 'email'] as const;
type InviteField = (typeof FIELD_ORDER)[number];

const FAILURE_RULES: FailureRules<InviteField> = {
  fieldOf: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
  messageOf: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
  byCode: {
    [SnapshotErrorCode.MANAGER_ACCOUNT_NOT_ALLOWED]: {
      fields: [{ field: 'email', key: 'accountNotAllowed' }],
      problem: null,
    },
    [SnapshotErrorCode.ALREADY_MANAGER]: {
      fields: [{ field: 'email', key: 'alreadyManager' }],
      problem: null,
    },
  },
};

const EMPTY = { firstName: '', lastName: '', email: '' };

interface InviteManagerFormProps {
  snapshotId: string;
  labelledBy: string;
  /** The snapshot with the new manager, and their name. */
  onInvited: (snapshot: Snapshot, name: string) => void;
}

/**
 * Invites an HR manager (inviteManager; corporate and product managers): first name, last name and e-mail. A new
 * address becomes an HR manager's account; the server e-mails the invitation.
 */
export function InviteManagerForm({ snapshotId, labelledBy, onInvited }: InviteManagerFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { form, frame } = useSnapshotForm({
    schema: inviteSchema,
    defaultValues: EMPTY,
    order: FIELD_ORDER,
    rules: FAILURE_RULES,
    send: async (values) => {
      const snapshot = await inviteManager(snapshotId, values);
      form.reset(EMPTY);
      onInvited(snapshot, `${values.firstName} ${values.lastName}`);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SnapshotFormFrame
      {...frame}
      labelledBy={labelledBy}
      submitLabel={t('snapshots.invite.submit')}
      pendingLabel={t('snapshots.invite.pending')}
    >
      <FieldRow
        id="invite-manager-first-name"
        label={t('snapshots.invite.firstName')}
        required
        error={errorText(errors.firstName?.message)}
      >
        {(aria) => <Input {...aria} {...register('firstName')} autoComplete="off" />}
      </FieldRow>
      <FieldRow
        id="invite-manager-last-name"
        label={t('snapshots.invite.lastName')}
        required
        error={errorText(errors.lastName?.message)}
      >
        {(aria) => <Input {...aria} {...register('lastName')} autoComplete="off" />}
      </FieldRow>
      <FieldRow
        id="invite-manager-email"
        label={t('snapshots.invite.email')}
        required
        error={errorText(errors.email?.message)}
        wide
      >
        {(aria) => (
          <Input {...aria} {...register('email')} type="email" inputMode="email" autoComplete="off" />
        )}
      </FieldRow>
    </SnapshotFormFrame>
  );
}
