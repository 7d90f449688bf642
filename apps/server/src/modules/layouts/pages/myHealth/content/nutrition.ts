import { t, type ColourAdvice, type ResultContent } from './types.js';

/** Nutrition: each food group of the food frequency questions against the Dutch dietary guidelines 2015. */

/** One food group: its questionnaire key (for the advised amount), result id and icon. */
export interface FoodGroupEntry {
  /** dataKey of the question, as in the questionnaire's FOOD_GROUPS. */
  key: string;
  /** Result id in the reference table. */
  id: string;
  icon: string;
}

/** The food groups in the order the grid shows them: first what to eat enough of, then what to limit. */
export const FOOD_GROUP_ENTRIES: readonly FoodGroupEntry[] = [
  { key: 'Food_Vegetables', id: 'foodVegetables', icon: 'vegetables.svg' },
  { key: 'Food_Fruit', id: 'foodFruit', icon: 'fruit.svg' },
  { key: 'Food_WholeGrains', id: 'foodWholeGrains', icon: 'wholegrain.svg' },
  { key: 'Food_Dairy', id: 'foodDairy', icon: 'dairy.svg' },
  { key: 'Food_Fish', id: 'foodFish', icon: 'fish.svg' },
  { key: 'Food_LegumesNuts', id: 'foodLegumesNuts', icon: 'legumes.svg' },
  { key: 'Food_RedProcessedMeat', id: 'foodRedProcessedMeat', icon: 'red-meat.svg' },
  { key: 'Food_SugaryDrinks', id: 'foodSugaryDrinks', icon: 'sugary-drinks.svg' },
];

/** What the nutrition page explains about the food groups as a whole. */
export const NUTRITION_ABOUT: Pick<ResultContent, 'what' | 'influences' | 'measured'> = {
  what: t(
    'A healthy diet is built from food groups: plenty of vegetables, fruit, wholegrain products, legumes and nuts, some dairy and fish, and little red and processed meat and sugary drinks. Eating this way lowers the risk of cardiovascular disease, type 2 diabetes, bowel cancer and depression.',
    'Een gezond voedingspatroon is opgebouwd uit productgroepen: veel groente, fruit, volkorenproducten, peulvruchten en noten, wat zuivel en vis, en weinig rood en bewerkt vlees en suikerhoudende dranken. Zo eten verlaagt de kans op hart- en vaatziekten, diabetes type 2, darmkanker en depressie.',
  ),
  influences: t(
    'Habits, time to cook, what is in the house, eating out, stress, and what the people you live with eat. Small, lasting swaps work better than a strict diet.',
    'Gewoonten, tijd om te koken, wat er in huis is, buiten de deur eten, stress, en wat de mensen met wie je samenwoont eten. Kleine, blijvende aanpassingen werken beter dan een streng dieet.',
  ),
  measured: t(
    'You answered how much of each food group you eat on average per day or per week, thinking of an average week in the past month. Each amount is compared with the advice of the Health Council of the Netherlands.',
    'Je hebt ingevuld hoeveel je gemiddeld per dag of per week van elke productgroep eet, met een gemiddelde week in de afgelopen maand in gedachten. Elke hoeveelheid wordt vergeleken met het advies van de Gezondheidsraad.',
  ),
};

const enough = (meaning: ReturnType<typeof t>, step: ReturnType<typeof t>): ColourAdvice => ({
  meaning,
  steps: [step],
});

/** Advice per food group: green meets the advice, orange does not (too little, or too much of what to limit). */
const FOOD_GROUP_ADVICE: Record<string, ResultContent['advice']> = {
  foodVegetables: {
    green: enough(
      t('You eat enough vegetables.', 'Je eet genoeg groente.'),
      t(
        'Keep varying: vegetables of different colours give you different nutrients.',
        'Blijf variëren: groente in verschillende kleuren geeft je verschillende voedingsstoffen.',
      ),
    ),
    orange: enough(
      t(
        'You eat fewer vegetables than advised. Vegetables protect against cardiovascular disease and help you keep a healthy weight.',
        'Je eet minder groente dan geadviseerd. Groente beschermt tegen hart- en vaatziekten en helpt je een gezond gewicht te houden.',
      ),
      t(
        'Eat vegetables at lunch too, such as raw vegetables or soup, and fill half your plate with vegetables at dinner.',
        'Eet ook bij de lunch groente, zoals rauwkost of soep, en vul bij het avondeten de helft van je bord met groente.',
      ),
    ),
  },
  foodFruit: {
    green: enough(
      t('You eat enough fruit.', 'Je eet genoeg fruit.'),
      t(
        'Keep choosing whole fruit rather than juice: it has more fibre and fills you up better.',
        'Blijf kiezen voor heel fruit in plaats van sap: daar zitten meer vezels in en het vult beter.',
      ),
    ),
    orange: enough(
      t(
        'You eat less fruit than advised. Fruit gives you fibre, vitamins and minerals and lowers the risk of cardiovascular disease.',
        'Je eet minder fruit dan geadviseerd. Fruit geeft je vezels, vitamines en mineralen en verlaagt de kans op hart- en vaatziekten.',
      ),
      t(
        'Take a piece of fruit as a snack, for example at breakfast and in the afternoon.',
        'Neem een stuk fruit als tussendoortje, bijvoorbeeld bij het ontbijt en in de middag.',
      ),
    ),
  },
  foodWholeGrains: {
    green: enough(
      t('You eat enough wholegrain products.', 'Je eet genoeg volkorenproducten.'),
      t(
        'Keep choosing wholegrain: it keeps you full for longer and is good for your bowels.',
        'Blijf voor volkoren kiezen: het geeft langer een vol gevoel en is goed voor je darmen.',
      ),
    ),
    orange: enough(
      t(
        'You eat fewer wholegrain products than advised. Wholegrain lowers the risk of cardiovascular disease, type 2 diabetes and bowel cancer.',
        'Je eet minder volkorenproducten dan geadviseerd. Volkoren verlaagt de kans op hart- en vaatziekten, diabetes type 2 en darmkanker.',
      ),
      t(
        'Swap white bread, rice and pasta for wholemeal bread, brown rice and wholewheat pasta, and try oats for breakfast.',
        'Vervang wit brood, witte rijst en gewone pasta door volkorenbrood, zilvervliesrijst en volkorenpasta, en probeer havermout bij het ontbijt.',
      ),
    ),
  },
  foodDairy: {
    green: enough(
      t('You have enough dairy.', 'Je neemt genoeg zuivel.'),
      t(
        'Prefer plain milk, yoghurt and cheese without added sugar.',
        'Kies bij voorkeur melk, yoghurt en kaas zonder toegevoegde suiker.',
      ),
    ),
    orange: enough(
      t(
        'You have less dairy than advised. Dairy gives you calcium, protein and vitamin B2 and B12.',
        'Je neemt minder zuivel dan geadviseerd. Zuivel geeft je calcium, eiwit en vitamine B2 en B12.',
      ),
      t(
        'Add a glass of milk or a bowl of yoghurt to your day; plant-based drinks with added calcium and vitamin B12 are a good alternative.',
        'Neem er per dag een glas melk of een schaaltje yoghurt bij; plantaardige dranken met toegevoegd calcium en vitamine B12 zijn een goed alternatief.',
      ),
    ),
  },
  foodFish: {
    green: enough(
      t('You eat fish often enough.', 'Je eet vaak genoeg vis.'),
      t(
        'Choose oily fish, such as salmon, mackerel or herring, at least once a week.',
        'Kies minstens één keer per week vette vis, zoals zalm, makreel of haring.',
      ),
    ),
    orange: enough(
      t(
        'You eat fish less often than advised. Oily fish contains omega-3 fats, which protect your heart and blood vessels.',
        'Je eet minder vaak vis dan geadviseerd. Vette vis bevat omega 3-vetzuren, die je hart en bloedvaten beschermen.',
      ),
      t(
        'Eat fish once a week, preferably oily fish such as salmon, mackerel or herring, for example on bread or instead of meat at dinner.',
        'Eet één keer per week vis, het liefst vette vis zoals zalm, makreel of haring, bijvoorbeeld op brood of in plaats van vlees bij het avondeten.',
      ),
    ),
  },
  foodLegumesNuts: {
    green: enough(
      t('You eat enough legumes and nuts.', 'Je eet genoeg peulvruchten en noten.'),
      t(
        'Keep choosing unsalted nuts, and use legumes as a replacement for meat now and then.',
        'Blijf ongezouten noten kiezen, en gebruik peulvruchten af en toe in plaats van vlees.',
      ),
    ),
    orange: enough(
      t(
        'You eat fewer legumes and nuts than advised. They give you fibre, protein and healthy fats and lower the risk of cardiovascular disease.',
        'Je eet minder peulvruchten en noten dan geadviseerd. Ze geven je vezels, eiwit en gezonde vetten en verlagen de kans op hart- en vaatziekten.',
      ),
      t(
        'Eat a handful of unsalted nuts every day, and legumes such as beans, lentils or chickpeas every week.',
        'Eet elke dag een handje ongezouten noten, en elke week peulvruchten zoals bonen, linzen of kikkererwten.',
      ),
    ),
  },
  foodRedProcessedMeat: {
    green: enough(
      t(
        'You eat red and processed meat within the advice.',
        'Je eet rood en bewerkt vlees binnen het advies.',
      ),
      t(
        'Keep varying with fish, legumes, eggs and nuts as sources of protein.',
        'Blijf afwisselen met vis, peulvruchten, eieren en noten als bron van eiwit.',
      ),
    ),
    orange: enough(
      t(
        'You eat more red and processed meat than advised. Processed meat in particular increases the risk of bowel cancer, type 2 diabetes and cardiovascular disease.',
        'Je eet meer rood en bewerkt vlees dan geadviseerd. Vooral bewerkt vlees vergroot de kans op darmkanker, diabetes type 2 en hart- en vaatziekten.',
      ),
      t(
        'Replace meat with legumes, fish, eggs or nuts on a few days a week, and choose something other than processed meat on your bread.',
        'Vervang een paar dagen per week vlees door peulvruchten, vis, eieren of noten, en kies iets anders dan vleeswaren op je brood.',
      ),
    ),
  },
  foodSugaryDrinks: {
    green: enough(
      t('You do not drink sugary drinks. Well done.', 'Je drinkt geen suikerhoudende dranken. Goed bezig.'),
      t(
        'Keep drinking water, tea or coffee without sugar.',
        'Blijf water, thee of koffie zonder suiker drinken.',
      ),
    ),
    orange: enough(
      t(
        'You drink sugary drinks. They add a lot of sugar and calories without filling you up, and increase the risk of overweight and type 2 diabetes.',
        'Je drinkt suikerhoudende dranken. Die leveren veel suiker en calorieën zonder dat ze vullen, en vergroten de kans op overgewicht en diabetes type 2.',
      ),
      t(
        'Drink water, tea or coffee without sugar instead; add a slice of lemon, cucumber or some mint for taste.',
        'Drink in plaats daarvan water, thee of koffie zonder suiker; doe er voor de smaak een schijfje citroen, komkommer of wat munt in.',
      ),
    ),
  },
};

/** The food groups as results: the page's shared explanation, each with its own advice. */
export const NUTRITION_CONTENT: Record<string, ResultContent> = Object.fromEntries(
  Object.entries(FOOD_GROUP_ADVICE).map(([id, advice]) => [id, { ...NUTRITION_ABOUT, advice }]),
);
