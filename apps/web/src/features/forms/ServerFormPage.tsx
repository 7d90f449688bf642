import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ParseKeys } from 'i18next';
import type { Locale } from '@health-passport/domain';
import type { DataItem, FormGroup } from '@health-passport/form-engine';
import { isApiError } from '../../lib/api';
import { saveServerForm, serverFormQueryOptions, type ServerForm } from '../../lib/formDefinitions';
import { useLocale } from '../../lib/i18n';
import { ActionLink, Callout, Page, PageLoader, StatePanel } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { DynamicForm } from './DynamicForm';
import { FormLoadFailure } from './FormLoadFailure';
import { offeredKeys } from './offeredAnswers';
import { resumePageIndex } from './resumePage';
import { useFormAnswers } from './useFormAnswers';

/** Shown instead of the form when loading it fails with a given error code: the form is not for them. */
export interface NotApplicableView {
  /** The id of the panel's heading. */
  titleId: string;
  titleKey: ParseKeys;
  textKey: ParseKeys;
  /** Where they can go instead. */
  link: { to: string; labelKey: ParseKeys };
}

/** A form page: a server-defined form in questionnaire mode, with a title and an intro above it. */
export interface ServerFormPageConfig {
  /** Where the form is loaded and saved, and its query key. */
  form: ServerForm;
  /** The page's `h1` and document title. */
  titleKey: ParseKeys;
  /** The lead paragraph under the title (interpolated with the page's `introValues`). */
  introKey: ParseKeys;
  /** A second, quieter paragraph under the lead. */
  noteKey?: ParseKeys;
  /** A notice above the form while it holds answers the server only offers (see offeredKeys), not saved yet. */
  offeredNoticeKey?: ParseKeys;
  /** Error codes of the GET that mean the form does not apply to this person, with what to show. */
  notApplicable?: Readonly<Record<string, NotApplicableView>>;
  /** Where the last page's save leads; also the way back when the form cannot be loaded. */
  finishTo: string;
  /** The label of the way back when the form cannot be loaded. */
  backKey: ParseKeys;
  /** Queries that finishing the form changes (an onboarding step, the user's details). */
  invalidateOnFinish?: readonly QueryKey[];
}

function ServerFormFlow({
  config,
  groups,
  locale,
}: {
  config: ServerFormPageConfig;
  groups: readonly FormGroup[];
  locale: Locale;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useFormAnswers(groups);
  // After a reload the person carries on where they stopped: the first page that is not complete.
  const [initialPage] = useState(() => resumePageIndex(groups, values, 'questionnaire'));

  const onSavePage = async (_page: number, items: DataItem[]) => {
    const refreshed = await saveServerForm(config.form, items, locale);
    if (refreshed !== undefined) {
      queryClient.setQueryData(serverFormQueryOptions(config.form, locale).queryKey, refreshed);
      // The copy in the other language holds the answers of before this save.
      void queryClient.invalidateQueries({
        queryKey: config.form.queryKey,
        predicate: (query) => query.queryKey[1] !== locale,
        refetchType: 'none',
      });
    }
    return refreshed;
  };

  const onFinished = () => {
    for (const queryKey of config.invalidateOnFinish ?? []) void queryClient.invalidateQueries({ queryKey });
    void navigate(config.finishTo);
  };

  // Questionnaire mode: "Save and continue" checks every required answer of the page and shows the red
  // notice when something is missing; only a complete page is sent and continues.
  return (
    <DynamicForm
      mode="questionnaire"
      groups={groups}
      values={values}
      onChange={setValues}
      onSavePage={onSavePage}
      onFinished={onFinished}
      initialPage={initialPage}
    />
  );
}

function NotApplicable({ view }: { view: NotApplicableView }) {
  const { t } = useTranslation();
  return (
    <StatePanel titleId={view.titleId} title={t(view.titleKey)} text={t(view.textKey)}>
      <ActionLink to={view.link.to}>{t(view.link.labelKey)}</ActionLink>
    </StatePanel>
  );
}

export interface ServerFormPageProps {
  config: ServerFormPageConfig;
  /** Interpolation values of the intro (e.g. how many minutes it takes). */
  introValues?: Record<string, string | number>;
}

/**
 * A page with one server-defined form (docs/contracts/forms-api.md) in the interface language: every page
 * is saved on "Save and continue", after a reload it resumes on the first page that is not complete, and
 * the last page saves and leads to `finishTo`. Error codes of `notApplicable` show an empty state instead;
 * any other load failure the renderer's failure state with a way back.
 */
export function ServerFormPage({ config, introValues }: ServerFormPageProps) {
  const { t } = useTranslation();
  const title = t(config.titleKey);
  usePageTitle(title);
  const locale = useLocale();
  const query = useQuery(serverFormQueryOptions(config.form, locale));
  const groups = query.data;
  const errorCode = groups === undefined && isApiError(query.error) ? query.error.code : undefined;
  const notApplicable =
    errorCode !== undefined && config.notApplicable && Object.hasOwn(config.notApplicable, errorCode)
      ? config.notApplicable[errorCode]
      : undefined;

  return (
    <Page
      title={title}
      lead={notApplicable === undefined ? t(config.introKey, introValues ?? {}) : undefined}
      meta={notApplicable === undefined && config.noteKey !== undefined ? t(config.noteKey) : undefined}
    >
      {groups !== undefined && config.offeredNoticeKey !== undefined && offeredKeys(groups).size > 0 && (
        <Callout tone="info">{t(config.offeredNoticeKey)}</Callout>
      )}
      {groups !== undefined ? (
        <ServerFormFlow config={config} groups={groups} locale={locale} />
      ) : notApplicable !== undefined ? (
        <NotApplicable view={notApplicable} />
      ) : query.isError ? (
        <FormLoadFailure
          mode="questionnaire"
          error={query.error}
          back={{ to: config.finishTo, label: t(config.backKey) }}
        />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
