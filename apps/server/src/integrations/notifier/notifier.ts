/** One message to a person: an e-mail or a text message. */
export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends messages to people; which transport carries each channel is decided once, at start-up. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** A way to deliver one channel (SMTP for e-mail, an SMS gateway, or the outbox table). */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The SMS adapter interface: a provider gets the number and the text. The default writes to the outbox. */
export interface SmsAdapter {
  readonly name: string;
  sendSms(message: { to: string; text: string }): Promise<void>;
}
