// The pictures a browser or a social network asks the site for, rasterized at build time from
// the site's own SVG artwork with resvg (WebAssembly: no browser, no native binary, see
// docs/decisions/0016-original-artwork.md): the share image of each language
// (1200×630), favicon.ico, apple-touch-icon.png, the web app manifest's icons and each box's
// picture for the landing page's structured data (1200×1200).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
let ready;
const init = () => (ready ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)));

/** PNG bytes of an SVG drawn `width` pixels wide. */
async function rasterize(svg, width) {
  await init();
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, shapeRendering: 2 });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const inner = (svg) => svg.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The brand mark of the site's header (client/src/features/landing/components/brand-mark.tsx), 40×40. */
const BRAND_MARK =
  '<path d="M20 4 36 11v18L20 36 4 29V11Z" fill="#004AAD"/><path d="M20 4 36 11 20 18 4 11Z" fill="#F5B700"/>' +
  '<path d="M4 17l16 7 16-7v4l-16 7-16-7Z" fill="#D7263D"/><path d="M20 18v18" stroke="#00337a" stroke-width="1.5"/><circle cx="20" cy="11" r="3.2" fill="#004AAD"/>';

/** The share image: the brand, the hero's words in the page's language, and the hero's box. */
function shareImage({ lettering, heroBox }) {
  const box = { x: 682, y: 74, width: 466, height: 408 };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs>
  <linearGradient id="og-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF8EC"/><stop offset="1" stop-color="#FFE8CC"/></linearGradient>
  <radialGradient id="og-glow"><stop offset="0" stop-color="#FFD43B" stop-opacity=".45"/><stop offset="1" stop-color="#FFD43B" stop-opacity="0"/></radialGradient>
  <pattern id="og-band" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="#004AAD"/><path d="M0 21L15 6L30 21V30H0Z" fill="#F5B700"/><path d="M0 30L15 15L30 30Z" fill="#D7263D"/><path d="M15 1.5l3.6 3.6l-3.6 3.6l-3.6 -3.6z" fill="#fff"/></pattern>
  <clipPath id="og-frame"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="34"/></clipPath>
</defs>
<rect width="1200" height="630" fill="url(#og-bg)"/>
<circle cx="${box.x + box.width / 2}" cy="${box.y + box.height / 2}" r="330" fill="url(#og-glow)"/>
<g transform="translate(72 50) scale(2.1)">${BRAND_MARK}</g>
${inner(lettering)}
<rect x="${box.x - 14}" y="${box.y - 14}" width="${box.width + 28}" height="${box.height + 28}" rx="42" fill="#F5B700" opacity=".45" transform="rotate(2 ${box.x + box.width / 2} ${box.y + box.height / 2})"/>
<rect x="${box.x - 7}" y="${box.y - 7}" width="${box.width + 14}" height="${box.height + 14}" rx="40" fill="#fff"/>
<g clip-path="url(#og-frame)"><image x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid slice" href="${dataUrl(heroBox)}"/></g>
<rect y="590" width="1200" height="40" fill="url(#og-band)"/>
<rect y="586" width="1200" height="6" fill="#004AAD"/>
</svg>`;
}

/** The favicon drawn to the edges (no rounded corners): home screens mask icons themselves. */
const fullBleed = (favicon) => favicon.replace(/ rx="[\d.]+"/, '');

/** An .ico file holding PNG images (Windows Vista and later, every current browser). */
function icoFile(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => Buffer.from(png))]);
}

/** The web app manifest (the site is Spanish first; its name is the brand in both languages). */
const manifest = (description) =>
  JSON.stringify(
    {
      name: 'ChapinBox',
      short_name: 'ChapinBox',
      description,
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#004AAD',
      background_color: '#FFF8EC',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );

/**
 * Writes the pictures into `distDir` (the built client's root): the share image of each
 * language at the path `shareImages` gives it (shared/site-images.ts names them),
 * favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, manifest.webmanifest, and
 * each box's picture at its `path` from its `artwork` (`productImages`, a file of the landing
 * page's assets). `clientDir` is the client's source folder; `description` the manifest's text.
 */
export async function writeSiteImages({ clientDir, distDir, shareImages, productImages, description }) {
  const read = (...path) => readFile(join(clientDir, ...path), 'utf8');
  const heroBox = await read('src', 'features', 'landing', 'assets', 'hero-box.svg');
  const favicon = await read('public', 'favicon.svg');
  const icon = fullBleed(favicon);
  const files = [
    ...(await Promise.all(
      Object.entries(shareImages).map(async ([language, path]) => [path.slice(1), rasterize(shareImage({ lettering: await read('og', `lettering-${language}.svg`), heroBox }), 1200)]),
    )),
    ['apple-touch-icon.png', rasterize(icon, 180)],
    ['icon-192.png', rasterize(icon, 192)],
    ['icon-512.png', rasterize(icon, 512)],
    ['favicon.ico', Promise.all([16, 32, 48].map(async (size) => ({ size, png: await rasterize(favicon, size) }))).then(icoFile)],
    ['manifest.webmanifest', manifest(description)],
    ...productImages.map(({ path, artwork }) => [path.slice(1), read('src', 'features', 'landing', 'assets', artwork).then((svg) => rasterize(svg, 1200))]),
  ];
  await Promise.all(files.map(async ([name, content]) => {
    const file = join(distDir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await content);
  }));
}
