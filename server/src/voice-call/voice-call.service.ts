import { callTargets, MISSING_CALL_TARGET, webCallSchema, type WebCall, type WebCallRequest } from '@shared/voice-call';
import type { Config } from '../config';
import { badRequest, forbidden, HttpError } from '../http/errors';
import type { Logger } from '../lib/logger';

export const VOICE_TIMEOUT_MS = 15_000;
export const VOICE_UNAVAILABLE_MESSAGE = 'System unavailable';

export interface VoiceSettings {
  apiKey?: string;
  baseUrl: string;
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
}

export const voiceSettingsFrom = (config: Config): VoiceSettings => ({
  apiKey: config.VOICE_API_KEY,
  baseUrl: config.VOICE_API_BASE_URL,
  assistantId: config.VOICE_ASSISTANT_ID,
  squadId: config.VOICE_SQUAD_ID,
  workflowId: config.VOICE_WORKFLOW_ID,
});

/** Calls can start only with the key and at least one thing to call. */
export const isVoiceConfigured = (settings: VoiceSettings) =>
  Boolean(settings.apiKey && (settings.assistantId || settings.squadId || settings.workflowId));

const platformFailure = (message: string) => new HttpError(502, message);

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
function allowedForward(settings: VoiceSettings, request: WebCallRequest) {
  const targets = callTargets(request);
  if (targets.length === 0) throw badRequest(MISSING_CALL_TARGET);
  if (targets.length > 1) throw badRequest('Provide only one of assistant, squad or workflow.');
  if (request.assistant || request.squad || request.workflow) throw forbidden('Only the site’s configured assistant can be called.');

  const [target] = targets;
  const requested = { assistant: request.assistantId, squad: request.squadId, workflow: request.workflowId }[target];
  const configured = { assistant: settings.assistantId, squad: settings.squadId, workflow: settings.workflowId }[target];
  if (!configured || requested !== configured) throw forbidden('Only the site’s configured assistant can be called.');

  if (target === 'workflow') return { workflowId: requested, workflowOverrides: request.workflowOverrides };
  const overrides = { assistantOverrides: request.assistantOverrides };
  return target === 'assistant' ? { assistantId: requested, ...overrides } : { squadId: requested, ...overrides };
}

/** The server side of the free call: the platform's bearer key never leaves this process. */
export function createVoiceService(settings: VoiceSettings, logger: Logger, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? VOICE_TIMEOUT_MS;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/call/web`;

  return {
    configured: isVoiceConfigured(settings),

    /** POST {base}/call/web with the bearer key; answers `{id, webCallUrl, artifactPlan, assistant}`. */
    async createWebCall(request: WebCallRequest): Promise<WebCall> {
      if (!isVoiceConfigured(settings)) throw new HttpError(503, VOICE_UNAVAILABLE_MESSAGE);
      const body = allowedForward(settings, request);

      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
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

export type VoiceService = ReturnType<typeof createVoiceService>;
