// A set of ingredients to edit (ingredients to avoid; the staples a cook keeps): a search
// (case-insensitive substring, at most 10 results as buttons) and the chosen ones as removable
// badges. An ingredient already chosen shows as such and cannot be added again. The words default
// to those of ingredients to avoid; another set names its own, so two pickers on one page differ.
import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { limits } from '@/config/constants';
import { nameMatcher } from '@/lib/name-search';
import type { Ingredient } from '../api/types';

export const NO_MATCH = 'No ingredients found matching your search';

export function matchIngredients(ingredients: Ingredient[], search: string, limit: number = limits.ingredientSearchResults): Ingredient[] {
  if (!search.trim()) return [];
  const matches = nameMatcher(search);
  const found: Ingredient[] = [];
  for (const ingredient of ingredients) {
    if (matches(ingredient.name)) found.push(ingredient);
    if (found.length === limit) break;
  }
  return found;
}

/** What a picker says: its search, its results and its chosen list (each an accessible name), and when none is chosen. */
export interface PickerWords {
  searchLabel: string;
  searchPlaceholder: string;
  results: string;
  chosen: string;
  /** Above the chosen badges; null for none. */
  chosenHeading: string | null;
  noneChosen: string;
}

export const AVOIDED_WORDS: PickerWords = {
  searchLabel: 'Search for ingredients',
  searchPlaceholder: 'Search for ingredients...',
  results: 'Matching ingredients',
  chosen: 'Ingredients to avoid',
  chosenHeading: "You won't see these ingredients in your meals",
  noneChosen: 'No ingredients selected',
};

export interface IngredientPickerProps {
  ingredients: Ingredient[];
  selectedIds: string[];
  onAdd: (ingredient: Ingredient) => void;
  onRemove: (ingredient: Ingredient) => void;
  words?: PickerWords;
  /** The badges' colour: red for what is kept out, the app's own for what is kept in. */
  color?: string;
}

export function IngredientPicker({ ingredients, selectedIds, onAdd, onRemove, words = AVOIDED_WORDS, color = 'red' }: IngredientPickerProps) {
  const [search, setSearch] = useState('');
  const results = useMemo(() => matchIngredients(ingredients, search), [ingredients, search]);
  const byId = useMemo(() => new Map(ingredients.map((ingredient) => [ingredient.id, ingredient])), [ingredients]);
  const selected = new Set(selectedIds);
  const chosen = selectedIds.map((id) => byId.get(id)).filter((ingredient): ingredient is Ingredient => Boolean(ingredient));

  return (
    <Stack gap="md">
      <TextInput
        label={words.searchLabel}
        placeholder={words.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        autoComplete="off"
      />
      {search.trim() !== '' && (
        <div aria-live="polite">
          {results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {NO_MATCH}
            </Text>
          ) : (
            <Group gap="xs" role="group" aria-label={words.results}>
              {results.map((ingredient) => {
                const already = selected.has(ingredient.id);
                return (
                  <Button
                    key={ingredient.id}
                    size="xs"
                    variant={already ? 'light' : 'default'}
                    disabled={already}
                    leftSection={already ? <IconCheck size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
                    onClick={() => onAdd(ingredient)}
                  >
                    {ingredient.name}
                  </Button>
                );
              })}
            </Group>
          )}
        </div>
      )}
      <Stack gap={8}>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            {words.noneChosen}
          </Text>
        ) : (
          <>
            {words.chosenHeading && (
              <Text size="sm" fw={600}>
                {words.chosenHeading}
              </Text>
            )}
            <Group gap="xs" role="list" aria-label={words.chosen}>
              {chosen.map((ingredient) => (
                <Badge
                  key={ingredient.id}
                  role="listitem"
                  size="lg"
                  variant="light"
                  color={color}
                  tt="none"
                  fw={500}
                  pr={4}
                  rightSection={<CloseButton size="sm" variant="transparent" c={`${color}.8`} aria-label={`Remove ${ingredient.name}`} onClick={() => onRemove(ingredient)} />}
                >
                  {ingredient.name}
                </Badge>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Stack>
  );
}
