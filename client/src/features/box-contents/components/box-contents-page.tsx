import { useEffect, useRef, useState, type FormEvent } from 'react';
import { boxContentsUpdateRequestSchema, type BoxContentsResponse } from '@shared/box-contents';
import { SNACK_COUNTRIES } from '@shared/box-contents-values';
import { languages, type Language } from '@shared/languages';
import { products, type ProductKey } from '@shared/site-facts';
import { Button } from '@/components/ui/button';
import { RefreshIcon, SaveIcon, UndoIcon, WarningIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, type IssueMapping } from '@/lib/form-validation';
import { moveItem } from '@/lib/move-item';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useBoxContents } from '../api/get-box-contents';
import { useUpdateBoxContents } from '../api/update-box-contents';
import { newSnackRow, sameAsSaved, toBoxContents, toForm, type BoxContentsForm, type BoxFields, type LanguageFields } from '../lib/box-contents-form';
import { boxFieldId } from './box-field';
import { BoxFactsFields } from './box-facts-fields';
import { addButtonId, BoxLanguageFields, COUNTRIES_LIST, rowButtonId } from './language-fields';

const LEAVE_MESSAGE = 'Tienes cambios sin guardar en el contenido de las cajas. ¿Salir y perderlos?';
const STALE_FALLBACK = 'Otra persona guardó la configuración mientras la editabas. Recarga para ver los valores nuevos; tus cambios siguen en el formulario.';

/** The request is `{boxContents, version}`: a field is named by its path inside the boxes ('partyMix.es.snacks.0.name'). */
const byField: IssueMapping = { field: (path) => (path[0] === 'boxContents' ? path.slice(1) : path).map(String).join('.') };

const boxOf = (field: string) => products.find(({ key }) => field.startsWith(`${key}.`))?.key;

/**
 * /admin/box-contents (Spanish, every staff member; docs/product.md#box-contents): what is
 * inside each box, shown under its tab on the landing page: the snacks, dietary notes and
 * best-before guidance per language, the net weight and allergens once per box.
 */
export function BoxContentsPage() {
  const { data, isPending, isError, isFetching, refetch } = useBoxContents();
  return (
    <div className="max-w-5xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold text-slate-900">Contenido de las cajas</h2>
        <p className="mt-1 text-slate-600">
          Se muestra en la página principal, plegado bajo la pestaña de cada caja («¿Qué trae la caja?»), y el peso neto, los alérgenos y el consumo preferente también en los datos estructurados
          del producto. Lo que dejes vacío no aparece: la página no inventa nada.
        </p>
      </header>
      {isPending ? (
        <p className="text-slate-600">Cargando…</p>
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-red-700">No se pudo cargar el contenido de las cajas.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <BoxContentsEditor saved={data} reloading={isFetching} onReload={() => refetch()} />
      )}
    </div>
  );
}

function BoxContentsEditor({ saved, reloading, onReload }: { saved: BoxContentsResponse; reloading: boolean; onReload(): Promise<unknown> }) {
  const [form, setForm] = useState<BoxContentsForm>(() => toForm(saved.boxContents));
  const [box, setBox] = useState<ProductKey>('partyMix');
  const [stale, setStale] = useState<string | null>(null);
  const invalid = useFieldErrors(boxFieldId);
  const update = useUpdateBoxContents();
  const dirty = !sameAsSaved(form, saved.boxContents);
  useNavigationGuard(dirty, LEAVE_MESSAGE);
  // Where the focus goes once the rows changed (a moved row's button, a new row's first field).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const changeBox = (change: (fields: BoxFields) => BoxFields) => setForm((current) => ({ ...current, [box]: change(current[box]) }));
  const changeLanguage = (language: Language, change: (fields: LanguageFields) => LanguageFields) => changeBox((fields) => ({ ...fields, [language]: change(fields[language]) }));
  /** Rows added, removed or moved: the messages shown would point at the wrong rows. */
  const changeRows = (language: Language, change: (fields: LanguageFields) => LanguageFields) => {
    changeLanguage(language, change);
    invalid.clear(`${box}.${language}.snacks`);
  };

  const addSnack = (language: Language) => {
    const index = form[box][language].snacks.length;
    focusNext.current = boxFieldId(`${box}.${language}.snacks.${index}.name`);
    changeRows(language, (fields) => ({ ...fields, snacks: [...fields.snacks, newSnackRow()] }));
  };

  const moveSnack = (language: Language, from: number, to: number) => {
    const { snacks } = form[box][language];
    // The same button keeps the focus, unless the row reached the end it was moving to.
    const atEnd = to === 0 || to === snacks.length - 1;
    focusNext.current = rowButtonId(snacks[from].key, atEnd ? (to < from ? 'down' : 'up') : to < from ? 'up' : 'down');
    changeRows(language, (fields) => ({ ...fields, snacks: moveItem(fields.snacks, from, to) }));
  };

  const removeSnack = (language: Language, index: number) => {
    const { snacks } = form[box][language];
    const next = snacks[index + 1] ?? snacks[index - 1];
    focusNext.current = next ? rowButtonId(next.key, 'remove') : addButtonId(`${box}.${language}`);
    changeRows(language, (fields) => ({ ...fields, snacks: fields.snacks.filter((_row, at) => at !== index) }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema first: nothing is sent while a field is refused.
    const check = invalid.validate(boxContentsUpdateRequestSchema, { boxContents: toBoxContents(form), version: saved.version }, byField);
    if (!check.success) {
      // The first refused field may be in another box: show that box, whose field then takes the focus.
      const refusedBox = boxOf(Object.keys(check.errors)[0] ?? '');
      if (refusedBox) setBox(refusedBox);
      return;
    }
    update.mutate(check.data, {
      onSuccess: (answer) => {
        setForm(toForm(answer.boxContents));
        setStale(null);
        toast({ title: 'Contenido de las cajas guardado', description: 'La página principal ya lo muestra.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return setStale(serverMessageOr(error, STALE_FALLBACK));
        const refused = serverFieldErrors(error, byField);
        if (Object.keys(refused).length > 0) {
          invalid.show(refused);
          const refusedBox = boxOf(Object.keys(refused)[0] ?? '');
          if (refusedBox) setBox(refusedBox);
        } else toast({ title: 'Error', description: serverMessageOr(error, 'No se pudo guardar el contenido de las cajas'), variant: 'destructive' });
      },
    });
  };

  const reload = async () => {
    await onReload();
    setStale(null);
  };

  const errorCount = Object.keys(invalid.errors).length;
  const fields = form[box];

  return (
    <form noValidate onSubmit={save} aria-label="Contenido de las cajas" className="space-y-4">
      <div role="group" aria-label="Caja que editas" className="flex flex-wrap gap-2">
        {products.map(({ key, name }) => {
          const withErrors = Object.keys(invalid.errors).some((field) => field.startsWith(`${key}.`));
          return (
            <Button key={key} variant={key === box ? 'primary' : 'outline'} size="sm" aria-pressed={key === box} onClick={() => setBox(key)}>
              {name}
              {withErrors && (
                <>
                  <WarningIcon className="h-4 w-4" />
                  <span className="sr-only">(con campos por revisar)</span>
                </>
              )}
            </Button>
          );
        })}
      </div>
      {stale && (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 font-medium text-red-900">
            <WarningIcon className="mt-0.5 text-red-700" />
            {stale}
          </p>
          <Button onClick={() => void reload()} disabled={reloading} className="shrink-0">
            <RefreshIcon />
            {reloading ? 'Cargando…' : 'Cargar valores nuevos'}
          </Button>
        </div>
      )}
      <h3 className="sr-only">{products.find(({ key }) => key === box)?.name}</h3>
      <BoxFactsFields
        key={`${box}-facts`}
        path={box}
        netWeight={fields.netWeight}
        allergens={fields.allergens}
        errors={invalid.errors}
        onNetWeight={(netWeight) => {
          changeBox((current) => ({ ...current, netWeight }));
          invalid.clear(`${box}.netWeight`);
        }}
        onAllergens={(allergens) => {
          changeBox((current) => ({ ...current, allergens }));
          invalid.clear(`${box}.allergens`);
        }}
      />
      {languages.map((language) => (
        <BoxLanguageFields
          key={`${box}-${language}`}
          path={`${box}.${language}`}
          language={language}
          fields={fields[language]}
          errors={invalid.errors}
          onChange={(change, field) => {
            changeLanguage(language, change);
            invalid.clear(field);
          }}
          onAddSnack={() => addSnack(language)}
          onMoveSnack={(from, to) => moveSnack(language, from, to)}
          onRemoveSnack={(index) => removeSnack(language, index)}
        />
      ))}
      <datalist id={COUNTRIES_LIST}>
        {SNACK_COUNTRIES.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      {errorCount > 0 && (
        <p role="alert" className="flex items-center gap-2 rounded-2xl border border-red-300 bg-red-50 p-4 font-medium text-red-900">
          <WarningIcon className="text-red-700" />
          {errorCount === 1 ? 'Revisa el campo marcado' : `Revisa los ${errorCount} campos marcados`}: no se guardó nada.
        </p>
      )}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
        <p className="mr-auto hidden text-sm text-slate-600 sm:block">{dirty ? 'Tienes cambios sin guardar.' : 'No hay cambios.'}</p>
        {dirty && (
          <Button variant="ghost" onClick={() => setForm(toForm(saved.boxContents))}>
            <UndoIcon />
            Deshacer cambios
          </Button>
        )}
        <Button type="submit" variant="gold" disabled={update.isPending || !dirty}>
          <SaveIcon />
          {update.isPending ? 'Guardando…' : 'Guardar contenido'}
        </Button>
      </div>
    </form>
  );
}
