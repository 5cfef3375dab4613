import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebCall } from '@shared/voice-call';
import { ApiError } from '@/lib/api-client';
import { CallClient } from './call-client';
import { isMobileDevice, MOBILE_PERMISSION_WAIT_MS } from './mobile-device';
import type { CallClientEvents, CallStartProgress } from './call-events';
import { FakeDailyCall, fakeWebCall } from '@/test/fake-daily-call';

const daily = vi.hoisted(() => ({ createCallObject: vi.fn() }));
vi.mock('@daily-co/daily-js', () => ({ default: daily }));

const EVENTS: Array<keyof CallClientEvents> = [
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'camera-error',
];

/** Every event the client emits, in order. */
function recordEvents(client: CallClient) {
  const events: Array<{ name: keyof CallClientEvents; payload: unknown }> = [];
  EVENTS.forEach((name) => client.on(name, (...args: unknown[]) => events.push({ name, payload: args[0] })));
  /** The first argument of each `name` event, typed as that event's. */
  const named = <E extends keyof CallClientEvents>(name: E) =>
    events.filter((event) => event.name === name).map((event) => event.payload as CallClientEvents[E][0]);
  return {
    events,
    named,
    stages: () => named('call-start-progress').map((payload) => `${payload.stage}:${payload.status}`),
  };
}

const later = <T,>(value: T, ms: number) => new Promise<T>((done) => setTimeout(() => done(value), ms));

let call: FakeDailyCall;
const request = { assistantId: 'assistant-1' };

function newClient(options: { webCall?: WebCall | Promise<WebCall>; mobile?: boolean } = {}) {
  const createWebCall = vi.fn(async () => options.webCall ?? fakeWebCall());
  const client = new CallClient({ createWebCall, isMobile: () => options.mobile ?? false });
  return { client, createWebCall, ...recordEvents(client) };
}

/** Starts a call and lets it connect. */
async function connected(options?: Parameters<typeof newClient>[0]) {
  const setup = newClient(options);
  const result = await setup.client.start(request);
  expect(result).not.toBeNull();
  return setup;
}

beforeEach(() => {
  call = new FakeDailyCall();
  daily.createCallObject.mockReset().mockImplementation(() => call);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CallClient start', () => {
  it('When a call starts, then the stages run in order, each with its duration, and success carries the call id', async () => {
    vi.useFakeTimers();
    const { client, stages, named } = newClient({ webCall: later(fakeWebCall(), 250) });
    call.join.mockImplementation(() => later({}, 400));

    const started = client.start(request);
    await vi.advanceTimersByTimeAsync(1_000);

    expect(await started).toEqual(fakeWebCall());
    expect(stages()).toEqual([
      'initialization:started',
      'initialization:completed',
      'web-call-creation:started',
      'web-call-creation:completed',
      'daily-call-object-creation:started',
      'daily-call-object-creation:completed',
      'mobile-permissions:started',
      'mobile-permissions:completed',
      'daily-call-join:started',
      'daily-call-join:completed',
      'audio-observer-setup:started',
      'audio-observer-setup:completed',
      'audio-processing-setup:started',
      'audio-processing-setup:completed',
    ]);
    const completed = (stage: string) => named('call-start-progress').find((p: CallStartProgress) => p.stage === stage && p.status === 'completed')!;
    expect(completed('web-call-creation').duration).toBe(250);
    expect(completed('daily-call-join').duration).toBe(400);
    expect(completed('web-call-creation').metadata).toEqual({ callId: 'call-42', videoRecordingEnabled: false, voiceProvider: '11labs' });
    expect(named('call-start-success')).toEqual([{ totalDuration: 650, callId: 'call-42', timestamp: expect.any(String) }]);
    expect(named('error')).toEqual([]);
  });

  it('When a call starts, then Daily gets audio only, a manual subscription, a 100 ms observer and noise cancellation', async () => {
    await connected();

    expect(daily.createCallObject).toHaveBeenCalledWith({ audioSource: true, videoSource: false, dailyConfig: { avoidEval: true } });
    expect(call.join).toHaveBeenCalledWith({ url: 'https://chapinbox.daily.co/room-42', subscribeToTracksAutomatically: false });
    expect(call.startRemoteParticipantsAudioLevelObserver).toHaveBeenCalledWith(100);
    expect(call.updateInputSettings).toHaveBeenCalledWith({ audio: { processor: { type: 'noise-cancellation' } } });
    expect(call.startRecording).not.toHaveBeenCalled();

    call.fire('participant-joined', { participant: { local: false, session_id: 'assistant' } });
    expect(call.updateParticipant).toHaveBeenCalledWith('assistant', { setSubscribedTracks: { audio: true, video: false } });
  });

  it('When the web call records video, then video is on, the recording is 1280×720 on the default layout, and its start asks for the first message', async () => {
    vi.useFakeTimers();
    const { stages } = await connected({ webCall: fakeWebCall({ artifactPlan: { videoRecordingEnabled: true } }) });

    expect(daily.createCallObject).toHaveBeenCalledWith(expect.objectContaining({ videoSource: true }));
    expect(stages()).toContain('video-recording-setup:completed');
    expect(stages().indexOf('video-recording-setup:started')).toBe(stages().indexOf('daily-call-join:completed') + 1);
    expect(call.startRecording).toHaveBeenCalledWith({ type: 'cloud', width: 1280, height: 720, backgroundColor: '#FF0B1F3F', layout: { preset: 'default' } });

    vi.advanceTimersByTime(1_500);
    call.fire('recording-started');
    expect(JSON.parse(call.sendAppMessage.mock.calls[0][0] as string)).toEqual({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: 1.5,
    });
  });

  it('When the voice is a video avatar, then its video is subscribed too', async () => {
    await connected({ webCall: fakeWebCall({ assistant: { voice: { provider: 'tavus' } } }) });

    call.fire('participant-joined', { participant: { local: false, session_id: 'avatar' } });

    expect(call.updateParticipant).toHaveBeenCalledWith('avatar', { setSubscribedTracks: { audio: true, video: true } });
  });

  it('When a call is started twice, then the second start returns nothing and reports already-started', async () => {
    const { client, createWebCall, named } = newClient();
    const first = client.start(request);

    const second = await client.start(request);

    expect(second).toBeNull();
    expect(named('call-start-progress')).toContainEqual({ stage: 'validation', status: 'failed', timestamp: expect.any(String), metadata: { reason: 'already-started' } });
    expect(await first).not.toBeNull();
    expect(createWebCall).toHaveBeenCalledTimes(1);
  });

  it('When neither assistant, squad nor workflow is given, then it throws the documented message and reports a validation error', async () => {
    const { client, named, createWebCall } = newClient();

    await expect(client.start({})).rejects.toThrow('Assistant or Squad or Workflow must be provided.');

    expect(named('error')).toEqual([expect.objectContaining({ type: 'validation-error', message: 'Assistant or Squad or Workflow must be provided.' })]);
    expect(createWebCall).not.toHaveBeenCalled();
    expect(client.isStarted).toBe(false);
  });

  it('When the display name breaks the library rule, then it is refused before anything is created', async () => {
    const { client, named, createWebCall } = newClient();

    await expect(client.start(request, { userName: 'x'.repeat(200) })).rejects.toThrow('The display name must be under 200 characters.');
    await expect(client.start(request, { userData: { note: 'x'.repeat(4_100) } })).rejects.toThrow(/userData must be at most 4096/);

    expect(named('error').map((error) => error.type)).toEqual(['validation-error', 'validation-error']);
    expect(createWebCall).not.toHaveBeenCalled();
  });
});

describe('CallClient start failures', () => {
  it('When our proxy refuses the web call, then start-method-error and call-start-failed are emitted, nothing is left and start returns null', async () => {
    const { client, named, stages } = newClient({ webCall: Promise.reject(new ApiError(502, '{"message":"Voice platform error"}')) });

    const result = await client.start(request);

    expect(result).toBeNull();
    expect(stages()).toEqual(['initialization:started', 'initialization:completed', 'web-call-creation:started', 'web-call-creation:failed']);
    expect(named('error')).toEqual([expect.objectContaining({ type: 'start-method-error', stage: 'web-call-creation' })]);
    expect(named('call-start-failed')).toEqual([
      expect.objectContaining({ stage: 'web-call-creation', error: '502: {"message":"Voice platform error"}', cause: expect.any(ApiError) }),
    ]);
    expect(daily.createCallObject).not.toHaveBeenCalled();
    expect(client.isStarted).toBe(false);
  });

  it('When Daily cannot create the call object, then daily-call-object-creation-error is emitted and start returns null', async () => {
    daily.createCallObject.mockImplementation(() => {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    });
    const { client, named } = newClient();

    expect(await client.start(request)).toBeNull();

    expect(named('error')).toEqual([expect.objectContaining({ type: 'daily-call-object-creation-error', message: 'Duplicate DailyIframe instances are not allowed' })]);
    expect(named('call-start-failed')).toHaveLength(1);
    expect(client.isStarted).toBe(false);
  });

  it('When the join fails (Daily unreachable), then daily-call-join-error is emitted, the call object is destroyed and a new start works', async () => {
    call.join.mockRejectedValueOnce(new Error('Failed to load call object bundle https://c.daily.co/call-machine'));
    const { client, named } = newClient();

    expect(await client.start(request)).toBeNull();

    expect(named('error')).toEqual([expect.objectContaining({ type: 'daily-call-join-error', stage: 'daily-call-join' })]);
    expect(named('call-start-failed')).toEqual([expect.objectContaining({ stage: 'daily-call-join', error: expect.stringContaining('Failed to load call object bundle') })]);
    expect(call.destroy).toHaveBeenCalledTimes(1);
    expect(named('call-end')).toEqual([]);
    expect(client.isStarted).toBe(false);

    call = new FakeDailyCall();
    expect(await client.start(request)).not.toBeNull();
  });

  it('When the room gives a fatal error while joining, then the start fails as a join error', async () => {
    call.join.mockImplementation(async () => {
      call.fire('error', { action: 'error', errorMsg: 'Meeting is full', error: { type: 'meeting-full', msg: 'Meeting is full' } });
      return {};
    });
    const { client, named } = newClient();

    expect(await client.start(request)).toBeNull();

    expect(named('error')).toEqual([expect.objectContaining({ type: 'daily-call-join-error' })]);
    expect(call.destroy).toHaveBeenCalled();
  });

  it.each([
    ['video-recording-setup', () => call.startRecording.mockImplementation(() => { throw new Error('recording not allowed'); })],
    ['audio-observer-setup', () => call.startRemoteParticipantsAudioLevelObserver.mockRejectedValue(new Error('observer failed'))],
    ['audio-processing-setup', () => call.updateInputSettings.mockRejectedValue(new Error('noise cancellation unsupported'))],
  ])('When %s fails, then its typed error is reported and the call still starts (it works without it)', async (stage, breakIt) => {
    breakIt();
    const { client, named, stages } = newClient({ webCall: fakeWebCall({ artifactPlan: { videoRecordingEnabled: true } }) });

    const result = await client.start(request);

    expect(result).not.toBeNull();
    expect(stages()).toContain(`${stage}:failed`);
    expect(named('error')).toEqual([expect.objectContaining({ type: `${stage}-error`, stage })]);
    expect(named('call-start-failed')).toEqual([]);
    expect(named('call-start-success')).toHaveLength(1);
    expect(client.isStarted).toBe(true);
  });

  it('When stop() comes while the web call is being created, then the start is cancelled cleanly: null, no error, no call object', async () => {
    let resolveWebCall!: (call: WebCall) => void;
    const { client, named } = newClient({ webCall: new Promise((resolve) => (resolveWebCall = resolve)) });
    const started = client.start(request);
    await Promise.resolve();

    client.stop();
    resolveWebCall(fakeWebCall());

    expect(await started).toBeNull();
    expect(named('error')).toEqual([]);
    expect(named('call-start-failed')).toEqual([]);
    expect(named('call-end')).toEqual([]);
    expect(daily.createCallObject).not.toHaveBeenCalled();
    expect(client.isStarted).toBe(false);
  });

  it('When stop() comes during a join that never settles, then start resolves null and the call object is destroyed', async () => {
    call.join.mockImplementation(() => new Promise(() => undefined));
    const { client, named } = newClient();
    const started = client.start(request);
    await vi.waitFor(() => expect(call.join).toHaveBeenCalled());

    client.stop();

    expect(await started).toBeNull();
    expect(call.destroy).toHaveBeenCalledTimes(1);
    expect(named('error')).toEqual([]);
    expect(client.isStarted).toBe(false);
  });
});

describe('CallClient during a call', () => {
  it("When the room sends 'listening', then call-start fires; JSON app messages become message events", async () => {
    const { named } = await connected();

    call.fire('app-message', { data: 'listening', fromId: 'assistant' });
    call.fire('app-message', { data: JSON.stringify({ type: 'transcript', transcript: 'Hola' }), fromId: 'assistant' });
    call.fire('app-message', { data: 'not json', fromId: 'assistant' });

    expect(named('call-start')).toHaveLength(1);
    expect(named('message')).toEqual([{ type: 'transcript', transcript: 'Hola' }]);
  });

  it('When the visitor leaves, then call-end fires, then a status-update ended customer-ended-call, and everything is cleaned up', async () => {
    const { client, events } = await connected();

    call.fire('left-meeting');

    expect(events.slice(-2)).toEqual([
      { name: 'call-end', payload: undefined },
      { name: 'message', payload: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' } },
    ]);
    expect(call.destroy).toHaveBeenCalledTimes(1);
    expect(client.isStarted).toBe(false);
  });

  it('When the room already sent its ended status, then leaving does not send another', async () => {
    const { named } = await connected();
    call.fire('app-message', { data: JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }) });

    call.fire('left-meeting');

    expect(named('call-end')).toHaveLength(1);
    expect(named('message')).toEqual([{ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }]);
  });

  it('When stop() hangs up a call, then call-end and the status-update fire once even when Daily reports left-meeting afterwards', async () => {
    const { client, named } = await connected();

    client.stop();
    call.fire('left-meeting');

    expect(named('call-end')).toHaveLength(1);
    expect(named('message')).toEqual([{ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' }]);
  });

  it("When Daily ends the meeting at hang-up, then it is a normal end, not an error", async () => {
    const { named } = await connected();

    call.fire('error', { action: 'error', errorMsg: 'Meeting has ended', error: { type: 'ejected', msg: 'Meeting has ended' } });

    expect(named('error')).toEqual([]);
    expect(named('call-end')).toHaveLength(1);
  });

  it('When the connection is lost for good, then an error is reported and the call ends', async () => {
    const { named } = await connected();

    call.fire('error', { action: 'error', errorMsg: 'Connection lost', error: { type: 'connection-error', msg: 'Connection lost' } });

    expect(named('error')).toEqual([expect.objectContaining({ type: 'daily-error', message: 'Connection lost' })]);
    expect(named('call-end')).toHaveLength(1);
  });

  it('When mute is set without a call, then it throws the documented message; with one, the microphone follows', async () => {
    const idle = new CallClient();
    expect(() => idle.setMuted(true)).toThrow('Call object is not available.');
    expect(idle.isMuted()).toBe(false);

    const { client } = await connected();
    client.setMuted(true);

    expect(call.setLocalAudio).toHaveBeenLastCalledWith(false);
    expect(client.isMuted()).toBe(true);
  });

  it('When noise cancellation breaks mid-call, then it is switched off and the microphone comes back (unless the visitor muted)', async () => {
    await connected();

    call.fire('nonfatal-error', { action: 'nonfatal-error', type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await vi.waitFor(() => expect(call.setLocalAudio).toHaveBeenCalledWith(true));

    expect(call.updateInputSettings).toHaveBeenLastCalledWith({ audio: { processor: { type: 'none' } } });
  });

  it('When the microphone is refused, then camera-error reaches the listeners', async () => {
    const { named } = await connected();
    const refusal = { action: 'camera-error', errorMsg: { errorMsg: 'denied' }, error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg: 'denied' } };

    call.fire('camera-error', refusal);

    expect(named('camera-error')).toEqual([refusal]);
  });

  it('When a say message is sent, then it goes as JSON with interruptions off by default; an oversized one is refused', async () => {
    const { client } = await connected();

    client.say('Gracias por llamar', true);

    expect(JSON.parse(call.sendAppMessage.mock.calls[0][0] as string)).toEqual({
      type: 'say',
      message: 'Gracias por llamar',
      endCallAfterSpoken: true,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
    expect(() => client.say('x'.repeat(5_000))).toThrow(/at most 4096/);
  });
});

describe('CallClient audio levels', () => {
  it('When the summed remote level passes 0.01, then speech starts once; volume is level / 0.15 capped at 1; speech ends 1,000 ms after the last loud sample', async () => {
    vi.useFakeTimers();
    const { named } = await connected();
    const levels = (participantsAudioLevel: Record<string, number>) => call.fire('remote-participants-audio-level', { participantsAudioLevel });

    levels({ assistant: 0.006, other: 0.004 });
    expect(named('speech-start')).toHaveLength(0);
    levels({ assistant: 0.02, other: 0.01 });
    levels({ assistant: 0.3 });
    expect(named('speech-start')).toHaveLength(1);
    expect(named('volume-level')).toEqual([expect.closeTo(0.0667, 3), expect.closeTo(0.2, 5), 1]);

    vi.advanceTimersByTime(999);
    levels({ assistant: 0.05 });
    vi.advanceTimersByTime(999);
    levels({ assistant: 0 });
    expect(named('speech-end')).toHaveLength(0);

    vi.advanceTimersByTime(1);
    expect(named('speech-end')).toHaveLength(1);
    expect(named('speech-start')).toHaveLength(1);
  });
});

describe('CallClient on mobile', () => {
  it('When on a mobile device, then it waits 1 s for the microphone permission before joining', async () => {
    vi.useFakeTimers();
    const { client, named } = newClient({ mobile: true });

    const started = client.start(request);
    await vi.advanceTimersByTimeAsync(MOBILE_PERMISSION_WAIT_MS - 1);
    expect(call.join).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(await started).not.toBeNull();
    const mobileStage = named('call-start-progress').find((p: CallStartProgress) => p.stage === 'mobile-permissions' && p.status === 'completed');
    expect(mobileStage).toEqual(expect.objectContaining({ duration: 1_000, metadata: { isMobile: true } }));
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36', 0, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', 0, false],
  ])('When the browser says %s with %i touch points, then mobile is %s', (agent, touchPoints, mobile) => {
    vi.stubGlobal('navigator', { userAgent: agent, maxTouchPoints: touchPoints });

    expect(isMobileDevice()).toBe(mobile);
  });
});
