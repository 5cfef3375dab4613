import express from 'express';
import { describe, expect, it } from 'vitest';
import { badRequest } from '../lib/errors';
import { refusedRequestsGuard } from './refused-requests';

/** The guard around a route that refuses every write, with a clock the test moves. */
async function guardedApp(limit: number) {
  let time = 0;
  const guard = refusedRequestsGuard({ limit, windowMs: 60_000, now: () => time });
  const app = express();
  app.use(guard.check);
  app.post('/refused', (_req, _res, next) => next(badRequest('no')));
  app.use(guard.count);
  app.use(((error, _req, res, _next) => void res.status(error.status).json({ message: error.message })) as express.ErrorRequestHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const post = async () => (await fetch(`http://127.0.0.1:${port}/refused`, { method: 'POST' })).status;
  return { post, advance: (ms: number) => (time += ms), close: () => server.close() };
}

describe('refused requests per address', () => {
  it('When an address is refused `limit` times, then its next write is 429 until the minute is over', async () => {
    const app = await guardedApp(3);
    try {
      expect([await app.post(), await app.post(), await app.post()]).toEqual([400, 400, 400]);
      expect(await app.post()).toBe(429);
      app.advance(60_000);
      expect(await app.post()).toBe(400);
    } finally {
      app.close();
    }
  });
});
