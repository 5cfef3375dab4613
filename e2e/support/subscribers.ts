import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, type Page } from './test';
import { dataDirOf, E2E_PORT } from './servers';

/** Subscribers who have confirmed their address, as if they had used their e-mail's link. */
export async function confirmedSubscribers(page: Page, source: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await page.request.post('/api/vip/subscribe', {
      data: { email: `${source}-${i}@example.com`, acceptsEmails: true, source, language: i % 2 ? 'en' : 'es' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  // The confirm link's token is only in the welcome e-mail: the main app's own database marks them confirmed.
  const dataDir = dataDirOf(E2E_PORT);
  const password = readFileSync(`${dataDir}/postgres-password`, 'utf8').trim();
  const port = readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[3].trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/chapinbox` });
  await client.connect();
  try {
    await client.query("update vip_subscribers set status = 'confirmed', confirmed_at = now() where source = $1", [source]);
  } finally {
    await client.end();
  }
}
