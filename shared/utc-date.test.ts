import { longUtcDate } from './utc-date';

describe('longUtcDate', () => {
  it('says the day in UTC, whatever the time of day', () => {
    expect(longUtcDate('2026-11-24T12:00:00.000Z')).toBe('November 24, 2026');
    expect(longUtcDate('2026-12-31T23:59:59.999Z')).toBe('December 31, 2026');
    expect(longUtcDate('2027-01-01T00:00:00.000Z')).toBe('January 1, 2027');
    expect(longUtcDate(Date.parse('2026-02-01T00:30:00.000Z'))).toBe('February 1, 2026');
  });
});
