import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryKey, type CurrentUser } from '../../lib/currentUser';
import {
  Button,
  Callout,
  Detail,
  DetailList,
  FieldRow,
  Form,
  FormActions,
  PhoneField,
  SectionCard,
  TextField,
} from '../../lib/ui';
import { confirmContactChange, requestContactChange } from './api';
import {
  checkCode,
  checkRequest,
  CONTACT_FIELD_ORDER,
  confirmProblemsOf,
  hasProblems,
  requestProblemsOf,
  type ContactAction,
  type ContactErrorKey,
  type ContactField,
  type ContactProblems,
} from './contactChange';
import styles from './ProfilePage.module.css';

type Step =
  { name: 'request'; action: ContactAction } | { name: 'confirm'; action: 'email' | 'phone'; value: string };

type Done = { action: 'email'; value: string } | { action: 'phone'; value: string | null };

type FocusTarget = 'step' | 'summary' | 'card';

const NO_PROBLEMS: ContactProblems = { fields: {} };

interface ContactStepProps {
  title: string;
  intro: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The error summary, focused when the step fails. */
  summary: ReactNode;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** One step of a change: its heading (focused when the step opens), what to do, the fields, submit and cancel. */
function ContactStep({
  title,
  intro,
  headingRef,
  summary,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
  children,
}: ContactStepProps) {
  const { t } = useTranslation();
  return (
    <Form aria-labelledby="profile-contact-step" aria-busy={isPending || undefined} onSubmit={onSubmit}>
      <h3 id="profile-contact-step" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {title}
      </h3>
      <p className={styles.muted}>{intro}</p>
      {summary}
      {children}
      <FormActions>
        <Button type="submit" isPending={isPending} pendingLabel={t('common.busy')}>
          {submitLabel}
        </Button>
        <Button variant="quiet" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** A one-time code: from the authenticator app, or sent to the new address or number. */
function CodeField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  return (
    <TextField {...props} inputMode="numeric" autoComplete="one-time-code" spellCheck="false" isRequired />
  );
}

/**
 * The e-mail address (the username) and phone number, and their change: the new value with the current password
 * (and the authenticator's code when the account has one), then the code sent to the new value. Nothing changes
 * until that code is confirmed; removing the phone number takes effect at once.
 */
export function ContactDetailsSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { email, phoneNumber, mfaEnabled } = user.identityInformation;
  const [step, setStep] = useState<Step | null>(null);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [code, setCode] = useState('');
  // An account whose authenticator this page did not know of yet: the server asks for its code.
  const [askTotp, setAskTotp] = useState(false);
  const [problems, setProblems] = useState<ContactProblems>(NO_PROBLEMS);
  const [done, setDone] = useState<Done | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget; count: number } | null>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const needsTotp = mfaEnabled || askTotp;

  useEffect(() => {
    if (!focus) return;
    const targets = { step: stepHeading, summary, card: cardHeading };
    targets[focus.target].current?.focus();
  }, [focus]);
  const moveFocus = (target: FocusTarget) =>
    setFocus((previous) => ({ target, count: (previous?.count ?? 0) + 1 }));

  const showProblems = (found: ContactProblems) => {
    setProblems(found);
    if (hasProblems(found)) moveFocus('summary');
  };

  const clearSecrets = () => {
    setPassword('');
    setTotpCode('');
    setCode('');
  };

  const finish = async (result: Done) => {
    setStep(null);
    setValue('');
    clearSecrets();
    setProblems(NO_PROBLEMS);
    setDone(result);
    moveFocus('card');
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };

  const request = useMutation({
    mutationFn: (action: ContactAction) =>
      requestContactChange(
        action === 'email' ? { email: value.trim() } : { phoneNumber: action === 'phone' ? value : '' },
        { password, ...(needsTotp && { totpCode: totpCode.trim() }) },
      ),
    onSuccess: async (answer, action) => {
      if (action === 'removePhone' || !answer.pending) return finish({ action: 'phone', value: null });
      setStep({ name: 'confirm', action, value: action === 'email' ? value.trim().toLowerCase() : value });
      clearSecrets();
      setProblems(NO_PROBLEMS);
      moveFocus('step');
    },
    onError: (error, action) => {
      const found = requestProblemsOf(error, action);
      if (found.fields.totpCode) setAskTotp(true);
      showProblems(found);
    },
  });

  const confirm = useMutation({
    mutationFn: (kind: 'EMAIL' | 'PHONE') => confirmContactChange(kind, code.trim()),
    onSuccess: (changed, kind) =>
      finish(
        kind === 'EMAIL'
          ? { action: 'email', value: changed.identityInformation.email }
          : { action: 'phone', value: changed.identityInformation.phoneNumber ?? null },
      ),
    onError: (error) => showProblems(confirmProblemsOf(error)),
  });

  const start = (action: ContactAction) => {
    request.reset();
    confirm.reset();
    setValue('');
    clearSecrets();
    setProblems(NO_PROBLEMS);
    setDone(null);
    setStep({ name: 'request', action });
    moveFocus('step');
  };

  const cancel = () => {
    setStep(null);
    setValue('');
    clearSecrets();
    setProblems(NO_PROBLEMS);
    moveFocus('card');
  };

  const submitRequest = (event: FormEvent<HTMLFormElement>, action: ContactAction) => {
    event.preventDefault();
    const found = checkRequest(
      action,
      { value, password, totpCode, needsTotp },
      { email, phoneNumber: phoneNumber ?? null },
    );
    showProblems(found);
    if (!hasProblems(found)) request.mutate(action);
  };

  const submitCode = (event: FormEvent<HTMLFormElement>, action: 'email' | 'phone') => {
    event.preventDefault();
    const found = checkCode(code);
    showProblems(found);
    if (!hasProblems(found)) confirm.mutate(action === 'email' ? 'EMAIL' : 'PHONE');
  };

  const message = (key: ContactErrorKey) => t(`profile.contact.errors.${key}`);
  const fieldError = (field: ContactField) => {
    const key = problems.fields[field];
    return key ? message(key) : undefined;
  };
  const summaryLines = [
    ...CONTACT_FIELD_ORDER.flatMap((field) => fieldError(field) ?? []),
    ...(problems.general ? [message(problems.general)] : []),
    ...(problems.waitMinutes !== undefined ? [t('errors.rateLimited', { count: problems.waitMinutes })] : []),
  ];
  const errorSummary = summaryLines.length > 0 && (
    <div ref={summary} tabIndex={-1} className={styles.notice}>
      <Callout tone="danger">
        {summaryLines.map((line) => (
          <p key={line} className={styles.notice}>
            {line}
          </p>
        ))}
      </Callout>
    </div>
  );

  const actionTitle = (action: ContactAction) => {
    if (action === 'email') return t('profile.contact.changeEmail');
    if (action === 'removePhone') return t('profile.contact.removePhone');
    return phoneNumber ? t('profile.contact.changePhone') : t('profile.contact.addPhone');
  };

  return (
    <SectionCard title={t('profile.contact.heading')} titleId="profile-contact" headingRef={cardHeading}>
      <p className={styles.muted}>{t('profile.contact.intro')}</p>
      <DetailList>
        <Detail term={t('profile.account.email')}>{email}</Detail>
        <Detail term={t('profile.contact.phone')}>{phoneNumber ?? t('profile.contact.noPhone')}</Detail>
      </DetailList>
      <div role="status" className={styles.notice}>
        {done && (
          <Callout tone="success">
            {done.action === 'email'
              ? t('profile.contact.doneEmail', { email: done.value })
              : done.value
                ? t('profile.contact.donePhone', { phone: done.value })
                : t('profile.contact.donePhoneRemoved')}
          </Callout>
        )}
      </div>
      {!step && (
        <div className={styles.contactActions}>
          <Button variant="secondary" onPress={() => start('email')}>
            {actionTitle('email')}
          </Button>
          <Button variant="secondary" onPress={() => start('phone')}>
            {actionTitle('phone')}
          </Button>
          {phoneNumber && (
            <Button variant="secondary" onPress={() => start('removePhone')}>
              {actionTitle('removePhone')}
            </Button>
          )}
        </div>
      )}
      {step?.name === 'request' && (
        <ContactStep
          title={actionTitle(step.action)}
          intro={
            step.action === 'removePhone'
              ? t('profile.contact.removeIntro', { phone: phoneNumber })
              : t(step.action === 'email' ? 'profile.contact.emailIntro' : 'profile.contact.phoneIntro')
          }
          headingRef={stepHeading}
          summary={errorSummary}
          submitLabel={
            step.action === 'removePhone' ? t('profile.contact.removeSubmit') : t('profile.contact.sendCode')
          }
          isPending={request.isPending}
          onSubmit={(event) => submitRequest(event, step.action)}
          onCancel={cancel}
        >
          {step.action === 'email' && (
            <TextField
              name="new-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t('profile.contact.newEmail')}
              value={value}
              onChange={setValue}
              errorMessage={fieldError('value')}
              isRequired
            />
          )}
          {step.action === 'phone' && (
            <FieldRow
              id="profile-contact-phone"
              label={t('profile.contact.newPhone')}
              description={t('profile.contact.phoneHint')}
              error={fieldError('value')}
              required
            >
              {(aria) => (
                <PhoneField
                  aria={aria}
                  value={value}
                  onChange={setValue}
                  onBlur={() => undefined}
                  inputRef={null}
                />
              )}
            </FieldRow>
          )}
          <TextField
            name="current-password"
            type="password"
            autoComplete="current-password"
            label={t('profile.contact.password')}
            value={password}
            onChange={setPassword}
            errorMessage={fieldError('password')}
            isRequired
          />
          {needsTotp && (
            <CodeField
              name="totp-code"
              label={t('profile.contact.totpCode')}
              value={totpCode}
              onChange={setTotpCode}
              errorMessage={fieldError('totpCode')}
            />
          )}
        </ContactStep>
      )}
      {step?.name === 'confirm' && (
        <ContactStep
          title={t('profile.contact.confirmHeading')}
          intro={t('profile.contact.sentTo', { destination: step.value })}
          headingRef={stepHeading}
          summary={errorSummary}
          submitLabel={t('profile.contact.confirm')}
          isPending={confirm.isPending}
          onSubmit={(event) => submitCode(event, step.action)}
          onCancel={cancel}
        >
          <CodeField
            name="contact-code"
            label={t('profile.contact.code')}
            value={code}
            onChange={setCode}
            errorMessage={fieldError('code')}
          />
        </ContactStep>
      )}
    </SectionCard>
  );
}
