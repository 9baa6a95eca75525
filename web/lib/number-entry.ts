// What a number field says about what the cook typed. Fields never rewrite a typed number (a 99 in a
// 1-16 box stays 99, a minus stays): the value is kept and these words say what is allowed, and the
// form does not go on until it is put right.

export interface NumberRule {
  /** The field's name as a sentence starts with it: 'Servings', 'Prep time'. */
  name: string;
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** An empty box is wrong too (otherwise empty is left to the form's own rules). */
  required?: boolean;
  /** Decimal places the box keeps. */
  decimalScale?: number;
}

const shown = (value: number) => value.toLocaleString('en-US');

/** The allowed range as words: 'Servings must be between 1 and 16', 'Prep time must be 0 or more'. */
export function rangeMessage({ name, min, max }: NumberRule): string {
  if (min !== undefined && max !== undefined) return `${name} must be between ${shown(min)} and ${shown(max)}`;
  if (min !== undefined) return `${name} must be ${shown(min)} or more`;
  if (max !== undefined) return `${name} must be ${shown(max)} or less`;
  return `${name} must be a number`;
}

/** What is wrong with the value as the field holds it (a number, or the text while it is not one yet), if anything. */
export function numberProblem(value: number | string | null | undefined, rule: NumberRule): string | undefined {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '') return rule.required ? rangeMessage(rule) : undefined;
  const number = Number(text);
  if (!Number.isFinite(number)) {
    // A lone minus on its way to '-20' already breaks a range that starts at 0 or above.
    return text.startsWith('-') && rule.min !== undefined && rule.min >= 0 ? rangeMessage(rule) : `${rule.name} must be a number`;
  }
  if ((rule.min !== undefined && number < rule.min) || (rule.max !== undefined && number > rule.max)) return rangeMessage(rule);
  if (rule.integer && !Number.isInteger(number)) return `${rule.name} must be a whole number`;
  return undefined;
}

/**
 * The words for a key the number box will not take (react-number-format drops anything but digits,
 * the decimal separators and a minus), or undefined when the key is taken or is not a character.
 * Dropped silently, '1e9' became 19 and '2.5' servings 25.
 */
export function refusedKeyMessage(key: string, { name, integer = false }: Pick<NumberRule, 'name' | 'integer'>): string | undefined {
  if (key.length !== 1 || /[0-9-]/.test(key)) return undefined;
  if (key === '.' || key === ',') return integer ? `${name} must be a whole number: '${key}' was left out` : undefined;
  return `Only numbers can be typed here: '${key}' was left out`;
}

/**
 * The words for pasted text the number box would not take whole, or undefined when it would. The
 * box would keep only its digits ('1e9' → 19, '12 g' → 12) or cut its decimals (0.125 → 0.12), so
 * such a paste is refused as a whole.
 */
export function refusedPasteMessage(pasted: string, { name, integer = false, decimalScale }: Pick<NumberRule, 'name' | 'integer' | 'decimalScale'>): string | undefined {
  const text = pasted.trim();
  if (/^-?[0-9]*$/.test(text)) return undefined;
  const decimal = /^-?[0-9]*[.,]([0-9]*)$/.exec(text);
  if (decimal && integer) return `${name} must be a whole number: '${text}' was not pasted`;
  if (decimal && decimalScale !== undefined && decimal[1]!.length > decimalScale) return `${name} takes up to ${decimalScale} decimal places: '${text}' was not pasted`;
  if (decimal) return undefined;
  const quoted = text.length > 20 ? `${text.slice(0, 19)}…` : text;
  return `Only a number can be pasted here: '${quoted}' was not pasted`;
}

/** Where a key goes in the box: its text and the selection the key would replace. */
export interface Caret {
  text: string;
  start: number;
  end: number;
}

/**
 * The words for a digit past the box's decimal places (the box would drop it: 0.125 in a box of 2
 * places reads 0.12), or undefined when the digit is taken.
 */
export function refusedDigitMessage(key: string, { text, start, end }: Caret, { name, decimalScale }: Pick<NumberRule, 'name' | 'decimalScale'>): string | undefined {
  if (decimalScale === undefined || !/^[0-9]$/.test(key)) return undefined;
  const point = text.search(/[.,]/);
  if (point === -1 || start <= point) return undefined;
  const decimals = text.length - point - 1 - (end - start);
  if (decimals < decimalScale) return undefined;
  return `${name} takes up to ${decimalScale} decimal places: '${key}' was left out`;
}
