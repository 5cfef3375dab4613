import type { CallErrorType, CallStage, CallStartError, CallStartProgress } from './call-events';

/** The typed error each stage reports; the others fail the start as start-method-error. */
const STAGE_ERROR_TYPES: Partial<Record<CallStage, CallErrorType>> = {
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

/** A stage that failed the start; `cause` is what it threw. */
export class StageFailure extends Error {
  constructor(
    readonly stage: CallStage,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'StageFailure';
  }

  get errorType(): CallErrorType {
    return STAGE_ERROR_TYPES[this.stage] ?? 'start-method-error';
  }
}

/** The start was cancelled by stop(); not a failure. */
export class CallCancelled extends Error {
  constructor() {
    super('The call was cancelled while connecting.');
    this.name = 'CallCancelled';
  }
}

export const now = () => new Date().toISOString();

interface StageEvents {
  progress(progress: CallStartProgress): void;
  error(error: CallStartError): void;
}

/**
 * Runs the stages of one start: each emits progress started, then completed or failed with
 * its duration. Once the start is cancelled nothing more is emitted and CallCancelled is thrown.
 */
export function createStageRunner(events: StageEvents, signal: AbortSignal) {
  const throwIfCancelled = () => {
    if (signal.aborted) throw new CallCancelled();
  };
  // A stage waiting on the network (a join whose call object was destroyed) may never settle.
  const cancelled = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new CallCancelled()), { once: true });
  });
  cancelled.catch(() => undefined);

  async function attempt<T>(stage: CallStage, work: () => T | Promise<T>, metadata?: (result: T) => Record<string, unknown>) {
    throwIfCancelled();
    events.progress({ stage, status: 'started', timestamp: now() });
    const startedAt = Date.now();
    try {
      const result = await Promise.race([work(), cancelled]);
      throwIfCancelled();
      events.progress({ stage, status: 'completed', duration: Date.now() - startedAt, timestamp: now(), metadata: metadata?.(result) });
      return result;
    } catch (error) {
      throwIfCancelled();
      events.progress({ stage, status: 'failed', duration: Date.now() - startedAt, timestamp: now(), metadata: { error: String(error) } });
      throw new StageFailure(stage, error);
    }
  }

  return {
    throwIfCancelled,

    /** A stage the call cannot do without: its failure fails the start. */
    required: attempt,

    /**
     * A stage whose failure still leaves a working call (recording, the volume ring, noise
     * cancellation): its typed error is reported and the start goes on.
     */
    async optional<T>(stage: CallStage, work: () => T | Promise<T>) {
      try {
        return await attempt(stage, work);
      } catch (error) {
        if (!(error instanceof StageFailure)) throw error;
        events.error({ type: error.errorType, stage, message: error.message, error: error.cause, timestamp: now() });
        return undefined;
      }
    },
  };
}
