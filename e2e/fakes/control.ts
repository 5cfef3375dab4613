import { Router } from 'express';

export interface ReceivedRequest {
  fake: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  at: string;
}

/** What each fake received, and how it should misbehave next. Shared by all fakes. */
export const fakeState = {
  received: [] as ReceivedRequest[],
  /** fake name → number of upcoming requests to answer 503. */
  failNext: new Map<string, number>(),
  /** fake name → delay in ms before answering. */
  delayMs: new Map<string, number>(),
};

export function record(fake: string, req: { method: string; path: string; headers: ReceivedRequest['headers']; body: unknown }) {
  fakeState.received.push({ fake, method: req.method, path: req.path, headers: req.headers, body: req.body, at: new Date().toISOString() });
}

/** True when this request should fail (and counts it down). */
export function shouldFail(fake: string) {
  const left = fakeState.failNext.get(fake) ?? 0;
  if (left <= 0) return false;
  fakeState.failNext.set(fake, left - 1);
  return true;
}

export const delayFor = (fake: string) => new Promise((done) => setTimeout(done, fakeState.delayMs.get(fake) ?? 0));

export function controlRoutes() {
  const router = Router();
  router.get('/received', (req, res) => {
    const fake = req.query.fake;
    res.json(fakeState.received.filter((item) => !fake || item.fake === fake));
  });
  router.post('/fail-next', (req, res) => {
    fakeState.failNext.set(String(req.body.fake), Number(req.body.count ?? 1));
    res.json({ ok: true });
  });
  router.post('/delay', (req, res) => {
    fakeState.delayMs.set(String(req.body.fake), Number(req.body.ms ?? 0));
    res.json({ ok: true });
  });
  router.post('/reset', (_req, res) => {
    fakeState.received = [];
    fakeState.failNext.clear();
    fakeState.delayMs.clear();
    res.json({ ok: true });
  });
  return router;
}
