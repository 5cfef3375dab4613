import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '@shared/site-config';
import { createTestContext, type TestContext } from '../../test/test-context';

describe('GET /api/config', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { VOICE_API_KEY: 'secret-key-123', VOICE_ASSISTANT_ID: 'assistant-1', GA_MEASUREMENT_ID: 'G-TEST1234' } });
  });
  afterAll(() => ctx.close());

  it('When voice and analytics are configured, then the client learns the ids but never the key', async () => {
    const response = await ctx.client().get('/api/config');
    expect(response.status).toBe(200);
    const config = siteConfigSchema.parse(response.body);
    expect(config.voice).toEqual({ available: true, assistantId: 'assistant-1', squadId: null, workflowId: null });
    expect(config.analytics.gaMeasurementId).toBe('G-TEST1234');
    expect(config.chat.mode).toBe('builtin');
    expect(response.text).not.toContain('secret-key-123');
  });
});
