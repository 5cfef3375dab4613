import { randomBytes } from 'node:crypto';
import mjml2html from 'mjml';
import type { CampaignBlock } from '@shared/campaign-blocks';
import type { Language } from '@shared/languages';
import { markdownToEmailHtml, markdownToText } from '../mail/markdown-html';
import { escapeHtml, subscriberFooter } from '../mail/subscriber-email';
import type { BlockAssets } from './campaign-assets';
import type { CampaignLinks } from './campaign-links';

/**
 * A block campaign rendered with MJML (docs/decisions/0077-campaign-blocks-mjml.md): one column
 * 600 px wide, web-safe fonts, the brand's colours (tailwind.config.ts), every staff text
 * escaped. It is rendered once per language; each recipient's own addresses (unsubscribe link,
 * open pixel) stand as markers that campaignEmail replaces by plain string replacement.
 */

// Random per process: staff's words cannot spell a marker, so no text of theirs is replaced.
const NONCE = randomBytes(8).toString('hex');
export const UNSUBSCRIBE_MARKER = `https://unsubscribe.${NONCE}.invalid/`;
export const OPEN_PIXEL_MARKER = `https://open.${NONCE}.invalid/`;

const BRAND = { blue: '#004aad', gold: '#f5b700', cream: '#fff8ec', ink: '#0f172a', muted: '#64748b', line: '#e2e8f0' };
const FONT = 'Arial, Helvetica, sans-serif';

const words = {
  es: { buy: 'Comprar en Amazon', address: 'Dirección postal' },
  en: { buy: 'Buy on Amazon', address: 'Mailing address' },
} satisfies Record<Language, Record<string, string>>;

const attr = (value: string) => escapeHtml(value);
const section = (inner: string, padding = '0 24px') => `<mj-section padding="${padding}"><mj-column>${inner}</mj-column></mj-section>`;

function blockMjml(block: CampaignBlock, language: Language, assets: BlockAssets, links: CampaignLinks): string {
  switch (block.type) {
    case 'heading':
      return section(`<mj-text font-size="24px" line-height="1.3" font-weight="bold" color="${BRAND.blue}" padding="8px 0 12px"><h2 style="margin:0;font-size:24px;line-height:1.3">${escapeHtml(block.text)}</h2></mj-text>`);
    case 'text':
      return section(`<mj-text padding="0">${markdownToEmailHtml(block.markdown, links.rewrite)}</mj-text>`);
    case 'image': {
      const photo = block.imageId ? assets.images.get(block.imageId) : undefined;
      const src = photo?.url ?? block.url;
      // A library photo deleted since leaves no broken picture behind.
      if (!src) return '';
      return section(`<mj-image src="${attr(src)}" alt="${attr(block.alt)}" padding="0 0 16px"${photo ? ` width="${Math.min(552, photo.width)}px"` : ''} />`);
    }
    case 'box': {
      const card = assets.boxes[block.box];
      return `<mj-section padding="8px 24px 16px"><mj-column border="2px solid ${BRAND.gold}" border-radius="12px" padding="16px" background-color="#ffffff">
<mj-image src="${attr(card.image.url)}" alt="${attr(card.name)}" width="260px" padding="0 0 12px" href="${attr(links.box(block.box))}" />
<mj-text align="center" font-size="20px" font-weight="bold" color="${BRAND.blue}" padding="0 0 4px">${escapeHtml(card.name)}</mj-text>
<mj-text align="center" font-size="16px" color="${BRAND.ink}" padding="0 0 12px">${escapeHtml(card.price[language])}</mj-text>
<mj-button href="${attr(links.box(block.box))}" background-color="${BRAND.gold}" color="${BRAND.ink}" font-weight="bold" border-radius="8px" padding="0">${escapeHtml(words[language].buy)}</mj-button>
</mj-column></mj-section>`;
    }
    case 'button':
      return section(`<mj-button href="${attr(links.rewrite(block.url))}" background-color="${BRAND.blue}" color="#ffffff" font-weight="bold" border-radius="8px" padding="4px 0 16px">${escapeHtml(block.label)}</mj-button>`);
    case 'divider':
      return section(`<mj-divider border-color="${BRAND.line}" border-width="1px" padding="8px 0 16px" />`);
  }
}

function blockText(block: CampaignBlock, language: Language, assets: BlockAssets, links: CampaignLinks): string {
  switch (block.type) {
    case 'heading':
      return block.text.toUpperCase();
    case 'text':
      return markdownToText(block.markdown, links.rewrite);
    case 'image':
      return `[${block.alt}]`;
    case 'box': {
      const card = assets.boxes[block.box];
      return `${card.name} · ${card.price[language]}\n${words[language].buy}: ${links.box(block.box)}`;
    }
    case 'button':
      return `${block.label}: ${links.rewrite(block.url)}`;
    case 'divider':
      return '----------';
  }
}

export interface BlocksEmailInput {
  language: Language;
  subject: string;
  preheader: string;
  blocks: CampaignBlock[];
  assets: BlockAssets;
  links: CampaignLinks;
  /** Whether each e-mail carries the open pixel (the campaign's open tracking). */
  openPixel: boolean;
}

/** The whole e-mail (HTML document and text part), with the recipient's markers. */
export async function renderBlocksEmail(input: BlocksEmailInput): Promise<{ html: string; text: string }> {
  const { language, assets, links } = input;
  const footer = subscriberFooter[language];
  const address = assets.postalAddress ? `<br>${escapeHtml(assets.postalAddress)}` : '';
  const source = `<mjml lang="${language}">
<mj-head>
<mj-title>${escapeHtml(input.subject)}</mj-title>
${input.preheader ? `<mj-preview>${escapeHtml(input.preheader)}</mj-preview>` : ''}
<mj-attributes><mj-all font-family="${FONT}" /><mj-text font-size="16px" line-height="1.5" color="${BRAND.ink}" /></mj-attributes>
</mj-head>
<mj-body width="600px" background-color="${BRAND.cream}">
<mj-section padding="24px 24px 12px"><mj-column><mj-text padding="0" font-size="22px" font-weight="bold"><a href="${attr(links.site)}" style="color:${BRAND.blue};text-decoration:none">ChapinBox</a></mj-text></mj-column></mj-section>
<mj-wrapper background-color="#ffffff" border-radius="12px" padding="16px 0 8px">
${input.blocks.map((block) => blockMjml(block, language, assets, links)).join('\n')}
</mj-wrapper>
<mj-section padding="16px 24px 24px"><mj-column><mj-text padding="0" font-size="12px" line-height="1.5" color="${BRAND.muted}">${escapeHtml(footer.why)}${address}<br><a href="${UNSUBSCRIBE_MARKER}" style="color:${BRAND.muted}">${escapeHtml(footer.unsubscribe)}</a></mj-text></mj-column></mj-section>
${input.openPixel ? `<mj-raw><img src="${OPEN_PIXEL_MARKER}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0"></mj-raw>` : ''}
</mj-body>
</mjml>`;
  const { html } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  const text = [
    ...(input.preheader ? [input.preheader, ''] : []),
    input.blocks.map((block) => blockText(block, language, assets, links)).join('\n\n'),
    '',
    '--',
    footer.why,
    ...(assets.postalAddress ? [`${words[language].address}: ${assets.postalAddress}`] : []),
    `${footer.unsubscribe}: ${UNSUBSCRIBE_MARKER}`,
  ].join('\n');
  return { html, text };
}
