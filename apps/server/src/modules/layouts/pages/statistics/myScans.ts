import {
  ComponentType,
  LayoutTheme,
  LayoutType,
  ScanUri,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { node, tx } from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import { statisticsEntry } from '../../sitemap.js';
import { SCANS_UPSELL } from '../../upsell.js';

/**
 * /my-statistics/my-scans: a teaser per ultrasound the package includes, linking to its detail page
 * (/my-statistics/my-scans/{uri}); a scan the package leaves out is a disabled top-level card with the upsell.
 */

const ENTRY = statisticsEntry('my-scans');

const SCANS: readonly {
  uri: ScanUri;
  included: (ctx: TemplateContext) => boolean;
  title: Texts;
  text: Texts;
  icon: string;
  linkText: Texts;
}[] = [
  {
    uri: ScanUri.HEART_ULTRASOUND,
    included: (ctx) => ctx.includes.scans.heartUltrasound,
    title: tx('Heart ultrasound', 'Echo van het hart'),
    text: tx(
      'How well your heart pumps (ejection fraction), the size of its chambers and how its valves work, with the images and films of your scan.',
      'Hoe goed je hart pompt (ejectiefractie), de grootte van de hartkamers en hoe de kleppen werken, met de beelden en filmpjes van je scan.',
    ),
    icon: 'heart-ultrasound.svg',
    linkText: tx('View my heart scan', 'Bekijk mijn hartscan'),
  },
  {
    uri: ScanUri.ABDOMINAL_ULTRASOUND,
    included: (ctx) => ctx.includes.scans.abdominalUltrasound,
    title: tx('Abdominal ultrasound', 'Echo van de buik'),
    text: tx(
      'The width of your abdominal aorta, the large artery in your belly, with the sonographer’s assessment and images.',
      'De breedte van je buikslagader, de grote slagader in je buik, met de beoordeling en beelden van de echoscopist.',
    ),
    icon: 'abdominal-ultrasound.svg',
    linkText: tx('View my abdominal scan', 'Bekijk mijn buikscan'),
  },
];

function scanCard(ctx: TemplateContext, scan: (typeof SCANS)[number]): LayoutComponent {
  if (scan.included(ctx)) {
    return node(ComponentType.Teaser, {
      title: ctx.t(scan.title),
      text: ctx.t(scan.text),
      icon: scan.icon,
      graphic: scan.icon,
      linkTo: `/my-statistics/my-scans/${scan.uri}`,
      linkText: ctx.t(scan.linkText),
    });
  }
  // Top level, so it shows greyed and opens the upsell (§4).
  return node(ComponentType.CardListItem, {
    title: ctx.t(scan.title),
    text: ctx.t(scan.text),
    icon: scan.icon,
    enabled: false,
    upsellText: ctx.t(SCANS_UPSELL),
  });
}

export const myScansPage: PageTemplate = {
  name: 'my-statistics/my-scans',
  type: LayoutType.MyStatisticsLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build(ctx) {
    const { heartUltrasound, abdominalUltrasound } = ctx.includes.scans;
    const any = heartUltrasound || abdominalUltrasound;
    return [
      node(ComponentType.Hero, {
        title: ctx.t(ENTRY.title),
        text: ctx.t(
          any
            ? tx(
                'The ultrasound scans of your health check: open a scan to see its images, films and measured values.',
                'De echo’s van je health check: open een scan om de beelden, filmpjes en meetwaarden te zien.',
              )
            : tx(
                'Your package has no ultrasound scans. Below you see what they would show.',
                'Jouw pakket heeft geen echo’s. Hieronder zie je wat ze zouden laten zien.',
              ),
        ),
        graphic: ENTRY.icon,
      }),
      ...SCANS.map((scan) => scanCard(ctx, scan)),
      node(ComponentType.CallOut, {
        title: ctx.t(tx('About your scans', 'Over je scans')),
        text: ctx.t(
          tx(
            'An ultrasound uses sound waves, no radiation. A trained sonographer makes and assesses the scans; your health coach discusses anything that needs follow-up with you.',
            'Een echo gebruikt geluidsgolven, geen straling. Een opgeleide echoscopist maakt en beoordeelt de scans; je health coach bespreekt met je wat vervolg nodig heeft.',
          ),
        ),
        icon: 'info.svg',
      }),
      node(ComponentType.LinkHero, {
        title: ctx.t(tx('Your heart and blood vessels', 'Je hart en bloedvaten')),
        text: ctx.t(
          tx(
            'Blood pressure and cholesterol tell the rest of your heart’s story.',
            'Bloeddruk en cholesterol vertellen de rest van het verhaal van je hart.',
          ),
        ),
        icon: 'heart.svg',
        linkTo: '/my-health/body-heart',
        linkText: ctx.t(tx('View heart and blood vessels', 'Bekijk hart en bloedvaten')),
      }),
    ];
  },
};
