import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey, type CurrentUser } from '../../lib/currentUser';
import type { EmailType } from '../../lib/gql/graphql';
import { Callout, SectionCard, Switch } from '../../lib/ui';
import { EMAIL_TYPES, setEmailEnabled } from './api';
import styles from './ProfilePage.module.css';

interface Change {
  type: EmailType;
  enabled: boolean;
}

function withEmail(user: CurrentUser, { type, enabled }: Change): CurrentUser {
  const others = user.disabledEmails.filter((entry) => entry.type !== type);
  return {
    ...user,
    disabledEmails: enabled ? others : [...others, { type, date: new Date().toISOString() }],
  };
}

/**
 * A switch per kind of e-mail (customer-journey §6 "enable or disable types of e-mail"). The switch moves
 * at once; when the server refuses, it moves back and says so.
 */
export function EmailPreferences({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  const mutation = useMutation({
    mutationFn: ({ type, enabled }: Change) => setEmailEnabled(type, enabled),
    onMutate: async (change: Change) => {
      setFailed(false);
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      const previous = queryClient.getQueryData<CurrentUser>(currentUserQueryKey);
      if (previous) queryClient.setQueryData<CurrentUser>(currentUserQueryKey, withEmail(previous, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      // Roll back only this switch: another one may have changed in the meantime.
      const current = queryClient.getQueryData<CurrentUser>(currentUserQueryKey);
      const before = context?.previous?.disabledEmails.some((entry) => entry.type === change.type);
      if (current) {
        queryClient.setQueryData<CurrentUser>(
          currentUserQueryKey,
          withEmail(current, { type: change.type, enabled: !before }),
        );
      }
      setFailed(true);
    },
  });

  const disabled = new Set(user.disabledEmails.map((entry) => entry.type));

  return (
    <SectionCard title={t('profile.emails.heading')} titleId="profile-emails">
      <p className={styles.muted}>{t('profile.emails.intro')}</p>
      {failed && (
        <div className={styles.notice}>
          <Callout tone="danger" role="alert">
            {t('profile.emails.error')}
          </Callout>
        </div>
      )}
      <div className={styles.switches}>
        {EMAIL_TYPES.map((type) => (
          <Switch
            key={type}
            isSelected={!disabled.has(type)}
            onChange={(enabled) => mutation.mutate({ type, enabled })}
            description={t(`profile.emails.types.${type}.description`)}
          >
            {t(`profile.emails.types.${type}.label`)}
          </Switch>
        ))}
      </div>
    </SectionCard>
  );
}
