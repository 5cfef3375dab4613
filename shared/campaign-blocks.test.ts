import { describe, expect, it } from 'vitest';
import { CAMPAIGN_BLOCKS_MAX, campaignBlocksSchema } from './campaign-blocks';
import { campaignGaps, campaignInputSchema } from './campaigns';

const ok = (blocks: unknown[]) => campaignBlocksSchema.safeParse({ blocks }).success;

describe('campaign blocks schema', () => {
  it('When every block type is well formed, then the body is accepted beside a Markdown body', () => {
    const blocks = [
      { type: 'heading', text: 'Hola' },
      { type: 'text', markdown: '**Nuevo**' },
      { type: 'image', imageId: '6f1c1f5e-8a6b-4d1e-9c47-2b1f0b9a1e11', alt: 'La caja' },
      { type: 'image', url: 'https://example.com/a.jpg', alt: 'Otra' },
      { type: 'box', box: 'chocoBox' },
      { type: 'button', label: 'Ver', url: 'https://chapinbox.com/' },
      { type: 'divider' },
    ];
    const parsed = campaignInputSchema.safeParse({ subject: { es: 'a', en: 'b' }, body: { es: { blocks }, en: 'Hi' }, audience: { languages: ['es', 'en'] } });
    expect(parsed.success).toBe(true);
  });

  it('When a block breaks a limit, then it is refused', () => {
    expect(ok([{ type: 'button', label: 'Ver', url: 'javascript:alert(1)' }])).toBe(false);
    expect(ok([{ type: 'button', label: 'Ver', url: 'ftp://example.com' }])).toBe(false);
    expect(ok([{ type: 'image', url: 'data:image/png;base64,AAAA', alt: 'x' }])).toBe(false);
    expect(ok([{ type: 'image', alt: 'Sin foto' }])).toBe(false);
    expect(ok([{ type: 'image', imageId: '6f1c1f5e-8a6b-4d1e-9c47-2b1f0b9a1e11', url: 'https://example.com/a.jpg', alt: 'Dos' }])).toBe(false);
    expect(ok([{ type: 'image', url: 'https://example.com/a.jpg', alt: ' ' }])).toBe(false);
    expect(ok([{ type: 'heading', text: 'x'.repeat(201) }])).toBe(false);
    expect(ok([{ type: 'box', box: 'bigBox' }])).toBe(false);
    expect(ok([{ type: 'video', url: 'https://example.com' }])).toBe(false);
    expect(ok(Array.from({ length: CAMPAIGN_BLOCKS_MAX + 1 }, () => ({ type: 'divider' })))).toBe(false);
    expect(ok(Array.from({ length: CAMPAIGN_BLOCKS_MAX }, () => ({ type: 'divider' })))).toBe(true);
  });

  it('When a language has no block, then sending lacks its text', () => {
    expect(campaignGaps({ subject: { es: 'a', en: 'b' }, body: { es: { blocks: [] }, en: { blocks: [{ type: 'divider' }] } }, audience: { languages: ['es', 'en'] } })).toEqual([
      'Falta el texto en español',
    ]);
  });
});
