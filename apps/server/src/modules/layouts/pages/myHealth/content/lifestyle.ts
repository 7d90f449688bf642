import { t, type ResultContent } from './types.js';

/** Lifestyle: physical activity (WHO 2020), alcohol (AUDIT-C), smoking and sleep (NSF, PSQI). */

const REGULAR_SLEEP_TIMES = t(
  'Go to bed and get up at about the same time every day, at weekends too.',
  'Ga elke dag rond dezelfde tijd naar bed en sta rond dezelfde tijd op, ook in het weekend.',
);

const EVENING_WIND_DOWN = t(
  'Wind down in the last hour before bed: dim the lights, put screens away and avoid caffeine from the afternoon and alcohol in the evening.',
  'Kom tot rust in het laatste uur voor het slapengaan: dim het licht, leg schermen weg en vermijd cafeïne vanaf de middag en alcohol in de avond.',
);

const BEDROOM = t('Keep your bedroom dark, quiet and cool.', 'Houd je slaapkamer donker, stil en koel.');

const ONLY_IN_BED_WHEN_SLEEPY = t(
  'Only go to bed when you feel sleepy. If you lie awake for a long time, get up, do something quiet in dim light, and go back to bed when you feel sleepy.',
  'Ga pas naar bed als je slaperig bent. Lig je lang wakker, sta dan op, doe iets rustigs bij gedimd licht, en ga terug naar bed als je slaperig bent.',
);

const NO_NAPS = t(
  'Avoid long naps during the day, so that you are sleepy enough at night.',
  'Vermijd lange dutjes overdag, zodat je ’s avonds slaperig genoeg bent.',
);

const INSOMNIA_GP = t(
  'If you have slept badly on most nights for more than three months, see your GP. Cognitive behavioural therapy for insomnia (CBT-I), also available online, works better in the long run than sleeping pills.',
  'Slaap je al langer dan drie maanden de meeste nachten slecht, ga dan naar je huisarts. Cognitieve gedragstherapie bij slapeloosheid (CGT-i), ook online beschikbaar, werkt op de lange termijn beter dan slaappillen.',
);

const SLEEP_APNOEA_GP = t(
  'See your GP if you snore loudly, stop breathing for a moment during sleep (as your partner may notice), or are very sleepy during the day: these can be signs of sleep apnoea.',
  'Ga naar je huisarts als je hard snurkt, tijdens je slaap even stopt met ademen (je partner kan dat merken), of overdag erg slaperig bent: dat kunnen tekenen van slaapapneu zijn.',
);

const GOOD_SLEEP_KEEP = [
  t(
    'Keep your regular rhythm: it is the basis of good sleep.',
    'Houd je vaste ritme vast: dat is de basis van goed slapen.',
  ),
  t(
    'Protect your sleep in busy periods: sleep is often the first thing people cut back on.',
    'Bescherm je slaap in drukke periodes: slaap schiet er vaak als eerste bij in.',
  ),
];

const SLEEP_EFFICIENCY_STEPS = [ONLY_IN_BED_WHEN_SLEEPY, REGULAR_SLEEP_TIMES, NO_NAPS];

const ALCOHOL_FREE_DAYS = t(
  'Choose several alcohol-free days every week, and try alcohol-free beer or wine instead.',
  'Kies elke week een aantal dagen zonder alcohol, en probeer eens alcoholvrij bier of alcoholvrije wijn.',
);

const KEEP_TRACK_OF_DRINKS = t(
  'Keep track of how many glasses you drink for a few weeks: it often turns out to be more than you think.',
  'Houd een paar weken bij hoeveel glazen je drinkt: vaak blijkt dat meer dan je denkt.',
);

const STRENGTH_TWICE_A_WEEK = t(
  'Add muscle- and bone-strengthening activities twice a week, such as stair climbing, gym exercises or heavy gardening.',
  'Voeg twee keer per week spier- en botversterkende activiteiten toe, zoals traplopen, oefeningen in de sportschool of zwaar tuinwerk.',
);

const BREAK_UP_SITTING = t(
  'Break up long periods of sitting: stand up and move around for a moment every half hour.',
  'Onderbreek lang stilzitten: sta elk halfuur even op en loop een stukje.',
);

export const LIFESTYLE_CONTENT: Record<string, ResultContent> = {
  physicalActivity: {
    what: t(
      'Physical activity is all movement that makes your heart beat faster, such as brisk walking, cycling, sports or heavy housework. Regular activity lowers the risk of cardiovascular disease, type 2 diabetes, depression and some cancers.',
      'Bewegen is alle activiteit waarvan je hart sneller gaat kloppen, zoals stevig wandelen, fietsen, sporten of zwaar huishoudelijk werk. Regelmatig bewegen verlaagt de kans op hart- en vaatziekten, diabetes type 2, depressie en sommige vormen van kanker.',
    ),
    influences: t(
      'Your work (sitting or active), how you travel (walking and cycling count), time, energy, health problems and what you enjoy. Sitting for long periods is a separate risk, even if you exercise.',
      'Je werk (zittend of actief), hoe je reist (lopen en fietsen tellen mee), tijd, energie, gezondheidsproblemen en wat je leuk vindt. Lang stilzitten is een apart risico, ook als je sport.',
    ),
    measured: t(
      'You answered the short IPAQ questionnaire about the past seven days: on how many days and for how long you did vigorous activity, moderate activity and walking. As in the WHO guideline, vigorous minutes count double.',
      'Je hebt de korte IPAQ-vragenlijst over de afgelopen zeven dagen ingevuld: op hoeveel dagen en hoe lang je zwaar intensief bewoog, matig intensief bewoog en wandelde. Zoals in de richtlijn van de WHO tellen zwaar intensieve minuten dubbel.',
    ),
    advice: {
      green: {
        meaning: t(
          'You meet the physical activity guideline. Well done: it is one of the best things you can do for your health.',
          'Je voldoet aan de beweegrichtlijn. Goed bezig: het is een van de beste dingen die je voor je gezondheid kunt doen.',
        ),
        steps: [
          t(
            'Keep it up, and keep it varied, so that you stay motivated.',
            'Ga zo door, en houd het afwisselend, zodat je gemotiveerd blijft.',
          ),
          STRENGTH_TWICE_A_WEEK,
          BREAK_UP_SITTING,
        ],
      },
      orange: {
        meaning: t(
          'You are active, but less than the guideline advises. Every extra minute of activity brings health benefits.',
          'Je beweegt, maar minder dan de richtlijn adviseert. Elke extra minuut beweging levert gezondheidswinst op.',
        ),
        steps: [
          t(
            'Add ten minutes a day, for example by walking or cycling short trips or taking a walk at lunchtime.',
            'Voeg tien minuten per dag toe, bijvoorbeeld door korte stukken te lopen of te fietsen of in de lunchpauze een wandeling te maken.',
          ),
          t(
            'Choose activities you enjoy and can fit into your week, such as a sport with friends.',
            'Kies activiteiten die je leuk vindt en die in je week passen, zoals sporten met vrienden.',
          ),
          STRENGTH_TWICE_A_WEEK,
        ],
      },
      red: {
        meaning: t(
          'You reported no moderate or vigorous activity in the past week. Moving even a little more brings clear health benefits, and starting small is fine.',
          'Je gaf aan de afgelopen week niet matig of zwaar intensief te hebben bewogen. Al een beetje meer bewegen levert duidelijke gezondheidswinst op, en klein beginnen is prima.',
        ),
        steps: [
          t(
            'Start with a ten-minute walk every day, and make it a little longer each week.',
            'Begin met elke dag tien minuten wandelen, en maak het elke week een beetje langer.',
          ),
          BREAK_UP_SITTING,
        ],
        gp: t(
          'If health problems keep you from moving, ask your GP or a physiotherapist which activities are safe for you.',
          'Houden gezondheidsproblemen je tegen om te bewegen, vraag je huisarts of een fysiotherapeut dan welke activiteiten veilig voor je zijn.',
        ),
      },
    },
  },

  auditC: {
    what: t(
      'The AUDIT-C consists of three questions: how often you drink alcohol, how much, and how often you have six or more glasses on one occasion. The score runs from 0 to 12; a higher score means a higher risk of harm from alcohol. The Health Council of the Netherlands advises not to drink alcohol, or at least no more than one glass a day.',
      'De AUDIT-C bestaat uit drie vragen: hoe vaak je alcohol drinkt, hoeveel, en hoe vaak je zes glazen of meer bij één gelegenheid drinkt. De score loopt van 0 tot 12; een hogere score betekent een groter risico op schade door alcohol. De Gezondheidsraad adviseert geen alcohol te drinken, of in ieder geval niet meer dan één glas per dag.',
    ),
    influences: t(
      'Habits, social occasions, stress and how easily alcohol is at hand. The limit for increased risk is lower for women than for men, because alcohol affects their bodies more.',
      'Gewoonten, sociale gelegenheden, stress en hoe makkelijk alcohol voorhanden is. De grens voor een verhoogd risico ligt voor vrouwen lager dan voor mannen, omdat alcohol hun lichaam meer belast.',
    ),
    measured: t(
      'You answered the three AUDIT-C questions in the health questionnaire; each answer scores 0 to 4 points.',
      'Je hebt de drie AUDIT-C-vragen beantwoord in de gezondheidsvragenlijst; elk antwoord telt 0 tot 4 punten.',
    ),
    advice: {
      green: {
        meaning: t(
          'Your alcohol use carries a low risk.',
          'Je alcoholgebruik brengt een laag risico met zich mee.',
        ),
        steps: [
          t(
            'The less you drink, the lower the risk: keep several alcohol-free days a week, or do not drink at all.',
            'Hoe minder je drinkt, hoe lager het risico: houd elke week een aantal dagen zonder alcohol, of drink helemaal niet.',
          ),
        ],
      },
      orange: {
        meaning: t(
          'Your alcohol use carries an increased risk for your health, for example for your liver, blood pressure and sleep, and for several types of cancer.',
          'Je alcoholgebruik brengt een verhoogd risico voor je gezondheid met zich mee, bijvoorbeeld voor je lever, bloeddruk en slaap, en voor verschillende soorten kanker.',
        ),
        steps: [
          ALCOHOL_FREE_DAYS,
          KEEP_TRACK_OF_DRINKS,
          t(
            'Avoid drinking six or more glasses on one occasion.',
            'Drink nooit zes glazen of meer bij één gelegenheid.',
          ),
        ],
        gp: t(
          'If cutting down is harder than you expected, your GP can help you.',
          'Is minderen moeilijker dan je had verwacht, dan kan je huisarts je helpen.',
        ),
      },
      red: {
        meaning: t(
          'Your alcohol use carries a high risk. Scores in this range go with heavy drinking and a chance of dependence.',
          'Je alcoholgebruik brengt een hoog risico met zich mee. Scores in dit gebied gaan samen met veel drinken en een kans op afhankelijkheid.',
        ),
        steps: [
          t(
            'Talk to your GP about your drinking: together you can make a plan to cut down.',
            'Praat met je huisarts over je drinken: samen kun je een plan maken om te minderen.',
          ),
          t(
            'If you drink a lot every day, do not stop abruptly on your own: stopping suddenly can cause dangerous withdrawal symptoms.',
            'Drink je elke dag veel, stop dan niet plotseling op eigen houtje: abrupt stoppen kan gevaarlijke ontwenningsverschijnselen geven.',
          ),
          KEEP_TRACK_OF_DRINKS,
        ],
        gp: t(
          'Make an appointment with your GP to talk about your drinking; your GP can help you cut down safely and refer you to specialised help.',
          'Maak een afspraak met je huisarts om over je drinken te praten; je huisarts kan je helpen veilig te minderen en je doorverwijzen naar gespecialiseerde hulp.',
        ),
      },
    },
  },

  smoking: {
    what: t(
      'Smoking damages almost every organ in your body. It is the main preventable cause of lung cancer, COPD and cardiovascular disease, and there is no safe amount.',
      'Roken beschadigt bijna elk orgaan in je lichaam. Het is de belangrijkste vermijdbare oorzaak van longkanker, COPD en hart- en vaatziekten, en er bestaat geen veilige hoeveelheid.',
    ),
    influences: t(
      'Nicotine addiction, habits and situations such as coffee, alcohol, stress and friends who smoke. Stopping is hard, but with support your chance of success is several times higher.',
      'Nicotineverslaving, gewoonten en situaties zoals koffie, alcohol, stress en vrienden die roken. Stoppen is moeilijk, maar met begeleiding is je kans van slagen een aantal keer zo groot.',
    ),
    measured: t(
      'You answered the smoking questions in the health questionnaire: whether you smoke now, used to smoke or have never smoked.',
      'Je hebt de vragen over roken beantwoord in de gezondheidsvragenlijst: of je nu rookt, vroeger hebt gerookt of nooit hebt gerookt.',
    ),
    advice: {
      green: {
        meaning: t(
          'You have never smoked: one of the best things you can do for your health.',
          'Je hebt nooit gerookt: een van de beste dingen die je voor je gezondheid kunt doen.',
        ),
        steps: [
          t(
            'Keep it that way, and avoid places where people smoke: secondhand smoke is harmful too.',
            'Houd het zo, en vermijd plekken waar gerookt wordt: meeroken is ook schadelijk.',
          ),
        ],
      },
      yellow: {
        meaning: t(
          'You have stopped smoking: a great achievement. Your risk of cardiovascular disease and lung disease goes down year by year after stopping.',
          'Je bent gestopt met roken: een mooie prestatie. Je risico op hart- en vaatziekten en longziekten daalt elk jaar na het stoppen verder.',
        ),
        steps: [
          t(
            'Stay alert in situations in which you used to smoke, such as drinking alcohol or under stress.',
            'Blijf alert in situaties waarin je vroeger rookte, zoals bij alcohol of stress.',
          ),
          t(
            'If you are tempted, ask for help straight away: a slip is a reason to try again, not to give up.',
            'Kom je in de verleiding, vraag dan meteen om hulp: een terugval is een reden om het opnieuw te proberen, niet om op te geven.',
          ),
        ],
        gp: t(
          'See your GP if you have a cough that does not go away, cough up blood or become more short of breath.',
          'Ga naar je huisarts als je een hoest hebt die niet overgaat, bloed ophoest of kortademiger wordt.',
        ),
      },
      red: {
        meaning: t(
          'You smoke. Stopping smoking is the most important thing you can do for your health, at any age.',
          'Je rookt. Stoppen met roken is het belangrijkste wat je voor je gezondheid kunt doen, op elke leeftijd.',
        ),
        steps: [
          t(
            'Choose a quit date and tell the people around you, so that they can support you.',
            'Kies een stopdatum en vertel het de mensen om je heen, zodat zij je kunnen steunen.',
          ),
          t(
            'Use support: coaching together with nicotine replacement or stop-smoking medicines gives you the best chance. Stop-smoking programmes are covered by basic health insurance in the Netherlands.',
            'Maak gebruik van hulp: begeleiding samen met nicotinevervangers of stoppen-met-rokenmedicijnen geeft je de beste kans. Een stoppen-met-rokenprogramma wordt vergoed uit de basisverzekering.',
          ),
          t(
            'Find free information and coaching at ikstopnu.nl.',
            'Vind gratis informatie en begeleiding op ikstopnu.nl.',
          ),
        ],
        gp: t(
          'Your GP or practice nurse can guide you in stopping and prescribe aids; make an appointment when you are ready.',
          'Je huisarts of praktijkondersteuner kan je begeleiden bij het stoppen en hulpmiddelen voorschrijven; maak een afspraak als je er klaar voor bent.',
        ),
      },
    },
  },

  sleepDuration: {
    what: t(
      'How many hours you actually sleep per night. Enough sleep lets your body and brain recover; the recommended amount depends on your age, and the bar shows the range for you.',
      'Hoeveel uur je per nacht werkelijk slaapt. Genoeg slaap laat je lichaam en hersenen herstellen; hoeveel slaap wordt aanbevolen, hangt af van je leeftijd, en de balk laat het gebied voor jou zien.',
    ),
    influences: t(
      'Working hours and shifts, screens and light in the evening, caffeine and alcohol, stress, young children, pain, snoring and sleep disorders.',
      'Werktijden en diensten, schermen en licht in de avond, cafeïne en alcohol, stress, jonge kinderen, pijn, snurken en slaapstoornissen.',
    ),
    measured: t(
      'You reported how many hours you actually slept per night over the past month, a question from the Pittsburgh Sleep Quality Index.',
      'Je gaf aan hoeveel uur je de afgelopen maand per nacht werkelijk sliep, een vraag uit de Pittsburgh Sleep Quality Index.',
    ),
    advice: {
      green: {
        meaning: t(
          'You sleep the recommended number of hours for your age.',
          'Je slaapt het aanbevolen aantal uren voor je leeftijd.',
        ),
        steps: GOOD_SLEEP_KEEP,
      },
      yellow: {
        below: {
          meaning: t(
            'You sleep somewhat less than recommended for your age. A short night now and then is fine, but regularly sleeping too little affects your concentration, mood and health.',
            'Je slaapt wat minder dan aanbevolen voor je leeftijd. Af en toe een korte nacht is geen probleem, maar regelmatig te weinig slapen beïnvloedt je concentratie, stemming en gezondheid.',
          ),
          steps: [
            t(
              'Go to bed half an hour earlier, and keep your wake-up time the same.',
              'Ga een halfuur eerder naar bed, en houd je opsta-tijd gelijk.',
            ),
            EVENING_WIND_DOWN,
          ],
        },
        above: {
          meaning: t(
            'You sleep somewhat more than recommended for your age. That can suit you, but it can also be a sign of poor sleep quality or of tiredness with another cause.',
            'Je slaapt wat meer dan aanbevolen voor je leeftijd. Dat kan bij je passen, maar het kan ook een teken zijn van slecht slapen of van moeheid met een andere oorzaak.',
          ),
          steps: [
            REGULAR_SLEEP_TIMES,
            t(
              'Go outside and be active every day: daylight and exercise help your body clock.',
              'Ga elke dag naar buiten en beweeg: daglicht en beweging helpen je biologische klok.',
            ),
          ],
        },
      },
      red: {
        below: {
          meaning: t(
            'You sleep much less than recommended for your age. Sleeping too little for a long time increases the risk of overweight, type 2 diabetes, high blood pressure and low mood.',
            'Je slaapt veel minder dan aanbevolen voor je leeftijd. Lange tijd te weinig slapen vergroot de kans op overgewicht, diabetes type 2, hoge bloeddruk en somberheid.',
          ),
          steps: [
            t(
              'Make sleep a priority: plan enough time in bed, with a fixed time to go to bed and to get up.',
              'Geef slaap voorrang: plan genoeg tijd in bed, met een vaste tijd om naar bed te gaan en op te staan.',
            ),
            EVENING_WIND_DOWN,
            BEDROOM,
          ],
          gp: t(
            'See your GP if you cannot sleep longer even though you have the time, or if you are sleepy during the day.',
            'Ga naar je huisarts als je niet langer kunt slapen terwijl je er wel de tijd voor hebt, of als je overdag slaperig bent.',
          ),
        },
        above: {
          meaning: t(
            'You sleep much more than recommended for your age. Long sleep can be a sign of poor sleep quality, low mood or a health problem.',
            'Je slaapt veel meer dan aanbevolen voor je leeftijd. Lang slapen kan een teken zijn van slecht slapen, somberheid of een gezondheidsprobleem.',
          ),
          steps: [
            REGULAR_SLEEP_TIMES,
            t(
              'Go outside and be active every day: daylight and exercise help your body clock.',
              'Ga elke dag naar buiten en beweeg: daglicht en beweging helpen je biologische klok.',
            ),
          ],
          gp: t(
            'If you sleep a lot and still feel tired, or you feel low, discuss it with your GP.',
            'Slaap je veel en ben je toch moe, of voel je je somber, bespreek het dan met je huisarts.',
          ),
        },
      },
    },
  },

  sleepQuality: {
    what: t(
      'How you rate the quality of your sleep over the past month, from very good to very bad. How rested you feel matters as much as how long you sleep.',
      'Hoe je de kwaliteit van je slaap over de afgelopen maand beoordeelt, van zeer goed tot zeer slecht. Hoe uitgerust je je voelt, is net zo belangrijk als hoe lang je slaapt.',
    ),
    influences: t(
      'Stress and worrying, your bedroom (light, noise, temperature), caffeine, alcohol and heavy meals in the evening, screens, pain, snoring and sleep apnoea, and irregular hours.',
      'Stress en piekeren, je slaapkamer (licht, geluid, temperatuur), cafeïne, alcohol en zware maaltijden in de avond, schermen, pijn, snurken en slaapapneu, en onregelmatige tijden.',
    ),
    measured: t(
      'Question 6 of the Pittsburgh Sleep Quality Index: how you rate your sleep quality overall over the past month.',
      'Vraag 6 van de Pittsburgh Sleep Quality Index: hoe je de kwaliteit van je slaap over de afgelopen maand als geheel beoordeelt.',
    ),
    advice: {
      green: {
        meaning: t('You rate your sleep as good.', 'Je beoordeelt je slaap als goed.'),
        steps: GOOD_SLEEP_KEEP,
      },
      orange: {
        meaning: t(
          'You rate your sleep as fairly bad. Poor sleep affects your energy, mood and concentration, and it can usually be improved.',
          'Je beoordeelt je slaap als redelijk slecht. Slecht slapen beïnvloedt je energie, stemming en concentratie, en het is meestal te verbeteren.',
        ),
        steps: [REGULAR_SLEEP_TIMES, EVENING_WIND_DOWN, BEDROOM],
        gp: INSOMNIA_GP,
      },
      red: {
        meaning: t(
          'You rate your sleep as very bad. Sleeping badly for a long time harms your physical and mental health, and it can usually be improved.',
          'Je beoordeelt je slaap als zeer slecht. Lange tijd slecht slapen schaadt je lichamelijke en geestelijke gezondheid, en het is meestal te verbeteren.',
        ),
        steps: [REGULAR_SLEEP_TIMES, EVENING_WIND_DOWN, ONLY_IN_BED_WHEN_SLEEPY],
        gp: t(`${INSOMNIA_GP.en} ${SLEEP_APNOEA_GP.en}`, `${INSOMNIA_GP.nl} ${SLEEP_APNOEA_GP.nl}`),
      },
    },
  },

  sleepEfficiency: {
    what: t(
      'Sleep efficiency is the share of your time in bed that you are actually asleep. A low efficiency means you lie awake a lot, before falling asleep or during the night.',
      'Slaapefficiëntie is het deel van je tijd in bed dat je werkelijk slaapt. Een lage efficiëntie betekent dat je veel wakker ligt, voor het inslapen of ’s nachts.',
    ),
    influences: t(
      'Going to bed too early or staying in bed too long, worrying, caffeine and alcohol, naps during the day and irregular hours.',
      'Te vroeg naar bed gaan of te lang in bed blijven, piekeren, cafeïne en alcohol, dutjes overdag en onregelmatige tijden.',
    ),
    measured: t(
      'Calculated from your answers: the hours you actually sleep divided by the time between going to bed and getting up.',
      'Berekend uit je antwoorden: de uren die je werkelijk slaapt gedeeld door de tijd tussen naar bed gaan en opstaan.',
    ),
    advice: {
      green: {
        meaning: t(
          'You are asleep for most of the time you spend in bed.',
          'Je slaapt het grootste deel van de tijd dat je in bed ligt.',
        ),
        steps: GOOD_SLEEP_KEEP,
      },
      yellow: {
        meaning: t(
          'You lie awake somewhat longer than ideal during your time in bed.',
          'Je ligt wat langer wakker in bed dan ideaal is.',
        ),
        steps: SLEEP_EFFICIENCY_STEPS,
      },
      orange: {
        meaning: t(
          'You lie awake for a large part of your time in bed. That makes your sleep less restful.',
          'Je ligt een groot deel van je tijd in bed wakker. Daardoor is je slaap minder herstellend.',
        ),
        steps: [...SLEEP_EFFICIENCY_STEPS, EVENING_WIND_DOWN],
        gp: INSOMNIA_GP,
      },
      red: {
        meaning: t(
          'You lie awake for a very large part of your time in bed. This is a common pattern in long-lasting sleep problems, and there is effective help for it.',
          'Je ligt een heel groot deel van je tijd in bed wakker. Dat patroon komt veel voor bij langdurige slaapproblemen, en daar is goede hulp voor.',
        ),
        steps: [...SLEEP_EFFICIENCY_STEPS, EVENING_WIND_DOWN],
        gp: INSOMNIA_GP,
      },
    },
  },
};
