import type { OutgoingMessage } from '../../integrations/notifier/index.js';
import type { Language } from '../../locale.js';

export interface ManagerInvitation {
  to: string;
  language: Language;
  firstName: string;
  snapshotName: string;
  company: string;
  signInUrl: string;
  /** The account was made for this invitation: its temporary password comes in a separate e-mail. */
  newAccount: boolean;
}

/** The invitation of an HR manager to a company snapshot, in their language. */
export function managerInvitationMail(p: ManagerInvitation): OutgoingMessage {
  const lines =
    p.language === 'nl'
      ? [
          `Beste ${p.firstName},`,
          '',
          `Je bent uitgenodigd om de bedrijfssnapshot "${p.snapshotName}" van ${p.company} te bekijken: geanonimiseerde, samengevatte gezondheidsresultaten, nooit gegevens van één persoon.`,
          '',
          `Log in op ${p.signInUrl} met je e-mailadres ${p.to}.` +
            (p.newAccount ? ' Je tijdelijke wachtwoord ontvang je in een aparte e-mail.' : ''),
          'Je ziet de snapshot zodra hij is gepubliceerd.',
          '',
          'Met vriendelijke groet,',
          'Health Passport',
        ]
      : [
          `Dear ${p.firstName},`,
          '',
          `You are invited to view the company snapshot "${p.snapshotName}" of ${p.company}: anonymised, aggregated health results, never the data of one person.`,
          '',
          `Sign in at ${p.signInUrl} with your e-mail address ${p.to}.` +
            (p.newAccount ? ' Your temporary password comes in a separate e-mail.' : ''),
          'You will see the snapshot as soon as it is published.',
          '',
          'Kind regards,',
          'Health Passport',
        ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject:
      p.language === 'nl'
        ? `Uitnodiging: bedrijfssnapshot ${p.snapshotName}`
        : `Invitation: company snapshot ${p.snapshotName}`,
    text: lines.join('\n'),
  };
}
