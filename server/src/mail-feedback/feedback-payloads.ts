import * as z from 'zod/mini';
import { genericFeedbackSchema } from '@shared/mail-feedback';

/** One bounce or complaint about one address, as the subscriber's history keeps it. */
export interface FeedbackEvent {
  email: string;
  kind: 'hard_bounce' | 'soft_bounce' | 'complaint';
  reason: string | null;
  campaignId: number | null;
}

/** A payload that is not what the provider sends: logged and acknowledged (or 400 for the generic form). */
export class MalformedFeedback extends Error {}

const text = z.optional(z.nullable(z.string()));
const clip = (value: string | null | undefined) => (value ? value.slice(0, 1_000) : null);
const joined = (...parts: Array<string | null | undefined>) => clip(parts.filter(Boolean).join(': ')) ?? null;

/** The campaign an e-mail came from: our own header, or the Message-ID campaigns are sent with (campaign-mail.ts). */
export function campaignFrom(value: unknown): number | null {
  const match = typeof value === 'string' ? /^<?campaign-(\d{1,9})-\d+@/.exec(value.trim()) ?? /^(\d{1,9})$/.exec(value.trim()) : null;
  return match ? Number(match[1]) : typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e9 ? value : null;
}

// ---- Amazon SES (the Message of an SNS notification) ----------------------------------------

const sesMessageSchema = z.object({
  notificationType: z.optional(z.string()),
  eventType: z.optional(z.string()),
  bounce: z.optional(
    z.object({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: z.array(z.object({ emailAddress: z.string(), diagnosticCode: text, status: text })),
    }),
  ),
  complaint: z.optional(z.object({ complainedRecipients: z.array(z.object({ emailAddress: z.string() })), complaintFeedbackType: text })),
  mail: z.optional(
    z.object({
      headers: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
      commonHeaders: z.optional(z.object({ messageId: z.optional(z.string()) })),
    }),
  ),
});

/**
 * SES's bounce and complaint notifications (and the same from its event publishing, which
 * says `eventType`). A Permanent bounce is hard; Transient and Undetermined are soft.
 */
export function sesEvents(message: string): FeedbackEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    throw new MalformedFeedback('the SNS Message is not JSON');
  }
  const result = sesMessageSchema.safeParse(parsed);
  if (!result.success) throw new MalformedFeedback('not an SES notification');
  const { bounce, complaint, mail } = result.data;
  const type = result.data.notificationType ?? result.data.eventType;
  const header = mail?.headers?.find((h) => h.name.toLowerCase() === 'x-chapinbox-campaign')?.value;
  const campaignId = campaignFrom(header) ?? campaignFrom(mail?.commonHeaders?.messageId);
  if (type === 'Bounce' && bounce) {
    const kind = bounce.bounceType === 'Permanent' ? 'hard_bounce' : 'soft_bounce';
    return bounce.bouncedRecipients.map((recipient) => ({
      email: recipient.emailAddress,
      kind,
      reason: joined(`${bounce.bounceType}${bounce.bounceSubType ? `/${bounce.bounceSubType}` : ''}`, recipient.diagnosticCode ?? recipient.status),
      campaignId,
    }));
  }
  if (type === 'Complaint' && complaint) {
    return complaint.complainedRecipients.map((recipient) => ({ email: recipient.emailAddress, kind: 'complaint', reason: clip(complaint.complaintFeedbackType ?? 'abuse'), campaignId }));
  }
  // Deliveries, opens and the rest are not feedback this list acts on.
  return [];
}

// ---- Postmark ---------------------------------------------------------------------------------

/** Postmark's bounce types that mean the address will never take mail, and those that may pass. */
const POSTMARK_HARD = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);
const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError', 'Blocked']);

const postmarkSchema = z.object({
  RecordType: z.string(),
  Type: z.optional(z.string()),
  Email: z.string(),
  Description: text,
  Details: text,
  Metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

/** Postmark's Bounce and SpamComplaint webhooks (one record per call). */
export function postmarkEvents(body: unknown): FeedbackEvent[] {
  const result = postmarkSchema.safeParse(body);
  if (!result.success) throw new MalformedFeedback('not a Postmark webhook record');
  const record = result.data;
  const campaignId = campaignFrom(record.Metadata?.campaign);
  const reason = joined(record.Type, record.Description ?? record.Details);
  if (record.RecordType === 'SpamComplaint' || record.Type === 'SpamComplaint') return [{ email: record.Email, kind: 'complaint', reason, campaignId }];
  if (record.RecordType !== 'Bounce' || !record.Type) return [];
  if (POSTMARK_HARD.has(record.Type)) return [{ email: record.Email, kind: 'hard_bounce', reason, campaignId }];
  if (POSTMARK_SOFT.has(record.Type)) return [{ email: record.Email, kind: 'soft_bounce', reason, campaignId }];
  // Auto-replies, subscribe/unsubscribe requests and the like say nothing about the address.
  return [];
}

// ---- SendGrid ---------------------------------------------------------------------------------

const sendgridSchema = z.array(z.looseObject({ email: z.string(), event: z.string(), type: text, reason: text, status: text, campaign: z.optional(z.unknown()) }));

/**
 * SendGrid's event webhook (an array of events): a `bounce` is hard, unless SendGrid calls it
 * `blocked` (the receiver refused for now: soft); `dropped` means SendGrid will not send to the
 * address (a complaint when it was for spam reports, otherwise hard); `spamreport` is a complaint.
 */
export function sendgridEvents(body: unknown): FeedbackEvent[] {
  const result = sendgridSchema.safeParse(body);
  if (!result.success) throw new MalformedFeedback('not a SendGrid event array');
  return result.data.flatMap((event): FeedbackEvent[] => {
    const campaignId = campaignFrom(event.campaign);
    const reason = joined(event.reason, event.status);
    switch (event.event) {
      case 'bounce':
        return [{ email: event.email, kind: event.type === 'blocked' ? 'soft_bounce' : 'hard_bounce', reason, campaignId }];
      case 'dropped':
        return [{ email: event.email, kind: /spam/i.test(event.reason ?? '') ? 'complaint' : 'hard_bounce', reason, campaignId }];
      case 'spamreport':
        return [{ email: event.email, kind: 'complaint', reason: reason ?? 'spamreport', campaignId }];
      default:
        return [];
    }
  });
}

// ---- generic ------------------------------------------------------------------------------------

/** `{email, type, hard?, reason?, campaignId?}`; anything else is refused (400) by the caller. */
export function genericEvents(body: unknown): FeedbackEvent[] {
  const { email, type, hard, reason, campaignId } = genericFeedbackSchema.parse(body);
  return [{ email, kind: type === 'complaint' ? 'complaint' : hard ? 'hard_bounce' : 'soft_bounce', reason: clip(reason), campaignId: campaignId ?? null }];
}
