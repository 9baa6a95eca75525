import { describe, expect, it } from 'vitest';
import { needsDoubleCheck } from './pantry-double-check';

const today = new Date(2026, 10, 24, 9, 30); // Tuesday 24 November, local time

describe('the pantry double-check', () => {
  it('asks about an overlap the pantry has no fresh word on', () => {
    expect(needsDoubleCheck({ pantry_known_on: null }, today)).toBe(true);
    expect(needsDoubleCheck({ pantry_known_on: '2026-11-17' }, today)).toBe(true);
    expect(needsDoubleCheck({ pantry_known_on: '2026-10-01' }, today)).toBe(true);
  });
  it('does not ask again within a week of a purchase or a Yes', () => {
    expect(needsDoubleCheck({ pantry_known_on: '2026-11-24' }, today)).toBe(false);
    expect(needsDoubleCheck({ pantry_known_on: '2026-11-18' }, today)).toBe(false);
  });
});
