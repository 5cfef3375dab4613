import { useId, useState, type FormEvent } from 'react';
import { campaignTemplateInputSchema, TEMPLATE_NAME_MAX } from '@shared/campaign-templates';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useCreateCampaignTemplate } from '../api/create-campaign-template';
import type { CampaignForm } from '../lib/campaign-form';
import { FieldMessage, fieldClass } from './field-parts';

/** Saves the campaign's layout (subject, preview text and body of each language) as a named template. */
export function SaveTemplateForm({ form }: { form: CampaignForm }) {
  const baseId = useId();
  const invalid = useFieldErrors((field) => `${baseId}-${field.replace(/\./g, '-')}`);
  const [name, setName] = useState('');
  const create = useCreateCampaignTemplate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = invalid.validate(campaignTemplateInputSchema, { name, subject: form.subject, preheader: form.preheader, body: form.body }, { field: (path) => (path[0] === 'name' ? 'name' : 'layout') });
    if (!check.success) return;
    create.mutate(check.data, {
      onSuccess: (template) => {
        toast({ title: 'Plantilla guardada', description: template.name });
        setName('');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo guardar la plantilla', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4" aria-label="Guardar como plantilla">
      <label htmlFor={`${baseId}-name`} className="text-sm font-semibold text-slate-900">
        Guardar como plantilla
      </label>
      <p className="text-xs text-slate-600">Guarda el asunto, el texto de vista previa y el contenido de cada idioma para empezar otras campañas con ellos.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input id={`${baseId}-name`} value={name} maxLength={TEMPLATE_NAME_MAX} placeholder="Nombre de la plantilla" onChange={(event) => setName(event.target.value)} {...invalid.fieldProps('name')} className={fieldClass} />
        <Button type="submit" variant="outline" disabled={create.isPending} className="shrink-0">
          {create.isPending ? 'Guardando...' : 'Guardar plantilla'}
        </Button>
      </div>
      <FieldMessage id={`${baseId}-name`} message={invalid.errors.name} />
      {invalid.errors.layout && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Revisa el contenido antes de guardarlo: {invalid.errors.layout}
        </p>
      )}
    </form>
  );
}
