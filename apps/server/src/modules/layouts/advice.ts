import { ResultColor } from '@health-passport/domain';
import type { Bands, Texts } from '../passports/index.js';

/**
 * What a result's colour means for the person, per result and colour, in plain language (B1). Only the colours
 * a result's bands can give are written; a result without its own text gets the generic sentence of its colour
 * (blocks.ts). Advice stays general: the health coach and the GP give personal advice.
 */

const { GREEN, YELLOW, ORANGE, RED } = ResultColor;
const tx = (en: string, nl: string): Texts => ({ en, nl });
type ColourTexts = Readonly<Partial<Record<ResultColor, Texts>>>;

/**
 * Systolic and diastolic carry one category, the higher of the two grades (ESC/ESH), so both cards say the same
 * about "your blood pressure".
 */
const BLOOD_PRESSURE: ColourTexts = {
  [GREEN]: tx(
    'Your blood pressure is in the normal range. Have it measured again within a few years.',
    'Je bloeddruk is normaal. Laat hem over een paar jaar opnieuw meten.',
  ),
  [YELLOW]: tx(
    'Your blood pressure is high-normal. Less salt, more exercise and less alcohol help keep it from rising.',
    'Je bloeddruk is hoog-normaal. Minder zout, meer bewegen en minder alcohol helpen voorkomen dat hij stijgt.',
  ),
  [ORANGE]: tx(
    'Your blood pressure is raised (grade 1 hypertension). Have it measured again by your GP within a few months; lifestyle changes often bring it down.',
    'Je bloeddruk is verhoogd (hypertensie graad 1). Laat hem binnen enkele maanden opnieuw meten bij je huisarts; een gezondere leefstijl brengt hem vaak omlaag.',
  ),
  [RED]: tx(
    'Your blood pressure is clearly too high. Please make an appointment with your GP soon to have it checked. Call your GP or 112 straight away if you have chest pain, shortness of breath, a severe headache, changes in your vision, or weakness or numbness on one side of your body.',
    'Je bloeddruk is duidelijk te hoog. Maak binnenkort een afspraak met je huisarts om hem te laten controleren. Bel direct je huisarts of 112 bij pijn op de borst, kortademigheid, hevige hoofdpijn, veranderingen in je zicht, of krachtverlies of een doof gevoel aan één kant van je lichaam.',
  ),
};

const LIVER: ColourTexts = {
  [GREEN]: tx('This liver value is normal.', 'Deze leverwaarde is normaal.'),
  [YELLOW]: tx(
    'This liver value is slightly raised, often from alcohol, extra weight or heavy exercise in the days before.',
    'Deze leverwaarde is licht verhoogd, vaak door alcohol, overgewicht of zware inspanning in de dagen ervoor.',
  ),
  [ORANGE]: tx(
    'This liver value is raised. Less alcohol and a healthy weight help; have it checked again by your GP.',
    'Deze leverwaarde is verhoogd. Minder alcohol en een gezond gewicht helpen; laat haar opnieuw controleren door je huisarts.',
  ),
  [RED]: tx(
    'This liver value is markedly raised. Please contact your GP soon.',
    'Deze leverwaarde is sterk verhoogd. Neem binnenkort contact op met je huisarts.',
  ),
};

const LUNGS: ColourTexts = {
  [GREEN]: tx(
    'This lung value is normal for your age, height and sex.',
    'Deze longwaarde is normaal voor je leeftijd, lengte en geslacht.',
  ),
  [YELLOW]: tx(
    'This lung value is mildly reduced. Talk to your GP if you are often short of breath.',
    'Deze longwaarde is licht verminderd. Bespreek het met je huisarts als je vaak kortademig bent.',
  ),
  [ORANGE]: tx(
    'This lung value is below the lower limit of normal. Your GP can look for the cause.',
    'Deze longwaarde ligt onder de ondergrens van normaal. Je huisarts kan de oorzaak onderzoeken.',
  ),
  [RED]: tx(
    'This lung value is severely reduced. Please contact your GP.',
    'Deze longwaarde is ernstig verminderd. Neem contact op met je huisarts.',
  ),
};

const VO2MAX: ColourTexts = {
  [GREEN]: tx(
    'Your fitness (how much oxygen your body can use) is above average for your age and sex.',
    'Je conditie (hoeveel zuurstof je lichaam kan gebruiken) is bovengemiddeld voor je leeftijd en geslacht.',
  ),
  [YELLOW]: tx(
    'Your fitness is slightly below average. Two or three sessions a week that make you breathe harder improve it within weeks.',
    'Je conditie is iets onder gemiddeld. Twee tot drie keer per week flink doorademen verbetert haar binnen enkele weken.',
  ),
  [ORANGE]: tx(
    'Your fitness is low for your age. Start gently and build up: every bit of extra exercise counts.',
    'Je conditie is laag voor je leeftijd. Begin rustig en bouw op: elke extra beweging telt.',
  ),
  [RED]: tx(
    'Your fitness is very low, which goes with a higher health risk. Your health coach can help you start safely.',
    'Je conditie is zeer laag; dat gaat samen met een hoger gezondheidsrisico. Je health coach helpt je om veilig te beginnen.',
  ),
};

/** Texts of the Dutch dietary guidelines' food groups: meeting the advice or not. */
const AT_LEAST: ColourTexts = {
  [GREEN]: tx('You meet the advice for this food group.', 'Je haalt het advies voor deze productgroep.'),
  [ORANGE]: tx(
    'You eat less of this than advised. Adding a little every day or week makes a difference.',
    'Je eet hiervan minder dan het advies. Elke dag of week een beetje meer maakt al verschil.',
  ),
};
const AT_MOST: ColourTexts = {
  [GREEN]: tx(
    'You stay within the advice for this food group.',
    'Je blijft binnen het advies voor deze productgroep.',
  ),
  [ORANGE]: tx(
    'You have more of this than advised. Swapping some of it for a healthier choice helps.',
    'Je neemt hiervan meer dan het advies. Een deel vervangen door een gezondere keuze helpt.',
  ),
};

export const RESULT_ADVICE: Readonly<Record<string, ColourTexts>> = {
  bmi: {
    [GREEN]: tx(
      'Your weight is healthy for your height. Keep the eating and exercise habits that got you here.',
      'Je gewicht past goed bij je lengte. Houd de eet- en beweeggewoonten vast die je hier brachten.',
    ),
    [YELLOW]: tx(
      'You are a little above a healthy weight. Small, lasting changes in eating and moving more can bring you back.',
      'Je zit iets boven een gezond gewicht. Kleine, blijvende veranderingen in eten en meer bewegen brengen je terug.',
    ),
    [ORANGE]: tx(
      'Your weight is outside the healthy range, which raises the risk of health problems over time. Your health coach can help you make a realistic plan.',
      'Je gewicht ligt buiten het gezonde bereik; dat verhoogt op termijn de kans op gezondheidsproblemen. Je health coach helpt je een haalbaar plan te maken.',
    ),
    [RED]: tx(
      'Your weight is far from the healthy range. Please discuss it with your health coach or GP, who can look at causes and support.',
      'Je gewicht ligt ver buiten het gezonde bereik. Bespreek dit met je health coach of huisarts; zij kijken naar oorzaken en begeleiding.',
    ),
  },
  waistCircumference: {
    [GREEN]: tx(
      'Your waist is in the low-risk range: little fat is stored around your organs.',
      'Je buikomvang valt in het lage-risicogebied: er ligt weinig vet rond je organen.',
    ),
    [YELLOW]: tx(
      'Your waist is above the healthy limit. Belly fat affects blood pressure, cholesterol and blood sugar; more exercise and less sugar and alcohol help most.',
      'Je buikomvang ligt boven de gezonde grens. Buikvet beïnvloedt bloeddruk, cholesterol en bloedsuiker; meer bewegen en minder suiker en alcohol helpen het meest.',
    ),
    [RED]: tx(
      'Your waist is well above the healthy limit, which clearly raises the risk of heart disease and diabetes. Make a plan with your health coach or GP.',
      'Je buikomvang ligt ruim boven de gezonde grens; dat verhoogt duidelijk het risico op hart- en vaatziekten en diabetes. Maak een plan met je health coach of huisarts.',
    ),
  },
  systolicBloodPressure: BLOOD_PRESSURE,
  diastolicBloodPressure: BLOOD_PRESSURE,
  totalCholesterol: {
    [GREEN]: tx(
      'Your total cholesterol is at a desirable level.',
      'Je totale cholesterol is op een gewenst niveau.',
    ),
    [YELLOW]: tx(
      'Your total cholesterol is raised. What that means depends on your LDL and HDL, shown beside it.',
      'Je totale cholesterol is verhoogd. Wat dat betekent hangt af van je LDL en HDL, die ernaast staan.',
    ),
    [RED]: tx(
      'Your total cholesterol is markedly raised. Discuss it with your GP: sometimes this runs in the family.',
      'Je totale cholesterol is sterk verhoogd. Bespreek dit met je huisarts: soms zit dit in de familie.',
    ),
  },
  ldlCholesterol: {
    [GREEN]: tx(
      'Your LDL cholesterol (the "bad" cholesterol) is on target for people at low risk; your GP can tell whether a lower target applies to you.',
      'Je LDL-cholesterol (het "slechte" cholesterol) is op streefwaarde voor mensen met een laag risico; je huisarts kan zeggen of voor jou een lagere streefwaarde geldt.',
    ),
    [YELLOW]: tx(
      'Your LDL cholesterol is above target. Less saturated fat (fatty meat, butter, cheese) and more fibre lower it.',
      'Je LDL-cholesterol ligt boven de streefwaarde. Minder verzadigd vet (vet vlees, boter, kaas) en meer vezels verlagen het.',
    ),
    [RED]: tx(
      'Your LDL cholesterol is markedly raised. Please see your GP: this level can run in the family and sometimes needs treatment.',
      'Je LDL-cholesterol is sterk verhoogd. Ga naar je huisarts: deze waarde kan erfelijk zijn en vraagt soms om behandeling.',
    ),
  },
  hdlCholesterol: {
    [GREEN]: tx(
      'Your HDL cholesterol (the "good" cholesterol) is at a healthy level.',
      'Je HDL-cholesterol (het "goede" cholesterol) is op een gezond niveau.',
    ),
    [ORANGE]: tx(
      'Your HDL cholesterol is low. Regular exercise, not smoking and losing extra weight raise it.',
      'Je HDL-cholesterol is laag. Regelmatig bewegen, niet roken en overgewicht kwijtraken verhogen het.',
    ),
  },
  triglycerides: {
    [GREEN]: tx(
      'Your triglycerides (blood fats) are normal.',
      'Je triglyceriden (bloedvetten) zijn normaal.',
    ),
    [ORANGE]: tx(
      'Your triglycerides are raised. Less sugar, fewer white-flour products and less alcohol usually lower them.',
      'Je triglyceriden zijn verhoogd. Minder suiker, minder witmeelproducten en minder alcohol verlagen ze meestal.',
    ),
    [RED]: tx(
      'Your triglycerides are very high, which can harm the pancreas. Please contact your GP.',
      'Je triglyceriden zijn zeer hoog; dat kan de alvleesklier schaden. Neem contact op met je huisarts.',
    ),
  },
  fastingGlucose: {
    [GREEN]: tx('Your fasting blood sugar is normal.', 'Je nuchtere bloedsuiker is normaal.'),
    [YELLOW]: tx(
      'Your fasting blood sugar is slightly raised (the prediabetes range). Moving more and eating fewer fast sugars can bring it back.',
      'Je nuchtere bloedsuiker is licht verhoogd (prediabetes). Meer bewegen en minder snelle suikers kunnen dat terugdraaien.',
    ),
    [ORANGE]: tx(
      'Your blood sugar is outside the normal range. Have it checked again by your GP.',
      'Je bloedsuiker ligt buiten het normale bereik. Laat hem opnieuw controleren door je huisarts.',
    ),
    [RED]: tx(
      'Your blood sugar is far outside the normal range. Please contact your GP soon.',
      'Je bloedsuiker ligt ver buiten het normale bereik. Neem binnenkort contact op met je huisarts.',
    ),
  },
  hba1c: {
    [GREEN]: tx(
      'Your HbA1c, your average blood sugar over the last months, is normal.',
      'Je HbA1c, je gemiddelde bloedsuiker van de afgelopen maanden, is normaal.',
    ),
    [YELLOW]: tx(
      'Your HbA1c is in the prediabetes range. A healthy weight, daily exercise and fewer fast sugars lower the risk of diabetes.',
      'Je HbA1c ligt in het prediabetesgebied. Een gezond gewicht, dagelijks bewegen en minder snelle suikers verlagen het risico op diabetes.',
    ),
    [RED]: tx(
      'Your HbA1c is in the diabetes range. Please see your GP to confirm it and discuss treatment.',
      'Je HbA1c ligt in het diabetesgebied. Ga naar je huisarts om dit te bevestigen en behandeling te bespreken.',
    ),
  },
  egfr: {
    [GREEN]: tx('Your kidneys filter well.', 'Je nieren filteren goed.'),
    [YELLOW]: tx(
      'Your kidney function is mildly decreased, which is common with age. Drinking enough and a normal blood pressure protect your kidneys.',
      'Je nierfunctie is licht verminderd, wat met de jaren vaak voorkomt. Voldoende drinken en een normale bloeddruk beschermen je nieren.',
    ),
    [ORANGE]: tx(
      'Your kidney function is decreased. Your GP can check whether it stays this way and what helps.',
      'Je nierfunctie is verminderd. Je huisarts kan nagaan of dit zo blijft en wat helpt.',
    ),
    [RED]: tx(
      'Your kidney function is severely decreased. Please contact your GP soon.',
      'Je nierfunctie is ernstig verminderd. Neem binnenkort contact op met je huisarts.',
    ),
  },
  alt: LIVER,
  ast: LIVER,
  ggt: LIVER,
  tsh: {
    [GREEN]: tx('Your thyroid is working normally.', 'Je schildklier werkt normaal.'),
    [ORANGE]: tx(
      'Your TSH is outside the normal range, which can mean your thyroid works too fast or too slowly. Your GP can check this with a follow-up test.',
      'Je TSH ligt buiten het normale bereik; je schildklier werkt dan mogelijk te snel of te langzaam. Je huisarts kan dit nagaan met een vervolgtest.',
    ),
    [RED]: tx(
      'Your TSH is far outside the normal range. Please contact your GP.',
      'Je TSH ligt ver buiten het normale bereik. Neem contact op met je huisarts.',
    ),
  },
  haemoglobin: {
    [GREEN]: tx(
      'Your haemoglobin is normal: your blood carries oxygen well.',
      'Je hemoglobine is normaal: je bloed vervoert zuurstof goed.',
    ),
    [YELLOW]: tx(
      'Your haemoglobin is slightly low (mild anaemia). See your GP: the cause has to be found before you take iron tablets. Look at your ferritin too.',
      'Je hemoglobine is iets laag (lichte bloedarmoede). Ga naar je huisarts: eerst moet de oorzaak gevonden worden, voordat je ijzertabletten slikt. Kijk ook naar je ferritine.',
    ),
    [ORANGE]: tx(
      'Your haemoglobin is outside the normal range. Please have it checked by your GP.',
      'Je hemoglobine ligt buiten het normale bereik. Laat dit controleren door je huisarts.',
    ),
    [RED]: tx(
      'Your haemoglobin is very low. Please contact your GP soon.',
      'Je hemoglobine is zeer laag. Neem binnenkort contact op met je huisarts.',
    ),
  },
  ferritin: {
    [GREEN]: tx('Your iron stores are well filled.', 'Je ijzervoorraad is goed gevuld.'),
    [YELLOW]: tx(
      'Your iron stores are low. Eat iron-rich food (meat, legumes, wholegrain, green vegetables) together with something that contains vitamin C.',
      'Je ijzervoorraad is laag. Eet ijzerrijke voeding (vlees, peulvruchten, volkoren, groene groenten) samen met iets met vitamine C.',
    ),
    [ORANGE]: tx(
      'Your ferritin is outside the normal range: too little or too much stored iron. Discuss it with your GP.',
      'Je ferritine ligt buiten het normale bereik: te weinig of te veel opgeslagen ijzer. Bespreek dit met je huisarts.',
    ),
  },
  vitaminD: {
    [GREEN]: tx('Your vitamin D level is sufficient.', 'Je vitamine D-gehalte is voldoende.'),
    [YELLOW]: tx(
      'Your vitamin D is somewhat low. Spend time outdoors every day; in winter many adults are advised to take 10 micrograms extra.',
      'Je vitamine D is wat laag. Ga elke dag naar buiten; in de winter wordt veel volwassenen 10 microgram extra aangeraden.',
    ),
    [ORANGE]: tx(
      'Your vitamin D is too low (deficiency). Ask your GP or pharmacist which supplement dose suits you.',
      'Je vitamine D is te laag (tekort). Vraag je huisarts of apotheker welke dosis supplement bij je past.',
    ),
  },
  vo2max: VO2MAX,
  vo2maxCycle: VO2MAX,
  fev1ZScore: LUNGS,
  fvcZScore: LUNGS,
  fev1FvcZScore: LUNGS,
  gripStrength: {
    [GREEN]: tx(
      'Your grip strength is average or above for your age: a good sign for your muscle strength overall.',
      'Je knijpkracht is gemiddeld of hoger voor je leeftijd: een goed teken voor je spierkracht in het algemeen.',
    ),
    [YELLOW]: tx(
      'Your grip strength is slightly below average. Strength training twice a week keeps your muscles strong.',
      'Je knijpkracht is iets onder gemiddeld. Twee keer per week krachttraining houdt je spieren sterk.',
    ),
    [ORANGE]: tx(
      'Your grip strength is below average for your age. Regular strength training and enough protein help.',
      'Je knijpkracht is onder gemiddeld voor je leeftijd. Regelmatig krachttraining en voldoende eiwit helpen.',
    ),
    [RED]: tx(
      'Your grip strength is low, which can point to loss of muscle. Discuss with your health coach how to build strength safely.',
      'Je knijpkracht is laag; dat kan wijzen op spierverlies. Bespreek met je health coach hoe je veilig kracht opbouwt.',
    ),
  },
  sleepDuration: {
    [GREEN]: tx('You sleep the recommended number of hours.', 'Je slaapt het aanbevolen aantal uren.'),
    [YELLOW]: tx(
      'You sleep somewhat shorter or longer than recommended. Going to bed and getting up at fixed times helps.',
      'Je slaapt wat korter of langer dan aanbevolen. Op vaste tijden naar bed gaan en opstaan helpt.',
    ),
    [RED]: tx(
      'Your sleep is far shorter or longer than recommended. If this goes on, talk to your GP.',
      'Je slaapt veel korter of langer dan aanbevolen. Als dit aanhoudt, bespreek het met je huisarts.',
    ),
  },
  sleepQuality: {
    [GREEN]: tx('You rate your sleep as good.', 'Je beoordeelt je slaap als goed.'),
    [ORANGE]: tx(
      'You rate your sleep as fairly bad. Less screen time before bed and a cool, dark bedroom can help.',
      'Je beoordeelt je slaap als tamelijk slecht. Minder schermtijd voor het slapengaan en een koele, donkere slaapkamer kunnen helpen.',
    ),
    [RED]: tx(
      'You rate your sleep as very bad. Sleeping badly for a long time is worth discussing with your GP.',
      'Je beoordeelt je slaap als zeer slecht. Langdurig slecht slapen is het bespreken waard met je huisarts.',
    ),
  },
  sleepEfficiency: {
    [GREEN]: tx(
      'You are asleep for most of the time you spend in bed.',
      'Je slaapt het grootste deel van de tijd dat je in bed ligt.',
    ),
    [YELLOW]: tx(
      'You lie awake somewhat longer than ideal. Go to bed only when sleepy and get up at the same time every day.',
      'Je ligt wat langer wakker dan ideaal. Ga pas naar bed als je slaperig bent en sta elke dag op dezelfde tijd op.',
    ),
    [ORANGE]: tx(
      'You lie awake for a large part of the night. Keep your bed for sleeping and avoid caffeine after noon.',
      'Je ligt een groot deel van de nacht wakker. Gebruik je bed alleen om te slapen en vermijd cafeïne na de middag.',
    ),
    [RED]: tx(
      'You lie awake for most of the night. Talk to your GP: sleeplessness can be treated well.',
      'Je ligt het grootste deel van de nacht wakker. Praat met je huisarts: slapeloosheid is goed te behandelen.',
    ),
  },
  physicalActivity: {
    [GREEN]: tx(
      'You meet the guideline of at least 150 minutes of moderate activity a week.',
      'Je haalt de richtlijn van minstens 150 minuten matig intensief bewegen per week.',
    ),
    [ORANGE]: tx(
      'You move less than the guideline of 150 minutes a week. Cycling or walking to work is an easy way to add minutes.',
      'Je beweegt minder dan de richtlijn van 150 minuten per week. Fietsen of lopen naar je werk is een makkelijke manier om minuten toe te voegen.',
    ),
    [RED]: tx(
      'You reported no moderate or vigorous activity. Ten minutes of brisk walking a day is a good start.',
      'Je gaf aan niet matig of intensief te bewegen. Elke dag tien minuten stevig wandelen is een goed begin.',
    ),
  },
  auditC: {
    [GREEN]: tx('Your alcohol use carries a low risk.', 'Je alcoholgebruik heeft een laag risico.'),
    [ORANGE]: tx(
      'Your drinking carries an increased health risk. The Dutch advice: preferably no alcohol, and no more than one glass a day.',
      'Je alcoholgebruik brengt een verhoogd gezondheidsrisico mee. Het advies: liever geen alcohol, en niet meer dan één glas per dag.',
    ),
    [RED]: tx(
      'Your drinking carries a high health risk. Your GP or health coach can help you cut down.',
      'Je alcoholgebruik brengt een hoog gezondheidsrisico mee. Je huisarts of health coach kan je helpen minder te drinken.',
    ),
  },
  smoking: {
    [GREEN]: tx(
      'You have never smoked: the best choice for your health.',
      'Je hebt nooit gerookt: de beste keuze voor je gezondheid.',
    ),
    [YELLOW]: tx(
      'You have stopped smoking. Your risks keep falling every year you stay smoke-free.',
      'Je bent gestopt met roken. Je risico’s dalen elk jaar dat je rookvrij blijft.',
    ),
    [RED]: tx(
      'You smoke. Stopping is the most important step for your health, and with professional support your chances of success are much higher.',
      'Je rookt. Stoppen is de belangrijkste stap voor je gezondheid, en met begeleiding is je kans van slagen veel groter.',
    ),
  },
  foodVegetables: AT_LEAST,
  foodFruit: AT_LEAST,
  foodWholeGrains: AT_LEAST,
  foodDairy: AT_LEAST,
  foodFish: AT_LEAST,
  foodLegumesNuts: AT_LEAST,
  foodRedProcessedMeat: AT_MOST,
  foodSugaryDrinks: AT_MOST,
};

/**
 * Texts for a colour above the healthy band, where it means something else than the same colour below it
 * (orange vitamin D: deficiency below, too much above).
 */
export const RESULT_ADVICE_ABOVE: Readonly<Record<string, ColourTexts>> = {
  vitaminD: {
    [ORANGE]: tx(
      'Your vitamin D is above the safe upper limit, almost always from supplements. Stop taking vitamin D supplements and see your GP.',
      'Je vitamine D ligt boven de veilige bovengrens, bijna altijd door supplementen. Stop met vitamine D-supplementen en ga naar je huisarts.',
    ),
  },
};

/** The short advice texts of a result, for the side of the healthy band its value lies on. */
export function resultAdvice(id: string, value: number, bands: Bands): ColourTexts | undefined {
  const greens = bands.colors.filter((band) => band.color === GREEN);
  const healthyEnd = greens.at(-1)?.to;
  const aboveHealthy = healthyEnd !== null && healthyEnd !== undefined && value >= healthyEnd;
  return aboveHealthy && RESULT_ADVICE_ABOVE[id]
    ? { ...RESULT_ADVICE[id], ...RESULT_ADVICE_ABOVE[id] }
    : RESULT_ADVICE[id];
}
