import { t, type ResultContent } from './types.js';

/** Fitness: VO2max (FRIEND norms), spirometry (GLI-2012 z-scores) and grip strength (EWGSOP2). */

const EXERTION_WARNING = t(
  'If you have a heart or lung condition, or get chest pain, unusual shortness of breath or dizziness during exertion, talk to your GP before you start training harder.',
  'Heb je een hart- of longaandoening, of krijg je bij inspanning pijn op de borst, ongewone kortademigheid of duizeligheid, praat dan met je huisarts voordat je zwaarder gaat trainen.',
);

const ENDURANCE_BUILD_UP = t(
  'Do endurance exercise at least three times a week for 30 minutes, such as brisk walking, cycling or swimming, at a pace at which you can still talk but no longer sing.',
  'Train minstens drie keer per week 30 minuten je uithoudingsvermogen, bijvoorbeeld met stevig wandelen, fietsen of zwemmen, in een tempo waarin je nog wel kunt praten maar niet meer kunt zingen.',
);

const BUILD_UP_GRADUALLY = t(
  'Build up gradually: add a little time or pace every week, and allow rest days in between.',
  'Bouw rustig op: voeg elke week wat tijd of tempo toe, en neem rustdagen tussendoor.',
);

const VO2MAX: ResultContent = {
  what: t(
    'VO2max is the largest amount of oxygen your body can use during exercise, per kilogram of body weight. It is the best measure of your cardiorespiratory fitness: how well your heart, lungs and muscles work together. A higher VO2max goes with a longer and healthier life.',
    'VO2max is de grootste hoeveelheid zuurstof die je lichaam tijdens inspanning kan gebruiken, per kilogram lichaamsgewicht. Het is de beste maat voor je conditie: hoe goed je hart, longen en spieren samenwerken. Een hogere VO2max hangt samen met een langer en gezonder leven.',
  ),
  influences: t(
    'Regular endurance training raises VO2max; age, inactivity, overweight, smoking and heredity lower it. Your result is compared with people of your age and sex.',
    'Regelmatig duurtraining verhoogt je VO2max; leeftijd, inactiviteit, overgewicht, roken en erfelijke aanleg verlagen hem. Je uitslag wordt vergeleken met mensen van jouw leeftijd en geslacht.',
  ),
  measured: t(
    'Measured or estimated in an exercise test on a treadmill or a cycle ergometer, in millilitres of oxygen per kilogram per minute. Each type of test has its own norms.',
    'Gemeten of geschat in een inspanningstest op een loopband of fietsergometer, in milliliter zuurstof per kilogram per minuut. Elk type test heeft zijn eigen normen.',
  ),
  advice: {
    green: {
      meaning: t(
        'Your fitness is above average for your age and sex.',
        'Je conditie is bovengemiddeld voor je leeftijd en geslacht.',
      ),
      steps: [
        t(
          'Keep up your endurance activities, and vary the intensity: short, harder intervals keep your fitness growing.',
          'Blijf je duursporten doen en wissel de intensiteit af: korte, zwaardere intervallen laten je conditie verder groeien.',
        ),
        t(
          'Add muscle-strengthening exercises twice a week to stay fit as you get older.',
          'Voeg twee keer per week spierversterkende oefeningen toe om fit te blijven als je ouder wordt.',
        ),
      ],
    },
    yellow: {
      meaning: t(
        'Your fitness is a little below average for your age and sex. Fitness responds well to training: within a few months you can make clear progress.',
        'Je conditie is iets onder het gemiddelde voor je leeftijd en geslacht. Conditie reageert goed op training: binnen een paar maanden kun je duidelijk vooruitgaan.',
      ),
      steps: [ENDURANCE_BUILD_UP, BUILD_UP_GRADUALLY],
    },
    orange: {
      meaning: t(
        'Your fitness is low for your age and sex. Low fitness increases the risk of cardiovascular disease; the good news is that every bit of improvement counts.',
        'Je conditie is laag voor je leeftijd en geslacht. Een lage conditie vergroot de kans op hart- en vaatziekten; het goede nieuws is dat elke verbetering telt.',
      ),
      steps: [
        t(
          'Start with a brisk walk or bike ride of 10 to 15 minutes every day.',
          'Begin met elke dag 10 tot 15 minuten stevig wandelen of fietsen.',
        ),
        BUILD_UP_GRADUALLY,
        ENDURANCE_BUILD_UP,
      ],
      gp: EXERTION_WARNING,
    },
    red: {
      meaning: t(
        'Your fitness is very low for your age and sex. Improving it is one of the most effective things you can do for your health.',
        'Je conditie is zeer laag voor je leeftijd en geslacht. Die verbeteren is een van de meest effectieve dingen die je voor je gezondheid kunt doen.',
      ),
      steps: [
        t(
          'Start small: walk every day, a little longer or faster each week.',
          'Begin klein: wandel elke dag, elke week een beetje langer of sneller.',
        ),
        t(
          'Consider training under the guidance of a physiotherapist or trainer, who can build up your load safely.',
          'Overweeg te trainen onder begeleiding van een fysiotherapeut of trainer, die je belasting veilig kan opbouwen.',
        ),
      ],
      gp: t(
        'Discuss your result with your GP before you start training harder, and straight away if you have chest pain, unusual shortness of breath or dizziness during exertion.',
        'Bespreek je uitslag met je huisarts voordat je zwaarder gaat trainen, en direct als je bij inspanning pijn op de borst, ongewone kortademigheid of duizeligheid hebt.',
      ),
    },
  },
};

const SPIROMETRY_INFLUENCES = t(
  'Smoking, asthma, COPD, airway infections, air pollution and dust or fumes at work. Your value is compared with healthy people of the same age, sex and height (the z-score).',
  'Roken, astma, COPD, luchtweginfecties, luchtvervuiling en stof of dampen op het werk. Je waarde wordt vergeleken met gezonde mensen van dezelfde leeftijd, hetzelfde geslacht en dezelfde lengte (de z-score).',
);

const SPIROMETRY_MEASURED = t(
  'Measured with a spirometer: after breathing in as deeply as you can, you blow out as hard and as long as possible. The z-score shows how far your value lies from the average of healthy people like you; below the lower limit of normal means among the lowest five percent.',
  'Gemeten met een spirometer: na zo diep mogelijk inademen blaas je zo hard en zo lang mogelijk uit. De z-score laat zien hoe ver je waarde afligt van het gemiddelde van gezonde mensen zoals jij; onder de ondergrens van normaal betekent bij de laagste vijf procent.',
);

const HEALTHY_LUNGS = [
  t(
    'Keep your lungs healthy: do not smoke, avoid smoky places and stay physically active.',
    'Houd je longen gezond: rook niet, vermijd rokerige ruimtes en blijf lichamelijk actief.',
  ),
];

const PROTECT_LUNGS = [
  t(
    'If you smoke, stopping is the most important step for your lungs; your GP can help.',
    'Rook je, dan is stoppen de belangrijkste stap voor je longen; je huisarts kan je helpen.',
  ),
  t(
    'Avoid smoke, dust and fumes, and use protection if you are exposed to them at work.',
    'Vermijd rook, stof en dampen, en gebruik bescherming als je er op je werk mee in aanraking komt.',
  ),
];

const LUNG_SYMPTOMS_GP = t(
  'Make an appointment with your GP to discuss this result, especially if you cough, wheeze or are short of breath. One test is not a diagnosis; your GP can repeat it, for example after inhaling a medicine that opens the airways.',
  'Maak een afspraak met je huisarts om deze uitslag te bespreken, zeker als je hoest, piept of kortademig bent. Eén test is geen diagnose; je huisarts kan hem herhalen, bijvoorbeeld na het inhaleren van een medicijn dat de luchtwegen verwijdt.',
);

const GRIP_STRENGTH_TRAINING = t(
  'Do muscle-strengthening exercises at least twice a week, such as exercises with your own body weight, weights, resistance bands or heavy gardening.',
  'Doe minstens twee keer per week spierversterkende oefeningen, zoals oefeningen met je eigen lichaamsgewicht, gewichten, elastieken of zwaar tuinwerk.',
);

const PROTEIN_EVERY_MEAL = t(
  'Eat some protein at every meal, for example dairy, eggs, legumes, fish or meat: your muscles need it to grow stronger.',
  'Eet bij elke maaltijd wat eiwit, bijvoorbeeld zuivel, eieren, peulvruchten, vis of vlees: je spieren hebben dat nodig om sterker te worden.',
);

export const FITNESS_CONTENT: Record<string, ResultContent> = {
  vo2max: VO2MAX,
  vo2maxCycle: VO2MAX,

  fev1FvcZScore: {
    what: t(
      'The FEV1/FVC ratio is the share of the air in your lungs that you can blow out in the first second. A low ratio means air flows out with difficulty, as happens when the airways are narrowed (obstruction), for example with asthma or COPD.',
      'De FEV1/FVC-verhouding is het deel van de lucht in je longen dat je in de eerste seconde kunt uitblazen. Een lage verhouding betekent dat de lucht moeilijk naar buiten stroomt, zoals bij vernauwde luchtwegen (obstructie), bijvoorbeeld bij astma of COPD.',
    ),
    influences: SPIROMETRY_INFLUENCES,
    measured: SPIROMETRY_MEASURED,
    advice: {
      green: {
        meaning: t(
          'Your FEV1/FVC ratio is normal: air flows out of your lungs freely.',
          'Je FEV1/FVC-verhouding is normaal: de lucht stroomt vrij uit je longen.',
        ),
        steps: HEALTHY_LUNGS,
      },
      orange: {
        meaning: t(
          'Your FEV1/FVC ratio is below the lower limit of normal, which suggests that your airways are narrowed (obstruction). One measurement is not a diagnosis.',
          'Je FEV1/FVC-verhouding ligt onder de ondergrens van normaal, wat erop wijst dat je luchtwegen vernauwd zijn (obstructie). Eén meting is geen diagnose.',
        ),
        steps: PROTECT_LUNGS,
        gp: LUNG_SYMPTOMS_GP,
      },
    },
  },

  fev1ZScore: {
    what: t(
      'FEV1 is the amount of air you can blow out in the first second. Together with the FEV1/FVC ratio it shows how well air flows through your airways, and how much a narrowing affects your breathing.',
      'FEV1 is de hoeveelheid lucht die je in de eerste seconde kunt uitblazen. Samen met de FEV1/FVC-verhouding laat het zien hoe goed lucht door je luchtwegen stroomt, en hoeveel een vernauwing je ademhaling beïnvloedt.',
    ),
    influences: SPIROMETRY_INFLUENCES,
    measured: SPIROMETRY_MEASURED,
    advice: {
      green: {
        meaning: t('Your FEV1 is normal.', 'Je FEV1 is normaal.'),
        steps: HEALTHY_LUNGS,
      },
      yellow: {
        meaning: t(
          'Your FEV1 is mildly reduced compared with healthy people like you.',
          'Je FEV1 is licht verminderd in vergelijking met gezonde mensen zoals jij.',
        ),
        steps: PROTECT_LUNGS,
        gp: t(
          'If you cough, wheeze or are short of breath, discuss this result with your GP.',
          'Hoest of piep je, of ben je kortademig, bespreek deze uitslag dan met je huisarts.',
        ),
      },
      orange: {
        meaning: t(
          'Your FEV1 is moderately reduced: you blow out clearly less air in the first second than expected.',
          'Je FEV1 is matig verminderd: je blaast in de eerste seconde duidelijk minder lucht uit dan verwacht.',
        ),
        steps: PROTECT_LUNGS,
        gp: LUNG_SYMPTOMS_GP,
      },
      red: {
        meaning: t(
          'Your FEV1 is severely reduced. This needs medical attention.',
          'Je FEV1 is ernstig verminderd. Dit vraagt om medische aandacht.',
        ),
        steps: PROTECT_LUNGS,
        gp: t(
          'Contact your GP soon to discuss this result; call your GP or 112 straight away if you are severely short of breath.',
          'Neem binnenkort contact op met je huisarts om deze uitslag te bespreken; bel direct je huisarts of 112 als je ernstig kortademig bent.',
        ),
      },
    },
  },

  fvcZScore: {
    what: t(
      'FVC (forced vital capacity) is the total amount of air you can blow out after breathing in as deeply as you can. It shows how much air your lungs can hold and move.',
      'FVC (geforceerde vitale capaciteit) is de totale hoeveelheid lucht die je kunt uitblazen na zo diep mogelijk inademen. Het laat zien hoeveel lucht je longen kunnen bevatten en verplaatsen.',
    ),
    influences: SPIROMETRY_INFLUENCES,
    measured: SPIROMETRY_MEASURED,
    advice: {
      green: {
        meaning: t('Your FVC is normal.', 'Je FVC is normaal.'),
        steps: HEALTHY_LUNGS,
      },
      orange: {
        meaning: t(
          'Your FVC is below the lower limit of normal: you blow out less air than expected. This can be due to the test itself, for example not breathing in fully, but also to stiffness of the lungs or chest, or to muscle weakness.',
          'Je FVC ligt onder de ondergrens van normaal: je blaast minder lucht uit dan verwacht. Dat kan aan de test liggen, bijvoorbeeld niet helemaal inademen, maar ook aan stijfheid van de longen of borstkas, of aan spierzwakte.',
        ),
        steps: PROTECT_LUNGS,
        gp: t(
          'Discuss this result with your GP, especially if you are short of breath; a repeat test or further lung function tests may be needed.',
          'Bespreek deze uitslag met je huisarts, zeker als je kortademig bent; misschien is een herhaling of verder longfunctieonderzoek nodig.',
        ),
      },
    },
  },

  gripStrength: {
    what: t(
      'Grip strength is a simple measure of your overall muscle strength. Strong muscles help you stay mobile and independent, and grip strength is a good predictor of healthy ageing.',
      'Knijpkracht is een eenvoudige maat voor je totale spierkracht. Sterke spieren helpen je mobiel en zelfstandig te blijven, en knijpkracht voorspelt goed hoe gezond je ouder wordt.',
    ),
    influences: t(
      'Strength training and an active life raise it; age, inactivity, too little protein, illness and joint problems in the hand lower it. Your result is compared with people of your age and sex.',
      'Krachttraining en een actief leven verhogen haar; leeftijd, inactiviteit, te weinig eiwit, ziekte en gewrichtsklachten in de hand verlagen haar. Je uitslag wordt vergeleken met mensen van jouw leeftijd en geslacht.',
    ),
    measured: t(
      'Measured with a hand dynamometer: you squeeze as hard as you can, a few times with each hand. The best attempt of your stronger hand counts.',
      'Gemeten met een handdynamometer: je knijpt zo hard als je kunt, een paar keer met elke hand. De beste poging van je sterkste hand telt.',
    ),
    advice: {
      green: {
        meaning: t(
          'Your grip strength is average or above for your age and sex.',
          'Je knijpkracht is gemiddeld of hoger voor je leeftijd en geslacht.',
        ),
        steps: [
          t(
            'Keep doing muscle-strengthening activities at least twice a week to keep your strength as you get older.',
            'Blijf minstens twee keer per week spierversterkende activiteiten doen om je kracht te behouden als je ouder wordt.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'Your grip strength is slightly below average for your age and sex.',
          'Je knijpkracht is iets onder het gemiddelde voor je leeftijd en geslacht.',
        ),
        steps: [GRIP_STRENGTH_TRAINING, PROTEIN_EVERY_MEAL],
      },
      orange: {
        meaning: t(
          'Your grip strength is below average for your age and sex. Building muscle strength helps you stay fit and mobile.',
          'Je knijpkracht is onder het gemiddelde voor je leeftijd en geslacht. Spierkracht opbouwen helpt je fit en mobiel te blijven.',
        ),
        steps: [
          GRIP_STRENGTH_TRAINING,
          PROTEIN_EVERY_MEAL,
          t(
            'A physiotherapist or trainer can show you exercises that suit you.',
            'Een fysiotherapeut of trainer kan je oefeningen laten zien die bij je passen.',
          ),
        ],
      },
      red: {
        meaning: t(
          'Your grip strength is low, which can be a sign of muscle loss. Muscle strength can be improved at any age with training and enough protein.',
          'Je knijpkracht is laag, wat een teken van spierverlies kan zijn. Spierkracht kun je op elke leeftijd verbeteren met training en genoeg eiwit.',
        ),
        steps: [
          t(
            'Start strength training under the guidance of a physiotherapist, who can build up the load safely.',
            'Begin met krachttraining onder begeleiding van een fysiotherapeut, die de belasting veilig kan opbouwen.',
          ),
          PROTEIN_EVERY_MEAL,
        ],
        gp: t(
          'Discuss this result with your GP, especially if you have lost weight without trying, feel weak or have fallen recently.',
          'Bespreek deze uitslag met je huisarts, zeker als je zonder reden bent afgevallen, je zwak voelt of onlangs bent gevallen.',
        ),
      },
    },
  },
};
