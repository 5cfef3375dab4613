import { useId, useState } from 'react';
import { mediaSlotLabels, mediaSlots, SLOT_MAX_ITEMS, type MediaSlot } from '@shared/media';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-queue';
import { useMedia } from '@/lib/media-api/get-media';
import { useMediaSlots } from '../api/get-media-slots';
import { usePlaceMedia } from '../api/place-media';

const selectClass =
  'mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold';

/** Which items a place shows and in what order; saved as a whole. */
function SlotEditor({ slot, saved }: { slot: MediaSlot; saved: string[] }) {
  const id = useId();
  const library = useMedia().data?.items ?? [];
  const place = usePlaceMedia();
  const [items, setItems] = useState(saved);
  const [adding, setAdding] = useState('');
  const byId = new Map(library.map((item) => [item.id, item]));
  const available = library.filter((item) => !items.includes(item.id));
  const changed = items.join() !== saved.join();

  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });

  // Awaited here rather than in mutate's callbacks: the saved list remounts this editor.
  const save = async () => {
    try {
      await place.mutateAsync({ slot, items });
      toast({ title: 'Guardado', description: `${mediaSlotLabels[slot]}: ${items.length ? 'la página ya muestra estas fotos' : 'vuelve la ilustración'}` });
    } catch (error) {
      toast({ title: 'No se pudo guardar', description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3">
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">Nada colocado: se ve la ilustración de siempre.</p>
      ) : (
        <ol aria-label={`En ${mediaSlotLabels[slot]}, en orden`} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {items.map((itemId, index) => {
            const item = byId.get(itemId);
            const name = item?.alt.es ?? 'Elemento eliminado';
            return (
              <li key={itemId} className="flex flex-wrap items-center gap-2 p-2">
                <span className="w-6 text-center font-bold text-slate-500">{index + 1}</span>
                <span className="min-w-[10rem] flex-1 text-sm text-slate-900">
                  {name} {item?.kind === 'video' && <span className="text-slate-500">(video)</span>}
                </span>
                <Button size="sm" variant="outline" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Subir «${name}»`}>
                  ↑
                </Button>
                <Button size="sm" variant="outline" disabled={index === items.length - 1} onClick={() => move(index, 1)} aria-label={`Bajar «${name}»`}>
                  ↓
                </Button>
                <Button size="sm" variant="outline" onClick={() => setItems((current) => current.filter((other) => other !== itemId))} aria-label={`Quitar «${name}»`}>
                  Quitar
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}add`} className="block text-sm font-medium text-slate-700">
            Añadir
          </label>
          <select id={`${id}add`} value={adding} onChange={(event) => setAdding(event.target.value)} className={selectClass} disabled={available.length === 0}>
            <option value="">{available.length ? 'Elige una foto o un video…' : 'No queda nada por añadir'}</option>
            {available.map((item) => (
              <option key={item.id} value={item.id}>
                {item.alt.es}
                {item.kind === 'video' ? ' (video)' : ''}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          disabled={!adding || items.length >= SLOT_MAX_ITEMS}
          onClick={() => {
            setItems((current) => [...current, adding]);
            setAdding('');
          }}
        >
          Añadir a la lista
        </Button>
      </div>
      <Button onClick={save} disabled={!changed || place.isPending}>
        {place.isPending ? 'Guardando…' : 'Guardar'}
      </Button>
    </div>
  );
}

/** Choose a place of the landing page and what it shows. */
export function SlotPlacement() {
  const id = useId();
  const [slot, setSlot] = useState<MediaSlot>('box-partyMix');
  const slots = useMediaSlots();
  const saved = slots.data ? (slots.data.slots[slot] ?? []).map((item) => item.id) : undefined;
  return (
    <section aria-labelledby={`${id}title`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}title`} className="font-bold text-slate-900">
        Colocar en la página
      </h3>
      <div>
        <label htmlFor={`${id}slot`} className="block text-sm font-medium text-slate-700">
          Lugar de la página
        </label>
        <select id={`${id}slot`} value={slot} onChange={(event) => setSlot(event.target.value as MediaSlot)} className={selectClass}>
          {mediaSlots.map((name) => (
            <option key={name} value={name}>
              {mediaSlotLabels[name]}
            </option>
          ))}
        </select>
      </div>
      {slots.isError && (
        <p role="alert" className="text-red-700">
          No se pudo cargar lo colocado.
        </p>
      )}
      {/* A new key per place and per saved list: the editor starts from what is saved. */}
      {saved && <SlotEditor key={`${slot} ${saved.join()}`} slot={slot} saved={saved} />}
    </section>
  );
}
