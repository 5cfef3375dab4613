import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

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

  it('When NODE_ENV is production without SESSION_SECRET, then it is required', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET is required when NODE_ENV=production']);
    expect(() => parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('When production sends e-mail without PUBLIC_ORIGIN, then PUBLIC_ORIGIN is required for the links', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com' };
    expect(problemsOf(production)).toEqual(['PUBLIC_ORIGIN is required when NODE_ENV=production and SMTP_URL is set']);
    expect(() => parseConfig({ ...production, PUBLIC_ORIGIN: 'https://chapinbox.com' })).not.toThrow();
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
    expect(problemsOf({ PORT: 'abc', SMTP_URL: 'http://mail', TRUST_PROXY: 'maybe' })).toHaveLength(3);
  });

  it('When a value is blank, then the default applies', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ PORT: 5000, DATABASE_URL: undefined });
  });
});
