import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { EBOOK_MIME_TYPE, ebookUploadUrlRequestSchema } from '@shared/ebooks';
import { firstError, validateForm } from '@/lib/form-validation';
import { toast } from '@/lib/toast-queue';
import { serverMessageOr } from '@/lib/server-message';
import { useSiteConfig } from '@/lib/site-config';
import { confirmUpload } from '../api/confirm-upload';
import { ebooksQuery } from '../api/get-ebooks';
import { requestUploadUrl } from '../api/request-upload-url';
import { uploadToStorage } from '../api/upload-to-storage';
import { formatFileSize } from '@/lib/format-file-size';

/** idle → uploading (percent) → processing (all sent, the server checks the file) → idle. */
type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

const failureDetail = (error: unknown) => serverMessageOr(error, error instanceof Error ? error.message : undefined);

const uploadFailed = (description?: string) => toast({ title: 'Error al subir el ebook', description, variant: 'destructive' });

/** Upload of one PDF straight to S3: presign, PUT with progress, confirm, list refresh. */
export function useEbookUpload() {
  const queryClient = useQueryClient();
  const maxBytes = useSiteConfig().data?.ebook.maxBytes;
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  const upload = useCallback(
    async (file: File) => {
      // Checked before any request (docs/product.md#ebooks).
      if (file.type !== EBOOK_MIME_TYPE) {
        toast({ title: 'Solo se permiten archivos PDF', variant: 'destructive' });
        return;
      }
      if (maxBytes !== undefined && file.size > maxBytes) {
        uploadFailed(`El archivo supera el tamaño máximo permitido (${formatFileSize(maxBytes)})`);
        return;
      }
      // The picker is the only field: what the request's schema refuses (an empty file, a bad name) fails the upload at once.
      const check = validateForm(ebookUploadUrlRequestSchema, { fileName: file.name, fileSize: file.size });
      if (!check.success) {
        uploadFailed(firstError(check.errors));
        return;
      }
      setState({ phase: 'uploading', percent: 0 });
      try {
        const { uploadURL, fileId } = await requestUploadUrl(check.data);
        await uploadToStorage(uploadURL, file, (percent) => setState({ phase: 'uploading', percent }));
        setState({ phase: 'processing' });
        await confirmUpload({ fileId, fileName: file.name, fileSize: file.size });
        await queryClient.invalidateQueries({ queryKey: ebooksQuery.queryKey });
        toast({ title: 'Éxito', description: `«${file.name}» se subió correctamente` });
      } catch (error) {
        uploadFailed(failureDetail(error));
      } finally {
        setState({ phase: 'idle' });
      }
    },
    [maxBytes, queryClient],
  );

  return { state, upload };
}
