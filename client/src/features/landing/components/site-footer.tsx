import { LEGAL_PAGE_PATHS, LEGAL_PAGE_SLUGS } from '@shared/legal-page-paths';
import { formatPhone, socialLinks, whatsAppUrl } from '@shared/site-settings-values';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { useLanguage } from '@/i18n/language-provider';
import { usePageContent } from '@/lib/page-content';
import { useSiteSettings } from './site-settings-provider';
import { EditableText, fillPlaceholders } from '@/lib/editable-text';
import { trackEvent } from '@/lib/analytics';
import { useCopyText } from '../hooks/use-copy-text';
import { BrandMark } from './brand-mark';
import { SocialIcon } from './social-icons';

const reportCopy = () => trackEvent('email_copied', { category: 'contact', label: 'footer' });

/**
 * The footer (docs/product.md#landing-page): tagline, the two phone lines, the e-mail copy
 * button, WhatsApp, three networks, the legal pages, copyright. Lines, address, WhatsApp and networks are site settings: whatever
 * staff have not set is left out (and a column with nothing in it).
 */
export function SiteFooter() {
  const { text } = usePageContent();
  const { language } = useLanguage();
  const { settings } = useSiteSettings();
  const { t } = useLanguage();
  const whatsApp = whatsAppUrl(settings, t('whatsApp.message'));
  const { copied, copy } = useCopyText(reportCopy);
  const phones = [
    { label: 'footer.phoneEsLabel', tel: settings.phones.es },
    { label: 'footer.phoneEnLabel', tel: settings.phones.en },
  ].flatMap(({ label, tel }) => (tel ? [{ label, tel, display: formatPhone(tel) }] : []));
  const email = settings.contactEmail;
  const networks = socialLinks(settings);
  // On a phone the chat button (110 to 185 px from the bottom) and the VIP button sit over the
  // footer's last line: the bottom padding lets it scroll clear of them.
  return (
    <footer className="landing-footer band-top relative bg-slate-950 px-4 pt-16 pb-52 text-slate-200 md:pb-24">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2">
            <BrandMark className="h-9 w-9" />
            <span className="font-display text-2xl font-black text-white">
              Chapin<span className="text-brand-gold">Box</span>
            </span>
          </p>
          <EditableText path="footer.tagline" as="p" multiline className="mt-4 max-w-xs text-slate-300" />
        </div>
        {(phones.length > 0 || email || whatsApp) && (
          <div>
            <EditableText path="footer.contactTitle" as="h2" className="text-lg font-black text-white" />
            {phones.length > 0 && (
              <ul className="mt-4 space-y-3">
                {phones.map(({ label, tel, display }) => (
                  <li key={label}>
                    <EditableText path={label} className="block text-sm text-slate-400" />
                    <a
                      href={`tel:${tel}`}
                      aria-label={fillPlaceholders(text('footer.callLabel'), { phone: display })}
                      className="text-lg font-bold text-white underline-offset-4 hover:text-brand-gold hover:underline"
                    >
                      {display}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {email && (
              <button
                type="button"
                onClick={() => copy(email)}
                data-testid="copy-email"
                className="mt-5 inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-white/10 py-2 pr-2 pl-4 font-bold text-white ring-1 ring-white/20 transition hover:bg-white/20"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
                  <path d="M4 6h16v12H4zM4 7l8 6 8-6" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />
                </svg>
                <span className="min-w-0 truncate">{email}</span>
                <span aria-live="polite" className="rounded-full bg-brand-gold px-3 py-1 text-xs font-black whitespace-nowrap text-slate-900">
                  {copied ? text('footer.copied') : text('footer.copyEmail')}
                </span>
              </button>
            )}
            {whatsApp && (
              <p className="mt-5">
                <WhatsAppLink
                  href={whatsApp}
                  label={t('whatsApp.label')}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-[#25D366] px-4 py-2 font-bold text-slate-950 transition hover:bg-white"
                >
                  {t('whatsApp.talkToPerson')}
                </WhatsAppLink>
              </p>
            )}
          </div>
        )}
        {networks.length > 0 && (
          <div>
            <EditableText path="footer.followTitle" as="h2" className="text-lg font-black text-white" />
            <ul className="mt-4 flex gap-3">
              {networks.map((network) => (
                <li key={network.network}>
                  <a
                    href={network.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fillPlaceholders(text('footer.socialLabel'), { network: network.name })}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-brand-gold hover:text-slate-900"
                  >
                    <SocialIcon network={network.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="mx-auto mt-12 max-w-6xl border-t border-white/10 pt-6 text-center text-sm text-slate-400">
        {/* Whole-page links: the legal pages are made on the server, outside the app. */}
        <nav aria-label={text('footer.legalNav')}>
          <ul className="flex flex-wrap justify-center gap-x-6">
            {LEGAL_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={LEGAL_PAGE_PATHS[slug][language]} className="inline-flex min-h-11 items-center text-slate-200 underline-offset-4 hover:text-brand-gold hover:underline">
                  {text(`footer.legal.${slug}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <EditableText path="footer.copyright" as="p" className="mt-4" />
      </div>
    </footer>
  );
}
