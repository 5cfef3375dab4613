import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { chatMessages, videoRequests } from '../db/schema';
import { containsUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text';

describe('text PostgreSQL cannot store, in requests', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('When a valid form carries U+0000 in a text, then it answers 400 and stores nothing (PostgreSQL cannot hold it)', async () => {
    const response = await ctx.client().post('/api/video-requests', { topic: 'a\u0000b', email: 'cliente@chapinbox.test', language: 'es' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await ctx.database.db.select().from(videoRequests)).toHaveLength(0);
  });

  it('When a chat message carries U+0000, then it answers 400 and stores nothing', async () => {
    const response = await ctx.client().post('/api/chat', { chatInput: 'Hola\u0000', sessionId: 'session_1700000000000_abcdefgh12' });
    expect(response.status).toBe(400);
    expect(await ctx.database.db.select().from(chatMessages)).toHaveLength(0);
  });

  it('When a text carries an unpaired surrogate (valid JSON escape, no UTF-8 for it), then it answers 400 and stores nothing', async () => {
    const response = await ctx.client().post('/api/video-requests', { topic: 'café \ud800', email: 'cliente@chapinbox.test', language: 'es' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    expect(await ctx.database.db.select().from(videoRequests)).toHaveLength(0);
  });

  it('When the query string carries %00, then it answers 400', async () => {
    const response = await ctx.client().get('/api/chat/history?sessionId=session_1700000000000_abcdefgh12%00');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('containsUnstorableText finds it in keys and deep values, and survives a body nested 100,000 deep', () => {
    expect(containsUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorableText({ a: ['ñandú', 1, null, true, { b: '🌮' }] })).toBe(false);
    expect(containsUnstorableText({ texts: { 'hero.title': 'x\udc00y' } })).toBe(true);
    expect(containsUnstorableText({ ['\ud83c']: 'lone key' })).toBe(true);
    let deep: unknown = 'end';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(false);
  });
});
