import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { PlainList } from '../../lib/ui';
import type { ScanMediaName } from './scanFields';
import styles from './ScanPage.module.css';

export interface ScanImage {
  name: ScanMediaName;
  url: string;
}

/** The scan's images as thumbnails; each opens the lightbox (arrow keys between images, Escape closes). */
export function ScanGallery({ images }: { images: readonly ScanImage[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const [openIndex, setOpenIndex] = useState(-1);
  const slides = images.map((image) => ({
    src: image.url,
    alt: t(`scans.media.${image.name}.description`),
    title: t(`scans.media.${image.name}.label`),
    description: t(`scans.media.${image.name}.description`),
  }));
  const single = images.length === 1;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('scans.images.title')}</h2>
      <p id={hintId} className={styles.hint}>
        {t('scans.images.hint')}
      </p>
      <PlainList spacing="regular" columnWidth="14rem">
        {images.map((image, index) => (
          <li key={image.name}>
            <figure className={styles.figure}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => setOpenIndex(index)}
                aria-describedby={hintId}
              >
                <img
                  src={image.url}
                  alt={t(`scans.media.${image.name}.description`)}
                  loading="lazy"
                  width={480}
                  height={360}
                />
              </button>
              <figcaption>{t(`scans.media.${image.name}.label`)}</figcaption>
            </figure>
          </li>
        ))}
      </PlainList>
      <Lightbox
        open={openIndex >= 0}
        index={Math.max(openIndex, 0)}
        close={() => setOpenIndex(-1)}
        slides={slides}
        plugins={[Captions]}
        carousel={{ finite: single }}
        // One image needs no way to the previous or next one.
        render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
        labels={{
          Lightbox: t('scans.lightbox.label'),
          'Photo gallery': t('scans.lightbox.gallery'),
          Previous: t('scans.lightbox.previous'),
          Next: t('scans.lightbox.next'),
          Close: t('scans.lightbox.close'),
          Slide: t('scans.lightbox.slide'),
          Carousel: t('scans.lightbox.carousel'),
          '{index} of {total}': t('scans.lightbox.position'),
        }}
      />
    </section>
  );
}
