// All Recipes (/recipes/all, spec §2): a search box on the name, cuisine filter buttons (several at
// once), and the recipes a page at a time from the server, so the list stays quick at any size. The
// search and the chosen cuisines live in the address, so Back and a shared link keep them.
import { Button, Center, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { FilterButtons, toggled } from '@/components/ui/filter-buttons';
import { RetryCard } from '@/components/ui/retry-card';
import { useRecipes } from '../api/get-recipes';
import { useReferenceList } from '@/lib/reference-lists';
import { useRecipeActions, type CatalogueViewer } from '../hooks/use-recipe-actions';
import { ListMessage } from './recipe-list-states';
import { ALL_RECIPES_COLUMNS, RecipeGrid } from './recipe-grid';

export const RECIPES_LOAD_ERROR = 'Error loading recipes. Please try again later.';
export const RECIPES_BOUNDARY_MESSAGE = 'Unable to load recipes. Please try again later.';
const SEARCH_PAUSE_MS = 300;
/** The server's longest search (a longer one is refused, and the list would show its load error). */
const SEARCH_MAX = 120;

export function AllRecipesScreen({ viewer }: { viewer: CatalogueViewer }) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => (params.get('search') ?? '').slice(0, SEARCH_MAX));
  const [search] = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const cuisineIds = useMemo(() => new Set((params.get('cuisines') ?? '').split(',').filter(Boolean)), [params]);

  useEffect(() => {
    // Only when the search changed: a replace with the same address is still a new history entry,
    // and coming Back to the list, it left the router no saved place to scroll to (the top, every time).
    if ((params.get('search') ?? '') === search.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search.trim()) next.set('search', search.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, params, setParams]);

  const setCuisines = (ids: Set<string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (ids.size > 0) next.set('cuisines', [...ids].join(','));
        else next.delete('cuisines');
        return next;
      },
      { replace: true },
    );

  const cuisines = useReferenceList('cuisine');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          All Recipes
        </Title>
        <TextInput
          placeholder="Search for a recipe..."
          aria-label="Search for a recipe"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={SEARCH_MAX}
          size="md"
          maw={560}
          type="search"
        />
        {cuisines.data && cuisines.data.length > 0 && (
          <FilterButtons label="Filter by cuisine" options={cuisines.data} selected={cuisineIds} onToggle={(cuisine) => setCuisines(toggled(cuisineIds, cuisine.id))} onClear={() => setCuisines(new Set())} />
        )}
        <ErrorBoundary message={RECIPES_BOUNDARY_MESSAGE}>
          <RecipeResults search={search} cuisineIds={[...cuisineIds]} viewer={viewer} />
        </ErrorBoundary>
      </Stack>
    </Container>
  );
}

function RecipeResults({ search, cuisineIds, viewer }: { search: string; cuisineIds: string[]; viewer: CatalogueViewer }) {
  const recipes = useRecipes({ search, cuisineIds });
  const actions = useRecipeActions(viewer);
  const shown = recipes.data?.pages.flatMap((page) => page.recipes) ?? [];
  if (recipes.isPending)
    return (
      <Center mih={240} role="status" aria-label="Loading recipes">
        <Loader color="larder" />
      </Center>
    );
  // The spec's Retry reloads the page.
  if (recipes.isLoadingError) return <RetryCard message={RECIPES_LOAD_ERROR} />;
  if (shown.length === 0) return <ListMessage>{search.trim() || cuisineIds.length > 0 ? 'No recipes match your search.' : 'No recipes yet.'}</ListMessage>;
  return (
    <Stack gap="xl">
      <RecipeGrid recipes={shown} label="Recipes" columns={ALL_RECIPES_COLUMNS} {...actions} />
      {actions.mealPlanDialog}
      {recipes.isFetchNextPageError && <RetryCard message={RECIPES_LOAD_ERROR} onRetry={() => void recipes.fetchNextPage()} />}
      {recipes.hasNextPage && !recipes.isFetchNextPageError && (
        <Center>
          <Button variant="default" size="md" onClick={() => void recipes.fetchNextPage()} loading={recipes.isFetchingNextPage}>
            Load more recipes
          </Button>
        </Center>
      )}
      {!recipes.hasNextPage && shown.length > 12 && (
        <Text ta="center" c="dimmed" size="sm">
          {`That's all ${shown.length} recipes.`}
        </Text>
      )}
    </Stack>
  );
}
