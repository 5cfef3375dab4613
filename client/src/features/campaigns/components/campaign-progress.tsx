import { isSettled, type Campaign, type CampaignStats } from '@shared/campaigns';
import { INVENTORY_PRODUCT_KEYS } from '@shared/inventory';
import { productByKey, type ProductKey } from '@shared/site-facts';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { describeAudience, people, progressPercent, STATUS_LABELS } from '../lib/campaign-labels';
import { CampaignPreview } from './campaign-preview';
import { DuplicateCampaignButton } from './duplicate-campaign-button';

const isProductKey = (value: string): value is ProductKey => (INVENTORY_PRODUCT_KEYS as readonly string[]).includes(value);

function Figure({ label, value, tone = 'text-slate-900' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${tone}`}>{value}</dd>
    </div>
  );
}

const boxName = (box: string) => (isProductKey(box) ? productByKey(box).name : box);

/** What the e-mail's links brought to the site, as the shop's own statistics count it. */
function CampaignReach({ stats }: { stats: CampaignStats }) {
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">Lo que trajo al sitio</h4>
      <dl aria-label="Lo que trajo al sitio" className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Figure label="Personas que llegaron desde el correo" value={formatStaffNumber(stats.uniqueClickers)} tone="text-brand-blue" />
        <Figure label="Clics en sus enlaces" value={formatStaffNumber(stats.clicks)} />
        <Figure label="Clics a Amazon" value={formatStaffNumber(stats.marketplaceClicks)} />
        {stats.opens !== undefined && <Figure label="Personas que lo abrieron (poco fiable)" value={formatStaffNumber(stats.opens)} />}
      </dl>
      {stats.clicksByBox.length > 0 && (
        <ul aria-label="Clics a Amazon por caja" className="flex flex-wrap gap-2 text-sm">
          {stats.clicksByBox.map(({ box, clicks }) => (
            <li key={box} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
              {boxName(box)}: {formatStaffNumber(clicks)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-500">Contado sin cookies por las estadísticas de la tienda: una persona cuenta una vez por día.</p>
      {stats.opens !== undefined && (
        <p className="text-xs text-slate-500">Las aperturas cuentan a quien descargó la imagen invisible; la Protección de privacidad de Mail de Apple la descarga aunque nadie abra el email.</p>
      )}
    </div>
  );
}

/**
 * A campaign being sent or sent (docs/product.md#campaigns): while it goes out, a bar of the
 * recipients settled so far (read again every second); then the result: sent, failed with the
 * mail server's reason, unsubscribed since, and what the campaign said.
 */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { counts } = campaign;
  const settled = isSettled(campaign.status);
  const percent = settled ? 100 : progressPercent(counts.sent, counts.failed, counts.recipients);
  const total = counts.recipients;
  const subject = campaign.subject.es || campaign.subject.en;

  return (
    <section aria-labelledby="campaign-progress-title" className="space-y-5">
      <div className="space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id="campaign-progress-title" className="text-lg font-bold break-words text-slate-900">
            {subject}
          </h3>
          <DuplicateCampaignButton id={campaign.id} />
        </div>
        <p className="text-sm text-slate-600">
          {STATUS_LABELS[campaign.status]} · {describeAudience(campaign.audience)}
          {campaign.sendStartedAt && ` · empezó el ${formatStaffDateTime(campaign.sendStartedAt)}`}
          {campaign.sentAt && ` · terminó el ${formatStaffDateTime(campaign.sentAt)}`}
        </p>
      </div>

      <div className="space-y-2">
        <div
          role="progressbar"
          aria-label="Progreso del envío"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent} %`}
          className="h-4 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full transition-[width] duration-500 ${campaign.status === 'failed' ? 'bg-red-600' : 'bg-brand-blue'}`} style={{ width: `${percent}%` }} />
        </div>
        <p role="status" className="text-sm text-slate-700">
          {total === null
            ? 'Preparando la lista de destinatarios...'
            : `${percent} % · ${formatStaffNumber(counts.sent)} de ${formatStaffNumber(total)} enviados${counts.failed ? ` · ${formatStaffNumber(counts.failed)} fallidos` : ''}${settled ? '' : '...'}`}
        </p>
      </div>

      {settled && (
        <>
          <dl aria-label="Resultado" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Enviados" value={formatStaffNumber(counts.sent)} tone="text-brand-blue" />
            <Figure label="Fallidos" value={formatStaffNumber(counts.failed)} tone={counts.failed ? 'text-red-700' : 'text-slate-900'} />
            <Figure label="Se dieron de baja desde el envío" value={formatStaffNumber(campaign.unsubscribedSince ?? 0)} />
            <Figure label="Destinatarios" value={formatStaffNumber(total ?? 0)} />
          </dl>
          {campaign.stats && (campaign.stats.bounced > 0 || campaign.stats.complained > 0) && (
            <p className="text-sm text-slate-700">
              Después de la entrega, el proveedor de correo avisó de {people(campaign.stats.bounced)} con rebote y {people(campaign.stats.complained)} que lo {campaign.stats.complained === 1 ? 'marcó' : 'marcaron'} como spam; ya no reciben correos.
            </p>
          )}
          {campaign.stats && <CampaignReach stats={campaign.stats} />}
          {(counts.skipped > 0 || counts.inDoubt > 0) && (
            <ul className="space-y-1 text-sm text-slate-700">
              {counts.skipped > 0 && <li>{people(counts.skipped)} se dieron de baja o se eliminaron antes de su turno: no se les envió.</li>}
              {counts.inDoubt > 0 && (
                <li>
                  {people(counts.inDoubt)} en duda: el servidor se detuvo mientras se les entregaba. Pueden haberla recibido o no; no se reenvía para no enviarla dos veces.
                </li>
              )}
            </ul>
          )}
          {campaign.failures.length > 0 && (
            <div className="space-y-2">
              <h4 className="font-semibold text-slate-900">Fallidos y motivo</h4>
              <ul aria-label="Fallidos" className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
                {campaign.failures.map((failure, index) => (
                  <li key={index} className="grid gap-1 p-3 md:grid-cols-[16rem_1fr]">
                    <span className="font-medium break-all text-slate-900">{failure.email ?? '(suscriptor eliminado)'}</span>
                    <span className="break-words text-slate-600">{failure.reason}</span>
                  </li>
                ))}
              </ul>
              {counts.failed > campaign.failures.length && <p className="text-xs text-slate-500">Se muestran los primeros {campaign.failures.length} de {formatStaffNumber(counts.failed)}.</p>}
            </div>
          )}
          <CampaignPreview subject={campaign.subject} preheader={campaign.preheader} body={campaign.body} languages={campaign.audience.languages} />
        </>
      )}
    </section>
  );
}
