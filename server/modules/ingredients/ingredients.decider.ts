// Ingredient rules: a name (unique among ingredients, whatever the case), a unit from the server's
// list, no negative numbers, micronutrients as JSON text, food groups from the food group list and
// each linked once. Lookups (the unit list, the food groups, which ingredient already has the name)
// arrive in the command: the route reads them from the read models, so the name check can miss a
// name created in the same instant (the read model lags by milliseconds); it never blocks a rename
// of an ingredient to its own name.
import { BOUNDS } from '../../contract/bounds.ts';
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import type { IngredientEvent, IngredientFacts, Nutrients } from './ingredients.events.ts';
import { INGREDIENT_TEXT_LIMITS } from '../../contract/ingredients.ts';

export const NAME_MAX = INGREDIENT_TEXT_LIMITS.name;
export const DESCRIPTION_MAX = INGREDIENT_TEXT_LIMITS.description;
export const COMMON_USES_MAX = INGREDIENT_TEXT_LIMITS.commonUses;

export const messages = {
  nameRequired: 'Ingredient name is required.',
  nameTooLong: `Ingredient name must be at most ${NAME_MAX} characters.`,
  nameTaken: (name: string) => `An ingredient named "${name}" already exists. Choose another name or use that ingredient.`,
  descriptionTooLong: `The description must be at most ${DESCRIPTION_MAX} characters.`,
  commonUsesTooLong: `Common uses must be at most ${COMMON_USES_MAX} characters.`,
  unitRequired: 'Choose a unit of measurement.',
  unitUnknown: (units: readonly string[]) => `Unit of measurement must be one of: ${units.join(', ')}.`,
  negative: (label: string) => `${label} cannot be negative.`,
  tooLarge: (label: string, max: number, unit: string) => `${label} must be at most ${max.toLocaleString('en-US')} ${unit}.`,
  shelfLifeWhole: 'Shelf life must be a whole number of days.',
  servingSizePositive: 'Serving size must be more than 0.',
  micronutrientsJson: 'Micronutrients must be valid JSON text, for example {"iron_mg": 2.7}.',
  notFound: 'Ingredient not found.',
  alreadyExists: 'This ingredient already exists.',
  foodGroupUnknown: 'That food group does not exist. Choose one from the food group list.',
  foodGroupAlreadyLinked: 'This ingredient is already in that food group.',
  foodGroupNotLinked: 'This ingredient is not in that food group.',
} as const;

/** What the command needs to know about the rest of the catalogue. */
export interface IngredientLookups {
  units: readonly string[];
  foodGroupIds: readonly string[];
  /** The ingredient that already has this name (case-insensitively), if any. */
  sameNameId: string | null;
}

/** An ingredient as a create sends it; `per100g` holds the per-100 g facts it sent, if any. */
export type IngredientInput = Omit<IngredientFacts, 'sourceIds'>;

/** What an edit sends: the fields it names replace the stored ones (PUT names them all). */
export type IngredientChanges = Partial<Omit<IngredientInput, 'foodGroupIds' | 'perServing' | 'per100g'>> & {
  perServing?: Partial<Nutrients>;
  per100g?: Partial<Nutrients>;
};

export type IngredientCommand =
  | { type: 'CreateIngredient'; ingredientId: string; authorId: string; ingredient: IngredientInput; lookups: IngredientLookups; createdAt: string }
  | { type: 'UpdateIngredient'; ingredientId: string; changes: IngredientChanges; lookups: IngredientLookups; updatedAt: string }
  | { type: 'AddIngredientFoodGroup'; ingredientId: string; foodGroupId: string; lookups: Pick<IngredientLookups, 'foodGroupIds'>; changedAt: string }
  | { type: 'RemoveIngredientFoodGroup'; ingredientId: string; foodGroupId: string; changedAt: string };

export interface IngredientState {
  ingredient: (IngredientFacts & { authorId: string }) | null;
}

/** Grams in one unit where the unit itself says so; other units need a stated weight. */
const GRAMS_IN_MASS_UNIT: Record<string, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const NUTRIENTS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;
/**
 * Each figure's label and the most it may be, in the unit named. Beyond them a figure is a typo, and
 * worse: a shelf life of a hundred million days made another cook's pantry add of the ingredient
 * fail, and one past 2^31 was recorded and then skipped by the projection.
 */
const NUMBER_BOUNDS = {
  gramsPerUnit: ['Grams per unit', BOUNDS.grams, 'g'],
  estimatedShelfLife: ['Shelf life', BOUNDS.shelfLifeDays, 'days (ten years)'],
  servingSize: ['Serving size', BOUNDS.grams, 'g'],
  estimatedCostPerUnitCents: ['Estimated cost per unit', BOUNDS.cents, 'cents'],
} as const;
const NUTRIENT_LABELS = { calories: 'Calories', protein: 'Protein', carbohydrate: 'Carbohydrate', fat: 'Fat' } as const;
/** Per 100 g, nothing has more than 100 g of a macronutrient, nor more calories than pure fat's 900. */
const PER_100G_MAX = { calories: [900, 'kcal'], protein: [100, 'g'], carbohydrate: [100, 'g'], fat: [100, 'g'] } as const;
/** A serving's figures: within what 100 kg of pure fat would give. */
const PER_SERVING_MAX = 900_000;

function checkNumber(value: number | null, label: string, max: number, unit: string) {
  if (value === null) return;
  if (!(Number.isFinite(value) && value >= 0)) throw new DomainError(messages.negative(label));
  if (value > max) throw new DomainError(messages.tooLarge(label, max, unit));
}

function checkRules(ingredient: Omit<IngredientInput, 'foodGroupIds'>, ingredientId: string, lookups: IngredientLookups) {
  const name = ingredient.name.trim();
  if (name === '') throw new DomainError(messages.nameRequired);
  if ([...name].length > NAME_MAX) throw new DomainError(messages.nameTooLong);
  if (lookups.sameNameId !== null && lookups.sameNameId !== ingredientId) throw new DomainError(messages.nameTaken(name), 409);
  if (ingredient.description !== null && [...ingredient.description].length > DESCRIPTION_MAX) throw new DomainError(messages.descriptionTooLong);
  if (ingredient.commonUses !== null && [...ingredient.commonUses].length > COMMON_USES_MAX) throw new DomainError(messages.commonUsesTooLong);
  if (ingredient.unitOfMeasurement.trim() === '') throw new DomainError(messages.unitRequired);
  if (!lookups.units.includes(ingredient.unitOfMeasurement)) throw new DomainError(messages.unitUnknown(lookups.units));
  for (const [field, [label, max, unit]] of Object.entries(NUMBER_BOUNDS)) checkNumber(ingredient[field as keyof typeof NUMBER_BOUNDS], label, max, unit);
  for (const nutrient of NUTRIENTS) {
    const unit = nutrient === 'calories' ? 'kcal' : 'g';
    checkNumber(ingredient.perServing[nutrient], NUTRIENT_LABELS[nutrient], PER_SERVING_MAX, unit);
    checkNumber(ingredient.per100g[nutrient], `${NUTRIENT_LABELS[nutrient]} per 100 g`, PER_100G_MAX[nutrient][0], PER_100G_MAX[nutrient][1]);
  }
  if (ingredient.estimatedShelfLife !== null && !Number.isInteger(ingredient.estimatedShelfLife)) throw new DomainError(messages.shelfLifeWhole);
  if (ingredient.servingSize === 0) throw new DomainError(messages.servingSizePositive);
  if (ingredient.micronutrients !== null) {
    try {
      JSON.parse(ingredient.micronutrients);
    } catch {
      throw new DomainError(messages.micronutrientsJson);
    }
  }
}

/**
 * The per-100 g facts that go with the serving facts. People see and edit nutrition per serving.
 * A new ingredient keeps the per-100 g facts it was given and works out the missing ones from its
 * serving when the serving's weight is known. In an edit, where a serving fact (or the serving it
 * describes) changed, its per-100 g fact follows from it when the weight is known, and is unknown
 * otherwise rather than left contradicting it; facts whose serving side did not change keep the
 * per-100 g value sent (the stored one, unless corrected).
 */
function per100gOf(next: Omit<IngredientInput, 'foodGroupIds'>, previous: IngredientFacts | undefined): Nutrients {
  const sameServing = previous !== undefined && previous.servingSize === next.servingSize && previous.gramsPerUnit === next.gramsPerUnit;
  const servingGrams = next.servingSize !== null && next.gramsPerUnit !== null ? next.servingSize * next.gramsPerUnit : null;
  const result = { ...next.per100g };
  for (const nutrient of NUTRIENTS) {
    const perServing = next.perServing[nutrient];
    if (sameServing && previous.perServing[nutrient] === perServing) continue;
    const derived = perServing !== null && servingGrams ? round((perServing * 100) / servingGrams, 3) : null;
    // A new ingredient keeps the per-100 g facts its author stated; an edit cannot keep stale ones.
    result[nutrient] = previous === undefined ? (next.per100g[nutrient] ?? derived) : derived;
  }
  return result;
}

/** The ingredient as it will be recorded: trimmed, the unit's own weight filled in, the bases agreeing. */
function normalize(input: Omit<IngredientInput, 'foodGroupIds'>, previous: IngredientFacts | undefined) {
  // A new unit makes a weight stated for the old one meaningless, unless the edit states a new one.
  const staleWeight = previous !== undefined && previous.unitOfMeasurement !== input.unitOfMeasurement && previous.gramsPerUnit === input.gramsPerUnit;
  const gramsPerUnit = (staleWeight ? null : input.gramsPerUnit) ?? GRAMS_IN_MASS_UNIT[input.unitOfMeasurement] ?? null;
  const ingredient = { ...input, name: input.name.trim(), gramsPerUnit };
  return { ...ingredient, per100g: per100gOf(ingredient, previous) };
}

/** JSON with keys in one order at every level, so equal facts compare equal however they were built. */
const canonical = (facts: IngredientFacts) => JSON.stringify(facts, [...Object.keys(facts), ...NUTRIENTS].sort());

const existing = (state: IngredientState) => {
  if (!state.ingredient) throw new DomainError(messages.notFound, 404);
  return state.ingredient;
};

function decide(command: IngredientCommand, state: IngredientState): IngredientEvent[] {
  switch (command.type) {
    case 'CreateIngredient': {
      if (state.ingredient) throw new DomainError(messages.alreadyExists, 409);
      checkRules(command.ingredient, command.ingredientId, command.lookups);
      const foodGroupIds = [...new Set(command.ingredient.foodGroupIds)];
      if (foodGroupIds.some((id) => !command.lookups.foodGroupIds.includes(id))) throw new DomainError(messages.foodGroupUnknown);
      const ingredient = normalize(command.ingredient, undefined);
      return [
        {
          type: 'IngredientCreated',
          data: { ingredientId: command.ingredientId, authorId: command.authorId, ...ingredient, foodGroupIds, sourceIds: null, createdAt: command.createdAt },
        },
      ];
    }
    case 'UpdateIngredient': {
      const { authorId: _author, ...current } = existing(state);
      const { perServing, per100g, ...changes } = command.changes;
      const edited = { ...current, ...changes, perServing: { ...current.perServing, ...perServing }, per100g: { ...current.per100g, ...per100g } };
      checkRules(edited, command.ingredientId, command.lookups);
      const next: IngredientFacts = { ...current, ...normalize(edited, current), foodGroupIds: current.foodGroupIds, sourceIds: current.sourceIds };
      // An edit that changes nothing records nothing.
      if (canonical(next) === canonical(current)) return [];
      return [{ type: 'IngredientUpdated', data: { ingredientId: command.ingredientId, ...next, updatedAt: command.updatedAt } }];
    }
    case 'AddIngredientFoodGroup': {
      const ingredient = existing(state);
      if (!command.lookups.foodGroupIds.includes(command.foodGroupId)) throw new DomainError(messages.foodGroupUnknown);
      if (ingredient.foodGroupIds.includes(command.foodGroupId)) throw new DomainError(messages.foodGroupAlreadyLinked, 409);
      return [{ type: 'IngredientFoodGroupAdded', data: { ingredientId: command.ingredientId, foodGroupId: command.foodGroupId, changedAt: command.changedAt } }];
    }
    case 'RemoveIngredientFoodGroup': {
      const ingredient = existing(state);
      if (!ingredient.foodGroupIds.includes(command.foodGroupId)) throw new DomainError(messages.foodGroupNotLinked, 404);
      return [{ type: 'IngredientFoodGroupRemoved', data: { ingredientId: command.ingredientId, foodGroupId: command.foodGroupId, changedAt: command.changedAt } }];
    }
    default:
      return assertNever(command, 'ingredient command');
  }
}

/** The facts of an event, without its ids and times (the state keeps the ingredient, not its history). */
function factsOf(data: IngredientFacts & { ingredientId: string; authorId?: string; createdAt?: string; updatedAt?: string }): IngredientFacts {
  const { ingredientId: _id, authorId: _author, createdAt: _created, updatedAt: _updated, ...facts } = data;
  return facts;
}

function evolve(state: IngredientState, event: IngredientEvent): IngredientState {
  switch (event.type) {
    case 'IngredientCreated':
      return { ingredient: { ...factsOf(event.data), authorId: event.data.authorId } };
    case 'IngredientUpdated':
      return state.ingredient ? { ingredient: { ...factsOf(event.data), authorId: state.ingredient.authorId } } : state;
    case 'IngredientFoodGroupAdded':
      return state.ingredient ? { ingredient: { ...state.ingredient, foodGroupIds: [...state.ingredient.foodGroupIds, event.data.foodGroupId] } } : state;
    case 'IngredientFoodGroupRemoved':
      return state.ingredient
        ? { ingredient: { ...state.ingredient, foodGroupIds: state.ingredient.foodGroupIds.filter((id) => id !== event.data.foodGroupId) } }
        : state;
    default:
      return assertNever(event, 'ingredient event');
  }
}

export const ingredientDecider: Decider<IngredientCommand, IngredientEvent, IngredientState> = {
  initialState: () => ({ ingredient: null }),
  evolve,
  decide,
};
