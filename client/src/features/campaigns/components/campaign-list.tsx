import { Link } from 'wouter';
import type { CampaignSummary } from '@shared/campaigns';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { useShopTimeZone } from '../hooks/use-shop-time-zone';
import { describeAudience, describeSchedule, STATUS_LABELS } from '../lib/campaign-labels';

const STATUS_TONES: Record<CampaignSummary['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const subject = campaign.subject.es || campaign.subject.en || '(sin asunto)';
  const { counts } = campaign;
  const when = campaign.sentAt ?? campaign.sendStartedAt ?? campaign.createdAt;
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const zone = useShopTimeZone();
  const whenLabel = campaign.sentAt ? 'Enviada el' : campaign.sendStartedAt ? 'Empezó el' : 'Creada el';
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{subject}</span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONES[campaign.status])}>{STATUS_LABELS[campaign.status]}</span>
        </p>
        <p className="text-sm text-slate-600">{describeAudience(campaign.audience)}</p>
        {campaign.scheduledAt && <p className="text-sm font-medium text-sky-900">Se enviará el {describeSchedule(campaign.scheduledAt, zone)}</p>}
        <p className="text-xs text-slate-500">
          {whenLabel} {formatStaffDateTime(when)}
          {counts.recipients !== null && ` · ${formatStaffNumber(counts.sent)} de ${formatStaffNumber(counts.recipients)} enviados`}
          {counts.failed > 0 && ` · ${formatStaffNumber(counts.failed)} fallidos`}
        </p>
      </div>
      <Link href={`/admin/campaigns?campaign=${campaign.id}`} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start md:self-center' })} aria-label={`${editable ? 'Editar' : 'Ver'} «${subject}»`}>
        {editable ? 'Editar' : campaign.status === 'sending' ? 'Ver progreso' : 'Ver resultado'}
      </Link>
    </li>
  );
}

function Campaigns({ label, campaigns }: { label: string; campaigns: CampaignSummary[] }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {campaigns.map((campaign) => (
        <CampaignRow key={campaign.id} campaign={campaign} />
      ))}
    </ul>
  );
}

/** The scheduled sends first, soonest first; then every other campaign, newest first (the server's order). */
export function CampaignList({ campaigns }: { campaigns: CampaignSummary[] }) {
  if (campaigns.length === 0) return <p className="text-sm text-slate-600">Todavía no hay campañas. Escribe la primera con «Nueva campaña».</p>;
  const scheduled = campaigns.filter((campaign) => campaign.scheduledAt).sort((a, b) => a.scheduledAt!.localeCompare(b.scheduledAt!));
  const others = campaigns.filter((campaign) => !campaign.scheduledAt);
  return (
    <div className="space-y-4">
      {scheduled.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Programadas</h3>
          <Campaigns label="Campañas programadas" campaigns={scheduled} />
        </div>
      )}
      {others.length > 0 && <Campaigns label="Campañas" campaigns={others} />}
    </div>
  );
}
