import { expect, type APIRequestContext } from '@playwright/test';
import { jsonLdBlocks, schemaOrgProblems } from '../../server/test/schema-org';

interface Offer {
  price: string;
  priceCurrency: string;
  url: string;
}

export interface StatedProduct {
  name: string;
  image: string | string[];
  offers: Offer;
}

/**
 * The landing page's structured data in `language`, as the server sends it (before any
 * script runs): the one JSON-LD block, parsed and checked against schema.org's rules for
 * the types it states (server/test/schema-org.ts); its products by name.
 */
export async function landingStructuredData(request: APIRequestContext, language: 'es' | 'en') {
  const html = await (await request.get(`/?lang=${language}`)).text();
  const blocks = jsonLdBlocks(html);
  expect(blocks, 'one JSON-LD block on the landing page').toHaveLength(1);
  expect(schemaOrgProblems(blocks[0])).toEqual([]);
  const graph = (blocks[0] as { '@graph': Array<Record<string, unknown>> })['@graph'];
  const ofType = (type: string) => graph.filter((node) => node['@type'] === type);
  const products = Object.fromEntries((ofType('Product') as unknown as StatedProduct[]).map((product) => [product.name, product]));
  return { graph, ofType, products };
}
