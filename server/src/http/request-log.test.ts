import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/test-client';
import { keepAddressOutOfLog, requestLog } from './request-log';

describe('request log', () => {
  const lines: Array<Record<string, unknown>> = [];
  let client: TestClient;
  let server: ReturnType<express.Express['listen']>;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = express();
    const api = express.Router();
    api.use(requestLog(pino({ level: 'info' }, sink), 'info'));
    api.get('/ok', (_req, res) => {
      res.json({ ok: true });
    });
    api.get('/boom', (_req, res) => {
      res.status(500).json({ message: 'Internal server error' });
    });
    api.post('/beacon', (_req, res) => {
      keepAddressOutOfLog(res);
      res.status(202).end();
    });
    app.use('/api', api);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    client = new TestClient(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
  });
  afterAll(() => server.close());

  const lastLine = async () => {
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    return lines.pop()!;
  };

  it('When a request is answered, then one info line names method, path, status and time, without the query string', async () => {
    await client.get('/api/ok?token=secret-token&search=ana@example.com');
    const line = await lastLine();
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/api/ok', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/secret-token|ana@example/);
  });

  it('When the answer is a 5xx, then the line is at error level', async () => {
    await client.get('/api/boom');
    expect(await lastLine()).toMatchObject({ level: 50, path: '/api/boom', status: 500 });
  });

  it('When a route keeps the address out of the log, then its line has everything but the address', async () => {
    await client.get('/api/ok');
    expect(await lastLine()).toHaveProperty('ip');

    await client.post('/api/beacon');
    const line = await lastLine();
    expect(line).toMatchObject({ path: '/api/beacon', status: 202 });
    expect(line).not.toHaveProperty('ip');
  });
});
