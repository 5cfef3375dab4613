import express, { Router } from 'express';
import { delayFor, record, shouldFail } from './control';

/**
 * Fake of the third-party endpoint that receives each VIP sign-up (VIP_WEBHOOK_URL): records
 * the JSON `{email}`; `/_control/fail-next {fake: 'vip-webhook'}` makes it answer 503.
 */
export function vipWebhookFake() {
  const router = Router();
  router.post('/', express.json(), async (req, res) => {
    record('vip-webhook', req);
    await delayFor('vip-webhook');
    if (shouldFail('vip-webhook')) return res.status(503).json({ message: 'fake outage' });
    res.json({ ok: true });
  });
  return router;
}
