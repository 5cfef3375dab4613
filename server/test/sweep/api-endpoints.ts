import type { Express } from 'express';
import * as z from 'zod/mini';
import { auditQuerySchema } from '@shared/audit';
import {
  changePasswordRequestSchema,
  createInvitationRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registrationStatusQuerySchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '@shared/auth';
import { welcomeSeriesInputSchema } from '@shared/welcome-series';
import { campaignTemplateInputSchema } from '@shared/campaign-templates';
import { campaignAudienceQuerySchema, campaignInputSchema, campaignPreviewRequestSchema, campaignScheduleRequestSchema, campaignTestRequestSchema } from '@shared/campaigns';
import { chatRequestSchema, chatSessionIdSchema } from '@shared/chat';
import { faqUpdateSchema, unansweredDismissSchema } from '@shared/faq';
import { ebookConfirmRequestSchema, ebookIdSchema, ebookUploadUrlRequestSchema } from '@shared/ebooks';
import { insightEventsRequestSchema, insightsExportQuerySchema, insightsSummaryQuerySchema } from '@shared/insights';
import { inventoryUpdateRequestSchema } from '@shared/inventory';
import { genericFeedbackSchema } from '@shared/mail-feedback';
import { isMediaSlot, mediaIdSchema } from '@shared/media';
import { qrRequestSchema } from '@shared/qr';
import { isLegalPageSlug } from '@shared/legal-page-paths';
import { legalPagePreviewRequestSchema, legalPageUpdateSchema } from '@shared/legal-pages';
import { videoRequestListQuerySchema, videoRequestSchema } from '@shared/video-requests';
import { callTargets, webCallRequestSchema } from '@shared/voice-call';
import { siteContentSchema } from '@shared/site-content';
import { boxContentsUpdateRequestSchema } from '@shared/box-contents';
import { siteSettingsUpdateRequestSchema } from '@shared/site-settings';
import { defaultSiteSettings } from '@shared/site-settings-values';
import { staffRoleChangeSchema } from '@shared/staff';
import {
  dailySignUpsQuerySchema,
  subscriberBulkRequestSchema,
  subscriberPatchSchema,
  subscribersExportQuerySchema,
  subscribersQuerySchema,
} from '@shared/subscribers';
import { twoFactorDisableSchema, twoFactorEnableSchema, twoFactorLoginSchema, twoFactorPolicySchema } from '@shared/two-factor';
import { vipSubscribeRequestSchema } from '@shared/vip';
import { vipLinkQuerySchema } from '../../src/vip/vip-links.routes';

/**
 * Every /api endpoint with the input it reads. The sweep (bad-input.test.ts) builds bad
 * requests from each `example` and asks `accepts` whether a generated one is still valid;
 * the test fails when the app has an endpoint this list does not name.
 */
interface Input {
  /** A valid value: the sweep mutates it. */
  example: Record<string, unknown>;
  /** True when the server should do the work for this value (it is not malformed). */
  accepts(value: unknown): boolean;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express path, `:id` (or another `:name`) for the one path parameter. */
  path: string;
  /** Who may call it: anyone, any signed-in staff member, or an administrator. */
  access: 'public' | 'staff' | 'admin';
  /** The JSON body it reads; absent when it reads none. */
  body?: Input;
  /** The query string it reads (values as the 'simple' query parser gives them). */
  query?: Input;
  /** The `:id` parameter: what a well-formed id looks like. Ids the sweep sends never exist. */
  id?: (id: string) => boolean;
  /** Opened in a browser from an e-mail's link: its own errors are an HTML page, not JSON. */
  errorPage?: true;
  /** Also reads a text/plain body as JSON (what navigator.sendBeacon sends). */
  textPlainJson?: true;
  /** Answers every id alike (the open pixel: a mail client shows nothing broken, a probe learns nothing). */
  anyId?: true;
}

const schemaAccepts = (schema: z.ZodMiniType) => (value: unknown) => schema.safeParse(value).success;

/** The voice assistant the sweep's app is configured with. */
export const SWEEP_ASSISTANT_ID = 'sweep-assistant';

/** Serial (int4) ids: 1 to 2^31 - 1, written as plain digits. */
const serialId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1;

/** Bigserial ids: plain digits up to 2^53 - 1. */
const bigId = (id: string) => /^[1-9]\d{0,15}$/.test(id) && Number(id) <= Number.MAX_SAFE_INTEGER;

/** A subscriber's e-mail links (confirm, unsubscribe, the ebook download) carry their token. */
const linkToken = { example: { token: 'a'.repeat(32) }, accepts: schemaAccepts(vipLinkQuerySchema) };

export const SESSION_ID_EXAMPLE = 'session_1700000000000_abcdefgh12';

/** A campaign draft as staff write it. */
const campaignExample = {
  subject: { es: 'Novedades de la semana', en: 'News of the week' },
  body: { es: '¡Hola! Esta semana **llega** la caja nueva.', en: 'Hi! This week the **new** box arrives.' },
  audience: { languages: ['es', 'en'], sources: ['vip_modal'] },
};

export const apiEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/config', access: 'public' },

  // auth
  {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: {
      example: { email: 'nueva@chapinbox.test', password: 'Cl4ve-Segura-1', firstName: 'Eva', lastName: 'Ruiz', inviteToken: 'a'.repeat(43) },
      accepts: schemaAccepts(registerRequestSchema),
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: { example: { email: 'nadie@chapinbox.test', password: 'una-clave-cualquiera' }, accepts: schemaAccepts(loginRequestSchema) },
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  { method: 'GET', path: '/api/auth/me', access: 'staff' },
  {
    method: 'GET',
    path: '/api/auth/registration-status',
    access: 'public',
    query: { example: { invite: 'a'.repeat(43) }, accepts: schemaAccepts(registrationStatusQuerySchema) },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password-request',
    access: 'public',
    body: { example: { email: 'nadie@chapinbox.test' }, accepts: schemaAccepts(resetRequestSchema) },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: { example: { token: 'a'.repeat(43), newPassword: 'Otra-Clave-2' }, accepts: schemaAccepts(resetPasswordSchema) },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'staff',
    body: { example: { currentPassword: 'una-clave-cualquiera', newPassword: 'Otra-Clave-3' }, accepts: schemaAccepts(changePasswordRequestSchema) },
  },
  { method: 'GET', path: '/api/auth/sessions', access: 'staff' },
  { method: 'DELETE', path: '/api/auth/sessions/:id', access: 'staff', id: (id) => /^[\w-]{22}$/.test(id) },
  { method: 'POST', path: '/api/auth/sessions/end-others', access: 'staff' },
  {
    method: 'POST',
    path: '/api/auth/login/2fa',
    access: 'public',
    body: { example: { code: '123456', rememberDevice: true }, accepts: schemaAccepts(twoFactorLoginSchema) },
  },
  { method: 'GET', path: '/api/auth/2fa', access: 'staff' },
  { method: 'POST', path: '/api/auth/2fa/setup', access: 'staff' },
  { method: 'POST', path: '/api/auth/2fa/enable', access: 'staff', body: { example: { code: '123456' }, accepts: schemaAccepts(twoFactorEnableSchema) } },
  { method: 'POST', path: '/api/auth/2fa/disable', access: 'staff', body: { example: { password: 'una-clave-cualquiera' }, accepts: schemaAccepts(twoFactorDisableSchema) } },
  { method: 'GET', path: '/api/admin/invites', access: 'admin' },
  { method: 'POST', path: '/api/admin/invites', access: 'admin', body: { example: { role: 'editor', email: 'invitada@chapinbox.test' }, accepts: schemaAccepts(createInvitationRequestSchema) } },
  { method: 'DELETE', path: '/api/admin/invites/:id', access: 'admin', id: serialId },

  // staff accounts and the activity log
  { method: 'GET', path: '/api/admin/staff', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/staff/:id', access: 'admin', id: serialId, body: { example: { role: 'editor' }, accepts: schemaAccepts(staffRoleChangeSchema) } },
  { method: 'DELETE', path: '/api/admin/staff/:id', access: 'admin', id: serialId },
  { method: 'POST', path: '/api/admin/staff/:id/end-sessions', access: 'admin', id: serialId },
  { method: 'POST', path: '/api/admin/staff/:id/reset-2fa', access: 'admin', id: serialId },
  { method: 'PUT', path: '/api/admin/staff/two-factor-policy', access: 'admin', body: { example: { required: false }, accepts: schemaAccepts(twoFactorPolicySchema) } },
  {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    query: { example: { page: '1', actor: 'ana@chapinbox.test', kind: 'auth', from: '2026-11-01T00:00:00-06:00', to: '2026-11-29T00:00:00-06:00' }, accepts: schemaAccepts(auditQuerySchema) },
  },
  { method: 'GET', path: '/api/admin/audit/actors', access: 'admin' },

  // campaigns
  { method: 'GET', path: '/api/admin/campaigns', access: 'admin' },
  { method: 'POST', path: '/api/admin/campaigns', access: 'admin', body: { example: campaignExample, accepts: schemaAccepts(campaignInputSchema) } },
  {
    method: 'GET',
    path: '/api/admin/campaigns/audience',
    access: 'admin',
    query: { example: { languages: 'es,en', sources: 'vip_modal,final_cta' }, accepts: schemaAccepts(campaignAudienceQuerySchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/campaigns/preview',
    access: 'admin',
    body: { example: { language: 'es', subject: campaignExample.subject.es, body: campaignExample.body.es }, accepts: schemaAccepts(campaignPreviewRequestSchema) },
  },
  { method: 'GET', path: '/api/admin/campaigns/:id', access: 'admin', id: serialId },
  { method: 'PUT', path: '/api/admin/campaigns/:id', access: 'admin', id: serialId, body: { example: campaignExample, accepts: schemaAccepts(campaignInputSchema) } },
  { method: 'DELETE', path: '/api/admin/campaigns/:id', access: 'admin', id: serialId },
  {
    method: 'POST',
    path: '/api/admin/campaigns/:id/test',
    access: 'admin',
    id: serialId,
    body: { example: { email: 'prueba@chapinbox.test' }, accepts: schemaAccepts(campaignTestRequestSchema) },
  },
  { method: 'POST', path: '/api/admin/campaigns/:id/send', access: 'admin', id: serialId },
  {
    method: 'POST',
    path: '/api/admin/campaigns/:id/schedule',
    access: 'admin',
    id: serialId,
    body: { example: { at: '2026-12-24T09:00:00-06:00' }, accepts: schemaAccepts(campaignScheduleRequestSchema) },
  },
  { method: 'DELETE', path: '/api/admin/campaigns/:id/schedule', access: 'admin', id: serialId },
  { method: 'POST', path: '/api/admin/campaigns/:id/duplicate', access: 'admin', id: serialId },
  { method: 'GET', path: '/api/admin/campaign-templates', access: 'admin' },
  { method: 'POST', path: '/api/admin/campaign-templates', access: 'admin', body: { example: { name: 'Semanal', subject: { es: 'Hola', en: 'Hi' }, body: { es: 'Hola', en: 'Hi' } }, accepts: schemaAccepts(campaignTemplateInputSchema) } },
  { method: 'DELETE', path: '/api/admin/campaign-templates/:id', access: 'admin', id: serialId },
  { method: 'GET', path: '/api/mail/open/:token', access: 'public', id: (token) => /^\d+\.\d+\.[\w-]+$/.test(token), anyId: true },
  { method: 'GET', path: '/api/admin/automations/welcome', access: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/automations/welcome',
    access: 'admin',
    body: {
      example: { enabled: true, steps: [{ delayHours: 0, subject: { es: 'Bienvenida', en: 'Welcome' }, body: { es: 'Hola', en: 'Hi' } }] },
      accepts: schemaAccepts(welcomeSeriesInputSchema),
    },
  },

  // ebooks
  { method: 'GET', path: '/api/admin/ebooks/list', access: 'staff' },
  {
    method: 'POST',
    path: '/api/admin/ebook/upload-url',
    access: 'staff',
    body: { example: { fileName: 'recetas.pdf', fileSize: 1234 }, accepts: schemaAccepts(ebookUploadUrlRequestSchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/ebook/confirm-upload',
    access: 'staff',
    body: {
      example: { fileId: '6f1c2a9e-3b7d-4c1a-9e2f-8a7b6c5d4e3f', fileName: 'recetas.pdf', fileSize: 1234 },
      accepts: schemaAccepts(ebookConfirmRequestSchema),
    },
  },
  { method: 'DELETE', path: '/api/admin/ebook/:id', access: 'staff', id: schemaAccepts(ebookIdSchema) },

  // media library
  // The upload is multipart (the file and its alt texts): every JSON body the sweep sends lacks the file (400).
  { method: 'POST', path: '/api/admin/media', access: 'staff', body: { example: { alt_es: 'Caja', alt_en: 'Box' }, accepts: () => false } },
  { method: 'GET', path: '/api/admin/media', access: 'staff' },
  { method: 'GET', path: '/api/admin/media/slots', access: 'staff' },
  {
    method: 'PUT',
    path: '/api/admin/media/slots/:slot',
    access: 'staff',
    id: isMediaSlot,
    // The sweep's ids are never slot names (404), so no body it sends is done.
    body: { example: { items: [] }, accepts: () => false },
  },
  { method: 'DELETE', path: '/api/admin/media/:id', access: 'staff', id: schemaAccepts(mediaIdSchema) },

  // staff tools
  {
    method: 'POST',
    path: '/api/admin/qr/generate',
    access: 'staff',
    body: { example: { url: 'https://chapinbox.com/agexport', title: 'AGEXPORT', campaign: 'feria-2026' }, accepts: schemaAccepts(qrRequestSchema) },
  },
  { method: 'GET', path: '/api/admin/qr/codes', access: 'staff' },
  { method: 'GET', path: '/api/admin/qr/codes/:id/png', access: 'staff', id: serialId },
  { method: 'GET', path: '/api/inventory/total', access: 'public' },
  { method: 'GET', path: '/api/inventory', access: 'staff' },
  {
    method: 'POST',
    path: '/api/inventory/update',
    access: 'staff',
    body: {
      example: { version: 0, products: [{ key: 'partyMix', productName: 'PARTY MIX', availableQuantity: 15 }] },
      accepts: schemaAccepts(inventoryUpdateRequestSchema),
    },
  },

  // site settings
  { method: 'GET', path: '/api/admin/settings', access: 'staff' },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    body: { example: { version: 0, settings: defaultSiteSettings }, accepts: schemaAccepts(siteSettingsUpdateRequestSchema) },
  },
  { method: 'GET', path: '/api/admin/box-contents', access: 'staff' },
  {
    method: 'PUT',
    path: '/api/admin/box-contents',
    access: 'staff',
    body: { example: { version: 0, boxContents: defaultSiteSettings.boxContents }, accepts: schemaAccepts(boxContentsUpdateRequestSchema) },
  },

  // landing page content
  { method: 'GET', path: '/api/content', access: 'public' },
  {
    method: 'PUT',
    path: '/api/content',
    access: 'staff',
    body: { example: { texts: { es: { 'hero.title': 'Hola' }, en: { 'hero.title': 'Hello' } }, sectionsOrder: ['hero', 'products'] }, accepts: schemaAccepts(siteContentSchema) },
  },

  // legal pages
  { method: 'GET', path: '/api/pages/:id', access: 'public', id: isLegalPageSlug },
  {
    method: 'PUT',
    path: '/api/admin/pages/:id',
    access: 'staff',
    id: isLegalPageSlug,
    body: { example: { title: { es: 'Privacidad', en: 'Privacy' }, markdown: { es: 'Texto **claro**.', en: 'Plain **text**.' } }, accepts: schemaAccepts(legalPageUpdateSchema) },
  },
  {
    method: 'POST',
    path: '/api/admin/pages/preview',
    access: 'staff',
    body: { example: { slug: 'privacidad', language: 'es', title: 'Privacidad', markdown: 'Texto.' }, accepts: schemaAccepts(legalPagePreviewRequestSchema) },
  },
  // FAQ and the guide's unanswered questions
  { method: 'GET', path: '/api/faq', access: 'public' },
  {
    method: 'PUT',
    path: '/api/admin/faq',
    access: 'staff',
    body: {
      example: { items: [{ question: { es: '¿Envían a Canadá?', en: 'Do you ship to Canada?' }, answer: { es: 'Aún no.', en: 'Not yet.' } }] },
      accepts: schemaAccepts(faqUpdateSchema),
    },
  },
  { method: 'GET', path: '/api/admin/faq', access: 'staff' },
  { method: 'GET', path: '/api/admin/chat/unanswered', access: 'staff' },
  { method: 'POST', path: '/api/admin/chat/unanswered/dismiss', access: 'staff', body: { example: { text: 'hacen factura' }, accepts: schemaAccepts(unansweredDismissSchema) } },

  // VIP club
  {
    method: 'POST',
    path: '/api/vip/subscribe',
    access: 'public',
    body: { example: { email: 'vip@chapinbox.test', acceptsEmails: true, source: 'vip_modal', language: 'es' }, accepts: schemaAccepts(vipSubscribeRequestSchema) },
  },
  // The e-mails' links: token-authenticated, anyone may call them (docs/product.md#vip-club).
  // The mail provider's feedback: off in the sweep's app (no MAIL_FEEDBACK_SECRET), so 404 whatever
  // comes; its own tests (server/src/mail-feedback/) cover the secret, the bodies and the signatures.
  {
    method: 'POST',
    path: '/api/mail/feedback/:provider',
    access: 'public',
    body: { example: { email: 'vip@chapinbox.test', type: 'bounce', hard: true, reason: '550 5.1.1' }, accepts: schemaAccepts(genericFeedbackSchema) },
  },
  { method: 'GET', path: '/api/vip/confirm', access: 'public', query: linkToken, errorPage: true },
  { method: 'POST', path: '/api/vip/confirm', access: 'public', query: linkToken, errorPage: true },
  { method: 'GET', path: '/api/vip/unsubscribe', access: 'public', query: linkToken, errorPage: true },
  { method: 'POST', path: '/api/vip/unsubscribe', access: 'public', query: linkToken, errorPage: true },
  // Without a confirmed subscriber's token: 403 {message}.
  { method: 'GET', path: '/api/vip/ebook/download', access: 'public', query: linkToken },
  {
    method: 'GET',
    path: '/api/vip/subscribers',
    access: 'admin',
    query: {
      example: { search: 'ana', status: 'active', state: 'confirmed', source: 'vip_modal', language: 'es', sort: 'email', order: 'asc', pageSize: '25' },
      accepts: schemaAccepts(subscribersQuerySchema),
    },
  },
  { method: 'GET', path: '/api/vip/subscribers/daily', access: 'staff', query: { example: { tz: 'America/Guatemala' }, accepts: schemaAccepts(dailySignUpsQuerySchema) } },
  { method: 'GET', path: '/api/vip/subscribers/counts', access: 'staff' },
  { method: 'GET', path: '/api/vip/subscribers/sources', access: 'admin' },
  {
    method: 'GET',
    path: '/api/vip/subscribers/export',
    access: 'admin',
    query: { example: { search: 'ana', status: 'inactive', language: 'en', sort: 'subscribedAt', order: 'desc' }, accepts: schemaAccepts(subscribersExportQuerySchema) },
  },
  {
    method: 'POST',
    path: '/api/vip/subscribers/bulk',
    access: 'admin',
    // A filter that matches nobody the sweep created: a valid request changes nothing.
    body: { example: { action: 'deactivate', filter: { search: 'nadie-coincide', status: 'active', state: 'confirmed' } }, accepts: schemaAccepts(subscriberBulkRequestSchema) },
  },
  {
    method: 'POST',
    path: '/api/vip/subscribers/import',
    access: 'admin',
    // The body is the CSV file (text/csv): every JSON body the sweep sends is refused (415).
    query: { example: { consent: 'true', confirmed: 'false' }, accepts: () => false },
  },
  { method: 'PATCH', path: '/api/vip/subscribers/:id', access: 'admin', id: bigId, body: { example: { isActive: true }, accepts: schemaAccepts(subscriberPatchSchema) } },
  { method: 'DELETE', path: '/api/vip/subscribers/:id', access: 'admin', id: bigId },

  // first-party measurement: the page's beacons, and the staff's Insights page
  {
    method: 'POST',
    path: '/api/insights/events',
    access: 'public',
    textPlainJson: true,
    body: {
      example: {
        events: [
          { type: 'pageview', path: '/?utm_source=newsletter', language: 'es', device: 'phone', referrer: 'https://www.google.com/', utm: { source: 'newsletter', campaign: 'noviembre' } },
          { type: 'event', name: 'marketplace_click', path: '/', language: 'en', device: 'desktop', ref: 'agexport', props: { box: 'partyMix', place: 'tab', detail: 'x' } },
        ],
      },
      accepts: schemaAccepts(insightEventsRequestSchema),
    },
  },
  {
    method: 'GET',
    path: '/api/admin/insights/summary',
    access: 'staff',
    query: { example: { from: '2026-11-01', to: '2026-11-28', source: 'google.com', campaign: 'noviembre' }, accepts: schemaAccepts(insightsSummaryQuerySchema) },
  },
  { method: 'GET', path: '/api/admin/insights/live', access: 'staff' },
  {
    method: 'GET',
    path: '/api/admin/insights/export',
    access: 'staff',
    query: { example: { from: '2026-11-01', to: '2026-11-28', table: 'pages', source: 'google.com' }, accepts: schemaAccepts(insightsExportQuerySchema) },
  },
  { method: 'GET', path: '/api/admin/launch-checklist', access: 'staff' },

  // voice, chat, video requests
  {
    method: 'POST',
    path: '/api/voice/call/web',
    access: 'public',
    body: {
      example: { assistantId: SWEEP_ASSISTANT_ID, assistantOverrides: { variableValues: { language: 'es' } } },
      // Only the configured assistant, by id, may be called.
      accepts: (value) => {
        const parsed = webCallRequestSchema.safeParse(value);
        if (!parsed.success) return false;
        const request = parsed.data;
        const targets = callTargets(request);
        return targets.length === 1 && targets[0] === 'assistant' && !request.assistant && request.assistantId === SWEEP_ASSISTANT_ID;
      },
    },
  },
  {
    method: 'POST',
    path: '/api/chat',
    access: 'public',
    body: { example: { chatInput: '¿Cuánto cuesta el envío?', sessionId: SESSION_ID_EXAMPLE, language: 'es' }, accepts: schemaAccepts(chatRequestSchema) },
  },
  {
    method: 'GET',
    path: '/api/chat/history',
    access: 'public',
    query: { example: { sessionId: SESSION_ID_EXAMPLE }, accepts: schemaAccepts(z.object({ sessionId: chatSessionIdSchema })) },
  },
  {
    method: 'POST',
    path: '/api/video-requests',
    access: 'public',
    body: { example: { topic: 'Cómo exportar café', email: 'cliente@chapinbox.test', language: 'es' }, accepts: schemaAccepts(videoRequestSchema) },
  },
  {
    method: 'GET',
    path: '/api/admin/video-requests',
    access: 'staff',
    query: { example: { page: '1', pageSize: '25' }, accepts: schemaAccepts(videoRequestListQuerySchema) },
  },
];

/** `METHOD /path` of every route the app's /api router serves, walked from Express's router stack. */
export function listAppEndpoints(app: Express): string[] {
  const found: string[] = [];
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; slash?: boolean; rawPath?: string };
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (layer.slash || typeof layer.rawPath !== 'string' ? '' : layer.rawPath));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((endpoint) => endpoint.split(' ')[1].startsWith('/api/')).sort();
}
