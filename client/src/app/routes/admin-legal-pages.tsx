import { LegalPagesPage } from '@/features/legal-pages/components/legal-pages-page';

/** /admin/legal-pages. */
export default function AdminLegalPagesRoute() {
  return <LegalPagesPage />;
}
