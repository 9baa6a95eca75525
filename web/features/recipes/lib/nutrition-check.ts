// Nutrition that adds up. Protein and carbohydrate give about 4 kcal a gram and fat about 9 (the
// factors food labels use), so calories far from those of the macros beside them are more likely a
// slip ('18' for '180', kJ for kcal) than a dish: the author is asked before saving. Calories left
// blank beside all three macros are worked out from them rather than from the ingredients, so what
// the author typed is what the recipe says.

/** One serving's figures as the author gave them; null is a box left blank. */
export interface TypedNutrition {
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
}

export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;
const MACROS = ['protein', 'carbohydrate', 'fat'] as const;

/**
 * How far typed calories may be from the macros' before the author is asked: a fifth. Fibre, alcohol
 * and rounding move a real dish less than that; a slipped digit moves it far more.
 */
export const NUTRITION_TOLERANCE = 0.2;

const given = (nutrition: TypedNutrition) => MACROS.filter((macro) => nutrition[macro] !== null);
const kcalOf = (nutrition: TypedNutrition, macros: readonly (typeof MACROS)[number][]) => macros.reduce((sum, macro) => sum + KCAL_PER_GRAM[macro] * nutrition[macro]!, 0);

/** 4·protein + 4·carbohydrate + 9·fat, once all three are given. */
export function caloriesFromMacros(nutrition: TypedNutrition): number | undefined {
  return given(nutrition).length === MACROS.length ? kcalOf(nutrition, MACROS) : undefined;
}

/** The whole kcal to save when calories are blank and all three macros are given; else undefined. */
export function derivedCalories(nutrition: TypedNutrition): number | undefined {
  if (nutrition.calories !== null) return undefined;
  const fromMacros = caloriesFromMacros(nutrition);
  return fromMacros === undefined ? undefined : Math.round(fromMacros);
}

/** The figures as they will be saved: blank calories filled from the macros when it can be. */
export function withDerivedCalories<T extends TypedNutrition>(nutrition: T): T {
  const calories = derivedCalories(nutrition);
  return calories === undefined ? nutrition : { ...nutrition, calories };
}

export interface NutritionMismatch {
  calories: number;
  /** The macros' kcal: all of it, or (when some are blank) a floor the calories cannot be under. */
  fromMacros: number;
  atLeast: boolean;
  message: string;
}

const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

function listed(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/**
 * Whether typed calories contradict the macros by more than a fifth of the larger. With all three
 * macros given either way counts; with only some, the blanks could hold anything, so only calories
 * below what the given ones already make are a contradiction.
 */
export function nutritionMismatch(nutrition: TypedNutrition): NutritionMismatch | undefined {
  const { calories } = nutrition;
  const macros = given(nutrition);
  if (calories === null || macros.length === 0) return undefined;
  const fromMacros = kcalOf(nutrition, macros);
  const atLeast = macros.length < MACROS.length;
  if (atLeast && calories >= fromMacros) return undefined;
  if (Math.abs(calories - fromMacros) <= NUTRITION_TOLERANCE * Math.max(calories, fromMacros)) return undefined;
  const grams = listed(macros.map((macro) => `${figure(nutrition[macro]!)} g ${macro}`));
  const estimate = `${atLeast ? 'at least' : 'about'} ${figure(Math.round(fromMacros))} kcal`;
  return { calories, fromMacros, atLeast, message: `${figure(calories)} kcal does not add up with ${grams} (${estimate}). Check the figures.` };
}
