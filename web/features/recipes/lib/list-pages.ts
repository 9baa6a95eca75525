// Where a diet, cuisine, food type or tag card leads, and what it carries in navigation state (spec
// §2: the list pages receive their object that way). The keys match what the landing page's
// cuisine cards already send: `{ cuisine: { name } }`.
import { paths } from '@/config/paths';
import type { ReferenceKind } from '@/lib/reference-lists';
import type { CatalogueReference } from '../api/types';

export const stateKeys = { diet: 'diet', cuisine: 'cuisine', 'food-type': 'foodType', tag: 'tag' } as const satisfies Record<ReferenceKind, string>;

const pathFor: Record<ReferenceKind, (name: string) => string> = { diet: paths.diet, cuisine: paths.cuisine, 'food-type': paths.foodType, tag: paths.tag };

export function listPageFor(kind: ReferenceKind, item: CatalogueReference) {
  return { to: pathFor[kind](item.name), state: { [stateKeys[kind]]: item } };
}

/** The object a list page was given, if any. */
export function referenceFromState(kind: ReferenceKind, state: unknown): Partial<CatalogueReference> | undefined {
  const value = (state as Record<string, unknown> | null | undefined)?.[stateKeys[kind]];
  if (!value || typeof value !== 'object' || typeof (value as { name?: unknown }).name !== 'string') return undefined;
  return value as Partial<CatalogueReference>;
}

const comparable = (name: string) => name.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** The entry of `list` whose name matches, ignoring case, spaces and hyphens. */
export const findByName = (list: readonly CatalogueReference[], name: string) => list.find((item) => comparable(item.name) === comparable(name));
