import { useEffect, useRef, useState } from 'react';
import { blockTypes, CAMPAIGN_BLOCKS_MAX, newBlock, type BlockType, type CampaignBlock } from '@shared/campaign-blocks';
import type { Language } from '@shared/languages';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import type { FieldErrorsState } from '@/lib/use-field-errors';
import { BLOCK_LABELS } from '../lib/campaign-labels';
import { BlockFields } from './block-fields';
import { FieldMessage, fieldClass } from './field-parts';

interface BlockEditorProps {
  language: Language;
  blocks: CampaignBlock[];
  onChange(blocks: CampaignBlock[]): void;
  invalid: FieldErrorsState;
  fieldId(field: string): string;
}

const move = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * A language's blocks, in order: each with its fields and buttons to move it up or down or take
 * it out (the focus follows the moved block, so the keyboard can keep moving it). The footer
 * with the postal address and the unsubscribe link is added by the server to every e-mail.
 */
export function BlockEditor({ language, blocks, onChange, invalid, fieldId }: BlockEditorProps) {
  const [adding, setAdding] = useState<BlockType>('text');
  // What to focus once the list has re-rendered after a move, an addition or a removal.
  const focusNext = useRef<string>(undefined);
  const idOf = (index: number) => fieldId(`body.${language}.blocks.${index}`);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });
  const setFocusNext = (id: string) => {
    focusNext.current = id;
  };

  const shift = (index: number, by: -1 | 1) => {
    const to = index + by;
    onChange(move(blocks, index, to));
    // At an end the button pressed is disabled: the other one keeps the focus on the block.
    const atEnd = by === -1 ? to === 0 : to === blocks.length - 1;
    setFocusNext(`${idOf(to)}-${by === -1 ? (atEnd ? 'down' : 'up') : atEnd ? 'up' : 'down'}`);
  };

  const remove = (index: number) => {
    onChange(blocks.filter((_, at) => at !== index));
    setFocusNext(blocks.length > 1 ? `${idOf(Math.max(0, index - 1))}-remove` : fieldId(`body.${language}.add`));
  };

  const add = () => {
    onChange([...blocks, newBlock(adding)]);
    setFocusNext(idOf(blocks.length));
  };

  return (
    <div className="space-y-3">
      {blocks.length === 0 && <p className="text-sm text-slate-600">Aún no hay bloques: añade un título, un texto, una imagen o una caja.</p>}
      <ol className="space-y-3" aria-label={`Bloques en ${language === 'es' ? 'español' : 'inglés'}`}>
        {blocks.map((block, index) => {
          const id = idOf(index);
          const field = `body.${language}.blocks.${index}`;
          return (
            <li key={index} id={id} tabIndex={-1} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 outline-none focus-visible:outline-3 focus-visible:outline-brand-gold" aria-labelledby={`${id}-title`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
                  {index + 1}. {BLOCK_LABELS[block.type]}
                </p>
                <div className="flex gap-1">
                  <Button id={`${id}-up`} type="button" size="sm" variant="outline" disabled={index === 0} onClick={() => shift(index, -1)} aria-label={`Subir el bloque ${index + 1} (${BLOCK_LABELS[block.type]})`}>
                    <ArrowUpIcon className="h-4 w-4" />
                  </Button>
                  <Button
                    id={`${id}-down`}
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={index === blocks.length - 1}
                    onClick={() => shift(index, 1)}
                    aria-label={`Bajar el bloque ${index + 1} (${BLOCK_LABELS[block.type]})`}
                  >
                    <ArrowDownIcon className="h-4 w-4" />
                  </Button>
                  <Button id={`${id}-remove`} type="button" size="sm" variant="danger-outline" onClick={() => remove(index)} aria-label={`Quitar el bloque ${index + 1} (${BLOCK_LABELS[block.type]})`}>
                    <TrashIcon className="h-4 w-4" />
                  </Button>
                </div>
              </div>
              <BlockFields block={block} id={id} language={language} onChange={(next) => onChange(blocks.map((item, at) => (at === index ? next : item)))} />
              <FieldMessage id={id} message={invalid.errors[field]} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor={fieldId(`body.${language}.add`)} className="text-sm font-medium text-slate-800">
            Tipo de bloque
          </label>
          <select id={fieldId(`body.${language}.add`)} value={adding} onChange={(event) => setAdding(event.target.value as BlockType)} className={`${fieldClass} w-auto`}>
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {BLOCK_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" disabled={blocks.length >= CAMPAIGN_BLOCKS_MAX} onClick={add}>
          <PlusIcon className="h-4 w-4" />
          Añadir bloque
        </Button>
      </div>
    </div>
  );
}
