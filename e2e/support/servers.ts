import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Ports of one e2e run: the main app (third parties pointed at the fakes, chat on the
 * built-in guide), a bare app (nothing configured), the fakes (HTTP, and the SMTP sink on a
 * port of its own), and an app whose chat is an n8n webhook that streams. E2E_PORT moves them
 * all, so several runs can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5101);
export const BARE_PORT = E2E_PORT + 1;
export const FAKES_PORT = E2E_PORT + 2;
export const N8N_CHAT_PORT = E2E_PORT + 3;
export const SMTP_SINK_PORT = E2E_PORT + 4;
export const FAKES_URL = `http://127.0.0.1:${FAKES_PORT}`;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Configuration of the main app: every third party points at a local fake. */
export const mainAppEnv: Record<string, string> = {
  VOICE_API_KEY: 'fake-voice-key',
  VOICE_ASSISTANT_ID: 'fake-assistant-id',
  VOICE_API_BASE_URL: `${FAKES_URL}/voice`,
  // Every spec's browser is the same address: the call specs together start more than 5.
  VOICE_CALLS_PER_10_MIN: '100',
  VIDEO_WEBHOOK_URL: `${FAKES_URL}/n8n/form/video`,
  VIP_WEBHOOK_URL: `${FAKES_URL}/vip-webhook`,
  // E-mail goes to the fakes' SMTP sink, where specs read it (/_control/mail). Links in e-mails
  // need PUBLIC_ORIGIN with SMTP (the server refuses a Host header's word): the app's own address.
  SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
  PUBLIC_ORIGIN: `http://localhost:${E2E_PORT}`,
};

/** Configuration of the n8n chat app: its chat is the fakes' n8n webhook in Streaming response mode. */
export const n8nChatAppEnv: Record<string, string> = {
  CHAT_WEBHOOK_URL: `${FAKES_URL}/n8n/webhook/chat-stream`,
};

/**
 * Starts the built server on `port` with a fresh data folder (wiped first), so every run
 * begins with an empty database.
 */
export const dataDirOf = (port: number) => `${root}e2e/.artifacts/data-${port}`;

/**
 * The token of the setup link the app on `port` printed at start (it also writes it into its
 * data folder): the first account registers with it.
 */
export const setupTokenOf = (port: number) => readFileSync(`${dataDirOf(port)}/setup-token`, 'utf8').trim();

export function serverCommand(port: number, env: Record<string, string> = {}) {
  const dataDir = dataDirOf(port);
  const vars = { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env };
  const assignments = Object.entries(vars)
    .map(([key, value]) => `${key}='${value}'`)
    .join(' ');
  return `rm -rf '${dataDir}' && cd '${root}' && ${assignments} node server/dist/main.js`;
}

export const fakesCommand = () => `cd '${root}' && E2E_PORT=${E2E_PORT} npx tsx e2e/fakes/server.ts`;
