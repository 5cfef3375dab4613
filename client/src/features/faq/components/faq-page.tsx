import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Language } from '@shared/languages';
import { FAQ_MAX_ITEMS, faqUpdateSchema, type FaqItem } from '@shared/faq';
import { Button } from '@/components/ui/button';
import { PlusIcon, SaveIcon, UndoIcon } from '@/components/ui/icons';
import { serverFieldErrors } from '@/lib/form-validation';
import { moveItem } from '@/lib/move-item';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useFaqForStaff } from '../api/get-faq-for-staff';
import { useUpdateFaq } from '../api/update-faq';
import { newRow, sameAsSaved, toEntries, toRows, type FaqRow } from '../lib/faq-rows';
import { FaqEntryFields, faqFieldId, rowButtonId } from './faq-entry-fields';
import { UnansweredPanel } from './unanswered-panel';

const LEAVE_MESSAGE = 'Tienes cambios sin guardar en las preguntas frecuentes. ¿Salir y perderlos?';

/**
 * /admin/faq (Spanish, staff; docs/product.md#faq): the FAQ the landing page shows and
 * Chapincito answers from, edited as a whole list (add, edit, reorder, remove, then save), and
 * the questions Chapincito could not answer.
 */
export function FaqPage() {
  const { data, isPending, isError, refetch } = useFaqForStaff();
  return (
    <div className="max-w-5xl space-y-6">
      <header>
        <h2 className="text-2xl font-bold text-slate-900">Preguntas frecuentes</h2>
        <p className="mt-1 text-slate-600">
          Se muestran en la página principal, en el idioma del visitante, y Chapincito responde con ellas. Las respuestas admiten Markdown (**negrita**, *cursiva*,
          listas con «-», [enlaces](https://…)), no HTML. Sin preguntas, la página no muestra la sección.
        </p>
      </header>
      {isPending ? (
        <p className="text-slate-600">Cargando…</p>
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-red-700">No se pudieron cargar las preguntas frecuentes.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        <FaqEditor saved={data.items} />
      )}
    </div>
  );
}

function FaqEditor({ saved }: { saved: FaqItem[] }) {
  const [rows, setRows] = useState<FaqRow[]>(() => toRows(saved));
  const invalid = useFieldErrors(faqFieldId);
  const update = useUpdateFaq();
  const dirty = !sameAsSaved(rows, saved);
  useNavigationGuard(dirty, LEAVE_MESSAGE);
  // Where the focus goes once the rows changed (a moved row's button, a new row's first field).
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = rows.length >= FAQ_MAX_ITEMS;

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  /** Rows added, removed or moved: the messages shown would point at the wrong rows. */
  const changeRows = (next: FaqRow[]) => {
    setRows(next);
    invalid.show({});
  };

  const add = (questionEs?: string) => {
    if (full) return toast({ title: `Ya hay ${FAQ_MAX_ITEMS} preguntas`, description: 'Elimina una para añadir otra.', variant: 'destructive' });
    // A visitor's question becomes the Spanish question: its answer comes next.
    focusNext.current = faqFieldId(`items.${rows.length}.${questionEs ? 'answer' : 'question'}.es`);
    changeRows([...rows, newRow(questionEs)]);
  };

  const edit = (index: number, part: 'question' | 'answer', language: Language, value: string) => {
    setRows(rows.map((row, at) => (at === index ? { ...row, [part]: { ...row[part], [language]: value } } : row)));
    invalid.clear(`items.${index}.${part}.${language}`);
  };

  const moveRow = (from: number, to: number) => {
    const row = rows[from];
    // The same button keeps the focus, unless the row reached the end it was moving to.
    const atEnd = to === 0 || to === rows.length - 1;
    focusNext.current = rowButtonId(row.key, atEnd ? (to < from ? 'down' : 'up') : to < from ? 'up' : 'down');
    changeRows(moveItem(rows, from, to));
  };

  const remove = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    focusNext.current = next ? rowButtonId(next.key, 'remove') : null;
    if (!next) addButton.current?.focus();
    changeRows(rows.filter((_row, at) => at !== index));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema first: nothing is sent while a field is missing or holds HTML.
    const check = invalid.validate(faqUpdateSchema, { items: toEntries(rows) });
    if (!check.success) return;
    update.mutate(check.data, {
      onSuccess: (list) => {
        setRows(toRows(list.items));
        toast({ title: 'Preguntas frecuentes guardadas', description: 'La página y Chapincito ya usan la lista nueva.' });
      },
      onError: (error) => {
        const refused = serverFieldErrors(error);
        if (Object.keys(refused).length > 0) invalid.show(refused);
        else toast({ title: 'Error', description: serverMessageOr(error, 'No se pudieron guardar las preguntas frecuentes'), variant: 'destructive' });
      },
    });
  };

  const errorCount = Object.keys(invalid.errors).length;

  return (
    <>
      <form noValidate onSubmit={save} aria-labelledby="faq-list-title" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="faq-list-title" className="text-xl font-bold text-slate-900">
            Lista de preguntas
          </h3>
          <p className="text-sm text-slate-600">
            {rows.length} de {FAQ_MAX_ITEMS}
          </p>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">Ninguna: la página principal no muestra preguntas frecuentes.</p>
        ) : (
          <ol className="space-y-4">
            {rows.map((row, index) => (
              <li key={row.key}>
                <FaqEntryFields
                  index={index}
                  count={rows.length}
                  row={row}
                  errors={invalid.errors}
                  onEdit={(part, language, value) => edit(index, part, language, value)}
                  onMove={(to) => moveRow(index, to)}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        {errorCount > 0 && (
          <p role="alert" className="font-semibold text-red-700">
            {errorCount === 1 ? 'Revisa el campo marcado.' : `Revisa los ${errorCount} campos marcados.`}
          </p>
        )}
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
          <Button ref={addButton} variant="outline" onClick={() => add()} disabled={full}>
            <PlusIcon />
            Añadir pregunta
          </Button>
          <Button type="submit" disabled={update.isPending || !dirty}>
            <SaveIcon />
            {update.isPending ? 'Guardando…' : 'Guardar cambios'}
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => changeRows(toRows(saved))}>
              <UndoIcon />
              Deshacer cambios
            </Button>
          )}
        </div>
      </form>
      <UnansweredPanel onAnswer={(text) => add(text)} />
    </>
  );
}
