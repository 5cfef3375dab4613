import { useState } from 'react';
import { campaignBlockSchema, isBlocks, type CampaignBody } from '@shared/campaign-blocks';
import type { CampaignPreviewRequest } from '@shared/campaigns';
import type { Language } from '@shared/languages';
import { SandboxedPreview } from '@/components/ui/sandboxed-preview';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useCampaignPreview } from '../api/get-campaign-preview';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LANGUAGE_LABELS } from '../lib/campaign-labels';

/** The preview waits for a pause in typing this long before asking the server again. */
export const PREVIEW_DELAY_MS = 400;

/** The widths the preview shows the e-mail at: a phone's, and a desktop mail client's. */
const WIDTHS = { phone: { label: 'Teléfono', px: 375 }, desktop: { label: 'Escritorio', px: 640 } } as const;
type Width = keyof typeof WIDTHS;

/** The blocks written so far: one still being filled in (an image not chosen yet) is left out of the preview, not the whole e-mail. */
const completeBlocks = (body: CampaignBody): CampaignBody => (isBlocks(body) ? { blocks: body.blocks.filter((block) => campaignBlockSchema.safeParse(block).success) } : body);

/**
 * The e-mail exactly as a subscriber gets it in `language`, rendered by the server (our header,
 * the footer with the unsubscribe link), in a sandboxed frame: nothing in it can run or reach
 * the page (docs/decisions/0057-campaign-markdown-and-preview.md); at a phone's or a desktop's width.
 */
export function CampaignPreview({
  subject,
  preheader,
  body,
  languages,
}: {
  subject: Record<Language, string>;
  preheader?: Record<Language, string>;
  body: Record<Language, CampaignBody>;
  languages: Language[];
}) {
  const [chosen, setChosen] = useState<Language>(languages[0]);
  const [width, setWidth] = useState<Width>('desktop');
  const language = languages.includes(chosen) ? chosen : languages[0];
  const request: CampaignPreviewRequest = { language, subject: subject[language], preheader: preheader?.[language] ?? '', body: completeBlocks(body[language]) };
  const settled = JSON.parse(useDebouncedValue(JSON.stringify(request), PREVIEW_DELAY_MS)) as CampaignPreviewRequest;
  const preview = useCampaignPreview(settled);
  const name = LANGUAGE_LABELS[language].toLowerCase();

  return (
    <section aria-labelledby="campaign-preview-title" className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="campaign-preview-title" className="text-lg font-bold text-slate-900">
          Vista previa
        </h3>
        <SegmentedChoice
          label="Ancho de la vista previa"
          options={(Object.keys(WIDTHS) as Width[]).map((item) => ({ value: item, label: `${WIDTHS[item].label} (${WIDTHS[item].px} px)` }))}
          value={width}
          onChange={setWidth}
          compact
        />
        {languages.length > 1 && (
          <SegmentedChoice label="Idioma de la vista previa" options={languages.map((item) => ({ value: item, label: LANGUAGE_LABELS[item] }))} value={language} onChange={setChosen} />
        )}
      </div>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">Asunto:</span> {subject[language].trim() || <span className="italic">(sin asunto)</span>}
        {preheader?.[language].trim() && <span className="block text-slate-500">{preheader[language].trim()}</span>}
      </p>
      <SandboxedPreview html={preview.data} failed={preview.isError} busy={preview.isFetching} title={`Vista previa del email en ${name}`} width={WIDTHS[width].px} />
    </section>
  );
}
