import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import type { Transport } from './notifier.js';

/** E-mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export function createSmtpTransport(smtpUrl: string, from: string): Transport & { close(): void } {
  // Loaded only when SMTP is configured: the demo and the tests never send through it.
  const mailer = createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
  const transporter = mailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'EMAIL') throw new Error('The SMTP transport carries e-mail only');
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
