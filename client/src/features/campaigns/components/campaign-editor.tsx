import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX, type Campaign } from '@shared/campaigns';
import type { Language } from '@shared/languages';
import { Button } from '@/components/ui/button';
import { SaveIcon, TrashIcon } from '@/components/ui/icons';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useCreateCampaign } from '../api/create-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaignAudience } from '../api/get-campaign-audience';
import { useSendCampaign } from '../api/send-campaign';
import { useSendTestCampaign } from '../api/send-test-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { emptyCampaignForm, formOf, inputOf, LANGUAGES, sameForm, sendGaps, toggle, type CampaignForm } from '../lib/campaign-form';
import { LANGUAGE_LABELS, people } from '../lib/campaign-labels';
import { CampaignPreview } from './campaign-preview';
import { SendCampaignDialog } from './send-campaign-dialog';

const UNSAVED = 'Tienes cambios sin guardar en la campaña. ¿Salir y perderlos?';

const fieldClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-blue focus-visible:outline-3 focus-visible:outline-brand-gold';

/** Subject and Markdown text of one language. */
function LanguageFields({ language, form, onChange }: { language: Language; form: CampaignForm; onChange(form: CampaignForm): void }) {
  const id = useId();
  const name = LANGUAGE_LABELS[language].toLowerCase();
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{LANGUAGE_LABELS[language]}</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-800">
          Asunto en {name}
        </label>
        <input
          id={`${id}-subject`}
          value={form.subject[language]}
          maxLength={CAMPAIGN_SUBJECT_MAX}
          onChange={(event) => onChange({ ...form, subject: { ...form.subject, [language]: event.target.value } })}
          className={fieldClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-800">
          Texto en {name}
        </label>
        <textarea
          id={`${id}-body`}
          value={form.body[language]}
          maxLength={CAMPAIGN_BODY_MAX}
          rows={10}
          onChange={(event) => onChange({ ...form, body: { ...form.body, [language]: event.target.value } })}
          aria-describedby={`${id}-hint`}
          className={`${fieldClass} font-mono text-sm`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Markdown: **negrita**, *cursiva*, [texto del enlace](https://…), listas con «- », títulos con «# ». El HTML se muestra como texto.
        </p>
      </div>
    </fieldset>
  );
}

/** Languages and, optionally, sign-up sources; with how many the campaign would reach now. */
function AudienceFields({ form, onChange }: { form: CampaignForm; onChange(form: CampaignForm): void }) {
  const audience = useCampaignAudience(inputOf(form).audience);
  const chosen = form.audience.sources ?? [];
  const known = [...new Set([...(audience.data?.sources ?? []), ...chosen])].sort();
  const setSources = (sources: string[]) => onChange({ ...form, audience: { ...form.audience, sources: sources.length ? sources : undefined } });

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Audiencia</legend>
      <p className="text-xs text-slate-600">Suscriptores activos, con el email confirmado y que aceptan emails. Cada persona lo recibe en su idioma.</p>
      <div role="group" aria-label="Idiomas" className="flex flex-wrap gap-x-6 gap-y-2">
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
      {known.length > 0 && (
        <div role="group" aria-label="Fuentes" className="space-y-2">
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
      <p role="status" className="text-sm font-semibold text-brand-blue">
        {audience.data ? `Llegaría ahora a ${people(audience.data.recipients)}` : audience.isError ? 'No se pudo contar la audiencia' : 'Contando la audiencia...'}
      </p>
    </fieldset>
  );
}

/**
 * Writes a campaign (docs/product.md#campaigns): a new one (`campaign` absent) or a draft. The
 * preview beside it is the e-mail as the server renders it. A test goes to any address; the
 * real send asks for confirmation with the count of recipients. Unsaved changes are saved
 * before a test or the send, so what goes out is what is on screen.
 */
export function CampaignEditor({ campaign }: { campaign?: Campaign }) {
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState<CampaignForm>(() => (campaign ? formOf(campaign) : emptyCampaignForm()));
  const [form, setForm] = useState<CampaignForm>(saved);
  const [testEmail, setTestEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Where to go once the state that lets the page go is on screen (the unsaved-changes guard is off).
  const [leaveTo, setLeaveTo] = useState<string>();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const sendTest = useSendTestCampaign();
  const send = useSendCampaign();
  const id = campaign?.id;
  const dirty = !sameForm(form, saved);
  const saving = create.isPending || update.isPending;
  const gaps = sendGaps(form);
  const titleId = useId();
  useNavigationGuard(dirty, UNSAVED);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: serverMessageOr(error, 'Inténtalo de nuevo.') });

  /** Saves the form when it changed; answers the saved campaign, or undefined when saving failed. */
  async function save(): Promise<Campaign | undefined> {
    try {
      if (id === undefined) {
        const created = await create.mutateAsync(inputOf(form));
        setSaved(formOf(created));
        setForm(formOf(created));
        toast({ title: 'Borrador guardado' });
        setLeaveTo(`/admin/campaigns?campaign=${created.id}`);
        return created;
      }
      if (!dirty) return campaign;
      const updated = await update.mutateAsync({ id, input: inputOf(form) });
      setSaved(formOf(updated));
      toast({ title: 'Borrador guardado' });
      return updated;
    } catch (error) {
      failed('No se pudo guardar el borrador')(error);
      return undefined;
    }
  }

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onDelete = () => {
    if (id === undefined || !window.confirm('¿Eliminar este borrador? Esta acción no se puede deshacer.')) return;
    remove.mutate(id, {
      onSuccess: () => {
        setSaved(form);
        toast({ title: 'Borrador eliminado' });
        setLeaveTo('/admin/campaigns');
      },
      onError: failed('No se pudo eliminar el borrador'),
    });
  };

  const onTest = async (event: FormEvent) => {
    event.preventDefault();
    const current = await save();
    if (!current) return;
    const email = testEmail.trim();
    sendTest.mutate(
      { id: current.id, email },
      { onSuccess: () => toast({ title: 'Email de prueba enviado', description: `a ${email}` }), onError: failed('No se pudo enviar la prueba') },
    );
  };

  const onSendClick = async () => {
    if (await save()) setConfirming(true);
  };

  const onConfirmSend = () => {
    if (id === undefined) return;
    send.mutate(id, {
      onSuccess: (started) => {
        setConfirming(false);
        toast({ title: 'Campaña en camino', description: started.subject.es || started.subject.en });
      },
      onError: (error) => {
        setConfirming(false);
        failed('No se pudo enviar la campaña')(error);
      },
    });
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {id === undefined ? 'Nueva campaña' : 'Editar borrador'}
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <form onSubmit={onSave} className="space-y-4" aria-label="Campaña">
            <AudienceFields form={form} onChange={setForm} />
            {form.audience.languages.map((language) => (
              <LanguageFields key={language} language={language} form={form} onChange={setForm} />
            ))}
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={saving || (id !== undefined && !dirty)}>
                <SaveIcon className="h-4 w-4" />
                {saving ? 'Guardando...' : 'Guardar borrador'}
              </Button>
              {id !== undefined && (
                <Button variant="outline" className="border-red-600 text-red-700 hover:bg-red-50" disabled={remove.isPending} onClick={onDelete}>
                  <TrashIcon className="h-4 w-4" />
                  Eliminar borrador
                </Button>
              )}
              {dirty && <span className="text-sm text-amber-800">Cambios sin guardar</span>}
            </div>
          </form>

          <form onSubmit={onTest} className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
            <label htmlFor={`${titleId}-test`} className="text-sm font-semibold text-slate-900">
              Enviar una prueba
            </label>
            <p className="text-xs text-slate-600">Llega a esta dirección en cada idioma de la audiencia, tal como la recibirán los suscriptores.</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${titleId}-test`}
                type="email"
                required
                autoComplete="email"
                placeholder="tu@correo.com"
                value={testEmail}
                onChange={(event) => setTestEmail(event.target.value)}
                className={fieldClass}
              />
              <Button type="submit" variant="outline" disabled={id === undefined || sendTest.isPending || saving || gaps.length > 0} className="shrink-0">
                {sendTest.isPending ? 'Enviando...' : 'Enviar prueba'}
              </Button>
            </div>
          </form>

          <div className="space-y-2 rounded-xl bg-brand-sky/60 p-3 sm:p-4">
            <Button variant="gold" disabled={id === undefined || saving || gaps.length > 0 || send.isPending} onClick={() => void onSendClick()}>
              Enviar campaña...
            </Button>
            {id === undefined ? (
              <p className="text-sm text-slate-700">Guarda el borrador para enviar una prueba o la campaña.</p>
            ) : gaps.length > 0 ? (
              <ul aria-label="Falta antes de enviar" className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
                {gaps.map((gap) => (
                  <li key={gap}>{gap}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700">Antes de enviarla se te pedirá confirmación con el número de personas que la recibirán.</p>
            )}
          </div>
        </div>
        <CampaignPreview subject={form.subject} body={form.body} languages={form.audience.languages} />
      </div>
      {campaign && <SendCampaignDialog campaign={{ ...campaign, audience: saved.audience, subject: saved.subject }} open={confirming} sending={send.isPending} onOpenChange={setConfirming} onConfirm={onConfirmSend} />}
    </section>
  );
}
