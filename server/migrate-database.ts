// Brings a database to the current schema: graphile-worker's own schema first (app SQL may call
// graphile_worker.add_job), then our frozen migrations, then the idempotent reference-data seeds
// and the seed catalogue's imports and upgrade.
import { Migrator } from 'kysely';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import { migrations } from '../migrations/index.ts';
import { importSeedIngredients } from './modules/ingredients/index.ts';
import { seedReferenceLists } from './modules/reference/index.ts';
import { importSeedRecipes, upgradeCatalogue } from './modules/catalogue/index.ts';
import { openDatabase } from './db/database.ts';

export interface MigrationReport {
  applied: string[];
  ingredients: number;
  ingredientsImported: number;
  recipes: number;
  recipesImported: number;
}

export async function migrateDatabase(url: string): Promise<MigrationReport> {
  await runWorkerMigrations({ connectionString: url, logger: undefined });
  const handle = openDatabase(url, { max: 2, applicationName: 'larder-migrate' });
  try {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    if (error) {
      const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
      throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await seedReferenceLists(handle.db);
    // The seed catalogue goes into the log as events (actor system): a rebuild reproduces it.
    // Ingredients first: the recipes' lines name them.
    const ingredients = await importSeedIngredients(handle.pool);
    const recipes = await importSeedRecipes(handle.pool);
    // A database imported under older rules or seed data gets this code's corrections, as events.
    await upgradeCatalogue(handle.pool, handle.db);
    return {
      applied: (results ?? []).map((result) => result.migrationName),
      ingredients: ingredients.ingredients,
      ingredientsImported: ingredients.imported,
      recipes: recipes.recipes,
      recipesImported: recipes.imported,
    };
  } finally {
    await handle.close();
  }
}
