import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { placeEditor } from '../lib/editor-placement';

export interface EditTarget {
  path: string;
  multiline: boolean;
  value: string;
  /** Where the edited element is on the page (document coordinates): just under it, just over it. */
  top: number;
  above: number;
  left: number;
  width: number;
}

/**
 * The editor over a clicked text (docs/product.md#site-content): Enter saves, Esc cancels; in a multiline text
 * Enter makes a new line and Ctrl+Enter or the button saves. `onSave` answers why the text
 * cannot be kept (the content's schema refuses it), or nothing when it was kept.
 */
export function InlineEditor({ target, onSave, onCancel }: { target: EditTarget; onSave(value: string): string | undefined; onCancel(): void }) {
  const [value, setValue] = useState(target.value);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const width = Math.min(Math.max(target.width, 280), window.innerWidth - 24);
  const [spot, setSpot] = useState({ top: target.top, left: Math.min(Math.max(12, target.left), window.scrollX + window.innerWidth - width - 12) });

  // Placed once its height is known, never over edit mode's own panel and button ([data-edit-panel]).
  useLayoutEffect(() => {
    const editor = box.current;
    if (!editor) return;
    const avoid = Array.from(document.querySelectorAll('[data-edit-panel]'), (panel) => panel.getBoundingClientRect());
    const placed = placeEditor({
      below: target.top - window.scrollY,
      above: target.above - window.scrollY,
      left: target.left - window.scrollX,
      width,
      height: editor.offsetHeight,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      avoid,
    });
    setSpot({ top: placed.top + window.scrollY, left: placed.left + window.scrollX });
  }, [target, width]);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const save = () => {
    const problem = value.trim() === '' ? 'El texto no puede quedar vacío' : onSave(value);
    if (problem) {
      setError(problem);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (!target.multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  const fieldClass = 'w-full rounded-lg border-2 border-brand-blue px-3 py-2 text-base text-slate-900 outline-none focus:border-brand-gold aria-invalid:border-red-600';
  const invalid = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };

  return (
    <div
      ref={box}
      data-edit-ui=""
      role="dialog"
      aria-label={`Editar ${target.path}`}
      style={{ top: spot.top, left: spot.left, width }}
      className="absolute z-[90] rounded-xl bg-white p-3 shadow-2xl ring-2 ring-brand-gold"
    >
      <p className="mb-1 truncate font-mono text-xs text-slate-500">{target.path}</p>
      {target.multiline ? (
        <textarea ref={field} rows={4} value={value} onChange={(event) => setValue(event.target.value)} onKeyDown={onKeyDown} {...invalid} className={fieldClass} />
      ) : (
        <input
          ref={field}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          {...invalid}
          className={fieldClass}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-xs text-slate-500">{target.multiline ? 'Ctrl+Enter guarda · Esc cancela' : 'Enter guarda · Esc cancela'}</span>
        <span className="flex gap-2">
          <button type="button" onClick={onCancel} className="rounded-lg px-3 py-1.5 text-sm font-bold text-slate-700 hover:bg-slate-100">
            Cancelar
          </button>
          <button type="button" onClick={save} className="rounded-lg bg-brand-blue px-3 py-1.5 text-sm font-bold text-white hover:bg-brand-blue-dark">
            Guardar
          </button>
        </span>
      </div>
    </div>
  );
}
