import { useState, type FormEvent } from 'react';
import { siteSettingsUpdateRequestSchema } from '@shared/site-settings';
import { Button } from '@/components/ui/button';
import { SaveIcon, UndoIcon, WarningIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, type IssueMapping } from '@/lib/form-validation';
import { useNavigationGuard } from '@/lib/navigation-guard';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSiteSettingsForStaff } from '../api/get-site-settings';
import { useUpdateSiteSettings } from '../api/update-site-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { settingsSections } from '../lib/settings-fields';
import { toSettings } from '../lib/settings-form';
import { fieldId } from './settings-field';
import { SettingsHeader } from './settings-header';
import { SettingsSectionFieldset } from './settings-section';
import { LastSaved, StaleSettingsNotice } from './settings-notices';
import { TestimonialsSettings } from './testimonials-settings';

const LEAVE_MESSAGE = 'Tienes cambios sin guardar en la configuración. ¿Salir y perderlos?';
const STALE_FALLBACK = 'Otra persona guardó la configuración mientras la editabas. Recarga para ver los valores nuevos; tus cambios siguen en el formulario.';

/** The request is `{settings, version}`: a field is named by its path in the settings document. */
const byField: IssueMapping = { field: (path) => (path[0] === 'settings' ? path.slice(1) : path).map(String).join('.') };

/**
 * /admin/settings (Spanish, staff; docs/product.md#site-settings): what the site says about
 * where to buy (and each channel's Amazon Attribution tag), whom to call, the networks, the videos, the offer and the testimonials. Admins save; other
 * staff see the values read-only.
 */
export function SiteSettingsPage({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending, isError, isFetching, refetch } = useSiteSettingsForStaff();
  const form = useSettingsForm(data?.settings);
  const update = useUpdateSiteSettings();
  const invalid = useFieldErrors(fieldId);
  const errors = invalid.errors;
  const [stale, setStale] = useState<string | null>(null);
  useNavigationGuard(isAdmin && form.isDirty, LEAVE_MESSAGE);

  const change = (path: string, value: string) => {
    form.setValue(path, value);
    invalid.clear(path);
  };

  // Checked here with the server's own schema first; the server checks again, and what it
  // refuses shows the same way.
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const check = invalid.validate(siteSettingsUpdateRequestSchema, { settings: toSettings(form.values, form.testimonials, data.settings), version: data.version }, byField);
    if (!check.success) return;
    update.mutate(check.data, {
      onSuccess: () => {
        form.reset();
        invalid.show({});
        setStale(null);
        toast({ title: 'Configuración guardada', description: 'El sitio ya muestra los valores nuevos.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return setStale(serverMessageOr(error, STALE_FALLBACK));
        const refused = serverFieldErrors(error, byField);
        if (Object.keys(refused).length > 0) invalid.show(refused);
        else toast({ title: 'Error', description: serverMessageOr(error, 'No se pudo guardar la configuración'), variant: 'destructive' });
      },
    });
  };

  const reload = async () => {
    if ((await refetch()).isSuccess) setStale(null);
  };

  const errorCount = Object.keys(errors).length;

  return (
    <section aria-labelledby="settings-title">
      <div className="max-w-4xl space-y-6">
        <SettingsHeader />
        {isPending ? (
          <div className="flex min-h-[40vh] items-center justify-center" role="status">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-blue border-t-transparent" aria-hidden="true" />
            <span className="sr-only">Cargando configuración...</span>
          </div>
        ) : isError ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" role="alert">
            <p className="text-red-700">No se pudo cargar la configuración</p>
            <Button className="mt-4" variant="outline" onClick={() => refetch()}>
              Reintentar
            </Button>
          </div>
        ) : (
          <form onSubmit={save} noValidate aria-labelledby="settings-title" className="space-y-6">
            <LastSaved updatedAt={data.updatedAt} />
            {!isAdmin && (
              <p className="rounded-2xl bg-brand-sky p-4 text-slate-800">Solo un administrador puede cambiar la configuración; aquí la ves tal como está.</p>
            )}
            {stale && <StaleSettingsNotice message={stale} reloading={isFetching} onReload={reload} />}
            {errorCount > 0 && (
              <p role="alert" className="flex items-center gap-2 rounded-2xl border border-red-300 bg-red-50 p-4 font-medium text-red-900">
                <WarningIcon className="text-red-700" />
                {errorCount === 1 ? 'Revisa el campo marcado' : `Revisa los ${errorCount} campos marcados`}: no se guardó nada.
              </p>
            )}
            {settingsSections.map((section) => (
              <SettingsSectionFieldset key={section.id} section={section} values={form.values} errors={errors} editable={isAdmin} onChange={change} />
            ))}
            <TestimonialsSettings rows={form.testimonials} errors={errors} editable={isAdmin} onChange={form.setTestimonials} onClearErrors={invalid.clear} />
            {isAdmin && (
              <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-md">
                <p className="hidden text-sm text-slate-600 sm:block">{form.isDirty ? 'Tienes cambios sin guardar.' : 'No hay cambios.'}</p>
                <div className="flex flex-1 flex-wrap justify-end gap-2 sm:flex-none">
                  <Button variant="outline" size="sm" onClick={form.reset} disabled={!form.isDirty || update.isPending}>
                    <UndoIcon className="h-4 w-4" />
                    Descartar cambios
                  </Button>
                  <Button type="submit" variant="gold" size="sm" disabled={!form.isDirty || update.isPending}>
                    <SaveIcon className="h-4 w-4" />
                    {update.isPending ? 'Guardando...' : 'Guardar configuración'}
                  </Button>
                </div>
              </div>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
