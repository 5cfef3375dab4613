import { Link } from 'wouter';
import { useSiteConfig } from '@/lib/site-config';

const CHANNELS = [
  { key: 'site', name: 'sitio web' },
  { key: 'newsletter', name: 'boletín' },
  { key: 'qr', name: 'códigos QR' },
  { key: 'chat', name: 'chat' },
] as const;

const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`);

/**
 * Which channels' marketplace links carry an Amazon Attribution tag (for any box): Amazon's own
 * reports show the sales of those; the clicks here end at the listing.
 */
export function AttributionChannels() {
  const config = useSiteConfig();
  const attribution = config.data?.settings.attribution;
  if (!attribution) return null;
  const tagged = CHANNELS.filter(({ key }) => Object.values(attribution).some((tags) => tags?.[key]));
  const untagged = CHANNELS.filter((channel) => !tagged.includes(channel));
  return (
    <p className="text-sm text-slate-700" data-testid="attribution-channels">
      {tagged.length > 0 ? `Con etiqueta de Amazon Attribution (sus ventas salen en los informes de Amazon): ${list(tagged.map((channel) => channel.name))}. ` : 'Ningún canal lleva etiqueta de Amazon Attribution: Amazon no puede decir qué ventas trae cada uno. '}
      {untagged.length > 0 && tagged.length > 0 && `Sin etiqueta: ${list(untagged.map((channel) => channel.name))}. `}
      {untagged.length > 0 && (
        <Link href="/admin/settings" className="font-semibold text-brand-blue underline underline-offset-2">
          Añadir etiquetas en Ajustes del sitio
        </Link>
      )}
    </p>
  );
}
