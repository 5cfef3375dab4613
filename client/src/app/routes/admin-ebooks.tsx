import { EbookManager } from '@/features/ebooks/components/ebook-manager';

/** /admin/ebooks. */
export default function AdminEbooksRoute() {
  return <EbookManager />;
}
