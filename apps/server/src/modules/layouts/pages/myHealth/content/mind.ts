import { t, type ResultContent } from './types.js';

/**
 * Mind: WHO-5 wellbeing, PSS-10 stress, BRS resilience and UWES-9 work engagement. These are screening
 * questionnaires: the texts describe what a score suggests and never name a diagnosis.
 */

const CRISIS_LINE = t(
  'If you have thoughts of ending your life, call 113 or 0800-0113 (free, day and night), or call your GP or 112 straight away.',
  'Heb je gedachten aan zelfdoding, bel dan 113 of 0800-0113 (gratis, dag en nacht), of bel direct je huisarts of 112.',
);

const TALK_TO_SOMEONE = t(
  'Talk about how you feel with someone you trust, so you do not have to carry it alone.',
  'Praat over hoe je je voelt met iemand die je vertrouwt, zodat je het niet alleen hoeft te dragen.',
);

const DAILY_MOVEMENT = t(
  'Move every day, preferably outdoors: a 30-minute walk already lifts your mood and lowers tension.',
  'Beweeg elke dag, het liefst buiten: een wandeling van 30 minuten verbetert je stemming al en vermindert spanning.',
);

const RECOVERY_AFTER_WORK = t(
  'Make sure you recover after work with enough sleep, exercise and time for yourself.',
  'Zorg dat je na je werk herstelt met genoeg slaap, beweging en tijd voor jezelf.',
);

export const MIND_CONTENT: Record<string, ResultContent> = {
  who5: {
    what: t(
      'The WHO-5 is a short questionnaire of five questions about how you felt over the past two weeks: cheerful, calm, active, rested and interested in daily life. The score runs from 0 to 100; a higher score means better wellbeing.',
      'De WHO-5 is een korte vragenlijst van vijf vragen over hoe je je de afgelopen twee weken voelde: opgewekt, rustig, actief, uitgerust en geïnteresseerd in het dagelijks leven. De score loopt van 0 tot 100; een hogere score betekent een beter welzijn.',
    ),
    influences: t(
      'Sleep, physical activity, social contact, work pressure, money worries, illness and big life events all affect how you feel. A difficult period shows in the score, and so does recovery.',
      'Slaap, beweging, sociale contacten, werkdruk, geldzorgen, ziekte en grote gebeurtenissen in je leven beïnvloeden allemaal hoe je je voelt. Een moeilijke periode zie je terug in de score, en herstel ook.',
    ),
    measured: t(
      'You answered the five WHO-5 questions in the health questionnaire, each from "at no time" (0) to "all of the time" (5). The total is multiplied by 4, which gives a score from 0 to 100. It is a screening questionnaire, not a diagnosis.',
      'Je hebt de vijf WHO-5-vragen beantwoord in de gezondheidsvragenlijst, elk van "op geen enkel moment" (0) tot "de hele tijd" (5). Het totaal maal 4 geeft een score van 0 tot 100. Het is een screeningsvragenlijst, geen diagnose.',
    ),
    advice: {
      green: {
        meaning: t(
          'Your answers point to good wellbeing: over the past two weeks you mostly felt cheerful, rested and interested in daily life.',
          'Je antwoorden wijzen op een goed welzijn: de afgelopen twee weken voelde je je meestal opgewekt, uitgerust en geïnteresseerd in het dagelijks leven.',
        ),
        steps: [
          t(
            'Keep doing what gives you energy: time with people you like, activities you enjoy, enough sleep and exercise.',
            'Blijf doen wat je energie geeft: tijd met mensen die je graag ziet, dingen die je leuk vindt, genoeg slaap en beweging.',
          ),
          t(
            'Notice early signs that you feel less well, such as sleeping badly or losing interest, and give yourself room to recover in time.',
            'Let op vroege signalen dat het minder gaat, zoals slecht slapen of nergens zin in hebben, en neem op tijd ruimte om te herstellen.',
          ),
        ],
      },
      orange: {
        meaning: t(
          'Your wellbeing was low over the past two weeks. That happens to many people in a busy or difficult period, and it deserves your attention.',
          'Je welzijn was de afgelopen twee weken laag. Dat overkomt veel mensen in een drukke of moeilijke periode, en het verdient je aandacht.',
        ),
        steps: [
          t(
            'Plan something every day that you enjoy or that gives you a sense of achievement, however small.',
            'Plan elke dag iets wat je leuk vindt of wat je voldoening geeft, hoe klein ook.',
          ),
          DAILY_MOVEMENT,
          TALK_TO_SOMEONE,
        ],
        gp: t(
          'If you feel low or lose interest in things for more than two weeks, or if it gets worse, make an appointment with your GP.',
          'Voel je je langer dan twee weken somber of heb je nergens meer zin in, of wordt het erger, maak dan een afspraak met je huisarts.',
        ),
      },
      red: {
        meaning: t(
          'Your score is very low. Scores in this range are often seen in people with depressive symptoms. A questionnaire cannot make a diagnosis, but this is an important signal to take seriously.',
          'Je score is zeer laag. Scores in dit gebied zie je vaak bij mensen met depressieve klachten. Een vragenlijst kan geen diagnose stellen, maar dit is een belangrijk signaal om serieus te nemen.',
        ),
        steps: [
          t(
            'Make an appointment with your GP in the coming days to talk about how you feel.',
            'Maak in de komende dagen een afspraak met je huisarts om te praten over hoe je je voelt.',
          ),
          TALK_TO_SOMEONE,
          t(
            'Keep a simple daily rhythm: get up at the same time, eat regularly and go outside every day.',
            'Houd een eenvoudig dagritme aan: sta op hetzelfde tijdstip op, eet regelmatig en ga elke dag naar buiten.',
          ),
        ],
        gp: t(`See your GP soon. ${CRISIS_LINE.en}`, `Ga binnenkort naar je huisarts. ${CRISIS_LINE.nl}`),
      },
    },
  },

  pss10: {
    what: t(
      'The Perceived Stress Scale (PSS-10) measures how unpredictable, uncontrollable and overloaded you found your life in the past month. The score runs from 0 to 40; a higher score means more stress.',
      'De Ervaren Stress Schaal (PSS-10) meet hoe onvoorspelbaar, onbeheersbaar en overvol je je leven de afgelopen maand vond. De score loopt van 0 tot 40; een hogere score betekent meer stress.',
    ),
    influences: t(
      'Work pressure, caring for others, conflicts, money worries, health problems and changes such as moving house or a new job raise stress. Sleep, exercise, support from others and time to relax help you cope with it.',
      'Werkdruk, zorg voor anderen, conflicten, geldzorgen, gezondheidsproblemen en veranderingen zoals een verhuizing of een nieuwe baan verhogen stress. Slaap, beweging, steun van anderen en tijd om te ontspannen helpen je ermee om te gaan.',
    ),
    measured: t(
      'You answered ten questions about the past month, each from "never" (0) to "very often" (4). Four positively worded questions count in reverse, and the answers are added up.',
      'Je hebt tien vragen over de afgelopen maand beantwoord, elk van "nooit" (0) tot "heel vaak" (4). Vier positief geformuleerde vragen tellen omgekeerd mee, en de antwoorden worden opgeteld.',
    ),
    advice: {
      green: {
        meaning: t(
          'You experience little stress: you mostly feel able to handle what comes your way.',
          'Je ervaart weinig stress: je hebt meestal het gevoel dat je aankunt wat er op je afkomt.',
        ),
        steps: [
          t(
            'Keep the habits that help you stay balanced, such as regular breaks, exercise and enough sleep.',
            'Houd de gewoonten vast die je in balans houden, zoals regelmatig pauzeren, bewegen en genoeg slapen.',
          ),
          t(
            'In busy periods, plan time to recover as deliberately as you plan your work.',
            'Plan in drukke periodes hersteltijd net zo bewust in als je werk.',
          ),
        ],
      },
      orange: {
        meaning: t(
          'You experience a moderate amount of stress. Short periods of stress are normal, but when stress lasts it can affect your sleep, mood and health.',
          'Je ervaart een matige hoeveelheid stress. Korte periodes van stress zijn normaal, maar als stress aanhoudt, kan die je slaap, stemming en gezondheid beïnvloeden.',
        ),
        steps: [
          t(
            'Write down what causes your stress, and choose one thing you can change or let go of.',
            'Schrijf op waar je stress door krijgt, en kies één ding dat je kunt veranderen of loslaten.',
          ),
          t(
            'Build moments of recovery into every day: a walk, a short breathing exercise or a hobby.',
            'Bouw elke dag momenten van herstel in: een wandeling, een korte ademhalingsoefening of een hobby.',
          ),
          t(
            'Protect your sleep: go to bed at regular times and put screens away in the last hour before bed.',
            'Bescherm je slaap: ga op vaste tijden naar bed en leg schermen weg in het laatste uur voor het slapengaan.',
          ),
        ],
        gp: t(
          'If stress keeps you from sleeping or functioning for several weeks, talk to your GP or, for work-related stress, your company doctor.',
          'Houdt stress je al weken uit je slaap of belemmert het je functioneren, praat dan met je huisarts of, bij stress door je werk, met de bedrijfsarts.',
        ),
      },
      red: {
        meaning: t(
          'You experience a lot of stress. Long-lasting high stress increases the risk of exhaustion, sleep problems and physical complaints, so it is important to act now.',
          'Je ervaart veel stress. Langdurig veel stress vergroot de kans op uitputting, slaapproblemen en lichamelijke klachten, dus het is belangrijk om nu in actie te komen.',
        ),
        steps: [
          t(
            'Tell someone you trust what is weighing on you, and ask for concrete help.',
            'Vertel iemand die je vertrouwt wat er op je drukt, en vraag om concrete hulp.',
          ),
          t(
            'Lighten your load where you can: say no to new tasks and discuss your workload with your manager.',
            'Verlicht je last waar het kan: zeg nee tegen nieuwe taken en bespreek je werkdruk met je leidinggevende.',
          ),
          t(
            'Make time every day for physical activity and relaxation, even if it is only fifteen minutes.',
            'Maak elke dag tijd voor beweging en ontspanning, al is het maar een kwartier.',
          ),
        ],
        gp: t(
          'Make an appointment with your GP if you have had a lot of stress for some time, sleep badly or feel exhausted; for work-related stress your company doctor can help too.',
          'Maak een afspraak met je huisarts als je al een tijd veel stress hebt, slecht slaapt of je uitgeput voelt; bij stress door je werk kan ook de bedrijfsarts helpen.',
        ),
      },
    },
  },

  brs: {
    what: t(
      'The Brief Resilience Scale measures how quickly you bounce back after stress or setbacks. The score runs from 1 to 5; a higher score means more resilience.',
      'De Brief Resilience Scale meet hoe snel je herstelt na stress of tegenslag. De score loopt van 1 tot 5; een hogere score betekent meer veerkracht.',
    ),
    influences: t(
      'Resilience grows with support from the people around you, a healthy daily rhythm, experience of getting through hard times and a realistic but hopeful outlook. Long-lasting stress, illness and loneliness can lower it.',
      'Veerkracht groeit met steun van de mensen om je heen, een gezond dagritme, ervaring met het doorstaan van moeilijke tijden en een realistische maar hoopvolle blik. Langdurige stress, ziekte en eenzaamheid kunnen haar verlagen.',
    ),
    measured: t(
      'You rated six statements from "strongly disagree" (1) to "strongly agree" (5). Three negatively worded statements count in reverse, and your score is the average.',
      'Je hebt zes stellingen beoordeeld van "helemaal mee oneens" (1) tot "helemaal mee eens" (5). Drie negatief geformuleerde stellingen tellen omgekeerd mee, en je score is het gemiddelde.',
    ),
    advice: {
      green: {
        meaning: t(
          'You recover well after difficult moments: setbacks do not keep you down for long.',
          'Je herstelt goed na moeilijke momenten: tegenslag houdt je niet lang uit het veld.',
        ),
        steps: [
          t(
            'Keep investing in what makes you strong: the people around you, your daily rhythm and activities that give you energy.',
            'Blijf investeren in wat je sterk maakt: de mensen om je heen, je dagritme en bezigheden die je energie geven.',
          ),
          t(
            'Remember what helps you through hard times, so you can fall back on it when you need it.',
            'Onthoud wat je door moeilijke tijden helpt, zodat je erop kunt terugvallen als het nodig is.',
          ),
        ],
      },
      orange: {
        meaning: t(
          'Your resilience is low: it takes you longer to recover after stress or setbacks. Resilience is not a fixed trait, and you can strengthen it.',
          'Je veerkracht is laag: het kost je meer tijd om te herstellen na stress of tegenslag. Veerkracht is geen vaste eigenschap, en je kunt haar versterken.',
        ),
        steps: [
          t(
            'Stay in touch with people you trust, and let them know when things are hard.',
            'Houd contact met mensen die je vertrouwt, en laat het ze weten als het moeilijk is.',
          ),
          t(
            'Look back on a difficult period you got through: what helped you then, and can you use it again?',
            'Kijk terug op een moeilijke periode waar je doorheen bent gekomen: wat hielp je toen, en kun je dat opnieuw gebruiken?',
          ),
          t(
            'Look after the basics: regular sleep, daily physical activity and moments of rest.',
            'Zorg goed voor de basis: regelmatig slapen, dagelijks bewegen en momenten van rust.',
          ),
        ],
        gp: t(
          'If you cannot get over setbacks for a long time, or you feel low or anxious, talk to your GP; a psychologist or coach can help you build resilience.',
          'Kom je tegenslagen lange tijd niet te boven, of voel je je somber of angstig, praat dan met je huisarts; een psycholoog of coach kan je helpen veerkracht op te bouwen.',
        ),
      },
    },
  },

  uwes9: {
    what: t(
      'Work engagement is a positive state at work: feeling energetic (vigour), being enthusiastic about your work (dedication) and being absorbed in it (absorption). The score runs from 0 to 6; a higher score means more engagement.',
      'Bevlogenheid is een positieve toestand op het werk: je energiek voelen (vitaliteit), enthousiast zijn over je werk (toewijding) en erin opgaan (absorptie). De score loopt van 0 tot 6; een hogere score betekent meer bevlogenheid.',
    ),
    influences: t(
      'Autonomy, variety, support from colleagues and your manager, feedback and chances to learn raise engagement. A high workload without recovery, conflicts and unclear expectations lower it.',
      "Autonomie, afwisseling, steun van collega's en je leidinggevende, feedback en kansen om te leren verhogen bevlogenheid. Hoge werkdruk zonder herstel, conflicten en onduidelijke verwachtingen verlagen haar.",
    ),
    measured: t(
      'If you have paid work, you answered the nine questions of the Utrecht Work Engagement Scale (UWES-9), each from "never" (0) to "always, every day" (6). Your score is the average.',
      'Als je betaald werk hebt, heb je de negen vragen van de Utrechtse Bevlogenheidsschaal (UWES-9) beantwoord, elk van "nooit" (0) tot "altijd, dagelijks" (6). Je score is het gemiddelde.',
    ),
    missing: t(
      'Work engagement is only scored for people in paid work, and it was not measured in your passport.',
      'Bevlogenheid wordt alleen gescoord bij mensen met betaald werk, en is in jouw paspoort niet gemeten.',
    ),
    advice: {
      green: {
        meaning: t(
          'You feel engaged at work: you usually have energy for your work, find it meaningful and get absorbed in it.',
          'Je bent bevlogen in je werk: je hebt meestal energie voor je werk, vindt het zinvol en gaat erin op.',
        ),
        steps: [
          t(
            'Notice which tasks give you energy, and discuss with your manager how to keep them in your work.',
            'Let op welke taken je energie geven, en bespreek met je leidinggevende hoe je die in je werk houdt.',
          ),
          t(
            'Keep a healthy balance: engagement also needs recovery after work.',
            'Bewaak een gezonde balans: ook bevlogenheid vraagt om herstel na het werk.',
          ),
        ],
      },
      orange: {
        meaning: t(
          'Your work engagement is low: your work gives you less energy and satisfaction than it could.',
          'Je bevlogenheid is laag: je werk geeft je minder energie en voldoening dan zou kunnen.',
        ),
        steps: [
          t(
            'Write down which tasks cost you energy and which give you energy.',
            'Schrijf op welke taken je energie kosten en welke je energie geven.',
          ),
          t(
            'Discuss with your manager what could make your work more varied or meaningful, such as new tasks, training or more say in how you work.',
            'Bespreek met je leidinggevende wat je werk afwisselender of zinvoller kan maken, zoals nieuwe taken, een opleiding of meer zeggenschap over hoe je werkt.',
          ),
          RECOVERY_AFTER_WORK,
        ],
        gp: t(
          'If you also feel exhausted, cynical about your work or unable to switch off, talk to your company doctor or GP.',
          'Voel je je daarbij ook uitgeput of cynisch over je werk, of kun je niet meer ontspannen, praat dan met de bedrijfsarts of je huisarts.',
        ),
      },
      red: {
        meaning: t(
          'Your work engagement is very low: your work gives you little energy or satisfaction. This can be a sign that your work and what you need are out of balance.',
          'Je bevlogenheid is zeer laag: je werk geeft je weinig energie of voldoening. Dat kan een teken zijn dat je werk en wat jij nodig hebt uit balans zijn.',
        ),
        steps: [
          t(
            'Plan a conversation with your manager about your work, your workload and what you need.',
            'Plan een gesprek met je leidinggevende over je werk, je werkdruk en wat je nodig hebt.',
          ),
          t(
            'Think about what you used to enjoy in your work, and what has changed since then.',
            'Denk na over wat je vroeger leuk vond aan je werk, en wat er sindsdien is veranderd.',
          ),
          RECOVERY_AFTER_WORK,
        ],
        gp: t(
          'Make an appointment with your company doctor or GP, especially if you feel exhausted, sleep badly or dread going to work.',
          'Maak een afspraak met de bedrijfsarts of je huisarts, zeker als je je uitgeput voelt, slecht slaapt of opziet tegen je werk.',
        ),
      },
    },
  },
};
