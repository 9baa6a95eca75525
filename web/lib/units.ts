// An amount with its unit as a cook says it: '6 pieces', '1 clove', '2 cups', but '500 g' and
// '2 tbsp' (abbreviations take no plural). The units are the server's list (migration 0002).
const PLURALS: Record<string, string> = { piece: 'pieces', pinch: 'pinches', clove: 'cloves', slice: 'slices', can: 'cans', bunch: 'bunches', cup: 'cups' };

/** The unit's word for this amount: plural for any amount but exactly one. */
export const unitFor = (amount: number | string, unit: string) => (Number(amount) === 1 ? unit : (PLURALS[unit] ?? unit));

/** '6 pieces'; just the amount when there is no unit. */
export const amountWithUnit = (amount: number | string, unit: string | null | undefined) => (unit ? `${amount} ${unitFor(amount, unit)}` : String(amount));
