import {
  AddonCode,
  PackageCode,
  PackageType,
  PermissionType,
  ProductStatus,
  type ShopCountry,
} from '@health-passport/domain';
import type { NewProduct, ProductCost, ProductTexts } from '../modules/products/index.js';

type Pair = readonly [en: string, nl: string];

const t = ([en_US, nl_NL]: Pair) => ({ en_US, nl_NL });
const none = { en_US: null, nl_NL: null };

function texts(name: Pair, subTitle: Pair, description: Pair): ProductTexts {
  return {
    name: t(name),
    subTitle: t(subTitle),
    description: t(description),
    fileUrl: { en_US: '/files/brochure-en.pdf', nl_NL: '/files/brochure-nl.pdf' },
    linkIA: none,
  };
}

/** NL prices include 21% VAT; US prices are in dollar cents without sales tax. */
function costs(nlCents: number, usCents: number): Partial<Record<ShopCountry, ProductCost>> {
  return {
    NL: { price: nlCents, vatPercentage: 21, vatIncluded: true },
    US: { price: usCents, vatPercentage: 0, vatIncluded: false },
  };
}

const usp = (en: string, nl: string, icon = 'check', hasRibbon = false) => ({
  icon,
  hasRibbon,
  text: t([en, nl]),
});

const CORE_PERMISSIONS = [
  PermissionType.TERMS_AND_CONDITIONS,
  PermissionType.PRIVACY_POLICY,
  PermissionType.INFORMED_CONSENT,
  PermissionType.DOCTOR_INFORMATION_EXCHANGE,
];
const ADDON_PERMISSIONS = [PermissionType.TERMS_AND_CONDITIONS, PermissionType.PRIVACY_POLICY];

const coreParts = [
  { type: 'MEASUREMENT', name: 'Blood panel (22 biomarkers)', version: '2026.1' },
  { type: 'MEASUREMENT', name: 'Body composition scan', version: '2026.1' },
  { type: 'QUESTIONNAIRE', name: 'Lifestyle questionnaire', version: '3' },
  { type: 'CONSULTATION', name: 'Results review with a physician', version: null },
];
const performanceParts = [
  ...coreParts,
  { type: 'MEASUREMENT', name: 'Maximal exercise test (VO2max)', version: '2026.1' },
];

/** A DRAFT product linked from standard_performance: proves that only PUBLISHED linked products are shown. */
export const DEMO_DRAFT_PACKAGE_CODE = 'performance_sleep_draft';

/**
 * The demo catalogue (customer-journey §9): a product for every special package code and add-on code, plus one
 * DRAFT product. `standard_performance` has one unique selling point without text, which is never shown.
 */
export const DEMO_PRODUCTS: readonly NewProduct[] = [
  {
    packageCode: PackageCode.STANDARD_PERFORMANCE,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    icon: 'heart-pulse',
    countryCodes: ['NL'],
    texts: texts(
      ['Standard Performance', 'Standaard Performance'],
      [
        'Your complete health check with an exercise test',
        'Uw complete gezondheidscheck met inspanningstest',
      ],
      [
        'A thorough check of your heart, blood values, body composition and fitness, including a maximal exercise test on the bike. A physician explains the results and you receive a personal health passport with concrete advice.',
        'Een grondige check van uw hart, bloedwaarden, lichaamssamenstelling en conditie, inclusief een maximale inspanningstest op de fiets. Een arts bespreekt de uitslagen en u ontvangt een persoonlijk gezondheidspaspoort met concreet advies.',
      ],
    ),
    costs: costs(59500, 59500),
    uniqueSellingPropositions: [
      usp('Maximal exercise test with VO2max', 'Maximale inspanningstest met VO2max', 'bike', true),
      usp('22 blood biomarkers', '22 bloedwaarden', 'drop'),
      usp('', '', 'empty'),
      usp('Results explained by a physician', 'Uitslagen besproken met een arts', 'doctor'),
    ],
    parts: performanceParts,
    requestedPermissionTypes: CORE_PERMISSIONS,
    linkedPackageCodes: [AddonCode.EXPERT_SESSION, AddonCode.REMEASUREMENT, DEMO_DRAFT_PACKAGE_CODE],
  },
  {
    packageCode: PackageCode.PERFORMANCE_PLUS,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    icon: 'heart-plus',
    countryCodes: ['NL'],
    texts: texts(
      ['Performance Plus', 'Performance Plus'],
      ['Extra insight into heart and vessels', 'Extra inzicht in hart en vaten'],
      [
        'Everything in Standard Performance, plus a cardiac ultrasound and an extended cholesterol profile, for people who want to know more about their cardiovascular risk.',
        'Alles uit Standaard Performance, aangevuld met een hartecho en een uitgebreid cholesterolprofiel, voor wie meer wil weten over het eigen risico op hart- en vaatziekten.',
      ],
    ),
    costs: costs(79500, 79500),
    uniqueSellingPropositions: [
      usp('Cardiac ultrasound', 'Hartecho', 'heart', true),
      usp('Extended cholesterol profile', 'Uitgebreid cholesterolprofiel', 'drop'),
    ],
    parts: [...performanceParts, { type: 'MEASUREMENT', name: 'Cardiac ultrasound', version: null }],
    requestedPermissionTypes: CORE_PERMISSIONS,
    linkedPackageCodes: [AddonCode.EXPERT_SESSION, AddonCode.REMEASUREMENT],
  },
  {
    packageCode: PackageCode.PERFORMANCE_PREMIUM,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    icon: 'star',
    countryCodes: ['NL'],
    texts: texts(
      ['Performance Premium', 'Performance Premium'],
      ['Our most complete health check', 'Onze meest complete gezondheidscheck'],
      [
        'The most extensive check we offer: exercise test, cardiac ultrasound, extended blood panel with hormones and vitamins, and a follow-up consultation with a sports physician after three months.',
        'De meest uitgebreide check die wij aanbieden: inspanningstest, hartecho, uitgebreid bloedonderzoek met hormonen en vitaminen, en een vervolgconsult met een sportarts na drie maanden.',
      ],
    ),
    costs: costs(99500, 99500),
    uniqueSellingPropositions: [
      usp('Most complete package', 'Meest complete pakket', 'star', true),
      usp('Follow-up consultation after 3 months', 'Vervolgconsult na 3 maanden', 'calendar'),
    ],
    parts: [
      ...performanceParts,
      { type: 'CONSULTATION', name: 'Follow-up with a sports physician', version: null },
    ],
    requestedPermissionTypes: CORE_PERMISSIONS,
    linkedPackageCodes: [AddonCode.EXPERT_CONSULTATION, AddonCode.REMEASUREMENT],
  },
  {
    packageCode: PackageCode.PREMIUM_PERFORMANCE_USMO_CYCLING,
    packageType: PackageType.MISSION,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    icon: 'bike',
    countryCodes: ['NL'],
    linkedMissionName: 'USMO Cycling',
    texts: texts(
      ['Premium Performance Cycling', 'Premium Performance Wielrennen'],
      ['For cyclists who train with a goal', 'Voor wielrenners die gericht trainen'],
      [
        'A premium performance check for cyclists: exercise test with lactate measurement, heart rate zones for your training and a session with a cycling coach.',
        'Een premium performancecheck voor wielrenners: inspanningstest met lactaatmeting, hartslagzones voor uw training en een sessie met een wielercoach.',
      ],
    ),
    costs: costs(89500, 89500),
    uniqueSellingPropositions: [
      usp('Lactate measurement and training zones', 'Lactaatmeting en trainingszones', 'bike', true),
    ],
    parts: performanceParts,
    requestedPermissionTypes: CORE_PERMISSIONS,
  },
  {
    packageCode: PackageCode.STANDARD_PERFORMANCE_MIND_B2B,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    disablePhpForIndividuals: true,
    icon: 'brain',
    countryCodes: ['NL'],
    texts: texts(
      ['Standard Performance & Mind (business)', 'Standaard Performance & Mind (zakelijk)'],
      ['Body and mind, offered by your employer', 'Lichaam en geest, aangeboden door uw werkgever'],
      [
        'The Standard Performance check with an extra focus on stress, sleep and energy, offered through your employer. Appointments take place at our Amsterdam location.',
        'De Standaard Performance check met extra aandacht voor stress, slaap en energie, aangeboden via uw werkgever. De afspraken vinden plaats op onze locatie in Amsterdam.',
      ],
    ),
    costs: costs(69500, 69500),
    uniqueSellingPropositions: [usp('Stress and sleep assessment', 'Stress- en slaapanalyse', 'moon')],
    parts: [...performanceParts, { type: 'QUESTIONNAIRE', name: 'Stress and resilience scan', version: '1' }],
    requestedPermissionTypes: CORE_PERMISSIONS,
  },
  {
    packageCode: PackageCode.GENERAL_HEALTH_CHECK_PLUS_ONSITE,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: false,
    icon: 'building',
    countryCodes: ['NL'],
    texts: texts(
      ['General Health Check Plus (on site)', 'Algemene Gezondheidscheck Plus (op locatie)'],
      ['We come to your workplace', 'Wij komen naar uw werkplek'],
      [
        'A broad health check without an exercise test, carried out by our team at your own location: blood values, blood pressure, body composition and a lifestyle questionnaire.',
        'Een brede gezondheidscheck zonder inspanningstest, uitgevoerd door ons team op uw eigen locatie: bloedwaarden, bloeddruk, lichaamssamenstelling en een leefstijlvragenlijst.',
      ],
    ),
    costs: costs(29500, 29500),
    uniqueSellingPropositions: [usp('At your own location', 'Op uw eigen locatie', 'pin', true)],
    parts: coreParts,
    requestedPermissionTypes: CORE_PERMISSIONS,
  },
  {
    packageCode: PackageCode.GLI_PRODUCT,
    packageType: PackageType.MISSION,
    status: ProductStatus.PUBLISHED,
    showPreCheck: false,
    icon: 'leaf',
    countryCodes: ['NL'],
    linkedMissionName: 'Combined lifestyle intervention',
    texts: texts(
      ['Combined Lifestyle Intervention', 'Gecombineerde Leefstijlinterventie'],
      ['Two years of guidance towards a healthier life', 'Twee jaar begeleiding naar een gezonder leven'],
      [
        'A two-year programme with a lifestyle coach for healthier eating, more exercise and lasting habits. Measurements take place on location; with your consent, results are shared with the national institute for public health (RIVM).',
        'Een programma van twee jaar met een leefstijlcoach voor gezonder eten, meer bewegen en blijvende gewoonten. Metingen vinden plaats op locatie; met uw toestemming worden uitkomsten gedeeld met het RIVM.',
      ],
    ),
    costs: costs(49500, 49500),
    uniqueSellingPropositions: [
      usp('Personal lifestyle coach', 'Persoonlijke leefstijlcoach', 'coach', true),
    ],
    parts: coreParts,
    requestedPermissionTypes: [...CORE_PERMISSIONS, PermissionType.RIVM_CONSENT],
  },
  {
    packageCode: PackageCode.DIAMETER_ZGT_1,
    packageType: PackageType.CORE,
    status: ProductStatus.PUBLISHED,
    showPreCheck: false,
    icon: 'hospital',
    countryCodes: ['NL'],
    texts: texts(
      ['Diameter Hospital Check', 'Diameter Ziekenhuischeck'],
      ['A short check with an intake call', 'Een korte check met intakegesprek'],
      [
        'A compact health check in cooperation with the hospital: a short questionnaire, a blood test and an intake call with a nurse who discusses your results.',
        'Een compacte gezondheidscheck in samenwerking met het ziekenhuis: een korte vragenlijst, bloedonderzoek en een intakegesprek met een verpleegkundige die uw uitslagen bespreekt.',
      ],
    ),
    costs: costs(34500, 34500),
    uniqueSellingPropositions: [
      usp('In cooperation with the hospital', 'In samenwerking met het ziekenhuis'),
    ],
    parts: coreParts.slice(0, 3),
    requestedPermissionTypes: CORE_PERMISSIONS,
  },
  {
    packageCode: AddonCode.REMEASUREMENT,
    packageType: PackageType.REMEASUREMENT,
    status: ProductStatus.PUBLISHED,
    showPreCheck: true,
    icon: 'repeat',
    countryCodes: ['NL'],
    texts: texts(
      ['Remeasurement', 'Hermeting'],
      ['See how far you have come', 'Zie hoe ver u bent gekomen'],
      [
        'Repeat the key measurements of your health check, from four months after your passport was published, and compare the new results with your previous ones.',
        'Herhaal de belangrijkste metingen van uw gezondheidscheck, vanaf vier maanden na de publicatie van uw paspoort, en vergelijk de nieuwe uitslagen met de vorige.',
      ],
    ),
    costs: costs(19500, 19500),
    uniqueSellingPropositions: [
      usp('Compare with your previous results', 'Vergelijk met uw vorige uitslagen', 'chart'),
    ],
    parts: [{ type: 'MEASUREMENT', name: 'Remeasurement of blood and body composition', version: '2026.1' }],
    // Redeemed, it becomes a passport measured anew: its journey starts with informed consent, as a check's does.
    requestedPermissionTypes: CORE_PERMISSIONS,
  },
  {
    packageCode: AddonCode.EXPERT_SESSION,
    packageType: PackageType.ADDON,
    status: ProductStatus.PUBLISHED,
    showPreCheck: false,
    icon: 'video',
    countryCodes: ['NL'],
    texts: texts(
      ['Expert Session', 'Expertsessie'],
      ['30 minutes with one of our health experts', '30 minuten met een van onze gezondheidsexperts'],
      [
        'A 30-minute video consult with one of our four health experts: a physiotherapist, a nutritionist, a psychologist or a doctor. You choose the expert and the language (English or Dutch); together you turn the results of your health passport into a personal plan.',
        'Een videoconsult van 30 minuten met een van onze vier gezondheidsexperts: een fysiotherapeut, een diëtist, een psycholoog of een arts. U kiest de expert en de taal (Nederlands of Engels); samen vertaalt u de uitslagen van uw gezondheidspaspoort naar een persoonlijk plan.',
      ],
    ),
    costs: costs(9500, 9500),
    uniqueSellingPropositions: [
      usp('By video, at a time that suits you', 'Via video, op een moment dat u uitkomt', 'video'),
      usp('Choose from four experts', 'Kies uit vier experts', 'people', true),
    ],
    parts: [{ type: 'CONSULTATION', name: 'Video consult with a health expert (30 min)', version: null }],
    requestedPermissionTypes: ADDON_PERMISSIONS,
  },
  {
    packageCode: AddonCode.EXPERT_CONSULTATION,
    packageType: PackageType.ADDON,
    status: ProductStatus.PUBLISHED,
    showPreCheck: false,
    icon: 'stethoscope',
    countryCodes: ['NL'],
    texts: texts(
      ['Specialist Consultation', 'Specialistisch consult'],
      ['A consultation with our movement scientist', 'Een consult met onze bewegingswetenschapper'],
      [
        'A 30-minute video consultation with our movement-science specialist about your exercise test, your VO2max and your training zones, followed by a written summary with a training advice that fits your results.',
        'Een videoconsult van 30 minuten met onze specialist bewegingswetenschappen over uw inspanningstest, uw VO2max en uw trainingszones, gevolgd door een schriftelijke samenvatting met een trainingsadvies dat past bij uw uitslagen.',
      ],
    ),
    costs: costs(17500, 17500),
    uniqueSellingPropositions: [usp('Written summary', 'Schriftelijke samenvatting', 'document', true)],
    parts: [
      { type: 'CONSULTATION', name: 'Specialist consultation, movement science (30 min)', version: null },
    ],
    requestedPermissionTypes: ADDON_PERMISSIONS,
  },
  {
    packageCode: DEMO_DRAFT_PACKAGE_CODE,
    packageType: PackageType.UPGRADE,
    status: ProductStatus.DRAFT,
    icon: 'moon',
    countryCodes: ['NL'],
    texts: texts(
      ['Sleep Analysis (coming soon)', 'Slaapanalyse (binnenkort)'],
      ['A week of sleep measurements at home', 'Een week slaapmetingen thuis'],
      [
        'A wearable measures your sleep at home for a week; a sleep expert explains the results.',
        'Een wearable meet een week lang thuis uw slaap; een slaapexpert licht de uitslagen toe.',
      ],
    ),
    costs: costs(14500, 14500),
    requestedPermissionTypes: ADDON_PERMISSIONS,
  },
];
