/**
 * Links in a preview open in a new tab: inside the frame they would open our own pages in a
 * small box. Only the frame's target changes; the document is as the server made it.
 */
const inNewTabs = (html: string) => html.replace('<head>', '<head><base target="_blank">');

/**
 * A document the server rendered (an e-mail, a legal page) in a sandboxed frame where nothing
 * can run or reach the page; `width` in px, else the frame fills its column. A new frame for
 * each new document, rather than its srcdoc changed in place: the sandboxed frame then starts
 * from nothing each time (in one CI run, Chromium's automation lost track of a frame whose
 * srcdoc had changed twice).
 */
export function SandboxedPreview({ html, failed, busy, title, width }: { html: string | undefined; failed: boolean; busy: boolean; title: string; width?: number }) {
  if (failed && !html) {
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo mostrar la vista previa.
      </p>
    );
  }
  const frame = (
    <iframe
      key={html ?? ''}
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html ? inNewTabs(html) : ''}
      aria-busy={busy || undefined}
      style={width ? { width } : undefined}
      className={width ? 'mx-auto block h-[32rem] max-w-none bg-white lg:h-[40rem]' : 'h-[32rem] w-full rounded-xl border border-slate-200 bg-white lg:h-[40rem]'}
    />
  );
  return width ? <div className="overflow-x-auto rounded-xl border border-slate-200 bg-slate-100">{frame}</div> : frame;
}
