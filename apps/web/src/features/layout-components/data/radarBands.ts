import { ResultColor, type radarMarkerBand } from '@health-passport/domain';

export type RadarBand = ReturnType<typeof radarMarkerBand>;

export const RADAR_BANDS: readonly RadarBand[] = ['low', 'middle', 'high'];

/** The marker colour of each score band (§9: up to 3, up to 5, above 5). */
export const RADAR_BAND_COLOR: Record<RadarBand, ResultColor> = {
  low: ResultColor.ORANGE,
  middle: ResultColor.YELLOW,
  high: ResultColor.GREEN,
};
