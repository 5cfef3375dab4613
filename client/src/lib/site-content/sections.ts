/**
 * The landing page's reorderable sections (after the hero), in their default order, with the
 * Spanish names the edit mode shows. The id is what `sectionsOrder` stores.
 */
export const landingSections = [
  { id: 'products', label: 'Productos (pestañas)' },
  { id: 'why-choose-us', label: '¿Por qué elegirnos?' },
  { id: 'value', label: 'Comparación de valor' },
  { id: 'size', label: 'Tamaño de la caja' },
  { id: 'guarantees', label: 'Garantías' },
  { id: 'audience', label: 'Para quién es' },
  { id: 'testimonials', label: 'Testimonios' },
  { id: 'final-cta', label: 'Antes y después' },
  { id: 'carousel', label: 'Carrusel de snacks' },
  { id: 'testimonials-strip', label: 'Cinta de testimonios' },
  { id: 'dive', label: 'Sumérgete en Guatemala' },
  { id: 'tourist-places', label: 'Lugares turísticos' },
  { id: 'choco-promo', label: 'Promoción CHOCO BOX' },
  { id: 'featured', label: 'Productos destacados' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];

const known = new Set<string>(landingSections.map((section) => section.id));

/**
 * A stored order made valid: unknown ids dropped, duplicates dropped, sections it does not name
 * appended in their default place, so a section added later never disappears.
 */
export function resolveSectionsOrder(order: readonly string[] | undefined): LandingSectionId[] {
  const seen = new Set<string>();
  const result: LandingSectionId[] = [];
  for (const id of order ?? []) {
    if (known.has(id) && !seen.has(id)) {
      seen.add(id);
      result.push(id as LandingSectionId);
    }
  }
  for (const { id } of landingSections) if (!seen.has(id)) result.push(id);
  return result;
}
