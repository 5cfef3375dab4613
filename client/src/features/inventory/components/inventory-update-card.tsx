import { Link } from 'wouter';
import { INVENTORY_MAX_QUANTITY, type InventoryProduct } from '@shared/inventory';
import type { ProductKey } from '@shared/site-facts';
import { formatStaffDateTime } from '@/lib/staff-date-format';
import { formatStaffNumber } from '@/lib/staff-number-format';
import { errorIdOf, type FieldErrorsState } from '@/lib/use-field-errors';

/** The id of a box's quantity field. */
export const quantityId = (key: string) => `quantity-${key}`;

interface Props {
  products: InventoryProduct[];
  lastUpdated: string | null;
  /** What the product's field shows (as typed). */
  fieldValue: (product: InventoryProduct) => string;
  onChange: (key: ProductKey, raw: string) => void;
  disabled: boolean;
  /** The check's messages, by box key. */
  invalid: FieldErrorsState;
}

/** One row per product: its ASIN (a site setting), what is stored and an input for the new quantity. */
export function InventoryUpdateCard({ products, lastUpdated, fieldValue, onChange, disabled, invalid }: Props) {
  return (
    <section aria-labelledby="inventory-update-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="inventory-update-title" className="text-lg font-semibold text-slate-900">
        Actualizar cantidades
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {products.map((product) => {
          const inputId = quantityId(product.key);
          const message = invalid.errors[product.key];
          return (
            <li key={product.key} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-semibold text-slate-900">{product.productName}</p>
                <p className="text-sm text-slate-500">
                  {product.asin ? (
                    `ASIN: ${product.asin}`
                  ) : (
                    <>
                      Sin ASIN: se indica en{' '}
                      <Link href="/admin/settings" className="text-brand-blue underline underline-offset-2">
                        Ajustes del sitio
                      </Link>
                    </>
                  )}
                </p>
                <p className="text-sm text-slate-500">
                  Última actualización: <time dateTime={product.lastUpdated}>{formatStaffDateTime(product.lastUpdated)}</time>
                </p>
                <p className="text-sm text-slate-700">
                  Cantidad actual: <strong>{formatStaffNumber(product.availableQuantity)}</strong>
                </p>
              </div>
              <div className="sm:text-right">
                <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
                  Nueva cantidad <span className="sr-only">de {product.productName}</span>
                </label>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={INVENTORY_MAX_QUANTITY}
                  step={1}
                  value={fieldValue(product)}
                  disabled={disabled}
                  onChange={(event) => onChange(product.key, event.target.value)}
                  {...invalid.fieldProps(product.key)}
                  className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-lg sm:w-36 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-gold aria-invalid:border-red-600"
                />
                {message && (
                  <p id={errorIdOf(inputId)} className="mt-1 max-w-56 text-sm font-medium text-red-700 sm:ml-auto">
                    {message}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {lastUpdated && (
        <p className="mt-2 text-sm text-slate-500">
          Inventario actualizado por última vez: <time dateTime={lastUpdated}>{formatStaffDateTime(lastUpdated)}</time>
        </p>
      )}
    </section>
  );
}
