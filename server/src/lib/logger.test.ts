import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

/** Runs `code` in a child process with the app's logger as `logger`; collects stdout lines with how long each waited between being logged and arriving. */
function runWithLogger(code: string) {
  const script = `import { createLogger } from './server/src/lib/logger.ts'; const logger = createLogger('info'); ${code}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: Array<{ msg: string; waitedMs: number }> = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    rest += chunk;
    const complete = rest.split('\n');
    rest = complete.pop()!;
    for (const line of complete) {
      if (!line.startsWith('{')) continue;
      const { msg, time } = JSON.parse(line) as { msg: string; time: number };
      lines.push({ msg, waitedMs: Date.now() - time });
    }
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { lines, exited };
}

describe('the server log', () => {
  // A process of its own (node with tsx) that logs for 2.7 s.
  it('When lines are logged, then info waits at most a second in the buffer, an error goes out at once, and exit writes the rest', { timeout: 30_000 }, async () => {
    const { lines, exited } = runWithLogger(`
      logger.info('first');
      setTimeout(() => logger.info('after a while'), 300);
      setTimeout(() => logger.error('broken'), 2_500);
      setTimeout(() => { logger.info('last words'); process.exit(0); }, 2_700);
    `);
    await exited;
    expect(lines.map((line) => line.msg)).toEqual(['first', 'after a while', 'broken', 'last words']);
    const waited = Object.fromEntries(lines.map((line) => [line.msg, line.waitedMs]));
    // The error did not wait for the next periodic flush; the info lines waited for it, at most ~1 s.
    expect(waited.broken).toBeLessThan(300);
    expect(waited.first).toBeLessThan(1_500);
    expect(waited['after a while']).toBeLessThan(1_500);
  });
});
