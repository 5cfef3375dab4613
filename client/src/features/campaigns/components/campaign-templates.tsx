import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/server-message';
import { toast } from '@/lib/toast-queue';
import { useDeleteCampaignTemplate } from '../api/delete-campaign-template';
import { useCampaignTemplates } from '../api/get-campaign-templates';

/** The saved layouts: start a new campaign from one, or delete it. */
export function CampaignTemplates() {
  const templates = useCampaignTemplates();
  const remove = useDeleteCampaignTemplate();
  if (!templates.data?.length) return null;

  const onDelete = (id: number, name: string) => {
    if (!window.confirm(`¿Eliminar la plantilla «${name}»? Las campañas creadas con ella no cambian.`)) return;
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Plantilla eliminada', description: name }),
      onError: (error) => toast({ variant: 'destructive', title: 'No se pudo eliminar la plantilla', description: serverMessageOr(error, 'Inténtalo de nuevo.') }),
    });
  };

  return (
    <section aria-labelledby="campaign-templates-title" className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
      <h3 id="campaign-templates-title" className="font-semibold text-slate-900">
        Plantillas
      </h3>
      <ul className="divide-y divide-slate-100">
        {templates.data.map((template) => (
          <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 text-sm text-slate-800">
              <span className="font-medium">{template.name}</span>
              {template.subject.es && <span className="block truncate text-slate-500">{template.subject.es}</span>}
            </span>
            <span className="flex flex-wrap gap-2">
              <Link href={`/admin/campaigns?campaign=new&template=${template.id}`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                Nueva campaña con esta plantilla
              </Link>
              <Button size="sm" variant="danger-outline" disabled={remove.isPending} onClick={() => onDelete(template.id, template.name)} aria-label={`Eliminar la plantilla ${template.name}`}>
                <TrashIcon className="h-4 w-4" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
