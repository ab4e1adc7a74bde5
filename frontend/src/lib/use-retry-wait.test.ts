import { CONTACT_MESSAGES } from '@shared/contact-messages';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from './api-client';
import { useRetryWait } from './use-retry-wait';

const NOW = Date.parse('2026-11-21T09:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('useRetryWait', () => {
  it('says when to try again, counting down, and nothing once the time has passed', () => {
    const limited = new ApiError(429, CONTACT_MESSAGES.tooManyMessages, NOW + 150_000);

    const { result } = renderHook(() => useRetryWait(limited));

    expect(result.current).toBe('Try again in 3 minutes.');
    act(() => vi.advanceTimersByTime(31_000));
    expect(result.current).toBe('Try again in 2 minutes.');
    act(() => vi.advanceTimersByTime(88_000));
    expect(result.current).toBe('Try again in 31 seconds.');
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe('Try again in 1 second.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBeNull();
  });

  it.each([
    ['no error', null],
    ['a failure without Retry-After', new ApiError(429, CONTACT_MESSAGES.tooManyMessages)],
    ['a Retry-After already passed', new ApiError(429, CONTACT_MESSAGES.tooManyMessages, NOW - 1)],
    ['an error that is no API answer', new TypeError('Failed to fetch')],
  ])('says nothing for %s', (_, error) => {
    const { result } = renderHook(() => useRetryWait(error));

    expect(result.current).toBeNull();
  });
});
