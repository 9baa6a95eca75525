// A recipe's links to cuisines, diets, meal times, food types and tags (catalogue spec §7 'Recipe
// edit and wizard children'): read, add and remove, one call each. Links are sets on the server, so
// adding one twice or removing one that is gone changes nothing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { api } from '@/lib/api-client';
import type { RecipeLinkEntry } from './types';

export type RecipeLinkKind = 'cuisine' | 'diet' | 'meal-time' | 'food-type' | 'tag';

interface LinkCalls {
  list: (recipeId: string) => string;
  /** The field of a listed link that names what it links to. */
  field: Exclude<keyof RecipeLinkEntry, 'recipe_id' | 'name'>;
  add: (recipeId: string, value: string) => { path: string; body: Record<string, string> };
  remove: (recipeId: string, value: string) => string;
}

const calls: Record<RecipeLinkKind, LinkCalls> = {
  cuisine: {
    list: (id) => `/recipe-cuisine/recipe/${id}`,
    field: 'cuisine_id',
    add: (id, value) => ({ path: '/recipe-cuisine', body: { recipe_id: id, cuisine_id: value } }),
    remove: (id, value) => `/recipe-cuisine/${id}/${value}`,
  },
  diet: {
    list: (id) => `/recipe-diet/recipe/${id}/diets`,
    field: 'diet_id',
    add: (id, value) => ({ path: '/recipe-diet', body: { recipe_id: id, diet_id: value } }),
    remove: (id, value) => `/recipe-diet/recipe/${id}/diet/${value}`,
  },
  'meal-time': {
    list: (id) => `/recipe-time/recipe/${id}`,
    field: 'time',
    add: (id, value) => ({ path: '/recipe-time', body: { recipe_id: id, time: value } }),
    remove: (id, value) => `/recipe-time/deleteByRecipeIdAndTime/${id}/${encodeURIComponent(value)}`,
  },
  'food-type': {
    list: (id) => `/recipe-food-type/recipe/${id}/food_types`,
    field: 'food_type_id',
    add: (id, value) => ({ path: '/recipe-food-type', body: { recipe_id: id, food_type_id: value } }),
    remove: (id, value) => `/recipe-food-type/recipe/${id}/food_type/${value}`,
  },
  tag: {
    list: (id) => `/recipe-tag/recipe/${id}`,
    field: 'tag_id',
    add: (id, value) => ({ path: '/recipe-tag', body: { recipe_id: id, tag_id: value } }),
    remove: (id, value) => `/recipe-tag/recipe/${id}/tag/${value}`,
  },
};

/** The ids (for meal times, the names) the recipe is linked to. */
export async function getRecipeLinks(kind: RecipeLinkKind, recipeId: string): Promise<string[]> {
  const links = await api<RecipeLinkEntry[]>('GET', calls[kind].list(recipeId));
  return links.map((link) => link[calls[kind].field]!);
}

export function addRecipeLink(kind: RecipeLinkKind, recipeId: string, value: string) {
  const { path, body } = calls[kind].add(recipeId, value);
  return api<unknown>('POST', path, { body });
}

export const removeRecipeLink = (kind: RecipeLinkKind, recipeId: string, value: string) => api<unknown>('DELETE', calls[kind].remove(recipeId, value));

export const recipeLinksQueryOptions = (kind: RecipeLinkKind, recipeId: string) =>
  queryOptions({ queryKey: [readModels.recipe, recipeId, 'links', kind], queryFn: () => getRecipeLinks(kind, recipeId) });

export const useRecipeLinks = (kind: RecipeLinkKind, recipeId: string, enabled = true) => useQuery({ ...recipeLinksQueryOptions(kind, recipeId), enabled });

/** The calls that turn the `before` set into the `after` set: adds for the new, deletes for the gone. */
export function linkDifferences(kind: RecipeLinkKind, recipeId: string, before: readonly string[], after: readonly string[]): Array<() => Promise<unknown>> {
  const added = after.filter((value) => !before.includes(value));
  const removed = before.filter((value) => !after.includes(value));
  return [...added.map((value) => () => addRecipeLink(kind, recipeId, value)), ...removed.map((value) => () => removeRecipeLink(kind, recipeId, value))];
}
