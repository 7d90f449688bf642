import { SCAN_DATA_KEY_PREFIX, SCAN_URIS, type ScanUri } from '@health-passport/domain';

/**
 * What each scan page shows, in order (passport-and-professional §2.2, §3 "Scan data"): the measured values
 * with their units, the professional's written assessment, and the image and video fields. Names are the
 * data keys without the MyScans: prefix and name the labels under `scans.fields` / `scans.media`; a key the
 * page does not list is not shown (the spec leaves the full lists open).
 */
export const SCAN_PAGE_FIELDS = {
  'heart-ultrasound': {
    values: [
      { name: 'LV_EF', unit: '%' },
      { name: 'LV_ED_Volume', unit: 'ml' },
    ],
    assessment: 'Heart_Assessment',
    media: ['4CH_Image', '5CH_Image', 'Doppler_Image', 'Heart_Video'],
  },
  'abdominal-ultrasound': {
    values: [{ name: 'Abdo_AAA_Measurements', unit: 'mm' }],
    assessment: 'Abdo_Assessment',
    media: ['Abdo_AAA_Image'],
  },
} as const satisfies Record<
  ScanUri,
  { values: readonly { name: string; unit: string }[]; assessment: string; media: readonly string[] }
>;

export type ScanValueName = (typeof SCAN_PAGE_FIELDS)[ScanUri]['values'][number]['name'];
export type ScanMediaName = (typeof SCAN_PAGE_FIELDS)[ScanUri]['media'][number];

/** "LV_EF" -> "MyScans:LV_EF" */
export function dataKeyOf(name: string): string {
  return `${SCAN_DATA_KEY_PREFIX}${name}`;
}

export function isScanUri(value: string | undefined): value is ScanUri {
  return SCAN_URIS.some((uri) => uri === value);
}
