import { useEffect, useRef, useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { cn } from '@/lib/cn';
import { applyOpacity, OPACITY_PRESETS, OPACITY_STORAGE_KEY, parseOpacity } from '../lib/opacity';

/** The hidden opacity tool (docs/product.md#site-content): the page gradient's opacity, 0–100, kept in this browser. */
export default function OpacityTool({ onClose }: { onClose(): void }) {
  const [value, setValue] = useState(() => parseOpacity(browserStorage.get(OPACITY_STORAGE_KEY)));
  const slider = useRef<HTMLInputElement>(null);

  useEffect(() => slider.current?.focus(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const change = (raw: unknown) => {
    const next = parseOpacity(raw);
    setValue(next);
    applyOpacity(next);
    browserStorage.set(OPACITY_STORAGE_KEY, String(next));
  };

  return (
    <div
      role="dialog"
      aria-labelledby="opacity-tool-title"
      data-edit-ui=""
      data-testid="opacity-tool"
      className="fixed top-36 right-4 z-[80] w-72 rounded-2xl bg-white p-4 text-slate-900 shadow-2xl ring-1 ring-slate-300"
    >
      <div className="flex items-center justify-between">
        <h2 id="opacity-tool-title" className="font-black">
          Opacidad del degradado
        </h2>
        <button type="button" onClick={onClose} className="rounded-full px-2 py-1 text-sm font-bold text-slate-600 hover:bg-slate-100">
          Cerrar
        </button>
      </div>
      <label className="mt-3 flex items-center gap-3">
        <span className="sr-only">Opacidad</span>
        <input
          ref={slider}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(event) => change(event.target.value)}
          className="flex-1 accent-brand-blue"
        />
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={value}
          aria-label="Opacidad en por ciento"
          onChange={(event) => change(event.target.value)}
          className="w-16 rounded-lg border border-slate-300 px-2 py-1 text-right"
        />
        <span aria-hidden="true">%</span>
      </label>
      <div className="mt-3 grid grid-cols-4 gap-2">
        {OPACITY_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value === preset}
            onClick={() => change(preset)}
            className={cn('rounded-lg py-1.5 text-sm font-bold', value === preset ? 'bg-brand-blue text-white' : 'bg-brand-sky text-brand-blue hover:bg-blue-100')}
          >
            {preset}%
          </button>
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-600">Esc cierra esta herramienta.</p>
    </div>
  );
}
