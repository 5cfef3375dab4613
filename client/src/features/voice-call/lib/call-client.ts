import Daily, { type DailyCall, type DailyEventObjectAppMessage, type DailyEventObjectFatalError } from '@daily-co/daily-js';
import { hasCallTarget, MISSING_CALL_TARGET, type WebCall, type WebCallRequest } from '@shared/voice-call';
import { createWebCall } from '../api/create-web-call';
import type { CallClientEvents, OutgoingAppMessage } from './call-events';
import { checkJoinIdentity, checkRecordingOptions, checkRoomUrl, serialiseAppMessage, type JoinIdentity, type RecordingOptions } from './call-rules';
import { CallCancelled, createStageRunner, now, StageFailure } from './call-stages';
import { isMobileDevice, waitForMobilePermissions } from './mobile-device';
import { parseAppMessage, playRemoteAudio, removeAllRemoteAudio, removeRemoteAudio } from './remote-room';
import { AUDIO_LEVEL_INTERVAL_MS, createSpeechDetector } from './speech-detector';
import { TypedEmitter } from './typed-emitter';

const CALL_OBJECT_NOT_AVAILABLE = 'Call object is not available.';
/** Voices that are video avatars: their video is subscribed too. */
const VIDEO_AVATAR_PROVIDERS = new Set(['tavus']);
/** The call's recording: 1280×720, default layout, dark blue background (#AARRGGBB; docs/product.md#voice-call). */
const VIDEO_RECORDING: RecordingOptions = { type: 'cloud', width: 1280, height: 720, backgroundColor: '#FF0B1F3F', layout: { preset: 'default' } };

const roomFailure = (event: DailyEventObjectFatalError) => new Error(event.errorMsg || 'The call room failed', { cause: event });

/** Daily ends the meeting with an ejection when the assistant hangs up: a normal end. */
const isMeetingEnded = (event: DailyEventObjectFatalError) =>
  event.error?.type === 'ejected' || /meeting has ended/i.test(event.errorMsg ?? '');

interface CallClientOptions {
  /** Creates the web call; our proxy by default. */
  createWebCall?: (request: WebCallRequest) => Promise<WebCall>;
  isMobile?: () => boolean;
}

/**
 * A web voice call with the assistant on daily-js (docs/product.md#voice-call): start runs the stages in
 * order and resolves the web call, or null on failure or cancellation; events tell the rest.
 */
export class CallClient extends TypedEmitter<CallClientEvents> {
  private state: 'not-started' | 'started' = 'not-started';
  private call: DailyCall | null = null;
  /** Set while start() is connecting; stop() aborts it. */
  private attempt: AbortController | null = null;
  private fatalWhileStarting: DailyEventObjectFatalError | undefined;
  private endedStatusSent = false;
  private mutedByUser = false;
  private recording = false;
  private destroying: Promise<void> = Promise.resolve();
  private speech = createSpeechDetector({
    volume: (level) => this.emit('volume-level', level),
    speechStart: () => this.emit('speech-start'),
    speechEnd: () => this.emit('speech-end'),
  });

  constructor(private readonly options: CallClientOptions = {}) {
    super();
  }

  get isStarted() {
    return this.state === 'started';
  }

  async start(request: WebCallRequest, identity: JoinIdentity = {}): Promise<WebCall | null> {
    const startedAt = Date.now();
    try {
      if (!hasCallTarget(request)) throw new Error(MISSING_CALL_TARGET);
      checkJoinIdentity(identity);
    } catch (error) {
      this.emit('error', { type: 'validation-error', stage: 'validation', message: (error as Error).message, error, timestamp: now() });
      throw error;
    }
    if (this.state === 'started') {
      this.emit('call-start-progress', { stage: 'validation', status: 'failed', timestamp: now(), metadata: { reason: 'already-started' } });
      return null;
    }

    this.state = 'started';
    const attempt = new AbortController();
    this.attempt = attempt;
    const stages = createStageRunner({ progress: (p) => this.emit('call-start-progress', p), error: (e) => this.emit('error', e) }, attempt.signal);
    try {
      // Daily allows one call object at a time: the previous one must be gone first.
      await stages.required('initialization', () => this.destroying);
      const webCall = await stages.required('web-call-creation', () => (this.options.createWebCall ?? createWebCall)(request), (created) => ({
        callId: created.id,
        videoRecordingEnabled: created.artifactPlan?.videoRecordingEnabled ?? false,
        voiceProvider: created.assistant?.voice?.provider ?? 'unknown',
      }));
      const recording = webCall.artifactPlan?.videoRecordingEnabled ?? false;
      const video = recording || VIDEO_AVATAR_PROVIDERS.has(webCall.assistant?.voice?.provider ?? '');

      const call = await stages.required('daily-call-object-creation', () => {
        // avoidEval: the call machine loads as a <script>, so the CSP needs no 'unsafe-eval'.
        const created = Daily.createCallObject({ audioSource: true, videoSource: recording, dailyConfig: { avoidEval: true } });
        this.call = created;
        return created;
      });
      this.recording = recording;
      this.listen(call, video);

      const mobile = (this.options.isMobile ?? isMobileDevice)();
      await stages.required('mobile-permissions', () => (mobile ? waitForMobilePermissions() : undefined), () => ({ isMobile: mobile }));
      await stages.required('daily-call-join', async () => {
        checkRoomUrl(webCall.webCallUrl);
        await call.join({ url: webCall.webCallUrl, subscribeToTracksAutomatically: false, ...identity });
        if (this.fatalWhileStarting) throw roomFailure(this.fatalWhileStarting);
      });

      if (recording) await stages.optional('video-recording-setup', () => this.startRecording(call));
      await stages.optional('audio-observer-setup', () => call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS));
      await stages.optional('audio-processing-setup', () => call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }));
      stages.throwIfCancelled();
      if (this.fatalWhileStarting) throw new StageFailure('daily-call-join', roomFailure(this.fatalWhileStarting));

      this.attempt = null;
      this.emit('call-start-success', { totalDuration: Date.now() - startedAt, callId: webCall.id, timestamp: now() });
      return webCall;
    } catch (error) {
      // stop() already cleaned up, and a newer start may own the client now.
      if (error instanceof CallCancelled || attempt.signal.aborted) return null;
      const failure = error instanceof StageFailure ? error : new StageFailure('initialization', error);
      this.emit('error', { type: failure.errorType, stage: failure.stage, message: failure.message, error: failure.cause, timestamp: now() });
      this.cleanup();
      this.emit('call-start-failed', { stage: failure.stage, totalDuration: Date.now() - startedAt, error: failure.message, cause: failure.cause, timestamp: now() });
      return null;
    }
  }

  /** Hangs up; while still connecting, cancels the start (which resolves null) without an error. */
  stop() {
    if (this.state === 'not-started') return;
    if (this.attempt) {
      this.attempt.abort();
      this.cleanup();
    } else {
      this.finish();
    }
  }

  send(message: OutgoingAppMessage) {
    const data = serialiseAppMessage(message);
    this.call?.sendAppMessage(data, '*');
  }

  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled = false, interruptAssistantEnabled = false) {
    this.send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }

  setMuted(muted: boolean) {
    if (!this.call) throw new Error(CALL_OBJECT_NOT_AVAILABLE);
    this.mutedByUser = muted;
    this.call.setLocalAudio(!muted);
  }

  isMuted() {
    return this.call ? this.call.localAudio() === false : false;
  }

  private listen(call: DailyCall, subscribeVideo: boolean) {
    const current = () => this.call === call;
    call.on('left-meeting', () => current() && !this.attempt && this.finish());
    call.on('error', (event) => {
      if (!current()) return;
      // While connecting, the start reports it (as a join failure) and cleans up.
      if (this.attempt) {
        this.fatalWhileStarting ??= event;
        return;
      }
      if (!isMeetingEnded(event)) this.emit('error', { type: 'daily-error', message: event.errorMsg, error: event, timestamp: now() });
      this.finish();
    });
    call.on('camera-error', (event) => current() && this.emit('camera-error', event));
    call.on('nonfatal-error', (event) => {
      if (!current() || event.type !== 'audio-processor-error') return;
      // Noise cancellation failed and took the microphone with it: go on without it.
      void call
        .updateInputSettings({ audio: { processor: { type: 'none' } } })
        .then(() => current() && !this.mutedByUser && call.setLocalAudio(true))
        .catch(() => undefined);
    });
    call.on('participant-joined', (event) => {
      if (!current() || event.participant.local) return;
      call.updateParticipant(event.participant.session_id, { setSubscribedTracks: { audio: true, video: subscribeVideo } });
    });
    call.on('track-started', (event) => {
      if (!current() || !event.participant || event.participant.local || event.track.kind !== 'audio') return;
      playRemoteAudio(event.track, event.participant.session_id)
        // Tells the assistant's side the visitor can hear it now.
        .then(() => current() && call.sendAppMessage('playable', '*'))
        .catch((error) => console.warn('The assistant’s audio could not play', error));
    });
    call.on('participant-left', (event) => removeRemoteAudio(event.participant.session_id));
    call.on('remote-participants-audio-level', (event) => current() && this.speech.onLevels(event.participantsAudioLevel));
    call.on('app-message', (event) => current() && this.onAppMessage(event));
  }

  private onAppMessage(event: DailyEventObjectAppMessage) {
    if (event.data === 'listening') return this.emit('call-start');
    const message = parseAppMessage(event.data);
    if (!message) return;
    if (message.type === 'status-update' && message.status === 'ended') this.endedStatusSent = true;
    this.emit('message', message);
  }

  private startRecording(call: DailyCall) {
    const requestedAt = Date.now();
    call.on('recording-started', () => {
      if (!this.call) return;
      this.send({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: (Date.now() - requestedAt) / 1000 });
    });
    call.startRecording(checkRecordingOptions(VIDEO_RECORDING));
  }

  /** The call is over: call-end, then the status-update unless the room already sent one. */
  private finish() {
    if (!this.call) return;
    const sendEndedStatus = !this.endedStatusSent;
    if (this.recording) {
      try {
        this.call.stopRecording();
      } catch {
        // The room is gone already; so is the recording.
      }
    }
    this.cleanup();
    this.emit('call-end');
    if (sendEndedStatus) this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
  }

  private cleanup() {
    this.state = 'not-started';
    this.attempt = null;
    this.fatalWhileStarting = undefined;
    this.endedStatusSent = false;
    this.mutedByUser = false;
    this.recording = false;
    this.speech.dispose();
    removeAllRemoteAudio();
    const call = this.call;
    this.call = null;
    if (call) this.destroying = call.destroy().catch(() => undefined);
  }
}
