// The planner over the whole seed catalogue, for 2,000 random cooks: every diet chosen means what it
// says, one meal of a kind a day, no avoided ingredient, and every empty slot explained. The rules
// are checked here by this file's own reading of the ingredient facts and traits (not server/diets.ts),
// so a planner and a judgement that agree on a wrong reading still fail.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/facts/ingredient-facts.ts';
import { seedRecipeCreated } from '../../server/modules/catalogue/seed-import.ts';
import { factsByName, nutritionPerServing, readSeedRecipes, type SeedRecipe } from '../../server/modules/catalogue/recipe-seed.ts';
import { cuisines, diets, referenceIdFor } from '../../server/modules/reference/index.ts';
import { ingredientIdFor } from '../../server/facts/ingredient-facts.ts';
import { mealsOfDay, type MealOfDay } from '../../server/modules/meal-plans/meal-plans.events.ts';
import { daysLeft, emptySnapshot, pickRecipe, weekSlots, type PlannerSnapshot, type WeekMeal } from '../../server/modules/meal-plans/planner/index.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';

const WEEK = '2026-11-23';
const facts = factsByName();
const seeds = readSeedRecipes();
const created = new Map(seeds.map((seed) => [seedRecipeCreated(seed, facts, 'now').data.recipeId, { seed, event: seedRecipeCreated(seed, facts, 'now') }]));

// ---- This file's reading of what each diet forbids, from the facts file and the traits table.
const [header, ...traitRows] = parseCsv(fs.readFileSync(new URL('../../server/facts/ingredient-diet-traits.csv', import.meta.url), 'utf8'));
const traitsByName = new Map(traitRows.map((row) => [row[0]!.toLowerCase(), new Set(header!.filter((column, index) => index > 0 && row[index] === '1'))]));

function breaks(seed: SeedRecipe, dietKey: string): boolean {
  const items = seed.ingredients.map((item) => ({ fact: facts.get(item.ingredient.toLowerCase())!, traits: traitsByName.get(item.ingredient.toLowerCase())! }));
  const any = (...traits: string[]) => items.some(({ traits: held }) => traits.some((trait) => held.has(trait)));
  const perServing = nutritionPerServing(seed, facts);
  switch (dietKey) {
    case 'vegan':
      return items.some(({ fact }) => fact.is_vegan === false || fact.is_vegetarian === false) || any('meat', 'fish', 'dairy', 'egg', 'honey');
    case 'vegetarian':
      return items.some(({ fact }) => fact.is_vegetarian === false || fact.primary_food_group === 'Meat' || fact.primary_food_group === 'Seafood') || any('meat', 'fish');
    case 'pescatarian':
      return items.some(({ fact }) => fact.primary_food_group === 'Meat') || any('meat');
    case 'gluten-free':
      return any('gluten');
    case 'dairy-free':
      return any('dairy');
    case 'paleo':
      return any('grain', 'legume', 'dairy', 'added_sugar', 'seed_oil');
    case 'low-carb':
      return !perServing.complete || perServing.carbohydrate > 30.05;
    case 'keto':
      return !perServing.complete || perServing.carbohydrate > 15.05;
    default:
      return false;
  }
}


const WEEKDAY_MINUTES = { breakfast: 20, lunch: 30, dinner: 45 };
const LADDER = ['omnivore', 'pescatarian', 'vegetarian', 'vegan'];
const RESTRICTIONS = ['gluten-free', 'dairy-free', 'low-carb', 'keto', 'paleo'];
const dietId = (key: string) => referenceIdFor('diet', key);
const baseSnapshot: PlannerSnapshot = {
  ...emptySnapshot(),
  recipes: [...created.values()].map(({ event }) => ({
    id: event.data.recipeId,
    name: event.data.name,
    cuisineIds: event.data.cuisineIds,
    mealTimes: event.data.mealTimes,
    ingredientIds: event.data.ingredients.map((line) => line.ingredientId),
    costPerServing: event.data.nutrition.costPerServingCents,
    keptDietIds: event.data.keptDietIds ?? null,
    totalMinutes: event.data.prepTime + event.data.cookTime,
    planAhead: event.data.planAhead !== undefined,
  })),
  cuisineNames: Object.fromEntries(cuisines.map((cuisine) => [referenceIdFor('cuisine', cuisine.key), cuisine.name])),
  diets: Object.fromEntries(diets.map((diet) => [referenceIdFor('diet', diet.key), { key: diet.key, name: diet.name }])),
};
const usedIngredients = [...new Set(seeds.flatMap((seed) => seed.ingredients.map((item) => ingredientIdFor(item.ingredient))))];

interface RandomCook {
  ladder: string[];
  restrictions: string[];
  cuisineIds: string[];
  avoided: string[];
  counts: Record<MealOfDay, number>;
  firstDay: string;
}

function randomCook(rng: ReturnType<typeof seededRandom>): RandomCook {
  return {
    ladder: rng.some(LADDER, rng.int(0, 2)),
    restrictions: rng.some(RESTRICTIONS, rng.int(0, 3)),
    cuisineIds: rng.some(cuisines, rng.int(3, 6)).map((cuisine) => referenceIdFor('cuisine', cuisine.key)),
    avoided: rng.some(usedIngredients, rng.int(0, 5)),
    counts: { breakfast: rng.int(0, 7), lunch: rng.int(0, 7), dinner: rng.int(0, 7) },
    firstDay: daysLeft(WEEK)[rng.int(0, 6)]!,
  };
}

/** The week as the generator plans it: slot by slot, each pick seeing the ones before. */
function planFor(cook: RandomCook, index: number) {
  const snapshot: PlannerSnapshot = { ...baseSnapshot, cook: { dietIds: [...cook.ladder, ...cook.restrictions].map(dietId), cuisineIds: cook.cuisineIds, avoidedIngredientIds: cook.avoided, weekdayMinutes: WEEKDAY_MINUTES } };
  const { slots, unfitting } = weekSlots(cook.counts, WEEK, cook.firstDay);
  const week: WeekMeal[] = [];
  const empty = unfitting.map((gap) => ({ mealOfDay: gap.mealOfDay, missing: gap.missing, why: gap.why }));
  for (const slot of slots) {
    const pick = pickRecipe(snapshot, { ...slot, prepFrom: cook.firstDay }, week, `cook-${index}:${slot.mealOfDay}:${slot.position}`);
    if (pick.kind === 'picked') week.push({ recipeId: pick.recipe.id, mealOfDay: slot.mealOfDay, plannedCookDate: slot.plannedCookDate });
    else empty.push({ mealOfDay: slot.mealOfDay, missing: 1, why: pick.why });
  }
  return { week, empty };
}

describe('the planner, for 2,000 random cooks over the whole catalogue', () => {
  it('keeps every chosen diet, one meal of a kind a day, no avoided ingredient, and explains every empty slot', () => {
    const rng = seededRandom(20261127);
    const problems: string[] = [];
    let planned = 0;
    let weekdayMeals = 0;
    let weeknightSized = 0;
    for (let index = 0; index < 2_000; index++) {
      const cook = randomCook(rng);
      const { week, empty } = planFor(cook, index);
      planned += week.length;
      // The widest ladder diet chosen, and every restriction.
      const ladder = LADDER.find((key) => cook.ladder.includes(key)) ?? 'omnivore';
      for (const meal of week) {
        const { seed } = created.get(meal.recipeId)!;
        for (const key of [ladder, ...cook.restrictions]) if (breaks(seed, key)) problems.push(`cook ${index} (${[...cook.ladder, ...cook.restrictions].join(', ')}): ${seed.name} breaks ${key}`);
        if (seed.ingredients.some((item) => cook.avoided.includes(ingredientIdFor(item.ingredient)))) problems.push(`cook ${index}: ${seed.name} uses an avoided ingredient`);
        if (meal.plannedCookDate < cook.firstDay) problems.push(`cook ${index}: a ${meal.mealOfDay} on ${meal.plannedCookDate}, before the first day ${cook.firstDay}`);
        // A meal that starts the day before has that day in the plan: never on Monday or the first day.
        if (seed.planAhead && (meal.plannedCookDate === WEEK || meal.plannedCookDate <= cook.firstDay)) problems.push(`cook ${index}: ${seed.name} needs the day before, planned on ${meal.plannedCookDate}`);
        const weekday = new Date(`${meal.plannedCookDate}T00:00:00Z`).getUTCDay() % 6 !== 0;
        if (weekday) {
          weekdayMeals++;
          if (seed.prepMinutes + seed.cookMinutes <= WEEKDAY_MINUTES[meal.mealOfDay]) weeknightSized++;
        }
      }
      const slots = week.map((meal) => `${meal.plannedCookDate} ${meal.mealOfDay}`);
      if (new Set(slots).size !== slots.length) problems.push(`cook ${index}: two meals of one kind on one day (${slots.join('; ')})`);
      for (const mealOfDay of mealsOfDay) {
        const missing = cook.counts[mealOfDay] - week.filter((meal) => meal.mealOfDay === mealOfDay).length;
        const explained = empty.filter((gap) => gap.mealOfDay === mealOfDay && gap.why.length > 20).reduce((sum, gap) => sum + gap.missing, 0);
        if (missing !== explained) problems.push(`cook ${index}: ${missing} ${mealOfDay}s missing, ${explained} explained`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The catalogue feeds most cooks: an empty planner would pass the checks above.
    expect(planned).toBeGreaterThan(2_000 * 5);
    // Weeknight time is a strong preference, not a rule: most weekday meals keep it.
    expect(weeknightSized / weekdayMeals).toBeGreaterThan(0.8);
  });
});
