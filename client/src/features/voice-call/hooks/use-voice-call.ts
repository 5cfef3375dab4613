import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '@shared/site-config';
import type { WebCallRequest } from '@shared/voice-call';
import { useLanguage } from '@/i18n/language-provider';
import { trackEvent } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { rateLimitMessageOr } from '@/lib/server-message';
import { siteConfigQuery } from '@/lib/site-config';
import type { CallClient } from '../lib/call-client';
import type { CallClientEvents } from '../lib/call-events';
import { loadCallClient } from '../lib/load-call-client';
import { microphoneAccess } from '../lib/microphone';
import { useTimedNotice } from './use-timed-notice';

/** How long an error and the unavailability notice stay under the button (docs/product.md#constants). */
const CALL_ERROR_MS = 5_000;
const CALL_UNAVAILABLE_MS = 3_000;

export type CallPhase = 'idle' | 'connecting' | 'in-call';
/** An app message from the room, as the call client hands it on. */
export type CallMessage = CallClientEvents['message'][0];
type CallErrorKey = 'callError' | 'initError' | 'unavailable' | 'startFailed' | 'microphoneDenied' | 'microphoneUnsupported';
/** A text of the call dictionary, or a message to show as it is (thrown by the client, or the server's 429). */
export type CallNotice = { key: CallErrorKey } | { text: string };

/** What the widget asks to call: the configured assistant, else squad, else workflow. */
function callTarget(voice: SiteConfig['voice']): WebCallRequest | null {
  if (!voice.available) return null;
  if (voice.assistantId) return { assistantId: voice.assistantId };
  if (voice.squadId) return { squadId: voice.squadId };
  if (voice.workflowId) return { workflowId: voice.workflowId };
  return null;
}

/** How a failed start reads to the visitor. */
function startFailureNotice(cause: unknown): [CallNotice, number] {
  if (cause instanceof ApiError && cause.status === 503) return [{ key: 'unavailable' }, CALL_UNAVAILABLE_MS];
  const limited = rateLimitMessageOr(cause, null);
  if (limited) return [{ text: limited }, CALL_ERROR_MS];
  return [{ key: 'startFailed' }, CALL_ERROR_MS];
}

/** The free call's state for the widget: idle → connecting → in call, mute, the assistant's volume, errors. */
export function useVoiceCall() {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<CallPhase>('idle');
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(0);
  const error = useTimedNotice<CallNotice>();
  const phaseRef = useRef<CallPhase>('idle');
  const clientRef = useRef<CallClient | null>(null);
  /** Bumped by every start and stop, so a stale start's result is ignored. */
  const attemptRef = useRef(0);
  /** Why the last start failed (call-start-failed's cause). */
  const failureCause = useRef<unknown>(undefined);
  /** Who listens to the room's app messages (the captions). */
  const messageListeners = useRef(new Set<(message: CallMessage) => void>());

  const setPhase = useCallback((next: CallPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
    if (next !== 'in-call') {
      setMuted(false);
      setVolume(0);
    }
  }, []);
  const showError = error.show;
  const clearError = error.clear;

  const loadClient = useCallback(async () => {
    if (clientRef.current) return clientRef.current;
    const { CallClient } = await loadCallClient();
    const client = new CallClient();
    client.on('volume-level', setVolume);
    client.on('call-end', () => setPhase('idle'));
    client.on('call-start-failed', ({ cause }) => (failureCause.current = cause));
    client.on('message', (message) => messageListeners.current.forEach((listener) => listener(message)));
    client.on('error', (event) => {
      if (event.type === 'daily-error' && phaseRef.current === 'in-call') showError({ key: 'callError' }, CALL_ERROR_MS);
    });
    client.on('camera-error', (event) => {
      if (event.error?.type !== 'permissions') return;
      // Without a microphone the call is pointless: hang up and say why.
      attemptRef.current++;
      client.stop();
      setPhase('idle');
      showError({ key: 'microphoneDenied' }, CALL_ERROR_MS);
    });
    clientRef.current = client;
    return client;
  }, [setPhase, showError]);

  const start = useCallback(async () => {
    if (phaseRef.current !== 'idle') return;
    const attempt = ++attemptRef.current;
    const stale = () => attempt !== attemptRef.current;
    clearError();
    setPhase('connecting');

    const refuse = (notice: CallNotice, ms: number) => {
      setPhase('idle');
      showError(notice, ms);
    };

    const config = await queryClient.ensureQueryData(siteConfigQuery).catch(() => null);
    const target = config ? callTarget(config.voice) : null;
    if (stale()) return;
    if (!target) return refuse({ key: 'unavailable' }, CALL_UNAVAILABLE_MS);
    const microphone = await microphoneAccess();
    if (stale()) return;
    if (microphone !== 'askable') return refuse({ key: microphone === 'denied' ? 'microphoneDenied' : 'microphoneUnsupported' }, CALL_ERROR_MS);

    let client: CallClient;
    try {
      client = await loadClient();
    } catch {
      if (!stale()) refuse({ key: 'initError' }, CALL_ERROR_MS);
      return;
    }
    if (stale()) return;

    failureCause.current = undefined;
    try {
      const webCall = await client.start({ ...target, assistantOverrides: { variableValues: { language } } });
      if (stale()) return;
      if (webCall) {
        setPhase('in-call');
        trackEvent('call_started', { category: 'call' });
        return;
      }
      refuse(...startFailureNotice(failureCause.current));
    } catch (thrown) {
      // Only a validation error is thrown; its message is shown as it is (docs/product.md#messages).
      const message = thrown instanceof Error ? thrown.message : '';
      if (!stale()) refuse(message ? { text: message } : { key: 'startFailed' }, CALL_ERROR_MS);
    }
  }, [clearError, language, loadClient, queryClient, setPhase, showError]);

  /** Ends the call, or cancels it while connecting. */
  const stop = useCallback(() => {
    attemptRef.current++;
    clientRef.current?.stop();
    setPhase('idle');
  }, [setPhase]);

  const toggleMute = useCallback(() => {
    const client = clientRef.current;
    if (!client || phaseRef.current !== 'in-call') return;
    try {
      client.setMuted(!client.isMuted());
      setMuted(client.isMuted());
    } catch {
      showError({ key: 'callError' }, CALL_ERROR_MS);
    }
  }, [showError]);

  /** Listens to the room's app messages (transcripts among them); returns the way to stop. */
  const onMessage = useCallback((listener: (message: CallMessage) => void) => {
    const listeners = messageListeners.current;
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);

  // Leaving the page (or the landing route) hangs up.
  useEffect(() => () => clientRef.current?.stop(), []);

  return { phase, muted, volume, error: error.notice, start, stop, toggleMute, onMessage };
}
