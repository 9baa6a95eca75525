import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_TOLERANCE, pluralName, sayAmount, type UnitSystem } from './amounts.ts';
import { convertQuantity, type Measure } from './units.ts';

const garlic: Measure = { unit_of_measurement: 'piece', grams_per_unit: 3, count_word: 'clove' };
const onion: Measure = { unit_of_measurement: 'piece', grams_per_unit: 110 };
const lentils: Measure = { unit_of_measurement: 'g', grams_per_unit: 1 };
const rosemary: Measure = { unit_of_measurement: 'g', grams_per_unit: 1, grams_per_tsp: 1.2 };
const salt: Measure = { unit_of_measurement: 'g', grams_per_unit: 1, grams_per_tsp: 6 };
const flour: Measure = { unit_of_measurement: 'g', grams_per_unit: 1, grams_per_tsp: 2.6 };
const milk: Measure = { unit_of_measurement: 'ml', grams_per_unit: 1.031 };
const measures = [garlic, onion, lentils, rosemary, salt, flour, milk];

const say = (quantity: number, measure: Measure, system: UnitSystem = 'metric') => sayAmount(quantity, measure.unit_of_measurement, measure, system).text;

describe('saying an amount as a cook measures it', () => {
  it('says pieces in fractions a knife makes, and garlic in cloves', () => {
    expect(say(2 / 3, onion)).toBe('⅔');
    expect(say(1 / 3, onion)).toBe('⅓');
    expect(say(1.25, onion)).toBe('1¼');
    expect(say(2, garlic)).toBe('2 cloves');
    expect(say(1, garlic)).toBe('1 clove');
    expect(say(1.5, garlic)).toBe('1½ cloves');
  });

  it('rounds weights and volumes to steps a scale and a jug show', () => {
    expect(say(133.33, lentils)).toBe('135 g');
    expect(say(1550, milk)).toBe('1.55 l');
    expect(say(999, lentils)).toBe('1 kg');
    expect(say(12345, lentils)).toBe('12.3 kg');
    expect(say(250, milk)).toBe('250 ml');
  });

  it('says small amounts in spoons, or a pinch, where the ingredient is spooned', () => {
    expect(say(0.6, rosemary)).toBe('½ tsp');
    expect(say(1.25, salt)).toBe('¼ tsp');
    expect(say(0.3, salt)).toBe('a pinch');
    expect(say(30, milk)).toBe('2 tbsp');
    expect(say(2, lentils)).toBe('2 g');
  });

  it('says US amounts in ounces, pounds, cups and spoons', () => {
    expect(say(133.33, lentils, 'us')).toBe('4½ oz');
    expect(say(680, lentils, 'us')).toBe('1½ lb');
    expect(say(1550, milk, 'us')).toBe('6½ cups');
    expect(say(120, flour, 'us')).toBe('1 cup');
    expect(say(0.6, rosemary, 'us')).toBe('½ tsp');
  });

  it('never shows a count of pieces with decimals, nor more than three significant figures', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100_000, noNaN: true }), fc.constantFrom(...measures), fc.constantFrom<UnitSystem>('metric', 'us'), (quantity, measure, system) => {
        const { text } = sayAmount(quantity, measure.unit_of_measurement, measure, system);
        expect(text).not.toMatch(/\d\.\d+ (piece|clove)/);
        if (measure.unit_of_measurement === 'piece') expect(text).not.toMatch(/\./);
        const digits = text.match(/^[\d.]+/)?.[0].replace('.', '').replace(/^0+/, '').replace(/0+$/, '') ?? '';
        expect(digits.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 5_000 },
    );
  });

  it(`keeps what is shown within ${AMOUNT_TOLERANCE * 100} % of the exact amount, in metric and in US`, () => {
    // Above the smallest amount each unit shows (a pinch, ¼ of a piece, 0.5 g): below it, the floor is shown.
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 100_000, noNaN: true }), fc.constantFrom(...measures), fc.constantFrom<UnitSystem>('metric', 'us'), (quantity, measure, system) => {
        const own = measure.unit_of_measurement;
        const amount = sayAmount(quantity, own, measure, system);
        fc.pre(amount.unit !== 'pinch' && !(amount.unit === 'tsp' && amount.value <= 1 / 4) && !(amount.unit === 'oz' && amount.value <= 1 / 4) && !(amount.unit === 'cup' && amount.value <= 1 / 4));
        const back = convertQuantity(amount.value, amount.unit, own, measure);
        expect(back).toBeDefined();
        expect(Math.abs(back! - quantity) / quantity).toBeLessThanOrEqual(AMOUNT_TOLERANCE + 1e-6);
      }),
      { numRuns: 5_000 },
    );
  });

  it('says metric and US amounts of the same quantity that agree with each other', () => {
    fc.assert(
      fc.property(fc.double({ min: 5, max: 50_000, noNaN: true }), fc.constantFrom(lentils, milk, flour), (quantity, measure) => {
        const own = measure.unit_of_measurement;
        const [metric, us] = (['metric', 'us'] as const).map((system) => sayAmount(quantity, own, measure, system));
        const metricBack = convertQuantity(metric!.value, metric!.unit, own, measure)!;
        const usBack = convertQuantity(us!.value, us!.unit, own, measure)!;
        fc.pre(us!.value > 1 / 4 && metric!.unit !== 'pinch' && us!.unit !== 'pinch');
        expect(Math.abs(metricBack - usBack) / quantity).toBeLessThanOrEqual(2 * AMOUNT_TOLERANCE);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('converting an amount between units', () => {
  it('converts within mass and within volume, and across them through the ingredient figures', () => {
    expect(convertQuantity(1.5, 'l', 'ml', milk)).toBe(1500);
    expect(convertQuantity(1, 'lb', 'g', lentils)).toBeCloseTo(453.59, 2);
    expect(convertQuantity(2, 'cup', 'ml', milk)).toBeCloseTo(473.18, 2);
    expect(convertQuantity(103.1, 'g', 'ml', milk)).toBeCloseTo(100, 6);
    expect(convertQuantity(3, 'piece', 'g', onion)).toBe(330);
    expect(convertQuantity(2, 'clove', 'piece', garlic)).toBe(2);
    expect(convertQuantity(1, 'tbsp', 'g', salt)).toBeCloseTo(18, 6);
  });

  it('refuses what no figure converts', () => {
    expect(convertQuantity(3, 'piece', 'g', flour)).toBeUndefined();
    expect(convertQuantity(1, 'cup', 'piece', onion)).toBeUndefined();
    expect(convertQuantity(1, 'tsp', 'g', lentils)).toBeUndefined();
  });

  it('comes back to the same amount after any round trip it can make', () => {
    const units = ['g', 'kg', 'oz', 'lb', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz', 'piece', 'clove'];
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100_000, noNaN: true }), fc.constantFrom(...measures), fc.constantFrom(...units), (quantity, measure, unit) => {
        const own = measure.unit_of_measurement;
        const there = convertQuantity(quantity, own, unit, measure);
        fc.pre(there !== undefined);
        expect(convertQuantity(there!, unit, own, measure)).toBeCloseTo(quantity, 6);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe("an ingredient's name for more than one", () => {
  it('follows English by the last word', () => {
    expect(['Roma tomato', 'Lime', 'Jalapeno pepper', 'Cherry', 'Sweet potato', 'Bay leaf', 'Radish', 'Egg', 'Hamburger buns'].map(pluralName)).toEqual([
      'Roma tomatoes', 'Limes', 'Jalapeno peppers', 'Cherries', 'Sweet potatoes', 'Bay leaves', 'Radish', 'Eggs', 'Hamburger buns',
    ]);
  });
});
