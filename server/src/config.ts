import { createPrivateKey, createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const optionalUrl = (protocols: string[], hint: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

const httpUrl = optionalUrl(['http:', 'https:'], 'must be an http(s) URL');

const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((value) => ['true', '1', 'yes'].includes(value))
    .optional(),
);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return PROXY_NAMES.has(entry);
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * Which proxies' X-Forwarded-For to believe, as Express's `trust proxy` takes it: how many stand
 * in front (a number), or their addresses (`loopback`, `10.0.0.0/8`, …). `true` would believe
 * whatever a client that reaches the app directly writes in the header, so it is refused.
 */
const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | string[] | false => {
      if (value === undefined || /^(false|no|0)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message: 'must be the number of proxies in front (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8); true would believe any client',
      });
      return z.NEVER;
    }),
);

/** A session secret must be at least this hard to guess. */
const MIN_SECRET_BITS = 128;

/** At most the bits of a secret's characters, each counted as drawn from the set it uses (`aaaa…` has none). */
const secretBits = (secret: string) => secret.length * Math.log2(new Set(secret).size);

const port = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(fallback),
  );

/** SendGrid's verification key is a base64 public key (DER, SubjectPublicKeyInfo). */
function sendgridKeyReadable(key: string) {
  try {
    createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
    return true;
  } catch {
    return false;
  }
}

const positiveInt = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be above 0').default(fallback),
  );

const configSchema = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: port(5000),
    HOST: optionalText,
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    PUBLIC_ORIGIN: httpUrl,
    TRUST_PROXY: trustProxy,

    // Requests refused before any route (malformed or hostile bodies) one address may send a minute before it is answered 429 unread.
    REFUSED_REQUESTS_PER_MINUTE: positiveInt(30),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
    DATABASE_POOL_SIZE: positiveInt(10),

    S3_ENDPOINT: httpUrl,
    S3_BUCKET: z.preprocess(blankToUndefined, z.string().min(3).default('chapinbox-ebooks')),
    S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    EBOOK_MAX_BYTES: positiveInt(50 * 1024 * 1024),

    SESSION_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),

    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
    // Production without SMTP_URL must say so: e-mails then go to the log, links masked, and none is sent.
    MAIL_TRANSPORT: z.preprocess(blankToUndefined, z.enum(['smtp', 'log'], { error: 'must be smtp or log' }).optional()),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('ChapinBox <hola@chapinbox.com>')),
    // The sender's postal address, printed in the footer of block newsletters (anti-spam laws ask for one).
    MAIL_POSTAL_ADDRESS: z.preprocess(blankToUndefined, z.string().trim().max(300, 'must be at most 300 characters').optional()),
    // A provider's sending limit (e-mails per second, fractions allowed); unset: as fast as SMTP takes them.
    MAIL_RATE_PER_SECOND: z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a number' }).positive('must be above 0').max(100_000).optional()),
    // DKIM signing by the app, for an SMTP server that does not sign (nodemailer's dkim option).
    DKIM_DOMAIN: z.preprocess(blankToUndefined, z.string().trim().regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i, 'must be a domain name such as chapinbox.com').optional()),
    DKIM_SELECTOR: z.preprocess(blankToUndefined, z.string().trim().regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, 'must be a DNS label such as mail2026').optional()),
    // A PEM private key; "\n" in a one-line value stands for a line break.
    DKIM_PRIVATE_KEY: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.replace(/\\n/g, '\n')) : value),
      z
        .string()
        .refine((pem) => {
          try {
            return createPrivateKey(pem).asymmetricKeyType === 'rsa';
          } catch {
            return false;
          }
        }, 'must be an RSA private key in PEM form (-----BEGIN PRIVATE KEY----- …)')
        .optional(),
    ),
    // Bounce and complaint feedback from the mail provider (docs/deploy.md#mail-feedback): the
    // endpoint answers 404 while unset. Soft bounces suppress after the limit within the days.
    MAIL_FEEDBACK_SECRET: z.preprocess(blankToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    MAIL_SOFT_BOUNCE_LIMIT: positiveInt(3),
    MAIL_SOFT_BOUNCE_DAYS: positiveInt(30),
    // SendGrid's signed event webhook: its verification key (base64); unset, the secret alone guards it.
    SENDGRID_WEBHOOK_PUBLIC_KEY: optionalText,

    CHAT_WEBHOOK_URL: httpUrl,
    // Chat messages older than this are deleted every night.
    CHAT_RETENTION_DAYS: positiveInt(90),
    VIDEO_WEBHOOK_URL: httpUrl,
    VIP_WEBHOOK_URL: httpUrl,

    VOICE_API_KEY: optionalText,
    VOICE_ASSISTANT_ID: optionalText,
    VOICE_SQUAD_ID: optionalText,
    VOICE_WORKFLOW_ID: optionalText,
    VOICE_API_BASE_URL: z.preprocess(blankToUndefined, httpUrl.default('https://api.vapi.ai')),
    // Every web call costs money on the platform account: a visitor needs one or two.
    VOICE_CALLS_PER_10_MIN: positiveInt(5),

    GA_MEASUREMENT_ID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX')
        .optional(),
    ),

    // Months of raw measurement events kept (month partitions of insight_events, dropped by the
    // hourly insights job); the daily figures rolled up from them are kept for good.
    INSIGHT_RETENTION_MONTHS: positiveInt(13),

    MARKETPLACE_SELLER_ID: z.preprocess(blankToUndefined, z.string().optional()),
    MARKETPLACE_ID: z.preprocess(blankToUndefined, z.string().default('ATVPDKIKX0DER')),
  })
  .superRefine((env, ctx) => {
    if (env.SENDGRID_WEBHOOK_PUBLIC_KEY && !sendgridKeyReadable(env.SENDGRID_WEBHOOK_PUBLIC_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['SENDGRID_WEBHOOK_PUBLIC_KEY'], message: "must be SendGrid's verification key (base64)" });
    }
    // Production never runs on the development stand-ins: an embedded database on local disk
    // and an s3rver that checks no signatures and that no visitor can reach
    // (docs/decisions/0037-production-refuses-unsafe-defaults.md).
    if (env.NODE_ENV === 'production') {
      const required: Array<[keyof typeof env, string]> = [
        ['DATABASE_URL', 'is required when NODE_ENV=production (a managed PostgreSQL; the embedded one is for development only)'],
        ['S3_ENDPOINT', 'is required when NODE_ENV=production (an S3 bucket; the embedded s3rver is for development only)'],
        ['SESSION_SECRET', 'is required when NODE_ENV=production'],
      ];
      for (const [name, message] of required) if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message });
      if (!env.PUBLIC_ORIGIN) {
        ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required when NODE_ENV=production (the address of pages and e-mailed links; a Host header can be forged)' });
      }
      if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production (or MAIL_TRANSPORT=log: no e-mail leaves the server)' });
      }
      if (env.SESSION_SECRET && secretBits(env.SESSION_SECRET) < MIN_SECRET_BITS) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is too easy to guess: use 32+ random characters (openssl rand -base64 48)' });
      }
    } else if (env.SMTP_URL && !env.PUBLIC_ORIGIN) {
      // E-mailed links (password reset, VIP) must not take their address from a Host header
      // an attacker can forge, in production or not.
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required when SMTP_URL is set (the address of the links in e-mails)' });
    }
    const dkimParts = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (dkimParts !== 0 && dkimParts !== 3) {
      ctx.addIssue({ code: 'custom', path: ['DKIM_DOMAIN'], message: 'goes with DKIM_SELECTOR and DKIM_PRIVATE_KEY (all three or none)' });
    }
    const s3Keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
    if (env.S3_ENDPOINT && s3Keys !== 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
  }
}

/** Parses the environment; every problem becomes one line naming its variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    return `${name} ${issue.message}`;
  });
  throw new ConfigError(problems);
}

export const isEmbeddedDatabase = (config: Config) => !config.DATABASE_URL;
export const isEmbeddedStorage = (config: Config) => !config.S3_ENDPOINT;

/**
 * The interface to listen on: HOST, else loopback only in development and tests (a
 * development server shows reset tokens and setup links), else every interface.
 */
export const listenHost = (config: Config) => config.HOST ?? (config.NODE_ENV === 'production' ? undefined : '127.0.0.1');
