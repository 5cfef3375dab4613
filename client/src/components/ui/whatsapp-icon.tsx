/** WhatsApp's speech bubble with a handset (decorative; the link carries the words). No class merging: the landing page draws it. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path
        d="M9.2 7.8c.3 0 .5.1.6.4l.7 1.6c.1.3 0 .5-.1.7l-.5.6c.6 1.2 1.6 2.2 2.9 2.8l.6-.6c.2-.2.5-.2.7-.1l1.6.7c.3.1.4.4.4.7-.1 1.1-1 1.8-2 1.8-3.1-.2-6.2-3.3-6.4-6.4 0-1 .7-1.9 1.5-2Z"
        fill="currentColor"
      />
    </svg>
  );
}
