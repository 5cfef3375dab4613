import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, listenHost, parseConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseConfig', () => {
  it('When nothing is set, then it uses the embedded defaults on port 5000', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 5000, DATA_DIR: '.data', NODE_ENV: 'development', S3_BUCKET: 'chapinbox-ebooks' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_ENDPOINT).toBeUndefined();
    expect(config.EBOOK_MAX_BYTES).toBe(50 * 1024 * 1024);
  });

  it('When PORT is not a number, then the one problem names PORT', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a port number']);
  });

  it('When PORT is out of range or fractional, then it is refused', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
    expect(problemsOf({ PORT: '50.5' })).toEqual(['PORT must be a whole number']);
  });

  it('When DATABASE_URL is not PostgreSQL, then the problem names DATABASE_URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://user@localhost/db' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ]);
  });

  it('When DKIM is set, then the three parts go together and the key must be an RSA private key; a one-line key with \\n reads as PEM', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(problemsOf({ DKIM_DOMAIN: 'chapinbox.com' })).toEqual(['DKIM_DOMAIN goes with DKIM_SELECTOR and DKIM_PRIVATE_KEY (all three or none)']);
    expect(problemsOf({ DKIM_DOMAIN: 'chapinbox.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: 'not a key' })).toEqual([
      'DKIM_PRIVATE_KEY must be an RSA private key in PEM form (-----BEGIN PRIVATE KEY----- …)',
    ]);
    expect(problemsOf({ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem })).toEqual(['DKIM_DOMAIN must be a domain name such as chapinbox.com']);
    const config = parseConfig({ DKIM_DOMAIN: 'chapinbox.com', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(config.DKIM_PRIVATE_KEY).toBe(pem);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://chapinbox:secret@db.internal:5432/chapinbox',
    S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'example-secret',
    SESSION_SECRET: 'kX9v2Qm7Lr4TzW8bN1cYp6Hd3Fs0Ja5G',
    PUBLIC_ORIGIN: 'https://chapinbox.com',
    SMTP_URL: 'smtp://mail.example.com',
  };

  it('When production is configured with its database, bucket and secret, then it starts', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it.each([
    ['DATABASE_URL', 'DATABASE_URL is required when NODE_ENV=production (a managed PostgreSQL; the embedded one is for development only)'],
    ['S3_ENDPOINT', 'S3_ENDPOINT is required when NODE_ENV=production (an S3 bucket; the embedded s3rver is for development only)'],
    ['SESSION_SECRET', 'SESSION_SECRET is required when NODE_ENV=production'],
  ])('When production lacks %s, then that one problem is named', (name, problem) => {
    const env: Record<string, string> = { ...PRODUCTION };
    delete env[name];
    if (name === 'S3_ENDPOINT') {
      delete env.S3_ACCESS_KEY_ID;
      delete env.S3_SECRET_ACCESS_KEY;
    }
    expect(problemsOf(env)).toEqual([problem]);
  });

  it('When PUBLIC_ORIGIN is missing, then production refuses to start, and development refuses only when it sends e-mail', () => {
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = PRODUCTION;
    expect(problemsOf(withoutOrigin)).toEqual(['PUBLIC_ORIGIN is required when NODE_ENV=production (the address of pages and e-mailed links; a Host header can be forged)']);
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual(['PUBLIC_ORIGIN is required when SMTP_URL is set (the address of the links in e-mails)']);
    expect(problemsOf({})).toEqual([]);
  });

  it('When production has no SMTP_URL, then it starts only with MAIL_TRANSPORT=log said out loud', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(problemsOf(withoutSmtp)).toEqual(['SMTP_URL is required when NODE_ENV=production (or MAIL_TRANSPORT=log: no e-mail leaves the server)']);
    expect(problemsOf({ ...withoutSmtp, MAIL_TRANSPORT: 'log' })).toEqual([]);
  });

  it.each([['x'.repeat(32)], ['changeme'.repeat(5)], ['abababababababababababababababab']])('When the production SESSION_SECRET is %s, then it is refused as easy to guess', (secret) => {
    expect(problemsOf({ ...PRODUCTION, SESSION_SECRET: secret })).toEqual(['SESSION_SECRET is too easy to guess: use 32+ random characters (openssl rand -base64 48)']);
  });

  it('When HOST is not set, then development listens on loopback only and production on every interface', () => {
    expect(listenHost(parseConfig({}))).toBe('127.0.0.1');
    expect(listenHost(parseConfig(PRODUCTION))).toBeUndefined();
    expect(listenHost(parseConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
  });

  it('When SESSION_SECRET is short, then it is refused', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET must be at least 32 characters']);
  });

  it('When S3_ENDPOINT is set without keys, then the keys are asked for', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://localhost:9000' })).toEqual([
      'S3_ACCESS_KEY_ID S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_ENDPOINT',
    ]);
  });

  it('When several values are wrong, then each gets its own line', () => {
    expect(problemsOf({ PORT: 'abc', SMTP_URL: 'http://mail', TRUST_PROXY: 'maybe', PUBLIC_ORIGIN: 'https://chapinbox.com' })).toHaveLength(3);
  });

  it('When TRUST_PROXY names how many proxies or which, then Express gets that; true is refused with what to write instead', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be the number of proxies in front (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8); true would believe any client',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
  });

  it('When a value is blank, then the default applies', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ PORT: 5000, DATABASE_URL: undefined });
  });
});
