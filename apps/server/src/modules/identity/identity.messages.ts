import type { OutgoingMessage } from '../../integrations/notifier/index.js';

/** Mails and texts of the identity flows, in the user's language (en_US or nl_NL). */
type Lang = 'en_US' | 'nl_NL';
const lang = (locale: string | null | undefined): Lang => (locale === 'nl_NL' ? 'nl_NL' : 'en_US');

const greeting = (l: Lang, name: string) =>
  l === 'nl_NL' ? (name ? `Beste ${name},` : 'Hallo,') : name ? `Dear ${name},` : 'Hello,';

export function temporaryPasswordMail(p: {
  to: string;
  locale: string;
  givenName: string;
  password: string;
  signInUrl: string;
  validDays: number;
}): OutgoingMessage {
  const l = lang(p.locale);
  const text =
    l === 'nl_NL'
      ? [
          greeting(l, p.givenName),
          '',
          'Er is een Health Passport-account voor je aangemaakt.',
          `Log in op ${p.signInUrl} met je e-mailadres ${p.to} en dit tijdelijke wachtwoord:`,
          '',
          `    ${p.password}`,
          '',
          `Het tijdelijke wachtwoord is ${p.validDays} dagen geldig. Bij de eerste keer inloggen kies je je eigen wachtwoord.`,
          '',
          'Met vriendelijke groet,',
          'Health Passport',
        ]
      : [
          greeting(l, p.givenName),
          '',
          'A Health Passport account has been created for you.',
          `Sign in at ${p.signInUrl} with your e-mail address ${p.to} and this temporary password:`,
          '',
          `    ${p.password}`,
          '',
          `The temporary password is valid for ${p.validDays} days. When you first sign in, you choose your own password.`,
          '',
          'Kind regards,',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: l === 'nl_NL' ? 'Je Health Passport-account' : 'Your Health Passport account',
    text: text.join('\n'),
  };
}

export function resetCodeMail(p: {
  to: string;
  locale: string;
  givenName: string;
  code: string;
  validMinutes: number;
}): OutgoingMessage {
  const l = lang(p.locale);
  const text =
    l === 'nl_NL'
      ? [
          greeting(l, p.givenName),
          '',
          `Je code om een nieuw wachtwoord in te stellen is ${p.code}.`,
          `De code is ${p.validMinutes} minuten geldig en werkt één keer.`,
          '',
          'Heb je geen nieuw wachtwoord aangevraagd? Dan kun je dit bericht negeren.',
          '',
          'Health Passport',
        ]
      : [
          greeting(l, p.givenName),
          '',
          `Your code to set a new password is ${p.code}.`,
          `It is valid for ${p.validMinutes} minutes and works once.`,
          '',
          'Did you not ask for a new password? Then you can ignore this message.',
          '',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      l === 'nl_NL'
        ? 'Je code voor een nieuw wachtwoord'
        : 'Your code to reset your Health Passport password',
    text: text.join('\n'),
  };
}

export function smsCodeText(p: {
  to: string;
  locale: string;
  code: string;
  validMinutes: number;
}): OutgoingMessage {
  const l = lang(p.locale);
  return {
    channel: 'SMS',
    to: p.to,
    subject: 'SMS',
    text:
      l === 'nl_NL'
        ? `Je inlogcode voor Health Passport is ${p.code}. De code is ${p.validMinutes} minuten geldig.`
        : `Your Health Passport sign-in code is ${p.code}. It is valid for ${p.validMinutes} minutes.`,
  };
}

/** The code that confirms a new e-mail address (to that address) or phone number (by SMS to that number). */
export function contactCodeMessage(p: {
  kind: 'EMAIL' | 'PHONE';
  to: string;
  locale: string;
  givenName: string;
  code: string;
  validMinutes: number;
}): OutgoingMessage {
  const l = lang(p.locale);
  if (p.kind === 'PHONE') {
    return {
      channel: 'SMS',
      to: p.to,
      subject: 'SMS',
      text:
        l === 'nl_NL'
          ? `Je Health Passport-code om dit nummer te bevestigen is ${p.code}. ${p.validMinutes} minuten geldig.`
          : `Your Health Passport code to confirm this number is ${p.code}. Valid for ${p.validMinutes} minutes.`,
    };
  }
  const text =
    l === 'nl_NL'
      ? [
          greeting(l, p.givenName),
          '',
          `Je code om dit e-mailadres voor je Health Passport-account te bevestigen is ${p.code}.`,
          `De code is ${p.validMinutes} minuten geldig en werkt één keer.`,
          '',
          'Heb je dit niet aangevraagd? Dan kun je dit bericht negeren.',
          '',
          'Health Passport',
        ]
      : [
          greeting(l, p.givenName),
          '',
          `Your code to confirm this e-mail address for your Health Passport account is ${p.code}.`,
          `It is valid for ${p.validMinutes} minutes and works once.`,
          '',
          'Did you not ask for this? Then you can ignore this message.',
          '',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: l === 'nl_NL' ? 'Bevestig je e-mailadres' : 'Confirm your e-mail address',
    text: text.join('\n'),
  };
}

/** Sent to the account's address when its authenticator app is set up, replaced or turned off. */
export function authenticatorChangedMail(p: {
  to: string;
  locale: string;
  givenName: string;
  change: 'ENABLED' | 'REPLACED' | 'DISABLED';
}): OutgoingMessage {
  const l = lang(p.locale);
  const what =
    l === 'nl_NL'
      ? {
          ENABLED: 'Er is een authenticator-app ingesteld voor je Health Passport-account.',
          REPLACED: 'De authenticator-app van je Health Passport-account is vervangen.',
          DISABLED: 'De authenticator-app van je Health Passport-account is uitgezet.',
        }[p.change]
      : {
          ENABLED: 'An authenticator app was set up for your Health Passport account.',
          REPLACED: 'The authenticator app of your Health Passport account was replaced.',
          DISABLED: 'The authenticator app of your Health Passport account was turned off.',
        }[p.change];
  const text =
    l === 'nl_NL'
      ? [
          greeting(l, p.givenName),
          '',
          what,
          'Je andere apparaten zijn uitgelogd.',
          '',
          'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
          '',
          'Health Passport',
        ]
      : [
          greeting(l, p.givenName),
          '',
          what,
          'Your other devices were signed out.',
          '',
          'Did you not do this yourself? Then contact us right away.',
          '',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      l === 'nl_NL' ? 'Je tweestapsverificatie is gewijzigd' : 'Your two-step verification was changed',
    text: text.join('\n'),
  };
}
