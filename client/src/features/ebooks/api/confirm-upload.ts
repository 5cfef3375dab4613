import { ebookFileSchema, type EbookConfirmRequest } from '@shared/ebooks';
import { apiRequest } from '@/lib/api-client';

/** Step 3 of an upload: the server checks the stored object (size, %PDF-) and lists it. */
export const confirmUpload = (input: EbookConfirmRequest) => apiRequest('POST', '/api/admin/ebook/confirm-upload', input, ebookFileSchema);
