import type { OutgoingMessage } from '../../integrations/notifier/index.js';
import type { Language } from '../../locale.js';

interface Recipient {
  to: string;
  language: Language;
  givenName: string;
}

/** A moment written as the day it falls on in Amsterdam ("16 March 2026", "16 maart 2026"). */
export function erasureDay(moment: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(moment);
}

const greeting = (p: Recipient) =>
  p.language === 'nl'
    ? p.givenName
      ? `Beste ${p.givenName},`
      : 'Hallo,'
    : p.givenName
      ? `Dear ${p.givenName},`
      : 'Hello,';

/** Confirms an erasure request: the day it happens and how to stop it. */
export function erasureRequestedMail(
  p: Recipient & { eraseAfter: Date; signInUrl: string },
): OutgoingMessage {
  const day = erasureDay(p.eraseAfter, p.language);
  const lines =
    p.language === 'nl'
      ? [
          greeting(p),
          '',
          `Je hebt gevraagd je Health Passport-account te wissen. Op ${day} wissen we je account met je gegevens, uitslagen en documenten.`,
          '',
          `Bedacht? Log vóór die dag in op ${p.signInUrl}, dan gaat het wissen niet door.`,
          'Bestellingen en facturen bewaren we zonder je naam en adres, zeven jaar, zoals de belastingwet vraagt.',
          '',
          'Health Passport',
        ]
      : [
          greeting(p),
          '',
          `You asked us to erase your Health Passport account. Your account will be erased on ${day}, with your details, results and documents.`,
          '',
          `Changed your mind? Sign in before then at ${p.signInUrl} to cancel the erasure.`,
          'Orders and invoices are kept without your name and address for seven years, as tax law requires.',
          '',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      p.language === 'nl' ? `Je account wordt gewist op ${day}` : `Your account will be erased on ${day}`,
    text: lines.join('\n'),
  };
}

/** Tells the person their erasure request no longer stands: they cancelled it, or signed in. */
export function erasureCancelledMail(p: Recipient & { bySignIn: boolean }): OutgoingMessage {
  const why =
    p.language === 'nl'
      ? p.bySignIn
        ? 'Je hebt ingelogd, daarom wissen we je Health Passport-account niet.'
        : 'Je hebt het wissen van je Health Passport-account geannuleerd.'
      : p.bySignIn
        ? 'You signed in, so your Health Passport account will not be erased.'
        : 'You cancelled the erasure of your Health Passport account.';
  const lines =
    p.language === 'nl'
      ? [
          greeting(p),
          '',
          why,
          'Wil je het toch? Vraag het opnieuw aan op de pagina Privacy.',
          '',
          'Health Passport',
        ]
      : [greeting(p), '', why, 'Still want it? Ask again on the Privacy page.', '', 'Health Passport'];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: p.language === 'nl' ? 'Je account wordt niet gewist' : 'Your account will not be erased',
    text: lines.join('\n'),
  };
}
