import {
  ComponentType,
  IndicatorType,
  ResultColor,
  Trend,
  type IndicatorValues,
  type LayoutComponent,
} from '@health-passport/domain';

/**
 * Sample data for the living style guide at /example: one node per catalogue type and one value per indicator
 * kind, shaped like the server's layouts (packages/domain/src/layoutDocument.ts). Texts are English on purpose:
 * the style guide shows components, not content.
 */

const { GREEN, YELLOW, ORANGE, RED } = ResultColor;

export const SAMPLE_BMI: IndicatorValues = {
  value: 24.3,
  unit: 'kg/m²',
  decimals: 1,
  valueMin: 15,
  valueMax: 40,
  label: 'Healthy weight',
  color: GREEN,
  position: 0.37,
  previousValues: [25.1],
  trend: Trend.GREEN_DOWN,
  colorRanges: [
    { color: ORANGE, threshold: 15 },
    { color: GREEN, threshold: 18.5 },
    { color: YELLOW, threshold: 25 },
    { color: RED, threshold: 30 },
  ],
  labelRanges: [
    { label: 'Underweight', threshold: 15 },
    { label: 'Healthy weight', threshold: 18.5 },
    { label: 'Overweight', threshold: 25 },
    { label: 'Obesity', threshold: 30 },
  ],
  minLabel: 'Underweight',
  maxLabel: 'Obesity',
};

const SAMPLE_STRESS: IndicatorValues = {
  value: 22,
  unit: 'points',
  decimals: 0,
  valueMin: 0,
  valueMax: 40,
  label: 'Moderate stress',
  color: ORANGE,
  position: 0.55,
  previousValues: [17],
  trend: Trend.RED_UP,
  colorRanges: [
    { color: GREEN, threshold: 0 },
    { color: YELLOW, threshold: 14 },
    { color: ORANGE, threshold: 20 },
    { color: RED, threshold: 27 },
  ],
  labelRanges: [
    { label: 'Low', threshold: 0 },
    { label: 'Moderate', threshold: 14 },
    { label: 'High', threshold: 27 },
  ],
  minLabel: 'Low',
  maxLabel: 'High',
};

const SAMPLE_SLEEP_QUALITY: IndicatorValues = {
  value: 'Fairly good',
  label: 'Fairly good',
  color: YELLOW,
  selected: 2,
  previousSelected: 1,
  trend: Trend.GREEN_UP,
  labelRanges: [
    { label: 'Very bad', threshold: 0 },
    { label: 'Fairly bad', threshold: 1 },
    { label: 'Fairly good', threshold: 2 },
    { label: 'Very good', threshold: 3 },
  ],
  colorRanges: [
    { color: RED, threshold: 0 },
    { color: ORANGE, threshold: 1 },
    { color: YELLOW, threshold: 2 },
    { color: GREEN, threshold: 3 },
  ],
  minLabel: 'Very bad',
  maxLabel: 'Very good',
};

/** One sample value per indicator kind. */
export const INDICATOR_SAMPLES: {
  kind: IndicatorType;
  title: string;
  values: IndicatorValues;
  /** SegmentIndicator's four counts. */
  segments?: number[];
}[] = [
  { kind: IndicatorType.ColorBarIndicator, title: 'Body mass index', values: SAMPLE_BMI },
  { kind: IndicatorType.ColorRadialIndicator, title: 'Perceived stress', values: SAMPLE_STRESS },
  {
    kind: IndicatorType.SimpleValueIndicator,
    title: 'Steps per day',
    values: {
      value: 8400,
      unit: 'steps',
      decimals: 0,
      label: 'Active',
      color: GREEN,
      trend: Trend.WHITE_NEUTRAL,
    },
  },
  { kind: IndicatorType.ColorBulletBarIndicator, title: 'Sleep quality', values: SAMPLE_SLEEP_QUALITY },
  { kind: IndicatorType.RangeBulletBarIndicator, title: 'Sleep quality', values: SAMPLE_SLEEP_QUALITY },
  {
    kind: IndicatorType.BulletBarIndicator,
    title: 'Days with 30 minutes of activity',
    values: {
      value: 4,
      selected: 4,
      previousSelected: 3,
      label: '4 of 7 days',
      labelRanges: [0, 1, 2, 3, 4, 5, 6, 7].map((day) => ({ label: String(day), threshold: day })),
    },
  },
  { kind: IndicatorType.IndicatorCard, title: 'Body mass index', values: SAMPLE_BMI },
  {
    kind: IndicatorType.SegmentIndicator,
    title: 'Your results by colour',
    values: { value: 18, label: '18 results', count: 18 },
    segments: [9, 5, 3, 1],
  },
];

const paragraph = (text: string) => `<p>${text}</p>`;

const card = (title: string, extra: Partial<LayoutComponent['properties']> = {}): LayoutComponent => ({
  type: ComponentType.CardListItem,
  properties: { title, text: paragraph(`${title}: what it means for you and what you can do.`), ...extra },
});

/** One sample node per renderable catalogue type, keyed by type. */
export const COMPONENT_SAMPLES: Record<Exclude<ComponentType, 'AncorLink'>, LayoutComponent> = {
  Section: {
    type: ComponentType.Section,
    properties: { title: 'Your heart', subTitle: 'Blood pressure and heart rate', id: 'example-section' },
    components: [card('Blood pressure', { color: GREEN })],
  },
  Hero: {
    type: ComponentType.Hero,
    properties: {
      title: 'Your body',
      intro: 'How your body is doing, measured on the day of your health check.',
      graphic: 'body.svg',
    },
  },
  IconHero: {
    type: ComponentType.IconHero,
    properties: { title: 'Sleep', text: paragraph('Good sleep restores body and mind.'), icon: 'sleep.svg' },
  },
  IconIndicatorHero: {
    type: ComponentType.IconIndicatorHero,
    properties: {
      title: 'Body mass index',
      text: paragraph('Your weight in relation to your height.'),
      icon: 'scale.svg',
      indicatorType: IndicatorType.ColorBarIndicator,
      indicator: SAMPLE_BMI,
    },
  },
  CardGrid: {
    type: ComponentType.CardGrid,
    properties: { title: 'Your statistics' },
    components: [card('Fitness', { icon: 'fitness.svg' }), card('Biomarkers', { icon: 'biomarkers.svg' })],
  },
  CardGroup: {
    type: ComponentType.CardGroup,
    properties: { title: 'Mind' },
    components: [card('Wellbeing'), card('Stress')],
  },
  CardList: {
    type: ComponentType.CardList,
    properties: { title: 'Recommendations' },
    components: [card('Walk 30 minutes a day'), card('Eat two pieces of fruit')],
  },
  AccordionList: {
    type: ComponentType.AccordionList,
    properties: { title: 'Questions' },
    components: [card('How is it measured?', { open: true }), card('What influences it?', { open: false })],
  },
  RadarChart: {
    type: ComponentType.RadarChart,
    properties: {
      title: 'Fitness profile',
      areas: [
        { label: 'Endurance', value: 5 },
        { label: 'Strength', value: 6 },
        { label: 'Lung function', value: 3 },
        { label: 'Flexibility', value: 4, enabled: false },
        { label: 'Body composition', value: 7 },
      ],
    },
  },
  HAccordion: {
    type: ComponentType.HAccordion,
    properties: { title: 'Your path' },
    components: [card('Measure'), card('Understand'), card('Act'), card('Remeasure')],
  },
  FoodGroupsGridList: {
    type: ComponentType.FoodGroupsGridList,
    properties: { title: 'What you eat' },
    components: [
      {
        type: ComponentType.FoodGroupsGrid,
        properties: {
          title: 'Vegetables and fruit',
          foodGroups: [
            {
              title: 'Vegetables',
              icon: 'vegetables.svg',
              indicator: { value: 150, unit: 'g/day', label: 'Below the advice', color: ORANGE },
            },
            {
              title: 'Fruit',
              icon: 'fruit.svg',
              indicator: { value: 2, unit: 'pieces/day', label: 'Meets the advice', color: GREEN },
            },
          ],
          quantityAdvice: 'Advice: 250 g of vegetables and 2 pieces of fruit a day.',
        },
      },
    ],
  },
  CardFlipList: {
    type: ComponentType.CardFlipList,
    properties: { title: 'Food groups' },
    components: [
      card('Wholegrain', {
        icon: 'wholegrain.svg',
        linkTo: '/my-statistics/my-lifestyle',
        linkText: 'Show this statistic',
      }),
      card('Fish', {
        icon: 'fish.svg',
        linkTo: '/my-statistics/my-lifestyle',
        linkText: 'Show this statistic',
      }),
    ],
  },
  FoodGroupsGrid: {
    type: ComponentType.FoodGroupsGrid,
    properties: {
      title: 'Dairy and nuts',
      foodGroups: [
        {
          title: 'Dairy',
          icon: 'dairy.svg',
          indicator: { value: 3, unit: 'portions/day', label: 'Meets the advice', color: GREEN },
        },
        {
          title: 'Nuts',
          icon: 'nuts.svg',
          indicator: { value: 5, unit: 'g/day', label: 'Below the advice', color: ORANGE },
        },
      ],
      quantityAdvice: 'Advice: 2 to 3 portions of dairy and 15 g of unsalted nuts a day.',
    },
  },
  IconHeaderList: {
    type: ComponentType.IconHeaderList,
    properties: { title: 'Your systems' },
    components: [
      card('Mind', { icon: 'mind.svg' }),
      card('Body', { icon: 'body.svg' }),
      card('Lifestyle', { icon: 'lifestyle.svg' }),
    ],
  },
  TabNavigator: {
    type: ComponentType.TabNavigator,
    properties: { title: 'Blood values' },
    components: [
      {
        type: ComponentType.Container,
        properties: { title: 'Cholesterol' },
        components: [card('LDL cholesterol')],
      },
      { type: ComponentType.Container, properties: { title: 'Sugar' }, components: [card('HbA1c')] },
    ],
  },
  LineChart: {
    type: ComponentType.LineChart,
    properties: {
      title: 'Your values over time',
      yLabel: 'Value',
      points: [
        { label: 'Jan 2025', value: 9 },
        { label: 'Jun 2025', value: 11 },
        { label: 'Jan 2026', value: 12.5 },
        { label: 'Jun 2026', value: 14 },
      ],
    },
  },
  LinkHero: {
    type: ComponentType.LinkHero,
    properties: {
      title: 'Your heart ultrasound',
      text: paragraph('See the images and values of your heart.'),
      linkTo: '/my-statistics/my-scans/heart-ultrasound',
      linkText: 'View your scan',
      icon: 'heart-ultrasound.svg',
    },
  },
  BevelList: {
    type: ComponentType.BevelList,
    properties: { title: 'Good to know' },
    components: [card('Drink water'), card('Move every hour')],
  },
  AnchorLink: { type: ComponentType.AnchorLink, properties: { id: 'example-anchor', title: 'An anchor' } },
  PanelGrid: {
    type: ComponentType.PanelGrid,
    properties: { title: 'Panels' },
    components: [
      { type: ComponentType.PanelHero, properties: { title: 'Wellbeing', icon: 'wellbeing.svg' } },
      { type: ComponentType.PanelHero, properties: { title: 'Stress', icon: 'stress.svg' } },
    ],
  },
  HSlider: {
    type: ComponentType.HSlider,
    properties: { title: 'Tips' },
    components: [card('Tip 1'), card('Tip 2'), card('Tip 3'), card('Tip 4')],
  },
  UsersList: {
    type: ComponentType.UsersList,
    properties: { title: 'People' },
    components: [card('A. de Vries'), card('B. Jansen')],
  },
  SnapshotsList: {
    type: ComponentType.SnapshotsList,
    properties: { title: 'Snapshots' },
    components: [card('Company health 2026')],
  },
  StepListItem: {
    type: ComponentType.StepListItem,
    properties: { step: 1, title: 'Plan a walk', text: paragraph('Pick a fixed time each day.') },
  },
  SimpleTitle: {
    type: ComponentType.SimpleTitle,
    properties: { title: 'A simple title', subTitle: 'With a subtitle' },
  },
  CardListItem: card('A single card', {
    color: YELLOW,
    indicatorType: IndicatorType.IndicatorCard,
    indicator: SAMPLE_BMI,
  }),
  BevelContainer: {
    type: ComponentType.BevelContainer,
    properties: { title: 'In a bevel' },
    components: [card('Inside')],
  },
  Container: {
    type: ComponentType.Container,
    properties: { title: 'A container' },
    components: [card('Inside')],
  },
  PanelHero: {
    type: ComponentType.PanelHero,
    properties: {
      title: 'Perceived stress',
      icon: 'stress.svg',
      indicatorType: IndicatorType.ColorRadialIndicator,
      indicator: SAMPLE_STRESS,
    },
  },
  MegaSlider: {
    type: ComponentType.MegaSlider,
    properties: { title: 'Highlights' },
    components: [
      {
        type: ComponentType.Hero,
        properties: { title: 'You improved', intro: 'Your blood pressure went down.' },
      },
      { type: ComponentType.Hero, properties: { title: 'Keep going', intro: 'Your sleep is on track.' } },
    ],
  },
  CallOut: {
    type: ComponentType.CallOut,
    properties: {
      title: 'See your GP',
      text: paragraph('Your value is <strong>markedly raised</strong>. Discuss it with your GP.'),
      color: RED,
    },
  },
  Teaser: {
    type: ComponentType.Teaser,
    properties: {
      title: 'Abdominal ultrasound',
      text: paragraph('Your aorta measured.'),
      linkTo: '/my-statistics/my-scans/abdominal-ultrasound',
      linkText: 'View',
      icon: 'abdominal-ultrasound.svg',
    },
  },
  SourceReference: {
    type: ComponentType.SourceReference,
    properties: {
      title: 'Sources',
      sources: [
        { name: 'WHO', citation: 'WHO Technical Report Series 894 (2000)', url: 'https://www.who.int' },
      ],
    },
  },
  TagList: {
    type: ComponentType.TagList,
    properties: {
      tags: [
        { text: 'Heart', icon: 'heart.svg', linkTo: '/my-health/body-heart' },
        { text: 'Sleep', icon: 'sleep.svg', linkTo: '/my-health/lifestyle-sleep' },
      ],
    },
  },
  SimpleButton: {
    type: ComponentType.SimpleButton,
    properties: { linkTo: '/my-health', linkText: 'Back to my health' },
  },
};
