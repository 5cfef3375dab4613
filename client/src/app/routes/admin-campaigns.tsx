import { CampaignsSection } from '@/features/campaigns/components/campaigns-section';

/** /admin/campaigns (administrators): the newsletter. */
export default function AdminCampaignsRoute() {
  return <CampaignsSection />;
}
