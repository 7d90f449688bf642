import { t, type ColourAdvice, type ResultContent } from './types.js';

/** Body composition, blood pressure and glucose metabolism (WHO, ESC/ESH, ADA). */

const MORE_MOVEMENT = t(
  'Build more movement into your day, for example by walking or cycling short trips instead of taking the car.',
  'Bouw meer beweging in je dag in, bijvoorbeeld door korte stukken te lopen of te fietsen in plaats van de auto te nemen.',
);

const HALF_PLATE_VEGETABLES = t(
  'Fill half your plate with vegetables, and choose wholegrain products over white bread, rice and pasta.',
  'Vul de helft van je bord met groente, en kies volkorenproducten in plaats van wit brood, witte rijst en gewone pasta.',
);

const NO_SUGARY_DRINKS = t(
  'Swap sugary drinks, sweets and biscuits for water, tea or coffee without sugar and a piece of fruit.',
  'Vervang suikerhoudende dranken, snoep en koek door water, thee of koffie zonder suiker en een stuk fruit.',
);

const SLOW_WEIGHT_LOSS = t(
  'If you are overweight, aim for slow and steady weight loss rather than a strict diet: losing even 5 to 10 percent of your weight brings clear health gains.',
  'Heb je overgewicht, streef dan naar langzaam en blijvend afvallen in plaats van een streng dieet: al 5 tot 10 procent gewichtsverlies levert duidelijke gezondheidswinst op.',
);

const LIFESTYLE_PROGRAMME = t(
  'Ask your GP or practice nurse about a combined lifestyle intervention (GLI): a two-year programme with coaching on food, exercise and habits, covered by basic health insurance in the Netherlands for people who qualify.',
  'Vraag je huisarts of praktijkondersteuner naar een gecombineerde leefstijlinterventie (GLI): een programma van twee jaar met begeleiding bij eten, bewegen en gewoonten, voor wie daarvoor in aanmerking komt vergoed uit de basisverzekering.',
);

const LESS_SALT = t(
  'Eat less salt: season with herbs instead, and limit ready meals, soups from a packet, crisps and processed meat.',
  'Eet minder zout: gebruik kruiden in plaats van zout, en beperk kant-en-klaarmaaltijden, pakjessoep, chips en vleeswaren.',
);

const LESS_ALCOHOL = t(
  'Drink less alcohol, preferably none: every glass less helps.',
  'Drink minder alcohol, het liefst geen: elk glas minder helpt.',
);

const KEEP_ACTIVE_AND_VARIED = t(
  'Keep it up: stay active every day and eat varied meals with plenty of vegetables, fruit and wholegrain products.',
  'Ga zo door: blijf elke dag actief en eet gevarieerd met veel groente, fruit en volkorenproducten.',
);

const BLOOD_PRESSURE: Pick<ResultContent, 'influences' | 'measured' | 'advice'> = {
  influences: t(
    'Salt, alcohol, overweight, too little exercise, smoking, stress, age and heredity. Blood pressure also varies through the day, and it can be higher at the doctor than at home (the white coat effect).',
    'Zout, alcohol, overgewicht, te weinig beweging, roken, stress, leeftijd en erfelijke aanleg. Je bloeddruk wisselt ook gedurende de dag, en kan bij de dokter hoger zijn dan thuis (het wittejaseffect).',
  ),
  measured: t(
    'Measured while you were seated after a few minutes of rest, with an automatic cuff around your upper arm. The value shown is the average of the readings taken. As in the European guideline, the higher of the two numbers decides the category of your blood pressure.',
    'Gemeten terwijl je zat, na een paar minuten rust, met een automatische band om je bovenarm. De getoonde waarde is het gemiddelde van de metingen. Zoals in de Europese richtlijn bepaalt de hoogste van de twee waarden de categorie van je bloeddruk.',
  ),
  advice: {
    green: {
      meaning: t('Your blood pressure is healthy.', 'Je bloeddruk is gezond.'),
      steps: [
        t(
          'Keep it this way: eat little salt, stay active and keep a healthy weight.',
          'Houd het zo: eet weinig zout, blijf actief en houd een gezond gewicht.',
        ),
        t(
          'Have your blood pressure checked again every few years, and more often as you get older.',
          'Laat je bloeddruk om de paar jaar opnieuw meten, en vaker naarmate je ouder wordt.',
        ),
      ],
    },
    yellow: {
      meaning: t(
        'Your blood pressure is high-normal: not high enough to count as high blood pressure, but higher than ideal.',
        'Je bloeddruk is hoog-normaal: niet zo hoog dat het als hoge bloeddruk telt, maar hoger dan ideaal.',
      ),
      steps: [
        LESS_SALT,
        LESS_ALCOHOL,
        t(
          'Be active for at least 150 minutes a week, for example brisk walking or cycling: it lowers blood pressure.',
          'Beweeg minstens 150 minuten per week, bijvoorbeeld stevig wandelen of fietsen: dat verlaagt je bloeddruk.',
        ),
        t(
          'Have your blood pressure measured again within a year.',
          'Laat je bloeddruk binnen een jaar opnieuw meten.',
        ),
      ],
    },
    orange: {
      meaning: t(
        'Your blood pressure is raised (grade 1 in the guideline). One measurement is not enough to speak of high blood pressure: it has to be measured several times, preferably also at home.',
        'Je bloeddruk is verhoogd (graad 1 in de richtlijn). Eén meting is niet genoeg om van hoge bloeddruk te spreken: de bloeddruk moet een paar keer gemeten worden, het liefst ook thuis.',
      ),
      steps: [LESS_SALT, LESS_ALCOHOL, MORE_MOVEMENT, SLOW_WEIGHT_LOSS],
      gp: t(
        'Make an appointment with your GP or practice nurse in the coming weeks to have your blood pressure measured again; they may ask you to measure it at home for a while.',
        'Maak in de komende weken een afspraak met je huisarts of praktijkondersteuner om je bloeddruk opnieuw te laten meten; misschien vragen ze je een tijdje thuis te meten.',
      ),
    },
    red: {
      meaning: t(
        'Your blood pressure is clearly raised. Your GP needs to check it, because blood pressure that stays this high increases the risk of a heart attack, stroke and kidney damage.',
        'Je bloeddruk is duidelijk verhoogd. Je huisarts moet dit controleren, want een bloeddruk die zo hoog blijft, vergroot de kans op een hartinfarct, beroerte en nierschade.',
      ),
      steps: [
        t(
          'Contact your GP in the coming days for a repeat measurement.',
          'Neem in de komende dagen contact op met je huisarts voor een nieuwe meting.',
        ),
        t(
          'Start today with less salt and less alcohol; both lower blood pressure within weeks.',
          'Begin vandaag met minder zout en minder alcohol; allebei verlagen ze je bloeddruk binnen een paar weken.',
        ),
        MORE_MOVEMENT,
      ],
      gp: t(
        'Contact your GP in the coming days. Call your GP or 112 straight away if you have chest pain, shortness of breath, a severe headache, changes in your vision, or weakness or numbness on one side of your body.',
        'Neem in de komende dagen contact op met je huisarts. Bel direct je huisarts of 112 bij pijn op de borst, kortademigheid, hevige hoofdpijn, veranderingen in je zicht, of krachtverlies of een doof gevoel aan één kant van je lichaam.',
      ),
    },
  },
};

const UNDERWEIGHT_STEPS = [
  t(
    'Eat regular meals with nutritious snacks in between, such as nuts, yoghurt, cheese and wholegrain bread.',
    'Eet regelmatige maaltijden met voedzame tussendoortjes, zoals noten, yoghurt, kaas en volkorenbrood.',
  ),
  t(
    'Do muscle-strengthening exercises twice a week, so that you gain muscle rather than only fat.',
    'Doe twee keer per week spierversterkende oefeningen, zodat je spiermassa opbouwt en niet alleen vet.',
  ),
];

const OBESITY_STEPS = [SLOW_WEIGHT_LOSS, HALF_PLATE_VEGETABLES, NO_SUGARY_DRINKS, LIFESTYLE_PROGRAMME];

/** Fasting glucose and HbA1c share what raised values mean for what to do. */
const RAISED_SUGAR_STEPS = [SLOW_WEIGHT_LOSS, NO_SUGARY_DRINKS, HALF_PLATE_VEGETABLES, MORE_MOVEMENT];

const HYPERGLYCAEMIA_SIGNS = t(
  'Contact your GP sooner if you are very thirsty, pass a lot of urine, lose weight without trying or feel very tired.',
  'Neem eerder contact op met je huisarts als je veel dorst hebt, veel plast, zonder reden afvalt of erg moe bent.',
);

const NORMAL_SUGAR: ColourAdvice = {
  meaning: t('Your blood sugar is normal.', 'Je bloedsuiker is normaal.'),
  steps: [
    KEEP_ACTIVE_AND_VARIED,
    t(
      'Keep sugary drinks and sweets for now and then: that keeps your blood sugar stable in the long run.',
      'Houd suikerhoudende dranken en snoep voor af en toe: zo blijft je bloedsuiker ook op lange termijn stabiel.',
    ),
  ],
};

export const BODY_CONTENT: Record<string, ResultContent> = {
  bmi: {
    what: t(
      'Your body mass index (BMI) relates your weight to your height: your weight in kilograms divided by your height in metres squared. It is a quick way to see whether your weight is in a healthy range for your height.',
      'Je body mass index (BMI) zet je gewicht af tegen je lengte: je gewicht in kilogram gedeeld door je lengte in meters in het kwadraat. Zo zie je snel of je gewicht bij je lengte in een gezond gebied ligt.',
    ),
    influences: t(
      'Eating habits, physical activity, sleep, stress, medicines, hormones and heredity. BMI does not tell fat from muscle: very muscular people can have a high BMI without too much fat, which is why your waist is measured too.',
      'Eetgewoonten, beweging, slaap, stress, medicijnen, hormonen en erfelijke aanleg. De BMI maakt geen onderscheid tussen vet en spieren: heel gespierde mensen kunnen een hoge BMI hebben zonder te veel vet. Daarom wordt ook je buikomvang gemeten.',
    ),
    measured: t(
      'Your height and weight were measured during your examination, in light clothing and without shoes.',
      'Je lengte en gewicht zijn gemeten tijdens je onderzoek, in lichte kleding en zonder schoenen.',
    ),
    advice: {
      green: {
        meaning: t(
          'Your weight is in the healthy range for your height.',
          'Je gewicht ligt bij je lengte in het gezonde gebied.',
        ),
        steps: [
          KEEP_ACTIVE_AND_VARIED,
          t(
            'Weigh yourself now and then, so you notice early if your weight starts to creep up.',
            'Weeg jezelf af en toe, zodat je op tijd merkt als je gewicht langzaam oploopt.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'You are somewhat above the healthy weight for your height (overweight). Overweight increases the risk of high blood pressure, type 2 diabetes and joint problems, especially when your waist is large too.',
          'Je zit wat boven het gezonde gewicht voor je lengte (overgewicht). Overgewicht vergroot de kans op hoge bloeddruk, diabetes type 2 en gewrichtsklachten, vooral als je buikomvang ook groot is.',
        ),
        steps: [SLOW_WEIGHT_LOSS, HALF_PLATE_VEGETABLES, NO_SUGARY_DRINKS, MORE_MOVEMENT],
        gp: t(
          'If your waist is also large, or you have high blood pressure or raised blood sugar, discuss your weight with your GP or practice nurse.',
          'Is je buikomvang ook groot, of heb je een hoge bloeddruk of verhoogde bloedsuiker, bespreek je gewicht dan met je huisarts of praktijkondersteuner.',
        ),
      },
      orange: {
        below: {
          meaning: t(
            'Your weight is below the healthy range for your height (underweight). Your body may be short of energy and nutrients, which can weaken your bones, muscles and resistance to infection.',
            'Je gewicht ligt onder het gezonde gebied voor je lengte (ondergewicht). Je lichaam komt misschien energie en voedingsstoffen tekort, wat je botten, spieren en weerstand kan verzwakken.',
          ),
          steps: UNDERWEIGHT_STEPS,
          gp: t(
            'See your GP if you are losing weight without trying, have little appetite, or worry a lot about eating or your weight.',
            'Ga naar je huisarts als je zonder reden afvalt, weinig eetlust hebt, of je veel zorgen maakt over eten of je gewicht.',
          ),
        },
        above: {
          meaning: t(
            'Your weight is well above the healthy range for your height (obesity). This clearly increases the risk of type 2 diabetes, cardiovascular disease, joint problems and some cancers. Losing even a small part of your weight lowers these risks.',
            'Je gewicht ligt ruim boven het gezonde gebied voor je lengte (obesitas). Dat vergroot duidelijk de kans op diabetes type 2, hart- en vaatziekten, gewrichtsklachten en sommige vormen van kanker. Al een klein deel van je gewicht verliezen verlaagt die risico’s.',
          ),
          steps: OBESITY_STEPS,
          gp: t(
            'Discuss your weight with your GP or practice nurse; they can check your blood pressure, blood sugar and cholesterol and help you find the right support.',
            'Bespreek je gewicht met je huisarts of praktijkondersteuner; zij kunnen je bloeddruk, bloedsuiker en cholesterol controleren en je helpen de juiste begeleiding te vinden.',
          ),
        },
      },
      red: {
        below: {
          meaning: t(
            'Your weight is far below the healthy range for your height (severe underweight). This can put your health at risk and needs medical attention.',
            'Je gewicht ligt ver onder het gezonde gebied voor je lengte (ernstig ondergewicht). Dat kan je gezondheid in gevaar brengen en vraagt om medische aandacht.',
          ),
          steps: [
            t(
              'Do not try to gain weight on your own with a strict plan: a dietitian can help you gain weight safely.',
              'Probeer niet op eigen houtje met een streng plan aan te komen: een diëtist kan je helpen veilig aan te komen.',
            ),
            ...UNDERWEIGHT_STEPS,
          ],
          gp: t(
            'Make an appointment with your GP soon to look for the cause, and sooner if you feel dizzy, weak or unwell. If food or your weight worries you a lot, tell your GP: help is available.',
            'Maak binnenkort een afspraak met je huisarts om de oorzaak te zoeken, en eerder als je je duizelig, zwak of ziek voelt. Maak je je veel zorgen over eten of je gewicht, vertel dat dan aan je huisarts: er is hulp.',
          ),
        },
        above: {
          meaning: t(
            'Your weight is far above the healthy range for your height (severe obesity). This strongly increases the risk of type 2 diabetes, cardiovascular disease, joint problems and sleep apnoea. There is effective help, and every kilo you lose counts.',
            'Je gewicht ligt ver boven het gezonde gebied voor je lengte (ernstige obesitas). Dat vergroot sterk de kans op diabetes type 2, hart- en vaatziekten, gewrichtsklachten en slaapapneu. Er is goede hulp, en elke kilo die je afvalt telt.',
          ),
          steps: OBESITY_STEPS,
          gp: t(
            'Make an appointment with your GP to discuss your weight, your health risks and treatment; besides lifestyle support this can include medicines or specialised care.',
            'Maak een afspraak met je huisarts om je gewicht, je gezondheidsrisico’s en behandeling te bespreken; naast begeleiding bij je leefstijl kunnen dat ook medicijnen of specialistische zorg zijn.',
          ),
        },
      },
    },
  },

  waistCircumference: {
    what: t(
      'Your waist circumference shows how much fat you carry around your belly. Belly fat around the organs is more harmful than fat elsewhere: it raises the risk of type 2 diabetes and cardiovascular disease, even at a healthy BMI.',
      'Je buikomvang laat zien hoeveel vet je rond je buik draagt. Buikvet rond de organen is schadelijker dan vet elders: het verhoogt de kans op diabetes type 2 en hart- en vaatziekten, ook bij een gezonde BMI.',
    ),
    influences: t(
      'Eating and drinking habits (especially sugar and alcohol), physical activity, stress, poor sleep, age and hormones, for example after the menopause. The limits differ for men and women.',
      'Eet- en drinkgewoonten (vooral suiker en alcohol), beweging, stress, slecht slapen, leeftijd en hormonen, bijvoorbeeld na de overgang. De grenzen verschillen voor mannen en vrouwen.',
    ),
    measured: t(
      'Measured with a tape measure midway between your lowest rib and the top of your hip bone, at the end of a normal breath out.',
      'Gemeten met een meetlint halverwege je onderste rib en de bovenkant van je heupbot, aan het eind van een normale uitademing.',
    ),
    advice: {
      green: {
        meaning: t(
          'Your waist circumference is in the low-risk range: you carry little fat around your belly.',
          'Je buikomvang ligt in het gebied met een laag risico: je hebt weinig vet rond je buik.',
        ),
        steps: [KEEP_ACTIVE_AND_VARIED],
      },
      yellow: {
        meaning: t(
          'Your waist circumference points to an increased risk: you carry more fat around your belly than is healthy.',
          'Je buikomvang wijst op een verhoogd risico: je hebt meer vet rond je buik dan gezond is.',
        ),
        steps: [
          t(
            'Move more every day: exercise reduces belly fat, even before you see it on the scales.',
            'Beweeg elke dag meer: bewegen vermindert buikvet, zelfs voordat je het op de weegschaal ziet.',
          ),
          NO_SUGARY_DRINKS,
          LESS_ALCOHOL,
          t(
            'Sleep enough and find ways to handle stress: both affect how much fat your body stores around your belly.',
            'Slaap genoeg en zoek manieren om met stress om te gaan: allebei beïnvloeden ze hoeveel vet je lichaam rond je buik opslaat.',
          ),
        ],
      },
      red: {
        meaning: t(
          'Your waist circumference points to a substantially increased risk of type 2 diabetes and cardiovascular disease.',
          'Je buikomvang wijst op een sterk verhoogd risico op diabetes type 2 en hart- en vaatziekten.',
        ),
        steps: [SLOW_WEIGHT_LOSS, NO_SUGARY_DRINKS, MORE_MOVEMENT, LIFESTYLE_PROGRAMME],
        gp: t(
          'Ask your GP or practice nurse to check your blood pressure, blood sugar and cholesterol if that has not been done in the past year.',
          'Vraag je huisarts of praktijkondersteuner om je bloeddruk, bloedsuiker en cholesterol te controleren als dat het afgelopen jaar niet is gebeurd.',
        ),
      },
    },
  },

  systolicBloodPressure: {
    what: t(
      'Systolic blood pressure is the top number: the pressure in your arteries when your heart contracts. High blood pressure usually gives no symptoms, but over the years it damages your blood vessels, heart, brain and kidneys.',
      'De systolische bloeddruk is de bovendruk: de druk in je slagaders als je hart samenknijpt. Hoge bloeddruk geeft meestal geen klachten, maar beschadigt in de loop der jaren je bloedvaten, hart, hersenen en nieren.',
    ),
    ...BLOOD_PRESSURE,
  },

  diastolicBloodPressure: {
    what: t(
      'Diastolic blood pressure is the bottom number: the pressure in your arteries when your heart relaxes between two beats. High blood pressure usually gives no symptoms, but over the years it damages your blood vessels, heart, brain and kidneys.',
      'De diastolische bloeddruk is de onderdruk: de druk in je slagaders als je hart ontspant tussen twee slagen. Hoge bloeddruk geeft meestal geen klachten, maar beschadigt in de loop der jaren je bloedvaten, hart, hersenen en nieren.',
    ),
    ...BLOOD_PRESSURE,
  },

  fastingGlucose: {
    what: t(
      'Glucose is the sugar in your blood, your body’s main fuel. After a night without food, the level shows how well your body keeps your blood sugar in balance, which is mainly the work of the hormone insulin.',
      'Glucose is de suiker in je bloed, de belangrijkste brandstof van je lichaam. Na een nacht zonder eten laat de waarde zien hoe goed je lichaam je bloedsuiker in balans houdt; dat is vooral het werk van het hormoon insuline.',
    ),
    influences: t(
      'Overweight (especially belly fat), too little exercise, diet, stress, poor sleep, some medicines such as prednisone, illness and heredity. Eating or drinking anything other than water before the test raises the value.',
      'Overgewicht (vooral buikvet), te weinig beweging, voeding, stress, slecht slapen, sommige medicijnen zoals prednison, ziekte en erfelijke aanleg. Iets anders eten of drinken dan water vóór de test verhoogt de waarde.',
    ),
    measured: t(
      'Measured in a blood sample taken after at least eight hours without food. Only a sample confirmed as taken fasting is scored.',
      'Gemeten in een bloedmonster dat is afgenomen na minstens acht uur niet eten. Alleen een monster waarvan bevestigd is dat het nuchter is afgenomen, wordt gescoord.',
    ),
    missing: t(
      'Fasting glucose was not measured in your package, or it was not confirmed that your blood sample was taken fasting, so there is no result to show here.',
      'Nuchtere glucose is niet gemeten in je pakket, of er is niet bevestigd dat je bloed nuchter is afgenomen, dus hier is geen uitslag te tonen.',
    ),
    advice: {
      green: NORMAL_SUGAR,
      yellow: {
        meaning: t(
          'Your fasting blood sugar is slightly raised. This signals that your body handles sugar a little less well (prediabetes). It is not diabetes, and healthy habits can often bring it back to normal.',
          'Je nuchtere bloedsuiker is licht verhoogd. Dat is een signaal dat je lichaam wat minder goed met suiker omgaat (prediabetes). Het is geen diabetes, en gezonde gewoonten kunnen de waarde vaak weer normaal maken.',
        ),
        steps: RAISED_SUGAR_STEPS,
        gp: t(
          'Ask your GP whether and when the test should be repeated; your GP can also estimate your risk of diabetes.',
          'Vraag je huisarts of en wanneer de test herhaald moet worden; je huisarts kan ook je risico op diabetes inschatten.',
        ),
      },
      orange: {
        below: {
          meaning: t(
            'Your fasting blood sugar is low. This can happen after a long time without food or after heavy exercise, but it can also have other causes.',
            'Je nuchtere bloedsuiker is laag. Dat kan gebeuren na lang niet eten of na zware inspanning, maar het kan ook andere oorzaken hebben.',
          ),
          steps: [
            t(
              'Eat regular meals spread over the day, and do not skip breakfast.',
              'Eet regelmatige maaltijden verspreid over de dag, en sla het ontbijt niet over.',
            ),
          ],
          gp: t(
            'Discuss this result with your GP if you have symptoms such as shaking, sweating, hunger, dizziness or confusion, or if you use medicines for diabetes.',
            'Bespreek deze uitslag met je huisarts als je klachten hebt zoals trillen, zweten, honger, duizeligheid of verwardheid, of als je medicijnen voor diabetes gebruikt.',
          ),
        },
        above: {
          meaning: t(
            'Your fasting blood sugar is raised (impaired fasting glucose). This increases your risk of developing type 2 diabetes. It is not a diagnosis: a repeat test is needed.',
            'Je nuchtere bloedsuiker is verhoogd (gestoorde nuchtere glucose). Dat vergroot je kans om diabetes type 2 te krijgen. Het is geen diagnose: een herhaalde test is nodig.',
          ),
          steps: RAISED_SUGAR_STEPS,
          gp: t(
            'Make an appointment with your GP to repeat the test and discuss your risk of diabetes.',
            'Maak een afspraak met je huisarts om de test te herhalen en je risico op diabetes te bespreken.',
          ),
        },
      },
      red: {
        below: {
          meaning: t(
            'Your fasting blood sugar is very low. Very low blood sugar can cause dizziness, confusion or fainting and needs attention.',
            'Je nuchtere bloedsuiker is zeer laag. Een zeer lage bloedsuiker kan duizeligheid, verwardheid of flauwvallen veroorzaken en vraagt om aandacht.',
          ),
          steps: [
            t(
              'If you feel shaky, sweaty or confused, eat or drink something sugary straight away, such as a glass of fruit juice or a few dextrose tablets.',
              'Voel je je trillerig, zweterig of verward, eet of drink dan direct iets met suiker, zoals een glas vruchtensap of een paar tabletten druivensuiker.',
            ),
            t('Do not drive when you feel unwell.', 'Rijd geen auto als je je niet goed voelt.'),
          ],
          gp: t(
            'Contact your GP soon to discuss this result, and straight away if you have symptoms of low blood sugar. If you use medicines for diabetes, contact your GP or diabetes nurse today.',
            'Neem binnenkort contact op met je huisarts om deze uitslag te bespreken, en direct als je klachten van een lage bloedsuiker hebt. Gebruik je medicijnen voor diabetes, neem dan vandaag contact op met je huisarts of diabetesverpleegkundige.',
          ),
        },
        above: {
          meaning: t(
            'Your fasting blood sugar is in the range where diabetes is possible. One measurement is not enough for a diagnosis: your GP will repeat the test.',
            'Je nuchtere bloedsuiker ligt in het gebied waarin diabetes mogelijk is. Eén meting is niet genoeg voor een diagnose: je huisarts herhaalt de test.',
          ),
          steps: [
            t(
              'Contact your GP to have your blood sugar checked again.',
              'Neem contact op met je huisarts om je bloedsuiker opnieuw te laten controleren.',
            ),
            NO_SUGARY_DRINKS,
            MORE_MOVEMENT,
          ],
          gp: t(
            `Contact your GP within a week. ${HYPERGLYCAEMIA_SIGNS.en}`,
            `Neem binnen een week contact op met je huisarts. ${HYPERGLYCAEMIA_SIGNS.nl}`,
          ),
        },
      },
    },
  },

  hba1c: {
    what: t(
      'HbA1c shows your average blood sugar over the past two to three months: sugar sticks to the haemoglobin in your red blood cells. Unlike a single glucose measurement, it does not depend on what you ate that day.',
      'HbA1c laat je gemiddelde bloedsuiker over de afgelopen twee tot drie maanden zien: suiker hecht zich aan het hemoglobine in je rode bloedcellen. Anders dan één glucosemeting hangt het niet af van wat je die dag hebt gegeten.',
    ),
    influences: t(
      'Your blood sugar over the past months, and with it your weight, exercise and diet. Anaemia, recent blood loss or a transfusion, and some hereditary haemoglobin variants can make the value less reliable.',
      'Je bloedsuiker van de afgelopen maanden, en daarmee je gewicht, beweging en voeding. Bloedarmoede, recent bloedverlies of een bloedtransfusie en sommige erfelijke hemoglobinevarianten kunnen de waarde minder betrouwbaar maken.',
    ),
    measured: t(
      'Measured in a blood sample, in mmol/mol; you do not need to be fasting for this test.',
      'Gemeten in een bloedmonster, in mmol/mol; voor deze test hoef je niet nuchter te zijn.',
    ),
    advice: {
      green: NORMAL_SUGAR,
      yellow: {
        meaning: t(
          'Your average blood sugar is raised (prediabetes). This means an increased risk of developing type 2 diabetes, but a healthier lifestyle can often bring it down.',
          'Je gemiddelde bloedsuiker is verhoogd (prediabetes). Dat betekent een verhoogde kans op diabetes type 2, maar een gezondere leefstijl kan de waarde vaak omlaag brengen.',
        ),
        steps: RAISED_SUGAR_STEPS,
        gp: t(
          'Discuss this result with your GP; they can advise when to test again, usually within a year.',
          'Bespreek deze uitslag met je huisarts; die kan adviseren wanneer je opnieuw getest wordt, meestal binnen een jaar.',
        ),
      },
      red: {
        meaning: t(
          'Your average blood sugar is in the range where diabetes is possible. One measurement is not a diagnosis: your GP will repeat the test or do further tests.',
          'Je gemiddelde bloedsuiker ligt in het gebied waarin diabetes mogelijk is. Eén meting is geen diagnose: je huisarts herhaalt de test of doet verder onderzoek.',
        ),
        steps: [
          t(
            'Make an appointment with your GP to have this checked.',
            'Maak een afspraak met je huisarts om dit te laten controleren.',
          ),
          NO_SUGARY_DRINKS,
          MORE_MOVEMENT,
        ],
        gp: t(
          `Make an appointment with your GP within one or two weeks. ${HYPERGLYCAEMIA_SIGNS.en}`,
          `Maak binnen een à twee weken een afspraak met je huisarts. ${HYPERGLYCAEMIA_SIGNS.nl}`,
        ),
      },
    },
  },
};
