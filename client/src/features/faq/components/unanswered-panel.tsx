import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { toast } from '@/lib/toast-queue';
import { useDismissUnanswered } from '../api/dismiss-unanswered';
import { useUnanswered } from '../api/get-unanswered';

const plural = new Intl.PluralRules('es');
const times = (count: number) => `${formatStaffNumber(count)} ${plural.select(count) === 'one' ? 'vez' : 'veces'}`;

/**
 * "Preguntas sin respuesta": what visitors asked Chapincito that neither the FAQ nor the guide
 * answered, most asked first (only the words: no visitor is identified). Each can start a new
 * FAQ entry, or be dismissed.
 */
export function UnansweredPanel({ onAnswer }: { onAnswer(text: string): void }) {
  const { data, isPending, isError, refetch } = useUnanswered();
  const dismiss = useDismissUnanswered();
  const questions = data?.questions ?? [];

  const remove = (text: string) =>
    dismiss.mutate(text, {
      onSuccess: () => toast({ title: 'Pregunta descartada' }),
      onError: (error) => toast({ title: 'Error', description: serverMessageOr(error, 'No se pudo descartar la pregunta'), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="unanswered-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id="unanswered-title" className="text-xl font-bold text-slate-900">
        Preguntas sin respuesta
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Lo que los visitantes preguntaron a Chapincito y no supo responder. Crea una pregunta frecuente con la respuesta y Chapincito la usará desde que guardes.
      </p>
      {isPending ? (
        <p className="mt-4 text-slate-600">Cargando…</p>
      ) : isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-red-700">No se pudieron cargar las preguntas.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </div>
      ) : questions.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-600">Ninguna por ahora: Chapincito respondió todo lo que le preguntaron.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {questions.map((question) => (
            <li key={question.text} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{question.text}</p>
                <p className="text-sm text-slate-600">
                  {times(question.count)} · última: {formatStaffDateTime(question.lastAskedAt)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="outline" size="sm" onClick={() => onAnswer(question.text)} aria-label={`Crear pregunta frecuente: ${question.text}`}>
                  <PlusIcon className="h-4 w-4" />
                  Crear pregunta
                </Button>
                <Button variant="ghost" size="sm" onClick={() => remove(question.text)} disabled={dismiss.isPending} aria-label={`Descartar: ${question.text}`}>
                  <TrashIcon className="h-4 w-4" />
                  Descartar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
