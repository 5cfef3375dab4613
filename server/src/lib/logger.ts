import pino from 'pino';

export type Logger = pino.Logger;

/** Paths that must never reach a log line. */
const redactPaths = [
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
  'config.DKIM_PRIVATE_KEY',
];

/** How long a line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 1_000;

export function createLogger(level: string): Logger {
  const options: pino.LoggerOptions = { level, redact: { paths: redactPaths, censor: '[redacted]' } };
  if (level === 'silent') return pino(options);
  // Lines go to stdout in batches (or every LOG_FLUSH_MS) instead of one write per line: with a
  // line per request that write was a large part of each small API answer. Errors and worse
  // are written at once, and pino writes what is left when the process exits.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4_096, periodicFlush: LOG_FLUSH_MS });
  return pino(
    {
      ...options,
      hooks: {
        logMethod(args, method, lineLevel) {
          method.apply(this, args);
          if (lineLevel >= pino.levels.values.error) destination.flush();
        },
      },
    },
    destination,
  );
}
