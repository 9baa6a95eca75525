// Every picture the catalogue shows is our own: flat, top-down illustrations drawn here as SVG and
// rendered to JPEG with Chromium, so no photograph or drawing is copied from anywhere. Writes, under
// web/public (which the build copies and the server serves, spec §2 and §9):
//
//   images/cuisineImages/{name}.jpg       800x600, one per reference cuisine
//   images/recipeImages/{recipeId}.jpg    640x480, one per seed recipe
//   images/ingredientImages/{id}.jpg      320x320, one per ingredient of the facts file
//   images/placeholders/{recipe,ingredient}.jpg
//
// Run after adding a seed recipe or ingredient, or after changing a drawing (all, or some kinds):
//
//   node --import tsx web/art/generate-catalogue-images.ts [cuisines] [recipes] [ingredients] [placeholders]
//
// The pictures are deterministic (seeded by id), so an unchanged recipe gets the same bytes again
// and git shows only what really changed. tests/catalogue/catalogue-images.test.ts fails when a
// seed recipe, ingredient or cuisine has no picture.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRecipeIdFor } from '../../server/modules/catalogue/catalogue.events.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { readIngredientFacts } from '../../server/facts/ingredient-facts.ts';
import { cuisines } from '../../server/facts/reference-lists.ts';
import { images } from '../config/paths.ts';
import { cuisineSvg, CUISINE_HEIGHT, CUISINE_WIDTH } from './cuisine-art.ts';
import { INGREDIENT_SIZE, ingredientSvg } from './ingredient-art.ts';
import { type JpegJob, renderJpegs } from './jpeg-renderer.ts';
import { placeholderSvgs } from './placeholder-art.ts';
import { RECIPE_HEIGHT, RECIPE_WIDTH, recipeSvg } from './recipe-art.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const fileFor = (urlPath: string) => path.join(publicDir, urlPath);

// Chosen so the set stays small (recipes about 20 KB, ingredients under 10 KB on average) while
// flat colours keep clean edges at card size.
const QUALITY = { cuisine: 82, recipe: 72, ingredient: 70 };

const kinds = ['cuisines', 'recipes', 'ingredients', 'placeholders'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((arg) => !(kinds as readonly string[]).includes(arg));
if (unknown.length) {
  console.error(`Unknown kind ${unknown.join(', ')}; choose from ${kinds.join(', ')}.`);
  process.exit(2);
}
const wanted = (kind: (typeof kinds)[number]) => asked.length === 0 || asked.includes(kind);

function* jobs(): Generator<JpegJob & { kind: string }> {
  if (wanted('placeholders')) {
    const svgs = placeholderSvgs();
    yield { kind: 'placeholders', file: fileFor(images.recipePlaceholder), svg: svgs.recipe, width: RECIPE_WIDTH, height: RECIPE_HEIGHT, quality: QUALITY.recipe };
    yield { kind: 'placeholders', file: fileFor(images.ingredientPlaceholder), svg: svgs.ingredient, width: INGREDIENT_SIZE, height: INGREDIENT_SIZE, quality: QUALITY.ingredient };
  }
  if (wanted('cuisines'))
    for (const cuisine of cuisines) yield { kind: 'cuisines', file: fileFor(images.cuisine(cuisine.name)), svg: cuisineSvg(cuisine.name), width: CUISINE_WIDTH, height: CUISINE_HEIGHT, quality: QUALITY.cuisine };
  const facts = readIngredientFacts();
  if (wanted('ingredients'))
    for (const fact of facts) yield { kind: 'ingredients', file: fileFor(images.ingredient(fact.id)), svg: ingredientSvg(fact), width: INGREDIENT_SIZE, height: INGREDIENT_SIZE, quality: QUALITY.ingredient };
  if (wanted('recipes')) {
    const factsByName = new Map(facts.map((fact) => [fact.name.toLowerCase(), fact]));
    for (const recipe of readSeedRecipes()) {
      const id = seedRecipeIdFor(recipe.name);
      yield { kind: 'recipes', file: fileFor(images.recipe(id)), svg: recipeSvg({ ...recipe, id }, factsByName), width: RECIPE_WIDTH, height: RECIPE_HEIGHT, quality: QUALITY.recipe };
    }
  }
}

const started = Date.now();
const totals = new Map<string, { count: number; bytes: number }>();
await renderJpegs(jobs(), (job, bytes) => {
  const kind = (job as JpegJob & { kind: string }).kind;
  const total = totals.get(kind) ?? { count: 0, bytes: 0 };
  totals.set(kind, { count: total.count + 1, bytes: total.bytes + bytes });
});
for (const [kind, { count, bytes }] of totals)
  console.log(`${kind}: ${count} files, ${(bytes / 1024).toFixed(0)} KB in all, ${(bytes / count / 1024).toFixed(1)} KB on average`);
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
