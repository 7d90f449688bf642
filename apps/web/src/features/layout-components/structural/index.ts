import type { ComponentFamily } from '../types';

/** Page structure, cards, heroes, lists, navigation and text components of the catalogue. */
export const structuralComponents: ComponentFamily = {};
