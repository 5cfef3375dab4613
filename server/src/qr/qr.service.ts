import { desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { INSIGHTS_TIME_ZONE } from '@shared/insights';
import { QR_SOURCE, type QrCodeList, type QrRequest, type QrResponse } from '@shared/qr';
import { withQueryParams } from '@shared/url-query';
import type { Db } from '../db/client';
import { qrCodes, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';

/** A PNG large enough to print on a poster; medium error correction survives smudges. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 512 } as const;

/** Codes are made by hand for posters and stands: a few dozen at most, so the list is not paged. */
const LIST_LIMIT = 200;

/** Visits and sign-ups per campaign under utm_source=qr. */
type CampaignCounts = Map<string, { visits: number; signUps: number }>;

/**
 * The figures of `campaigns`: the days already rolled up (insight_days' total rows) plus the raw
 * events after the last of them, normally today's, so a code printed this morning shows its
 * first scans at once.
 */
async function countsOf(db: Db, campaigns: string[]): Promise<CampaignCounts> {
  const counts: CampaignCounts = new Map(campaigns.map((campaign) => [campaign, { visits: 0, signUps: 0 }]));
  if (campaigns.length === 0) return counts;
  const { rows } = await db.execute<{ campaign: string; visits: number; sign_ups: number }>(sql`
    with rolled as (
      select campaign, sum(visitors)::int as visits, sum(sign_ups)::int as sign_ups
      from insight_days
      where dimension = 'total' and source = ${QR_SOURCE} and campaign in ${campaigns}
      group by campaign
    ),
    since as (
      select coalesce(((max(day) + 1)::timestamp at time zone ${INSIGHTS_TIME_ZONE}), '-infinity'::timestamptz) as at from insight_days
    ),
    recent as (
      -- Visitors are counted once a day, as the rollup counts them.
      select campaign,
        count(distinct (visitor, (at at time zone ${INSIGHTS_TIME_ZONE})::date)) filter (where name = 'pageview')::int as visits,
        count(*) filter (where name = 'vip_signup' and detail = 'new')::int as sign_ups
      from insight_events
      where at >= (select at from since) and source = ${QR_SOURCE} and campaign in ${campaigns}
      group by campaign
    )
    select campaign, sum(visits)::int as visits, sum(sign_ups)::int as sign_ups
    from (select * from rolled union all select * from recent) figures
    group by campaign`);
  for (const row of rows) counts.set(row.campaign, { visits: row.visits, signUps: row.sign_ups });
  return counts;
}

const drawPng = (url: string) => QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png' });

/**
 * QR codes for posters (docs/product.md#qr-code): each one made is kept, with the address it
 * encodes; with a campaign, that address carries utm_source=qr and utm_campaign, and the list
 * shows the visits and sign-ups it brought.
 */
export function createQrService(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  return {
    async generate({ url, title, campaign }: QrRequest, userId: number): Promise<QrResponse> {
      const encoded = campaign ? withQueryParams(url, { utm_source: QR_SOURCE, utm_campaign: campaign }) : url;
      const png = await drawPng(encoded);
      const [row] = await db
        .insert(qrCodes)
        .values({ title, campaign: campaign ?? null, url: encoded, createdBy: userId })
        .returning({ id: qrCodes.id });
      return { id: row.id, qrCode: `data:image/png;base64,${png.toString('base64')}`, title, campaign: campaign ?? null, url: encoded };
    },

    async list(): Promise<QrCodeList> {
      const rows = await db
        .select({
          id: qrCodes.id,
          title: qrCodes.title,
          campaign: qrCodes.campaign,
          url: qrCodes.url,
          createdAt: qrCodes.createdAt,
          createdBy: sql<string | null>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
        })
        .from(qrCodes)
        .leftJoin(users, eq(users.id, qrCodes.createdBy))
        .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
        .limit(LIST_LIMIT);
      const counts = await countsOf(db, [...new Set(rows.flatMap((row) => (row.campaign ? [row.campaign] : [])))]);
      return {
        codes: rows.map(({ createdAt, ...row }) => {
          const figures = row.campaign ? counts.get(row.campaign) : undefined;
          return { ...row, createdAt: createdAt.toISOString(), visits: figures?.visits ?? null, signUps: figures?.signUps ?? null };
        }),
      };
    },

    /** A stored code's PNG, drawn again from its address (the same address draws the same code). */
    async png(id: number) {
      const [row] = await db.select({ url: qrCodes.url, campaign: qrCodes.campaign }).from(qrCodes).where(eq(qrCodes.id, id));
      if (!row) throw notFound('Código QR no encontrado');
      return { png: await drawPng(row.url), campaign: row.campaign };
    },
  };
}
