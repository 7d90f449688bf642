import { useTranslation } from 'react-i18next';
import { ComponentType, LayoutType, PackageCode } from '@health-passport/domain';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Indicator } from '../indicators';
import { LayoutProvider, type LayoutPageContext } from '../LayoutContext';
import { LayoutChildren } from '../LayoutNode';
import { COMPONENT_SAMPLES, INDICATOR_SAMPLES } from './samples';
import styles from './ExamplePage.module.css';

const DISABLED_CARD = {
  type: ComponentType.CardListItem,
  properties: { title: 'Genes', text: '<p>Your genetic profile.</p>', enabled: false },
};

/**
 * The hidden living style guide (/example): every catalogue type and every indicator kind with sample data,
 * rendered by the same components as the passport pages.
 */
export function ExamplePage() {
  const { t } = useTranslation();
  usePageTitle(t('layout.example.title'));
  return (
    <LayoutProvider value={EXAMPLE_CONTEXT}>
      <div className={styles.page}>
        <h1>{t('layout.example.title')}</h1>
        <p className={styles.intro}>{t('layout.example.intro')}</p>

        <section aria-labelledby="example-indicators" className={styles.group}>
          <h2 id="example-indicators">{t('layout.example.indicators')}</h2>
          {INDICATOR_SAMPLES.map((sample) => (
            <section key={sample.kind} aria-labelledby={`indicator-${sample.kind}`} className={styles.sample}>
              <h3 id={`indicator-${sample.kind}`} className={styles.sampleName}>
                {sample.kind}
              </h3>
              <Indicator
                kind={sample.kind}
                values={sample.values}
                title={sample.title}
                segments={sample.segments}
              />
            </section>
          ))}
        </section>

        <section aria-labelledby="example-components" className={styles.group}>
          <h2 id="example-components">{t('layout.example.components')}</h2>
          {Object.entries(COMPONENT_SAMPLES).map(([type, sample]) => (
            <section key={type} aria-labelledby={`component-${type}`} className={styles.sample}>
              <h3 id={`component-${type}`} className={styles.sampleName}>
                {type}
              </h3>
              <LayoutChildren components={[sample]} depth={0} />
            </section>
          ))}
          <section aria-labelledby="component-disabled" className={styles.sample}>
            <h3 id="component-disabled" className={styles.sampleName}>
              {t('layout.example.disabledCard')}
            </h3>
            <LayoutChildren components={[DISABLED_CARD]} depth={0} />
          </section>
        </section>
      </div>
    </LayoutProvider>
  );
}

/** The package and layout type the samples are shown in (the horizontal accordion and card grid rules). */
export const EXAMPLE_CONTEXT: LayoutPageContext = {
  packageCode: PackageCode.STANDARD_PERFORMANCE,
  layoutType: LayoutType.MyStatisticsLayout,
  passportId: '',
  basePath: '/example',
};
