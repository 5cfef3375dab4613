import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import { createPasswordWorkers, PasswordWorkersBusy } from './password-workers';
import { PASSWORD_CHECKS_BUSY, verifyPassword } from './passwords';

describe('password workers', () => {
  const workers = createPasswordWorkers({ size: 1, queueLimit: 2 });
  afterAll(() => workers.close());

  it('When a hash made before the workers existed is checked, then it still matches, and only its password does', async () => {
    const existing = bcrypt.hashSync('una-clave-de-antes', 4);
    expect(await workers.compare('una-clave-de-antes', existing)).toBe(true);
    expect(await workers.compare('otra-clave', existing)).toBe(false);
  });

  it('When a password is hashed on a worker, then bcryptjs on this thread verifies it', async () => {
    const hash = await workers.hash('Chapin-Box-2024', 4);
    expect(hash).toMatch(/^\$2b\$04\$/);
    expect(bcrypt.compareSync('Chapin-Box-2024', hash)).toBe(true);
  });

  it('When a slow hash runs, then this thread keeps running other work meanwhile', async () => {
    let hashed = false;
    const hashing = workers.hash('a-slow-one-to-hash', 12).then(() => (hashed = true));
    // On this thread a cost-12 hash would finish before any timer could fire.
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(hashed).toBe(false);
    await hashing;
  });

  it('When the worker is busy and the queue is full, then the next task is refused at once and the others finish', async () => {
    const running = workers.hash('first-one-running', 10);
    const queued = [workers.hash('queued-number-one', 4), workers.hash('queued-number-two', 4)];
    expect(workers.full()).toBe(true);
    await expect(workers.hash('one-too-many', 4)).rejects.toBeInstanceOf(PasswordWorkersBusy);
    await expect(Promise.all([running, ...queued])).resolves.toHaveLength(3);
    expect(workers.full()).toBe(false);
    await expect(workers.compare('queued-number-one', await queued[0])).resolves.toBe(true);
  });

  it('When the normal lane is full, then a high-priority check is still taken, and it runs before the checks that waited longer', async () => {
    const stored = bcrypt.hashSync('la-del-dueno', 4);
    const finished: string[] = [];
    const running = workers.hash('first-one-running', 10);
    const strangers = ['stranger-1', 'stranger-2'].map((name) => workers.compare(name, stored).then(() => finished.push(name)));
    await expect(workers.compare('stranger-3', stored)).rejects.toBeInstanceOf(PasswordWorkersBusy);
    expect(workers.full('high')).toBe(false);

    const owner = workers.compare('la-del-dueno', stored, 'high').then((matches) => {
      finished.push('owner');
      return matches;
    });
    expect(await owner).toBe(true);
    await Promise.all([running, ...strangers]);
    expect(finished[0]).toBe('owner');
  });
});

describe('password checks of the server (passwords.ts)', () => {
  it('When more checks arrive at once than the threads and their queue hold, then the rest answer 503 at once and the others are checked', async () => {
    const stored = bcrypt.hashSync('la-clave-correcta', 4);
    const checks = Array.from({ length: 200 }, () => verifyPassword('la-clave-correcta', stored).then(
      (matches) => ({ matches }),
      (error: unknown) => ({ error }),
    ));
    const results = await Promise.all(checks);
    const refused = results.filter((result) => 'error' in result);
    expect(refused.length).toBeGreaterThan(0);
    for (const { error } of refused as Array<{ error: unknown }>) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, message: PASSWORD_CHECKS_BUSY });
    }
    expect(results.filter((result) => 'matches' in result).every((result) => (result as { matches: boolean }).matches)).toBe(true);
    expect(await verifyPassword('otra-clave', stored)).toBe(false);
  });
});
