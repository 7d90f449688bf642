import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@health-passport/domain';
import { readLocal, removeLocal, subscribeLocal, writeLocal } from '../../lib/localStore';
import type { PassportPerson } from '../passports';

/**
 * What local storage remembers of the consumer context (passport-and-professional §3 "Local storage holds
 * the consumer and the current passport id"): the individual a professional selected, and the passport shown.
 */
export interface StoredConsumer {
  individual: PassportPerson | null;
  passportId: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const optionalText = (value: unknown): string | null => (isText(value) && value !== '' ? value : null);

/** A stored person, or null when what is stored is not one (an older format, edited by hand). */
function parsePerson(value: unknown): PassportPerson | null {
  if (typeof value !== 'object' || value === null) return null;
  const person = value as Record<string, unknown>;
  if (!isText(person.serviceNumber) || person.serviceNumber === '') return null;
  return {
    serviceNumber: person.serviceNumber,
    givenName: isText(person.givenName) ? person.givenName : '',
    middleName: optionalText(person.middleName),
    familyName: isText(person.familyName) ? person.familyName : '',
    birthDate: optionalText(person.birthDate),
    gender: optionalText(person.gender),
  };
}

let last: { key: string; value: StoredConsumer } | undefined;

/** The stored consumer context; the same object until the stored values change (useSyncExternalStore). */
export function readStoredConsumer(): StoredConsumer {
  const value: StoredConsumer = {
    individual: parsePerson(readLocal<unknown>(STORAGE_KEYS.CONSUMER, null)),
    passportId: optionalText(readLocal<unknown>(STORAGE_KEYS.PASSPORT_ID, null)),
  };
  const key = JSON.stringify(value);
  if (last?.key !== key) last = { key, value };
  return last.value;
}

export function useStoredConsumer(): StoredConsumer {
  return useSyncExternalStore(subscribeLocal, readStoredConsumer, readStoredConsumer);
}

/**
 * Makes `person` the selected individual whose passports a professional looks at (the /individuals page's
 * entry point). Choosing someone else forgets the passport of the previous person, so theirs defaults anew.
 */
export function selectIndividual(person: PassportPerson): void {
  const previous = readStoredConsumer().individual;
  writeLocal(STORAGE_KEYS.CONSUMER, person);
  if (previous?.serviceNumber !== person.serviceNumber) removeLocal(STORAGE_KEYS.PASSPORT_ID);
}

/** Forgets the selected individual and their passport. */
export function clearIndividual(): void {
  removeLocal(STORAGE_KEYS.CONSUMER);
  removeLocal(STORAGE_KEYS.PASSPORT_ID);
}

/** Makes `passportId` the passport the passport pages show. */
export function setPassportId(passportId: string): void {
  writeLocal(STORAGE_KEYS.PASSPORT_ID, passportId);
}

export function forgetPassportId(): void {
  removeLocal(STORAGE_KEYS.PASSPORT_ID);
}
