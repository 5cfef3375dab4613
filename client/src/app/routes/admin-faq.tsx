import { FaqPage } from '@/features/faq/components/faq-page';

/** /admin/faq. */
export default function AdminFaqRoute() {
  return <FaqPage />;
}
