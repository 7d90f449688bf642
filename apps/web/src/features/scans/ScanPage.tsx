import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LayoutErrorCode, PassportStatus, RoutePath, type ScanUri } from '@health-passport/domain';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n';
import { ActionLink, Button, Page, PageLoader, StatePanel } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { useConsumerContext } from '../passport';
import { scanDataQueryOptions } from './api';
import { ScanGallery, type ScanImage } from './ScanGallery';
import { dataKeyOf, isScanUri, SCAN_PAGE_FIELDS, type ScanMediaName } from './scanFields';
import styles from './ScanPage.module.css';

type ScanData = {
  data: { key: string; value: string }[];
  media: { key: string; kind: string; url: string }[];
};

/**
 * /my-statistics/my-scans/{uri} (passport-and-professional §2.2): one scan of the shown passport, its measured
 * values with units, the assessment, its images (with a lightbox) and videos. An unknown uri is `notFound`.
 */
export function ScanPage({ notFound }: { notFound: ReactNode }) {
  const { uri } = useParams();
  return isScanUri(uri) ? <ScanView uri={uri} /> : notFound;
}

function ScanView({ uri }: { uri: ScanUri }) {
  const { t } = useTranslation();
  const title = t(`scans.title.${uri}`);
  usePageTitle(title);
  const { kind, passportId, passport } = useConsumerContext();
  // A consumer's own passport that is not published has nothing to show yet; no need to ask (§2.4).
  const awaitsPublication =
    kind === 'own' && passport !== null && passport.status !== PassportStatus.PUBLISHED;
  const query = useQuery({
    ...scanDataQueryOptions(passportId ?? ''),
    enabled: passportId !== null && !awaitsPublication,
  });

  let content: ReactNode;
  if (awaitsPublication || (isApiError(query.error) && query.error.code === LayoutErrorCode.UNPUBLISHED)) {
    content = (
      <StatePanel title={t('passportPages.unpublished.title')} text={t('passportPages.unpublished.text')}>
        <ActionLink to={RoutePath.ONBOARDING}>{t('passportPages.unpublished.onboarding')}</ActionLink>
      </StatePanel>
    );
  } else if (query.isError) {
    content = (
      <StatePanel title={t('scans.error.title')} text={t('errors.server error')}>
        <Button onPress={() => void query.refetch()}>{t('common.retry')}</Button>
      </StatePanel>
    );
  } else if (passportId === null || query.data === null) {
    content = <EmptyState />;
  } else if (query.data === undefined) {
    content = <PageLoader />;
  } else {
    content = <ScanResults uri={uri} scans={query.data} />;
  }

  return (
    <Page as="article" title={title} lead={t(`scans.intro.${uri}`)} size="large">
      {content}
    </Page>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <StatePanel title={t('scans.empty.title')} text={t('scans.empty.text')}>
      <ActionLink to={RoutePath.MY_STATISTICS}>{t('scans.empty.action')}</ActionLink>
    </StatePanel>
  );
}

/** "62" -> "62 %", "104.5" -> "104,5 ml" in Dutch; text that is not a number is shown as it is. */
function withUnit(value: string, unit: string, locale: string): string {
  const number = Number(value);
  const shown = value.trim() !== '' && Number.isFinite(number) ? number.toLocaleString(locale) : value;
  return `${shown}\u00a0${unit}`;
}

function ScanResults({ uri, scans }: { uri: ScanUri; scans: ScanData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const valuesId = useId();
  const assessmentId = useId();
  const videosId = useId();
  const fields = SCAN_PAGE_FIELDS[uri];
  const valueOf = (name: string) => scans.data.find((item) => item.key === dataKeyOf(name))?.value;
  const mediaOf = (name: ScanMediaName) => scans.media.find((item) => item.key === dataKeyOf(name));

  const values = fields.values.flatMap((field) => {
    const value = valueOf(field.name);
    return value === undefined ? [] : [{ ...field, value }];
  });
  const assessment = valueOf(fields.assessment);
  const media = fields.media.flatMap((name) => {
    const found = mediaOf(name);
    return found ? [{ name, url: found.url, kind: found.kind }] : [];
  });
  const images: ScanImage[] = media.filter((m) => m.kind === 'image');
  const videos = media.filter((m) => m.kind === 'video');
  if (values.length === 0 && assessment === undefined && media.length === 0) return <EmptyState />;

  return (
    <>
      {values.length > 0 && (
        <section className={styles.section} aria-labelledby={valuesId}>
          <h2 id={valuesId}>{t('scans.values.title')}</h2>
          <dl className={styles.values}>
            {values.map((field) => (
              <div key={field.name} className={styles.value}>
                <dt>{t(`scans.fields.${field.name}`)}</dt>
                <dd>{withUnit(field.value, field.unit, locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {assessment !== undefined && (
        <section className={styles.section} aria-labelledby={assessmentId}>
          <h2 id={assessmentId}>{t('scans.assessment.title')}</h2>
          <p className={styles.assessment}>{assessment}</p>
        </section>
      )}
      {images.length > 0 && <ScanGallery images={images} />}
      {videos.length > 0 && (
        <section className={styles.section} aria-labelledby={videosId}>
          <h2 id={videosId}>{t('scans.videos.title')}</h2>
          {videos.map((video) => (
            <ScanVideo key={video.name} name={video.name} url={video.url} />
          ))}
        </section>
      )}
    </>
  );
}

/** A silent cine loop: its text description stands beside it for those who cannot see it. */
function ScanVideo({ name, url }: { name: ScanMediaName; url: string }) {
  const { t } = useTranslation();
  const descriptionId = useId();
  return (
    <figure className={styles.video}>
      <video controls preload="metadata" src={url} aria-describedby={descriptionId}>
        <a href={url}>{t('scans.videos.fallback')}</a>
      </video>
      <figcaption>
        <strong>{t(`scans.media.${name}.label`)}</strong>
        <span id={descriptionId}>{t(`scans.media.${name}.description`)}</span>
      </figcaption>
    </figure>
  );
}
