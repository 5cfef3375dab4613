import { callTargets, MISSING_CALL_TARGET, webCallSchema, type WebCall, type WebCallRequest } from '@shared/voice-call';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, forbidden } from '../lib/errors';

const VOICE_TIMEOUT_MS = 15_000;

/** The settings of the voice platform (VOICE_* in the environment). */
type VoiceConfig = Pick<Config, 'VOICE_API_KEY' | 'VOICE_API_BASE_URL' | 'VOICE_ASSISTANT_ID' | 'VOICE_SQUAD_ID' | 'VOICE_WORKFLOW_ID'>;

/** Calls can start only with the key and at least one thing to call. */
export const isVoiceConfigured = (config: Omit<VoiceConfig, 'VOICE_API_BASE_URL'>) =>
  Boolean(config.VOICE_API_KEY && (config.VOICE_ASSISTANT_ID || config.VOICE_SQUAD_ID || config.VOICE_WORKFLOW_ID));

const platformFailure = (message: string) => new ApiError(502, message);

/** The platform's own error text: `{message}` (a string or a list), else the HTTP status. */
function platformMessage(status: number, text: string) {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? body.error);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}

/**
 * Only what this site is configured to run may start, so nobody runs other assistants (or
 * inline ones) on the site's account. Returns the body to forward: the one target, by id.
 */
function allowedForward(config: VoiceConfig, request: WebCallRequest) {
  const targets = callTargets(request);
  if (targets.length === 0) throw badRequest(MISSING_CALL_TARGET);
  if (targets.length > 1) throw badRequest('Provide only one of assistant, squad or workflow.');
  if (request.assistant || request.squad || request.workflow) throw forbidden('Only the site’s configured assistant can be called.');

  const [target] = targets;
  const requested = { assistant: request.assistantId, squad: request.squadId, workflow: request.workflowId }[target];
  const configured = { assistant: config.VOICE_ASSISTANT_ID, squad: config.VOICE_SQUAD_ID, workflow: config.VOICE_WORKFLOW_ID }[target];
  if (!configured || requested !== configured) throw forbidden('Only the site’s configured assistant can be called.');

  if (target === 'workflow') return { workflowId: requested, workflowOverrides: request.workflowOverrides };
  const overrides = { assistantOverrides: request.assistantOverrides };
  return target === 'assistant' ? { assistantId: requested, ...overrides } : { squadId: requested, ...overrides };
}

/**
 * The server side of the free call (docs/product.md#voice-call): the platform's bearer key
 * never leaves this process. `timeoutMs` shortens the wait in tests.
 */
export function createVoiceCallService(deps: { config: VoiceConfig } & Pick<AppDeps, 'logger'>, options: { timeoutMs?: number } = {}) {
  const { config, logger } = deps;
  const timeoutMs = options.timeoutMs ?? VOICE_TIMEOUT_MS;
  const endpoint = `${config.VOICE_API_BASE_URL.replace(/\/+$/, '')}/call/web`;
  const ensureConfigured = () => {
    if (!isVoiceConfigured(config)) throw new ApiError(503, 'System unavailable');
  };

  return {
    /** Throws the 503 of a site without calls configured. */
    ensureConfigured,

    /** POST {base}/call/web with the bearer key; answers `{id, webCallUrl, artifactPlan, assistant}`. */
    async createWebCall(request: WebCallRequest): Promise<WebCall> {
      ensureConfigured();
      const body = allowedForward(config, request);

      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.VOICE_API_KEY}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        logger.warn({ err: error, endpoint }, 'voice platform unreachable');
        throw platformFailure(timedOut ? `Voice platform did not answer within ${timeoutMs / 1000} s` : 'Voice platform unreachable');
      }

      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const message = platformMessage(response.status, text);
        logger.warn({ status: response.status, message }, 'voice platform refused the web call');
        throw platformFailure(`Voice platform error: ${message}`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const webCall = webCallSchema.safeParse(parsed);
      if (!webCall.success) {
        logger.warn({ issues: webCall.error.issues }, 'voice platform answered an unexpected web call');
        throw platformFailure('Voice platform answered an unexpected web call');
      }
      return webCall.data;
    },
  };
}
