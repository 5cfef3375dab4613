import { formatWeight } from '@shared/box-contents-values';
import type { ProductKey } from '@shared/site-facts';
import { useLanguage } from '@/i18n/language-provider';
import { usePageContent } from '@/lib/page-content';
import { useSiteSettings } from './site-settings-provider';

/**
 * What is inside a box, as staff described it (docs/product.md#box-contents), under its tab: a
 * native disclosure (<details>), folded until opened, which works before any JavaScript has run
 * and keeps the four panels the same height. Nothing at all when staff entered nothing.
 */
export function BoxContentsDetails({ product }: { product: ProductKey }) {
  const { text } = usePageContent();
  const { language } = useLanguage();
  // A page kept from before the box contents existed has none.
  const contents = useSiteSettings().settings.boxContents?.[product];
  if (!contents) return null;
  const { netWeight, allergens } = contents;
  const { snacks, dietaryNotes, bestBefore } = contents[language];
  if (!snacks.length && !netWeight && !allergens.length && !dietaryNotes && !bestBefore) return null;

  const allergenList = new Intl.ListFormat(language, { type: 'conjunction' }).format(allergens.map((allergen) => text(`products.contents.allergenNames.${allergen}`)));
  const facts = [
    [text('products.contents.netWeight'), netWeight ? formatWeight(netWeight, language) : null],
    [text('products.contents.allergens'), allergens.length ? text('products.contents.contains').replace('{list}', allergenList) : null],
    [text('products.contents.dietaryNotes'), dietaryNotes],
    [text('products.contents.bestBefore'), bestBefore],
  ].filter((fact): fact is [string, string] => !!fact[1]);

  return (
    <details data-testid={`box-contents-${product}`} className="group rounded-2xl bg-white text-left shadow-sm ring-1 ring-black/10 md:col-span-2">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue [&::-webkit-details-marker]:hidden">
        <span className="text-lg font-bold text-slate-900">{text('products.contents.title')}</span>
        <span className="flex items-center gap-3">
          {netWeight && <span className="text-sm font-semibold text-slate-600">{formatWeight(netWeight, language)}</span>}
          <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-brand-blue transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </summary>
      <div className="grid gap-6 px-5 pb-5 md:grid-cols-[1.3fr_1fr]">
        {snacks.length > 0 && (
          <div className="min-w-0">
            <h4 className="text-sm font-bold tracking-wide text-slate-500 uppercase">{text('products.contents.snacks')}</h4>
            <ul className="mt-2 divide-y divide-slate-100">
              {snacks.map((snack, index) => {
                const details = [snack.brand, snack.country, snack.weight && formatWeight(snack.weight, language)].filter(Boolean).join(' · ');
                return (
                  <li key={index} className="py-2 [overflow-wrap:anywhere]">
                    <span className="font-semibold text-slate-900">{snack.name}</span>
                    {details && <span className="block text-sm text-slate-600">{details}</span>}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {facts.length > 0 && (
          <dl className="min-w-0 space-y-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-bold tracking-wide text-slate-500 uppercase">{label}</dt>
                <dd className="mt-0.5 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </details>
  );
}
