import pino from 'pino';

export type Logger = pino.Logger;

/** Paths that must never reach a log line. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.resetToken',
  '*.apiKey',
  'config.SESSION_SECRET',
  'config.DATABASE_URL',
  'config.S3_SECRET_ACCESS_KEY',
  'config.VOICE_API_KEY',
  'config.SMTP_URL',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } });
}
