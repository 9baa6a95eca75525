// Ingredients to avoid: a search (case-insensitive substring, at most 10 results as buttons) and the
// chosen ones as removable badges. An ingredient already chosen shows as such and cannot be added again.
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

export interface IngredientPickerProps {
  ingredients: Ingredient[];
  selectedIds: string[];
  onAdd: (ingredient: Ingredient) => void;
  onRemove: (ingredient: Ingredient) => void;
}

export function IngredientPicker({ ingredients, selectedIds, onAdd, onRemove }: IngredientPickerProps) {
  const [search, setSearch] = useState('');
  const results = useMemo(() => matchIngredients(ingredients, search), [ingredients, search]);
  const byId = useMemo(() => new Map(ingredients.map((ingredient) => [ingredient.id, ingredient])), [ingredients]);
  const selected = new Set(selectedIds);
  const chosen = selectedIds.map((id) => byId.get(id)).filter((ingredient): ingredient is Ingredient => Boolean(ingredient));

  return (
    <Stack gap="md">
      <TextInput
        label="Search for ingredients"
        placeholder="Search for ingredients..."
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
            <Group gap="xs" role="group" aria-label="Matching ingredients">
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
            No ingredients selected
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              You won't see these ingredients in your meals
            </Text>
            <Group gap="xs" role="list" aria-label="Ingredients to avoid">
              {chosen.map((ingredient) => (
                <Badge
                  key={ingredient.id}
                  role="listitem"
                  size="lg"
                  variant="light"
                  color="red"
                  tt="none"
                  fw={500}
                  pr={4}
                  rightSection={<CloseButton size="sm" variant="transparent" c="red.8" aria-label={`Remove ${ingredient.name}`} onClick={() => onRemove(ingredient)} />}
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
