import { IndicatorType } from '@health-passport/domain';
import { t } from './content/index.js';
import { slot, type SubsystemPage } from './subsystemPage.js';

const GOOD_TO_KNOW = t('Good to know', 'Goed om te weten');

/** Mind: questionnaire scores, drawn as radial dials. */
export const MIND_PAGES: readonly SubsystemPage[] = [
  {
    page: 'mind-wellbeing',
    intro: t(
      'Wellbeing is how you feel in daily life: cheerful, calm, energetic and interested in what you do. It is more than the absence of complaints, and it affects your sleep, your relationships and your physical health.',
      'Welzijn is hoe je je voelt in het dagelijks leven: opgewekt, rustig, energiek en geïnteresseerd in wat je doet. Het is meer dan de afwezigheid van klachten, en het beïnvloedt je slaap, je relaties en je lichamelijke gezondheid.',
    ),
    results: [slot(IndicatorType.ColorRadialIndicator, ['who5'])],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Your wellbeing changes with what happens in your life. This score is a snapshot of the two weeks before you filled in the questionnaire. If it does not match how you feel now, that is fine: what matters is what you recognise in it.',
        'Je welzijn verandert met wat er in je leven gebeurt. Deze score is een momentopname van de twee weken voordat je de vragenlijst invulde. Past die niet bij hoe je je nu voelt, dan is dat prima: het gaat erom wat je erin herkent.',
      ),
    },
    related: ['mind-stress', 'mind-emotional-resilience', 'lifestyle-sleep', 'lifestyle-activity'],
  },
  {
    page: 'mind-wellbeing-at-work',
    intro: t(
      'Most of us spend a large part of the week at work. Feeling engaged at work, full of energy, dedicated and absorbed in what you do, is good for your wellbeing and protects against burnout.',
      'De meesten van ons brengen een groot deel van de week door op het werk. Bevlogen zijn in je werk, vol energie, toegewijd en opgaand in wat je doet, is goed voor je welzijn en beschermt tegen burn-out.',
    ),
    results: [slot(IndicatorType.ColorRadialIndicator, ['uwes9'])],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Your company doctor can help with complaints related to your work. What you discuss is confidential: your employer does not hear medical details without your consent.',
        'De bedrijfsarts kan je helpen bij klachten die met je werk te maken hebben. Wat je bespreekt is vertrouwelijk: je werkgever hoort zonder jouw toestemming geen medische details.',
      ),
    },
    related: ['mind-stress', 'mind-wellbeing', 'lifestyle-performance', 'lifestyle-sleep'],
  },
  {
    page: 'mind-stress',
    intro: t(
      'Stress is your body’s response to pressure. In the short term it helps you perform; when it lasts too long without recovery, it can lead to sleep problems, exhaustion and physical complaints.',
      'Stress is de reactie van je lichaam op druk. Op korte termijn helpt die je te presteren; als stress te lang duurt zonder herstel, kan dat leiden tot slaapproblemen, uitputting en lichamelijke klachten.',
    ),
    results: [slot(IndicatorType.ColorRadialIndicator, ['pss10'])],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Warning signs of long-lasting stress are sleeping badly, irritability, forgetfulness, headaches and tense muscles. Recognising them early makes it easier to change course.',
        'Waarschuwingssignalen van langdurige stress zijn slecht slapen, prikkelbaarheid, vergeetachtigheid, hoofdpijn en gespannen spieren. Als je ze vroeg herkent, is het makkelijker om bij te sturen.',
      ),
    },
    related: ['mind-emotional-resilience', 'mind-wellbeing-at-work', 'lifestyle-sleep', 'body-heart'],
  },
  {
    page: 'mind-emotional-resilience',
    intro: t(
      'Emotional resilience is your ability to bounce back after stress, setbacks or change. Resilient people still feel the blow, but they recover from it faster.',
      'Emotionele veerkracht is je vermogen om terug te veren na stress, tegenslag of verandering. Veerkrachtige mensen voelen de klap ook, maar ze herstellen er sneller van.',
    ),
    results: [slot(IndicatorType.ColorRadialIndicator, ['brs'])],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Resilience can be trained. Regular exercise, good sleep, social contact and learning to put setbacks in perspective all contribute.',
        'Veerkracht is te trainen. Regelmatig bewegen, goed slapen, sociaal contact en leren om tegenslagen in perspectief te zien dragen er allemaal aan bij.',
      ),
    },
    related: ['mind-stress', 'mind-wellbeing', 'lifestyle-activity', 'lifestyle-sleep'],
  },
];
