import type { ReactNode } from 'react';
import { WhatsAppIcon } from './whatsapp-icon';

/** "Talk to a person" on WhatsApp: opens the chat in a new tab; each place gives its own look. */
export function WhatsAppLink({ href, label, className, children }: { href: string; label: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
      <WhatsAppIcon className="h-5 w-5 shrink-0" />
      {children}
    </a>
  );
}
