import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  agreementBoxes,
  canSubmitConsent,
  initialConsentSelection,
  permissionIdsToGrant,
  RoutePath,
  type GrantedPermissionRef,
  type PermissionType,
} from '@health-passport/domain';
import { currentUserQueryKey, currentUserQueryOptions } from '../../lib/currentUser';
import { useLocale } from '../../lib/i18n';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  ActionLink,
  Button,
  Callout,
  Checkbox,
  Form,
  FormActions,
  LoadError,
  Page,
  PlainList,
  Skeleton,
  StatePanel,
} from '../../lib/ui';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import { grantPermissions, textIn, type RequestedPermission } from './api';
import { useConsentState } from './useConsentState';
import styles from './AgreementPage.module.css';

/** One box: the newest activated version of the type is the one described. */
function newestActivated(requested: readonly RequestedPermission[], type: PermissionType) {
  return [...requested].reverse().find((p) => p.type === type && p.isActivated);
}

function ConsentBox({
  permission,
  checked,
  onChange,
}: {
  permission: RequestedPermission;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const title = textIn(permission.title, locale);
  const description = textIn(permission.description, locale);
  const url = textIn(permission.url, locale);
  return (
    <li className={styles.box}>
      <Checkbox
        id={`${id}-box`}
        label={<span className={styles.title}>{title}</span>}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        {description && (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        )}
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            {t('consent.readDocument', { title })}
            <span className="visually-hidden">{` ${t('consent.newTab')}`}</span>
          </a>
        )}
      </Checkbox>
    </li>
  );
}

function AgreementForm({
  passportId,
  requested,
  granted,
  userReady,
}: {
  passportId: string;
  requested: RequestedPermission[];
  granted: GrantedPermissionRef[];
  userReady: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const boxes = agreementBoxes(requested, granted);
  const [selection, setSelection] = useState<Set<PermissionType>>(
    () => new Set(initialConsentSelection(requested, granted)),
  );
  const allTicked = boxes.every((type) => selection.has(type));
  const canContinue = userReady && allTicked && canSubmitConsent(requested, selection);
  const grant = useMutation({
    mutationFn: (ids: string[]) => grantPermissions(passportId, ids),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingChaptersQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
      await navigate(RoutePath.ONBOARDING);
    },
  });

  if (boxes.length === 0) {
    return (
      <StatePanel title={t('consent.nothing.title')} text={t('consent.nothing.text')}>
        <ActionLink to={RoutePath.ONBOARDING}>{t('consent.backToOnboarding')}</ActionLink>
      </StatePanel>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing is sent without user, passport or every required permission (customer-journey §4).
    if (!canContinue || grant.isPending) return;
    const ids = permissionIdsToGrant(requested, selection);
    if (ids.length > 0) grant.mutate(ids);
  };
  const toggle = (type: PermissionType, checked: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (checked) next.add(type);
      else next.delete(type);
      return next;
    });

  return (
    <Form onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('consent.legend')}</legend>
        <PlainList spacing="regular">
          {boxes.map((type) => {
            const permission = newestActivated(requested, type);
            return permission ? (
              <ConsentBox
                key={type}
                permission={permission}
                checked={selection.has(type)}
                onChange={(checked) => toggle(type, checked)}
              />
            ) : null;
          })}
        </PlainList>
      </fieldset>
      {!allTicked && <p className={styles.hint}>{t('consent.tickAll')}</p>}
      {grant.isError && (
        <Callout tone="danger" role="alert">
          <p>{t('consent.saveError')}</p>
        </Callout>
      )}
      <FormActions>
        <Button
          type="submit"
          isDisabled={!canContinue}
          isPending={grant.isPending}
          pendingLabel={t('common.busy')}
        >
          {t('consent.continue')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** /onboarding/agreement (customer-journey §2, §4 "Consent"): the boxes of the passport's product. */
export function AgreementPage() {
  const { t } = useTranslation();
  const title = t('consent.title');
  usePageTitle(title);
  const user = useQuery(currentUserQueryOptions());
  const consent = useConsentState();

  return (
    <Page title={title} lead={t('consent.intro')} width="narrow">
      {consent.status === 'loading' && <Skeleton height="12rem" />}
      {consent.status === 'error' && <LoadError message={t('consent.loadError')} onRetry={consent.retry} />}
      {consent.status === 'noPassport' && (
        <StatePanel title={t('consent.noPassport.title')} text={t('consent.noPassport.text')}>
          <ActionLink to={RoutePath.ONBOARDING}>{t('consent.backToOnboarding')}</ActionLink>
        </StatePanel>
      )}
      {consent.status === 'ready' && (
        <AgreementForm
          key={consent.passport.id}
          passportId={consent.passport.id}
          requested={consent.requested}
          granted={consent.granted}
          userReady={Boolean(user.data)}
        />
      )}
    </Page>
  );
}
