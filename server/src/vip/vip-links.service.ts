import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EbookDownloadResponse } from '@shared/ebooks';
import type { Language } from '@shared/languages';
import { campaignDeliveries, campaigns, vipSubscribers } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { currentEbookDownload, ebookDownloadOrigin, type CurrentEbookDownload } from '../ebooks/ebooks.service';
import { ApiError, forbidden, notFound } from '../lib/errors';
import { readUnsubscribeRef } from '../mail/subscriber-email';

const t = vipSubscribers;

/** Who a link's token names: nobody, a subscriber who has left, or an active subscriber. */
export type LinkSubscriber = { state: 'unknown' } | { state: 'inactive'; language: Language } | { state: 'active'; language: Language; isConfirmed: boolean };

export type ConfirmOutcome = Exclude<LinkSubscriber, { state: 'active' }> | { state: 'confirmed'; language: Language; ebook: CurrentEbookDownload };

const messages = {
  es: {
    membersOnly: 'El ebook es para los miembros del Club VIP: únete y confirma tu email con el enlace que te enviamos.',
    noEbook: 'El ebook todavía no está disponible. Inténtalo de nuevo más tarde.',
    storageAway: 'El ebook no se puede descargar en este momento. Inténtalo de nuevo en unos minutos.',
  },
  en: {
    membersOnly: 'The ebook is for VIP Club members: join and confirm your email with the link we send you.',
    noEbook: 'The ebook is not available yet. Please try again later.',
    storageAway: 'The ebook cannot be downloaded right now. Please try again in a few minutes.',
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The links of a subscriber's e-mails (docs/product.md#vip-club): confirm (and download the
 * ebook), unsubscribe, and the ebook download for confirmed subscribers. The subscriber's own
 * random token is their only credential, and it does not expire by time: a confirm link stops
 * working when the subscriber leaves (docs/decisions/0018-mail-links-act-on-post.md).
 */
export function createVipLinksService(deps: Pick<AppDeps, 'database' | 'storage'>) {
  const { db, pool } = deps.database;

  const find = async (token: string): Promise<LinkSubscriber> => {
    const [row] = await db.select({ language: t.language, isActive: t.isActive, status: t.status }).from(t).where(eq(t.token, token));
    if (!row) return { state: 'unknown' };
    return row.isActive ? { state: 'active', language: row.language, isConfirmed: row.status === 'confirmed' } : { state: 'inactive', language: row.language };
  };

  return {
    /** Who the token names; changes nothing (what a link's GET shows). */
    subscriber: find,

    /**
     * The confirm button: an active subscriber's address becomes confirmed (pending →
     * confirmed, the moment recorded once) and gets the current ebook. Confirming again
     * changes nothing and hands out the ebook again. A subscriber who left is not confirmed.
     */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const [confirmed] = await db
        .update(t)
        .set({ status: 'confirmed', confirmedAt: sql`now()`, stateAt: sql`now()`, stateReason: null })
        .where(and(eq(t.token, token), eq(t.isActive, true), eq(t.status, 'pending')))
        .returning({ language: t.language });
      const subscriber: LinkSubscriber = confirmed ? { state: 'active', language: confirmed.language, isConfirmed: true } : await find(token);
      if (subscriber.state !== 'active') return subscriber;
      return { state: 'confirmed', language: subscriber.language, ebook: await currentEbookDownload(deps) };
    },

    /**
     * The unsubscribe button or a mail client's one-click POST: the subscriber is unsubscribed
     * (suppressed, with the moment), unless a bounce or a complaint suppressed them already.
     * When the link came in a campaign e-mail (`ref`, signed with the campaign's key) and this
     * is what made them leave, it counts on that campaign. Null for an unknown token.
     */
    unsubscribe(token: string, ref?: string): Promise<{ language: Language } | null> {
      return withTransaction(pool, async (tx) => {
        const [before] = await tx.select({ id: t.id, isActive: t.isActive }).from(t).where(eq(t.token, token)).for('update');
        if (!before) return null;
        const [row] = await tx
          .update(t)
          .set({
            isActive: false,
            unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, now())`,
            stateAt: sql`case when ${t.suppression} is null then now() else ${t.stateAt} end`,
            stateReason: sql`case when ${t.suppression} is null then null else ${t.stateReason} end`,
            suppression: sql`coalesce(${t.suppression}, 'unsubscribed')`,
          })
          .where(eq(t.id, before.id))
          .returning({ language: t.language });
        const from = ref ? readUnsubscribeRef(ref) : null;
        if (before.isActive && from) {
          const [campaign] = await tx.select({ key: campaigns.openKey }).from(campaigns).where(eq(campaigns.id, from.campaignId));
          if (campaign?.key && from.signedWith(campaign.key)) {
            await tx
              .update(campaignDeliveries)
              .set({ unsubscribedAt: sql`now()` })
              .where(and(eq(campaignDeliveries.id, from.deliveryId), eq(campaignDeliveries.campaignId, from.campaignId), eq(campaignDeliveries.subscriberId, before.id), isNull(campaignDeliveries.unsubscribedAt)));
          }
        }
        return row;
      });
    },

    /**
     * The ebook for a confirmed, active subscriber's token: a short-lived link. Anyone else
     * (no token, an unknown one, a pending or inactive subscriber) gets 403.
     */
    async ebookDownload(token: string | undefined, language: Language): Promise<EbookDownloadResponse> {
      const subscriber = token ? await find(token) : undefined;
      if (subscriber?.state !== 'active' || !subscriber.isConfirmed) throw forbidden(messages[language].membersOnly);
      const ebook = await currentEbookDownload(deps);
      if (ebook.status === 'none') throw notFound(messages[language].noEbook);
      if (ebook.status === 'storage-away') throw new ApiError(503, messages[language].storageAway);
      return { downloadURL: ebook.url };
    },

    /** Where the confirm page's form may end: the storage the download link points to. */
    downloadOrigin: () => ebookDownloadOrigin(deps.storage),
  };
}
