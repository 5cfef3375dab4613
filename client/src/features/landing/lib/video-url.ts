/** A configured video address turned into what the page can play (docs/decisions/0016-original-artwork.md). */
type VideoSource = { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string } | { kind: 'file'; src: string };

const YOUTUBE = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/;
const FILE = /^(?:https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)\.(?:mp4|webm|ogg|mov)(?:[?#][^\s"'<>]*)?$/i;

/** YouTube and Vimeo links become their players (autoplay after the click); .mp4/.webm files play natively; anything else is no video. */
export function parseVideoUrl(url: string): VideoSource | null {
  const value = url.trim();
  if (!value) return null;
  const youtube = YOUTUBE.exec(value);
  if (youtube) {
    return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&enablejsapi=1&playsinline=1&rel=0` };
  }
  const vimeo = VIMEO.exec(value);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1&api=1` };
  if (FILE.test(value)) return { kind: 'file', src: value };
  return null;
}
