import { useState } from 'react';
import type { LegalPageSlug } from '@shared/legal-page-paths';
import type { Language } from '@shared/languages';
import { SandboxedPreview } from '@/components/ui/sandboxed-preview';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLegalPagePreview } from '../api/get-legal-page-preview';

/** The preview waits for a pause in typing this long before asking the server again. */
export const PREVIEW_DELAY_MS = 400;

const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'Inglés' };

/**
 * The page as visitors will see it in the chosen language, made by the server from the text being
 * edited, in a sandboxed frame where nothing can run.
 */
export function LegalPagePreview({ slug, title, markdown }: { slug: LegalPageSlug; title: Record<Language, string>; markdown: Record<Language, string> }) {
  const [language, setLanguage] = useState<Language>('es');
  const settled = useDebouncedValue(JSON.stringify({ slug, language, title: title[language], markdown: markdown[language] }), PREVIEW_DELAY_MS);
  const preview = useLegalPagePreview(JSON.parse(settled));

  return (
    <section aria-labelledby="legal-preview-title" className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="legal-preview-title" className="text-lg font-bold text-slate-900">
          Vista previa
        </h3>
        <SegmentedChoice
          label="Idioma de la vista previa"
          options={(['es', 'en'] as const).map((item) => ({ value: item, label: LANGUAGE_NAMES[item] }))}
          value={language}
          onChange={setLanguage}
        />
      </div>
      <SandboxedPreview html={preview.data} failed={preview.isError} busy={preview.isFetching} title={`Vista previa de la página en ${LANGUAGE_NAMES[language].toLowerCase()}`} />
    </section>
  );
}
