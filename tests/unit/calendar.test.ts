import { describe, expect, it } from 'vitest';
import { firstDayOf, isDateFilter } from '../../src/domain/calendar';

const TORONTO = 'America/Toronto';
const CONAKRY = 'Africa/Conakry';

describe("'Cette semaine': the calendar week from Monday, in the user's time zone", () => {
  it('on a Wednesday starts on that Monday: the weekend before is not in it', () => {
    expect(firstDayOf('week', new Date('2026-11-25T15:00:00Z'), TORONTO)).toBe('2026-11-23');
  });

  it('on a Monday starts that very day', () => {
    expect(firstDayOf('week', new Date('2026-11-23T05:30:00Z'), TORONTO)).toBe('2026-11-23');
  });

  it('on a Sunday reaches back to the Monday six days before', () => {
    expect(firstDayOf('week', new Date('2026-11-22T18:00:00Z'), TORONTO)).toBe('2026-11-16');
  });

  it('follows the user’s day, not UTC’s: Monday 03:00 UTC is still Sunday evening in Toronto, already Monday in Conakry', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    expect(firstDayOf('week', now, TORONTO)).toBe('2026-11-16');
    expect(firstDayOf('week', now, CONAKRY)).toBe('2026-11-23');
  });

  it('crosses a month and a year', () => {
    expect(firstDayOf('week', new Date('2027-01-01T12:00:00Z'), CONAKRY)).toBe('2026-12-28');
  });
});

describe("'Aujourd'hui' and 'Ce mois'", () => {
  it('today is the user’s day', () => {
    expect(firstDayOf('today', new Date('2026-11-23T03:00:00Z'), TORONTO)).toBe('2026-11-22');
  });

  it('this month starts on the 1st of the user’s month', () => {
    expect(firstDayOf('month', new Date('2026-11-25T15:00:00Z'), TORONTO)).toBe('2026-11-01');
    expect(firstDayOf('month', new Date('2026-12-01T03:00:00Z'), TORONTO)).toBe('2026-11-01');
  });

  it('knows its three filters only', () => {
    expect(isDateFilter('week')).toBe(true);
    expect(isDateFilter('7d')).toBe(false);
    expect(isDateFilter(null)).toBe(false);
  });
});
