// Pantry quantities are shown without trailing zeros (spec §5): 2, 1.5, 0.25, never 2.00. Rounding
// to three places hides floating-point tails such as 0.30000000000000004.
export const formatQuantity = (quantity: number): string => String(Math.round(quantity * 1000) / 1000);
