// Recipe authoring rules, given / when / then.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import type { CatalogueEvent, RecipeCreated } from './catalogue.events.ts';
import type { IngredientFacts } from './recipe-nutrition.ts';
import { recipeDecider, recipeMessages, type RecipeCommand } from './recipe.decider.ts';
import { referenceIdFor } from '../../facts/reference-lists.ts';

const spec = deciderSpec(recipeDecider);
const AUTHOR = { appUserId: 'a1', isAdmin: false };
const STRANGER = { appUserId: 'b2', isAdmin: false };
const ADMIN = { appUserId: 'c3', isAdmin: true };
const NONE = { calories: null, protein: null, carbohydrate: null, fat: null, costPerServingCents: null };
const RICE: IngredientFacts = { name: 'Long-grain white rice', primary_food_group: 'Grains', unit_of_measurement: 'g', grams_per_unit: 1, calories_per_100g: 130, protein_per_100g: 2.7, carbohydrate_per_100g: 28, fat_per_100g: 0.3, estimated_cost_per_unit_cents: 0.5, is_vegetarian: true, is_vegan: true };
const EGG: IngredientFacts = { name: 'Egg', primary_food_group: 'Dairy', unit_of_measurement: 'piece', grams_per_unit: 50, calories_per_100g: 143, protein_per_100g: 12.6, carbohydrate_per_100g: 0.7, fat_per_100g: 9.5, estimated_cost_per_unit_cents: 30, is_vegetarian: true, is_vegan: false };

const created = (overrides: Partial<RecipeCreated['data']> = {}): RecipeCreated => ({
  type: 'RecipeCreated',
  data: {
    recipeId: 'r1',
    authorId: AUTHOR.appUserId,
    name: 'Egg fried rice',
    description: '',
    servings: 2,
    prepTime: 5,
    cookTime: 10,
    difficulty: 'Easy',
    ingredients: [],
    steps: [],
    cuisineIds: [],
    dietIds: [],
    mealTimes: [],
    foodTypeIds: [],
    tagIds: [],
    nutrition: NONE,
    isVegetarian: true,
    isVegan: true,
    createdAt: '2026-11-22T10:00:00.000Z',
    authorNutrition: NONE,
    authorMarks: { isVegetarian: true, isVegan: true },
    ...overrides,
  },
});
const dietIds = (...keys: string[]) => keys.map((key) => referenceIdFor('diet', key));
const riceAdded: CatalogueEvent = { type: 'RecipeIngredientAdded', data: { recipeId: 'r1', ingredientId: 'rice', quantity: 300, unit: 'g', notes: null, facts: RICE } };
const addEgg = (actor = AUTHOR): RecipeCommand => ({ type: 'AddRecipeIngredient', actor, ingredientId: 'egg', quantity: 2, unit: 'piece', notes: null, facts: { egg: EGG } });

describe('when the recipe does not exist', () => {
  it('creates it with the caller as its author', () =>
    spec.given([]).when({ type: 'CreateRecipe', recipeId: 'r1', actor: AUTHOR, form: 'wizard', details: { name: 'Egg fried rice', description: '', servings: 2, prepTime: 5, cookTime: 10, difficulty: 'Easy' }, authorNutrition: NONE, authorMarks: { isVegetarian: true, isVegan: true }, steps: [], tagIds: [], createdAt: '2026-11-22T10:00:00.000Z' }).then([
      // No lines yet: only the ladder the author marked is kept; no restriction can be judged.
      created({ keptDietIds: dietIds('vegan', 'vegetarian', 'pescatarian', 'omnivore') }),
    ]));
  it('needs a description from the simple form but not from the wizard', () =>
    spec.given([]).when({ type: 'CreateRecipe', recipeId: 'r1', actor: AUTHOR, form: 'simple', details: { name: 'Rice', description: ' ', servings: 2, prepTime: 0, cookTime: 0, difficulty: 'Easy' }, authorNutrition: NONE, authorMarks: { isVegetarian: false, isVegan: false }, steps: [], tagIds: [], createdAt: 'now' }).thenThrows(recipeMessages.descriptionRequired, 400));
  it('refuses any change as not found', () => spec.given([]).when(addEgg()).thenThrows(recipeMessages.notFound, 404));
});

describe('when the recipe exists', () => {
  it('records the computed nutrition after an ingredient is added: the sum of the lines over the servings', () =>
    spec.given([created(), riceAdded]).when(addEgg()).thenMatches((events) => {
      const kcal = (300 * 130) / 100 + (2 * 50 * 143) / 100;
      const protein = (300 * 2.7) / 100 + (2 * 50 * 12.6) / 100;
      expect(events[1]).toEqual({
        type: 'RecipeNutritionRecalculated',
        data: { recipeId: 'r1', nutrition: { calories: Math.round(kcal / 2), protein: Math.round((protein / 2) * 10) / 10, carbohydrate: expect.any(Number), fat: expect.any(Number), costPerServingCents: Math.round((300 * 0.5 + 2 * 30) / 2) }, isVegetarian: true, isVegan: false, keptDietIds: dietIds('vegetarian', 'pescatarian', 'omnivore', 'gluten-free', 'dairy-free') },
      });
    }));
  it('keeps the nutrition the author typed and computes only the blanks', () =>
    spec.given([created({ authorNutrition: { ...NONE, calories: 900 } })]).when(addEgg()).thenMatches((events) => {
      expect((events[1]!.data as { nutrition: { calories: number; protein: number } }).nutrition).toMatchObject({ calories: 900, protein: 6.3 });
    }));
  it('refuses a quantity above 100,000', () =>
    spec.given([created()]).when({ ...addEgg(), quantity: 100_001 } as RecipeCommand).thenThrows('Ingredient quantity must be at most 100,000.', 400));
  it('refuses an ingredient already on the recipe', () => spec.given([created(), riceAdded]).when({ ...addEgg(), ingredientId: 'rice', facts: { rice: RICE } } as RecipeCommand).thenThrows(recipeMessages.ingredientAlreadyIn, 409));
  it('lets only the author change it', () => spec.given([created()]).when(addEgg(STRANGER)).thenThrows(recipeMessages.notAuthor, 403));
  it('lets only admins change its tags, even the author', () => spec.given([created()]).when({ type: 'LinkRecipe', actor: AUTHOR, link: 'tag', value: 't1' }).thenThrows(recipeMessages.tagsAdminOnly, 403));
  it('treats links as sets: linking twice changes nothing', () =>
    spec.given([created(), { type: 'RecipeLinked', data: { recipeId: 'r1', link: 'cuisine', value: 'c1' } }]).when({ type: 'LinkRecipe', actor: AUTHOR, link: 'cuisine', value: 'c1' }).thenNothingHappened());
  it('knows only the four meal times', () => spec.given([created()]).when({ type: 'LinkRecipe', actor: AUTHOR, link: 'mealTime', value: 'Brunch' }).thenThrows(recipeMessages.mealTime, 400));
  it('keeps servings from 1 to 16', () => spec.given([created()]).when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { servings: 17 }, facts: {} }).thenThrows(recipeMessages.servings, 400));
  it('keeps a free-text difficulty from the simple form as it is, but a new one must be known', () => {
    spec.given([created({ difficulty: 'fiddly' })]).when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { name: 'Rice', difficulty: 'fiddly' }, facts: {} }).thenMatches((events) => expect(events).toHaveLength(1));
    spec.given([created()]).when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { difficulty: 'fiddly' }, facts: {} }).thenThrows(recipeMessages.difficulty, 400);
  });
  it('recomputes per serving when the servings change', () =>
    spec.given([created(), riceAdded]).when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { servings: 3 }, facts: {} }).thenMatches((events) => {
      expect((events[0]!.data as { nutrition: { calories: number } }).nutrition.calories).toBe(Math.round((300 * 130) / 100 / 3));
    }));
  it('changes nothing when the details are the same', () => spec.given([created()]).when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { name: 'Egg fried rice' }, facts: {} }).thenNothingHappened());
  it('judges Low-Carb again when the servings change what a serving holds', () =>
    spec.given([created(), riceAdded, { type: 'RecipeNutritionRecalculated', data: { recipeId: 'r1', nutrition: NONE, isVegetarian: true, isVegan: true, keptDietIds: [] } }])
      .when({ type: 'ChangeRecipeDetails', actor: AUTHOR, changes: { servings: 3 }, facts: { rice: RICE } })
      .thenMatches((events) => expect((events[0]!.data as { keptDietIds: string[] }).keptDietIds).toEqual(dietIds('vegan', 'vegetarian', 'pescatarian', 'omnivore', 'gluten-free', 'dairy-free', 'low-carb'))));
  it('judges its diets again for the catalogue upgrade only when the judgement changed', () => {
    const judged = { type: 'RecipeNutritionRecalculated', data: { recipeId: 'r1', nutrition: NONE, isVegetarian: true, isVegan: true, keptDietIds: dietIds('omnivore') } } as const;
    spec.given([created(), riceAdded, judged]).when({ type: 'AssessRecipeDiets', facts: { rice: RICE } }).then([
      { type: 'RecipeDietsAssessed', data: { recipeId: 'r1', keptDietIds: dietIds('vegan', 'vegetarian', 'pescatarian', 'omnivore', 'gluten-free', 'dairy-free') } },
    ]);
    spec.given([created(), riceAdded, { ...judged, data: { ...judged.data, keptDietIds: dietIds('vegan', 'vegetarian', 'pescatarian', 'omnivore', 'gluten-free', 'dairy-free') } }]).when({ type: 'AssessRecipeDiets', facts: { rice: RICE } }).thenNothingHappened();
  });
});

describe('when the recipe is from the seed catalogue', () => {
  const seed = created({ authorId: 'system', authorNutrition: undefined, authorMarks: undefined, ingredients: [{ ingredientId: 'rice', quantity: 300, unit: 'g' }] });
  const calories = (events: CatalogueEvent[]) => (events[1]!.data as { nutrition: { calories: number | null } }).nutrition.calories;
  it('lets admins change it, computing from the facts supplied for the lines the seed recorded without them', () =>
    spec.given([seed]).when({ ...addEgg(ADMIN), facts: { egg: EGG, rice: RICE } } as RecipeCommand).thenMatches((events) => expect(calories(events)).toBe(Math.round(((300 * 130) / 100 + (2 * 50 * 143) / 100) / 2))));
  it('records unknown nutrition rather than a partial sum when a line has no facts', () =>
    spec.given([seed]).when(addEgg(ADMIN)).thenMatches((events) => expect(calories(events)).toBeNull()));
  it('refuses a cook who is not an admin', () => spec.given([created({ authorId: 'system' })]).when(addEgg()).thenThrows(recipeMessages.notAuthor, 403));
});

describe('when the recipe was deleted', () => {
  it('is not found', () => spec.given([created(), { type: 'RecipeDeleted', data: { recipeId: 'r1', deletedAt: 'now' } }]).when({ type: 'DeleteRecipe', actor: AUTHOR, deletedAt: 'later' }).thenThrows(recipeMessages.notFound, 404));
});
