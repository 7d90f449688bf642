import { PackageCode } from '@health-passport/domain';
import { paragraph, t, title, type LocalizedGroup } from '../formdata/index.js';
import {
  activityGroup,
  aboutYouGroup,
  alcoholAndSmokingGroup,
  nutritionGroup,
  resilienceGroup,
  sleepGroup,
  stressGroup,
  wellbeingGroup,
  workGroup,
} from './instruments.js';

/** The full questionnaire (about 30 minutes) or the hospital variant's short one (about 5 minutes). */
export type QuestionnaireVariant = 'full' | 'short';

/** Packages whose questionnaire is the short variant (customer-journey §1, §9). */
export const SHORT_QUESTIONNAIRE_PACKAGES: readonly string[] = [PackageCode.DIAMETER_ZGT_1];

export function questionnaireVariantFor(packageCode: string): QuestionnaireVariant {
  return SHORT_QUESTIONNAIRE_PACKAGES.includes(packageCode) ? 'short' : 'full';
}

const introduction = (minutes: number, intake: boolean): LocalizedGroup => ({
  label: t('Introduction', 'Introductie'),
  fields: [
    title(t('Your health and lifestyle', 'Je gezondheid en leefstijl')),
    paragraph(
      t(
        `This questionnaire takes about ${minutes} minutes. It uses internationally validated questionnaires about how you feel, how you sleep, how much you move and what you eat and drink.`,
        `Het invullen van deze vragenlijst duurt ongeveer ${minutes} minuten. We gebruiken internationaal gevalideerde vragenlijsten over hoe je je voelt, hoe je slaapt, hoeveel je beweegt en wat je eet en drinkt.`,
      ),
    ),
    paragraph(
      intake
        ? t(
            'Your answers help us prepare your intake call. There are no right or wrong answers: answer how things usually are for you.',
            'Met je antwoorden bereiden we je intakegesprek voor. Er zijn geen goede of foute antwoorden: antwoord zoals het meestal voor jou is.',
          )
        : t(
            'Your answers are part of your Personal Health Passport. There are no right or wrong answers: answer how things usually are for you.',
            'Je antwoorden worden onderdeel van je Personal Health Passport. Er zijn geen goede of foute antwoorden: antwoord zoals het meestal voor jou is.',
          ),
    ),
    paragraph(
      t(
        'Your answers are saved on every page, so you can stop and continue later. Only the professionals who prepare your passport see them.',
        'Je antwoorden worden op elke pagina bewaard, zodat je kunt stoppen en later verder kunt gaan. Alleen de professionals die je paspoort opstellen zien ze.',
      ),
    ),
  ],
});

const conclusion: LocalizedGroup = {
  label: t('Conclusion', 'Conclusie'),
  fields: [
    title(t('Thank you!', 'Bedankt!')),
    paragraph(
      t(
        'You have answered all the questions. Choose "Save and continue" to finish the questionnaire; you then return to your onboarding overview.',
        'Je hebt alle vragen beantwoord. Kies "Opslaan en doorgaan" om de vragenlijst af te ronden; daarna ga je terug naar je onboardingoverzicht.',
      ),
    ),
  ],
};

/** The pages of the full questionnaire, in order. */
export const FULL_QUESTIONNAIRE: readonly LocalizedGroup[] = [
  introduction(30, false),
  aboutYouGroup,
  wellbeingGroup,
  stressGroup,
  resilienceGroup,
  workGroup,
  sleepGroup,
  activityGroup,
  alcoholAndSmokingGroup,
  nutritionGroup,
  conclusion,
];

/** The short variant: wellbeing, physical activity, alcohol and smoking. */
export const SHORT_QUESTIONNAIRE: readonly LocalizedGroup[] = [
  introduction(5, true),
  wellbeingGroup,
  activityGroup,
  alcoholAndSmokingGroup,
  conclusion,
];

export function questionnaireGroups(variant: QuestionnaireVariant): readonly LocalizedGroup[] {
  return variant === 'short' ? SHORT_QUESTIONNAIRE : FULL_QUESTIONNAIRE;
}
