// Card details as Stripe's test mode reads them: a valid number (Luhn), an expiry not past, a CVC,
// and Stripe's published test cards that are declined. Nothing is stored but brand, last 4 and expiry.

export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** An expiry as Stripe would take it, or a message a person can act on. */
export function readExpiry(monthText: string, yearText: string, today: Date): { month: number; year: number } | string {
  const month = Number(monthText.trim());
  let year = Number(yearText.trim());
  if (!/^\d{1,2}$/.test(monthText.trim()) || month < 1 || month > 12) return 'The expiry month must be 1 to 12.';
  if (!/^(\d{2}|\d{4})$/.test(yearText.trim())) return 'The expiry year must be like 2027.';
  if (year < 100) year += 2000;
  const thisYear = today.getUTCFullYear();
  if (year < thisYear || (year === thisYear && month < today.getUTCMonth() + 1)) return 'This card has expired.';
  if (year > thisYear + 50) return 'The expiry year is too far ahead.';
  return { month, year };
}

/**
 * Stripe's published test cards that are declined, with Stripe's words, so a declined payment can
 * be rehearsed on the local checkout as on Stripe's test mode (every other valid number is paid).
 */
const DECLINED_TEST_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

/** The card as the checkout keeps it, or the message a refused card gets. */
export function readCard(card: CardInput, today: Date): { brand: string; last4: string; month: number; year: number } | string {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'Your card number is invalid.';
  const declined = DECLINED_TEST_CARDS[number];
  if (declined) return declined;
  const expiry = readExpiry(card.expiryMonth, card.expiryYear, today);
  if (typeof expiry === 'string') return expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'Your card’s security code is invalid.';
  return { brand: cardBrand(number), last4: number.slice(-4), month: expiry.month, year: expiry.year };
}
