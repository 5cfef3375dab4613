import { EBOOK_MIME_TYPE } from '@shared/ebooks';

/** The storage answered the PUT with a status other than 200 or 201 (0: no answer at all). */
class StorageUploadError extends Error {
  constructor(readonly status: number) {
    super(status ? `La subida al almacenamiento falló (HTTP ${status})` : 'No se pudo conectar con el almacenamiento');
    this.name = 'StorageUploadError';
  }
}

/**
 * Step 2 of an upload: the browser PUTs the file straight to S3 through the presigned URL.
 * XMLHttpRequest, not fetch, because only it reports upload progress; this is the one call
 * of the client that does not go through apiRequest (it is not our API).
 */
export function uploadToStorage(uploadURL: string, file: Blob, onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('Content-Type', EBOOK_MIME_TYPE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => (request.status === 200 || request.status === 201 ? resolve() : reject(new StorageUploadError(request.status))));
    request.addEventListener('error', () => reject(new StorageUploadError(0)));
    request.addEventListener('abort', () => reject(new StorageUploadError(0)));
    request.send(file);
  });
}
