import { Button } from '@/components/ui/button';

interface Props {
  page: number;
  pageSize: number;
  /** Rows matching the search (counted up to a cap). */
  matches: number;
  matchesCapped: boolean;
  shown: number;
  onPage(page: number): void;
}

const number = (value: number) => value.toLocaleString('es-ES');

/** "Mostrando 26–50 de 1.234" with previous and next; past the count cap, next stays on while pages are full. */
export function SubscribersPagination({ page, pageSize, matches, matchesCapped, shown, onPage }: Props) {
  const first = shown ? (page - 1) * pageSize + 1 : 0;
  const last = (page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(matches / pageSize));
  const hasNext = matchesCapped ? shown === pageSize : page < pages;
  return (
    <nav aria-label="Paginación de suscriptores" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">
        Mostrando {number(first)}–{number(last)} de {matchesCapped ? `más de ${number(matches)}` : number(matches)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Anterior
        </Button>
        <span className="px-2">
          Página {number(page)}
          {!matchesCapped && ` de ${number(pages)}`}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={!hasNext}>
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
