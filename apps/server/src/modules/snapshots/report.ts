import { createPdf, pdfDate } from '../../integrations/pdf/index.js';
import type { Language } from '../../locale.js';
import { COLOUR_NAMES } from '../layouts/index.js';
import type { SnapshotView } from './snapshots.service.js';
import type { SnapshotSystem } from './systems.js';

export interface SnapshotReportInput {
  snapshot: SnapshotView;
  /** People counted, rounded; null when not computed. */
  total: number | null;
  notComputed: string | null;
  systems: readonly SnapshotSystem[];
  language: Language;
  min: number;
}

/**
 * The manager report (issue 13 "Manager report"): the same systems the page shows, from the same aggregation
 * and privacy rules, one table per category with a text label per colour, so it reads in black and white.
 */
export function snapshotReport({
  snapshot,
  total,
  notComputed,
  systems,
  language,
  min,
}: SnapshotReportInput) {
  const nl = language === 'nl';
  const pdf = createPdf({ title: snapshot.name, language: nl ? 'nl-NL' : 'en-US' });
  pdf.title(snapshot.name);
  pdf.paragraph(`${nl ? 'Bedrijf' : 'Company'}: ${snapshot.company}`);
  if (snapshot.description) pdf.paragraph(snapshot.description);
  if (total !== null) pdf.paragraph(`${nl ? 'Aantal personen' : 'People'}: ${total}`);
  if (snapshot.computedAt) {
    pdf.paragraph(`${nl ? 'Berekend op' : 'Computed on'}: ${pdfDate(snapshot.computedAt, language)}`);
  }
  pdf.paragraph(
    nl
      ? `Alle cijfers zijn samengevat en geanonimiseerd: geen getal gaat over minder dan ${min} personen.`
      : `All figures are aggregated and anonymised: no number describes fewer than ${min} people.`,
  );
  if (notComputed) pdf.paragraph(notComputed);
  for (const system of systems) {
    pdf.heading(system.title);
    pdf.paragraph(system.description);
    for (const category of system.categories) {
      pdf.heading(category.title);
      const rows = category.tiles.flatMap((tile) =>
        tile.subjects.map((subject) => [
          `${subject.title}\n${subject.subTitle}`,
          ...subject.averages.map(
            (average) => `${COLOUR_NAMES[average.color][language]}: ${average.percentageLabel}`,
          ),
        ]),
      );
      pdf.table(rows, {
        header: [
          nl ? 'Resultaat' : 'Result',
          ...(['red', 'orange', 'yellow', 'green'] as const).map((c) => COLOUR_NAMES[c][language]),
        ],
        columnWidths: ['*', 70, 70, 70, 70],
      });
    }
  }
  return pdf.toBuffer();
}
