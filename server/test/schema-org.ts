/**
 * A run-time check of the structured data the site states (server/src/landing/structured-data.ts),
 * shared by its unit test and the e2e head spec. The compiler already holds the builder to
 * schema.org's types (schema-dts): no property a type does not have, no value of the wrong
 * kind. What the types cannot say is checked here: the properties schema.org and search
 * engines' product, organization and FAQ results need are present and well formed, and nothing
 * the site does not mean to state slipped in (every property is on the list of its type).
 */

type Node = Record<string, unknown>;

interface TypeRule {
  required: string[];
  optional: string[];
}

/** Each type the site states: what it must carry, and what else it may. */
const RULES: Record<string, TypeRule> = {
  Organization: { required: ['name', 'url', 'logo'], optional: ['@id', 'email', 'contactPoint', 'sameAs'] },
  ContactPoint: { required: ['telephone', 'contactType'], optional: ['availableLanguage'] },
  Product: { required: ['name', 'image', 'brand', 'offers'], optional: ['@id', 'description', 'weight', 'additionalProperty'] },
  QuantitativeValue: { required: ['value', 'unitCode'], optional: ['unitText'] },
  PropertyValue: { required: ['name', 'value'], optional: [] },
  Brand: { required: ['name'], optional: [] },
  Offer: { required: ['price', 'priceCurrency', 'url'], optional: [] },
  FAQPage: { required: ['mainEntity'], optional: ['@id', 'inLanguage'] },
  Question: { required: ['name', 'acceptedAnswer'], optional: [] },
  Answer: { required: ['text'], optional: [] },
};

/** What the value of a property must look like, wherever it appears. */
const VALUES: Record<string, (value: unknown) => boolean> = {
  url: isAbsoluteUrl,
  logo: isAbsoluteUrl,
  // One address, or several (a box's photos, then its artwork), as schema.org allows.
  image: (value) => isAbsoluteUrl(value) || (Array.isArray(value) && value.length > 0 && value.every(isAbsoluteUrl)),
  '@id': isAbsoluteUrl,
  sameAs: (value) => Array.isArray(value) && value.length > 0 && value.every(isAbsoluteUrl),
  // A decimal with a dot and no currency sign, as schema.org asks of `price`.
  price: (value) => typeof value === 'string' && /^\d+\.\d{2}$/.test(value) && Number(value) > 0,
  priceCurrency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
  telephone: (value) => typeof value === 'string' && /^\+[1-9]\d{7,14}$/.test(value),
  email: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value),
  inLanguage: (value) => value === 'es' || value === 'en',
  mainEntity: (value) => Array.isArray(value) && value.length > 0,
  contactPoint: (value) => Array.isArray(value) && value.length > 0,
  // A positive number, as the net weight is; grams or ounces (UN/CEFACT codes).
  value: (value) => (typeof value === 'number' && value > 0) || (typeof value === 'string' && value.trim() !== ''),
  unitCode: (value) => value === 'GRM' || value === 'ONZ',
  additionalProperty: (value) => Array.isArray(value) && value.length > 0,
};

function isAbsoluteUrl(value: unknown) {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function nodeProblems(node: Node, where: string): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !RULES[type]) return [`${where}: unknown @type ${JSON.stringify(type)}`];
  const rule = RULES[type];
  const problems: string[] = [];
  for (const property of rule.required) {
    const value = node[property];
    if (value === undefined || value === null || value === '') problems.push(`${where} (${type}): ${property} is missing`);
  }
  for (const [property, value] of Object.entries(node)) {
    if (property === '@type') continue;
    if (!rule.required.includes(property) && !rule.optional.includes(property)) problems.push(`${where} (${type}): unexpected property ${property}`);
    if (typeof value === 'string' && value.trim() === '') problems.push(`${where} (${type}): ${property} is empty`);
    const check = VALUES[property];
    if (check && !check(value)) problems.push(`${where} (${type}): ${property} is not valid: ${JSON.stringify(value)}`);
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, index) => {
      if (isNode(child)) problems.push(...nodeProblems(child, `${where}.${property}${Array.isArray(value) ? `[${index}]` : ''}`));
    });
  }
  return problems;
}

/** What is wrong with a JSON-LD document of the site (empty when nothing is). */
export function schemaOrgProblems(document: unknown): string[] {
  if (!isNode(document)) return ['the document is not an object'];
  const problems: string[] = [];
  if (document['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(document['@context'])}, not https://schema.org`);
  const graph = document['@graph'];
  if (!Array.isArray(graph) || graph.length === 0) return [...problems, '@graph is not a list of nodes'];
  graph.forEach((node, index) => problems.push(...(isNode(node) ? nodeProblems(node, `@graph[${index}]`) : [`@graph[${index}] is not a node`])));
  return problems;
}

/** The JSON-LD documents of an HTML page, parsed (a block that is not JSON throws). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as unknown);
}
