import { describe, expect, it } from 'vitest';
import { pickRecipe, servedAt, suitsCook, type PlannerSnapshot, type WeekMeal } from './index.ts';
import { mealsOfDay, type MealOfDay } from '../meal-plans.events.ts';
import { COCONUT_MILK, GLUTEN_FREE, HIGH_PROTEIN, ITALIAN, JAPANESE, KETO, KOREAN, OMNIVORE, PEANUT, PESCATARIAN, PLANTS, SPINACH, THAI, TOFU, VEGAN, VEGETARIAN, recipe, snapshotWith, variedCatalogue } from './planner.test-support.ts';

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
    expect(pickRecipe(snapshot, slot(), [], 's')).toEqual({ kind: 'none', why: 'Your avoided ingredients leave no dinner: every vegan Japanese dinner uses one of them.' });
  });

  it('gives a vegan cook of Japanese, Korean and Thai food only vegan recipes of those cuisines, over a varied catalogue', () => {
    const snapshot = snapshotWith(variedCatalogue(300));
    const { week } = planWeek(snapshot, { breakfast: 7, lunch: 7, dinner: 7 });
    expect(week.length).toBe(21);
    for (const meal of week) {
      const chosen = snapshot.recipes.find((candidate) => candidate.id === meal.recipeId)!;
      expect(chosen.keptDietIds).toContain(VEGAN);
      expect([JAPANESE, KOREAN, THAI]).toContain(chosen.cuisineIds[0]);
      expect(servedAt(chosen, meal.mealOfDay)).toBe(true);
      expect(suitsCook(chosen, snapshot)).toBe(true);
    }
  });

  it('gives a vegan cook no recipe the catalogue judged not vegan, and says which diet left the slot empty', () => {
    const snapshot = snapshotWith([recipe('omelette', { keptDietIds: [OMNIVORE, PESCATARIAN, VEGETARIAN] })]);
    expect(pickRecipe(snapshot, slot(), [], 's')).toEqual({ kind: 'none', why: 'Vegan leaves no dinner: no Japanese, Korean or Thai dinner in the catalogue is vegan.' });
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

describe('diets that mean what they say', () => {
  const cookOf = (dietIds: string[]) => ({ cook: { dietIds, cuisineIds: [JAPANESE], avoidedIngredientIds: [] } });
  const catalogue = [
    recipe('fish tacos', { keptDietIds: [OMNIVORE, PESCATARIAN, GLUTEN_FREE] }),
    recipe('flank steak', { keptDietIds: [OMNIVORE, GLUTEN_FREE, KETO] }),
    recipe('molletes', { keptDietIds: [OMNIVORE, PESCATARIAN, VEGETARIAN] }),
    recipe('rice and beans', { keptDietIds: [...PLANTS, GLUTEN_FREE] }),
  ];
  const allowed = (dietIds: string[]) => catalogue.filter((candidate) => suitsCook(candidate, snapshotWith(catalogue, cookOf(dietIds)))).map((candidate) => candidate.id);

  it('gives a vegetarian who is also gluten-free only what keeps both: no fish, no steak, no bread', () => {
    expect(allowed([VEGETARIAN, GLUTEN_FREE])).toEqual(['rice and beans']);
  });
  it('reads several ladder diets as the widest of them', () => {
    expect(allowed([VEGAN, PESCATARIAN])).toEqual(['fish tacos', 'molletes', 'rice and beans']);
    expect(allowed([OMNIVORE, VEGAN])).toEqual(catalogue.map((candidate) => candidate.id));
  });
  it('holds every restriction chosen, and names the one that leaves a slot empty', () => {
    expect(allowed([GLUTEN_FREE, KETO])).toEqual(['flank steak']);
    const snapshot = snapshotWith(catalogue, cookOf([VEGETARIAN, GLUTEN_FREE, KETO]));
    expect(pickRecipe(snapshot, slot(), [], 's')).toEqual({ kind: 'none', why: 'Keto leaves no dinner: no Japanese dinner in the catalogue is vegetarian, gluten-free and keto.' });
  });
  it('weighs High-Protein without requiring it', () => {
    const lean = recipe('lean', { keptDietIds: [...PLANTS, HIGH_PROTEIN], costPerServing: 600 });
    const snapshot = snapshotWith([recipe('cheap'), lean], cookOf([VEGAN, HIGH_PROTEIN]));
    expect(pickRecipe(snapshot, slot(), [], 's')).toMatchObject({ recipe: { id: 'lean' } });
    expect(pickRecipe(snapshot, slot(), [], 's', { exclude: ['lean'] })).toMatchObject({ recipe: { id: 'cheap' } });
  });
  it('plans a recipe not yet judged only for a cook who asks nothing of it', () => {
    const unjudged = [recipe('old', { keptDietIds: null })];
    expect(pickRecipe(snapshotWith(unjudged, cookOf([OMNIVORE])), slot(), [], 's').kind).toBe('picked');
    expect(pickRecipe(snapshotWith(unjudged, cookOf([VEGAN])), slot(), [], 's').kind).toBe('none');
  });
});

describe('weeknight-sized, with the day before for what needs it', () => {
  const soaked = recipe('lentil pancakes', { planAhead: true, costPerServing: 0, totalMinutes: 30 });
  const quick = recipe('tofu scramble', { costPerServing: 500, totalMinutes: 15 });
  it('never plans a meal that starts the day before on a Monday, nor on the first day the cook can act', () => {
    const snapshot = snapshotWith([soaked, quick]);
    expect(pickRecipe(snapshot, { mealOfDay: 'dinner', plannedCookDate: MONDAY }, [], 's')).toMatchObject({ recipe: { id: 'tofu scramble' } });
    expect(pickRecipe(snapshot, { mealOfDay: 'dinner', plannedCookDate: '2026-11-27', prepFrom: '2026-11-27' }, [], 's')).toMatchObject({ recipe: { id: 'tofu scramble' } });
    expect(pickRecipe(snapshot, { mealOfDay: 'dinner', plannedCookDate: '2026-11-28', prepFrom: '2026-11-27' }, [], 's')).toMatchObject({ recipe: { id: 'lentil pancakes' } });
    expect(pickRecipe(snapshotWith([soaked]), { mealOfDay: 'dinner', plannedCookDate: MONDAY }, [], 's')).toEqual({ kind: 'none', why: 'Every dinner left that fits your preferences must be started the day before, and Monday has none in this plan.' });
  });
  it("keeps a weekday meal within the cook's time for it, and lets the weekend take longer", () => {
    const slow = recipe('slow braise', { costPerServing: 0, totalMinutes: 150 });
    const snapshot = snapshotWith([slow, quick], { cook: { dietIds: [VEGAN], cuisineIds: [JAPANESE], avoidedIngredientIds: [], weekdayMinutes: { dinner: 45 } } });
    expect(pickRecipe(snapshot, { mealOfDay: 'dinner', plannedCookDate: '2026-11-25' }, [], 's')).toMatchObject({ recipe: { id: 'tofu scramble' } });
    expect(pickRecipe(snapshot, { mealOfDay: 'dinner', plannedCookDate: '2026-11-28' }, [], 's')).toMatchObject({ recipe: { id: 'slow braise' } });
    // A preference, not a rule: with nothing quicker, the slow one is still planned.
    expect(pickRecipe(snapshotWith([slow], { cook: snapshot.cook }), { mealOfDay: 'dinner', plannedCookDate: '2026-11-25' }, [], 's')).toMatchObject({ recipe: { id: 'slow braise' } });
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
