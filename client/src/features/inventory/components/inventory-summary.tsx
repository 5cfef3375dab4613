import type { InventoryProduct } from '@shared/inventory';
import { formatStaffNumber } from '@/lib/staff-number-format';

const cardClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** Total boxes (the sum of the quantities as edited) and one card per product, with its ASIN from the site settings. */
export function InventorySummary({ products, total, quantityOf }: { products: InventoryProduct[]; total: number; quantityOf: (product: InventoryProduct) => number }) {
  return (
    <section aria-labelledby="inventory-summary-title" className={cardClass}>
      <h2 id="inventory-summary-title" className="text-lg font-semibold text-slate-700">
        Total de cajas disponibles
      </h2>
      <p className="mt-1 text-5xl font-bold text-brand-blue" data-testid="inventory-total">
        {formatStaffNumber(total)}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {products.map((product) => {
          const quantity = quantityOf(product);
          return (
            <li key={product.key} className="rounded-xl bg-brand-sky p-3">
              <p className="font-semibold text-slate-900">{product.productName}</p>
              <p className="text-xs text-slate-600">{product.asin ? `ASIN: ${product.asin}` : 'Sin ASIN'}</p>
              <p className="mt-2 text-2xl font-bold text-brand-blue">{formatStaffNumber(quantity)}</p>
              {quantity !== product.availableQuantity && <p className="text-xs text-amber-800">Guardado: {formatStaffNumber(product.availableQuantity)}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
