import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@shared/languages';
import { siteContentSchema, type SiteContent } from '@shared/site-content';
import { useLanguage } from '@/i18n/language-provider';
import { provideAllDictionaries } from '@/i18n/all-dictionaries';
import { translate } from '@/i18n/translate';
import { ApiError } from '@/lib/api-client';
import { firstError, staffMessage, validateForm, type FormIssue } from '@/lib/form-validation';
import { serverMessageOr } from '@/lib/server-message';
import { usePageContent } from '@/lib/page-content';
import { usePublishContent } from '../api/publish-content';
import { clearStoredDraft, mergeContent, writeStoredDraft } from '../lib/content-storage';
import { withDraftText } from '../lib/draft';
import { InlineEditor, type EditTarget } from './inline-editor';
import { SectionsPanel, type ReorderableSection } from './sections-panel';
import { useFeedback } from '../hooks/use-feedback';
import { useSiteContent } from './site-content-provider';

// Editable texts are outlined while edit mode is on; loaded with this chunk only.
// The editor shows and checks both languages' texts.
provideAllDictionaries();

const editingStyles = `
.content-editing [data-content-path] { outline: 2px dashed rgb(245 183 0 / .95); outline-offset: 2px; cursor: text; }
.content-editing [data-content-path]:hover { outline-style: solid; background-color: rgb(245 183 0 / .14); }
`;

/** What the server would refuse in the content to publish, in the words staff read (its one rule of its own: the count of texts). */
const contentMessage = (issue: FormIssue) => (issue.code === 'custom' ? 'Hay demasiados textos editados en un idioma' : staffMessage(issue));

/** The content's schema, the server's, run on what would be published: its first refusal, or nothing. */
function contentProblem(content: SiteContent) {
  const check = validateForm(siteContentSchema, content, { message: contentMessage });
  return check.success ? undefined : firstError(check.errors);
}

const SAVED_MESSAGE = '✓ Cambios guardados exitosamente';
const SAVE_ERROR_MESSAGE = '✗ Error al guardar cambios';

/** Edit mode (docs/product.md#site-content; docs/decisions/0014-published-site-content.md): click a text to edit it, save the draft here, publish it for everyone. */
export default function EditMode({ sections }: { sections: readonly ReorderableSection[] }) {
  const { language } = useLanguage();
  const { draft, setDraft, published } = useSiteContent();
  const { text } = usePageContent();
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [showSections, setShowSections] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { feedback, show } = useFeedback();
  const publish = usePublishContent();

  useEffect(() => {
    document.body.classList.add('content-editing');
    return () => document.body.classList.remove('content-editing');
  }, []);

  // Clicks on editable texts open the editor instead of doing what the element does.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const clicked = event.target as Element | null;
      const element = clicked?.closest?.('[data-content-path]');
      if (!element || clicked?.closest('[data-edit-ui]')) return;
      event.preventDefault();
      event.stopPropagation();
      const path = element.getAttribute('data-content-path')!;
      const rect = element.getBoundingClientRect();
      setTarget({
        path,
        multiline: element.hasAttribute('data-content-multiline'),
        value: text(path),
        top: Math.max(rect.top, 0) + window.scrollY + Math.min(rect.height, 120) + 6,
        above: rect.top + window.scrollY - 6,
        left: rect.left + window.scrollX,
        width: rect.width,
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [text]);

  /** What a path shows without the draft: the published text, else the built-in one. */
  const fallback = useCallback(
    (lang: Language, path: string) => published.texts[lang]?.[path] ?? translate(lang, path),
    [published],
  );

  const saveEdit = (value: string) => {
    if (!target) return undefined;
    // A text belongs to the language on screen.
    const next = withDraftText(draft, language, target.path, value, fallback(language, target.path));
    const problem = contentProblem(mergeContent(published, next));
    if (problem) return problem;
    setDraft(next);
    setDirty(true);
    setTarget(null);
    return undefined;
  };

  const saveAll = () => {
    const ok = writeStoredDraft(draft);
    if (ok) setDirty(false);
    show({ ok, text: ok ? SAVED_MESSAGE : SAVE_ERROR_MESSAGE });
  };

  const publishAll = () => {
    const content = mergeContent(published, draft);
    const problem = contentProblem(content);
    if (problem) return show({ ok: false, text: `✗ Error al publicar: ${problem}` });
    publish.mutate(content, {
      onSuccess: () => {
        if (writeStoredDraft(draft)) setDirty(false);
        show({ ok: true, text: '✓ Contenido publicado para todos los visitantes' });
      },
      onError: (error) => {
        const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
        const reason = serverMessageOr(error, '');
        show({ ok: false, text: refused ? '✗ Inicia sesión como personal para publicar' : `✗ Error al publicar${reason ? `: ${reason}` : ''}` });
      },
    });
  };

  const reload = () => {
    if (window.confirm('¿Recargar la página? Se perderán los cambios que no guardaste.')) window.location.reload();
  };

  const restore = () => {
    if (!window.confirm('¿Restaurar el contenido predeterminado? Se borrarán los cambios guardados en este navegador.')) return;
    clearStoredDraft();
    window.location.reload();
  };

  const buttonClass = 'rounded-lg px-3 py-2 text-sm font-bold transition disabled:opacity-60';

  return (
    <>
      <style>{editingStyles}</style>
      <section
        data-edit-ui=""
        data-edit-panel=""
        aria-labelledby="edit-mode-title"
        data-testid="edit-toolbar"
        className="fixed bottom-20 left-4 z-[70] w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 text-slate-900 shadow-2xl ring-2 ring-brand-gold"
      >
        <h2 id="edit-mode-title" className="font-black">
          Modo edición <span className="text-sm font-semibold text-slate-500">({language.toUpperCase()})</span>
        </h2>
        <p className="mt-1 text-sm text-slate-600">Haz clic en un texto para editarlo. {dirty && <strong className="text-amber-700">Hay cambios sin guardar.</strong>}</p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button type="button" onClick={saveAll} className={`${buttonClass} bg-brand-blue text-white hover:bg-brand-blue-dark`}>
            Guardar todo
          </button>
          <button type="button" onClick={publishAll} disabled={publish.isPending} className={`${buttonClass} bg-brand-green text-white hover:brightness-110`}>
            {publish.isPending ? 'Publicando...' : 'Publicar'}
          </button>
          <button type="button" onClick={() => setShowSections((open) => !open)} aria-expanded={showSections} className={`${buttonClass} bg-brand-sky text-brand-blue`}>
            Ordenar secciones
          </button>
          <button type="button" onClick={reload} className={`${buttonClass} bg-slate-100 text-slate-800 hover:bg-slate-200`}>
            Recargar
          </button>
          <button type="button" onClick={restore} className={`${buttonClass} col-span-2 bg-red-50 text-red-800 hover:bg-red-100`}>
            Restaurar predeterminado
          </button>
        </div>
        {showSections && (
          <SectionsPanel
            sections={sections}
            order={draft.sectionsOrder ?? published.sectionsOrder}
            onChange={(order) => {
              setDraft((current) => ({ ...current, sectionsOrder: order }));
              setDirty(true);
            }}
          />
        )}
        <p role="status" className={`mt-3 min-h-5 text-sm font-bold ${feedback?.ok ? 'text-green-700' : 'text-red-700'}`}>
          {feedback?.text}
        </p>
      </section>
      {target && <InlineEditor key={target.path} target={target} onSave={saveEdit} onCancel={() => setTarget(null)} />}
    </>
  );
}
