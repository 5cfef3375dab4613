// What a box's contents are made of, without zod: the landing page's first JavaScript imports
// this file (docs/product.md#box-contents).

/**
 * The nine major food allergens of US labeling law (FALCPA and the FASTER Act, which added
 * sesame): a fixed list, so each language names them the same way and a typo cannot hide one.
 */
export const ALLERGENS = ['milk', 'eggs', 'fish', 'shellfish', 'treeNuts', 'peanuts', 'wheat', 'soybeans', 'sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Grams or US ounces, as the package says. */
export const WEIGHT_UNITS = ['g', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The countries staff pick from; any other is typed. */
export const SNACK_COUNTRIES = ['Guatemala', 'El Salvador'] as const;

/**
 * The allergens' names in each page language, as US labels and Central American shoppers say
 * them; one list for the page (through the dictionaries) and its structured data.
 */
export const ALLERGEN_NAMES: Record<'es' | 'en', Record<Allergen, string>> = {
  es: {
    milk: 'leche',
    eggs: 'huevo',
    fish: 'pescado',
    shellfish: 'mariscos',
    treeNuts: 'nueces de árbol',
    peanuts: 'maní',
    wheat: 'trigo',
    soybeans: 'soya',
    sesame: 'ajonjolí',
  },
  en: {
    milk: 'milk',
    eggs: 'eggs',
    fish: 'fish',
    shellfish: 'shellfish',
    treeNuts: 'tree nuts',
    peanuts: 'peanuts',
    wheat: 'wheat',
    soybeans: 'soybeans',
    sesame: 'sesame',
  },
};

/** A weight as the page in `language` writes it: '850 g', '1.5 oz' (US and Central American Spanish use the decimal point too). */
export const formatWeight = (weight: { value: number; unit: WeightUnit }, language: 'es' | 'en') =>
  `${new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(weight.value)} ${weight.unit}`;
