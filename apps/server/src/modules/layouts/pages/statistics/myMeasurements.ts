import {
  ComponentType,
  IndicatorType,
  LayoutTheme,
  LayoutType,
  type LayoutComponent,
} from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { anchoredSection, node, resultCard, sourceReference, tx } from '../../blocks.js';
import type { PageTemplate, TemplateContext } from '../../page.js';
import { statisticsEntry } from '../../sitemap.js';

/**
 * /my-statistics/my-measurements: every body measurement result as an indicator card over a colour bar, with
 * the earlier passports' values. There is no line chart: the catalogue's line chart colours its points by a
 * fixed rule (red at 10 or below and at 14 or above, green between, §9) that fits none of these results, and
 * a point coloured by that rule would contradict the result's own guideline.
 */

const ENTRY = statisticsEntry('my-measurements');

const TABS: readonly { title: Texts; icon: string; ids: readonly string[] }[] = [
  {
    title: tx('Body composition', 'Lichaamssamenstelling'),
    icon: 'scale.svg',
    ids: ['bmi', 'waistCircumference'],
  },
  {
    title: tx('Blood pressure', 'Bloeddruk'),
    icon: 'blood-pressure.svg',
    ids: ['systolicBloodPressure', 'diastolicBloodPressure'],
  },
];

export const MEASUREMENT_RESULT_IDS: readonly string[] = TABS.flatMap((tab) => tab.ids);

function about(ctx: TemplateContext): LayoutComponent {
  const item = (title: Texts, text: Texts) =>
    node(ComponentType.CardListItem, { title: ctx.t(title), text: ctx.t(text), open: false });
  return node(ComponentType.AccordionList, {}, [
    item(
      tx('Body mass index', 'Body mass index'),
      tx(
        'Your weight in kilograms divided by your height in metres squared. It does not tell muscle from fat, which is why your waist is measured too.',
        'Je gewicht in kilo gedeeld door je lengte in meters in het kwadraat. Het maakt geen onderscheid tussen spieren en vet; daarom meten we ook je buikomvang.',
      ),
    ),
    item(
      tx('Waist circumference', 'Buikomvang'),
      tx(
        'Measured halfway between your lowest rib and the top of your hip bone, after breathing out calmly. It shows how much fat sits around your organs.',
        'Gemeten halverwege je onderste rib en de bovenkant van je heupbot, na rustig uitademen. Het laat zien hoeveel vet er rond je organen zit.',
      ),
    ),
    item(
      tx('Blood pressure', 'Bloeddruk'),
      tx(
        'Measured twice while seated after a few minutes of rest; the average counts. The upper value (systolic) is the pressure while your heart beats, the lower (diastolic) while it rests.',
        'Twee keer zittend gemeten na een paar minuten rust; het gemiddelde telt. De bovendruk (systolisch) is de druk tijdens de hartslag, de onderdruk (diastolisch) tussen twee slagen in.',
      ),
    ),
  ]);
}

export const myMeasurementsPage: PageTemplate = {
  name: 'my-statistics/my-measurements',
  type: LayoutType.MyStatisticsDetailLayout,
  theme: LayoutTheme.STATISTICS,
  title: ENTRY.title,
  icon: ENTRY.icon,
  build: (ctx) => [
    node(ComponentType.Hero, {
      title: ctx.t(ENTRY.title),
      text: ctx.t(
        tx(
          'Your body measurements with the range they are judged by and, when you had earlier passports, your values then.',
          'Je lichaamsmetingen met het bereik waarmee ze beoordeeld worden en, als je eerdere paspoorten had, je waarden van toen.',
        ),
      ),
      graphic: ENTRY.icon,
    }),
    ...anchoredSection(ctx, 'results', tx('Your measurements', 'Je metingen'), [
      node(
        ComponentType.TabNavigator,
        {},
        TABS.map((tab) =>
          node(
            ComponentType.Section,
            { title: ctx.t(tab.title), icon: tab.icon },
            tab.ids.map((id) =>
              resultCard(ctx, id, {
                indicatorType: IndicatorType.IndicatorCard,
                bar: IndicatorType.ColorBarIndicator,
                icon: tab.icon,
              }),
            ),
          ),
        ),
      ),
    ]),
    ...anchoredSection(ctx, 'about', tx('About these measurements', 'Over deze metingen'), [about(ctx)]),
    ...sourceReference(ctx, MEASUREMENT_RESULT_IDS),
  ],
};
