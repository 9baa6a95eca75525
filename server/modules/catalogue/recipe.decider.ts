// Recipe authoring rules (catalogue spec §4 to §6, docs/decisions/0010-recipe-authoring.md): only the
// author changes a recipe (the seed catalogue: admins), only admins touch its tags, servings 1 to 16,
// whole minutes, known difficulty, one line per ingredient, links as sets. Nutrition the author left
// blank follows the ingredients and is recorded after every change that moves it.
import { BOUNDS } from '../../contract/bounds.ts';
import { assertNever, type Decider } from '../../event-store/decider.ts';
import { DomainError } from '../../event-store/errors.ts';
import { SYSTEM_AUTHOR, type CatalogueEvent, type RecipeLink, type RecipeNutrition } from './catalogue.events.ts';
import { mealTimes as MEAL_TIMES } from '../../facts/reference-lists.ts';
import { computeRecipeNutrition, type IngredientFacts } from './recipe-nutrition.ts';
import { keptDietIdsOf } from './recipe-diets.ts';
import { MAX_QUANTITY } from '../../kitchen/units.ts';
import { DIFFICULTIES, RECIPE_LIMITS as LIMITS, recipeMessages } from '../../contract/recipes.ts';

/** The most an author may give for one nutrient (or cost, in cents) per serving: past it, a typo. */
const MAX_NUTRITION = BOUNDS.nutrition;

// The limits and words are the contract's, so the web forms check what this decider enforces.
export { DIFFICULTIES, RECIPE_LIMITS as LIMITS, recipeMessages } from '../../contract/recipes.ts';

/** Who asks: the app user and whether they are an admin. */
export interface RecipeActor {
  appUserId: string;
  isAdmin: boolean;
}

export interface RecipeDetails {
  name: string;
  description: string;
  servings: number;
  prepTime: number;
  cookTime: number;
  difficulty: string;
}

export interface NewRecipeStep {
  stepId: string;
  stepNumber: number;
  instruction: string;
}

/** Facts of ingredients by id, read just before the command; missing ids fall back to the recorded ones. */
export type FactsById = Record<string, IngredientFacts>;

export type RecipeCommand =
  | {
      type: 'CreateRecipe';
      recipeId: string;
      actor: RecipeActor;
      /** The simple form needs a description and takes free-text difficulty; the wizard needs a name only. */
      form: 'simple' | 'wizard';
      details: RecipeDetails;
      authorNutrition: RecipeNutrition;
      authorMarks: { isVegetarian: boolean; isVegan: boolean };
      steps: NewRecipeStep[];
      tagIds: string[];
      createdAt: string;
      /** The page an imported recipe was read from. */
      sourceUrl?: string;
    }
  | { type: 'ChangeRecipeDetails'; actor: RecipeActor; changes: Partial<RecipeDetails> & { nutrition?: Partial<RecipeNutrition> }; facts: FactsById }
  | { type: 'AddRecipeIngredient'; actor: RecipeActor; ingredientId: string; quantity: number; unit: string; notes: string | null; facts: FactsById }
  | { type: 'RemoveRecipeIngredient'; actor: RecipeActor; ingredientId: string; facts: FactsById }
  | { type: 'AddRecipeStep'; actor: RecipeActor; step: NewRecipeStep }
  | { type: 'RemoveRecipeStep'; actor: RecipeActor; stepId: string }
  | { type: 'LinkRecipe'; actor: RecipeActor; link: RecipeLink; value: string }
  | { type: 'UnlinkRecipe'; actor: RecipeActor; link: RecipeLink; value: string }
  | { type: 'DeleteRecipe'; actor: RecipeActor; deletedAt: string }
  /** The catalogue upgrade: judge the diets again with today's rules and facts. */
  | { type: 'AssessRecipeDiets'; facts: FactsById }
  /** The catalogue upgrade: nutrition and cost again with today's facts and prices (decision 0034). */
  | { type: 'RecalculateRecipeNutrition'; facts: FactsById }
  /** The catalogue upgrade: the seed file's plan-ahead note. */
  | { type: 'NotePlanAhead'; planAhead: string | null };

interface LineState {
  ingredientId: string;
  quantity: number;
  facts: IngredientFacts | undefined;
}

export interface RecipeState {
  status: 'none' | 'active' | 'deleted';
  recipeId: string;
  authorId: string;
  details: RecipeDetails;
  authorNutrition: RecipeNutrition;
  authorMarks: { isVegetarian: boolean; isVegan: boolean } | null;
  nutrition: RecipeNutrition;
  /** Null until the recipe's diets were first judged (recipes recorded before decision 0031). */
  keptDietIds: string[] | null;
  planAhead: string | null;
  lines: LineState[];
  steps: Array<{ stepId: string; stepNumber: number }>;
  links: Record<RecipeLink, string[]>;
}

const NO_NUTRITION: RecipeNutrition = { calories: null, protein: null, carbohydrate: null, fat: null, costPerServingCents: null };
const NUTRITION_FIELDS = Object.keys(NO_NUTRITION) as Array<keyof RecipeNutrition>;
const noLinks = (): Record<RecipeLink, string[]> => ({ cuisine: [], diet: [], mealTime: [], foodType: [], tag: [] });

const initialState = (): RecipeState => ({
  status: 'none',
  recipeId: '',
  authorId: '',
  details: { name: '', description: '', servings: 1, prepTime: 0, cookTime: 0, difficulty: '' },
  authorNutrition: NO_NUTRITION,
  authorMarks: null,
  nutrition: NO_NUTRITION,
  keptDietIds: null,
  planAhead: null,
  lines: [],
  steps: [],
  links: noLinks(),
});

/** The seed catalogue belongs to the admins; every other recipe to its author alone. */
export function canChangeRecipe(authorId: string, actor: RecipeActor): boolean {
  return authorId === SYSTEM_AUTHOR ? actor.isAdmin : authorId === actor.appUserId;
}

function checkDetails(details: RecipeDetails, options: { descriptionRequired: boolean; freeDifficulty: boolean }) {
  if (details.name.trim() === '') throw new DomainError(recipeMessages.nameRequired);
  if (details.name.length > LIMITS.name) throw new DomainError(recipeMessages.nameTooLong);
  if (options.descriptionRequired && details.description.trim() === '') throw new DomainError(recipeMessages.descriptionRequired);
  if (details.description.length > LIMITS.description) throw new DomainError(recipeMessages.descriptionTooLong);
  if (!Number.isInteger(details.servings) || details.servings < 1 || details.servings > LIMITS.servings) throw new DomainError(recipeMessages.servings);
  const minutes = (value: number) => Number.isInteger(value) && value >= 0 && value <= LIMITS.minutes;
  if (!minutes(details.prepTime)) throw new DomainError(recipeMessages.prepTime);
  if (!minutes(details.cookTime)) throw new DomainError(recipeMessages.cookTime);
  if (options.freeDifficulty) {
    if (details.difficulty.length > LIMITS.difficulty) throw new DomainError(recipeMessages.difficultyTooLong);
  } else if (!(DIFFICULTIES as readonly string[]).includes(details.difficulty)) {
    throw new DomainError(recipeMessages.difficulty);
  }
}

function checkNutrition(nutrition: Partial<RecipeNutrition>) {
  for (const value of Object.values(nutrition)) {
    if (value !== null && value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= MAX_NUTRITION)) throw new DomainError(recipeMessages.nutrition);
  }
}

/** What the recipe records: the author's numbers where given, else what its lines add up to. */
function nutritionOf(state: Pick<RecipeState, 'lines' | 'authorNutrition' | 'authorMarks'>, servings: number, facts: FactsById) {
  const lineFacts = state.lines.map((line) => facts[line.ingredientId] ?? line.facts);
  const computed = computeRecipeNutrition(
    state.lines.map((line, index) => ({ quantity: line.quantity, facts: lineFacts[index] })),
    servings,
  );
  const nutrition = Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, state.authorNutrition[field] ?? computed.nutrition[field]])) as unknown as RecipeNutrition;
  // Facts beat a ticked box once there are lines to judge by; before that, the author's word stands.
  const marks = state.lines.length > 0 || !state.authorMarks ? { isVegetarian: computed.isVegetarian, isVegan: computed.isVegan } : state.authorMarks;
  return { nutrition, ...marks, keptDietIds: keptDietIdsOf(lineFacts, nutrition, state.authorMarks) };
}

function requireChangeable(state: RecipeState, actor: RecipeActor) {
  if (state.status !== 'active') throw new DomainError(recipeMessages.notFound, 404);
  if (!canChangeRecipe(state.authorId, actor)) throw new DomainError(recipeMessages.notAuthor, 403);
}

function checkLinkValue(command: { actor: RecipeActor; link: RecipeLink; value: string }) {
  if (command.link === 'tag' && !command.actor.isAdmin) throw new DomainError(recipeMessages.tagsAdminOnly, 403);
  if (command.link === 'mealTime' && !(MEAL_TIMES as readonly string[]).includes(command.value)) throw new DomainError(recipeMessages.mealTime);
}

function checkStep(step: NewRecipeStep) {
  if (!Number.isInteger(step.stepNumber) || step.stepNumber < 1) throw new DomainError(recipeMessages.stepNumber);
  if (step.instruction.trim() === '') throw new DomainError(recipeMessages.instructionRequired);
  if (step.instruction.length > LIMITS.instruction) throw new DomainError(recipeMessages.instructionTooLong);
}

function decide(command: RecipeCommand, state: RecipeState): CatalogueEvent[] {
  if (command.type === 'CreateRecipe') {
    if (state.status !== 'none') throw new DomainError(recipeMessages.alreadyExists, 409);
    const simple = command.form === 'simple';
    checkDetails(command.details, { descriptionRequired: simple, freeDifficulty: simple });
    checkNutrition(command.authorNutrition);
    command.steps.forEach(checkStep);
    if (command.tagIds.length > 0 && !command.actor.isAdmin) throw new DomainError(recipeMessages.tagsAdminOnly, 403);
    const { details } = command;
    return [
      {
        type: 'RecipeCreated',
        data: {
          recipeId: command.recipeId,
          authorId: command.actor.appUserId,
          ...details,
          ingredients: [],
          steps: command.steps,
          cuisineIds: [],
          dietIds: [],
          mealTimes: [],
          foodTypeIds: [],
          tagIds: [...new Set(command.tagIds)],
          // No lines yet: nothing to compute, so the author's numbers and marks are the recipe's.
          nutrition: command.authorNutrition,
          isVegetarian: command.authorMarks.isVegetarian,
          isVegan: command.authorMarks.isVegan,
          keptDietIds: keptDietIdsOf([], command.authorNutrition, command.authorMarks),
          createdAt: command.createdAt,
          authorNutrition: command.authorNutrition,
          authorMarks: command.authorMarks,
          ...(command.sourceUrl && { sourceUrl: command.sourceUrl }),
        },
      },
    ];
  }
  if (command.type === 'AssessRecipeDiets' || command.type === 'RecalculateRecipeNutrition' || command.type === 'NotePlanAhead') {
    if (state.status !== 'active') return [];
  } else requireChangeable(state, command.actor);
  const recipeId = state.recipeId;
  switch (command.type) {
    case 'ChangeRecipeDetails': {
      const { nutrition: nutritionChanges, ...detailChanges } = command.changes;
      const details = { ...state.details, ...detailChanges };
      // A difficulty typed as free text in the simple form may stay as it is; a new one must be known.
      checkDetails(details, { descriptionRequired: false, freeDifficulty: details.difficulty === state.details.difficulty });
      checkNutrition(nutritionChanges ?? {});
      const authorNutrition = { ...state.authorNutrition, ...nutritionChanges };
      const { nutrition, keptDietIds } = nutritionOf({ ...state, authorNutrition }, details.servings, command.facts);
      // A recipe never judged is judged by the catalogue upgrade, not by an edit that changes nothing.
      const unchanged =
        JSON.stringify([details, authorNutrition, nutrition, state.keptDietIds === null ? null : keptDietIds]) === JSON.stringify([state.details, state.authorNutrition, state.nutrition, state.keptDietIds]);
      if (unchanged) return [];
      return [{ type: 'RecipeDetailsChanged', data: { recipeId, ...details, authorNutrition, nutrition, keptDietIds } }];
    }
    case 'AddRecipeIngredient': {
      if (!(Number.isFinite(command.quantity) && command.quantity > 0)) throw new DomainError(recipeMessages.quantity);
      if (command.quantity > MAX_QUANTITY) throw new DomainError(recipeMessages.quantityTooLarge);
      if (state.lines.some((line) => line.ingredientId === command.ingredientId)) throw new DomainError(recipeMessages.ingredientAlreadyIn, 409);
      const facts = command.facts[command.ingredientId];
      if (!facts) throw new Error(`facts of ingredient ${command.ingredientId} were not supplied`);
      const lines = [...state.lines, { ingredientId: command.ingredientId, quantity: command.quantity, facts }];
      return [
        { type: 'RecipeIngredientAdded', data: { recipeId, ingredientId: command.ingredientId, quantity: command.quantity, unit: command.unit, notes: command.notes, facts } },
        { type: 'RecipeNutritionRecalculated', data: { recipeId, ...nutritionOf({ ...state, lines }, state.details.servings, command.facts) } },
      ];
    }
    case 'RemoveRecipeIngredient': {
      if (!state.lines.some((line) => line.ingredientId === command.ingredientId)) throw new DomainError(recipeMessages.ingredientNotIn, 404);
      const lines = state.lines.filter((line) => line.ingredientId !== command.ingredientId);
      return [
        { type: 'RecipeIngredientRemoved', data: { recipeId, ingredientId: command.ingredientId } },
        { type: 'RecipeNutritionRecalculated', data: { recipeId, ...nutritionOf({ ...state, lines }, state.details.servings, command.facts) } },
      ];
    }
    case 'AddRecipeStep':
      checkStep(command.step);
      if (state.steps.some((step) => step.stepId === command.step.stepId)) return [];
      // Two steps with one number read '1, 1, 2' on the recipe: the cook removes the old one or picks another number.
      if (state.steps.some((step) => step.stepNumber === command.step.stepNumber)) throw new DomainError(recipeMessages.stepNumberTaken(command.step.stepNumber), 409);
      return [{ type: 'RecipeStepAdded', data: { recipeId, ...command.step } }];
    case 'RemoveRecipeStep':
      if (!state.steps.some((step) => step.stepId === command.stepId)) throw new DomainError(recipeMessages.stepNotFound, 404);
      return [{ type: 'RecipeStepRemoved', data: { recipeId, stepId: command.stepId } }];
    case 'LinkRecipe':
      checkLinkValue(command);
      // Links are sets: linking twice changes nothing (parallel wizard posts and retries are safe).
      if (state.links[command.link].includes(command.value)) return [];
      return [{ type: 'RecipeLinked', data: { recipeId, link: command.link, value: command.value } }];
    case 'UnlinkRecipe':
      checkLinkValue(command);
      if (!state.links[command.link].includes(command.value)) return [];
      return [{ type: 'RecipeUnlinked', data: { recipeId, link: command.link, value: command.value } }];
    case 'DeleteRecipe':
      return [{ type: 'RecipeDeleted', data: { recipeId, deletedAt: command.deletedAt } }];
    case 'AssessRecipeDiets': {
      const { keptDietIds } = nutritionOf(state, state.details.servings, command.facts);
      return JSON.stringify(keptDietIds) === JSON.stringify(state.keptDietIds) ? [] : [{ type: 'RecipeDietsAssessed', data: { recipeId, keptDietIds } }];
    }
    case 'RecalculateRecipeNutrition': {
      const recalculated = nutritionOf(state, state.details.servings, command.facts);
      // Field by field: a recipe read back from the log has its keys in jsonb's order.
      const same = NUTRITION_FIELDS.every((field) => recalculated.nutrition[field] === state.nutrition[field]);
      return same ? [] : [{ type: 'RecipeNutritionRecalculated', data: { recipeId, ...recalculated } }];
    }
    case 'NotePlanAhead':
      return command.planAhead === state.planAhead ? [] : [{ type: 'RecipePlanAheadNoted', data: { recipeId, planAhead: command.planAhead } }];
    default:
      return assertNever(command, 'recipe command');
  }
}

const linkOfCreated = (data: { cuisineIds: string[]; dietIds: string[]; mealTimes: string[]; foodTypeIds: string[]; tagIds: string[] }): Record<RecipeLink, string[]> => ({
  cuisine: [...data.cuisineIds],
  diet: [...data.dietIds],
  mealTime: [...data.mealTimes],
  foodType: [...data.foodTypeIds],
  tag: [...data.tagIds],
});

function evolve(state: RecipeState, event: CatalogueEvent): RecipeState {
  switch (event.type) {
    case 'RecipeCreated': {
      const data = event.data;
      return {
        status: 'active',
        recipeId: data.recipeId,
        authorId: data.authorId,
        details: { name: data.name, description: data.description, servings: data.servings, prepTime: data.prepTime, cookTime: data.cookTime, difficulty: data.difficulty },
        authorNutrition: data.authorNutrition ?? NO_NUTRITION,
        authorMarks: data.authorMarks ?? null,
        nutrition: data.nutrition,
        keptDietIds: data.keptDietIds ?? null,
        planAhead: data.planAhead ?? null,
        // Seed lines carry no facts: commands supply them from the ingredients table.
        lines: data.ingredients.map((line) => ({ ingredientId: line.ingredientId, quantity: line.quantity, facts: undefined })),
        steps: data.steps.map(({ stepId, stepNumber }) => ({ stepId, stepNumber })),
        links: linkOfCreated(data),
      };
    }
    case 'RecipeDetailsChanged': {
      const { recipeId: _id, authorNutrition, nutrition, keptDietIds, ...details } = event.data;
      return { ...state, details, authorNutrition, nutrition, keptDietIds: keptDietIds ?? state.keptDietIds };
    }
    case 'RecipeIngredientAdded':
      return { ...state, lines: [...state.lines, { ingredientId: event.data.ingredientId, quantity: event.data.quantity, facts: event.data.facts }] };
    case 'RecipeIngredientRemoved':
      return { ...state, lines: state.lines.filter((line) => line.ingredientId !== event.data.ingredientId) };
    case 'RecipeNutritionRecalculated':
      return { ...state, nutrition: event.data.nutrition, keptDietIds: event.data.keptDietIds ?? state.keptDietIds };
    case 'RecipeDietsAssessed':
      return { ...state, keptDietIds: event.data.keptDietIds };
    case 'RecipePlanAheadNoted':
      return { ...state, planAhead: event.data.planAhead };
    case 'RecipeStepAdded':
      return { ...state, steps: [...state.steps, { stepId: event.data.stepId, stepNumber: event.data.stepNumber }] };
    case 'RecipeStepRemoved':
      return { ...state, steps: state.steps.filter((step) => step.stepId !== event.data.stepId) };
    case 'RecipeLinked':
      return { ...state, links: { ...state.links, [event.data.link]: [...state.links[event.data.link], event.data.value] } };
    case 'RecipeUnlinked':
      return { ...state, links: { ...state.links, [event.data.link]: state.links[event.data.link].filter((value) => value !== event.data.value) } };
    case 'RecipeDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event, 'recipe event');
  }
}

export const recipeDecider: Decider<RecipeCommand, CatalogueEvent, RecipeState> = { initialState, evolve, decide };
