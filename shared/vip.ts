import * as z from 'zod/mini';
import { languageSchema } from './language-schema';

/** Longest address SMTP allows (RFC 5321 path limit). */
export const VIP_EMAIL_MAX_LENGTH = 254;

/** A trimmed e-mail with a real shape (local@domain.tld), as both sides check it. */
export const vipEmailSchema = z.string().check(z.trim(), z.maxLength(VIP_EMAIL_MAX_LENGTH), z.email());

/** Where a sign-up came from (vip_modal, feature_card…): short, plain text. */
export const vipSourceSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /api/vip/subscribe, with the visitor's language for the welcome e-mail (docs/product.md#vip-club). */
export const vipSubscribeRequestSchema = z.object({
  email: vipEmailSchema,
  acceptsEmails: z.boolean(),
  source: z._default(vipSourceSchema, 'vip_modal'),
  language: z.optional(languageSchema),
  /**
   * The honeypot: a field people never see (docs/product.md#vip-club). Filled in, the server
   * answers as for a real sign-up and stores nothing.
   */
  website: z.optional(z.string()),
});

export type VipSubscribeRequest = z.input<typeof vipSubscribeRequestSchema>;

/** 201 `{isAlreadySubscribed:false}` or 409 `{isAlreadySubscribed:true}`, with a message. */
export const vipSubscribeResponseSchema = z.object({
  isAlreadySubscribed: z.boolean(),
  message: z.string(),
});

export type VipSubscribeResponse = z.infer<typeof vipSubscribeResponseSchema>;
