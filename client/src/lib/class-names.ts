/**
 * Joins class names, leaving out the false ones. For classes that never conflict (the landing
 * page, the floating widgets): it costs nothing, where `cn()` (lib/cn) also resolves conflicts
 * between a component's classes and its caller's with tailwind-merge, whose first use is a long
 * task on a phone (measured: a few dozen cn() calls cost tens of milliseconds at mobile CPU
 * speed, in the landing page's hydration).
 */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
