import { IndicatorType } from '@health-passport/domain';
import { t } from './content/index.js';
import { slot, type SubsystemPage } from './subsystemPage.js';

const GOOD_TO_KNOW = t('Good to know', 'Goed om te weten');

/** A banded measured value: a colour bar with the person's thresholds. */
const bar = (...ids: [string, ...string[]]) => slot(IndicatorType.ColorBarIndicator, ids);

/** Body: measurements and blood values, each a colour bar. */
export const BODY_PAGES: readonly SubsystemPage[] = [
  {
    page: 'body-metabolic',
    intro: t(
      'Your metabolism turns food into energy. Your weight, belly fat and blood sugar together show how well it works, and they are early signals of the risk of type 2 diabetes and cardiovascular disease.',
      'Je stofwisseling zet voeding om in energie. Je gewicht, buikvet en bloedsuiker laten samen zien hoe goed die werkt, en ze zijn vroege signalen van het risico op diabetes type 2 en hart- en vaatziekten.',
    ),
    results: [bar('bmi'), bar('waistCircumference'), bar('fastingGlucose'), bar('hba1c')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Type 2 diabetes develops slowly and often without symptoms. A raised blood sugar can often be brought back to normal with more exercise, healthier food and, if needed, losing some weight.',
        'Diabetes type 2 ontstaat langzaam en vaak zonder klachten. Een verhoogde bloedsuiker is vaak weer normaal te krijgen met meer beweging, gezonder eten en zo nodig wat afvallen.',
      ),
    },
    related: ['body-cardiometabolic', 'body-heart', 'lifestyle-nutrition', 'lifestyle-activity'],
  },
  {
    page: 'body-heart',
    intro: t(
      'Your heart pumps blood through your body about 100,000 times a day. Blood pressure is the force of that blood against the walls of your arteries. High blood pressure rarely causes symptoms, but over the years it strains your heart and blood vessels.',
      'Je hart pompt ongeveer 100.000 keer per dag bloed door je lichaam. Bloeddruk is de kracht van dat bloed tegen de wanden van je slagaders. Hoge bloeddruk geeft zelden klachten, maar belast in de loop der jaren je hart en bloedvaten.',
    ),
    results: [bar('systolicBloodPressure'), bar('diastolicBloodPressure')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Blood pressure varies from moment to moment. One high reading is no reason for alarm, but it is a reason to measure again. If you measure at home, use a validated upper-arm monitor, sit quietly for five minutes first and take two readings.',
        'Je bloeddruk wisselt van moment tot moment. Eén hoge meting is geen reden voor paniek, maar wel een reden om opnieuw te meten. Meet je thuis, gebruik dan een gevalideerde bovenarmmeter, zit eerst vijf minuten rustig en meet twee keer.',
      ),
    },
    related: ['body-cardiometabolic', 'body-cardiopulmonary', 'body-kidney', 'lifestyle-health-behaviour'],
  },
  {
    page: 'body-liver',
    intro: t(
      'Your liver processes nutrients, stores energy, breaks down alcohol and medicines and makes bile. Liver enzymes in your blood show whether your liver cells are under strain, often long before you would notice anything.',
      'Je lever verwerkt voedingsstoffen, slaat energie op, breekt alcohol en medicijnen af en maakt gal. Leverenzymen in je bloed laten zien of je levercellen belast worden, vaak lang voordat je er iets van merkt.',
    ),
    results: [bar('alt'), bar('ast'), bar('ggt')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'The most common cause of raised liver values is fat in the liver, often together with overweight. Losing weight, exercising and drinking less alcohol can lower liver enzymes within months.',
        'De meest voorkomende oorzaak van verhoogde leverwaarden is vet in de lever, vaak samen met overgewicht. Afvallen, bewegen en minder alcohol drinken kunnen de leverenzymen binnen een paar maanden verlagen.',
      ),
    },
    related: ['body-metabolic', 'lifestyle-health-behaviour', 'lifestyle-nutrition', 'body-cardiometabolic'],
  },
  {
    page: 'body-kidney',
    intro: t(
      'Your kidneys filter waste products and excess fluid from your blood, help regulate your blood pressure and keep your bones strong. Kidney function declines slowly with age; high blood pressure and diabetes can speed that up.',
      'Je nieren filteren afvalstoffen en overtollig vocht uit je bloed, helpen je bloeddruk te regelen en houden je botten sterk. De nierfunctie neemt met de jaren langzaam af; hoge bloeddruk en diabetes kunnen dat versnellen.',
    ),
    results: [bar('egfr')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Kidney problems rarely cause symptoms until late. That is why it matters to keep your blood pressure and blood sugar healthy, and to be careful with painkillers such as ibuprofen.',
        'Nierproblemen geven pas laat klachten. Daarom is het belangrijk je bloeddruk en bloedsuiker gezond te houden, en voorzichtig te zijn met pijnstillers zoals ibuprofen.',
      ),
    },
    related: ['body-heart', 'body-metabolic', 'body-blood'],
  },
  {
    page: 'body-blood',
    intro: t(
      'Your blood carries oxygen and nutrients to every part of your body. Haemoglobin shows how well your blood can carry oxygen, ferritin shows your iron reserves, and vitamin D is important for your bones, muscles and immune system.',
      'Je bloed brengt zuurstof en voedingsstoffen naar elk deel van je lichaam. Hemoglobine laat zien hoe goed je bloed zuurstof kan vervoeren, ferritine laat je ijzervoorraad zien, en vitamine D is belangrijk voor je botten, spieren en afweer.',
    ),
    results: [bar('haemoglobin'), bar('ferritin'), bar('vitaminD')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Tiredness has many causes. A low haemoglobin or low iron can explain it, but do not start iron supplements without a blood test: too much iron is harmful too.',
        'Moeheid heeft veel oorzaken. Een laag hemoglobine of weinig ijzer kan het verklaren, maar begin niet met ijzertabletten zonder bloedonderzoek: te veel ijzer is ook schadelijk.',
      ),
    },
    related: ['body-bone-and-muscle', 'lifestyle-nutrition', 'body-liver', 'body-thyroid'],
  },
  {
    page: 'body-bone-and-muscle',
    intro: t(
      'Strong muscles and bones keep you mobile and independent and protect you against falls and fractures. From around the age of thirty, muscle mass slowly declines unless you train it; vitamin D helps keep your bones strong.',
      'Sterke spieren en botten houden je mobiel en zelfstandig en beschermen je tegen vallen en botbreuken. Vanaf ongeveer je dertigste neemt je spiermassa langzaam af als je die niet traint; vitamine D helpt je botten sterk te houden.',
    ),
    results: [bar('gripStrength'), bar('vitaminD')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'It is never too late to build muscle: people in their seventies and eighties also get stronger with regular strength training. Combine it with enough protein and vitamin D.',
        'Het is nooit te laat om spieren op te bouwen: ook zeventigers en tachtigers worden sterker met regelmatige krachttraining. Combineer het met genoeg eiwit en vitamine D.',
      ),
    },
    related: ['lifestyle-activity', 'lifestyle-performance', 'body-blood', 'lifestyle-nutrition'],
  },
  {
    page: 'body-thyroid',
    intro: t(
      'Your thyroid is a small gland in your neck. Its hormones set the pace of your metabolism: they affect your energy, weight, heart rate, body temperature and mood.',
      'Je schildklier is een kleine klier in je hals. De hormonen ervan bepalen het tempo van je stofwisseling: ze beïnvloeden je energie, gewicht, hartslag, lichaamstemperatuur en stemming.',
    ),
    results: [bar('tsh')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Symptoms of a thyroid that works too slowly or too fast are often vague, such as tiredness, feeling cold or restlessness. A blood test shows what is going on, and thyroid conditions can usually be treated well.',
        'Klachten van een schildklier die te langzaam of te snel werkt, zijn vaak vaag, zoals moeheid, het snel koud hebben of onrust. Bloedonderzoek laat zien wat er aan de hand is, en schildklieraandoeningen zijn meestal goed te behandelen.',
      ),
    },
    related: ['body-metabolic', 'body-heart', 'body-blood', 'mind-wellbeing'],
  },
  {
    page: 'body-cardiometabolic',
    intro: t(
      'Cholesterol and triglycerides are fats in your blood. Your body needs them, but too much can build up in the walls of your arteries. Together with your blood pressure, blood sugar and smoking, they determine your risk of a heart attack or stroke.',
      'Cholesterol en triglyceriden zijn vetten in je bloed. Je lichaam heeft ze nodig, maar te veel kan zich ophopen in de wanden van je slagaders. Samen met je bloeddruk, bloedsuiker en roken bepalen ze je risico op een hartinfarct of beroerte.',
    ),
    results: [bar('totalCholesterol'), bar('ldlCholesterol'), bar('hdlCholesterol'), bar('triglycerides')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Your GP estimates your risk of cardiovascular disease from several values together: age, sex, blood pressure, cholesterol and smoking. One raised value does not mean you need medicines.',
        'Je huisarts schat je risico op hart- en vaatziekten in op basis van meerdere waarden samen: leeftijd, geslacht, bloeddruk, cholesterol en roken. Eén verhoogde waarde betekent niet dat je medicijnen nodig hebt.',
      ),
    },
    related: ['body-metabolic', 'body-heart', 'lifestyle-nutrition', 'lifestyle-activity'],
  },
  {
    page: 'body-cardiopulmonary',
    intro: t(
      'Your heart, lungs and muscles work together to get oxygen where it is needed. Your VO2max shows how fit you are, and the lung function test shows how well air flows in and out of your lungs.',
      'Je hart, longen en spieren werken samen om zuurstof te brengen waar die nodig is. Je VO2max laat zien hoe fit je bent, en de longfunctietest laat zien hoe goed lucht je longen in- en uitstroomt.',
    ),
    results: [bar('vo2max', 'vo2maxCycle'), bar('fev1FvcZScore'), bar('fev1ZScore'), bar('fvcZScore')],
    goodToKnow: {
      title: GOOD_TO_KNOW,
      text: t(
        'Fitness is one of the strongest predictors of a long and healthy life, and it responds quickly to training. Your lungs, on the other hand, are best protected by not smoking.',
        'Conditie is een van de sterkste voorspellers van een lang en gezond leven, en reageert snel op training. Je longen bescherm je vooral door niet te roken.',
      ),
    },
    related: ['lifestyle-performance', 'lifestyle-activity', 'body-heart', 'lifestyle-health-behaviour'],
  },
];
