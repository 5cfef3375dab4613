import { Button } from '@/components/ui/button';
import { formatStaffNumber } from '@/lib/staff-number-format';

interface Props {
  page: number;
  pageSize: number;
  /** "734", "más de 1.000", "aprox. 1.000.000". */
  matches: string;
  /** Pages in all, when the count is exact. */
  pages?: number;
  shown: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst(): void;
  onPrevious(): void;
  onNext(): void;
}

/** "Mostrando 26–50 de 1.234" with first, previous and next (pages are keyset cursors: no jumping to page n). */
export function SubscribersPagination({ page, pageSize, matches, pages, shown, hasPrevious, hasNext, onFirst, onPrevious, onNext }: Props) {
  const first = shown ? (page - 1) * pageSize + 1 : 0;
  const last = (page - 1) * pageSize + shown;
  return (
    <nav aria-label="Paginación de suscriptores" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">
        Mostrando {formatStaffNumber(first)}–{formatStaffNumber(last)} de {matches}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onFirst} disabled={!hasPrevious}>
          Primera
        </Button>
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious}>
          Anterior
        </Button>
        <span className="px-1">
          Página {formatStaffNumber(page)}
          {pages !== undefined && ` de ${formatStaffNumber(pages)}`}
        </span>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
          Siguiente
        </Button>
      </div>
    </nav>
  );
}
