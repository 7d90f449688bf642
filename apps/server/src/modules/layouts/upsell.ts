import type { Texts } from '../passports/index.js';

/**
 * Upsell texts of the parts a package may leave out (§2.1, §4): shown in the disabled cards' modal and, for the
 * scans, on the menu's my-scans link.
 */

export const SCANS_UPSELL: Texts = {
  en: 'Add the heart and abdominal ultrasound to your health check: a sonographer looks at how your heart pumps, at its valves and at your abdominal aorta, and you see the images and measured values right here.',
  nl: 'Voeg de echo van hart en buik toe aan je health check: een echoscopist bekijkt hoe je hart pompt, je hartkleppen en je buikslagader, en je ziet de beelden en meetwaarden direct hier.',
};

export const GENES_UPSELL: Texts = {
  en: 'Genetic insights are not part of your package. Ask your health coach whether a DNA analysis is available for you: it shows how your genes relate to your heart, metabolism, nutrition and training.',
  nl: 'Genetische inzichten zitten niet in jouw pakket. Vraag je health coach of een DNA-analyse voor jou beschikbaar is: die laat zien hoe je genen samenhangen met je hart, stofwisseling, voeding en training.',
};
