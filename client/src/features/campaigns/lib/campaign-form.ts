import { campaignGaps, type Campaign, type CampaignInput } from '@shared/campaigns';
import type { Language } from '@shared/languages';

/** What the editor holds: the draft's fields as typed. */
export type CampaignForm = CampaignInput;

export const emptyCampaignForm = (): CampaignForm => ({
  subject: { es: '', en: '' },
  body: { es: '', en: '' },
  audience: { languages: ['es', 'en'] },
});

export const formOf = (campaign: Campaign): CampaignForm => ({ subject: campaign.subject, body: campaign.body, audience: campaign.audience });

/** Whether two forms would save the same draft. */
export const sameForm = (a: CampaignForm, b: CampaignForm) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

const normal = (form: CampaignForm) => ({
  subject: { es: form.subject.es.trim(), en: form.subject.en.trim() },
  body: form.body,
  languages: [...form.audience.languages].sort(),
  sources: [...(form.audience.sources ?? [])].sort(),
});

/** The draft as the API takes it: no empty list of sources (that means every source). */
export const inputOf = (form: CampaignForm): CampaignInput => ({
  subject: form.subject,
  body: form.body,
  audience: { languages: form.audience.languages, ...(form.audience.sources?.length ? { sources: form.audience.sources } : {}) },
});

/** What is missing before sending, as the server says it. */
export const sendGaps = (form: CampaignForm) => campaignGaps(form);

export const toggle = <T>(list: readonly T[], item: T, on: boolean) => (on ? [...list.filter((value) => value !== item), item] : list.filter((value) => value !== item));

export const LANGUAGES: Language[] = ['es', 'en'];
