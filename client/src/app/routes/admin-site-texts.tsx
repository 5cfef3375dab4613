import { SiteTextsPage } from '@/features/site-content/components/site-texts-page';

/** /admin/site-texts. */
export default function AdminSiteTextsRoute() {
  return <SiteTextsPage />;
}
