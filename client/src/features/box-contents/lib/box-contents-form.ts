import type { AllBoxContents, BoxContents, BoxContentsText, Weight } from '@shared/box-contents';
import type { Allergen, WeightUnit } from '@shared/box-contents-values';
import type { ProductKey } from '@shared/site-facts';

/** A weight as its two fields hold it: the number as typed ('' unset) and the unit. */
export interface WeightFields {
  value: string;
  unit: WeightUnit;
}

/** One snack as its row holds it: texts as typed ('' unset), and a key that follows it when it moves. */
export interface SnackRow {
  key: string;
  name: string;
  brand: string;
  country: string;
  weight: WeightFields;
}

export interface LanguageFields {
  snacks: SnackRow[];
  dietaryNotes: string;
  bestBefore: string;
}

/** One box as the form holds it. */
export interface BoxFields {
  netWeight: WeightFields;
  allergens: Allergen[];
  es: LanguageFields;
  en: LanguageFields;
}

export type BoxContentsForm = Record<ProductKey, BoxFields>;

let lastKey = 0;
const nextKey = () => `snack-row-${++lastKey}`;

const toWeightFields = (weight: Weight | null): WeightFields => (weight ? { value: String(weight.value), unit: weight.unit } : { value: '', unit: 'g' });

const toLanguageFields = ({ snacks, dietaryNotes, bestBefore }: BoxContentsText): LanguageFields => ({
  snacks: snacks.map((snack) => ({ key: nextKey(), name: snack.name, brand: snack.brand ?? '', country: snack.country ?? '', weight: toWeightFields(snack.weight) })),
  dietaryNotes: dietaryNotes ?? '',
  bestBefore: bestBefore ?? '',
});

const toBoxFields = (box: BoxContents): BoxFields => ({
  netWeight: toWeightFields(box.netWeight),
  allergens: [...box.allergens],
  es: toLanguageFields(box.es),
  en: toLanguageFields(box.en),
});

/** The saved contents as the form's fields. */
export const toForm = (saved: AllBoxContents): BoxContentsForm => ({
  partyMix: toBoxFields(saved.partyMix),
  candyMix: toBoxFields(saved.candyMix),
  spicyMix: toBoxFields(saved.spicyMix),
  chocoBox: toBoxFields(saved.chocoBox),
});

/** A row just added: everything to fill, grams. */
export const newSnackRow = (): SnackRow => ({ key: nextKey(), name: '', brand: '', country: '', weight: { value: '', unit: 'g' } });

const orNull = (text: string) => (text.trim() === '' ? null : text);

// A number that does not read as one goes as NaN, for the schema to refuse with its message.
const toWeight = ({ value, unit }: WeightFields): Weight | null => (value.trim() === '' ? null : { value: Number(value.trim()), unit });

const toText = (fields: LanguageFields): BoxContentsText => ({
  snacks: fields.snacks.map(({ name, brand, country, weight }) => ({ name, brand: orNull(brand), country: orNull(country), weight: toWeight(weight) })),
  dietaryNotes: orNull(fields.dietaryNotes),
  bestBefore: orNull(fields.bestBefore),
});

const toBox = (box: BoxFields): BoxContents => ({ netWeight: toWeight(box.netWeight), allergens: box.allergens, es: toText(box.es), en: toText(box.en) });

/** The fields as PUT sends them (the schema trims and checks them). */
export const toBoxContents = (form: BoxContentsForm): AllBoxContents => ({
  partyMix: toBox(form.partyMix),
  candyMix: toBox(form.candyMix),
  spicyMix: toBox(form.spicyMix),
  chocoBox: toBox(form.chocoBox),
});

/** Whether the fields say the same as `saved`. */
export const sameAsSaved = (form: BoxContentsForm, saved: AllBoxContents) => JSON.stringify(toBoxContents(form)) === JSON.stringify(toBoxContents(toForm(saved)));

