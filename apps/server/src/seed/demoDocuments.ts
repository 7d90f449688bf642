import { APP_TIME_ZONE, DocumentType, PassportStatus, type ResultColor } from '@health-passport/domain';
import type { AppContext } from '../context.js';
import { createPdf } from '../integrations/pdf/index.js';
import type { Language } from '../locale.js';
import { unitOf } from '../modules/layouts/index.js';
import { localizedProductName } from '../modules/passports/index.js';
import { DEMO_PASSPORT_EMAIL } from './demoPassports.js';

/** The data expert who writes the health check reports. */
const DEMO_REPORT_AUTHOR_EMAIL = 'data@example.com';

const COLOR_WORDS: Record<Language, Record<ResultColor, string>> = {
  en: { green: 'green', yellow: 'yellow', orange: 'orange', red: 'red' },
  nl: { green: 'groen', yellow: 'geel', orange: 'oranje', red: 'rood' },
};

const TEXTS = {
  en: {
    name: 'Health check report',
    serviceNumber: 'Service number',
    published: 'Published',
    results: 'Your results',
    colours: 'Green is within the healthy range; yellow, orange and red ask for increasing attention.',
    closing:
      'Your full results, with explanations and advice, are in your Personal Health Passport under My health.',
  },
  nl: {
    name: 'Rapport gezondheidscheck',
    serviceNumber: 'Servicenummer',
    published: 'Gepubliceerd',
    results: 'Je resultaten',
    colours: 'Groen valt binnen het gezonde bereik; geel, oranje en rood vragen steeds meer aandacht.',
    closing:
      'Je volledige resultaten, met uitleg en advies, staan in je Persoonlijk Gezondheidspaspoort onder Mijn gezondheid.',
  },
} as const;

/**
 * anna's documents: the report of her current health check, in Dutch and in English, written from her computed
 * results and uploaded by the data expert. Only once her passport is published and while she has no documents.
 * True when it added them.
 */
export async function seedDemoDocuments(ctx: AppContext): Promise<boolean> {
  const drafts = await draftDemoDocuments(ctx);
  await drafts?.store();
  return drafts !== undefined;
}

/**
 * anna's reports handed to the PDF renderer's thread, and how to store them once drawn; undefined when there is
 * nothing to add. The demo seed stores its companies meanwhile.
 */
export async function draftDemoDocuments(ctx: AppContext): Promise<{ store(): Promise<void> } | undefined> {
  const { users, passports, results, documents } = ctx.services;
  const [anna, author] = await Promise.all([
    users.findByEmail(DEMO_PASSPORT_EMAIL),
    users.findByEmail(DEMO_REPORT_AUTHOR_EMAIL),
  ]);
  if (!anna || !author) return undefined;
  const annaViewer = { userId: anna.id, email: anna.email, roles: await users.groupsOf(anna.id) };
  if ((await documents.own(annaViewer)).length > 0) return undefined;
  const [passport] = (await passports.listForUser(anna.id)).filter(
    (p) => p.status === PassportStatus.PUBLISHED,
  );
  if (!passport) return undefined;
  const [{ results: computed }, table] = await Promise.all([
    results.resultsFor(passport.id),
    results.referenceTable(),
  ]);

  const uploader = { userId: author.id, email: author.email, roles: await users.groupsOf(author.id) };
  // Both drawn at once by the PDF renderer's thread, then stored in this order.
  const reports = (['nl', 'en'] as const).map((language) => {
    const texts = TEXTS[language];
    const locale = language === 'nl' ? 'nl-NL' : 'en-US';
    const resultLines = computed.flatMap((result): string[] => {
      const range = table.find((r) => r.id === result.id);
      if (!range) return [];
      const value = result.value.toLocaleString(locale, {
        minimumFractionDigits: range.decimals,
        maximumFractionDigits: range.decimals,
      });
      const label = result.label?.[language];
      const unit = result.unit ? ` ${unitOf(result.unit, { language })}` : '';
      // A result without a unit is an answer ("Never smoked"): its label says it, the number would not.
      const shown = !result.unit && label ? label : `${value}${unit}${label ? ` – ${label}` : ''}`;
      return [`${range.name[language]}: ${shown} (${COLOR_WORDS[language][result.color]})`];
    });
    const published = (passport.publishedAt ?? passport.createdAt).toLocaleDateString(locale, {
      timeZone: APP_TIME_ZONE,
      dateStyle: 'long',
    });
    const pdf = createPdf({ title: texts.name, language: locale })
      .title(texts.name)
      .paragraph([anna.givenName, anna.middleName, anna.familyName].filter(Boolean).join(' '))
      .paragraph(`${texts.serviceNumber}: ${anna.serviceNumber}`)
      .paragraph(`${localizedProductName(passport.packageCode, language)}, ${texts.published} ${published}`)
      .heading(texts.results)
      .paragraph(texts.colours);
    for (const line of resultLines) pdf.paragraph(line);
    pdf.paragraph('').paragraph(texts.closing);
    return { name: texts.name, bytes: pdf.toBuffer() };
  });
  return {
    async store() {
      for (const { name, bytes } of reports) {
        await documents.upload({
          uploader,
          serviceNumber: anna.serviceNumber,
          type: DocumentType.REPORT,
          name,
          file: { fileName: `${name}.pdf`, bytes: await bytes },
        });
      }
    },
  };
}
