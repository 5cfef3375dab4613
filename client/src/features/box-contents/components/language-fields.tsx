import { MAX_BEST_BEFORE_LENGTH, MAX_DIETARY_NOTES_LENGTH, MAX_SNACK_BRAND_LENGTH, MAX_SNACK_COUNTRY_LENGTH, MAX_SNACK_NAME_LENGTH, MAX_SNACKS } from '@shared/box-contents';
import type { Language } from '@shared/languages';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import type { LanguageFields, SnackRow } from '../lib/box-contents-form';
import { TextField, WeightField } from './box-field';

export const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' };

/** The countries' suggestions, a datalist the page renders once. */
export const COUNTRIES_LIST = 'box-contents-countries';

/** The id of a row's move or remove button, or of the list's add button, for the focus to follow the rows. */
export const rowButtonId = (key: string, action: 'up' | 'down' | 'remove') => `${key}-${action}`;
export const addButtonId = (path: string) => `box-contents-${path.replace(/\./g, '-')}-add`;

interface LanguageFieldsProps {
  /** 'partyMix.es': where the fields' paths start. */
  path: string;
  language: Language;
  fields: LanguageFields;
  errors: Record<string, string>;
  /** Applies `change`; `field` (its path) was edited, so its message goes. */
  onChange(change: (fields: LanguageFields) => LanguageFields, field: string): void;
  onAddSnack(): void;
  onMoveSnack(from: number, to: number): void;
  onRemoveSnack(index: number): void;
}

/** What the page says about a box in one language: its snacks in order, the dietary notes and the best-before guidance. */
export function BoxLanguageFields({ path, language, fields, errors, onChange, onAddSnack, onMoveSnack, onRemoveSnack }: LanguageFieldsProps) {
  const name = LANGUAGE_NAMES[language];
  const full = fields.snacks.length >= MAX_SNACKS;
  const editSnack = (index: number, change: Partial<SnackRow>) =>
    onChange((current) => ({ ...current, snacks: current.snacks.map((row, at) => (at === index ? { ...row, ...change } : row)) }), `${path}.snacks.${index}.${Object.keys(change)[0]}`);
  return (
    <fieldset className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="sr-only">En {name}</legend>
      <h3 aria-hidden="true" className="text-lg font-semibold text-slate-900 first-letter:uppercase">
        En {name}
      </h3>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-slate-800">Snacks</h4>
        <p className="text-sm text-slate-600">
          {fields.snacks.length} de {MAX_SNACKS}
        </p>
      </div>
      {fields.snacks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Ninguno: la página no muestra la lista de snacks en {name}.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {fields.snacks.map((row, index) => {
            const number = index + 1;
            const at = `${path}.snacks.${index}`;
            return (
              <li key={row.key}>
                <article aria-labelledby={`${row.key}-title`} className="rounded-xl border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h5 id={`${row.key}-title`} className="text-sm font-bold text-brand-blue">
                      Snack {number} <span className="sr-only">en {name}</span>
                    </h5>
                    <div className="flex gap-1">
                      <Button id={rowButtonId(row.key, 'up')} variant="ghost" size="icon" aria-label={`Subir el snack ${number} (${name})`} disabled={index === 0} onClick={() => onMoveSnack(index, index - 1)}>
                        <ArrowUpIcon />
                      </Button>
                      <Button
                        id={rowButtonId(row.key, 'down')}
                        variant="ghost"
                        size="icon"
                        aria-label={`Bajar el snack ${number} (${name})`}
                        disabled={index === fields.snacks.length - 1}
                        onClick={() => onMoveSnack(index, index + 1)}
                      >
                        <ArrowDownIcon />
                      </Button>
                      <Button id={rowButtonId(row.key, 'remove')} variant="danger-ghost" size="icon" aria-label={`Eliminar el snack ${number} (${name})`} onClick={() => onRemoveSnack(index)}>
                        <TrashIcon />
                      </Button>
                    </div>
                  </div>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    <TextField path={`${at}.name`} label="Nombre" value={row.name} maxLength={MAX_SNACK_NAME_LENGTH} error={errors[`${at}.name`]} onChange={(value) => editSnack(index, { name: value })} />
                    <TextField path={`${at}.brand`} label="Marca (opcional)" value={row.brand} maxLength={MAX_SNACK_BRAND_LENGTH} error={errors[`${at}.brand`]} onChange={(value) => editSnack(index, { brand: value })} />
                    <TextField
                      path={`${at}.country`}
                      label="País (opcional)"
                      list={COUNTRIES_LIST}
                      value={row.country}
                      maxLength={MAX_SNACK_COUNTRY_LENGTH}
                      error={errors[`${at}.country`]}
                      onChange={(value) => editSnack(index, { country: value })}
                    />
                    <WeightField path={`${at}.weight`} label="Peso (opcional)" unitLabel="Unidad del peso" value={row.weight} error={errors[`${at}.weight.value`]} onChange={(value) => editSnack(index, { weight: value })} />
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {errors[`${path}.snacks`] && <p className="mt-2 text-sm font-semibold text-red-700">{errors[`${path}.snacks`]}</p>}
      <Button id={addButtonId(path)} variant="outline" size="sm" className="mt-3" onClick={onAddSnack} disabled={full}>
        <PlusIcon className="h-4 w-4" />
        Añadir snack en {name}
      </Button>
      <div className="mt-5 grid gap-4">
        <TextField
          path={`${path}.dietaryNotes`}
          label="Notas alimentarias (opcional)"
          multiline
          value={fields.dietaryNotes}
          maxLength={MAX_DIETARY_NOTES_LENGTH}
          error={errors[`${path}.dietaryNotes`]}
          onChange={(value) => onChange((current) => ({ ...current, dietaryNotes: value }), `${path}.dietaryNotes`)}
        />
        <TextField
          path={`${path}.bestBefore`}
          label="Consumo preferente (opcional)"
          value={fields.bestBefore}
          maxLength={MAX_BEST_BEFORE_LENGTH}
          error={errors[`${path}.bestBefore`]}
          onChange={(value) => onChange((current) => ({ ...current, bestBefore: value }), `${path}.bestBefore`)}
        />
      </div>
    </fieldset>
  );
}
