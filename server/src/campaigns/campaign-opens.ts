import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignDeliveries, campaigns } from '../db/schema';

/**
 * Open tracking (docs/product.md#campaigns), off unless a campaign turns it on: each e-mail
 * carries a 1×1 picture at /api/mail/open/<token>. The token names the campaign and the
 * recipient's delivery row (no address, nothing personal) and is signed with a key the
 * campaign gets when its send starts, so nobody can make up opens for others.
 */

/** A new campaign's signing key. */
export const newOpenKey = () => randomBytes(24).toString('base64url');

const signature = (key: string, campaignId: number, deliveryId: number) =>
  createHmac('sha256', key).update(`${campaignId}.${deliveryId}`).digest('base64url').slice(0, 22);

export const openToken = (key: string, campaignId: number, deliveryId: number) => `${campaignId}.${deliveryId}.${signature(key, campaignId, deliveryId)}`;

export const openPixelUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/api/mail/open/${token}`;

const TOKEN = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

/** Records the first open of the token's recipient; a token that is not genuine changes nothing. Answers whether it counted. */
export async function recordOpen(db: Db, token: string): Promise<boolean> {
  const match = TOKEN.exec(token);
  if (!match) return false;
  const campaignId = Number(match[1]);
  const deliveryId = Number(match[2]);
  const [campaign] = await db.select({ key: campaigns.openKey, trackOpens: campaigns.trackOpens }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign?.key || !campaign.trackOpens) return false;
  const expected = Buffer.from(signature(campaign.key, campaignId, deliveryId));
  const given = Buffer.from(match[3]);
  if (!timingSafeEqual(expected, given)) return false;
  const changed = await db
    .update(campaignDeliveries)
    .set({ openedAt: sql`now()` })
    .where(and(eq(campaignDeliveries.id, deliveryId), eq(campaignDeliveries.campaignId, campaignId), isNull(campaignDeliveries.openedAt)))
    .returning({ id: campaignDeliveries.id });
  return changed.length > 0;
}

/** A transparent 1×1 GIF. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
