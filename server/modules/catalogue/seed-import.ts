// Imports the seed recipes into the event log as RecipeCreated events with actor `system`, so a
// rebuild reproduces the catalogue. Idempotent: a recipe whose stream exists is left alone, and two
// processes importing at once cannot both create one (each stream is created at 'no stream').
import type pg from 'pg';
import { commit } from '../../event-store/event-store.ts';
import { StreamVersionConflictError } from '../../event-store/errors.ts';
import { ingredientIdFor } from '../../facts/ingredient-facts.ts';
import { cuisines, defaultTags, diets, foodTypes, referenceIdFor } from '../../facts/reference-lists.ts';
import { recipeStepIdFor, recipeStreamId, seedRecipeIdFor, type RecipeCreated } from './catalogue.events.ts';
import { computeRecipeNutrition } from './recipe-nutrition.ts';
import { keptDietIdsOf } from './recipe-diets.ts';
import { factsByName, readSeedRecipes, seedFactLines, type SeedRecipe } from './recipe-seed.ts';

const BATCH = 50;

function idsOf(names: string[], kind: 'diet' | 'cuisine' | 'food-type' | 'tag', list: readonly { name: string; key: string }[]): string[] {
  return names.map((name) => {
    const entry = list.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`seed recipe names an unknown ${kind}: ${name}`);
    return referenceIdFor(kind, entry.key);
  });
}

/** The event that records a seed recipe (pure, given the facts and the import time). */
export function seedRecipeCreated(recipe: SeedRecipe, facts: ReturnType<typeof factsByName>, createdAt: string): RecipeCreated {
  const recipeId = seedRecipeIdFor(recipe.name);
  const computed = computeRecipeNutrition(seedFactLines(recipe, facts), recipe.servings);
  return {
    type: 'RecipeCreated',
    data: {
      recipeId,
      authorId: 'system',
      name: recipe.name,
      description: recipe.description,
      servings: recipe.servings,
      prepTime: recipe.prepMinutes,
      cookTime: recipe.cookMinutes,
      difficulty: recipe.difficulty,
      ingredients: recipe.ingredients.map((item) => ({ ingredientId: ingredientIdFor(item.ingredient), quantity: item.quantity, unit: item.unit })),
      steps: recipe.steps.map((instruction, index) => ({ stepId: recipeStepIdFor(recipeId, index + 1), stepNumber: index + 1, instruction })),
      cuisineIds: idsOf(recipe.cuisines, 'cuisine', cuisines),
      dietIds: idsOf(recipe.diets, 'diet', diets),
      mealTimes: [...recipe.mealTimes],
      foodTypeIds: idsOf(recipe.foodTypes, 'food-type', foodTypes),
      tagIds: idsOf(recipe.tags, 'tag', defaultTags),
      nutrition: computed.nutrition,
      isVegetarian: computed.isVegetarian,
      isVegan: computed.isVegan,
      keptDietIds: keptDietIdsOf(seedFactLines(recipe, facts).map((line) => line.facts), computed.nutrition),
      ...(recipe.planAhead && { planAhead: recipe.planAhead }),
      createdAt,
    },
  };
}

export interface SeedImportReport {
  recipes: number;
  imported: number;
}

export async function importSeedRecipes(pool: pg.Pool, now = new Date()): Promise<SeedImportReport> {
  const recipes = readSeedRecipes();
  const streamIds = recipes.map((recipe) => recipeStreamId(seedRecipeIdFor(recipe.name)));
  const { rows } = await pool.query<{ stream_id: string }>('select stream_id from streams where stream_id = any($1::text[])', [streamIds]);
  const existing = new Set(rows.map((row) => row.stream_id));
  const missing = recipes.filter((_recipe, index) => !existing.has(streamIds[index]!));
  if (missing.length === 0) return { recipes: recipes.length, imported: 0 }; // every start after the first
  const facts = factsByName();
  let imported = 0;
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const commandId = `seed-recipes:${seedRecipeIdFor(batch[0]!.name)}:${batch.length}`;
    try {
      await commit(pool, {
        metadata: { actor: 'system', commandId, correlationId: 'seed-import', causationId: 'seed-import' },
        streams: batch.map((recipe) => {
          const event = seedRecipeCreated(recipe, facts, now.toISOString());
          return { streamId: recipeStreamId(event.data.recipeId), expectedVersion: 'no_stream' as const, ownerId: null, events: [event] };
        }),
      });
      imported += batch.length;
    } catch (error) {
      // Another process imported (some of) this batch at the same moment: what it wrote stands.
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  return { recipes: recipes.length, imported };
}
