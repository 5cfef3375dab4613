import * as z from 'zod/mini';

// A campaign's body in one language may be a list of blocks instead of Markdown
// (docs/product.md#campaigns): the server renders them with MJML into an e-mail that holds in
// the common mail clients, always with the footer (postal address, unsubscribe link).

export const CAMPAIGN_BLOCKS_MAX = 40;
export const BLOCK_HEADING_MAX = 200;
export const BLOCK_TEXT_MAX = 5_000;
export const BLOCK_LABEL_MAX = 60;
export const BLOCK_ALT_MAX = 300;
export const BLOCK_URL_MAX = 2_000;
/** The hidden preview text mail clients show after the subject. */
export const CAMPAIGN_PREHEADER_MAX = 150;

export const campaignBoxes = ['partyMix', 'candyMix', 'spicyMix', 'chocoBox'] as const;
export type CampaignBox = (typeof campaignBoxes)[number];

export const blockTypes = ['heading', 'text', 'image', 'box', 'button', 'divider'] as const;
export type BlockType = (typeof blockTypes)[number];

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const httpUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(BLOCK_URL_MAX, `La dirección no puede tener más de ${BLOCK_URL_MAX.toLocaleString('es-ES')} caracteres`),
  z.refine(isHttpUrl, 'La dirección debe empezar por https:// (o http://)'),
);

const text = (max: number, what: string) =>
  z.string().check(z.trim(), z.minLength(1, `Escribe ${what}`), z.maxLength(max, `No más de ${max.toLocaleString('es-ES')} caracteres`));

const headingBlock = z.object({ type: z.literal('heading'), text: text(BLOCK_HEADING_MAX, 'el título') });
const textBlock = z.object({ type: z.literal('text'), markdown: text(BLOCK_TEXT_MAX, 'el texto') });
const imageBlock = z
  .object({
    type: z.literal('image'),
    /** A photo of the media library; or `url`, a picture elsewhere. */
    imageId: z.optional(z.uuid('Elige una foto de la biblioteca')),
    url: z.optional(httpUrlSchema),
    alt: text(BLOCK_ALT_MAX, 'el texto alternativo de la imagen'),
  })
  .check(z.refine((block) => (block.imageId === undefined) !== (block.url === undefined), { message: 'Elige una foto de la biblioteca o escribe su dirección', path: ['imageId'] }));
const boxBlock = z.object({ type: z.literal('box'), box: z.enum(campaignBoxes, 'Elige una caja') });
const buttonBlock = z.object({ type: z.literal('button'), label: text(BLOCK_LABEL_MAX, 'el texto del botón'), url: httpUrlSchema });
const dividerBlock = z.object({ type: z.literal('divider') });

export const campaignBlockSchema = z.discriminatedUnion('type', [headingBlock, textBlock, imageBlock, boxBlock, buttonBlock, dividerBlock]);
export type CampaignBlock = z.infer<typeof campaignBlockSchema>;

export const campaignBlocksSchema = z.object({
  blocks: z.array(campaignBlockSchema).check(z.maxLength(CAMPAIGN_BLOCKS_MAX, `Como mucho ${CAMPAIGN_BLOCKS_MAX} bloques por idioma`)),
});
export type CampaignBlocks = z.infer<typeof campaignBlocksSchema>;

/** A language's body: Markdown (a string) or blocks. */
export type CampaignBody = string | CampaignBlocks;

export const isBlocks = (body: CampaignBody): body is CampaignBlocks => typeof body !== 'string';

/** Whether a body says nothing yet (no text, or no block). */
export const isEmptyBody = (body: CampaignBody) => (isBlocks(body) ? body.blocks.length === 0 : !body.trim());

export const preheaderSchema = z.string().check(z.trim(), z.maxLength(CAMPAIGN_PREHEADER_MAX, `El texto de vista previa no puede tener más de ${CAMPAIGN_PREHEADER_MAX} caracteres`));

/** A new, empty block of a type, as the editor adds it. */
export function newBlock(type: BlockType): CampaignBlock {
  switch (type) {
    case 'heading':
      return { type, text: '' };
    case 'text':
      return { type, markdown: '' };
    case 'image':
      return { type, alt: '' };
    case 'box':
      return { type, box: 'partyMix' };
    case 'button':
      return { type, label: '', url: 'https://' };
    case 'divider':
      return { type };
  }
}
