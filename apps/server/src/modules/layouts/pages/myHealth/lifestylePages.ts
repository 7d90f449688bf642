import { IndicatorType } from '@health-passport/domain';
import { t } from './content/index.js';
import { slot, type SubsystemPage } from './subsystemPage.js';

const GOOD_TO_KNOW = t('Good to know', 'Goed om te weten');

/** Lifestyle (nutrition has its own food-group page): activity, alcohol and smoking, sleep, performance. */
export const LIFESTYLE_PAGES: readonly SubsystemPage[] = [
  {
    page: 'lifestyle-activity',
    intro: t(
      'Being physically active is one of the best things you can do for your health. It strengthens your heart, muscles and bones, lowers blood pressure and blood sugar, improves your sleep and mood, and helps you keep a healthy weight.',
      'Bewegen is een van de beste dingen die je voor je gezondheid kunt doen. Het versterkt je hart, spieren en botten, verlaagt je bloeddruk en bloedsuiker, verbetert je slaap en stemming, en helpt je een gezond gewicht te houden.',
    ),
    results: [slot(IndicatorType.ColorBarIndicator, ['physicalActivity'])],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'The Dutch physical activity guideline: at least 150 minutes a week of moderate-intensity activity, such as brisk walking or cycling, spread over several days, and muscle- and bone-strengthening activities twice a week. Moving is good, moving more is better.',
        'De Beweegrichtlijn: minstens 150 minuten per week matig intensief bewegen, zoals stevig wandelen of fietsen, verspreid over meerdere dagen, en twee keer per week spier- en botversterkende activiteiten. Bewegen is goed, meer bewegen is beter.',
      ),
    },
    related: ['lifestyle-performance', 'body-heart', 'body-metabolic', 'mind-stress'],
  },
  {
    page: 'lifestyle-health-behaviour',
    intro: t(
      'Alcohol and smoking have a large influence on your health. Both increase the risk of cancer and cardiovascular disease, and both are habits you can change, with support if you want it.',
      'Alcohol en roken hebben veel invloed op je gezondheid. Allebei vergroten ze de kans op kanker en hart- en vaatziekten, en allebei zijn het gewoonten die je kunt veranderen, met hulp als je dat wilt.',
    ),
    results: [
      slot(IndicatorType.ColorRadialIndicator, ['auditC']),
      slot(IndicatorType.ColorBulletBarIndicator, ['smoking'], 'option'),
    ],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'In the first weeks of cutting down or stopping, the urge is often strongest. It helps to avoid situations in which you usually drink or smoke, and to tell the people around you about your plan.',
        'In de eerste weken van minderen of stoppen is de drang vaak het sterkst. Het helpt om situaties te vermijden waarin je meestal drinkt of rookt, en de mensen om je heen over je plan te vertellen.',
      ),
    },
    related: ['body-liver', 'body-heart', 'body-cardiopulmonary', 'lifestyle-sleep'],
  },
  {
    page: 'lifestyle-sleep',
    intro: t(
      'During sleep your body and brain recover: muscles repair, memories are stored and hormones are balanced. Sleeping too little or badly affects your mood, concentration, weight and resistance to illness.',
      'Tijdens je slaap herstellen je lichaam en hersenen: spieren herstellen, herinneringen worden opgeslagen en hormonen komen in balans. Te kort of slecht slapen beïnvloedt je stemming, concentratie, gewicht en weerstand.',
    ),
    results: [
      slot(IndicatorType.RangeBulletBarIndicator, ['sleepDuration']),
      slot(IndicatorType.ColorBulletBarIndicator, ['sleepQuality'], 'option'),
      slot(IndicatorType.ColorBarIndicator, ['sleepEfficiency']),
    ],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Everyone sleeps badly now and then. Sleeping pills help only briefly and can become habit-forming; changing your habits and, for long-lasting sleep problems, cognitive behavioural therapy work better.',
        'Iedereen slaapt weleens slecht. Slaappillen helpen maar kort en kunnen gewenning geven; je gewoonten aanpassen en, bij langdurige slaapproblemen, cognitieve gedragstherapie werken beter.',
      ),
    },
    related: ['mind-stress', 'mind-wellbeing', 'lifestyle-activity', 'lifestyle-health-behaviour'],
  },
  {
    page: 'lifestyle-performance',
    intro: t(
      'Performance is about how much you can do, physically and at work: your fitness, your strength, and your energy and engagement at work. They feed each other: fit people recover faster and have more energy for their work.',
      'Prestatievermogen gaat over hoeveel je aankunt, lichamelijk en in je werk: je conditie, je kracht, en je energie en bevlogenheid op het werk. Ze versterken elkaar: wie fit is, herstelt sneller en heeft meer energie voor het werk.',
    ),
    results: [
      slot(IndicatorType.ColorBarIndicator, ['vo2max', 'vo2maxCycle']),
      slot(IndicatorType.ColorBarIndicator, ['gripStrength']),
      slot(IndicatorType.ColorRadialIndicator, ['uwes9']),
    ],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Performance grows with a good balance between load and recovery. Training, work and stress are load; sleep, rest and good food are recovery. Too little recovery makes you perform worse, not better.',
        'Prestatievermogen groeit met een goede balans tussen belasting en herstel. Training, werk en stress zijn belasting; slaap, rust en goede voeding zijn herstel. Te weinig herstel laat je slechter presteren, niet beter.',
      ),
    },
    related: ['body-cardiopulmonary', 'body-bone-and-muscle', 'mind-wellbeing-at-work', 'lifestyle-activity'],
  },
];
