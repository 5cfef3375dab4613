import { Link, useSearch } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { useCampaign } from '../api/get-campaign';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignEditor } from './campaign-editor';
import { CampaignList } from './campaign-list';
import { useCampaignTemplates } from '../api/get-campaign-templates';
import { formOfTemplate } from '../lib/campaign-form';
import { CampaignProgress } from './campaign-progress';
import { CampaignTemplates } from './campaign-templates';
import { WelcomeSeriesEditor } from './welcome-series-editor';

const backLink = (
  <Link href="/admin/campaigns" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
    <ArrowLeftIcon className="h-4 w-4" />
    Todas las campañas
  </Link>
);

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      Cargando {what}...
    </p>
  );
}

function Failed({ what, retry }: { what: string; retry(): void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      No se pudo cargar {what}.
      <Button size="sm" variant="outline" onClick={retry}>
        Reintentar
      </Button>
    </p>
  );
}

/** One campaign: its editor while a draft or scheduled, else its progress and result. */
function OneCampaign({ id }: { id: number }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <Loading what="la campaña" />;
  if (campaign.isError) return <Failed what="la campaña" retry={() => void campaign.refetch()} />;
  const editable = campaign.data.status === 'draft' || campaign.data.status === 'scheduled';
  return editable ? <CampaignEditor key={id} campaign={campaign.data} /> : <CampaignProgress campaign={campaign.data} />;
}

function AllCampaigns() {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <Loading what="las campañas" />;
  if (campaigns.isError) return <Failed what="las campañas" retry={() => void campaigns.refetch()} />;
  return (
    <div className="space-y-4">
      <CampaignTemplates />
      <CampaignList campaigns={campaigns.data} />
    </div>
  );
}

/** A new campaign, empty or with a template's layout (`&template=<id>`). */
function NewCampaign({ templateId }: { templateId?: number }) {
  const templates = useCampaignTemplates();
  if (templateId === undefined) return <CampaignEditor key="new" />;
  if (templates.isPending) return <Loading what="la plantilla" />;
  if (templates.isError) return <Failed what="la plantilla" retry={() => void templates.refetch()} />;
  const template = templates.data.find((item) => item.id === templateId);
  if (!template) return <p role="alert" className="text-sm text-red-700">Esa plantilla ya no existe.</p>;
  return <CampaignEditor key={`template-${templateId}`} initial={formOfTemplate(template)} />;
}

/**
 * /admin/campaigns (administrators, docs/product.md#campaigns): the newsletter. The list, or
 * (`?campaign=new`, `?campaign=<id>`) one campaign: written and tested while a draft, followed
 * while it is sent, and its result after; or (`?campaign=welcome`) the welcome series.
 */
export function CampaignsSection() {
  const search = new URLSearchParams(useSearch());
  const chosen = search.get('campaign');
  const template = search.get('template');
  const templateId = template && /^[1-9]\d{0,9}$/.test(template) ? Number(template) : undefined;
  const id = chosen && /^[1-9]\d{0,9}$/.test(chosen) ? Number(chosen) : undefined;

  return (
    <section aria-labelledby="campaigns-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="campaigns-title" className="text-xl font-bold text-slate-900">
            Campañas
          </h2>
          <p className="mt-1 text-sm text-slate-600">El boletín del Club VIP: escríbelo en español y en inglés, pruébalo y envíalo. Cada suscriptor lo recibe en su idioma.</p>
        </div>
        {!chosen && (
          <div className="flex flex-wrap gap-2">
            <Link href="/admin/campaigns?campaign=welcome" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Serie de bienvenida
            </Link>
            <Link href="/admin/campaigns?campaign=new" className={buttonVariants({ size: 'sm' })}>
              Nueva campaña
            </Link>
          </div>
        )}
      </div>
      {chosen && backLink}
      {chosen === 'new' ? <NewCampaign templateId={templateId} /> : chosen === 'welcome' ? <WelcomeSeriesEditor /> : id !== undefined ? <OneCampaign id={id} /> : <AllCampaigns />}
    </section>
  );
}
