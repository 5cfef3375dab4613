import type { WorkerDeps } from '../deps';
import { createCampaignDeliveryService } from './campaign-delivery.service';
import { createCampaignsService } from './campaigns.service';
import { CAMPAIGN_RESUME_QUEUE, CAMPAIGN_SEND_QUEUE, declareCampaignQueues, enqueueCampaignSend, WELCOME_SERIES_QUEUE, type CampaignSendJob } from './campaigns.jobs';
import { createWelcomeSeriesService } from './welcome-series.service';

/** Campaign slices run at once per instance (each holds one campaign's lock). */
const SEND_CONCURRENCY = 2;

/**
 * The campaign workers (docs/product.md#campaigns): a send job runs one slice and queues the
 * next; the resume job, every minute and once at start, queues a slice for each campaign left
 * `sending` with nobody working on it, which is how a send killed with its process resumes.
 */
export async function registerCampaignWorkers(deps: WorkerDeps, options: Parameters<typeof createCampaignDeliveryService>[1] = {}) {
  const { jobs, logger } = deps;
  const delivery = createCampaignDeliveryService(deps, options);
  const campaigns = createCampaignsService(deps);
  await declareCampaignQueues(jobs);

  await jobs.work<CampaignSendJob>(
    CAMPAIGN_SEND_QUEUE,
    async ({ campaignId }) => {
      const outcome = await delivery.runSlice(Number(campaignId));
      if (outcome.next === 'now') await enqueueCampaignSend(jobs, campaignId);
      if (outcome.next === 'later') await enqueueCampaignSend(jobs, campaignId, { startAfter: outcome.at });
      if (outcome.next === 'none') logger.info({ campaignId }, 'campaign send settled');
    },
    { batchSize: SEND_CONCURRENCY, concurrency: SEND_CONCURRENCY },
  );

  const resume = async () => {
    for (const campaignId of await campaigns.startDueScheduled()) logger.info({ campaignId }, 'scheduled campaign send started');
    for (const campaignId of await delivery.orphans()) {
      logger.warn({ campaignId }, 'campaign left sending with nobody on it: resuming');
      await enqueueCampaignSend(jobs, campaignId);
    }
  };
  await jobs.work(CAMPAIGN_RESUME_QUEUE, resume);
  await jobs.boss.schedule(CAMPAIGN_RESUME_QUEUE, '* * * * *');
  // At start: a send this instance was running when it died goes on now, not in a minute.
  await resume();

  const welcome = createWelcomeSeriesService(deps);
  const sendWelcome = async () => {
    const inDoubt = await welcome.markInDoubt();
    if (inDoubt) logger.warn({ inDoubt }, 'welcome e-mails left in doubt by a stop: not sent again');
    const sent = await welcome.sendDue();
    if (sent) logger.info({ sent }, 'welcome series e-mails sent');
  };
  await jobs.work(WELCOME_SERIES_QUEUE, sendWelcome);
  await jobs.boss.schedule(WELCOME_SERIES_QUEUE, '* * * * *');
}
