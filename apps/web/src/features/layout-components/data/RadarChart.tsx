import { useTranslation } from 'react-i18next';
import { radarMarkerBand } from '@health-passport/domain';
import { useLocale } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/useMediaQuery';
import { formatIndicatorNumber } from '../indicators';
import { InvalidComponentNotice } from '../LayoutNode';
import { ChartFigure, ChartTable } from './ChartFigure';
import { defineData, type DataNodeProps } from './defineData';
import RadarPlot from './RadarPlot';
import { RADAR_BAND_COLOR, RADAR_BANDS } from './radarBands';

/** Scores of 1 to 7 per area on a radar; disabled areas are left out; the markers show each score's band. */
function RadarChartDraw({ node }: DataNodeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const { areas, title } = node.properties;
  if (!areas) return <InvalidComponentNotice type={node.type} />;
  const shown = areas.filter((area) => area.enabled !== false);
  if (shown.length === 0) return null;
  return (
    <ChartFigure
      title={title}
      plot={<RadarPlot areas={shown} animate={!reducedMotion} />}
      legend={RADAR_BANDS.map((band) => ({
        color: RADAR_BAND_COLOR[band],
        text: t(`layout.radar.bands.${band}`),
      }))}
      table={
        <ChartTable
          caption={title ?? t('layout.radar.defaultTitle')}
          columns={[t('layout.radar.area'), t('layout.radar.score'), t('layout.radar.level')]}
          rows={shown.map((area, index) => ({
            key: index,
            cells: [
              area.label,
              formatIndicatorNumber(area.value, locale),
              t(`layout.radar.bands.${radarMarkerBand(area.value)}`),
            ],
          }))}
        />
      }
    />
  );
}

export const RadarChart = defineData(RadarChartDraw);
