import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' sends for real; 'log' writes each message to the server log (no SMTP_URL). */
  mode: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      mode: 'log',
      async send(message) {
        logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'e-mail (log only, SMTP_URL not set)');
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
