import { contact } from '@shared/site-facts';
import { useSiteContent } from '@/lib/site-content/site-content-provider';
import { EditableText, fillPlaceholders } from '@/lib/site-content/editable-text';
import { trackEvent } from '@/lib/analytics';
import { useCopyText } from '../hooks/use-copy-text';
import { BrandMark } from './brand-mark';
import { SocialIcon } from './social-icons';

const reportCopy = () => trackEvent('email_copied', { category: 'contact', label: 'footer' });

/** The footer (docs/product.md#landing-page): tagline, the two phone lines, the e-mail copy button, three networks, copyright. */
export function SiteFooter() {
  const { text } = useSiteContent();
  const { copied, copy } = useCopyText(reportCopy);
  const phones = [
    { label: 'footer.phoneEsLabel', phone: contact.phoneEs },
    { label: 'footer.phoneEnLabel', phone: contact.phoneEn },
  ];
  return (
    <footer className="landing-footer band-top relative bg-slate-950 px-4 pt-16 pb-32 text-slate-200 md:pb-24">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2">
            <BrandMark className="h-9 w-9" />
            <span className="font-display text-2xl font-black text-white">
              Chapin<span className="text-brand-gold">Box</span>
            </span>
          </p>
          <EditableText path="footer.tagline" as="p" multiline className="mt-4 max-w-xs text-slate-300" />
        </div>
        <div>
          <EditableText path="footer.contactTitle" as="h2" className="text-lg font-black text-white" />
          <ul className="mt-4 space-y-3">
            {phones.map(({ label, phone }) => (
              <li key={phone.tel}>
                <EditableText path={label} className="block text-sm text-slate-400" />
                <a
                  href={`tel:${phone.tel}`}
                  aria-label={fillPlaceholders(text('footer.callLabel'), { phone: phone.display })}
                  className="text-lg font-bold text-white underline-offset-4 hover:text-brand-gold hover:underline"
                >
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => copy(contact.email)}
            data-testid="copy-email"
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 py-2 pr-2 pl-4 font-bold whitespace-nowrap text-white ring-1 ring-white/20 transition hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path d="M4 6h16v12H4zM4 7l8 6 8-6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />
            </svg>
            <span>{contact.email}</span>
            <span aria-live="polite" className="rounded-full bg-brand-gold px-3 py-1 text-xs font-black whitespace-nowrap text-slate-900">
              {copied ? text('footer.copied') : text('footer.copyEmail')}
            </span>
          </button>
        </div>
        <div>
          <EditableText path="footer.followTitle" as="h2" className="text-lg font-black text-white" />
          <ul className="mt-4 flex gap-3">
            {contact.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fillPlaceholders(text('footer.socialLabel'), { network: network.name })}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-brand-gold hover:text-slate-900"
                >
                  <SocialIcon name={network.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <EditableText path="footer.copyright" as="p" className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-center text-sm text-slate-400" />
    </footer>
  );
}
