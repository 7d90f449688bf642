import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CustomerType, RoutePath, SnapshotErrorCode } from '@health-passport/domain';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { useModals } from '../../lib/modals';
import {
  ActionLink,
  Button,
  Callout,
  dataTableClass,
  FieldRow,
  Input,
  LoadError,
  Page,
  PageLoader,
  Pagination,
  SectionCard,
  Skeleton,
  StatePanel,
} from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  addCompanyMember,
  companiesQueryKey,
  companiesQueryOptions,
  companyMembersQueryOptions,
  createCompany,
  removeCompanyMember,
  type Company,
  type CompanyMember,
} from './api';
import type { FailureRules, FormErrorKey } from './errors';
import { CustomerTypeField } from './options';
import { useFormErrorText } from './useFormErrorText';
import { SnapshotFormFrame, useSnapshotForm } from './useSnapshotForm';
import parts from './parts.module.css';
import styles from './CompaniesPage.module.css';

const COMPANY_PARAM = 'company';
const PAGE_PARAM = 'page';

type Notice = { tone: 'success' | 'danger'; text: string };

/**
 * /companies (data experts and product managers): the companies snapshots describe, with how many people
 * belong to each; a company's people, added and removed by service number; and a new company.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const title = t('snapshots.companies.title');
  usePageTitle(title);
  const createId = useId();
  const [params] = useSearchParams();
  const selected = params.get(COMPANY_PARAM);
  const page = Math.max(0, Math.trunc(Number(params.get(PAGE_PARAM) ?? 0)) || 0);
  const companies = useQuery(companiesQueryOptions());
  // A company chosen here moves the focus to its people; one in the address when the page opens does not.
  const [chosen, setChosen] = useState(false);

  let list: ReactNode;
  if (companies.isError) {
    list = (
      <LoadError
        message={t('snapshots.companies.loadFailed')}
        onRetry={() => void companies.refetch()}
        isRetrying={companies.isFetching}
      />
    );
  } else if (!companies.data) {
    list = <PageLoader />;
  } else if (companies.data.length === 0) {
    list = (
      <StatePanel title={t('snapshots.companies.empty.title')} text={t('snapshots.companies.empty.text')} />
    );
  } else {
    list = <CompaniesTable companies={companies.data} selected={selected} onChoose={() => setChosen(true)} />;
  }

  return (
    <Page
      as="article"
      title={title}
      lead={t('snapshots.companies.intro')}
      actions={<ActionLink to={RoutePath.SNAPSHOTS}>{t('snapshots.companies.toSnapshots')}</ActionLink>}
      size="large"
      rhythm="relaxed"
    >
      {list}
      {selected && <MembersPanel key={selected} company={selected} page={page} focusHeading={chosen} />}
      <SectionCard title={t('snapshots.companies.create.title')} titleId={createId}>
        <CreateCompanyForm labelledBy={createId} />
      </SectionCard>
    </Page>
  );
}

interface CompaniesTableProps {
  companies: readonly Company[];
  selected: string | null;
  onChoose: () => void;
}

function CompaniesTable({ companies, selected, onChoose }: CompaniesTableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableFrame}>
      <table className={`${dataTableClass} ${styles.table}`}>
        <caption className="visually-hidden">{t('snapshots.companies.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('snapshots.companies.name')}</th>
            <th scope="col">{t('snapshots.form.customerType')}</th>
            <th scope="col">{t('snapshots.companies.packageCode')}</th>
            <th scope="col" className={styles.number}>
              {t('snapshots.companies.people')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('snapshots.companies.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.id} aria-current={company.name === selected ? 'true' : undefined}>
              <th scope="row">{company.name}</th>
              <td>{t(`snapshots.customerTypes.${company.customerType}`)}</td>
              <td>{company.packageCode ?? '—'}</td>
              <td className={styles.number}>{company.memberCount}</td>
              <td>
                <Link
                  to={`?${new URLSearchParams({ [COMPANY_PARAM]: company.name }).toString()}`}
                  aria-label={t('snapshots.companies.showPeopleOf', { name: company.name })}
                  onClick={onChoose}
                >
                  {t('snapshots.companies.showPeople')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A company's people, 20 to a page, each removable; and the form that adds one by service number. */
interface MembersPanelProps {
  company: string;
  page: number;
  /** The panel appears after choosing its company: the focus follows, so a screen reader hears where it went. */
  focusHeading: boolean;
}

function MembersPanel({ company, page, focusHeading }: MembersPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const modals = useModals();
  const addId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const members = useQuery(companyMembersQueryOptions(company, page));

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
    // Only when the panel appears: a later render keeps the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: companiesQueryKey });

  const remove = async (member: CompanyMember) => {
    setNotice(null);
    try {
      await removeCompanyMember(company, member.serviceNumber);
      setNotice({ tone: 'success', text: t('snapshots.companies.removed', { name: member.name, company }) });
    } catch {
      setNotice({ tone: 'danger', text: t('snapshots.companies.removeFailed') });
    }
    await refresh();
  };

  const confirmRemove = (member: CompanyMember) =>
    modals.open('confirm', {
      title: t('snapshots.companies.removeTitle'),
      message: t('snapshots.companies.removeText', { name: member.name, company }),
      confirmLabel: t('snapshots.companies.remove'),
      onConfirm: () => remove(member),
    });

  const showPage = (next: number) =>
    setParams(
      new URLSearchParams({
        [COMPANY_PARAM]: company,
        ...(next > 0 ? { [PAGE_PARAM]: String(next) } : {}),
      }),
      { replace: true },
    );

  let content: ReactNode;
  const data = members.data;
  if (members.isError && !data) {
    content = (
      <LoadError
        message={t('snapshots.companies.membersFailed')}
        onRetry={() => void members.refetch()}
        isRetrying={members.isFetching}
      />
    );
  } else if (!data) {
    content = <Skeleton label={t('snapshots.companies.membersLoading')} height="8rem" />;
  } else if (data.content.length === 0) {
    content = <p className={parts.muted}>{t('snapshots.companies.noMembers', { company })}</p>;
  } else {
    content = (
      <>
        <div className={styles.tableFrame}>
          <table className={`${dataTableClass} ${styles.table}`} aria-busy={members.isPlaceholderData}>
            <caption className="visually-hidden">{t('snapshots.companies.peopleOf', { company })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('snapshots.companies.name')}</th>
                <th scope="col">{t('snapshots.managers.email')}</th>
                <th scope="col">{t('snapshots.managers.serviceNumber')}</th>
                <th scope="col">{t('snapshots.companies.source')}</th>
                <th scope="col">{t('snapshots.companies.added')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('snapshots.companies.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((member) => (
                <tr key={member.serviceNumber}>
                  <th scope="row">{member.name}</th>
                  <td>{member.email}</td>
                  <td>{member.serviceNumber}</td>
                  <td>
                    {t(`snapshots.companies.sources.${member.source}`, { defaultValue: member.source })}
                  </td>
                  <td>{formatDate(member.addedDate, locale)}</td>
                  <td>
                    <Button
                      variant="link"
                      aria-label={t('snapshots.companies.removeFor', { name: member.name })}
                      onPress={() => confirmRemove(member)}
                    >
                      {t('snapshots.companies.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={data.pageNumber}
          totalPages={data.totalPages}
          hasPrevious={data.pageNumber > 0}
          hasNext={data.pageNumber + 1 < data.totalPages}
          onPage={showPage}
        />
      </>
    );
  }

  return (
    <SectionCard title={t('snapshots.companies.peopleOf', { company })} headingRef={headingRef}>
      {content}
      {notice && (
        <Callout tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </Callout>
      )}
      <h3 id={addId} className={parts.subheading}>
        {t('snapshots.companies.add.title')}
      </h3>
      <AddMemberForm
        company={company}
        labelledBy={addId}
        onAdded={async (serviceNumber) => {
          setNotice({
            tone: 'success',
            text: t('snapshots.companies.add.added', { serviceNumber, company }),
          });
          await refresh();
        }}
      />
    </SectionCard>
  );
}

const addSchema = z.object({
  serviceNumber: z
    .string()
    .trim()
    .min(1, 'serviceNumber' satisfies FormErrorKey),
});

const ADD_RULES: FailureRules<'serviceNumber'> = {
  fieldOf: { serviceNumber: 'serviceNumber' },
  messageOf: { serviceNumber: 'unknownPerson' },
  byCode: {
    [SnapshotErrorCode.UNKNOWN_PERSON]: {
      fields: [{ field: 'serviceNumber', key: 'unknownPerson' }],
      problem: null,
    },
    [SnapshotErrorCode.UNKNOWN_COMPANY]: { fields: [], problem: 'unknownCompany' },
  },
};

interface AddMemberFormProps {
  company: string;
  labelledBy: string;
  onAdded: (serviceNumber: string) => Promise<void>;
}

/** Adds a person to the company by their service number (addCompanyMember). */
function AddMemberForm({ company, labelledBy, onAdded }: AddMemberFormProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const { form, frame } = useSnapshotForm({
    schema: addSchema,
    defaultValues: { serviceNumber: '' },
    order: ['serviceNumber'] as const,
    rules: ADD_RULES,
    send: async ({ serviceNumber }) => {
      await addCompanyMember(company, serviceNumber);
      form.reset({ serviceNumber: '' });
      await onAdded(serviceNumber);
    },
  });
  return (
    <SnapshotFormFrame
      {...frame}
      labelledBy={labelledBy}
      submitLabel={t('snapshots.companies.add.submit')}
      pendingLabel={t('snapshots.companies.add.pending')}
    >
      <FieldRow
        id="company-member-service-number"
        label={t('snapshots.managers.serviceNumber')}
        required
        error={errorText(form.formState.errors.serviceNumber?.message)}
      >
        {(aria) => <Input {...aria} {...form.register('serviceNumber')} autoComplete="off" />}
      </FieldRow>
    </SnapshotFormFrame>
  );
}

const createSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name' satisfies FormErrorKey),
  customerType: z.enum(CustomerType, { error: 'customerType' satisfies FormErrorKey }),
  packageCode: z.string().trim(),
});

const CREATE_ORDER = ['name', 'customerType', 'packageCode'] as const;

const CREATE_RULES: FailureRules<(typeof CREATE_ORDER)[number]> = {
  fieldOf: { name: 'name', customerType: 'customerType', packageCode: 'packageCode' },
  messageOf: { name: 'nameTooLong', customerType: 'customerType', packageCode: 'packageCode' },
  byCode: { [SnapshotErrorCode.COMPANY_EXISTS]: { fields: [], problem: 'companyExists' } },
};

/** A new company (createCompany): its name, customer type and, for a B2B package, that package's code. */
function CreateCompanyForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<string | null>(null);
  const empty = { name: '', customerType: CustomerType.B2B, packageCode: '' };
  const { form, frame } = useSnapshotForm({
    schema: createSchema,
    defaultValues: empty,
    order: CREATE_ORDER,
    rules: CREATE_RULES,
    send: async (values) => {
      setCreated(null);
      await createCompany({ ...values, packageCode: values.packageCode || null });
      form.reset(empty);
      setCreated(values.name);
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
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
      submitLabel={t('snapshots.companies.create.submit')}
      pendingLabel={t('snapshots.companies.create.pending')}
      notice={
        created && (
          <Callout tone="success" role="status">
            <p>{t('snapshots.companies.create.created', { name: created })}</p>
          </Callout>
        )
      }
    >
      <FieldRow
        id="new-company-name"
        label={t('snapshots.companies.name')}
        required
        error={errorText(errors.name?.message)}
      >
        {(aria) => <Input {...aria} {...register('name')} autoComplete="off" />}
      </FieldRow>
      <CustomerTypeField
        id="new-company-customer-type"
        error={errorText(errors.customerType?.message)}
        registration={register('customerType')}
      />
      <FieldRow
        id="new-company-package-code"
        label={t('snapshots.companies.packageCode')}
        description={t('snapshots.companies.packageCodeHint')}
        error={errorText(errors.packageCode?.message)}
        wide
      >
        {(aria) => <Input {...aria} {...register('packageCode')} autoComplete="off" />}
      </FieldRow>
    </SnapshotFormFrame>
  );
}
