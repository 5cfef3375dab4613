import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the data folder for this process (server.pid). A second server on the same folder
 * stops with one clear line; a pid file left by a crashed server is taken over.
 */
export async function lockDataDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const pidFile = join(dataDir, 'server.pid');
  if (existsSync(pidFile)) {
    const pid = Number((await readFile(pidFile, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirInUseError(
        `Another ChapinBox server (pid ${pid}) is already running on ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  await writeFile(pidFile, `${process.pid}\n`);
  return async () => {
    await rm(pidFile, { force: true });
  };
}

/** A secret generated once and kept in the data folder (mode 600). */
export async function persistentSecret(dataDir: string, name: string) {
  const file = join(dataDir, name);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
