import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from '../lib/logger';
import { createSendPace, type PaceClock } from './send-pace';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * What became of one message. A temporary failure (SMTP 4xx, a connection that failed or
 * timed out) is worth trying again later; a permanent one (SMTP 5xx: no such mailbox,
 * refused) is not. `reason` is the server's answer or the connection error.
 */
export type SendResult =
  | { status: 'delivered' }
  | { status: 'temporary-failure'; reason: string }
  | { status: 'permanent-failure'; reason: string };

export interface Mailer {
  /** 'smtp' sends for real; 'log' writes each message to the server log (no SMTP_URL). */
  mode: 'smtp' | 'log';
  /** Sends one message; never throws, the result says what happened. */
  send(message: MailMessage): Promise<SendResult>;
  /** Closes pooled connections (at shutdown). */
  close(): void;
}

/**
 * Several messages travel at once over a few long-lived SMTP connections instead of one
 * connection per message (docs/product.md#constants).
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 1_000 };

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** Sorts a nodemailer error: SMTP 5xx is permanent, anything else (4xx, network, timeout) temporary. */
export function classifySendError(error: unknown): SendResult {
  const smtp = (error ?? {}) as SmtpError;
  const reason = smtp.response ?? smtp.message ?? String(error);
  if (typeof smtp.responseCode === 'number' && smtp.responseCode >= 500 && smtp.responseCode < 600) {
    return { status: 'permanent-failure', reason };
  }
  return { status: 'temporary-failure', reason };
}

/** The text with every link's query (where the tokens travel: reset, confirm, unsubscribe, invitation) masked. */
export const maskLinkQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#]+)\?[^\s]*/g, '$1?[masked]');

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  logger: Logger;
  ratePerSecond?: number;
  clock?: PaceClock;
  /** In production the log is read by more people than the mailbox: links lose their tokens there. */
  maskLinks?: boolean;
  /** Signs every message (DKIM_* settings), for an SMTP server that does not sign. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}): Mailer {
  const { smtpUrl, from, logger } = options;
  // MAIL_RATE_PER_SECOND: every e-mail of this instance waits for its slot.
  const pace = createSendPace(options.ratePerSecond, options.clock);
  if (!smtpUrl) {
    return {
      mode: 'log',
      async send(message) {
        await pace();
        const text = options.maskLinks ? maskLinkQueries(message.text) : message.text;
        logger.info({ mail: { to: message.to, subject: message.subject, text } }, 'e-mail (log only, SMTP_URL not set)');
        // SMTP waits on the network; the log does not, so a batch of 500 welcome e-mails would
        // hold the event loop (and every request) for ~100 ms. Each send gives it a turn.
        await new Promise((resolve) => setImmediate(resolve));
        return { status: 'delivered' };
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    ...SMTP_POOL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(options.dkim ? { dkim: options.dkim } : {}),
  });
  return {
    mode: 'smtp',
    async send(message) {
      await pace();
      try {
        // Built whole in memory first and handed over as one piece: streamed straight to the
        // connection, the message would go out in many small socket writes. Quoted-printable
        // is what nodemailer would choose for our Latin text after scanning each part; naming
        // it skips the scan (docs/decisions/0079-mail-throughput-without-changing-the-mime.md).
        const raw = await new MailComposer({ from, textEncoding: 'quoted-printable', ...message }).compile().build();
        const info = await transport.sendMail({ envelope: { from, to: message.to }, raw });
        // With one recipient a refusal throws; this covers a server that accepted none.
        if (info.rejected.length > 0 && info.accepted.length === 0) {
          return { status: 'permanent-failure', reason: info.response || 'recipient refused' };
        }
        return { status: 'delivered' };
      } catch (error) {
        return classifySendError(error);
      }
    },
    close: () => transport.close(),
  };
}
