// Recipes exported from other apps, read as drafts: Paprika's .paprikarecipes (a zip of gzipped JSON,
// one .paprikarecipe per recipe; a single .paprikarecipe is gzipped JSON) and Mealie's JSON (one recipe,
// a list, or its export zip of recipe folders). fflate reads the zip and gzip: small, pure JavaScript,
// and it lets us refuse an archive by the sizes its directory declares before inflating anything.
import { gunzipSync, unzipSync } from 'fflate';
import { cleanText, isObject, minutesOf, servingsOf, type ImportedRecipe, type Json, type JsonObject } from './recipe-page.ts';
import { minutesInWords } from './recipe-text.ts';

export const EXPORT_LIMITS = { recipes: 200, unpackedBytes: 50 * 1024 * 1024 } as const;

export class ExportRefused extends Error {}

export interface ExportedRecipe {
  recipe: ImportedRecipe;
  sourceUrl: string | null;
}

const text = (value: Json | undefined): string | null => (typeof value === 'string' ? cleanText(value) : typeof value === 'number' ? String(value) : null);
const lines = (value: Json | undefined): string[] => (typeof value === 'string' ? value.split(/\r?\n/).map((line) => cleanText(line)).filter((line): line is string => Boolean(line)) : []);
const webAddress = (value: Json | undefined): string | null => {
  const address = text(value);
  return address && /^https?:\/\//i.test(address) ? address : null;
};

/** The recipes in an uploaded file, whichever of the supported exports it is. */
export function readExport(bytes: Uint8Array): ExportedRecipe[] {
  const recipes = isZip(bytes) ? fromZip(bytes) : isGzip(bytes) ? [fromPaprika(jsonOf(gunzip(bytes)))] : fromMealieJson(jsonOf(bytes));
  const found = recipes.filter((each): each is ExportedRecipe => each !== undefined && Boolean(each.recipe.name) && each.recipe.ingredients.length > 0);
  if (found.length === 0) throw new ExportRefused('That file holds no recipe Larder can read. Upload a Paprika export (.paprikarecipes) or a Mealie recipe export (.json or .zip).');
  return found;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

function fromZip(bytes: Uint8Array): Array<ExportedRecipe | undefined> {
  let declared = 0;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      // Sizes as the archive's directory declares them, checked before anything is inflated.
      filter: (file) => {
        if (file.name.endsWith('/') || !/\.(paprikarecipe|json)$/i.test(file.name)) return false;
        declared += file.originalSize;
        count += 1;
        if (declared > EXPORT_LIMITS.unpackedBytes) throw new ExportRefused('That archive unpacks to more than 50 MB: export fewer recipes at a time.');
        if (count > EXPORT_LIMITS.recipes) throw new ExportRefused(`That archive holds more than ${EXPORT_LIMITS.recipes} recipes: export fewer at a time.`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExportRefused) throw error;
    throw new ExportRefused('That file is not a readable zip archive: export it again from the app.');
  }
  return Object.entries(entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, content]) => (/\.paprikarecipe$/i.test(name) ? [fromPaprika(jsonOf(gunzip(content)))] : fromMealieJson(jsonOf(content))));
}

function gunzip(bytes: Uint8Array): Uint8Array {
  try {
    const unpacked = gunzipSync(bytes);
    if (unpacked.length > EXPORT_LIMITS.unpackedBytes) throw new ExportRefused('That file unpacks to more than 50 MB.');
    return unpacked;
  } catch (error) {
    if (error instanceof ExportRefused) throw error;
    throw new ExportRefused('A recipe in that file is not readable: export it again from the app.');
  }
}

function jsonOf(bytes: Uint8Array): Json {
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(bytes)) as Json;
  } catch {
    throw new ExportRefused('That file is not an export Larder can read: upload a Paprika export (.paprikarecipes) or a Mealie recipe export (.json or .zip).');
  }
}

/** Paprika: ingredients and directions as text, times in words ('15 mins'), categories as a list. */
function fromPaprika(value: Json): ExportedRecipe | undefined {
  if (!isObject(value)) return undefined;
  const servings = text(value.servings);
  const steps = typeof value.directions === 'string' ? value.directions.split(/\r?\n/).map((line) => cleanText(line.replace(/^\s*\d{1,2}[.)]\s+/, ''))).filter((line): line is string => Boolean(line)) : [];
  return {
    sourceUrl: webAddress(value.source_url),
    recipe: {
      name: text(value.name) ?? '',
      description: text(value.description),
      imageUrl: webAddress(value.image_url),
      yields: servings,
      servings: servingsOf(servings),
      prepMinutes: minutesInWords(text(value.prep_time) ?? ''),
      cookMinutes: minutesInWords(text(value.cook_time) ?? ''),
      totalMinutes: minutesInWords(text(value.total_time) ?? ''),
      ingredients: lines(value.ingredients),
      instructions: steps,
      cuisine: null,
      category: Array.isArray(value.categories) ? text(value.categories[0]) : null,
    },
  };
}

/** Mealie: one recipe, a list of them, or a wrapper with `recipes`. */
function fromMealieJson(value: Json): Array<ExportedRecipe | undefined> {
  if (Array.isArray(value)) return value.slice(0, EXPORT_LIMITS.recipes).map(fromMealie);
  if (isObject(value) && Array.isArray(value.recipes)) return fromMealieJson(value.recipes);
  return [fromMealie(value)];
}

function fromMealie(value: Json): ExportedRecipe | undefined {
  if (!isObject(value)) return undefined;
  const ingredients = (Array.isArray(value.recipeIngredient) ? value.recipeIngredient : [])
    .map((line) => (typeof line === 'string' ? cleanText(line) : isObject(line) ? mealieLine(line) : null))
    .filter((line): line is string => Boolean(line));
  const steps = (Array.isArray(value.recipeInstructions) ? value.recipeInstructions : [])
    .map((step) => (typeof step === 'string' ? cleanText(step) : isObject(step) ? text(step.text) : null))
    .filter((step): step is string => Boolean(step));
  const yields = text(value.recipeYield) ?? (typeof value.recipeServings === 'number' ? String(value.recipeServings) : null);
  const minutes = (field: Json | undefined) => minutesOf(text(field)) ?? minutesInWords(text(field) ?? '');
  const category = Array.isArray(value.recipeCategory) ? value.recipeCategory[0] : undefined;
  return {
    sourceUrl: webAddress(value.orgURL),
    recipe: {
      name: text(value.name) ?? '',
      description: text(value.description),
      imageUrl: null,
      yields,
      servings: servingsOf(yields),
      prepMinutes: minutes(value.prepTime),
      cookMinutes: minutes(value.cookTime ?? value.performTime),
      totalMinutes: minutes(value.totalTime),
      ingredients,
      instructions: steps,
      cuisine: null,
      category: isObject(category) ? text(category.name) : text(category),
    },
  };
}

/** A Mealie ingredient as a printed line: its original text, else what it displays, else its parts. */
function mealieLine(line: JsonObject): string | null {
  const written = text(line.originalText) ?? text(line.display);
  if (written) return written;
  const unit = isObject(line.unit) ? text(line.unit.name) : null;
  const food = isObject(line.food) ? text(line.food.name) : null;
  const parts = [typeof line.quantity === 'number' && line.quantity > 0 ? String(line.quantity) : null, unit, food, text(line.note)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
