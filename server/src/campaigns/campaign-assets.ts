import { campaignBoxes, isBlocks, type CampaignBody, type CampaignBox } from '@shared/campaign-blocks';
import type { Language } from '@shared/languages';
import { priceContentPath, productByKey } from '@shared/site-facts';
import { productImagePath } from '@shared/site-images';
import { mediaSlots } from '../db/schema';
import type { AppDeps } from '../deps';
import { emailImagesOf } from '../media/media.service';
import { findPublishedContent } from '../site-content/site-content.service';

/** A box card's facts: its picture, name and price text per language. */
export interface BoxCard {
  name: string;
  price: Record<Language, string>;
  image: { url: string; width: number; height: number };
}

/** What block e-mails show beyond the staff's words, read once per render. */
export interface BlockAssets {
  /** Library photos by id, with absolute addresses. */
  images: Map<string, { path: string; width: number; height: number; url: string }>;
  boxes: Record<CampaignBox, BoxCard>;
  /** The sender's postal address for the footer (MAIL_POSTAL_ADDRESS); absent while unset. */
  postalAddress?: string;
}

/** The box artwork drawn at build time, 1200×1200 PNG (shared/site-images.ts). */
const ARTWORK_SIZE = 1_200;

/**
 * The pictures, boxes and address the blocks of `bodies` need: each library photo as an e-mail
 * JPEG, each box's first photo placed on the page (else its artwork) and its published price text.
 */
export async function loadBlockAssets(deps: Pick<AppDeps, 'database' | 'storage' | 'config'>, origin: string, bodies: CampaignBody[]): Promise<BlockAssets> {
  const base = origin.replace(/\/+$/, '');
  const blocks = bodies.flatMap((body) => (isBlocks(body) ? body.blocks : []));
  const photoIds = blocks.flatMap((block) => (block.type === 'image' && block.imageId ? [block.imageId] : []));
  const usedBoxes = new Set(blocks.flatMap((block) => (block.type === 'box' ? [block.box] : [])));
  const slotRows = usedBoxes.size ? await deps.database.db.select().from(mediaSlots) : [];
  const boxPhoto = new Map<CampaignBox, string>();
  for (const box of usedBoxes) {
    const first = slotRows.find((row) => row.slot === `box-${box}`)?.items[0];
    if (first) boxPhoto.set(box, first);
  }
  const [found, content] = await Promise.all([
    emailImagesOf(deps, [...photoIds, ...boxPhoto.values()]),
    usedBoxes.size ? findPublishedContent(deps.database.db) : null,
  ]);
  const images = new Map([...found].map(([id, image]) => [id, { ...image, url: `${base}${image.path}` }]));
  const priceText = (box: CampaignBox, language: Language) =>
    content?.texts[language]?.[priceContentPath(box)]?.trim() || `${language === 'es' ? 'Desde' : 'From'} USD ${productByKey(box).priceUsd.toFixed(2)}`;
  const boxes = Object.fromEntries(
    campaignBoxes.map((box) => {
      const photo = images.get(boxPhoto.get(box) ?? '');
      return [
        box,
        {
          name: productByKey(box).name,
          price: { es: priceText(box, 'es'), en: priceText(box, 'en') },
          image: photo ?? { url: `${base}${productImagePath(box)}`, width: ARTWORK_SIZE, height: ARTWORK_SIZE },
        },
      ];
    }),
  ) as Record<CampaignBox, BoxCard>;
  return { images, boxes, postalAddress: deps.config.MAIL_POSTAL_ADDRESS };
}

