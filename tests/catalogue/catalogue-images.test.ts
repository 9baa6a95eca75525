// Every seed recipe, ingredient and cuisine has a picture of its own (web/art draws them), and the
// server hands them out at the paths of spec §2 and §9. A recipe added without running the generator
// fails here, by name, before a card shows a broken image.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webClientRoutes } from '../../server/http/web-client.ts';
import { sniffImageType } from '../../server/images/image-content.ts';
import { seedRecipeIdFor } from '../../server/modules/catalogue/catalogue.events.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { readIngredientFacts } from '../../server/facts/ingredient-facts.ts';
import { cuisines } from '../../server/facts/reference-lists.ts';
import { images } from '../../web/config/paths.ts';
import { distDir, webRoot } from '../../web/web-build.ts';

const REGENERATE = 'node --import tsx web/art/generate-catalogue-images.ts';
const publicFile = (urlPath: string) => path.join(webRoot, 'public', urlPath);

/** The names whose picture is missing or is not a JPEG. */
function withoutPicture(entries: Array<{ name: string; urlPath: string }>) {
  return entries
    .filter(({ urlPath }) => {
      const file = publicFile(urlPath);
      return !fs.existsSync(file) || sniffImageType(fs.readFileSync(file)) !== 'image/jpeg';
    })
    .map(({ name, urlPath }) => `${name} (${urlPath})`);
}

const recipes = readSeedRecipes().map((recipe) => ({ name: recipe.name, urlPath: images.recipe(seedRecipeIdFor(recipe.name)) }));
const ingredients = readIngredientFacts().map((fact) => ({ name: fact.name, urlPath: images.ingredient(fact.id) }));
const cuisinePictures = cuisines.map((cuisine) => ({ name: cuisine.name, urlPath: images.cuisine(cuisine.name) }));

describe('pictures in the repository', () => {
  it(`every seed recipe has a JPEG picture (run ${REGENERATE} recipes)`, () => {
    expect(recipes.length).toBeGreaterThan(500);
    expect(withoutPicture(recipes)).toEqual([]);
  });

  it(`every ingredient has a JPEG picture (run ${REGENERATE} ingredients)`, () => {
    expect(ingredients.length).toBeGreaterThan(400);
    expect(withoutPicture(ingredients)).toEqual([]);
  });

  it(`every cuisine has a JPEG picture (run ${REGENERATE} cuisines)`, () => {
    expect(withoutPicture(cuisinePictures)).toEqual([]);
  });

  it('the recipe and ingredient placeholders are JPEG pictures', () => {
    expect(withoutPicture([{ name: 'recipe placeholder', urlPath: images.recipePlaceholder }, { name: 'ingredient placeholder', urlPath: images.ingredientPlaceholder }])).toEqual([]);
  });
});

describe('pictures the server serves', () => {
  const web = webClientRoutes({ distDir, clientConfig: { authMode: 'local' } });

  it.each([
    ['a recipe', recipes[0]!.urlPath],
    ['an ingredient', ingredients[0]!.urlPath],
    ['a cuisine', cuisinePictures.at(-1)!.urlPath],
    ['the recipe placeholder', images.recipePlaceholder],
    ['the ingredient placeholder', images.ingredientPlaceholder],
  ])('serves %s as image/jpeg at its spec path', async (_what, urlPath) => {
    const response = await web.request(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(publicFile(urlPath)))).toBe(true);
  });

  it('answers a picture that does not exist with 404, not the app page', async () => {
    const response = await web.request(images.recipe('00000000-0000-5000-8000-000000000000'));
    expect(response.status).toBe(404);
  });
});
