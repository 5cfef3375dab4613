import * as z from 'zod/mini';
import { vipEmailSchema } from './vip';

// Bounce and complaint feedback from the mail provider (docs/deploy.md#mail-feedback).

export const MAIL_FEEDBACK_PROVIDERS = ['ses', 'postmark', 'sendgrid', 'generic'] as const;
export type MailFeedbackProvider = (typeof MAIL_FEEDBACK_PROVIDERS)[number];

/** Largest feedback body read (a SendGrid batch of events included). */
export const MAIL_FEEDBACK_MAX_BYTES = 1024 * 1024;

/**
 * POST /api/mail/feedback/generic: one event. `hard` marks a permanent bounce (one suppresses);
 * without it a bounce is soft (suppresses past the limit). `campaignId`, when the sender knows
 * it, counts the event on that campaign.
 */
export const genericFeedbackSchema = z.strictObject({
  email: vipEmailSchema,
  type: z.enum(['bounce', 'complaint']),
  hard: z.optional(z.boolean()),
  reason: z.optional(z.string().check(z.maxLength(1_000))),
  campaignId: z.optional(z.number().check(z.int(), z.positive())),
});
export type GenericFeedback = z.infer<typeof genericFeedbackSchema>;

/** What a feedback call did: events recorded, and those for addresses not on the list (ignored). */
export const mailFeedbackResponseSchema = z.object({ recorded: z.number(), unknown: z.number() });
export type MailFeedbackResponse = z.infer<typeof mailFeedbackResponseSchema>;
