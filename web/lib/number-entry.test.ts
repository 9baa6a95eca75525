import { describe, expect, it } from 'vitest';
import { numberProblem, rangeMessage, refusedDigitMessage, refusedKeyMessage, refusedPasteMessage } from './number-entry';

const servings = { name: 'Servings', min: 1, max: 16, integer: true, required: true };
const prep = { name: 'Prep time', min: 0, integer: true };

describe('numberProblem', () => {
  it('takes a number in range, and an empty box unless it is required', () => {
    expect(numberProblem(4, servings)).toBeUndefined();
    expect(numberProblem('', prep)).toBeUndefined();
    expect(numberProblem('', servings)).toBe('Servings must be between 1 and 16');
  });
  it('says the range for a number outside it, as typed', () => {
    expect(numberProblem(99, servings)).toBe('Servings must be between 1 and 16');
    expect(numberProblem(0, servings)).toBe('Servings must be between 1 and 16');
    expect(numberProblem(-20, prep)).toBe('Prep time must be 0 or more');
    expect(numberProblem(200_000, { name: 'Quantity', max: 100_000 })).toBe('Quantity must be 100,000 or less');
  });
  it('marks a lone minus at once when the range cannot be negative', () => {
    expect(numberProblem('-', prep)).toBe('Prep time must be 0 or more');
    expect(numberProblem('-', { name: 'Change' })).toBe('Change must be a number');
  });
  it('wants a whole number where the field says so', () => {
    expect(numberProblem(2.5, servings)).toBe('Servings must be a whole number');
    expect(numberProblem('2.5', { name: 'Quantity', min: 0 })).toBeUndefined();
  });
});

describe('refusedKeyMessage', () => {
  it('refuses what the number box would drop, and names it', () => {
    expect(refusedKeyMessage('e', prep)).toBe("Only numbers can be typed here: 'e' was left out");
    expect(refusedKeyMessage('+', prep)).toBe("Only numbers can be typed here: '+' was left out");
    expect(refusedKeyMessage('.', servings)).toBe("Servings must be a whole number: '.' was left out");
  });
  it('lets through digits, a minus, a decimal point where decimals are allowed, and keys that type nothing', () => {
    for (const key of ['7', '-', 'Backspace', 'ArrowUp', 'Enter']) expect(refusedKeyMessage(key, prep)).toBeUndefined();
    expect(refusedKeyMessage('.', { name: 'Quantity' })).toBeUndefined();
    expect(refusedKeyMessage(',', { name: 'Quantity' })).toBeUndefined();
  });
});

describe('refusedPasteMessage', () => {
  it('refuses pasted text the box would keep only the digits of, and names it', () => {
    expect(refusedPasteMessage('1e9', prep)).toBe("Only a number can be pasted here: '1e9' was not pasted");
    expect(refusedPasteMessage('12 g', prep)).toBe("Only a number can be pasted here: '12 g' was not pasted");
    expect(refusedPasteMessage('2.5', servings)).toBe("Servings must be a whole number: '2.5' was not pasted");
    expect(refusedPasteMessage('a very long piece of pasted text', prep)).toBe("Only a number can be pasted here: 'a very long piece o…' was not pasted");
  });
  it('lets through a number as the box takes it, spaces around it included', () => {
    for (const text of ['7', ' 42 ', '-20', '']) expect(refusedPasteMessage(text, prep)).toBeUndefined();
    expect(refusedPasteMessage('0.25', { name: 'Quantity' })).toBeUndefined();
    expect(refusedPasteMessage('1,5', { name: 'Quantity' })).toBeUndefined();
    expect(refusedPasteMessage('0.12', { name: 'Quantity', decimalScale: 2 })).toBeUndefined();
  });
  it('refuses a number with more decimals than the box keeps', () => {
    expect(refusedPasteMessage('0.125', { name: 'Quantity', decimalScale: 2 })).toBe("Quantity takes up to 2 decimal places: '0.125' was not pasted");
  });
});

describe('refusedDigitMessage', () => {
  const quantity = { name: 'Quantity', decimalScale: 2 };
  const at = (text: string, start = text.length, end = start) => ({ text, start, end });
  it('refuses a digit past the decimal places, and names it', () => {
    expect(refusedDigitMessage('5', at('0.12'), quantity)).toBe("Quantity takes up to 2 decimal places: '5' was left out");
    expect(refusedDigitMessage('5', at('0,12'), quantity)).toBe("Quantity takes up to 2 decimal places: '5' was left out");
  });
  it('takes a digit before the point, one that replaces a selection, and any digit while there is room', () => {
    expect(refusedDigitMessage('5', at('0.12', 0), quantity)).toBeUndefined();
    expect(refusedDigitMessage('5', at('0.12', 3, 4), quantity)).toBeUndefined();
    expect(refusedDigitMessage('5', at('0.1'), quantity)).toBeUndefined();
    expect(refusedDigitMessage('5', at('12'), quantity)).toBeUndefined();
    expect(refusedDigitMessage('5', at('0.12'), { name: 'Quantity' })).toBeUndefined();
    expect(refusedDigitMessage('a', at('0.12'), quantity)).toBeUndefined();
  });
});

it('rangeMessage names only the ends a field has', () => {
  expect(rangeMessage({ name: 'Meals per week', min: 0, max: 7 })).toBe('Meals per week must be between 0 and 7');
});
