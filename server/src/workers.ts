import { registerAuditWorkers } from './audit/audit.worker';
import { registerCampaignWorkers } from './campaigns/campaigns.worker';
import { registerChatWorkers } from './chat/chat.worker';
import type { WorkerDeps } from './deps';
import { registerEbookWorkers } from './ebooks/ebooks.worker';
import { registerInsightsWorkers } from './insights/insights.worker';
import { registerVideoRequestWorkers } from './video-requests/video-requests.worker';
import { registerVipWorkers } from './vip/vip.worker';

/** Declares every queue and starts its worker; each feature adds its own line here. */
export async function registerWorkers(deps: WorkerDeps) {
  await registerAuditWorkers(deps);
  await registerEbookWorkers(deps);
  await registerVideoRequestWorkers(deps);
  await registerVipWorkers(deps);
  await registerCampaignWorkers(deps);
  await registerChatWorkers(deps);
  await registerInsightsWorkers(deps);
}
