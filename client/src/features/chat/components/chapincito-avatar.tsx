import { useId } from 'react';
import { cx } from '@/lib/class-names';

/**
 * Chapincito, the site's guide: a smiling boy in a straw hat with a woven band and a scarf
 * in the flag's blue and white. Original artwork, drawn here so it costs no request.
 */
export function ChapincitoAvatar({ className, title }: { className?: string; title?: string }) {
  const clip = useId();
  return (
    <svg viewBox="0 0 100 100" width="100" height="100" className={cx('block', className)} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true}>
      {title && <title>{title}</title>}
      <defs>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="50" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="100" height="100" fill="#E8F1FF" />
        <circle cx="50" cy="50" r="50" fill="#CFE3FF" />
        {/* shoulders in the flag's blue, with a white scarf */}
        <path d="M12 100 Q14 84 34 81 Q50 88 66 81 Q86 84 88 100 Z" fill="#4997D0" />
        <path d="M34 81 Q50 92 66 81 L62 88 Q50 95 38 88 Z" fill="#fff" />
        <g transform="translate(0 -6)">
          {/* ears and face */}
          <circle cx="25" cy="60" r="6" fill="#B8763A" />
          <circle cx="75" cy="60" r="6" fill="#B8763A" />
          <ellipse cx="50" cy="61" rx="25" ry="26" fill="#C9864A" />
          {/* hair under the hat */}
          <path d="M26 52 Q28 38 50 38 Q72 38 74 52 Q64 45 50 47 Q36 45 26 52 Z" fill="#2B1B12" />
          {/* hat: brim, crown and woven band */}
          <ellipse cx="50" cy="40" rx="40" ry="8.5" fill="#E2B553" stroke="#B8862B" strokeWidth="1.5" />
          <path d="M31 40 Q32 14 50 14 Q68 14 69 40 Z" fill="#F0CE6E" stroke="#B8862B" strokeWidth="1.5" />
          <path d="M32.5 30 H67.5 L68.5 38 H31.5 Z" fill="#D62828" />
          <path d="M33 34 l3.5 -2.5 l3.5 2.5 l3.5 -2.5 l3.5 2.5 l3.5 -2.5 l3.5 2.5 l3.5 -2.5 l3.5 2.5 l3.5 -2.5 l3.5 2.5" fill="none" stroke="#F5B700" strokeWidth="1.8" />
          <path d="M32 37.2 H68" stroke="#2A9D8F" strokeWidth="1.4" />
          {/* brows, eyes, cheeks, smile */}
          <path d="M35 52 Q40 49 45 52 M55 52 Q60 49 65 52" fill="none" stroke="#2B1B12" strokeWidth="2" strokeLinecap="round" />
          <ellipse cx="40" cy="59" rx="5" ry="6" fill="#fff" />
          <ellipse cx="60" cy="59" rx="5" ry="6" fill="#fff" />
          <circle cx="41" cy="60" r="3.2" fill="#1E1E1E" />
          <circle cx="61" cy="60" r="3.2" fill="#1E1E1E" />
          <circle cx="42.2" cy="58.6" r="1.1" fill="#fff" />
          <circle cx="62.2" cy="58.6" r="1.1" fill="#fff" />
          <circle cx="33" cy="69" r="4.5" fill="#E76F51" opacity="0.45" />
          <circle cx="67" cy="69" r="4.5" fill="#E76F51" opacity="0.45" />
          <path d="M39 70 Q50 84 61 70 Q50 75 39 70 Z" fill="#7A2E1A" />
          <path d="M44.5 76.5 Q50 80 55.5 76.5 Q50 74.5 44.5 76.5 Z" fill="#E76F51" />
        </g>
      </g>
    </svg>
  );
}
