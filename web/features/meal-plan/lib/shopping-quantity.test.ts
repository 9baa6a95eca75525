import { describe, expect, it } from 'vitest';
import { shoppingQuantity } from './shopping-quantity';

describe('shoppingQuantity', () => {
  describe('when the unit is counted', () => {
    it('rounds a part of one up to a whole one', () => {
      expect(shoppingQuantity(0.5, 'piece')).toBe(1);
      expect(shoppingQuantity(13.666, 'piece')).toBe(14);
      expect(shoppingQuantity(1.2, 'can')).toBe(2);
      expect(shoppingQuantity(2.01, 'clove')).toBe(3);
    });

    it('keeps a whole number, even with floating-point dust from adding meals up', () => {
      expect(shoppingQuantity(3, 'piece')).toBe(3);
      expect(shoppingQuantity(13.000000001, 'piece')).toBe(13);
    });

    it('treats a unit it does not know as a count', () => {
      expect(shoppingQuantity(0.4, 'sprig')).toBe(1);
    });

    it('never asks for none', () => {
      expect(shoppingQuantity(0.001, 'bunch')).toBe(1);
      expect(shoppingQuantity(0, 'piece')).toBe(1);
    });
  });

  describe('when the unit is a mass or a volume', () => {
    it('rounds up to a whole one from 10 on, enough to cover the meals', () => {
      expect(shoppingQuantity(166.666, 'g')).toBe(167);
      expect(shoppingQuantity(10.2, 'ml')).toBe(11);
      expect(shoppingQuantity(300.000000001, 'g')).toBe(300);
    });

    it('keeps at most 2 decimals below 10', () => {
      expect(shoppingQuantity(9.666, 'g')).toBe(9.67);
      expect(shoppingQuantity(0.125, 'kg')).toBe(0.13);
      expect(shoppingQuantity(1.5, 'cup')).toBe(1.5);
      expect(shoppingQuantity(250, 'ml')).toBe(250);
    });

    it('shows a tiny amount as its smallest step, never 0', () => {
      expect(shoppingQuantity(0.001, 'tsp')).toBe(0.01);
      expect(shoppingQuantity(0, 'g')).toBe(0.01);
    });
  });
});
