import { useRef, type KeyboardEvent } from 'react';
import { productByKey, priceContentPath, type ProductKey } from '@shared/site-facts';
import { buyUrl } from '@shared/site-settings-values';
import { useSiteSettings } from './site-settings-provider';
import { EditableText } from '@/lib/editable-text';
import { cx } from '@/lib/class-names';
import { PRODUCTS_ANCHOR, productOrder, productTheme } from '../lib/products';
import { LandingSection, SectionHeading } from './landing-section';
import { MarketplaceLink } from './marketplace-link';
import { BoxContentsDetails } from './box-contents';
import { ProductGallery } from './product-gallery';

const tabId = (key: ProductKey) => `tab-${key}`;
const panelId = (key: ProductKey) => `panel-${key}`;

/** The four boxes as tabs (docs/product.md#landing-page); arrow keys, Home and End move between them. */
export function ProductTabs({ active, onSelect }: { active: ProductKey; onSelect(key: ProductKey): void }) {
  const tabs = useRef<Partial<Record<ProductKey, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = productOrder.indexOf(active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: productOrder.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = productOrder[(next + productOrder.length) % productOrder.length];
    onSelect(key);
    tabs.current[key]?.focus();
  };

  return (
    <LandingSection sectionId="products" id={PRODUCTS_ANCHOR} aria-labelledby="products-title" className="bg-white/70">
      <SectionHeading>
        <EditableText path="products.sectionTitle" as="h2" id="products-title" className="section-title" />
        <EditableText path="products.sectionSubtitle" as="p" multiline className="section-subtitle" />
      </SectionHeading>
      <div className="mx-auto max-w-6xl">
        <div
          role="tablist"
          aria-labelledby="products-title"
          onKeyDown={onKeyDown}
          className="mx-auto grid max-w-3xl grid-cols-2 gap-2 rounded-3xl bg-brand-sky p-2 sm:grid-cols-4"
        >
          {productOrder.map((key) => {
            const selected = key === active;
            return (
              <button
                key={key}
                ref={(element) => {
                  tabs.current[key] = element;
                }}
                type="button"
                role="tab"
                id={tabId(key)}
                aria-selected={selected}
                aria-controls={panelId(key)}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(key)}
                className={cx(
                  'rounded-2xl px-3 py-3 text-sm font-black tracking-wide transition md:text-base',
                  selected ? `bg-gradient-to-br text-white shadow-lg ${productTheme[key].gradient}` : 'text-brand-blue hover:bg-white',
                )}
              >
                {productByKey(key).name}
              </button>
            );
          })}
        </div>
        {productOrder.map((key) => (
          <ProductPanel key={key} product={key} active={key === active} />
        ))}
      </div>
    </LandingSection>
  );
}

function ProductPanel({ product, active }: { product: ProductKey; active: boolean }) {
  const fact = productByKey(product);
  const { settings } = useSiteSettings();
  const theme = productTheme[product];
  return (
    <div
      role="tabpanel"
      id={panelId(product)}
      aria-labelledby={tabId(product)}
      hidden={!active}
      tabIndex={0}
      className={cx('mt-8 grid items-center gap-8 rounded-[2rem] p-4 ring-1 ring-black/5 md:grid-cols-[1.15fr_1fr] md:p-8', theme.tint)}
    >
      <ProductGallery product={product} active={active} />
      <div className="text-center md:text-left">
        <EditableText path={`products.tabs.${product}.title`} as="h3" className={cx('font-display text-3xl font-black md:text-4xl', theme.ink)} />
        <EditableText
          path={priceContentPath(product)}
          as="p"
          data-testid={`price-${product}`}
          className="mt-2 inline-block rounded-full bg-white px-4 py-1 text-lg font-extrabold text-slate-900 shadow-sm"
        />
        <EditableText path={`products.tabs.${product}.description`} as="p" multiline className="mt-4 text-lg text-slate-700" />
        <ul className="mt-5 flex flex-wrap justify-center gap-2 md:justify-start">
          {[0, 1, 2].map((index) => (
            <EditableText
              key={index}
              as="li"
              path={`products.tabs.${product}.categories.${index}`}
              className="rounded-full bg-white px-3 py-1 text-sm font-bold text-slate-800 ring-1 ring-black/10"
            />
          ))}
        </ul>
        <MarketplaceLink
          href={buyUrl(settings, product)}
          box={product}
          place="tab"
          className={cx(
            'mt-7 inline-flex h-13 items-center gap-2 rounded-full bg-gradient-to-r px-7 text-lg font-bold text-white shadow-lg transition hover:-translate-y-0.5',
            theme.gradient,
          )}
        >
          <EditableText path="products.buyCta" />
          <span className="sr-only">: {fact.name}</span>
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M7 17 17 7m0 0H9m8 0v8" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </MarketplaceLink>
      </div>
      <BoxContentsDetails product={product} />
    </div>
  );
}
