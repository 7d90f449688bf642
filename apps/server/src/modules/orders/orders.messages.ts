import type { OutgoingMessage } from '../../integrations/notifier/index.js';

/**
 * To the owner of an account whose address a guest checked out with: the order went to the account, and the
 * checkout answered as for a new customer, so it tells no one that the address has an account.
 */
export function guestOrderForAccountMail(p: {
  to: string;
  locale: string;
  givenName: string;
  signInUrl: string;
}): OutgoingMessage {
  const dutch = p.locale === 'nl_NL';
  const text = dutch
    ? [
        p.givenName ? `Beste ${p.givenName},` : 'Hallo,',
        '',
        'Iemand heeft zonder in te loggen een bestelling geplaatst met jouw e-mailadres. Omdat er al een Health Passport-account bij dit adres hoort, staat de bestelling in dat account; er is geen nieuw account gemaakt.',
        '',
        `Was jij dat? Log dan in op ${p.signInUrl} met je eigen wachtwoord om de bestelling te volgen. Wachtwoord vergeten? Kies "Wachtwoord vergeten?".`,
        '',
        'Was jij het niet? Dan hoef je niets te doen: een bestelling die niet betaald wordt, vervalt, en in je account verandert niets.',
        '',
        'Met vriendelijke groet,',
        'Health Passport',
      ]
    : [
        p.givenName ? `Dear ${p.givenName},` : 'Hello,',
        '',
        'Someone placed an order with your e-mail address without signing in. As this address already has a Health Passport account, the order is in that account; no new account was made.',
        '',
        `Was it you? Then sign in at ${p.signInUrl} with your own password to follow the order. Forgot your password? Choose "Forgot your password?".`,
        '',
        'Was it not you? Then you need not do anything: an order that is not paid lapses, and nothing changes in your account.',
        '',
        'Kind regards,',
        'Health Passport',
      ];
  return {
    channel: 'EMAIL',
    to: p.to,
    subject: dutch ? 'Een bestelling met je e-mailadres' : 'An order with your e-mail address',
    text: text.join('\n'),
  };
}
