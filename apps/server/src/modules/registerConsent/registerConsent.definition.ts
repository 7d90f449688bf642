import { FieldType } from '@health-passport/domain';
import {
  answer,
  options,
  paragraph,
  radio,
  t,
  title,
  type Instrument,
  type LocalizedGroup,
} from '../formdata/index.js';

/** The consent text's version, stored with every answer: a new text is a new version. */
export const REGISTER_CONSENT: Instrument = { code: 'RIVM-GLI-REGISTER-CONSENT', version: '2026.1' };

/** The approval statements; each needs Agree or Disagree. */
export const APPROVAL_KEYS = [
  'RIVM_ShareWithRegister',
  'RIVM_ContactForResearch',
  'RIVM_LinkOtherRegistries',
] as const;
export const INFORMATION_READ_KEY = 'RIVM_InformationRead';
export const SIGNATURE_NAME_KEY = 'RIVM_SignatureName';
export const SIGNATURE_DATE_KEY = 'RIVM_SignatureDate';

const AGREE_DISAGREE = options(['agree', t('Agree', 'Akkoord')], ['disagree', t('Disagree', 'Niet akkoord')]);

/**
 * The register consent of the combined lifestyle intervention (customer-journey §2 /onboarding/rivm-consent):
 * one page, validated as a whole, with the declarations, the separate approval statements and a signature.
 */
export const REGISTER_CONSENT_FORM: readonly LocalizedGroup[] = [
  {
    label: t('Register consent', 'Toestemming register'),
    instrument: REGISTER_CONSENT,
    fields: [
      title(
        t('Consent for the national GLI register', 'Toestemming voor het landelijke GLI-register'),
        t(
          'Please read the information below and answer each statement.',
          'Lees de informatie hieronder en beantwoord elke uitspraak.',
        ),
      ),
    ],
    groups: [
      {
        label: t('Declarations', 'Verklaringen'),
        fields: [
          paragraph(
            t(
              'The combined lifestyle intervention (GLI) is a programme of about two years that helps you live more healthily: eating better, moving more and changing habits, guided by a lifestyle coach. The National Institute for Public Health and the Environment (RIVM) keeps a national register of GLI participants to follow how well the programme works in the Netherlands.',
              'De gecombineerde leefstijlinterventie (GLI) is een programma van ongeveer twee jaar dat je helpt gezonder te leven: beter eten, meer bewegen en gewoonten veranderen, met begeleiding van een leefstijlcoach. Het Rijksinstituut voor Volksgezondheid en Milieu (RIVM) houdt een landelijk register bij van GLI-deelnemers om te volgen hoe goed het programma in Nederland werkt.',
            ),
          ),
          paragraph(
            t(
              'With your consent we share with the register: your year of birth, your sex, the four digits of your postcode and, at the start, after one year and at the end of the programme, your height, weight, waist circumference, blood pressure and your answers about lifestyle and quality of life. We do not share your name, address or citizen service number: the register receives your data under a code (pseudonymised).',
              'Met je toestemming delen we met het register: je geboortejaar, je geslacht, de vier cijfers van je postcode en, bij de start, na een jaar en aan het eind van het programma, je lengte, gewicht, buikomvang, bloeddruk en je antwoorden over leefstijl en kwaliteit van leven. We delen je naam, adres en burgerservicenummer niet: het register ontvangt je gegevens onder een code (gepseudonimiseerd).',
            ),
          ),
          paragraph(
            t(
              'The register uses the data only to monitor and research the combined lifestyle intervention, and keeps them no longer than needed for that.',
              'Het register gebruikt de gegevens alleen om de gecombineerde leefstijlinterventie te volgen en te onderzoeken, en bewaart ze niet langer dan daarvoor nodig is.',
            ),
          ),
          paragraph(
            t(
              'Taking part is voluntary. If you do not consent, you can still follow the programme. You can withdraw your consent at any time, without giving a reason, by contacting us; from then on we share nothing more, and the register removes the data that can still be traced back to you.',
              'Meedoen is vrijwillig. Geef je geen toestemming, dan kun je het programma gewoon volgen. Je kunt je toestemming op elk moment intrekken, zonder opgave van reden, door contact met ons op te nemen; vanaf dat moment delen we niets meer en verwijdert het register de gegevens die nog naar jou te herleiden zijn.',
            ),
          ),
          answer(FieldType.CheckBoxGroup, INFORMATION_READ_KEY, t('Declaration', 'Verklaring'), {
            options: options([
              'read',
              t(
                'I have read and understood the information above',
                'Ik heb de informatie hierboven gelezen en begrepen',
              ),
            ]),
            minSelectedValues: 1,
            maxSelectedValues: 1,
          }),
        ],
      },
      {
        label: t('Your consent', 'Je toestemming'),
        fields: [
          radio(
            APPROVAL_KEYS[0],
            t(
              'I consent to my data being shared with the RIVM register of the combined lifestyle intervention, as described above.',
              'Ik geef toestemming om mijn gegevens te delen met het RIVM-register van de gecombineerde leefstijlinterventie, zoals hierboven beschreven.',
            ),
            AGREE_DISAGREE,
          ),
          radio(
            APPROVAL_KEYS[1],
            t(
              'I consent to being contacted for follow-up research about the combined lifestyle intervention.',
              'Ik geef toestemming om benaderd te worden voor vervolgonderzoek naar de gecombineerde leefstijlinterventie.',
            ),
            AGREE_DISAGREE,
          ),
          radio(
            APPROVAL_KEYS[2],
            t(
              'I consent to my data in the register being linked to other registries, such as those of Statistics Netherlands (CBS), for research into health and the use of care.',
              'Ik geef toestemming om mijn gegevens in het register te koppelen aan andere registers, zoals die van het Centraal Bureau voor de Statistiek (CBS), voor onderzoek naar gezondheid en zorggebruik.',
            ),
            AGREE_DISAGREE,
          ),
        ],
      },
      {
        label: t('Signature', 'Ondertekening'),
        fields: [
          answer(FieldType.TextField, SIGNATURE_NAME_KEY, t('Full name', 'Volledige naam')),
          answer(FieldType.DateField, SIGNATURE_DATE_KEY, t('Date', 'Datum'), {
            description: t('Today’s date, dd-mm-yyyy', 'De datum van vandaag, dd-mm-jjjj'),
            placeholder: t('dd-mm-yyyy', 'dd-mm-jjjj'),
          }),
        ],
      },
    ],
  },
];
