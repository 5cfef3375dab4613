import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/lib/paths';

// The docs are what a new maintainer reads first: what they name must exist, and they must stay
// short enough to read in an hour.

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const architecture = read('docs/architecture.md');
const decisions = readdirSync(join(projectRoot, 'docs/decisions')).filter((name) => name.endsWith('.md'));
const markdownFiles = ['README.md', 'docs/architecture.md', 'docs/product.md', 'docs/deploy.md', ...decisions.map((name) => `docs/decisions/${name}`)];

/** The backticked words of `text` that name a file or folder of the repository. */
const pathsNamed = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/[.,:;)]+$/, ''))
    .filter((token) => /^(client|server|shared|e2e|scripts|docs|migrations)\//.test(token) && !/[{<*]/.test(token));

/** The backticked names in the paragraph that starts with `heading`. */
function namesIn(text: string, heading: string) {
  const start = text.indexOf(heading);
  const paragraph = text.slice(start, text.indexOf('\n\n', start));
  return [...paragraph.matchAll(/`([a-z0-9_-]+)`/g)].map((match) => match[1]);
}

describe('docs/architecture.md', () => {
  it('When it names a path, then the path exists', () => {
    const missing = pathsNamed(architecture).filter((path) => !existsSync(join(projectRoot, path)));
    expect(missing).toEqual([]);
  });

  it('When a feature folder exists on either side, then the feature table names it', () => {
    const infrastructure = new Set(['db', 'storage', 'mail', 'jobs', 'lib', 'http']);
    const serverFeatures = readdirSync(join(projectRoot, 'server/src')).filter((name) => statSync(join(projectRoot, 'server/src', name)).isDirectory() && !infrastructure.has(name));
    const clientFeatures = readdirSync(join(projectRoot, 'client/src/features'));
    const unnamed = [...serverFeatures.map((name) => `server/src/${name}/`), ...clientFeatures.map((name) => `client/src/features/${name}/`)].filter((path) => !architecture.includes(`\`${path}\``));
    expect(unnamed).toEqual([]);
  });

  it('When it lists the tables, then they are exactly the schema’s', () => {
    const tables = [...read('server/src/db/schema.ts').matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((match) => match[1]);
    expect(namesIn(architecture, 'Tables (').sort()).toEqual(tables.sort());
  });

  it('When it lists the migrations, then they are exactly the files in migrations/, in order', () => {
    const migrations = readdirSync(join(projectRoot, 'migrations')).filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, '')).sort();
    expect(namesIn(architecture, 'Migrations (')).toEqual(migrations);
  });
});

describe('the docs a newcomer reads', () => {
  it('When a doc links to a file of the repository, then the file exists', () => {
    const broken = markdownFiles.flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(join(projectRoot, dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('When they are counted, then the README, architecture and each decision fit their length, and all of them 25,000 words', () => {
    expect(words(read('README.md'))).toBeLessThanOrEqual(1_500);
    expect(words(architecture)).toBeLessThanOrEqual(2_000);
    const longRecords = decisions.filter((name) => name !== 'README.md' && words(read(`docs/decisions/${name}`)) > 300);
    expect(longRecords).toEqual([]);
    expect(markdownFiles.reduce((sum, file) => sum + words(read(file)), 0)).toBeLessThanOrEqual(25_000);
  });
});
