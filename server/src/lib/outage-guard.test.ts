import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionListener } from './outage-guard';

describe('unhandled rejections', () => {
  it('When a background database call fails because PostgreSQL is away, then it is logged and the process keeps running', () => {
    const logger = { warn: vi.fn() };
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(() => unhandledRejectionListener(logger)(shutdown)).not.toThrow();
    expect(logger.warn).toHaveBeenCalledWith({ err: shutdown }, expect.stringMatching(/unavailable/));
  });

  it('When anything else is left unhandled, then it is rethrown and stops the process as Node would', () => {
    const logger = { warn: vi.fn() };
    const bug = new TypeError('cannot read properties of undefined');
    expect(() => unhandledRejectionListener(logger)(bug)).toThrow(bug);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('When the server is stopping and a job still settling finds the pool closed, then it is logged and the stop goes on', () => {
    const logger = { warn: vi.fn() };
    const closed = new Error('Cannot use a pool after calling end on the pool');
    let stopping = false;
    const listener = unhandledRejectionListener(logger, () => stopping);

    expect(() => listener(closed)).toThrow(closed);
    stopping = true;
    expect(() => listener(closed)).not.toThrow();
    expect(logger.warn).toHaveBeenCalledWith({ err: closed }, expect.stringMatching(/shutdown/));
  });
});
