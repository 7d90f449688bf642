import { ComponentType, LayoutTheme, LayoutType, type LayoutComponent } from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { node, tx } from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import { statisticsEntry } from '../../sitemap.js';
import { GENES_UPSELL } from '../../upsell.js';

/**
 * /my-statistics/my-genes. No package includes a DNA analysis yet, so the page explains what genetics can add
 * and shows its topics as disabled cards with the upsell. It reads nothing of the passport but the language
 * and whether genes are included, so the same content is also served as the static layouts
 * local:my-genes-en and local:my-genes-nl (staticLayouts.ts), which the menu points at.
 */

const ENTRY = statisticsEntry('my-genes');

/** What a DNA analysis looks at: the topics of the page. */
const TOPICS: readonly { title: Texts; text: Texts; icon: string }[] = [
  {
    title: tx('Heart and blood vessels', 'Hart en bloedvaten'),
    text: tx(
      'Some gene variants raise cholesterol from birth (familial hypercholesterolaemia); knowing this early makes a difference.',
      'Sommige genvarianten verhogen het cholesterol al vanaf de geboorte (familiaire hypercholesterolemie); dat vroeg weten maakt verschil.',
    ),
    icon: 'heart.svg',
  },
  {
    title: tx('Metabolism and weight', 'Stofwisseling en gewicht'),
    text: tx(
      'Genes play a part in how your body handles sugar and stores fat. Your lifestyle still decides most of it.',
      'Genen spelen een rol in hoe je lichaam met suiker omgaat en vet opslaat. Je leefstijl bepaalt nog altijd het meeste.',
    ),
    icon: 'metabolic.svg',
  },
  {
    title: tx('Nutrition', 'Voeding'),
    text: tx(
      'Some variants change how you tolerate lactose or caffeine, or how well you absorb certain vitamins.',
      'Sommige varianten veranderen hoe je lactose of cafeïne verdraagt, of hoe goed je bepaalde vitamines opneemt.',
    ),
    icon: 'nutrition.svg',
  },
  {
    title: tx('Training and recovery', 'Training en herstel'),
    text: tx(
      'Genes explain part of why people respond differently to endurance and strength training.',
      'Genen verklaren een deel van waarom mensen verschillend reageren op duur- en krachttraining.',
    ),
    icon: 'fitness.svg',
  },
  {
    title: tx('Sleep rhythm', 'Slaapritme'),
    text: tx(
      'Whether you are a morning or an evening person is partly in your genes.',
      'Of je een ochtend- of avondmens bent, zit deels in je genen.',
    ),
    icon: 'sleep.svg',
  },
];

/** The page's content; `t` picks the language. Shared by the template and the static layouts. */
export function genesComponents(t: (texts: Texts) => string, genesIncluded: boolean): LayoutComponent[] {
  return [
    node(ComponentType.Hero, {
      title: t(ENTRY.title),
      subTitle: t(tx('What your DNA can add', 'Wat je DNA kan toevoegen')),
      text: t(
        tx(
          'Your genes are one part of your health story; your lifestyle and measurements are the larger part. A DNA analysis can show where you carry a higher or lower tendency.',
          'Je genen zijn één deel van je gezondheidsverhaal; je leefstijl en metingen zijn het grootste deel. Een DNA-analyse kan laten zien waar je aanleg hoger of lager is.',
        ),
      ),
      graphic: ENTRY.icon,
    }),
    // Top-level cards: without genetics in the package they show greyed and open the upsell (§4).
    ...TOPICS.map((topic) =>
      node(ComponentType.CardListItem, {
        title: t(topic.title),
        text: t(topic.text),
        icon: topic.icon,
        enabled: genesIncluded,
        upsellText: genesIncluded ? undefined : t(GENES_UPSELL),
      }),
    ),
    node(ComponentType.CallOut, {
      title: t(tx('Your passport without DNA', 'Je paspoort zonder DNA')),
      text: t(
        tx(
          'Everything that matters most for your health today is already in your passport: your measurements, blood values and lifestyle.',
          'Wat vandaag het meest telt voor je gezondheid staat al in je paspoort: je metingen, bloedwaarden en leefstijl.',
        ),
      ),
      icon: 'info.svg',
    }),
    node(ComponentType.SimpleButton, {
      linkTo: '/my-statistics/my-biomarkers',
      linkText: t(tx('See my biomarkers', 'Bekijk mijn biomarkers')),
    }),
  ];
}

export const myGenesPage: PageTemplate = {
  name: 'my-statistics/my-genes',
  type: LayoutType.MyStatisticsDetailLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build: (ctx: TemplateContext) => genesComponents(ctx.t, ctx.includes.genes),
};
