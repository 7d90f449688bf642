import { useTranslation } from 'react-i18next';
import { lineChartPointColor, ResultColor } from '@health-passport/domain';
import { useLocale } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/useMediaQuery';
import { formatIndicatorNumber } from '../indicators';
import { InvalidComponentNotice } from '../LayoutNode';
import { ChartFigure, ChartTable } from './ChartFigure';
import { defineData, type DataNodeProps } from './defineData';
import LinePlot from './LinePlot';

/** Values over time, oldest first; each point green inside the target range and red outside it (§9). */
function LineChartDraw({ node }: DataNodeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const { points, title, yLabel } = node.properties;
  if (!points) return <InvalidComponentNotice type={node.type} />;
  if (points.length === 0) return null;
  const assessment = (value: number) =>
    lineChartPointColor(value) === ResultColor.GREEN
      ? t('layout.lineChart.green')
      : t('layout.lineChart.red');
  return (
    <ChartFigure
      title={title}
      plot={<LinePlot points={points} yLabel={yLabel} locale={locale} animate={!reducedMotion} />}
      legend={[
        { color: ResultColor.GREEN, text: t('layout.lineChart.green') },
        { color: ResultColor.RED, text: t('layout.lineChart.red') },
      ]}
      table={
        <ChartTable
          caption={title ?? t('layout.lineChart.defaultTitle')}
          columns={[
            t('layout.lineChart.moment'),
            yLabel ?? t('layout.lineChart.value'),
            t('layout.lineChart.assessment'),
          ]}
          rows={points.map((point, index) => ({
            key: index,
            cells: [point.label, formatIndicatorNumber(point.value, locale), assessment(point.value)],
          }))}
        />
      }
    />
  );
}

export const LineChart = defineData(LineChartDraw);
