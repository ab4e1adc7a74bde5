import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogLoadError } from './use-log-load-error';

afterEach(() => vi.restoreAllMocks());

describe('useLogLoadError', () => {
  it('logs a failed load with what did not load', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Internal Server Error');

    renderHook(() => useLogLoadError(failure, 'tickets'));

    expect(log).toHaveBeenCalledExactlyOnceWith('Failed to load tickets', failure);
  });

  it('logs nothing while there is no error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    renderHook(() => useLogLoadError(null, 'tickets'));

    expect(log).not.toHaveBeenCalled();
  });

  it('logs the same failure once, however often the screen renders', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Internal Server Error');

    const { rerender } = renderHook(() => useLogLoadError(failure, 'tickets'));
    rerender();

    expect(log).toHaveBeenCalledOnce();
  });
});
