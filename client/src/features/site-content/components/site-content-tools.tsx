import { lazy, Suspense, useEffect, useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { lazyWithQueryClient } from '@/lib/deferred-query';
import { readStoredUser } from '@/lib/stored-user';
import { canEdit, isEditShortcut, opensEditMode } from '../lib/edit-access';
import { applyOpacity, isOpacityShortcut, OPACITY_STORAGE_KEY, parseOpacity } from '../lib/opacity';
import type { ReorderableSection } from './sections-panel';

// The tools themselves load only when opened: visitors never download them. Edit mode reads
// and saves through React Query (lib/deferred-query).
const EditMode = lazyWithQueryClient(() => import('./edit-mode').then((module) => module.default));
const OpacityTool = lazy(() => import('./opacity-tool'));

const editAllowed = () => canEdit(readStoredUser(), window.location.search);

/**
 * Hidden tools of the landing page (docs/product.md#site-content): edit mode for staff (left-bottom button or
 * Ctrl+Shift+E) and the gradient opacity tool for anyone (Ctrl/Cmd+Alt+O or Shift+Alt+O).
 * Mounted after hydration; `sections` are the page's reorderable sections.
 */
export function SiteContentTools({ sections }: { sections: readonly ReorderableSection[] }) {
  const [allowed, setAllowed] = useState(editAllowed);
  const [editing, setEditing] = useState(() => allowed && opensEditMode(window.location.search));
  const [opacityOpen, setOpacityOpen] = useState(false);

  useEffect(() => {
    const stored = browserStorage.get(OPACITY_STORAGE_KEY);
    if (stored !== null) applyOpacity(parseOpacity(stored));
    // Signing in or out in another tab changes what is offered here.
    const onStorage = () => setAllowed(editAllowed());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpacityShortcut(event)) {
        event.preventDefault();
        setOpacityOpen(true);
      } else if (isEditShortcut(event) && allowed) {
        event.preventDefault();
        setEditing((on) => !on);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed]);

  return (
    <div lang="es">
      {allowed && (
        <button
          type="button"
          onClick={() => setEditing((on) => !on)}
          aria-pressed={editing}
          title="Modo edición (Ctrl+Shift+E)"
          data-edit-ui=""
          data-edit-panel=""
          className="fixed bottom-4 left-4 z-[70] flex h-12 items-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-bold text-white shadow-xl ring-2 ring-brand-gold transition hover:bg-slate-800 aria-pressed:bg-brand-gold aria-pressed:text-slate-900"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4Zm10-14 4 4" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
          </svg>
          {editing ? 'Salir de edición' : 'Editar'}
        </button>
      )}
      <Suspense fallback={null}>
        {allowed && editing && <EditMode sections={sections} />}
        {opacityOpen && <OpacityTool onClose={() => setOpacityOpen(false)} />}
      </Suspense>
    </div>
  );
}
