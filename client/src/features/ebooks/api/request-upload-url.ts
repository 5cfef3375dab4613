import { ebookUploadUrlResponseSchema, type EbookUploadUrlRequest } from '@shared/ebooks';
import { apiRequest } from '@/lib/api-client';

/** Step 1 of an upload: the server reserves the file and answers a presigned PUT. */
export const requestUploadUrl = (input: EbookUploadUrlRequest) =>
  apiRequest('POST', '/api/admin/ebook/upload-url', input, ebookUploadUrlResponseSchema);
