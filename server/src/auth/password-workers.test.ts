import bcrypt from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordWorkers, PasswordWorkersBusy } from './password-workers';

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

  it('When the worker is busy and the queue is full, then the next task is refused at once and the others finish', async () => {
    const running = workers.hash('first-one-running', 10);
    const queued = [workers.hash('queued-number-one', 4), workers.hash('queued-number-two', 4)];
    await expect(workers.hash('one-too-many', 4)).rejects.toBeInstanceOf(PasswordWorkersBusy);
    expect(workers.load()).toBe(3);
    await expect(Promise.all([running, ...queued])).resolves.toHaveLength(3);
    expect(workers.load()).toBe(0);
  });
});
