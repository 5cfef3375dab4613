import { ALLERGEN_NAMES, ALLERGENS, type Allergen } from '@shared/box-contents-values';
import type { WeightFields } from '../lib/box-contents-form';
import { boxFieldId, WeightField } from './box-field';

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface BoxFactsFieldsProps {
  /** The box's key: where the fields' paths start. */
  path: string;
  netWeight: WeightFields;
  allergens: Allergen[];
  errors: Record<string, string>;
  onNetWeight(value: WeightFields): void;
  onAllergens(value: Allergen[]): void;
}

/** What is the same in both languages: the box's net weight and the major allergens it contains. */
export function BoxFactsFields({ path, netWeight, allergens, errors, onNetWeight, onAllergens }: BoxFactsFieldsProps) {
  const toggle = (allergen: Allergen, checked: boolean) =>
    // Kept in the list's own order, so the page names them the same way whatever order they were ticked in.
    onAllergens(ALLERGENS.filter((item) => (item === allergen ? checked : allergens.includes(item))));
  return (
    <fieldset className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="sr-only">En ambos idiomas</legend>
      <h3 aria-hidden="true" className="text-lg font-semibold text-slate-900">
        En ambos idiomas
      </h3>
      <div className="mt-3 max-w-xs">
        <WeightField path={`${path}.netWeight`} label="Peso neto (opcional)" unitLabel="Unidad del peso neto" value={netWeight} error={errors[`${path}.netWeight.value`]} onChange={onNetWeight} />
      </div>
      <fieldset className="mt-5 min-w-0" aria-describedby={`${boxFieldId(`${path}.allergens`)}-help`}>
        <legend className="text-sm font-semibold text-slate-800">Alérgenos que contiene la caja</legend>
        <p id={`${boxFieldId(`${path}.allergens`)}-help`} className="mt-1 text-sm text-slate-600">
          Los nueve alérgenos principales de las etiquetas de EE. UU. Sin marcar ninguno, la página no dice nada de alérgenos.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {ALLERGENS.map((allergen) => {
            const id = boxFieldId(`${path}.allergens.${allergen}`);
            return (
              <label key={allergen} htmlFor={id} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input id={id} type="checkbox" checked={allergens.includes(allergen)} onChange={(event) => toggle(allergen, event.target.checked)} className="h-5 w-5 accent-brand-blue" />
                <span>{capitalized(ALLERGEN_NAMES.es[allergen])}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </fieldset>
  );
}
