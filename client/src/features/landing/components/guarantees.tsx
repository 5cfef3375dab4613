import { EditableText } from '@/lib/editable-text';
import { Icon, type IconName } from './feature-icons';
import { LandingSection, SectionHeading } from './landing-section';

const icons: IconName[] = ['shield', 'leaf', 'box', 'chat', 'doll'];

/** The guarantees (docs/product.md#what-it-sells): refund, fresh product, safe packaging, bilingual support, the worry doll. */
export function Guarantees() {
  return (
    <LandingSection sectionId="guarantees" id="garantias" aria-labelledby="guarantees-title">
      <SectionHeading>
        <EditableText path="guarantees.title" as="h2" id="guarantees-title" className="section-title" />
        <EditableText path="guarantees.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <ul className="mx-auto grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {icons.map((icon, index) => (
          <li key={icon} className="flex gap-4 rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:flex-col lg:text-center">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-sky text-brand-blue lg:mx-auto">
              <Icon name={icon} className="h-7 w-7" />
            </span>
            <div>
              <EditableText path={`guarantees.items.${index}.title`} as="h3" className="text-lg font-black text-slate-900" />
              <EditableText path={`guarantees.items.${index}.text`} as="p" className="mt-1 text-slate-700" />
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
