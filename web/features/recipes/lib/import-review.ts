// The review of an imported recipe, as plain functions: each line starts as read (matched, or a note
// when nothing matched), the cook changes what is wrong, and the save body is built from what they
// see. Amounts are entered in the ingredient's own unit, the unit the recipe is saved in.
import { limits } from '../../../config/constants';
import { sayAmount, unitWord, type Measure, type UnitSystem } from '../../../lib/amounts';
import { numberProblem, type NumberRule } from '../../../lib/number-entry';
import type { Difficulty } from '../api/create-recipe';
import type { ImportedLine, MealTime, RecipeDraft, SaveImportBody } from '../api/import-recipe';

export const MEAL_TIMES: ReadonlyArray<{ value: MealTime; label: string }> = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
];

/** The server's own limits (recipe-import/import-save.ts). */
export const reviewNumberRules = {
  servings: { name: 'Servings', min: limits.recipeServings.min, max: limits.recipeServings.max, integer: true, required: true },
  prepTime: { name: 'Prep time', min: 0, max: 10_080, integer: true },
  cookTime: { name: 'Cook time', min: 0, max: 10_080, integer: true },
} satisfies Record<string, NumberRule>;

export interface ReviewLine {
  draft: ImportedLine;
  ingredientId: string | null;
  ingredientName: string | null;
  /** The chosen ingredient's own unit, when known. */
  unit: string | null;
  /** As typed: a number, or the text while it is not one. */
  amount: number | string;
  /** Kept as text in the description rather than as an ingredient. */
  note: boolean;
  /** The cook has looked at it: picked, typed, kept as a note or said it looks right. */
  checked: boolean;
}

export interface ReviewForm {
  name: string;
  description: string;
  servings: number | string;
  prepTime: number | string;
  cookTime: number | string;
  difficulty: Difficulty;
  mealTimes: MealTime[];
  cuisineId: string | null;
  lines: ReviewLine[];
}

/** The meal times a page's category names; Dinner when it names none ('Main Course', 'Dessert'). */
export function mealTimesFrom(category: string | null): MealTime[] {
  const said = (category ?? '').toLowerCase();
  const found = MEAL_TIMES.filter((time) => said.includes(time.value)).map((time) => time.value);
  return found.length > 0 ? found : ['dinner'];
}

/** A figure a number box can hold: three significant figures, two decimal places, never 0. */
export function entryFigure(quantity: number): number {
  const figure = Number(Number(quantity.toPrecision(3)).toFixed(2));
  return figure > 0 ? figure : 0.01;
}

/** Whether a kitchen amount is in the unit itself: a clove is garlic's piece. */
const sameUnit = (shownUnit: string, unit: string, measure: Measure | undefined) => shownUnit === unit || (unit === 'piece' && shownUnit === (measure?.count_word ?? 'piece'));

/**
 * The amount to start the box at: what a kitchen measures when that is still in the ingredient's unit
 * (177.44 ml as 175, 0.48 of a tomato as ½), else the figure itself, rounded for the box.
 */
export function startingAmount(quantity: number, unit: string, measure: Measure | undefined): number {
  const shown = sayAmount(quantity, unit, measure, 'metric');
  return entryFigure(sameUnit(shown.unit, unit, measure) ? shown.value : quantity);
}

/** How a kitchen says the typed amount ('1 tbsp' for 14.8 ml), when that says more than the box does. */
export function kitchenReading(amount: number | string, unit: string | null, measure: Measure | undefined, system: UnitSystem): string | undefined {
  if (typeof amount !== 'number' || !(amount > 0) || !unit) return undefined;
  const shown = sayAmount(amount, unit, measure, system);
  if (sameUnit(shown.unit, unit, measure) && Math.abs(shown.value - amount) < 1e-9) return undefined;
  return shown.unit === 'piece' ? `${shown.text} ${unitWord('piece', shown.value)}` : shown.text;
}

/** What is wrong with a line's amount, if anything. */
export function amountProblem(amount: number | string): string | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (text === '') return 'Give an amount';
  const figure = Number(text);
  if (!Number.isFinite(figure)) return 'Amount must be a number';
  if (figure <= 0) return 'Amount must be more than 0';
  if (figure > limits.quantityMax) return `Amount must be ${limits.quantityMax.toLocaleString('en-US')} or less`;
  return undefined;
}

export function reviewLine(draft: ImportedLine, measureOf: (ingredientId: string) => Measure | undefined): ReviewLine {
  if (!draft.match) return { draft, ingredientId: null, ingredientName: null, unit: null, amount: '', note: true, checked: false };
  const unit = draft.amount?.unit ?? measureOf(draft.match.ingredient_id)?.unit_of_measurement ?? null;
  const amount = draft.amount ? startingAmount(draft.amount.quantity, draft.amount.unit, measureOf(draft.match.ingredient_id)) : '';
  // 'Salt and pepper to taste' says no amount to buy or plan: a note until the cook gives one.
  return { draft, ingredientId: draft.match.ingredient_id, ingredientName: draft.match.name, unit, amount, note: draft.quantity === null, checked: false };
}

export function reviewForm(draft: RecipeDraft, measureOf: (ingredientId: string) => Measure | undefined, cuisineId: string | null): ReviewForm {
  const servings = draft.servings !== null && numberProblem(draft.servings, reviewNumberRules.servings) === undefined ? draft.servings : '';
  const minutes = (value: number | null) => (value !== null && value >= 0 && value <= limits.recipeText.minutes ? value : '');
  return {
    name: draft.name.slice(0, limits.recipeText.name),
    description: (draft.description ?? '').slice(0, limits.recipeText.description),
    servings,
    prepTime: minutes(draft.prep_time),
    cookTime: minutes(draft.cook_time),
    difficulty: 'Medium',
    mealTimes: mealTimesFrom(draft.category),
    cuisineId,
    lines: draft.ingredients.map((line) => reviewLine(line, measureOf)),
  };
}

/**
 * Another ingredient for a line: its amount stays only when it is already in the new ingredient's
 * unit (the old match's, or the line's own '200 g'); otherwise the cook gives it.
 */
export function pickIngredient(line: ReviewLine, ingredient: { id: string; name: string; unit_of_measurement: string | null }): ReviewLine {
  const unit = ingredient.unit_of_measurement;
  const written = line.draft.quantity_max ?? line.draft.quantity;
  let amount: number | string = '';
  if (!line.note && line.unit !== null && line.unit === unit && amountProblem(line.amount) === undefined) amount = line.amount;
  else if (written !== null && written > 0 && unit !== null && (line.draft.unit ?? 'piece') === unit) amount = entryFigure(written);
  return { ...line, ingredientId: ingredient.id, ingredientName: ingredient.name, unit, amount, note: false, checked: true };
}

export const needsALook = (line: ReviewLine) => !line.draft.confident && !line.checked;

export const linesToLookAt = (form: ReviewForm) => form.lines.filter(needsALook).length;

/** 'Olive oil', 'Olive oil and Salt', 'Olive oil, Salt and Honey'. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const matched = (form: ReviewForm) => form.lines.filter((line) => !line.note && line.ingredientId);

/** Why the recipe cannot be saved yet, in words; undefined once it can. */
export function saveBlocker(form: ReviewForm): string | undefined {
  if (!form.name.trim()) return 'Give the recipe a name.';
  for (const [field, rule] of [
    ['servings', reviewNumberRules.servings],
    ['prepTime', reviewNumberRules.prepTime],
    ['cookTime', reviewNumberRules.cookTime],
  ] as const) {
    const problem = numberProblem(form[field], rule);
    if (problem) return `${problem}.`;
  }
  if (form.mealTimes.length === 0) return 'Choose when the recipe is eaten: breakfast, lunch or dinner.';
  if (form.lines.length === 0) return 'This recipe has no ingredient lines, so there is nothing to save.';
  const lines = matched(form);
  if (lines.length === 0) return 'Match at least one line to an ingredient to save the recipe.';
  const missing = lines.filter((line) => amountProblem(line.amount) === 'Give an amount').map((line) => line.ingredientName ?? line.draft.line);
  if (missing.length === 1) return `Give an amount for ${missing[0]}, or keep that line as a note.`;
  if (missing.length > 1) return `Give an amount for ${listed(missing)}, or keep those lines as notes.`;
  const wrong = lines.filter((line) => amountProblem(line.amount) !== undefined).map((line) => line.ingredientName ?? line.draft.line);
  if (wrong.length > 0) return `Correct the amount for ${listed(wrong)}.`;
  return undefined;
}

/** A web address the server keeps as the recipe's source: http or https only. */
export function sourceAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The body to save; only built once saveBlocker has nothing to say. */
export function saveBody(form: ReviewForm, draft: RecipeDraft): SaveImportBody {
  const figure = (value: number | string) => (value === '' ? null : Number(value));
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    servings: Number(form.servings),
    prep_time: figure(form.prepTime),
    cook_time: figure(form.cookTime),
    difficulty: form.difficulty,
    source_url: sourceAddress(draft.source_url),
    image_url: sourceAddress(draft.image_url),
    meal_times: form.mealTimes,
    cuisine_id: form.cuisineId,
    instructions: draft.instructions.map((step) => step.slice(0, limits.recipeText.instruction)),
    ingredients: matched(form).map((line) => ({ ingredient_id: line.ingredientId!, quantity: Number(line.amount), notes: line.draft.notes?.slice(0, 500) ?? null })),
    unmatched_lines: form.lines.filter((line) => line.note).map((line) => line.draft.line.slice(0, 500)),
  };
}
