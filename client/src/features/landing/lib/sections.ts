import { resolveStoredOrder } from '@/lib/stored-order';

/**
 * The landing page's reorderable sections (after the hero), in their default order, with the
 * Spanish names the edit mode shows (the app hands them to it). The id is what `sectionsOrder`
 * stores.
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
  { id: 'faq', label: 'Preguntas frecuentes' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];

const sectionIds = landingSections.map((section) => section.id);

/** A stored order made valid for this page's sections (see resolveStoredOrder). */
export const resolveSectionsOrder = (order: readonly string[] | undefined): LandingSectionId[] => resolveStoredOrder(order, sectionIds);
