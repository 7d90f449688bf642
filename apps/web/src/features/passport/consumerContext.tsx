import { useSyncExternalStore } from 'react';
import { PassportStatus } from '@health-passport/domain';
import type { HealthPassport, PassportPerson } from '../passports';
import type { PassportScope } from './api';
import { clearIndividual, selectIndividual, setPassportId } from './consumerStore';

/**
 * Whose passports the passport pages show (passport-and-professional §3, §6): the signed-in consumer's
 * `own`, the selected `individual`'s for a professional who may view passports, or `none`.
 */
export type ConsumerKind = 'own' | 'individual' | 'none';

export interface ConsumerContext {
  kind: ConsumerKind;
  /**
   * The individual a professional selected (header client block, §2.3); null for a consumer's own view.
   * Also set for professionals who select people without viewing passports (onboarders), whose kind stays.
   */
  person: PassportPerson | null;
  /** The shown person's passports, newest first; empty while they load. */
  passports: readonly HealthPassport[];
  /** The passport the pages show: the stored one when it is among `passports`, else the default. */
  passportId: string | null;
  passport: HealthPassport | null;
  setPassportId: (passportId: string) => void;
  selectIndividual: (person: PassportPerson) => void;
  clearIndividual: () => void;
}

/** The consumer context plus what the viewer needs to decide on it (see app/viewer.tsx). */
export interface ConsumerContextSource {
  context: ConsumerContext;
  /** A professional has an individual selected (§6 "when an individual is selected"). */
  hasSelectedIndividual: boolean;
  /** Whether the current passport has a programme (§7 healthPassportHasProgram); false until known. */
  hasProgram: boolean;
  /** The passports are loading: route guards must not decide on an empty list. */
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

export const NO_PASSPORTS: readonly HealthPassport[] = Object.freeze([]);

/**
 * The passport shown when none is stored (or the stored one is not theirs): the newest published passport,
 * else the newest one (whose page then says it is being prepared).
 */
export function defaultPassportId(passports: readonly HealthPassport[]): string | null {
  const newestFirst = [...passports].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  return (newestFirst.find((p) => p.status === PassportStatus.PUBLISHED) ?? newestFirst[0])?.id ?? null;
}

/**
 * Whether the viewer may read the passport's pages (mirrors the server's passportAccess): their own when
 * published; a professional's view of a computed or published passport.
 */
export function isReadablePassport(kind: ConsumerKind, passport: HealthPassport | null): boolean {
  if (!passport) return false;
  if (kind === 'own') return passport.status === PassportStatus.PUBLISHED;
  if (kind === 'individual') return passport.status !== PassportStatus.CREATED;
  return false;
}

/** The scope of the pages' calls, or null when there is no passport to show. */
export function scopeOf(
  context: Pick<ConsumerContext, 'kind' | 'person' | 'passportId'>,
): PassportScope | null {
  if (context.passportId === null || context.kind === 'none') return null;
  return {
    passportId: context.passportId,
    serviceNumber: context.kind === 'individual' ? (context.person?.serviceNumber ?? null) : null,
  };
}

/** Nobody's passports: signed out, or before a session's passports are known. */
export const SIGNED_OUT_CONSUMER: ConsumerContext = Object.freeze({
  kind: 'none',
  person: null,
  passports: NO_PASSPORTS,
  passportId: null,
  passport: null,
  setPassportId,
  selectIndividual,
  clearIndividual,
});

// A store rather than a React context: the viewer builds the context only once someone is signed in, in a part of the
// app loaded then (app/sessionViewer.tsx), while everything rendered before reads it already.
let current: ConsumerContext = SIGNED_OUT_CONSUMER;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => current;

/** Sets whose passports the pages show: by the viewer alone (its useConsumerContextSource), SIGNED_OUT_CONSUMER when nobody is signed in. */
export function provideConsumerContext(context: ConsumerContext): void {
  if (context === current) return;
  current = context;
  for (const listener of listeners) listener();
}

/** Whose passports the pages show, and which one (§3, §6). */
export function useConsumerContext(): ConsumerContext {
  return useSyncExternalStore(subscribe, read, read);
}
