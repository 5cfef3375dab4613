import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CampaignInput } from '@shared/campaigns';
import { vipSubscribers } from '../db/schema';
import type { TestContext } from '../../test/test-context';
import { setupStep, type TestClient } from '../../test/test-client';

type NewSubscriber = Partial<typeof vipSubscribers.$inferInsert> & { email: string };

/** Inserts subscribers: confirmed, active, accepting e-mails, Spanish, from vip_modal unless told. */
export async function seedSubscribers(ctx: TestContext, rows: NewSubscriber[]) {
  if (!rows.length) return [];
  return ctx.database.db
    .insert(vipSubscribers)
    .values(
      rows.map((row) => ({
        source: 'vip_modal',
        language: 'es' as const,
        acceptsEmails: true,
        consentAt: new Date(),
        status: 'confirmed' as const,
        confirmedAt: new Date(),
        isActive: true,
        token: randomBytes(16).toString('base64url'),
        ...row,
      })),
    )
    .returning();
}

/** A draft as staff write it; ASCII subjects, so they read plainly in the raw e-mail. */
export const campaignDraft = (overrides: Partial<CampaignInput> = {}): CampaignInput => ({
  subject: { es: 'Novedades de la semana', en: 'News of the week' },
  body: { es: 'Hola, **amigos**: llega la [caja nueva](https://chapinbox.com/caja).', en: 'Hi **friends**: the [new box](https://chapinbox.com/box) is here.' },
  audience: { languages: ['es', 'en'] },
  ...overrides,
});

/** Creates a draft through the API; answers its id. */
export async function createDraft(admin: TestClient, overrides: Partial<CampaignInput> = {}) {
  const created = setupStep(await admin.post('/api/admin/campaigns', campaignDraft(overrides)), 201);
  return created.body.id as number;
}

/** The campaign as the API answers it. */
export const campaignOf = async (admin: TestClient, id: number) => (await admin.get(`/api/admin/campaigns/${id}`)).body;

/** Waits until the campaign's send has settled (sent or failed). */
export async function settled(admin: TestClient, id: number, timeout = 30_000) {
  await expect.poll(async () => (await campaignOf(admin, id)).status, { timeout, interval: 100 }).toMatch(/^(sent|failed)$/);
  return campaignOf(admin, id);
}

/** Header `name` of a raw e-mail (unfolded). */
export function headerOf(raw: string, name: string) {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((item) => item.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** How many e-mails each address got at the sink. */
export function countsByRecipient(received: Array<{ to: string[] }>) {
  const counts = new Map<string, number>();
  for (const mail of received) for (const to of mail.to) counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1);
  return counts;
}
