// Writes client/og/lettering-<lang>.svg: the social-share image's wordmark, headline and tagline
// as outlines (Liberation Sans Bold, SIL OFL), so the build rasterizes them without any font
// (docs/decisions/0016-original-artwork.md). An authoring tool, not part of the
// build: run it after changing a text below, with opentype.js installed for the occasion:
//   npm install --no-save opentype.js@1 && node scripts/outline-og-lettering.mjs [font.ttf]
import { readFileSync, writeFileSync } from 'node:fs';
import opentype from 'opentype.js';

const FONT = process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';
const OUT = process.env.OG_LETTERING_DIR ?? new URL('../client/og/', import.meta.url);
const file = readFileSync(FONT);
const font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));

// The hero's texts (hero.eyebrow, hero.title, hero.titleHighlight in client/src/i18n/*/landing.ts).
const texts = {
  es: { eyebrow: 'Snacks auténticos de Guatemala y El Salvador', title: 'El sabor de tu tierra,', highlight: 'directo a tu puerta' },
  en: { eyebrow: 'Authentic snacks from Guatemala and El Salvador', title: 'The taste of home,', highlight: 'delivered to your door' },
};

const INK = '#0F172A';
const BLUE = '#004AAD';
const RED = '#D7263D';
const LEFT = 72;
const MAX_WIDTH = 560;
const MAX_SIZE = 64;

const round = (value) => Math.round(value * 10) / 10;
const width = (text, size) => font.getAdvanceWidth(text, size, { kerning: true });
const outline = (text, x, y, size, fill) => `<path d="${font.getPath(text, x, y, size, { kerning: true }).toPathData(1)}" fill="${fill}"/>`;
/** The largest size up to `max` at which every line fits in MAX_WIDTH. */
const fittingSize = (lines, max) => Math.min(max, Math.floor(MAX_WIDTH / Math.max(...lines.map((line) => width(line, 1)))));

function lettering({ eyebrow, title, highlight }) {
  const parts = [];
  // Wordmark beside the brand mark the build draws at (72, 50), 84 px.
  parts.push(outline('Chapin', 172, 124, 64, BLUE), outline('Box', 172 + width('Chapin', 64), 124, 64, RED));

  // The headline on two lines: the title, then its highlighted part on a gold bar, as in the hero.
  const size = fittingSize([title, highlight], MAX_SIZE);
  const first = 290;
  const second = first + Math.round(size * 1.18);
  parts.push(
    outline(title, LEFT, first, size, INK),
    `<rect x="${LEFT - 6}" y="${round(second - size * 0.34)}" width="${round(width(highlight, size) + 12)}" height="${round(size * 0.42)}" rx="6" fill="#F5B700" opacity=".55"/>`,
    outline(highlight, LEFT, second, size, BLUE),
  );

  // The eyebrow, in a gold pill under the headline.
  const small = fittingSize([eyebrow], 26) - 1;
  const pillTop = second + 52;
  parts.push(
    `<rect x="${LEFT}" y="${pillTop}" width="${round(width(eyebrow, small) + 40)}" height="50" rx="25" fill="#F5B700" fill-opacity=".3" stroke="#F5B700" stroke-width="2"/>`,
    outline(eyebrow, LEFT + 20, pillTop + 25 + small * 0.36, small, '#00337A'),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">${parts.join('')}</svg>\n`;
}

for (const [language, text] of Object.entries(texts)) writeFileSync(new URL(`lettering-${language}.svg`, OUT), lettering(text));
