import { campaignGaps, type Campaign, type CampaignInput } from '@shared/campaigns';
import type { CampaignTemplate } from '@shared/campaign-templates';
import type { Language } from '@shared/languages';

/** What the editor holds: the draft's fields as typed, every optional part filled in. */
export type CampaignForm = Omit<CampaignInput, 'preheader' | 'trackOpens'> & { preheader: Record<Language, string>; trackOpens: boolean };

export const emptyCampaignForm = (): CampaignForm => ({
  subject: { es: '', en: '' },
  preheader: { es: '', en: '' },
  body: { es: '', en: '' },
  audience: { languages: ['es', 'en'] },
  trackOpens: false,
});

export const formOf = (campaign: Campaign): CampaignForm => ({
  subject: campaign.subject,
  preheader: campaign.preheader,
  body: campaign.body,
  audience: campaign.audience,
  trackOpens: campaign.trackOpens,
});

/** A new campaign started from a template: its layout, every language, open tracking off. */
export const formOfTemplate = (template: CampaignTemplate): CampaignForm => ({
  ...emptyCampaignForm(),
  subject: template.subject,
  preheader: template.preheader,
  body: template.body,
});

/** Whether two forms would save the same draft. */
export const sameForm = (a: CampaignForm, b: CampaignForm) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

const normal = (form: CampaignForm) => ({
  subject: { es: form.subject.es.trim(), en: form.subject.en.trim() },
  preheader: { es: form.preheader.es.trim(), en: form.preheader.en.trim() },
  body: form.body,
  languages: [...form.audience.languages].sort(),
  sources: [...(form.audience.sources ?? [])].sort(),
  trackOpens: form.trackOpens,
});

/** The draft as the API takes it: no empty list of sources (that means every source). */
export const inputOf = (form: CampaignForm): CampaignInput => ({
  subject: form.subject,
  preheader: form.preheader,
  body: form.body,
  audience: { languages: form.audience.languages, ...(form.audience.sources?.length ? { sources: form.audience.sources } : {}) },
  trackOpens: form.trackOpens,
});

/** What is missing before sending, as the server says it. */
export const sendGaps = (form: CampaignForm) => campaignGaps(form);

export const toggle = <T>(list: readonly T[], item: T, on: boolean) => (on ? [...list.filter((value) => value !== item), item] : list.filter((value) => value !== item));

export const LANGUAGES: Language[] = ['es', 'en'];
