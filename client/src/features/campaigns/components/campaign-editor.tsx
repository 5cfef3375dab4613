import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { campaignInputSchema, campaignTestRequestSchema, type Campaign } from '@shared/campaigns';
import { Button } from '@/components/ui/button';
import { SaveIcon, TrashIcon } from '@/components/ui/icons';
import type { IssueMapping } from '@/lib/form-validation';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateCampaign } from '../api/create-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useSendCampaign } from '../api/send-campaign';
import { useSendTestCampaign } from '../api/send-test-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { emptyCampaignForm, formOf, inputOf, sameForm, sendGaps, type CampaignForm } from '../lib/campaign-form';
import { AudienceFields, LanguageFields } from './campaign-fields';
import { FieldMessage, fieldClass } from './field-parts';
import { CampaignPreview } from './campaign-preview';
import { DuplicateCampaignButton } from './duplicate-campaign-button';
import { OpenTrackingField } from './open-tracking-field';
import { SaveTemplateForm } from './save-template-form';
import { ScheduleSend } from './schedule-send';
import { SendCampaignDialog } from './send-campaign-dialog';

const UNSAVED = 'Tienes cambios sin guardar en la campaña. ¿Salir y perderlos?';

/** A field is a language's subject or text ('subject.es'), or a part of the audience: a list's item shows on its list. */
const byField: IssueMapping = {
  // A block's issue shows on its block ('body.es.blocks.2').
  field: (path) => path.slice(0, path[0] === 'body' && path[2] === 'blocks' && path.length > 3 ? 4 : 2).map(String).join('.'),
};

/**
 * Writes a campaign (docs/product.md#campaigns): a new one (`campaign` absent) or a draft. The
 * preview beside it is the e-mail as the server renders it. A test goes to any address; the
 * real send asks for confirmation with the count of recipients. Unsaved changes are saved
 * before a test or the send, so what goes out is what is on screen.
 */
export function CampaignEditor({ campaign, initial }: { campaign?: Campaign; initial?: CampaignForm }) {
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState<CampaignForm>(() => (campaign ? formOf(campaign) : emptyCampaignForm()));
  // A new campaign from a template starts with its layout, not yet saved.
  const [form, setForm] = useState<CampaignForm>(initial ?? saved);
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
  const scheduled = campaign?.status === 'scheduled';
  const dirty = !sameForm(form, saved);
  const saving = create.isPending || update.isPending;
  const gaps = sendGaps(form);
  const titleId = useId();
  const fieldId = useCallback((field: string) => `${titleId}-${field.replace(/\./g, '-')}`, [titleId]);
  const invalid = useFieldErrors(fieldId);
  useNavigationGuard(dirty, UNSAVED);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: serverMessageOr(error, 'Inténtalo de nuevo.') });

  /** Saves the form when it changed (checked with the draft's schema first); answers the saved campaign, or undefined when it was not saved. */
  async function save(): Promise<Campaign | undefined> {
    const check = invalid.validate(campaignInputSchema, inputOf(form), byField);
    if (!check.success) return undefined;
    try {
      if (id === undefined) {
        const created = await create.mutateAsync(check.data);
        setSaved(formOf(created));
        setForm(formOf(created));
        toast({ title: 'Borrador guardado' });
        setLeaveTo(`/admin/campaigns?campaign=${created.id}`);
        return created;
      }
      if (!dirty) return campaign;
      const updated = await update.mutateAsync({ id, input: check.data });
      setSaved(formOf(updated));
      toast({ title: updated.status === 'scheduled' ? 'Cambios guardados' : 'Borrador guardado' });
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
    const address = invalid.validate(campaignTestRequestSchema, { email: testEmail });
    if (!address.success) return;
    const current = await save();
    if (!current) return;
    const { email } = address.data;
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
        {id === undefined ? 'Nueva campaña' : scheduled ? 'Editar campaña programada' : 'Editar borrador'}
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <form noValidate onSubmit={onSave} className="space-y-4" aria-label="Campaña">
            <AudienceFields form={form} onChange={setForm} invalid={invalid} fieldId={fieldId} />
            {form.audience.languages.map((language) => (
              <LanguageFields key={language} language={language} form={form} onChange={setForm} invalid={invalid} fieldId={fieldId} />
            ))}
            <OpenTrackingField checked={form.trackOpens} onChange={(trackOpens) => setForm({ ...form, trackOpens })} />
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={saving || (id !== undefined && !dirty)}>
                <SaveIcon className="h-4 w-4" />
                {saving ? 'Guardando...' : 'Guardar borrador'}
              </Button>
              {id !== undefined && !scheduled && (
                <Button variant="danger-outline" disabled={remove.isPending} onClick={onDelete}>
                  <TrashIcon className="h-4 w-4" />
                  Eliminar borrador
                </Button>
              )}
              {id !== undefined && <DuplicateCampaignButton id={id} />}
              {dirty && <span className="text-sm text-amber-800">Cambios sin guardar</span>}
            </div>
          </form>

          <form noValidate onSubmit={onTest} className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
            <label htmlFor={fieldId('email')} className="text-sm font-semibold text-slate-900">
              Enviar una prueba
            </label>
            <p className="text-xs text-slate-600">Llega a esta dirección en cada idioma de la audiencia, tal como la recibirán los suscriptores.</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={fieldId('email')}
                type="email"
                required
                autoComplete="email"
                placeholder="tu@correo.com"
                value={testEmail}
                onChange={(event) => setTestEmail(event.target.value)}
                {...invalid.fieldProps('email')}
                className={fieldClass}
              />
              <Button type="submit" variant="outline" disabled={id === undefined || sendTest.isPending || saving || gaps.length > 0} className="shrink-0">
                {sendTest.isPending ? 'Enviando...' : 'Enviar prueba'}
              </Button>
            </div>
            <FieldMessage id={fieldId('email')} message={invalid.errors.email} />
          </form>

          <div className="space-y-2 rounded-xl bg-brand-sky/60 p-3 sm:p-4">
            <Button variant="gold" disabled={id === undefined || scheduled || saving || gaps.length > 0 || send.isPending} onClick={() => void onSendClick()}>
              Enviar campaña...
            </Button>
            {scheduled ? (
              <p className="text-sm text-slate-700">Está programada: cancela la programación para enviarla ahora.</p>
            ) : id === undefined ? (
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

          <SaveTemplateForm form={form} />

          <ScheduleSend key={campaign?.scheduledAt ?? 'draft'} campaign={campaign} blocked={id === undefined || saving || gaps.length > 0} save={save} />
        </div>
        <CampaignPreview subject={form.subject} preheader={form.preheader} body={form.body} languages={form.audience.languages} />
      </div>
      {campaign && <SendCampaignDialog campaign={{ ...campaign, audience: saved.audience, subject: saved.subject }} open={confirming} sending={send.isPending} onOpenChange={setConfirming} onConfirm={onConfirmSend} />}
    </section>
  );
}
