import { CAMPAIGN_PREHEADER_MAX, isBlocks } from '@shared/campaign-blocks';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from '@shared/campaigns';
import type { Language } from '@shared/languages';
import type { FieldErrorsState } from '@/lib/use-field-errors';
import { FieldMessage, fieldClass } from './field-parts';
import { useCampaignAudience } from '../api/get-campaign-audience';
import { inputOf, LANGUAGES, toggle, type CampaignForm } from '../lib/campaign-form';
import { LANGUAGE_LABELS, people } from '../lib/campaign-labels';
import { BlockEditor } from './block-editor';

interface FieldsProps {
  form: CampaignForm;
  onChange(form: CampaignForm): void;
  /** The editor's messages by field ('subject.es', 'audience.sources'…) and their ids. */
  invalid: FieldErrorsState;
  fieldId(field: string): string;
}

/** Subject, preview text and body (Markdown or blocks) of one language. */
export function LanguageFields({ language, form, onChange, invalid, fieldId }: FieldsProps & { language: Language }) {
  const name = LANGUAGE_LABELS[language].toLowerCase();
  const subject = `subject.${language}`;
  const preheader = `preheader.${language}`;
  const body = `body.${language}`;
  const hintId = `${fieldId(body)}-hint`;
  const content = form.body[language];
  const setBody = (next: typeof content) => onChange({ ...form, body: { ...form.body, [language]: next } });
  const toBlocks = () => setBody({ blocks: typeof content === 'string' && content.trim() ? [{ type: 'text', markdown: content }] : [] });
  const toMarkdown = () => {
    if (isBlocks(content) && content.blocks.length > 0 && !window.confirm(`¿Cambiar a texto? Se perderán los bloques en ${name}.`)) return;
    setBody('');
  };
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{LANGUAGE_LABELS[language]}</legend>
      <div className="space-y-1">
        <label htmlFor={fieldId(subject)} className="text-sm font-medium text-slate-800">
          Asunto en {name}
        </label>
        <input
          id={fieldId(subject)}
          value={form.subject[language]}
          maxLength={CAMPAIGN_SUBJECT_MAX}
          onChange={(event) => onChange({ ...form, subject: { ...form.subject, [language]: event.target.value } })}
          {...invalid.fieldProps(subject)}
          className={fieldClass}
        />
        <FieldMessage id={fieldId(subject)} message={invalid.errors[subject]} />
      </div>
      <div className="space-y-1">
        <label htmlFor={fieldId(preheader)} className="text-sm font-medium text-slate-800">
          Texto de vista previa en {name} (opcional)
        </label>
        <input
          id={fieldId(preheader)}
          value={form.preheader[language]}
          maxLength={CAMPAIGN_PREHEADER_MAX}
          onChange={(event) => onChange({ ...form, preheader: { ...form.preheader, [language]: event.target.value } })}
          {...invalid.fieldProps(preheader, `${fieldId(preheader)}-hint`)}
          className={fieldClass}
        />
        <FieldMessage id={fieldId(preheader)} message={invalid.errors[preheader]} />
        <p id={`${fieldId(preheader)}-hint`} className="text-xs text-slate-500">
          La bandeja de entrada lo muestra después del asunto; no se ve dentro del email.
        </p>
      </div>
      <div role="radiogroup" aria-label={`Formato del contenido en ${name}`} className="flex flex-wrap gap-x-5 gap-y-1">
        <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${fieldId(body)}-format`} checked={!isBlocks(content)} onChange={toMarkdown} className="h-4 w-4 accent-brand-blue" />
          Texto (Markdown)
        </label>
        <label className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
          <input type="radio" name={`${fieldId(body)}-format`} checked={isBlocks(content)} onChange={toBlocks} className="h-4 w-4 accent-brand-blue" />
          Bloques (títulos, imágenes, cajas, botones)
        </label>
      </div>
      {isBlocks(content) ? (
        <div id={fieldId(body)} tabIndex={-1} className="space-y-1 outline-none">
          <BlockEditor language={language} blocks={content.blocks} onChange={(blocks) => setBody({ blocks })} invalid={invalid} fieldId={fieldId} />
          <FieldMessage id={fieldId(body)} message={invalid.errors[body]} />
        </div>
      ) : (
        <div className="space-y-1">
          <label htmlFor={fieldId(body)} className="text-sm font-medium text-slate-800">
            Texto en {name}
          </label>
          <textarea
            id={fieldId(body)}
            value={content}
            maxLength={CAMPAIGN_BODY_MAX}
            rows={10}
            onChange={(event) => setBody(event.target.value)}
            {...invalid.fieldProps(body, hintId)}
            className={`${fieldClass} font-mono text-sm`}
          />
          <FieldMessage id={fieldId(body)} message={invalid.errors[body]} />
          <p id={hintId} className="text-xs text-slate-500">
            Markdown: **negrita**, *cursiva*, [texto del enlace](https://…), listas con «- », títulos con «# ». El HTML se muestra como texto.
          </p>
        </div>
      )}
    </fieldset>
  );
}

/** Languages and, optionally, sign-up sources; with how many the campaign would reach now. */
export function AudienceFields({ form, onChange, invalid, fieldId }: FieldsProps) {
  const audience = useCampaignAudience(inputOf(form).audience);
  const chosen = form.audience.sources ?? [];
  const known = [...new Set([...(audience.data?.sources ?? []), ...chosen])].sort();
  const setSources = (sources: string[]) => onChange({ ...form, audience: { ...form.audience, sources: sources.length ? sources : undefined } });

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Audiencia</legend>
      <p className="text-xs text-slate-600">Suscriptores activos, con el email confirmado y que aceptan emails. Cada persona lo recibe en su idioma.</p>
      <div id={fieldId('audience.languages')} tabIndex={-1} role="group" aria-label="Idiomas" {...invalid.fieldProps('audience.languages')} className="flex flex-wrap gap-x-6 gap-y-2 outline-none">
        {LANGUAGES.map((language) => {
          const checked = form.audience.languages.includes(language);
          return (
            <label key={language} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={checked}
                // At least one language: the last one cannot be unticked.
                disabled={checked && form.audience.languages.length === 1}
                onChange={(event) => onChange({ ...form, audience: { ...form.audience, languages: LANGUAGES.filter((item) => (item === language ? event.target.checked : form.audience.languages.includes(item))) } })}
                className="h-4 w-4 accent-brand-blue"
              />
              {LANGUAGE_LABELS[language]}
            </label>
          );
        })}
      </div>
      <FieldMessage id={fieldId('audience.languages')} message={invalid.errors['audience.languages']} />
      {known.length > 0 && (
        <div id={fieldId('audience.sources')} tabIndex={-1} role="group" aria-label="Fuentes" {...invalid.fieldProps('audience.sources')} className="space-y-2 outline-none">
          <p className="text-sm text-slate-800">Fuentes de suscripción (ninguna marcada: todas)</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {known.map((source) => (
              <label key={source} className="inline-flex min-h-9 items-center gap-2 font-mono text-sm text-slate-800">
                <input type="checkbox" checked={chosen.includes(source)} onChange={(event) => setSources(toggle(chosen, source, event.target.checked))} className="h-4 w-4 accent-brand-blue" />
                {source}
              </label>
            ))}
          </div>
        </div>
      )}
      <FieldMessage id={fieldId('audience.sources')} message={invalid.errors['audience.sources']} />
      <p role="status" className="text-sm font-semibold text-brand-blue">
        {audience.data ? `Llegaría ahora a ${people(audience.data.recipients)}` : audience.isError ? 'No se pudo contar la audiencia' : 'Contando la audiencia...'}
      </p>
    </fieldset>
  );
}
