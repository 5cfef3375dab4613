// The assistant's side of the room in the browser: its audio, and the messages it sends.
const ATTRIBUTE = 'data-call-participant';

/**
 * Plays a remote participant's audio track. In call-object mode the library renders nothing,
 * so the assistant's voice needs an <audio> element of its own.
 */
export async function playRemoteAudio(track: MediaStreamTrack, participantId: string) {
  removeRemoteAudio(participantId);
  const player = document.createElement('audio');
  player.setAttribute(ATTRIBUTE, participantId);
  player.autoplay = true;
  player.srcObject = new MediaStream([track]);
  document.body.appendChild(player);
  await player.play();
}

export function removeRemoteAudio(participantId: string) {
  document.querySelectorAll(`audio[${ATTRIBUTE}]`).forEach((player) => {
    if (player.getAttribute(ATTRIBUTE) === participantId) player.remove();
  });
}

export function removeAllRemoteAudio() {
  document.querySelectorAll(`audio[${ATTRIBUTE}]`).forEach((player) => player.remove());
}

/** An app message from the room as an object: JSON text is parsed; anything else is dropped. */
export function parseAppMessage(data: unknown): Record<string, unknown> | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
