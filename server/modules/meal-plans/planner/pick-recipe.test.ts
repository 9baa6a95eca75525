import { describe, expect, it } from 'vitest';
import { pickRecipe, servedAt, suitsCook, type PlannerSnapshot, type WeekMeal } from './index.ts';
import { mealsOfDay, type MealOfDay } from '../meal-plans.events.ts';
import { COCONUT_MILK, ITALIAN, JAPANESE, KOREAN, OMNIVORE, PEANUT, SPINACH, THAI, TOFU, VEGAN, recipe, snapshotWith, variedCatalogue } from './planner.test-support.ts';

const MONDAY = '2026-11-23';
const slot = (mealOfDay: MealOfDay = 'dinner', plannedCookDate = MONDAY) => ({ mealOfDay, plannedCookDate });

/** Plans a whole week the way the job does: one slot after another, each seeing the ones before. */
function planWeek(snapshot: PlannerSnapshot, counts: Record<MealOfDay, number>, seed = 'seed') {
  const week: WeekMeal[] = [];
  const empty: string[] = [];
  for (const mealOfDay of mealsOfDay) {
    for (let position = 0; position < counts[mealOfDay]; position++) {
      const date = `2026-11-${23 + Math.floor((position * 7) / counts[mealOfDay])}`;
      const pick = pickRecipe(snapshot, slot(mealOfDay, date), week, seed);
      if (pick.kind === 'picked') week.push({ recipeId: pick.recipe.id, mealOfDay, plannedCookDate: date });
      else empty.push(pick.why);
    }
  }
  return { week, empty };
}

describe('the planner\'s hard rules', () => {
  it('never gives a cook avoiding peanuts a recipe with peanuts, even when it is the only fitting one', () => {
    const snapshot = snapshotWith([recipe('satay', { ingredientIds: [TOFU, PEANUT] })], { cook: { dietIds: [VEGAN], cuisineIds: [JAPANESE], avoidedIngredientIds: [PEANUT] } });
    expect(pickRecipe(snapshot, slot(), [], 's')).toEqual({ kind: 'none', why: 'No dinner recipe fits your diets, cuisines and avoided ingredients.' });
  });

  it('gives a vegan cook of Japanese, Korean and Thai food only vegan recipes of those cuisines, over a varied catalogue', () => {
    const snapshot = snapshotWith(variedCatalogue(300));
    const { week } = planWeek(snapshot, { breakfast: 7, lunch: 7, dinner: 7 });
    expect(week.length).toBe(21);
    for (const meal of week) {
      const chosen = snapshot.recipes.find((candidate) => candidate.id === meal.recipeId)!;
      expect(chosen.dietIds).toContain(VEGAN);
      expect(chosen.isVegan).toBe(true);
      expect([JAPANESE, KOREAN, THAI]).toContain(chosen.cuisineIds[0]);
      expect(servedAt(chosen, meal.mealOfDay)).toBe(true);
      expect(suitsCook(chosen, snapshot)).toBe(true);
    }
  });

  it('does not count a recipe linked to Vegan for a vegan cook when its ingredients are not vegan', () => {
    const snapshot = snapshotWith([recipe('omelette', { dietIds: [VEGAN], isVegan: false })]);
    expect(pickRecipe(snapshot, slot(), [], 's').kind).toBe('none');
  });

  it('gives a recipe only at a meal time it is served at', () => {
    const snapshot = snapshotWith([recipe('porridge', { mealTimes: ['Breakfast'] }), recipe('crisps', { mealTimes: ['Snack'] })]);
    expect(pickRecipe(snapshot, slot('breakfast'), [], 's')).toMatchObject({ kind: 'picked', recipe: { id: 'porridge' } });
    expect(pickRecipe(snapshot, slot('dinner'), [], 's').kind).toBe('none');
  });

  it('never repeats a recipe in the week, and says why a slot stays empty', () => {
    const snapshot = snapshotWith([recipe('ramen'), recipe('bibimbap', { cuisineIds: [KOREAN] })]);
    const { week, empty } = planWeek(snapshot, { breakfast: 0, lunch: 0, dinner: 3 });
    expect(new Set(week.map((meal) => meal.recipeId)).size).toBe(2);
    expect(empty).toEqual(['All 2 dinner recipes that fit your preferences are already in this week.']);
  });

  it('meets the counts when the catalogue allows it', () => {
    const { week } = planWeek(snapshotWith(variedCatalogue(300)), { breakfast: 2, lunch: 5, dinner: 4 });
    expect(mealsOfDay.map((kind) => week.filter((meal) => meal.mealOfDay === kind).length)).toEqual([2, 5, 4]);
  });
});

describe('the planner\'s soft goals', () => {
  it('prefers the recipe using a pantry item that expires soonest, and says so', () => {
    const snapshot = snapshotWith([recipe('miso soup', { ingredientIds: [TOFU] }), recipe('spinach curry', { ingredientIds: [SPINACH] })], {
      pantry: [
        { ingredientId: TOFU, expirationDate: '2026-12-20' },
        { ingredientId: SPINACH, expirationDate: '2026-11-26' },
      ],
    });
    expect(pickRecipe(snapshot, slot(), [], 's')).toEqual({ kind: 'picked', recipe: expect.objectContaining({ id: 'spinach curry' }), reason: 'uses your spinach, which expires Thursday' });
  });

  it('ignores pantry items that will have expired by the cook date', () => {
    const snapshot = snapshotWith([recipe('a', { ingredientIds: [SPINACH], costPerServing: 900 }), recipe('b', { ingredientIds: [TOFU], costPerServing: 100 })], {
      pantry: [{ ingredientId: SPINACH, expirationDate: '2026-11-22' }],
    });
    expect(pickRecipe(snapshot, slot(), [], 'x')).toMatchObject({ recipe: { id: 'b' } });
  });

  it('shares ingredients with the week\'s other meals, and names the meal and its recipe', () => {
    const curry = recipe('Green curry', { cuisineIds: [THAI], ingredientIds: [COCONUT_MILK] });
    const snapshot = snapshotWith([curry, recipe('laksa', { cuisineIds: [THAI], ingredientIds: [COCONUT_MILK] }), recipe('udon', { ingredientIds: [TOFU] })]);
    const pick = pickRecipe(snapshot, slot('dinner', '2026-11-26'), [{ recipeId: curry.id, mealOfDay: 'dinner', plannedCookDate: '2026-11-24' }], 's');
    expect(pick).toEqual({ kind: 'picked', recipe: expect.objectContaining({ id: 'laksa' }), reason: "shares coconut milk with Tuesday's Green curry", reasonRecipeId: curry.id, reasonDate: '2026-11-24' });
  });

  it('prefers recipes not cooked in the last two weeks', () => {
    const snapshot = snapshotWith([recipe('old favourite', { costPerServing: 0 }), recipe('new one', { costPerServing: 300 })], { recentRecipeIds: ['old favourite'] });
    expect(pickRecipe(snapshot, slot(), [], 's')).toMatchObject({ recipe: { id: 'new one' } });
  });

  it('balances cuisines across the week', () => {
    const snapshot = snapshotWith([recipe('ramen', { ingredientIds: [] }), recipe('sushi', { ingredientIds: [] }), recipe('kimchi stew', { cuisineIds: [KOREAN], ingredientIds: [], costPerServing: 400 })]);
    const pick = pickRecipe(snapshot, slot(), [{ recipeId: 'ramen', mealOfDay: 'lunch', plannedCookDate: MONDAY }], 's');
    expect(pick).toEqual({ kind: 'picked', recipe: expect.objectContaining({ id: 'kimchi stew' }), reason: 'the first Korean dish this week' });
  });

  it('is deterministic for a seed, and the seed varies the week between cooks', () => {
    const snapshot = snapshotWith(variedCatalogue(400), { cook: { dietIds: [OMNIVORE], cuisineIds: [JAPANESE, KOREAN, THAI, ITALIAN], avoidedIngredientIds: [] } });
    const counts = { breakfast: 3, lunch: 3, dinner: 3 };
    expect(planWeek(snapshot, counts, 'cook-1')).toEqual(planWeek(snapshot, counts, 'cook-1'));
    const weeks = new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => JSON.stringify(planWeek(snapshot, counts, seed).week)));
    expect(weeks.size).toBeGreaterThan(1);
  });
});
