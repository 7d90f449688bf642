import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  BookTexts,
  ReferenceBookBand,
  ReferenceBookGroup,
  ReferenceBookMeasure,
} from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import {
  dataTableClass,
  Detail,
  DetailList,
  DownloadButton,
  LoadError,
  Page,
  PageLoader,
  SectionCard,
} from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { downloadReferenceBookPdf, referenceBookQueryOptions } from './api';
import styles from './ReferenceBookPage.module.css';

type Language = keyof BookTexts;

/**
 * /reference-book (health coaches, doctors, data experts): every result of the reference table the passports
 * are computed with, its bands for each sex and age with colour, label and the texts the passport shows, and its
 * guideline; the same book as the PDF a clinician signs off, which the page offers for download.
 */
export function ReferenceBookPage() {
  const { t } = useTranslation();
  const title = t('referenceBook.title');
  usePageTitle(title);
  const book = useQuery(referenceBookQueryOptions());

  if (book.isError) {
    return (
      <Page title={title}>
        <LoadError
          message={t('referenceBook.loadFailed')}
          onRetry={() => void book.refetch()}
          isRetrying={book.isFetching}
        />
      </Page>
    );
  }
  if (!book.data) return <PageLoader />;
  return (
    <Page
      as="article"
      title={title}
      lead={t('referenceBook.intro')}
      meta={t('referenceBook.version', { version: book.data.version })}
      actions={<PdfDownload />}
      rhythm="relaxed"
    >
      <Contents measures={book.data.measures} />
      {book.data.measures.map((measure) => (
        <Measure key={measure.id} measure={measure} />
      ))}
    </Page>
  );
}

function PdfDownload() {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={downloadReferenceBookPdf}
      fallbackName={`${t('referenceBook.title')}.pdf`}
      label={t('referenceBook.pdf.download')}
      pendingLabel={t('referenceBook.pdf.busy')}
      errorText={t('referenceBook.pdf.error')}
      action="downloadReferenceBookPdf"
    />
  );
}

/** The heading of a result's section, which the contents link to. */
const anchorOf = (measure: ReferenceBookMeasure) => `result-${measure.id}`;

/** Every result by name, each a link to its section: the book is long. */
function Contents({ measures }: { measures: readonly ReferenceBookMeasure[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t('referenceBook.contents')}>
      <ol className={styles.contents}>
        {measures.map((measure) => (
          <li key={measure.id}>
            <a href={`#${anchorOf(measure)}`}>{measure.name[language]}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function useLanguage(): Language {
  return useLocale().startsWith('nl') ? 'nl' : 'en';
}

function Measure({ measure }: { measure: ReferenceBookMeasure }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = useLocale();
  const number = (value: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: measure.decimals,
      maximumFractionDigits: measure.decimals,
    }).format(value);
  const { source } = measure;
  return (
    <SectionCard title={measure.name[language]} titleId={anchorOf(measure)}>
      <DetailList layout="columns">
        <Detail term={t('referenceBook.unit')}>{measure.unit[language] || t('referenceBook.noUnit')}</Detail>
        <Detail term={t('referenceBook.plausible')}>
          {t('referenceBook.plausibleRange', {
            min: number(measure.plausible.min),
            max: number(measure.plausible.max),
          })}
        </Detail>
        <Detail term={t('referenceBook.source')}>
          {source.name} ({source.year ?? t('referenceBook.noYear')})
        </Detail>
      </DetailList>
      <p>
        <strong>{t('referenceBook.minors')}</strong> {measure.minors.text[language]}{' '}
        <span className={styles.citation}>{measure.minors.source}</span>
      </p>
      {measure.combinedCategory && <p>{t('referenceBook.combinedCategory')}</p>}
      {measure.canBeEstimate && <p>{t('referenceBook.canBeEstimate')}</p>}
      <p className={styles.citation}>
        {source.citation}{' '}
        {source.url && (
          <a href={source.url} target="_blank" rel="noreferrer">
            {source.url}
          </a>
        )}
      </p>
      {measure.groups.map((group) => (
        <Group key={`${group.sex}-${group.ageFrom}`} group={group} measure={measure} number={number} />
      ))}
    </SectionCard>
  );
}

interface GroupProps {
  group: ReferenceBookGroup;
  measure: ReferenceBookMeasure;
  number: (value: number) => string;
}

function Group({ group, measure, number }: GroupProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groupTitle = useGroupTitle();
  const unit = measure.unit[language];
  // The unit goes with the number it follows: "below 94.1 cm", "94.1 cm and above", "80.1 to below 88.1 cm".
  const withUnit = (value: number) => (unit ? `${number(value)} ${unit}` : number(value));
  const values = (band: ReferenceBookBand) => {
    if (band.from === null && band.to === null) return t('referenceBook.values.all');
    if (band.from === null) return t('referenceBook.values.below', { to: withUnit(band.to!) });
    if (band.to === null) return t('referenceBook.values.from', { from: withUnit(band.from) });
    return t('referenceBook.values.between', { from: number(band.from), to: withUnit(band.to) });
  };
  const caption = `${measure.name[language]}: ${groupTitle(group)}`;
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{groupTitle(group)}</h3>
      <div className={styles.tableFrame}>
        <table className={`${dataTableClass} ${styles.table}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('referenceBook.columns.values')}</th>
              <th scope="col">{t('referenceBook.columns.colour')}</th>
              <th scope="col">{t('referenceBook.columns.label')}</th>
              <th scope="col">{t('referenceBook.columns.texts')}</th>
            </tr>
          </thead>
          <tbody>
            {group.bands.map((band) => (
              <tr key={`${band.from}-${band.to}`}>
                <th scope="row" className={styles.values}>
                  {values(band)}
                </th>
                <td>
                  <span className={`${styles.swatch} ${styles[band.color]}`} aria-hidden="true" />
                  {band.colourName[language]} ({band.colourWord[language]})
                </td>
                <td>{band.label?.[language] ?? '—'}</td>
                <td>
                  <p>{band.advice[language]}</p>
                  {band.meaning && band.meaning[language] !== band.advice[language] && (
                    <p>{band.meaning[language]}</p>
                  )}
                  {band.gp && <p>{band.gp[language]}</p>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const SEX_KEYS = {
  all: 'referenceBook.sex.all',
  Male: 'referenceBook.sex.Male',
  Female: 'referenceBook.sex.Female',
} as const;

/** "Men, 18 to 25 years", "Everyone, all ages". */
function useGroupTitle(): (group: ReferenceBookGroup) => string {
  const { t } = useTranslation();
  return ({ sex, ageFrom, ageTo }) => {
    const who = t(SEX_KEYS[sex ?? 'all']);
    let ages: string;
    if (ageFrom === null && ageTo === null) ages = t('referenceBook.ages.all');
    else if (ageFrom === null) ages = t('referenceBook.ages.under', { age: ageTo! + 1 });
    else if (ageTo === null) ages = t('referenceBook.ages.over', { age: ageFrom });
    else ages = t('referenceBook.ages.between', { from: ageFrom, to: ageTo });
    return `${who}, ${ages}`;
  };
}
