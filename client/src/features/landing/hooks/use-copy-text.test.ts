import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FEEDBACK_MS, useCopyText } from './use-copy-text';

describe('useCopyText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('When the clipboard accepts the text, then it is copied and "copied" lasts 3 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = vi.fn();
    const { result } = renderHook(() => useCopyText(onCopied));

    await act(() => result.current.copy('hola@chapinbox.com'));

    expect(writeText).toHaveBeenCalledWith('hola@chapinbox.com');
    expect(onCopied).toHaveBeenCalledOnce();
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(result.current.copied).toBe(false);
  });

  it('When the clipboard is refused, then the legacy copy is used', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = renderHook(() => useCopyText());

    await act(() => result.current.copy('hola@chapinbox.com'));

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(result.current.copied).toBe(true);
  });
});
