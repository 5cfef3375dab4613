import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { createApp } from '../app';
import { createStorage } from '../storage/s3';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When PostgreSQL and S3 answer, then it is ok', async () => {
    const response = await ctx.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', db: 'up', storage: 'up' });
  });

  it('When the database and storage are unreachable, then it answers 503 degraded', async () => {
    const database = connectDatabase('postgres://nobody:x@127.0.0.1:1/none');
    const storage = createStorage({ endpoint: 'http://127.0.0.1:1', region: 'us-east-1', bucket: 'none', accessKeyId: 'a', secretAccessKey: 'b' });
    const server = createServer(createApp({ ...ctx.deps, database, storage })).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', db: 'down', storage: 'down' });
    server.close();
    await database.close();
  });
});
