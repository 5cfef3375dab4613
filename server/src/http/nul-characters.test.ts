import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { chatMessages, videoRequests } from '../db/schema';
import { containsNul, NUL_CHARACTER_MESSAGE } from './nul-characters';

describe('the NUL character in requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a valid form carries U+0000 in a text, then it answers 400 and stores nothing (PostgreSQL cannot hold it)', async () => {
    const response = await ctx.client().post('/api/video-requests', { topic: 'a\u0000b', email: 'cliente@chapinbox.test', language: 'es' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: NUL_CHARACTER_MESSAGE });
    expect(await ctx.database.db.select().from(videoRequests)).toHaveLength(0);
  });

  it('When a chat message carries U+0000, then it answers 400 and stores nothing', async () => {
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola\u0000', sessionId: 'session_1700000000000_abcdefgh12' });
    expect(response.status).toBe(400);
    expect(await ctx.database.db.select().from(chatMessages)).toHaveLength(0);
  });

  it('When the query string carries %00, then it answers 400', async () => {
    const response = await ctx.client().get('/api/chat/history?sessionId=session_1700000000000_abcdefgh12%00');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('containsNul finds it in keys and deep values, and survives a body nested 100,000 deep', () => {
    expect(containsNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['ñandú', 1, null, true, { b: '🌮' }] })).toBe(false);
    let deep: unknown = 'end';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsNul(deep)).toBe(false);
  });
});
