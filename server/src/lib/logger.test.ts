import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

/** Runs `code` in a child process with the app's logger as `logger`; collects the messages of its stdout lines as they arrive. */
function runWithLogger(code: string) {
  const script = `import { createLogger } from './server/src/lib/logger.ts'; const logger = createLogger('info'); ${code}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const lines: string[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    rest += chunk;
    const complete = rest.split('\n');
    rest = complete.pop()!;
    for (const line of complete) if (line.startsWith('{')) lines.push((JSON.parse(line) as { msg: string }).msg);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, lines, exited };
}

describe('the server log', () => {
  // A process of its own (node with tsx).
  it('When lines are logged, then info waits for the periodic flush, an error goes out at once with what waited before it, and exit writes the rest', { timeout: 30_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'logger-test-'));
    const released = path.join(folder, 'released');
    let run: ReturnType<typeof runWithLogger> | undefined;
    try {
      // The child logs 'first' and idles until told to go on. Then it logs 'held' and 'broken' and
      // spins, its event loop blocked (no timer, so no periodic flush, can run), until the file
      // `released` exists (or, should this test die first, 20 s pass); then it logs 'last words' and
      // exits in the same turn.
      run = runWithLogger(`
        const { existsSync } = await import('node:fs');
        logger.info('first');
        process.once('message', () => {
          logger.info('held');
          logger.error('broken');
          const giveUpAt = Date.now() + 20_000;
          while (!existsSync(${JSON.stringify(released)}) && Date.now() < giveUpAt) {}
          logger.info('last words');
          process.exit(0);
        });
      `);
      const { child, lines, exited } = run;
      // Nothing but the periodic flush can write 'first': no error came, the process waits.
      await expect.poll(() => lines, { timeout: 10_000 }).toEqual(['first']);
      expect(child.exitCode).toBeNull();
      child.send('go');
      // The error was written while the child's event loop stood still: at once, and the info line before it too.
      await expect.poll(() => lines, { timeout: 10_000 }).toEqual(['first', 'held', 'broken']);
      expect(child.exitCode).toBeNull();
      await writeFile(released, '');
      await exited;
      expect(lines).toEqual(['first', 'held', 'broken', 'last words']);
    } finally {
      if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
      await rm(folder, { recursive: true, force: true });
    }
  });
});
