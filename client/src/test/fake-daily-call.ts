import { vi } from 'vitest';
import type { WebCall } from '@shared/voice-call';

/** Any of daily-js's event handlers (each takes its own event type; `fire` hands it the payload). */
type Handler = (event: never) => void;

/**
 * Stands in for daily-js's call object at the module boundary (tests mock
 * '@daily-co/daily-js' so createCallObject returns one of these). `fire` plays an event
 * from the room.
 */
export class FakeDailyCall {
  private handlers = new Map<string, Set<Handler>>();
  private audioOn = true;

  join = vi.fn(async (_options: unknown) => ({}));
  destroy = vi.fn(async () => undefined);
  startRemoteParticipantsAudioLevelObserver = vi.fn(async (_interval: number) => undefined);
  updateInputSettings = vi.fn(async (_settings: unknown) => ({}));
  setLocalAudio = vi.fn((on: boolean) => {
    this.audioOn = on;
    return this;
  });
  localAudio = vi.fn(() => this.audioOn);
  sendAppMessage = vi.fn((_data: unknown, _to?: string) => this);
  updateParticipant = vi.fn((_id: string, _update: unknown) => this);
  startRecording = vi.fn((_options: unknown) => undefined);
  stopRecording = vi.fn(() => undefined);

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  fire(event: string, payload: unknown = { action: event }) {
    this.handlers.get(event)?.forEach((handler) => handler(payload as never));
  }
}

export const fakeWebCall = (overrides: Partial<WebCall> = {}): WebCall => ({
  id: 'call-42',
  webCallUrl: 'https://chapinbox.daily.co/room-42',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: '11labs' } },
  ...overrides,
});
