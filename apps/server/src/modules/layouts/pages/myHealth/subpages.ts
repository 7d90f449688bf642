import { LayoutTheme, type MyHealthSubpage } from '@health-passport/domain';
import type { Texts } from '../../../passports/index.js';
import { t } from './content/index.js';

/** The three systems of /my-health, each with its own theme. */
export type HealthSystem = 'mind' | 'body' | 'lifestyle';

export const SYSTEMS: Readonly<Record<HealthSystem, { name: Texts; theme: LayoutTheme }>> = {
  mind: { name: t('Mind', 'Geest'), theme: LayoutTheme.MIND },
  body: { name: t('Body', 'Lichaam'), theme: LayoutTheme.BODY },
  lifestyle: { name: t('Lifestyle', 'Leefstijl'), theme: LayoutTheme.LIFESTYLE },
};

/** A sub-page's system is the first word of its name ("body-heart" is body). */
export const systemOf = (page: MyHealthSubpage): HealthSystem => page.split('-')[0] as HealthSystem;

/** Title and icon of every sub-page; the related-topic tags of one page link to the others by these. */
export const SUBPAGES: Readonly<Record<MyHealthSubpage, { title: Texts; icon: string }>> = {
  'mind-wellbeing': { title: t('Wellbeing', 'Welzijn'), icon: 'wellbeing.svg' },
  'mind-wellbeing-at-work': { title: t('Wellbeing at work', 'Welzijn op het werk'), icon: 'work.svg' },
  'mind-stress': { title: t('Stress', 'Stress'), icon: 'stress.svg' },
  'mind-emotional-resilience': {
    title: t('Emotional resilience', 'Emotionele veerkracht'),
    icon: 'resilience.svg',
  },
  'body-metabolic': { title: t('Metabolism', 'Stofwisseling'), icon: 'metabolic.svg' },
  'body-heart': { title: t('Heart and blood pressure', 'Hart en bloeddruk'), icon: 'heart.svg' },
  'body-liver': { title: t('Liver', 'Lever'), icon: 'liver.svg' },
  'body-kidney': { title: t('Kidneys', 'Nieren'), icon: 'kidney.svg' },
  'body-blood': { title: t('Blood', 'Bloed'), icon: 'blood.svg' },
  'body-bone-and-muscle': { title: t('Bones and muscles', 'Botten en spieren'), icon: 'bone-and-muscle.svg' },
  'body-thyroid': { title: t('Thyroid', 'Schildklier'), icon: 'thyroid.svg' },
  'body-cardiometabolic': {
    title: t('Cholesterol and blood fats', 'Cholesterol en bloedvetten'),
    icon: 'cardiometabolic.svg',
  },
  'body-cardiopulmonary': {
    title: t('Heart and lung fitness', 'Hart- en longconditie'),
    icon: 'cardiopulmonary.svg',
  },
  'lifestyle-nutrition': { title: t('Nutrition', 'Voeding'), icon: 'nutrition.svg' },
  'lifestyle-activity': { title: t('Physical activity', 'Beweging'), icon: 'activity.svg' },
  'lifestyle-health-behaviour': {
    title: t('Alcohol and smoking', 'Alcohol en roken'),
    icon: 'health-behaviour.svg',
  },
  'lifestyle-sleep': { title: t('Sleep', 'Slaap'), icon: 'sleep.svg' },
  'lifestyle-performance': { title: t('Performance', 'Prestatievermogen'), icon: 'performance.svg' },
};

export const subpagePath = (page: MyHealthSubpage): string => `/my-health/${page}`;
