import type { ResultColor } from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { t } from './content/index.js';

/** The interface words every my-health sub-page shares, in both languages. */
export const WORDS = {
  yourResult: t('Your result', 'Jouw uitslag'),
  whatYouCanDo: t('What you can do', 'Wat je kunt doen'),
  whenToSeeGp: t('When to see your GP', 'Wanneer naar de huisarts'),
  whatIsIt: t('What is it?', 'Wat is het?'),
  influences: t('What influences this?', 'Wat heeft hier invloed op?'),
  howMeasured: t('How is it measured?', 'Hoe wordt het gemeten?'),
  comparedWithPrevious: t('Compared with your previous passport', 'Vergeleken met je vorige paspoort'),
  notMeasured: t('Not measured in your package', 'Niet gemeten in je pakket'),
  notShown: t('Value not shown', 'Waarde niet getoond'),
  related: t('Related topics', 'Gerelateerde onderwerpen'),
  sources: t('Sources', 'Bronnen'),
  sourcesIntro: t(
    'The colours of your results follow these guidelines.',
    'De kleuren van je uitslagen volgen deze richtlijnen.',
  ),
  resultsSummary: t('Your results on this page', 'Je uitslagen op deze pagina'),
  moreAboutResult: t('More about this result', 'Meer over deze uitslag'),
  notMeasuredText: t(
    'This was not measured in your package, so there is no result to show here.',
    'Dit is niet gemeten in je pakket, dus hier is geen uitslag te tonen.',
  ),
} as const;

/** Colour names, shown beside every colour (a colour is never the only signal). */
export const COLOUR_NAMES: Readonly<Record<ResultColor, Texts>> = {
  green: t('green', 'groen'),
  yellow: t('yellow', 'geel'),
  orange: t('orange', 'oranje'),
  red: t('red', 'rood'),
};

/** How a result moved since the previous passport, judged by its distance to the healthy band. */
export type Progress = 'unchanged' | 'better' | 'worse' | 'stillHealthy' | 'changed';

export function progressText(progress: Progress, previous: Texts, current: Texts): Texts {
  switch (progress) {
    case 'unchanged':
      return t(
        `Unchanged since your previous passport: ${previous.en}.`,
        `Onveranderd sinds je vorige paspoort: ${previous.nl}.`,
      );
    case 'better':
      return t(
        `Better than in your previous passport: from ${previous.en} to ${current.en}.`,
        `Beter dan in je vorige paspoort: van ${previous.nl} naar ${current.nl}.`,
      );
    case 'worse':
      return t(
        `Less favourable than in your previous passport: from ${previous.en} to ${current.en}.`,
        `Minder gunstig dan in je vorige paspoort: van ${previous.nl} naar ${current.nl}.`,
      );
    case 'stillHealthy':
      return t(
        `From ${previous.en} in your previous passport to ${current.en} now: still in the healthy range.`,
        `Van ${previous.nl} in je vorige paspoort naar ${current.nl} nu: nog steeds in het gezonde gebied.`,
      );
    case 'changed':
      return t(
        `From ${previous.en} in your previous passport to ${current.en} now.`,
        `Van ${previous.nl} in je vorige paspoort naar ${current.nl} nu.`,
      );
  }
}
