import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { EbookFile } from '@shared/ebooks';
import { toast } from '@/lib/toast-queue';
import { ebooksQuery } from '../api/get-ebooks';
import { useDeleteEbook } from '../api/delete-ebook';

type Busy = Record<string, 'deleting' | 'downloading'>;

/** Download and delete of listed files, each with its own busy flag. */
export function useEbookActions() {
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteEbook();
  const [busy, setBusy] = useState<Busy>({});
  const mark = useCallback(
    (id: string, flag?: Busy[string]) =>
      setBusy((current) => {
        const next = { ...current };
        if (flag) next[id] = flag;
        else delete next[id];
        return next;
      }),
    [],
  );

  const download = useCallback(
    async (file: EbookFile) => {
      mark(file.id, 'downloading');
      try {
        // Download links expire soon after they are made; a page left open would hand out an expired one.
        const fresh = await queryClient.fetchQuery({ ...ebooksQuery, staleTime: 0 });
        const url = fresh.files.find((candidate) => candidate.id === file.id)?.downloadUrl;
        if (!url) throw new Error('El ebook ya no existe');
        // The storage answers with Content-Disposition: attachment, so the page stays.
        window.location.assign(url);
      } catch (error) {
        toast({ title: 'Error al descargar el ebook', description: (error as Error).message, variant: 'destructive' });
      } finally {
        mark(file.id);
      }
    },
    [queryClient, mark],
  );

  const remove = useCallback(
    async (file: EbookFile) => {
      if (!window.confirm(`¿Eliminar «${file.name}»? Esta acción no se puede deshacer.`)) return;
      mark(file.id, 'deleting');
      try {
        await deleteMutation.mutateAsync(file.id);
        toast({ title: 'Éxito', description: `«${file.name}» se eliminó` });
      } catch {
        toast({ title: 'Error al eliminar el ebook', variant: 'destructive' });
      } finally {
        mark(file.id);
      }
    },
    [deleteMutation, mark],
  );

  return { busy, download, remove };
}
