import { Router } from 'express';
import { campaignAudienceQuerySchema, campaignInputSchema, campaignPreviewRequestSchema, campaignScheduleRequestSchema, campaignTestRequestSchema } from '@shared/campaigns';
import { requireAdmin, requireStaff, staffId } from '../http/session';
import type { AppDeps } from '../deps';
import { rowIdSchema, SERIAL_MAX } from '../http/row-id';
import { publicOrigin } from '../http/site-origin';
import { welcomeSeriesInputSchema } from '@shared/welcome-series';
import { campaignTemplateInputSchema } from '@shared/campaign-templates';
import { createCampaignTemplatesService } from './campaign-templates.service';
import { PIXEL_GIF, recordOpen } from './campaign-opens';
import { createCampaignsService } from './campaigns.service';
import { createWelcomeSeriesService } from './welcome-series.service';

const idParam = rowIdSchema(SERIAL_MAX);

/** /api/admin/campaigns and /api/admin/automations/welcome: the newsletter and the welcome series, for administrators (docs/product.md#campaigns). */
export function campaignsRoutes(deps: Pick<AppDeps, 'config' | 'database' | 'storage' | 'jobs' | 'mailer' | 'logger'>) {
  const router = Router();
  const campaigns = createCampaignsService(deps);
  const welcome = createWelcomeSeriesService(deps);
  const templates = createCampaignTemplatesService(deps);
  const admin = [requireStaff, requireAdmin];

  router.get('/admin/campaigns', ...admin, async (_req, res) => {
    res.json({ campaigns: await campaigns.list() });
  });

  router.post('/admin/campaigns', ...admin, async (req, res) => {
    const input = campaignInputSchema.parse(req.body);
    res.status(201).json(await campaigns.create(staffId(req), input));
  });

  // Before /:id, which would take these names for ids.
  router.get('/admin/campaigns/audience', ...admin, async (req, res) => {
    const { languages, sources } = campaignAudienceQuerySchema.parse(req.query);
    res.json(await campaigns.audience({ languages, ...(sources?.length ? { sources } : {}) }));
  });

  router.post('/admin/campaigns/preview', ...admin, async (req, res) => {
    res.json(await campaigns.preview(campaignPreviewRequestSchema.parse(req.body), publicOrigin(req, deps.config)));
  });

  router.get('/admin/campaigns/:id', ...admin, async (req, res) => {
    res.json(await campaigns.get(idParam.parse(req.params.id)));
  });

  router.put('/admin/campaigns/:id', ...admin, async (req, res) => {
    const id = idParam.parse(req.params.id);
    res.json(await campaigns.update(id, campaignInputSchema.parse(req.body)));
  });

  router.delete('/admin/campaigns/:id', ...admin, async (req, res) => {
    await campaigns.remove(idParam.parse(req.params.id));
    res.status(204).end();
  });

  router.post('/admin/campaigns/:id/test', ...admin, async (req, res) => {
    const id = idParam.parse(req.params.id);
    const { email } = campaignTestRequestSchema.parse(req.body);
    await campaigns.sendTest(id, email, publicOrigin(req, deps.config));
    res.status(202).json({ message: `Email de prueba enviado a ${email}` });
  });

  router.post('/admin/campaigns/:id/send', ...admin, async (req, res) => {
    const id = idParam.parse(req.params.id);
    res.status(202).json(await campaigns.send(staffId(req), id, publicOrigin(req, deps.config)));
  });

  router.post('/admin/campaigns/:id/schedule', ...admin, async (req, res) => {
    const id = idParam.parse(req.params.id);
    const { at } = campaignScheduleRequestSchema.parse(req.body);
    res.status(202).json(await campaigns.schedule(staffId(req), id, new Date(at), publicOrigin(req, deps.config)));
  });

  router.delete('/admin/campaigns/:id/schedule', ...admin, async (req, res) => {
    res.json(await campaigns.unschedule(staffId(req), idParam.parse(req.params.id)));
  });

  router.post('/admin/campaigns/:id/duplicate', ...admin, async (req, res) => {
    res.status(201).json(await campaigns.duplicate(staffId(req), idParam.parse(req.params.id)));
  });

  // Templates: saved layouts to start campaigns from, for the same staff as campaigns.
  router.get('/admin/campaign-templates', ...admin, async (_req, res) => {
    res.json({ templates: await templates.list() });
  });

  router.post('/admin/campaign-templates', ...admin, async (req, res) => {
    res.status(201).json(await templates.create(staffId(req), campaignTemplateInputSchema.parse(req.body)));
  });

  router.delete('/admin/campaign-templates/:id', ...admin, async (req, res) => {
    await templates.remove(staffId(req), idParam.parse(req.params.id));
    res.status(204).end();
  });

  // The open pixel (public: the recipient's mail client loads it). Always the picture, whatever
  // the token, so a mail client shows nothing broken and a probe learns nothing.
  router.get('/mail/open/:token', async (req, res) => {
    await recordOpen(deps.database.db, req.params.token);
    res.status(200).set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, private', 'Cross-Origin-Resource-Policy': 'cross-origin' }).send(PIXEL_GIF);
  });

  // The welcome series: the e-mails each new member gets after confirming (docs/product.md#welcome-series).
  router.get('/admin/automations/welcome', ...admin, async (_req, res) => {
    res.json(await welcome.get());
  });

  router.put('/admin/automations/welcome', ...admin, async (req, res) => {
    res.json(await welcome.update(staffId(req), welcomeSeriesInputSchema.parse(req.body), publicOrigin(req, deps.config)));
  });

  return router;
}
