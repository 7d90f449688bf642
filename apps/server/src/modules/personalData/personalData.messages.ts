import type { OutgoingMessage } from '../../integrations/notifier/index.js';
import type { Language } from '../../locale.js';

export interface ExportReady {
  to: string;
  language: Language;
  firstName: string;
  /** The privacy page, where the signed-in person downloads it: the mail never carries the data or a link to it. */
  privacyUrl: string;
  /** Until when it can be downloaded, written for the reader. */
  until: string;
}

/** "Your data is ready to download", in the person's language. */
export function exportReadyMail(p: ExportReady): OutgoingMessage {
  const lines =
    p.language === 'nl'
      ? [
          `Beste ${p.firstName},`,
          '',
          'Je gegevens staan klaar om te downloaden: alles wat Health Passport over je bewaart, in één zip-bestand.',
          '',
          `Log in en download het op ${p.privacyUrl} tot ${p.until}; daarna wordt het verwijderd.`,
          'Heb je dit niet zelf aangevraagd? Wijzig dan je wachtwoord.',
          '',
          'Met vriendelijke groet,',
          'Health Passport',
        ]
      : [
          `Dear ${p.firstName},`,
          '',
          'Your data is ready to download: everything Health Passport holds about you, in one zip file.',
          '',
          `Sign in and download it at ${p.privacyUrl} until ${p.until}; after that it is deleted.`,
          'Did you not ask for it yourself? Then change your password.',
          '',
          'Kind regards,',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      p.language === 'nl' ? 'Je gegevens staan klaar om te downloaden' : 'Your data is ready to download',
    text: lines.join('\n'),
  };
}
