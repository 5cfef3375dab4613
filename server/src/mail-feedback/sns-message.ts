import { createVerify, X509Certificate, type KeyObject } from 'node:crypto';
import * as z from 'zod/mini';

/** An Amazon SNS message as it is POSTed to an HTTPS subscription. */
const snsEnvelopeSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string(),
  TopicArn: z.string(),
  Subject: z.optional(z.nullable(z.string())),
  Message: z.string(),
  Timestamp: z.string(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string(),
  SigningCertURL: z.string(),
  SubscribeURL: z.optional(z.string()),
  Token: z.optional(z.string()),
});
export type SnsEnvelope = z.infer<typeof snsEnvelopeSchema>;

export const parseSnsEnvelope = (body: unknown): SnsEnvelope | undefined => {
  const result = snsEnvelopeSchema.safeParse(body);
  return result.success ? result.data : undefined;
};

/** SNS's own endpoints (sns.<region>.amazonaws.com): the only hosts a certificate or a subscription is fetched from. */
const SNS_HOST = /^sns\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com$/;

export function isSnsUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && SNS_HOST.test(url.hostname) && !url.port && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The fields SNS signs, in its order, each as "Name\nvalue\n" (Subject only when present). */
function stringToSign(message: SnsEnvelope): string {
  const fields: Array<keyof SnsEnvelope> =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', ...(message.Subject != null ? (['Subject'] as const) : []), 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return fields.map((name) => `${name}\n${message[name] ?? ''}\n`).join('');
}

/** Certificates kept: SNS signs with one per region for months. */
const MAX_CERTIFICATES = 16;
const CERTIFICATE_MAX_BYTES = 16 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Checks SNS message signatures (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA) with the
 * certificate named by SigningCertURL, which must be SNS's own https address; certificates
 * are fetched once and kept. `fetch` is the global one; tests pass one that reaches a local fake.
 */
export function createSnsVerifier(fetchImpl: typeof fetch = fetch) {
  const certificates = new Map<string, Promise<KeyObject>>();

  const load = async (url: string) => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`certificate answered ${response.status}`);
    const pem = await response.text();
    if (pem.length > CERTIFICATE_MAX_BYTES) throw new Error('certificate too large');
    const certificate = new X509Certificate(pem);
    const now = Date.now();
    if (now < Date.parse(certificate.validFrom) || now > Date.parse(certificate.validTo)) throw new Error('certificate out of its validity');
    return certificate.publicKey;
  };

  const certificate = (url: string) => {
    let key = certificates.get(url);
    if (!key) {
      if (certificates.size >= MAX_CERTIFICATES) certificates.delete(certificates.keys().next().value!);
      key = load(url);
      // A failed fetch is not kept: the next message tries again.
      key.catch(() => certificates.delete(url));
      certificates.set(url, key);
    }
    return key;
  };

  return {
    /** True when the message is signed by SNS; false for a bad signature, a foreign certificate address or one that cannot be read. */
    async verify(message: SnsEnvelope): Promise<boolean> {
      if (!isSnsUrl(message.SigningCertURL)) return false;
      if (message.Type !== 'Notification' && !isSnsUrl(message.SubscribeURL)) return false;
      let key: KeyObject;
      try {
        key = await certificate(message.SigningCertURL);
      } catch {
        return false;
      }
      const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
      verifier.update(stringToSign(message), 'utf8');
      try {
        return verifier.verify(key, message.Signature, 'base64');
      } catch {
        return false;
      }
    },

    /** Confirms a subscription by visiting its SubscribeURL (verified first; SNS's own host only). */
    async confirm(message: SnsEnvelope): Promise<void> {
      if (!isSnsUrl(message.SubscribeURL)) throw new Error('SubscribeURL is not an SNS address');
      const response = await fetchImpl(message.SubscribeURL!, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SNS answered ${response.status} to the subscription confirmation`);
    },
  };
}
export type SnsVerifier = ReturnType<typeof createSnsVerifier>;
