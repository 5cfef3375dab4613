/**
 * One video speaks at a time (docs/product.md#landing-page). Every player on the page registers here; when one
 * starts with sound the others are muted (native) or paused (embedded players, through their
 * postMessage APIs).
 */
interface RegisteredVideo {
  silence(): void;
}

const videos = new Map<string, RegisteredVideo>();

export function registerVideo(id: string, video: RegisteredVideo) {
  videos.set(id, video);
  return () => {
    videos.delete(id);
  };
}

/** `id` is now the one playing with sound. */
export function activateVideo(id: string) {
  videos.forEach((video, key) => {
    if (key !== id) video.silence();
  });
}

/** Mutes or pauses every video (switching product tab). */
export function silenceAllVideos() {
  videos.forEach((video) => video.silence());
}

/** Pause or mute command for an embedded player's iframe. */
export function embedCommand(provider: 'youtube' | 'vimeo', command: 'pause' | 'mute') {
  if (provider === 'youtube') return JSON.stringify({ event: 'command', func: command === 'pause' ? 'pauseVideo' : 'mute', args: [] });
  return JSON.stringify(command === 'pause' ? { method: 'pause' } : { method: 'setVolume', value: 0 });
}
