import { useEffect, useRef, type ReactNode } from 'react';
import { languages, type Language } from '@shared/languages';
import { MAX_TESTIMONIAL_LOCATION_LENGTH, MAX_TESTIMONIAL_NAME_LENGTH, MAX_TESTIMONIAL_TEXT_LENGTH, MAX_TESTIMONIALS } from '@shared/site-settings';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { emptyTestimonialRow, type TestimonialRow, type TestimonialRows } from '../lib/settings-form';
import { fieldId, inputClass } from './settings-field';

const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' };
const RATINGS = [5, 4, 3, 2, 1];

interface TestimonialsSettingsProps {
  rows: TestimonialRows;
  /** Refused fields by path ('testimonials.es.0.name'), from the form's check or the server's answer. */
  errors: Record<string, string>;
  /** Admins add, remove and edit; other staff read. */
  editable: boolean;
  onChange: (change: (rows: TestimonialRows) => TestimonialRows) => void;
  /** Drops the errors of the paths that start with `prefix` (a row's field, or a whole language once its rows move). */
  onClearErrors: (prefix: string) => void;
}

/**
 * The testimonials strip's cards, per page language (docs/product.md#site-settings): up to six
 * customers' words as staff took them down, with the stars they gave and whether staff checked
 * the purchase. None in a language: that page shows no strip.
 */
export function TestimonialsSettings({ rows, errors, editable, onChange, onClearErrors }: TestimonialsSettingsProps) {
  return (
    <fieldset disabled={!editable} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="sr-only">Testimonios</legend>
      <h2 aria-hidden="true" className="text-lg font-semibold text-slate-900">
        Testimonios
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        La cinta «Clientes felices» de la página muestra los que pongas aquí, hasta {MAX_TESTIMONIALS} por idioma. Escribe solo lo que un cliente dijo de verdad,
        con las estrellas que dio. Sin testimonios en un idioma, la página en ese idioma no muestra la cinta.
      </p>
      <div className="mt-4 space-y-6">
        {languages.map((language) => (
          <LanguageTestimonials
            key={language}
            language={language}
            rows={rows[language]}
            errors={errors}
            editable={editable}
            onRowsChange={(change, moved) => {
              onChange((current) => ({ ...current, [language]: change(current[language]) }));
              // Rows added or removed move the others: their old errors would land on the wrong row.
              if (moved) onClearErrors(`testimonials.${language}`);
            }}
            onClearErrors={onClearErrors}
          />
        ))}
      </div>
    </fieldset>
  );
}

function LanguageTestimonials({
  language,
  rows,
  errors,
  editable,
  onRowsChange,
  onClearErrors,
}: {
  language: Language;
  rows: TestimonialRow[];
  errors: Record<string, string>;
  editable: boolean;
  onRowsChange: (change: (rows: TestimonialRow[]) => TestimonialRow[], moved: boolean) => void;
  onClearErrors: (prefix: string) => void;
}) {
  const name = LANGUAGE_NAMES[language];
  const groupPath = `testimonials.${language}`;
  const headingId = `${fieldId(groupPath)}-title`;
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows changed: the new row's first field, or the add button after a removal.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  const listError = errors[groupPath];
  const full = rows.length >= MAX_TESTIMONIALS;

  // After every render: the one that follows an add or a removal finds its target.
  useEffect(() => {
    focusNext.current?.()?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const index = rows.length;
    focusNext.current = () => document.getElementById(fieldId(`${groupPath}.${index}.name`));
    onRowsChange((current) => [...current, emptyTestimonialRow()], true);
  };
  const remove = (index: number) => {
    // Focus stays in the list, on its add button (enabled again once a row is gone).
    focusNext.current = () => addButton.current;
    onRowsChange((current) => current.filter((_row, at) => at !== index), true);
  };
  const edit = (index: number, field: keyof TestimonialRow, value: string | boolean) => {
    onRowsChange((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)), false);
    onClearErrors(`${groupPath}.${index}.${field}`);
  };

  return (
    <div id={fieldId(groupPath)} tabIndex={-1} role="group" aria-labelledby={headingId} className="min-w-0 outline-none">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Página en {name}
        </h3>
        <p className="text-sm text-slate-600">
          {rows.length} de {MAX_TESTIMONIALS}
        </p>
      </div>
      {listError && <p className="mt-1 text-sm font-semibold text-red-700">{listError}</p>}
      {rows.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-600">Ninguno: la página en {name} no muestra la cinta de testimonios.</p>
      ) : (
        <ol className="mt-3 space-y-4">
          {rows.map((row, index) => (
            <li key={index}>
              <TestimonialRowFields
                language={language}
                index={index}
                row={row}
                errors={errors}
                editable={editable}
                onEdit={(field, value) => edit(index, field, value)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button ref={addButton} variant="outline" size="sm" onClick={add} disabled={full}>
            <PlusIcon className="h-4 w-4" />
            Añadir testimonio en {name}
          </Button>
          {full && <p className="text-sm text-slate-600">Ya hay {MAX_TESTIMONIALS}: quita uno para añadir otro.</p>}
        </div>
      )}
    </div>
  );
}

function TestimonialRowFields({
  language,
  index,
  row,
  errors,
  editable,
  onEdit,
  onRemove,
}: {
  language: Language;
  index: number;
  row: TestimonialRow;
  errors: Record<string, string>;
  editable: boolean;
  onEdit: (field: keyof TestimonialRow, value: string | boolean) => void;
  onRemove: () => void;
}) {
  const path = (field: keyof TestimonialRow) => `testimonials.${language}.${index}.${field}`;
  const title = `Testimonio ${index + 1}`;
  const languageName = LANGUAGE_NAMES[language];
  return (
    <fieldset aria-label={`${title} en ${languageName}`} className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold text-slate-800">{title}</legend>
      <div className="grid gap-x-4 gap-y-4 md:grid-cols-2">
        <RowField path={path('name')} label="Nombre" help="Como el cliente quiere aparecer, p. ej. «María G.»." error={errors[path('name')]}>
          {(props) => <input {...props} type="text" value={row.name} maxLength={MAX_TESTIMONIAL_NAME_LENGTH} onChange={(event) => onEdit('name', event.target.value)} />}
        </RowField>
        <RowField path={path('location')} label="Lugar (opcional)" help="Ciudad y estado, p. ej. «Houston, TX»." error={errors[path('location')]}>
          {(props) => (
            <input {...props} type="text" value={row.location} maxLength={MAX_TESTIMONIAL_LOCATION_LENGTH} onChange={(event) => onEdit('location', event.target.value)} />
          )}
        </RowField>
        <RowField
          path={path('text')}
          label="Testimonio"
          help={`Sus palabras, hasta ${MAX_TESTIMONIAL_TEXT_LENGTH} caracteres (${row.text.length} de ${MAX_TESTIMONIAL_TEXT_LENGTH}).`}
          error={errors[path('text')]}
          className="md:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={row.text}
              maxLength={MAX_TESTIMONIAL_TEXT_LENGTH}
              spellCheck
              onChange={(event) => onEdit('text', event.target.value)}
              className={cn(props.className, 'h-auto py-2 leading-snug')}
            />
          )}
        </RowField>
        <RowField path={path('rating')} label="Estrellas" help="Las que dio el cliente, de 1 a 5." error={errors[path('rating')]}>
          {(props) => (
            <select {...props} value={row.rating} onChange={(event) => onEdit('rating', event.target.value)}>
              <option value="">Elige…</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating === 1 ? '1 estrella' : `${rating} estrellas`}
                </option>
              ))}
            </select>
          )}
        </RowField>
        <div className="md:pt-6">
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
            <input
              id={fieldId(path('verified'))}
              type="checkbox"
              checked={row.verified}
              onChange={(event) => onEdit('verified', event.target.checked)}
              aria-describedby={`${fieldId(path('verified'))}-help`}
              className="h-5 w-5 shrink-0 accent-brand-blue"
            />
            Compra verificada
          </label>
          <p id={`${fieldId(path('verified'))}-help`} className="text-sm text-slate-500">
            Márcala solo si comprobaste que compró: la tarjeta lo dice.
          </p>
        </div>
      </div>
      {editable && (
        <div className="mt-3 flex justify-end">
          <Button variant="danger-ghost" size="sm" onClick={onRemove} aria-label={`Quitar el testimonio ${index + 1} en ${languageName}`}>
            <TrashIcon className="h-4 w-4" />
            Quitar
          </Button>
        </div>
      )}
    </fieldset>
  );
}

interface ControlProps {
  id: string;
  name: string;
  className: string;
  autoComplete: 'off';
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

/** A labelled control of a testimonial with its help and, after a refused save, its message. */
function RowField({
  path,
  label,
  help,
  error,
  className,
  children,
}: {
  path: string;
  label: string;
  help: string;
  error?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = fieldId(path);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        name: path,
        className: inputClass,
        autoComplete: 'off',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${errorId} ${helpId}` : helpId,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <p id={helpId} className="mt-1 text-sm text-slate-500">
        {help}
      </p>
    </div>
  );
}
