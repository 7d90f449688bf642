import type enUS from '../locales/en-US.json';

// Translation keys are type-checked against the English resource; nl-NL must have the same shape.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
