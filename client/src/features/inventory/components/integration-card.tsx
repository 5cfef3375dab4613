import { useSiteConfig } from '@/lib/site-config';

/** The marketplace account the quantities belong to, and why they are entered by hand. */
export function IntegrationCard() {
  const { data } = useSiteConfig();
  return (
    <section aria-labelledby="inventory-integration-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="inventory-integration-title" className="text-lg font-semibold text-slate-900">
        Integración con Amazon
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">ID de vendedor</dt>
          <dd className="font-mono text-slate-900">
            {data && !data.marketplace.sellerId ? <span className="font-sans text-slate-500">Sin configurar (MARKETPLACE_SELLER_ID)</span> : (data?.marketplace.sellerId ?? '—')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">Marketplace</dt>
          <dd className="text-slate-900">
            Estados Unidos {data && <span className="font-mono text-sm text-slate-500">({data.marketplace.marketplaceId})</span>}
          </dd>
        </div>
      </dl>
      <div className="mt-4 rounded-xl bg-brand-sky p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Actualización manual</p>
        <p className="mt-1">
          Las cantidades se actualizan a mano en esta página. Automatizarlas con la API de vendedor de Amazon (SP-API) requeriría claves
          de acceso, un identificador de rol (ARN de IAM) y un token de actualización (refresh token).
        </p>
      </div>
    </section>
  );
}
