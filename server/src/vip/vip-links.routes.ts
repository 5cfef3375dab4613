import { type Request, type Response, Router } from 'express';
import * as z from 'zod/mini';
import type { Language } from '@shared/languages';
import type { AppDeps } from '../deps';
import { requestLanguage } from '../http/rate-limit';
import { createVipLinksService } from './vip-links.service';
import { vipPage, type VipPageKind } from './vip-pages';

/** A subscriber's token as the sign-up makes it (base64url); anything else names nobody. */
export const vipLinkQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w-]+$/)),
});

const tokenOf = (req: Request) => {
  const parsed = vipLinkQuerySchema.safeParse(req.query);
  return parsed.success ? parsed.data.token : undefined;
};

/** The campaign e-mail an unsubscribe link came in (mail/subscriber-email.ts, unsubscribeRef); its signature is checked by the service. */
const refOf = (req: Request) => (typeof req.query.c === 'string' && /^[\w.-]{1,80}$/.test(req.query.c) ? req.query.c : undefined);

/**
 * The pages load nothing; their one form posts to our own link, and the confirm page's form
 * ends in a redirect to the storage's download link, which form-action must allow too.
 */
const pageSecurityPolicy = (formTargets: string[]) =>
  ["default-src 'none'", "style-src 'unsafe-inline'", `form-action ${["'self'", ...formTargets].join(' ')}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');

/**
 * The links of a subscriber's e-mails (docs/product.md#vip-club). A GET only shows a page
 * with a button; the button's POST (or a mail client's one-click POST, RFC 8058) confirms or
 * unsubscribes (docs/decisions/0018-mail-links-act-on-post.md). The token in the address is
 * the only credential: no cookie is read, so the app mounts these routes before the origin
 * check and the session (docs/decisions/0018-mail-links-act-on-post.md).
 */
export function vipLinkRoutes(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const router = Router();
  const links = createVipLinksService(deps);

  const page = (res: Response, status: number, kind: VipPageKind, language: Language, form?: { action: string; targets?: string[] }) => {
    res
      .status(status)
      .set('Content-Security-Policy', pageSecurityPolicy(form?.targets ?? []))
      .type('html')
      .send(vipPage(kind, language, { action: form?.action }));
  };
  const invalidLink = (req: Request, res: Response) => page(res, 404, 'invalidLink', requestLanguage(req));

  router.get('/vip/confirm', async (req, res) => {
    const token = tokenOf(req);
    const subscriber = token ? await links.subscriber(token) : undefined;
    if (!token || !subscriber || subscriber.state === 'unknown') return invalidLink(req, res);
    if (subscriber.state === 'inactive') return page(res, 410, 'expiredLink', subscriber.language);
    const downloadOrigin = await links.downloadOrigin();
    page(res, 200, subscriber.isConfirmed ? 'confirmAgain' : 'confirm', subscriber.language, {
      action: `/api/vip/confirm?token=${token}`,
      targets: downloadOrigin ? [downloadOrigin] : [],
    });
  });

  router.post('/vip/confirm', async (req, res) => {
    const token = tokenOf(req);
    const outcome = token ? await links.confirm(token) : undefined;
    if (!outcome || outcome.state === 'unknown') return invalidLink(req, res);
    if (outcome.state === 'inactive') return page(res, 410, 'expiredLink', outcome.language);
    const { ebook } = outcome;
    if (ebook.status === 'ready') return res.redirect(302, ebook.url);
    page(res, ebook.status === 'none' ? 200 : 503, ebook.status === 'none' ? 'noEbookYet' : 'ebookAway', outcome.language);
  });

  router.get('/vip/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    const subscriber = token ? await links.subscriber(token) : undefined;
    if (!token || !subscriber || subscriber.state === 'unknown') return invalidLink(req, res);
    if (subscriber.state === 'inactive') return page(res, 200, 'unsubscribed', subscriber.language);
    const ref = refOf(req);
    page(res, 200, 'unsubscribe', subscriber.language, { action: `/api/vip/unsubscribe?token=${token}${ref ? `&c=${ref}` : ''}` });
  });

  // The page's button, or a mail client's one-click POST (body `List-Unsubscribe=One-Click`,
  // sent by the mail provider's servers: no Origin, no cookie). The body is not read.
  router.post('/vip/unsubscribe', async (req, res) => {
    const token = tokenOf(req);
    const subscriber = token ? await links.unsubscribe(token, refOf(req)) : null;
    if (!subscriber) return invalidLink(req, res);
    page(res, 200, 'unsubscribed', subscriber.language);
  });

  // The ebook for a confirmed subscriber's token (their e-mail's link); 403 for anyone else.
  router.get('/vip/ebook/download', async (req, res) => {
    res.json(await links.ebookDownload(tokenOf(req), requestLanguage(req)));
  });

  return router;
}
