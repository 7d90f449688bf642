import type { IsoDate } from '@health-passport/domain';
import type { OutgoingMessage } from '../../integrations/notifier/index.js';
import type { Language } from '../../locale.js';

export interface Invitation {
  to: string;
  language: Language;
  recipientFirstName: string;
  sharerName: string;
  /** The last day the share grants access. */
  expiryDate: IsoDate;
  signInUrl: string;
  /** The account was made for this share: its temporary password comes in a separate e-mail. */
  newAccount: boolean;
}

/** A calendar date written out ("10 June 2026", "10 juni 2026"); the date is a day, so no time zone shifts it. */
export function longDate(date: IsoDate, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The invitation to view a shared passport (customer-journey §4 Sharing), in the recipient's language. */
export function invitationMail(p: Invitation): OutgoingMessage {
  const until = longDate(p.expiryDate, p.language);
  const lines =
    p.language === 'nl'
      ? [
          p.recipientFirstName ? `Beste ${p.recipientFirstName},` : 'Hallo,',
          '',
          `${p.sharerName} deelt zijn of haar Health Passport met je. Je kunt het bekijken tot en met ${until}.`,
          '',
          `Log in op ${p.signInUrl} met je e-mailadres ${p.to}.` +
            (p.newAccount ? ' Je tijdelijke wachtwoord ontvang je in een aparte e-mail.' : ''),
          `Kies daarna Personen, zoek ${p.sharerName} en kies Health Passport bekijken.`,
          '',
          `Ken je ${p.sharerName} niet? Dan kun je dit bericht negeren.`,
          '',
          'Met vriendelijke groet,',
          'Health Passport',
        ]
      : [
          p.recipientFirstName ? `Dear ${p.recipientFirstName},` : 'Hello,',
          '',
          `${p.sharerName} shares their Health Passport with you. You can view it until and including ${until}.`,
          '',
          `Sign in at ${p.signInUrl} with your e-mail address ${p.to}.` +
            (p.newAccount ? ' Your temporary password comes in a separate e-mail.' : ''),
          `Then choose Individuals, find ${p.sharerName} and choose View health passport.`,
          '',
          `If you do not know ${p.sharerName}, you can ignore this message.`,
          '',
          'Kind regards,',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      p.language === 'nl'
        ? `${p.sharerName} deelt een Health Passport met je`
        : `${p.sharerName} shares a Health Passport with you`,
    text: lines.join('\n'),
  };
}
