import type { FaqItem } from '@shared/faq';
import { Markdown, type MarkdownLink } from '@/components/ui/markdown';
import { useLanguage } from '@/i18n/language-provider';
import { EditableText } from '@/lib/editable-text';
import { LandingSection, SectionHeading } from './landing-section';

/** A link of an answer: another site opens in a new tab, which screen readers are told. */
const AnswerLink: MarkdownLink = ({ href, children }) => {
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel="noopener noreferrer"
      className="font-semibold text-brand-blue underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-red"
    >
      {children}
      {external && <OpensInNewTab />}
    </a>
  );
};

function OpensInNewTab() {
  const { t } = useLanguage();
  return <span className="sr-only"> {t('chat.opensInNewTab')}</span>;
}

/**
 * The FAQ staff wrote (docs/product.md#faq), in the visitor's language: each question a native
 * disclosure (<details>), which works with the keyboard and before any JavaScript has run.
 * The page's FAQPage structured data states the same entries.
 */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const { language } = useLanguage();
  return (
    <LandingSection sectionId="faq" id="preguntas-frecuentes" aria-labelledby="faq-title">
      <SectionHeading>
        <EditableText path="faq.title" as="h2" id="faq-title" className="section-title" />
        <EditableText path="faq.subtitle" as="p" className="section-subtitle" />
      </SectionHeading>
      <div className="mx-auto max-w-3xl space-y-3">
        {items.map((item) => (
          <details key={item.id} className="group rounded-2xl bg-white shadow-md ring-1 ring-slate-200 open:ring-brand-blue/40">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-blue [&::-webkit-details-marker]:hidden">
              <span>{item.question[language]}</span>
              <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-brand-blue transition-transform group-open:rotate-180 motion-reduce:transition-none" aria-hidden="true">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <Markdown text={item.answer[language]} link={AnswerLink} className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700 [overflow-wrap:anywhere]" />
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
