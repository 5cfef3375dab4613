import type { Language } from '@shared/languages';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_QUESTION_MAX_LENGTH } from '@shared/faq';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import type { FaqRow } from '../lib/faq-rows';

const LANGUAGES: Array<{ language: Language; name: string }> = [
  { language: 'es', name: 'Español' },
  { language: 'en', name: 'Inglés' },
];

/** A field's element id from its path as the schema names it ('items.0.question.es' → 'faq-items-0-question-es'). */
export const faqFieldId = (path: string) => `faq-${path.replace(/\./g, '-')}`;

/** The id of a row's move or remove button, for the focus to follow the row. */
export const rowButtonId = (key: string, action: 'up' | 'down' | 'remove') => `${key}-${action}`;

interface FaqEntryFieldsProps {
  index: number;
  count: number;
  row: FaqRow;
  errors: Record<string, string>;
  onEdit(part: 'question' | 'answer', language: Language, value: string): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One FAQ entry: its question and answer in both languages, and the buttons that move or remove it. */
export function FaqEntryFields({ index, count, row, errors, onEdit, onMove, onRemove }: FaqEntryFieldsProps) {
  const number = index + 1;
  const headingId = `${row.key}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          Pregunta {number}
        </h4>
        <div className="flex gap-1">
          <Button id={rowButtonId(row.key, 'up')} variant="ghost" size="icon" aria-label={`Subir la pregunta ${number}`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpIcon />
          </Button>
          <Button id={rowButtonId(row.key, 'down')} variant="ghost" size="icon" aria-label={`Bajar la pregunta ${number}`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ArrowDownIcon />
          </Button>
          <Button id={rowButtonId(row.key, 'remove')} variant="danger-ghost" size="icon" aria-label={`Eliminar la pregunta ${number}`} onClick={onRemove}>
            <TrashIcon />
          </Button>
        </div>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {LANGUAGES.map(({ language, name }) => (
          <fieldset key={language} className="min-w-0 space-y-3">
            <legend className="text-sm font-bold tracking-wide text-slate-500 uppercase">{name}</legend>
            <TextField
              id={faqFieldId(`items.${index}.question.${language}`)}
              label={`Pregunta en ${name.toLowerCase()}`}
              value={row.question[language]}
              maxLength={FAQ_QUESTION_MAX_LENGTH}
              error={errors[`items.${index}.question.${language}`]}
              onChange={(value) => onEdit('question', language, value)}
            />
            <TextField
              id={faqFieldId(`items.${index}.answer.${language}`)}
              label={`Respuesta en ${name.toLowerCase()}`}
              value={row.answer[language]}
              maxLength={FAQ_ANSWER_MAX_LENGTH}
              error={errors[`items.${index}.answer.${language}`]}
              onChange={(value) => onEdit('answer', language, value)}
              rows={4}
            />
          </fieldset>
        ))}
      </div>
    </article>
  );
}
