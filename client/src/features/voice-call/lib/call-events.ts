import type { DailyEventObjectCameraError, DailyEventObjectFatalError } from '@daily-co/daily-js';

/** The start stages of a call (docs/product.md#voice-call), in the order they run. */
export const CALL_STAGES = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

export type CallStage = (typeof CALL_STAGES)[number];

export interface CallStartProgress {
  /** 'validation' only for a start refused because a call is already started. */
  stage: CallStage | 'validation';
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds the stage took (on completed and failed). */
  duration?: number;
  timestamp: string;
  metadata?: Record<string, unknown>;
}

export interface CallStartSuccess {
  totalDuration: number;
  callId: string;
  timestamp: string;
}

export interface CallStartFailed {
  stage: CallStage;
  totalDuration: number;
  /** The failure as text. */
  error: string;
  /** The thrown value itself (e.g. an ApiError from our proxy, with its status). */
  cause: unknown;
  timestamp: string;
}

/** The typed errors of a start (docs/product.md#voice-call). */
export type CallErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error';

export interface CallStartError {
  type: CallErrorType;
  stage: CallStage | 'validation';
  message: string;
  error: unknown;
  timestamp: string;
}

/** A fatal error of the call library during a call (connection lost, room expired…). */
export interface CallLibraryError {
  type: 'daily-error';
  message: string;
  error: DailyEventObjectFatalError;
  timestamp: string;
}

export type CallErrorEvent = CallStartError | CallLibraryError;

/** App messages (docs/product.md#voice-call), exchanged as JSON with the assistant's side of the room. */
export interface StatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: string;
}

export interface ControlMessage {
  type: 'control';
  control: 'say-first-message' | 'mute-assistant' | 'unmute-assistant';
  videoRecordingStartDelaySeconds?: number;
}

export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}

export type OutgoingAppMessage = ControlMessage | SayMessage;

/** Every event of the call client and its payload. */
export type CallClientEvents = {
  'call-start-progress': [progress: CallStartProgress];
  'call-start-success': [success: CallStartSuccess];
  'call-start-failed': [failure: CallStartFailed];
  /** The assistant is listening ('listening' app message). */
  'call-start': [];
  'call-end': [];
  'speech-start': [];
  'speech-end': [];
  /** The assistant's loudness, 0 to 1. */
  'volume-level': [volume: number];
  /** An app message from the room (parsed JSON), or the synthetic status-update on leaving. */
  message: [message: StatusUpdateMessage | Record<string, unknown>];
  error: [error: CallErrorEvent];
  /** The microphone could not be used (refused, missing, in use). */
  'camera-error': [error: DailyEventObjectCameraError];
};
