import type { OutgoingMessage } from '../../integrations/notifier/index.js';

/** Sent to the old address when a user changes their e-mail address (their username). */
export function emailChangedMail(p: {
  to: string;
  locale: string;
  givenName: string;
  newEmail: string;
}): OutgoingMessage {
  const nl = p.locale === 'nl_NL';
  const text = nl
    ? [
        p.givenName ? `Beste ${p.givenName},` : 'Hallo,',
        '',
        `Het e-mailadres van je Health Passport-account is gewijzigd in ${p.newEmail}. Voortaan log je daarmee in.`,
        '',
        'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
        '',
        'Health Passport',
      ]
    : [
        p.givenName ? `Dear ${p.givenName},` : 'Hello,',
        '',
        `The e-mail address of your Health Passport account was changed to ${p.newEmail}. From now on you sign in with it.`,
        '',
        'Did you not do this yourself? Then contact us right away.',
        '',
        'Health Passport',
      ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: nl ? 'Je e-mailadres is gewijzigd' : 'Your e-mail address was changed',
    text: text.join('\n'),
  };
}

/** Sent to the account's address when its phone number changes (the number that may receive sign-in codes). */
export function phoneChangedMail(p: {
  to: string;
  locale: string;
  givenName: string;
  phoneNumber: string | null;
}): OutgoingMessage {
  const nl = p.locale === 'nl_NL';
  const change = nl
    ? p.phoneNumber
      ? `Het telefoonnummer van je Health Passport-account is gewijzigd in ${p.phoneNumber}.`
      : 'Het telefoonnummer van je Health Passport-account is verwijderd.'
    : p.phoneNumber
      ? `The phone number of your Health Passport account was changed to ${p.phoneNumber}.`
      : 'The phone number of your Health Passport account was removed.';
  const text = nl
    ? [
        p.givenName ? `Beste ${p.givenName},` : 'Hallo,',
        '',
        change,
        '',
        'Heb je dit niet zelf gedaan? Neem dan direct contact met ons op.',
        '',
        'Health Passport',
      ]
    : [
        p.givenName ? `Dear ${p.givenName},` : 'Hello,',
        '',
        change,
        '',
        'Did you not do this yourself? Then contact us right away.',
        '',
        'Health Passport',
      ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: nl ? 'Je telefoonnummer is gewijzigd' : 'Your phone number was changed',
    text: text.join('\n'),
  };
}
