/** How the assistant's voice is watched (docs/product.md#voice-call). */
export const AUDIO_LEVEL_INTERVAL_MS = 100;
/** Speaking when the summed remote level exceeds this. */
const SPEECH_THRESHOLD = 0.01;
/** Speech ends after this long without a level above the threshold. */
const SPEECH_END_MS = 1_000;
/** The summed level that counts as full volume. */
const FULL_VOLUME_LEVEL = 0.15;

interface SpeechListener {
  volume(level: number): void;
  speechStart(): void;
  speechEnd(): void;
}

/**
 * Turns the remote participants' audio levels (sampled by the call client) into a 0–1 volume and
 * speech-start / speech-end, debouncing the end so short pauses between words do not count.
 */
export function createSpeechDetector(listener: SpeechListener) {
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  return {
    onLevels(levels: Record<string, number>) {
      const level = Object.values(levels).reduce((sum, value) => sum + value, 0);
      listener.volume(Math.min(1, level / FULL_VOLUME_LEVEL));
      if (level <= SPEECH_THRESHOLD) return;

      if (silenceTimer) clearTimeout(silenceTimer);
      else listener.speechStart();
      silenceTimer = setTimeout(() => {
        silenceTimer = null;
        listener.speechEnd();
      }, SPEECH_END_MS);
    },
    dispose() {
      if (silenceTimer) clearTimeout(silenceTimer);
      silenceTimer = null;
    },
  };
}
