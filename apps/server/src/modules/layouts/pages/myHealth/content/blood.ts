import { t, type ResultContent } from './types.js';

/** Blood values: liver enzymes, kidney function, blood count and iron, vitamin D, thyroid and lipids. */

const LAB_SAMPLE = (unit: string) =>
  t(`Measured in a blood sample, in ${unit}.`, `Gemeten in een bloedmonster, in ${unit}.`);

// --- Liver -------------------------------------------------------------------------------------------------

/** Stopping abruptly after heavy daily drinking can cause dangerous withdrawal. */
const NO_ALCOHOL_UNTIL_CHECKED = t(
  'Do not drink alcohol until your GP has looked at this result. If you drink a lot every day, do not stop abruptly without medical advice: ask your GP how to stop safely.',
  'Drink geen alcohol totdat je huisarts naar deze uitslag heeft gekeken. Drink je elke dag veel, stop dan niet plotseling zonder medisch advies: vraag je huisarts hoe je veilig stopt.',
);

const CAREFUL_WITH_MEDICINES = t(
  'Be careful with painkillers, herbal remedies and supplements: use them only as directed, and ask your pharmacist if you are unsure.',
  'Wees voorzichtig met pijnstillers, kruidenmiddelen en supplementen: gebruik ze alleen volgens de bijsluiter, en vraag het je apotheker als je twijfelt.',
);

const LOSE_LIVER_FAT = t(
  'If you are overweight, losing weight and moving more is the most effective way to reduce fat in your liver.',
  'Heb je overgewicht, dan is afvallen en meer bewegen de beste manier om vet in je lever te verminderen.',
);

const LIVER_ADVICE: ResultContent['advice'] = {
  green: {
    meaning: t('This liver value is normal.', 'Deze leverwaarde is normaal.'),
    steps: [
      t(
        'Keep your liver healthy: drink little or no alcohol and keep a healthy weight.',
        'Houd je lever gezond: drink weinig of geen alcohol en houd een gezond gewicht.',
      ),
    ],
  },
  yellow: {
    meaning: t(
      'This liver value is slightly raised. Slight rises are common and often temporary, for example after alcohol, heavy exercise or some medicines, or with a fatty liver.',
      'Deze leverwaarde is licht verhoogd. Een lichte stijging komt vaak voor en is vaak tijdelijk, bijvoorbeeld na alcohol, zware inspanning of sommige medicijnen, of bij een vette lever.',
    ),
    steps: [
      t('Drink less alcohol, preferably none.', 'Drink minder alcohol, het liefst geen.'),
      LOSE_LIVER_FAT,
      CAREFUL_WITH_MEDICINES,
    ],
    gp: t(
      'Ask your GP whether the test should be repeated in a few months.',
      'Vraag je huisarts of de test over een paar maanden herhaald moet worden.',
    ),
  },
  orange: {
    meaning: t(
      'This liver value is raised: your liver is under strain. The cause can be harmless, but it should be looked into.',
      'Deze leverwaarde is verhoogd: je lever wordt belast. De oorzaak kan onschuldig zijn, maar moet wel worden uitgezocht.',
    ),
    steps: [NO_ALCOHOL_UNTIL_CHECKED, LOSE_LIVER_FAT, CAREFUL_WITH_MEDICINES],
    gp: t(
      'Make an appointment with your GP to discuss this result; they may repeat the test and look for the cause.',
      'Maak een afspraak met je huisarts om deze uitslag te bespreken; die kan de test herhalen en naar de oorzaak zoeken.',
    ),
  },
  red: {
    meaning: t(
      'This liver value is markedly raised, which points to considerable strain on your liver. This should be looked into soon.',
      'Deze leverwaarde is sterk verhoogd, wat wijst op een flinke belasting van je lever. Dit moet binnenkort worden uitgezocht.',
    ),
    steps: [
      NO_ALCOHOL_UNTIL_CHECKED,
      t(
        'Do not start new medicines or supplements without asking your GP or pharmacist.',
        'Begin niet met nieuwe medicijnen of supplementen zonder je huisarts of apotheker te vragen.',
      ),
    ],
    gp: t(
      'Contact your GP within a few days. Contact your GP straight away if your skin or the whites of your eyes turn yellow, your urine turns dark, or you have pain in your upper right abdomen.',
      'Neem binnen een paar dagen contact op met je huisarts. Neem direct contact op als je huid of het wit van je ogen geel wordt, je urine donker wordt, of je pijn hebt rechtsboven in je buik.',
    ),
  },
};

const LIVER_MEASURED = t(
  'Measured in a blood sample, in units per litre (U/L). The upper limit of normal differs for men and women.',
  'Gemeten in een bloedmonster, in eenheden per liter (U/L). De bovengrens van normaal verschilt voor mannen en vrouwen.',
);

// --- Blood count and iron ------------------------------------------------------------------------------------

const IRON_RICH_FOOD = t(
  'Eat iron-rich foods such as wholegrain bread, legumes, green leafy vegetables, nuts, meat or fish, with vegetables or fruit for vitamin C, which helps you absorb iron.',
  'Eet ijzerrijke voeding zoals volkorenbrood, peulvruchten, groene bladgroenten, noten, vlees of vis, met groente of fruit voor vitamine C, dat helpt ijzer op te nemen.',
);

const TEA_APART_FROM_MEALS = t(
  'Drink tea and coffee between meals rather than with them: they reduce how much iron you absorb.',
  'Drink thee en koffie tussen de maaltijden in plaats van erbij: ze verminderen hoeveel ijzer je opneemt.',
);

// --- Lipids --------------------------------------------------------------------------------------------------

const HEALTHY_FATS = t(
  'Replace saturated fat (fatty meat, butter, hard margarine, cheese, pastries) with unsaturated fat: vegetable oil, soft margarine, nuts and oily fish.',
  'Vervang verzadigd vet (vet vlees, roomboter, harde margarine, kaas, gebak) door onverzadigd vet: plantaardige olie, zachte margarine, noten en vette vis.',
);

const MORE_FIBRE = t(
  'Eat more fibre: vegetables, fruit, legumes, oats and other wholegrain products.',
  'Eet meer vezels: groente, fruit, peulvruchten, havermout en andere volkorenproducten.',
);

const MOVE_AND_STOP_SMOKING = t(
  'Move at least 150 minutes a week and, if you smoke, stop: both protect your blood vessels.',
  'Beweeg minstens 150 minuten per week en stop met roken als je rookt: allebei beschermen ze je bloedvaten.',
);

const CARDIOVASCULAR_RISK_GP = t(
  'If you also have other risk factors, such as high blood pressure, smoking, diabetes, or heart disease in close relatives at a young age, ask your GP to estimate your cardiovascular risk.',
  'Heb je ook andere risicofactoren, zoals een hoge bloeddruk, roken, diabetes, of hart- en vaatziekten bij naaste familieleden op jonge leeftijd, vraag je huisarts dan om je risico op hart- en vaatziekten in te schatten.',
);

const FAMILIAL_GP = t(
  'Make an appointment with your GP to discuss this result and your cardiovascular risk. Mention whether relatives had very high cholesterol or heart disease at a young age: very high values are sometimes hereditary (familial hypercholesterolaemia).',
  'Maak een afspraak met je huisarts om deze uitslag en je risico op hart- en vaatziekten te bespreken. Vertel of familieleden een zeer hoog cholesterol of op jonge leeftijd hart- en vaatziekten hadden: zeer hoge waarden zijn soms erfelijk (familiaire hypercholesterolemie).',
);

const LIPIDS_INFLUENCES = t(
  'Saturated fat in your diet, overweight, too little exercise, smoking, heredity, age, the menopause and an underactive thyroid.',
  'Verzadigd vet in je voeding, overgewicht, te weinig beweging, roken, erfelijke aanleg, leeftijd, de overgang en een te langzaam werkende schildklier.',
);

const GOOD_LIPIDS_STEPS = [
  t(
    'Keep eating mostly unsaturated fats, plenty of fibre and little saturated fat.',
    'Blijf vooral onverzadigde vetten, veel vezels en weinig verzadigd vet eten.',
  ),
  MOVE_AND_STOP_SMOKING,
];

export const BLOOD_CONTENT: Record<string, ResultContent> = {
  alt: {
    what: t(
      'ALT is an enzyme found mainly in liver cells. When liver cells are damaged or inflamed, more ALT leaks into the blood, so a raised ALT is a sensitive sign that the liver is under strain.',
      'ALAT is een enzym dat vooral in levercellen zit. Als levercellen beschadigd of ontstoken zijn, lekt er meer ALAT naar het bloed; een verhoogde ALAT is daarom een gevoelig signaal dat de lever wordt belast.',
    ),
    influences: t(
      'Fatty liver (often with overweight), alcohol, some medicines and supplements, viral hepatitis and, to a lesser degree, heavy exercise shortly before the test.',
      'Een vette lever (vaak bij overgewicht), alcohol, sommige medicijnen en supplementen, virale hepatitis en, in mindere mate, zware inspanning kort voor de test.',
    ),
    measured: LIVER_MEASURED,
    advice: LIVER_ADVICE,
  },
  ast: {
    what: t(
      'AST is an enzyme found in the liver, but also in muscles and the heart. A raised AST can point to strain on the liver, but also to recent heavy exercise or muscle damage.',
      'ASAT is een enzym dat in de lever zit, maar ook in spieren en het hart. Een verhoogde ASAT kan wijzen op belasting van de lever, maar ook op recente zware inspanning of spierschade.',
    ),
    influences: t(
      'Alcohol, fatty liver, some medicines, viral hepatitis, and heavy exercise or muscle injury in the days before the test.',
      'Alcohol, een vette lever, sommige medicijnen, virale hepatitis, en zware inspanning of spierletsel in de dagen voor de test.',
    ),
    measured: LIVER_MEASURED,
    advice: LIVER_ADVICE,
  },
  ggt: {
    what: t(
      'GGT is an enzyme in the liver and bile ducts. It rises with alcohol use, a fatty liver, some medicines and problems with the bile ducts.',
      'GGT is een enzym in de lever en de galwegen. Het stijgt bij alcoholgebruik, een vette lever, sommige medicijnen en problemen met de galwegen.',
    ),
    influences: t(
      'Alcohol (GGT is sensitive to it), overweight and fatty liver, some medicines such as anti-epileptics, and bile duct problems.',
      'Alcohol (GGT reageert daar gevoelig op), overgewicht en een vette lever, sommige medicijnen zoals anti-epileptica, en problemen met de galwegen.',
    ),
    measured: LIVER_MEASURED,
    advice: LIVER_ADVICE,
  },

  egfr: {
    what: t(
      'The eGFR estimates how much blood your kidneys filter per minute. Your kidneys remove waste products and excess fluid from your blood and help regulate your blood pressure.',
      'De eGFR schat hoeveel bloed je nieren per minuut filteren. Je nieren halen afvalstoffen en overtollig vocht uit je bloed en helpen je bloeddruk te regelen.',
    ),
    influences: t(
      'Age (kidney function slowly declines as you get older), high blood pressure, diabetes, some painkillers (NSAIDs such as ibuprofen, diclofenac and naproxen), too little fluid, and a lot of muscle or meat shortly before the test.',
      'Leeftijd (de nierfunctie neemt langzaam af als je ouder wordt), hoge bloeddruk, diabetes, sommige pijnstillers (NSAID’s zoals ibuprofen, diclofenac en naproxen), te weinig drinken, en veel spiermassa of vlees kort voor de test.',
    ),
    measured: t(
      'Creatinine is measured in a blood sample; the eGFR is calculated from it with the CKD-EPI 2021 equation, using your age and sex, in ml per minute per 1.73 m² of body surface.',
      'In een bloedmonster wordt creatinine gemeten; daaruit wordt de eGFR berekend met de CKD-EPI 2021-formule, met je leeftijd en geslacht, in ml per minuut per 1,73 m² lichaamsoppervlak.',
    ),
    advice: {
      green: {
        meaning: t('Your kidney function is normal.', 'Je nierfunctie is normaal.'),
        steps: [
          t(
            'Keep your kidneys healthy: keep your blood pressure and blood sugar in a healthy range, and use painkillers such as ibuprofen only briefly.',
            'Houd je nieren gezond: houd je bloeddruk en bloedsuiker in een gezond gebied, en gebruik pijnstillers zoals ibuprofen alleen kort.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'Your kidney function is mildly decreased. This is common, especially as people get older, and on its own it is usually not a sign of kidney disease.',
          'Je nierfunctie is licht verminderd. Dat komt vaak voor, vooral bij het ouder worden, en is op zichzelf meestal geen teken van een nierziekte.',
        ),
        steps: [
          t(
            'Prefer paracetamol for pain; use NSAIDs such as ibuprofen only briefly and at the lowest dose.',
            'Kies bij pijn bij voorkeur paracetamol; gebruik NSAID’s zoals ibuprofen alleen kort en in de laagste dosis.',
          ),
          t(
            'Keep your blood pressure healthy with little salt and enough exercise.',
            'Houd je bloeddruk gezond met weinig zout en genoeg beweging.',
          ),
        ],
        gp: t(
          'If you have high blood pressure or diabetes, or kidney disease runs in your family, ask your GP whether a urine test is useful.',
          'Heb je een hoge bloeddruk of diabetes, of komen nierziekten in je familie voor, vraag je huisarts dan of een urinetest zinvol is.',
        ),
      },
      orange: {
        meaning: t(
          'Your kidney function is moderately decreased. One measurement can be influenced by too little fluid or by medicines, so your GP will want to repeat it.',
          'Je nierfunctie is matig verminderd. Eén meting kan beïnvloed zijn door te weinig drinken of door medicijnen, dus je huisarts wil de meting herhalen.',
        ),
        steps: [
          t(
            'Avoid NSAIDs such as ibuprofen, diclofenac and naproxen; use paracetamol for pain.',
            'Vermijd NSAID’s zoals ibuprofen, diclofenac en naproxen; gebruik paracetamol bij pijn.',
          ),
          t(
            'Tell your doctors and pharmacist about this result, so they can adjust the dose of medicines if needed.',
            'Vertel je artsen en apotheker over deze uitslag, zodat zij zo nodig de dosering van medicijnen kunnen aanpassen.',
          ),
        ],
        gp: t(
          'Make an appointment with your GP to repeat the test and to check your blood pressure and urine.',
          'Maak een afspraak met je huisarts om de test te herhalen en je bloeddruk en urine te controleren.',
        ),
      },
      red: {
        meaning: t(
          'Your kidney function is severely decreased. This needs medical attention soon.',
          'Je nierfunctie is ernstig verminderd. Dit vraagt binnenkort om medische aandacht.',
        ),
        steps: [
          t(
            'Do not use NSAIDs such as ibuprofen, diclofenac or naproxen.',
            'Gebruik geen NSAID’s zoals ibuprofen, diclofenac of naproxen.',
          ),
          t(
            'Tell your doctors and pharmacist about this result before you use any new medicine.',
            'Vertel je artsen en apotheker over deze uitslag voordat je een nieuw medicijn gebruikt.',
          ),
        ],
        gp: t(
          'Contact your GP within a few days to discuss this result.',
          'Neem binnen een paar dagen contact op met je huisarts om deze uitslag te bespreken.',
        ),
      },
    },
  },

  haemoglobin: {
    what: t(
      'Haemoglobin is the protein in your red blood cells that carries oxygen from your lungs to the rest of your body. Too little (anaemia) can make you tired, pale or short of breath.',
      'Hemoglobine is het eiwit in je rode bloedcellen dat zuurstof van je longen naar de rest van je lichaam brengt. Te weinig (bloedarmoede) kan je moe, bleek of kortademig maken.',
    ),
    influences: t(
      'Iron, vitamin B12 and folic acid in your diet, blood loss (for example heavy periods), pregnancy, chronic illness, smoking and living at high altitude. Values differ for men and women.',
      'IJzer, vitamine B12 en foliumzuur in je voeding, bloedverlies (bijvoorbeeld bij hevige menstruaties), zwangerschap, chronische ziekte, roken en wonen op grote hoogte. De waarden verschillen voor mannen en vrouwen.',
    ),
    measured: LAB_SAMPLE('mmol/L'),
    advice: {
      green: {
        meaning: t('Your haemoglobin is normal.', 'Je hemoglobine is normaal.'),
        steps: [
          t(
            'Keep eating varied meals with enough iron, vitamin B12 and folic acid, for example wholegrain products, vegetables, legumes, dairy, fish or meat.',
            'Blijf gevarieerd eten met genoeg ijzer, vitamine B12 en foliumzuur, bijvoorbeeld volkorenproducten, groente, peulvruchten, zuivel, vis of vlees.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'Your haemoglobin is slightly low (mild anaemia). This often has a simple cause, such as too little iron.',
          'Je hemoglobine is licht verlaagd (lichte bloedarmoede). Dat heeft vaak een eenvoudige oorzaak, zoals te weinig ijzer.',
        ),
        steps: [IRON_RICH_FOOD, TEA_APART_FROM_MEALS],
        gp: t(
          'Discuss this result with your GP, especially if you are tired or short of breath or have heavy periods; the cause should be found before you take iron supplements.',
          'Bespreek deze uitslag met je huisarts, zeker als je moe of kortademig bent of hevige menstruaties hebt; de oorzaak moet gevonden worden voordat je ijzertabletten gaat slikken.',
        ),
      },
      orange: {
        below: {
          meaning: t(
            'Your haemoglobin is clearly low (moderate anaemia). The cause should be looked into.',
            'Je hemoglobine is duidelijk verlaagd (matige bloedarmoede). De oorzaak moet worden uitgezocht.',
          ),
          steps: [IRON_RICH_FOOD, TEA_APART_FROM_MEALS],
          gp: t(
            'Make an appointment with your GP in the coming weeks to find the cause. See your GP sooner if you are very tired or short of breath, or notice blood in your stool or black stools.',
            'Maak in de komende weken een afspraak met je huisarts om de oorzaak te vinden. Ga eerder als je erg moe of kortademig bent, of bloed bij je ontlasting of zwarte ontlasting opmerkt.',
          ),
        },
        above: {
          meaning: t(
            'Your haemoglobin is high. This can be caused by smoking, too little fluid or living at high altitude, and sometimes by a condition of the bone marrow or lungs.',
            'Je hemoglobine is hoog. Dat kan komen door roken, te weinig drinken of wonen op grote hoogte, en soms door een aandoening van het beenmerg of de longen.',
          ),
          steps: [
            t('Drink enough water during the day.', 'Drink overdag voldoende water.'),
            t(
              'If you smoke, stopping is the best thing you can do, for this value too.',
              'Rook je, dan is stoppen het beste wat je kunt doen, ook voor deze waarde.',
            ),
          ],
          gp: t(
            'Discuss this result with your GP; they may repeat the test.',
            'Bespreek deze uitslag met je huisarts; die kan de test herhalen.',
          ),
        },
      },
      red: {
        meaning: t(
          'Your haemoglobin is very low (severe anaemia). This needs medical attention soon.',
          'Je hemoglobine is zeer laag (ernstige bloedarmoede). Dit vraagt binnenkort om medische aandacht.',
        ),
        steps: [
          t(
            'Contact your GP to find the cause and start treatment.',
            'Neem contact op met je huisarts om de oorzaak te vinden en met een behandeling te beginnen.',
          ),
          t(
            'Avoid heavy exertion until your GP has seen this result.',
            'Vermijd zware inspanning totdat je huisarts deze uitslag heeft gezien.',
          ),
        ],
        gp: t(
          'Contact your GP within a few days, and straight away if you are short of breath at rest, have chest pain, feel faint, or notice blood loss.',
          'Neem binnen een paar dagen contact op met je huisarts, en direct als je in rust kortademig bent, pijn op de borst hebt, je flauw voelt of bloedverlies opmerkt.',
        ),
      },
    },
  },

  ferritin: {
    what: t(
      'Ferritin shows how much iron your body has in store. You need iron to make haemoglobin, and low iron stores often come before anaemia.',
      'Ferritine laat zien hoeveel ijzer je lichaam in voorraad heeft. Je hebt ijzer nodig om hemoglobine te maken, en een lage ijzervoorraad gaat vaak vooraf aan bloedarmoede.',
    ),
    influences: t(
      'Iron in your diet, blood loss (heavy periods, blood donation), pregnancy and vegetarian eating. Inflammation, infection, alcohol, overweight and liver problems raise ferritin, so a normal or high value does not always mean you have plenty of iron.',
      'IJzer in je voeding, bloedverlies (hevige menstruaties, bloed geven), zwangerschap en vegetarisch eten. Ontsteking, infectie, alcohol, overgewicht en leverproblemen verhogen ferritine, dus een normale of hoge waarde betekent niet altijd dat je genoeg ijzer hebt.',
    ),
    measured: t(
      'Measured in a blood sample, in micrograms per litre (µg/L).',
      'Gemeten in een bloedmonster, in microgram per liter (µg/L).',
    ),
    advice: {
      green: {
        meaning: t('Your iron stores are normal.', 'Je ijzervoorraad is normaal.'),
        steps: [
          t(
            'Keep eating varied meals with iron-rich foods; this result gives no reason to take iron supplements.',
            'Blijf gevarieerd eten met ijzerrijke voeding; deze uitslag geeft geen reden om ijzertabletten te slikken.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'Your iron stores are low. You do not have anaemia from it, but your reserve is small.',
          'Je ijzervoorraad is laag. Je hebt er geen bloedarmoede door, maar je reserve is klein.',
        ),
        steps: [IRON_RICH_FOOD, TEA_APART_FROM_MEALS],
        gp: t(
          'If you are tired, have heavy periods or give blood regularly, discuss this result with your GP.',
          'Ben je moe, heb je hevige menstruaties of geef je regelmatig bloed, bespreek deze uitslag dan met je huisarts.',
        ),
      },
      orange: {
        below: {
          meaning: t(
            'You have an iron deficiency: your iron stores are empty. This can make you tired and eventually cause anaemia, and the cause should be found.',
            'Je hebt een ijzertekort: je ijzervoorraad is leeg. Daardoor kun je moe worden en uiteindelijk bloedarmoede krijgen, en de oorzaak moet gevonden worden.',
          ),
          steps: [IRON_RICH_FOOD, TEA_APART_FROM_MEALS],
          gp: t(
            'Make an appointment with your GP to find the cause and discuss whether you need iron supplements; do not start them on your own without advice.',
            'Maak een afspraak met je huisarts om de oorzaak te vinden en te bespreken of je ijzertabletten nodig hebt; begin er niet zelf mee zonder advies.',
          ),
        },
        above: {
          meaning: t(
            'Your ferritin is high. This can be caused by inflammation, alcohol, overweight or a fatty liver, and sometimes by too much iron in the body, for example due to hereditary haemochromatosis.',
            'Je ferritine is hoog. Dat kan komen door een ontsteking, alcohol, overgewicht of een vette lever, en soms door te veel ijzer in het lichaam, bijvoorbeeld door erfelijke hemochromatose.',
          ),
          steps: [
            t(
              'Do not take iron supplements, or vitamin C supplements with meals.',
              'Neem geen ijzersupplementen, en geen vitamine C-supplementen bij de maaltijd.',
            ),
            t('Drink little or no alcohol.', 'Drink weinig of geen alcohol.'),
          ],
          gp: t(
            'Discuss this result with your GP; further blood tests, such as the transferrin saturation, show whether you have too much iron.',
            'Bespreek deze uitslag met je huisarts; verder bloedonderzoek, zoals de transferrineverzadiging, laat zien of je te veel ijzer hebt.',
          ),
        },
      },
    },
  },

  vitaminD: {
    what: t(
      'Vitamin D helps your body absorb calcium and is important for strong bones and muscles. Your skin makes most of it in sunlight; a smaller part comes from food such as oily fish.',
      'Vitamine D helpt je lichaam calcium op te nemen en is belangrijk voor sterke botten en spieren. Je huid maakt het meeste ervan onder invloed van zonlicht; een kleiner deel komt uit voeding zoals vette vis.',
    ),
    influences: t(
      'Time spent outdoors, the season (lower in winter and spring), skin colour (a darker skin makes less), age, covering clothing, overweight and supplements.',
      'De tijd die je buiten bent, het seizoen (lager in winter en voorjaar), huidskleur (een donkere huid maakt minder aan), leeftijd, bedekkende kleding, overgewicht en supplementen.',
    ),
    measured: t(
      'The 25-OH vitamin D level is measured in a blood sample, in nmol/L; it reflects your vitamin D over the past weeks.',
      'In een bloedmonster wordt het 25-OH-vitamine D gemeten, in nmol/L; het geeft je vitamine D van de afgelopen weken weer.',
    ),
    advice: {
      green: {
        meaning: t('Your vitamin D level is sufficient.', 'Je vitamine D is voldoende.'),
        steps: [
          t(
            'Go outdoors every day, with your face and arms uncovered, and eat oily fish once a week.',
            'Ga elke dag naar buiten, met je gezicht en armen onbedekt, en eet één keer per week vette vis.',
          ),
          t(
            'If you belong to a group for whom the Health Council advises a daily supplement, such as women over 50, men over 70, people with a dark skin or people who rarely go outdoors, keep taking it.',
            'Hoor je bij een groep voor wie de Gezondheidsraad dagelijks een supplement adviseert, zoals vrouwen boven de 50, mannen boven de 70, mensen met een donkere huid of mensen die weinig buitenkomen, blijf het dan gebruiken.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'Your vitamin D level is somewhat low (insufficient). This is common, especially in winter and spring.',
          'Je vitamine D is wat laag (onvoldoende). Dat komt veel voor, vooral in de winter en het voorjaar.',
        ),
        steps: [
          t(
            'Go outdoors every day, preferably around midday, with your face and arms uncovered.',
            'Ga elke dag naar buiten, het liefst rond het middaguur, met je gezicht en armen onbedekt.',
          ),
          t(
            'Eat oily fish, such as salmon, mackerel or herring, once a week.',
            'Eet één keer per week vette vis, zoals zalm, makreel of haring.',
          ),
          t(
            'Consider a daily supplement of 10 micrograms of vitamin D, available at the pharmacy or chemist.',
            'Overweeg een dagelijks supplement van 10 microgram vitamine D, verkrijgbaar bij de apotheek of drogist.',
          ),
        ],
      },
      orange: {
        below: {
          meaning: t(
            'Your vitamin D level is low (deficiency). Over time this can weaken your bones and muscles.',
            'Je vitamine D is laag (tekort). Op den duur kan dat je botten en spieren verzwakken.',
          ),
          steps: [
            t(
              'Take a daily vitamin D supplement and go outdoors every day.',
              'Neem dagelijks een vitamine D-supplement en ga elke dag naar buiten.',
            ),
            t(
              'Eat oily fish, such as salmon, mackerel or herring, once a week.',
              'Eet één keer per week vette vis, zoals zalm, makreel of haring.',
            ),
          ],
          gp: t(
            'Ask your GP or pharmacist which dose suits you, especially if you have bone or muscle complaints or a condition that affects absorption from your gut.',
            'Vraag je huisarts of apotheker welke dosis bij je past, zeker als je bot- of spierklachten hebt of een aandoening die de opname uit je darm beïnvloedt.',
          ),
        },
        above: {
          meaning: t(
            'Your vitamin D level is above the safe upper limit. This almost always comes from high-dose supplements. Too much vitamin D can raise the calcium in your blood.',
            'Je vitamine D ligt boven de veilige bovengrens. Dat komt bijna altijd door supplementen in een hoge dosis. Te veel vitamine D kan het calcium in je bloed verhogen.',
          ),
          steps: [
            t(
              'Stop taking vitamin D supplements, and check other products such as multivitamins and fish oil for added vitamin D.',
              'Stop met vitamine D-supplementen, en kijk of andere producten, zoals multivitaminen en visolie, ook vitamine D bevatten.',
            ),
          ],
          gp: t(
            'Discuss this result with your GP, who may check your calcium; contact your GP sooner if you are very thirsty, nauseous or confused.',
            'Bespreek deze uitslag met je huisarts, die je calcium kan laten controleren; neem eerder contact op als je veel dorst hebt, misselijk of verward bent.',
          ),
        },
      },
    },
  },

  tsh: {
    what: t(
      'TSH (thyroid-stimulating hormone) is made by the pituitary gland and tells your thyroid how much thyroid hormone to make. Thyroid hormone regulates your metabolism, energy and body temperature. TSH goes up when the thyroid works too slowly and down when it works too fast.',
      'TSH (schildklierstimulerend hormoon) wordt gemaakt door de hypofyse en vertelt je schildklier hoeveel schildklierhormoon die moet maken. Schildklierhormoon regelt je stofwisseling, energie en lichaamstemperatuur. TSH stijgt als de schildklier te langzaam werkt en daalt als die te snel werkt.',
    ),
    influences: t(
      'Thyroid conditions, which are more common in women and often run in families, pregnancy, some medicines (such as thyroid hormone, amiodarone and lithium), recent illness, and biotin supplements, which can disturb the lab test.',
      'Schildklieraandoeningen, die vaker voorkomen bij vrouwen en vaak in de familie zitten, zwangerschap, sommige medicijnen (zoals schildklierhormoon, amiodaron en lithium), recente ziekte, en biotinesupplementen, die de labtest kunnen verstoren.',
    ),
    measured: LAB_SAMPLE('mU/L'),
    advice: {
      green: {
        meaning: t(
          'Your TSH is normal: your thyroid is working as it should.',
          'Je TSH is normaal: je schildklier werkt zoals het hoort.',
        ),
        steps: [
          t(
            'Nothing to do. If you later develop complaints such as persistent tiredness, feeling cold or palpitations, mention this result to your GP.',
            'Je hoeft niets te doen. Krijg je later klachten zoals aanhoudende moeheid, het snel koud hebben of hartkloppingen, noem deze uitslag dan bij je huisarts.',
          ),
        ],
      },
      orange: {
        below: {
          meaning: t(
            'Your TSH is low. This can mean your thyroid is working a little too fast, but it can also be temporary, for example after an illness or because of medicines.',
            'Je TSH is laag. Dat kan betekenen dat je schildklier wat te snel werkt, maar het kan ook tijdelijk zijn, bijvoorbeeld na een ziekte of door medicijnen.',
          ),
          steps: [
            t(
              'Write down any complaints, such as palpitations, weight loss, sweating, trembling or restlessness, to discuss with your GP.',
              'Schrijf klachten op, zoals hartkloppingen, afvallen, zweten, trillen of onrust, om met je huisarts te bespreken.',
            ),
          ],
          gp: t(
            'Discuss this result with your GP; the test is usually repeated together with free T4.',
            'Bespreek deze uitslag met je huisarts; meestal wordt de test herhaald samen met vrij T4.',
          ),
        },
        above: {
          meaning: t(
            'Your TSH is raised. This can mean your thyroid is working a little too slowly. Slightly raised values are common and often return to normal by themselves.',
            'Je TSH is verhoogd. Dat kan betekenen dat je schildklier wat te langzaam werkt. Licht verhoogde waarden komen vaak voor en worden vaak vanzelf weer normaal.',
          ),
          steps: [
            t(
              'Write down any complaints, such as tiredness, feeling cold, weight gain or constipation, to discuss with your GP.',
              'Schrijf klachten op, zoals moeheid, het snel koud hebben, aankomen of verstopping, om met je huisarts te bespreken.',
            ),
            t(
              'Do not take biotin supplements in the days before a repeat test, as they can disturb the result.',
              'Neem in de dagen voor een nieuwe test geen biotinesupplementen, want die kunnen de uitslag verstoren.',
            ),
          ],
          gp: t(
            'Discuss this result with your GP; the test is usually repeated together with free T4 after a few weeks.',
            'Bespreek deze uitslag met je huisarts; meestal wordt de test na een paar weken herhaald samen met vrij T4.',
          ),
        },
      },
      red: {
        below: {
          meaning: t(
            'Your TSH is very low (suppressed). This suggests that your thyroid may be working too fast, or that the dose of a thyroid medicine is too high.',
            'Je TSH is zeer laag (onderdrukt). Dat wijst erop dat je schildklier mogelijk te snel werkt, of dat de dosis van een schildkliermedicijn te hoog is.',
          ),
          steps: [
            t(
              'If you use thyroid medicine, do not change the dose yourself: discuss it with your GP.',
              'Gebruik je schildkliermedicatie, verander de dosis dan niet zelf: bespreek het met je huisarts.',
            ),
          ],
          gp: t(
            'Contact your GP soon to discuss this result, and straight away if you have a racing or irregular heartbeat, chest pain or shortness of breath.',
            'Neem binnenkort contact op met je huisarts om deze uitslag te bespreken, en direct als je een snelle of onregelmatige hartslag, pijn op de borst of kortademigheid hebt.',
          ),
        },
        above: {
          meaning: t(
            'Your TSH is markedly raised. This suggests that your thyroid is working too slowly. Your GP needs to check this.',
            'Je TSH is sterk verhoogd. Dat wijst erop dat je schildklier te langzaam werkt. Je huisarts moet dit controleren.',
          ),
          steps: [
            t(
              'Write down any complaints, such as tiredness, feeling cold, weight gain or constipation, to discuss with your GP.',
              'Schrijf klachten op, zoals moeheid, het snel koud hebben, aankomen of verstopping, om met je huisarts te bespreken.',
            ),
          ],
          gp: t(
            'Make an appointment with your GP in the coming weeks; they can measure free T4 and discuss treatment if needed.',
            'Maak in de komende weken een afspraak met je huisarts; die kan vrij T4 meten en zo nodig een behandeling bespreken.',
          ),
        },
      },
    },
  },

  totalCholesterol: {
    what: t(
      'Cholesterol is a fatty substance your body needs to build cells and hormones. Too much cholesterol in your blood can build up in the walls of your arteries and raise the risk of a heart attack or stroke. Total cholesterol is the sum of LDL, HDL and other cholesterol.',
      'Cholesterol is een vetachtige stof die je lichaam nodig heeft om cellen en hormonen te maken. Te veel cholesterol in je bloed kan zich ophopen in de wanden van je slagaders en de kans op een hartinfarct of beroerte vergroten. Totaal cholesterol is de som van LDL, HDL en ander cholesterol.',
    ),
    influences: LIPIDS_INFLUENCES,
    measured: LAB_SAMPLE('mmol/L'),
    advice: {
      green: {
        meaning: t(
          'Your total cholesterol is at the desirable level.',
          'Je totaal cholesterol ligt op het gewenste niveau.',
        ),
        steps: GOOD_LIPIDS_STEPS,
      },
      yellow: {
        meaning: t(
          'Your total cholesterol is raised. On its own this says little about your risk: it is weighed together with your LDL and HDL, blood pressure, smoking, age and family history.',
          'Je totaal cholesterol is verhoogd. Op zichzelf zegt dat weinig over je risico: het wordt gewogen samen met je LDL en HDL, bloeddruk, roken, leeftijd en familiegeschiedenis.',
        ),
        steps: [HEALTHY_FATS, MORE_FIBRE, MOVE_AND_STOP_SMOKING],
        gp: CARDIOVASCULAR_RISK_GP,
      },
      red: {
        meaning: t(
          'Your total cholesterol is markedly raised, which increases the risk of cardiovascular disease.',
          'Je totaal cholesterol is sterk verhoogd, wat de kans op hart- en vaatziekten vergroot.',
        ),
        steps: [HEALTHY_FATS, MORE_FIBRE, MOVE_AND_STOP_SMOKING],
        gp: FAMILIAL_GP,
      },
    },
  },

  ldlCholesterol: {
    what: t(
      'LDL cholesterol is often called "bad" cholesterol: it can build up in the walls of your arteries. The lower your LDL, the lower your risk of a heart attack or stroke.',
      'LDL-cholesterol wordt vaak het "slechte" cholesterol genoemd: het kan zich ophopen in de wanden van je slagaders. Hoe lager je LDL, hoe kleiner de kans op een hartinfarct of beroerte.',
    ),
    influences: LIPIDS_INFLUENCES,
    measured: LAB_SAMPLE('mmol/L'),
    advice: {
      green: {
        meaning: t(
          'Your LDL cholesterol is on target for people at low risk.',
          'Je LDL-cholesterol ligt op de streefwaarde voor mensen met een laag risico.',
        ),
        steps: GOOD_LIPIDS_STEPS,
      },
      yellow: {
        meaning: t(
          'Your LDL cholesterol is above the target for people at low risk. Whether treatment is useful depends on your overall risk of cardiovascular disease.',
          'Je LDL-cholesterol ligt boven de streefwaarde voor mensen met een laag risico. Of behandeling zinvol is, hangt af van je totale risico op hart- en vaatziekten.',
        ),
        steps: [HEALTHY_FATS, MORE_FIBRE, MOVE_AND_STOP_SMOKING],
        gp: CARDIOVASCULAR_RISK_GP,
      },
      red: {
        meaning: t(
          'Your LDL cholesterol is markedly raised. At this level the risk of cardiovascular disease is high, even without other risk factors.',
          'Je LDL-cholesterol is sterk verhoogd. Op dit niveau is de kans op hart- en vaatziekten hoog, ook zonder andere risicofactoren.',
        ),
        steps: [HEALTHY_FATS, MORE_FIBRE, MOVE_AND_STOP_SMOKING],
        gp: FAMILIAL_GP,
      },
    },
  },

  hdlCholesterol: {
    what: t(
      'HDL cholesterol is often called "good" cholesterol: it carries cholesterol away from your arteries to the liver. A low HDL goes with a higher risk of cardiovascular disease.',
      'HDL-cholesterol wordt vaak het "goede" cholesterol genoemd: het voert cholesterol af van je slagaders naar de lever. Een laag HDL gaat samen met een hogere kans op hart- en vaatziekten.',
    ),
    influences: t(
      'Exercise, not smoking and a healthy weight raise HDL; smoking, overweight, too little exercise, a diet high in sugar and refined carbohydrates, and heredity lower it. The limits differ for men and women.',
      'Bewegen, niet roken en een gezond gewicht verhogen HDL; roken, overgewicht, te weinig beweging, veel suiker en geraffineerde koolhydraten, en erfelijke aanleg verlagen het. De grenzen verschillen voor mannen en vrouwen.',
    ),
    measured: LAB_SAMPLE('mmol/L'),
    advice: {
      green: {
        meaning: t('Your HDL cholesterol is good.', 'Je HDL-cholesterol is goed.'),
        steps: GOOD_LIPIDS_STEPS,
      },
      orange: {
        meaning: t(
          'Your HDL cholesterol is low. This goes with a higher risk of cardiovascular disease, especially together with overweight, high triglycerides or raised blood sugar.',
          'Je HDL-cholesterol is laag. Dat gaat samen met een hogere kans op hart- en vaatziekten, vooral samen met overgewicht, hoge triglyceriden of een verhoogde bloedsuiker.',
        ),
        steps: [
          t(
            'Move regularly, preferably also at a higher intensity: exercise raises HDL.',
            'Beweeg regelmatig, het liefst ook wat intensiever: bewegen verhoogt HDL.',
          ),
          t(
            'If you smoke, stop, and if you are overweight, lose weight slowly: both raise HDL.',
            'Rook je, stop dan, en heb je overgewicht, val dan langzaam af: allebei verhogen ze HDL.',
          ),
          t(
            'Eat less sugar and fewer refined carbohydrates, such as white bread and sweets.',
            'Eet minder suiker en minder geraffineerde koolhydraten, zoals wit brood en snoep.',
          ),
        ],
        gp: CARDIOVASCULAR_RISK_GP,
      },
    },
  },

  triglycerides: {
    what: t(
      'Triglycerides are fats in your blood that your body uses as fuel. High levels go with a higher risk of cardiovascular disease, and often with overweight and raised blood sugar.',
      'Triglyceriden zijn vetten in je bloed die je lichaam als brandstof gebruikt. Hoge waarden gaan samen met een hogere kans op hart- en vaatziekten, en vaak met overgewicht en een verhoogde bloedsuiker.',
    ),
    influences: t(
      'Sugar, alcohol, refined carbohydrates, overweight, too little exercise, diabetes, some medicines and heredity. A meal shortly before the test raises the value.',
      'Suiker, alcohol, geraffineerde koolhydraten, overgewicht, te weinig beweging, diabetes, sommige medicijnen en erfelijke aanleg. Een maaltijd kort voor de test verhoogt de waarde.',
    ),
    measured: t(
      'Measured in a blood sample, preferably taken fasting, in mmol/L.',
      'Gemeten in een bloedmonster, bij voorkeur nuchter afgenomen, in mmol/L.',
    ),
    advice: {
      green: {
        meaning: t('Your triglycerides are normal.', 'Je triglyceriden zijn normaal.'),
        steps: GOOD_LIPIDS_STEPS,
      },
      orange: {
        meaning: t(
          'Your triglycerides are raised. Lifestyle has a large effect on this value.',
          'Je triglyceriden zijn verhoogd. Je leefstijl heeft veel invloed op deze waarde.',
        ),
        steps: [
          t('Drink less alcohol, preferably none.', 'Drink minder alcohol, het liefst geen.'),
          t(
            'Cut down on sugar, sugary drinks and white bread, rice and pasta.',
            'Eet en drink minder suiker, suikerhoudende dranken, wit brood, witte rijst en gewone pasta.',
          ),
          t(
            'Eat oily fish once a week, move every day and, if you are overweight, lose weight slowly.',
            'Eet één keer per week vette vis, beweeg elke dag en val langzaam af als je overgewicht hebt.',
          ),
        ],
        gp: t(
          'Ask your GP whether the test should be repeated fasting, and whether it should be included in an estimate of your cardiovascular risk.',
          'Vraag je huisarts of de test nuchter herhaald moet worden, en of die moet meetellen in een inschatting van je risico op hart- en vaatziekten.',
        ),
      },
      red: {
        meaning: t(
          'Your triglycerides are very high. At this level there is a risk of inflammation of the pancreas (pancreatitis).',
          'Je triglyceriden zijn zeer hoog. Op dit niveau is er kans op een ontsteking van de alvleesklier (pancreatitis).',
        ),
        steps: [
          NO_ALCOHOL_UNTIL_CHECKED,
          t(
            'Avoid sugary drinks, sweets and very fatty meals.',
            'Vermijd suikerhoudende dranken, snoep en zeer vette maaltijden.',
          ),
        ],
        gp: t(
          'Contact your GP within a few days. Seek help straight away if you get severe pain in your upper abdomen, often spreading to your back, with nausea or vomiting.',
          'Neem binnen een paar dagen contact op met je huisarts. Zoek direct hulp als je hevige pijn boven in je buik krijgt, vaak uitstralend naar je rug, met misselijkheid of braken.',
        ),
      },
    },
  },
};
