// The loader of the prerendered landing page's code, written by build.mjs as a small classic
// script (the site's CSP allows no inline script).
//
// The landing page is already HTML, so its code only makes it interactive. It starts downloading
// right after the first paint instead of while the HTML, the inline stylesheet and the hero
// picture still need the bandwidth: on a phone's connection the first paint no longer waits
// behind the page's JavaScript. A tab in the background (no frames are drawn) loads it at once,
// so the page is ready when it is shown.

/**
 * Runs in the browser: `entry` is the module that hydrates the page, `preloads` its imports,
 * `dictionaries` each language's dictionary modules (only the page's language's are fetched).
 */
function loadAfterFirstPaint(entry, preloads, dictionaries) {
  let started = false;
  let fallback = 0;
  function start() {
    if (started) return;
    started = true;
    clearTimeout(fallback);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // Each request costs the main thread a millisecond or more: one per task, so the page
    // stays responsive meanwhile. They all start long before the entry arrives and names them.
    preloads.concat(dictionaries[document.documentElement.lang] || []).forEach(function (href) {
      setTimeout(function () {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }, 0);
    });
  }
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  const observable = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (observable.indexOf('paint') === -1) {
    // No paint timing: a frame's callbacks run before its paint, the timer after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  // The first contentful paint as the browser reports it: the frame is on the screen.
  const observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the paint never be reported, the page still becomes interactive.
  fallback = setTimeout(start, 5000);
}

/** The loader's source for the given entry module, its static imports and the dictionaries by language (root-relative URLs). */
export function landingLoaderSource(entry, preloads, dictionaries) {
  return `(${loadAfterFirstPaint})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)}, ${JSON.stringify(dictionaries)});\n`;
}
