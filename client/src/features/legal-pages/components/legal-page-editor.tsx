import { useState, type FormEvent } from 'react';
import { LEGAL_PAGE_PATHS } from '@shared/legal-page-paths';
import { legalPageUpdateSchema, MAX_LEGAL_MARKDOWN_LENGTH, MAX_LEGAL_TITLE_LENGTH, type LegalPage } from '@shared/legal-pages';
import type { Language } from '@shared/languages';
import { Button } from '@/components/ui/button';
import { serverFieldErrors } from '@/lib/form-validation';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { errorIdOf, useFieldErrors } from '@/lib/use-field-errors';
import { useSaveLegalPage } from '../api/save-legal-page';
import { LegalPagePreview } from './legal-page-preview';

export const LEAVE_MESSAGE = 'Tienes cambios sin guardar en esta página legal. ¿Salir y perderlos?';

const LANGUAGES: { language: Language; name: string }[] = [
  { language: 'es', name: 'Español' },
  { language: 'en', name: 'Inglés' },
];

const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-invalid:border-red-600';

const idOf = (field: string) => `legal-${field.replace('.', '-')}`;

/** One legal page's title and Markdown in both languages, checked with the server's schema before it is sent, beside its preview. */
export function LegalPageEditor({ page }: { page: LegalPage }) {
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const form = useFieldErrors(idOf);
  const save = useSaveLegalPage();
  const dirty = JSON.stringify({ title, markdown }) !== JSON.stringify({ title: page.title, markdown: page.markdown });
  useNavigationGuard(dirty, LEAVE_MESSAGE);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = form.validate(legalPageUpdateSchema, { title, markdown });
    if (!check.success) return;
    save.mutate(
      { slug: page.slug, page: check.data },
      {
        onSuccess: (saved) => {
          setTitle(saved.title);
          setMarkdown(saved.markdown);
          toast({ title: 'Página guardada', description: 'Los visitantes ya ven el texto nuevo.' });
        },
        onError: (error) => {
          const refused = serverFieldErrors(error);
          if (Object.keys(refused).length > 0) form.show(refused);
          else toast({ title: 'Error', description: serverMessageOr(error, 'No se pudo guardar la página'), variant: 'destructive' });
        },
      },
    );
  };

  const error = (field: string) =>
    form.errors[field] && (
      <p id={errorIdOf(idOf(field))} className="mt-1 text-sm font-medium text-red-700">
        {form.errors[field]}
      </p>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={onSubmit} aria-label={`Editar ${page.title.es}`} className="min-w-0 space-y-5">
        {page.draft && (
          <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
            <strong>Borrador:</strong> es el texto de partida. Completa lo que va entre corchetes y guarda; la lista de lanzamiento la da por hecha al guardarla.
          </p>
        )}
        <p id="legal-markdown-help" className="text-sm text-slate-600">
          Markdown: <code>## Título</code>, <code>**negrita**</code>, <code>*cursiva*</code>, listas con <code>-</code> y enlaces <code>[texto](https://…)</code>. Sin HTML.
        </p>
        {LANGUAGES.map(({ language, name }) => (
          <fieldset key={language} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
            <legend className="px-1 text-base font-bold text-slate-900">{name}</legend>
            <div>
              <label htmlFor={idOf(`title.${language}`)} className="block text-sm font-medium text-slate-700">
                Título ({name.toLowerCase()})
              </label>
              <input
                id={idOf(`title.${language}`)}
                value={title[language]}
                maxLength={MAX_LEGAL_TITLE_LENGTH}
                lang={language}
                onChange={(event) => {
                  setTitle({ ...title, [language]: event.target.value });
                  form.clear(`title.${language}`);
                }}
                {...form.fieldProps(`title.${language}`)}
                className={`${fieldClass} h-11`}
              />
              {error(`title.${language}`)}
            </div>
            <div>
              <label htmlFor={idOf(`markdown.${language}`)} className="block text-sm font-medium text-slate-700">
                Texto ({name.toLowerCase()})
              </label>
              <textarea
                id={idOf(`markdown.${language}`)}
                value={markdown[language]}
                maxLength={MAX_LEGAL_MARKDOWN_LENGTH}
                rows={14}
                lang={language}
                onChange={(event) => {
                  setMarkdown({ ...markdown, [language]: event.target.value });
                  form.clear(`markdown.${language}`);
                }}
                {...form.fieldProps(`markdown.${language}`, 'legal-markdown-help')}
                className={`${fieldClass} py-2 font-mono text-sm`}
              />
              {error(`markdown.${language}`)}
            </div>
            <a href={LEGAL_PAGE_PATHS[page.slug][language]} target="_blank" rel="noopener noreferrer" className="inline-block text-sm font-semibold text-brand-blue underline underline-offset-4">
              Ver la página publicada ({LEGAL_PAGE_PATHS[page.slug][language]})<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </fieldset>
        ))}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar página'}
        </Button>
      </form>
      <LegalPagePreview slug={page.slug} title={title} markdown={markdown} />
    </div>
  );
}
