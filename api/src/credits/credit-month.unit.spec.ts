import { describe, expect, it } from 'vitest';
import { creditMonthOf, nextRefillAfter } from './credit-month.js';

describe('the month credits belong to', () => {
  it('is the UTC calendar month of the time, written as its first day', () => {
    expect(creditMonthOf('2025-03-31T23:59:59.999Z')).toBe('2025-03-01');
    expect(creditMonthOf('2025-04-01T00:00:00.000Z')).toBe('2025-04-01');
    // Still March in UTC, though April already in Auckland.
    expect(creditMonthOf('2025-04-01T09:00:00.000+13:00')).toBe('2025-03-01');
  });

  it('refuses what is not a time', () => {
    expect(() => creditMonthOf('soon')).toThrow(RangeError);
  });

  it('refills when the next month begins, across a year too', () => {
    expect(nextRefillAfter('2025-03-01')).toBe('2025-04-01T00:00:00.000Z');
    expect(nextRefillAfter('2025-12-01')).toBe('2026-01-01T00:00:00.000Z');
  });
});
