// My Recipes (/recipes/saved, spec §2): the cook's own recipes, each deletable after a confirmation,
// a Create Recipe button that opens the wizard and an Import recipe one, then their favourites. Both grids say so when empty
// and when they could not load (spec §8 'My lists').
import { Button, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { useOneAtATime } from '@/lib/form-guards';
import { useDeleteRecipe } from '../api/delete-recipe';
import { useMyFavorites } from '../api/favorites';
import { useMyRecipes } from '../api/get-my-recipes';
import type { RecipeCard } from '../api/types';
import { useRecipeActions, type CatalogueViewer } from '../hooks/use-recipe-actions';
import { resumableWizard } from '../hooks/use-recipe-wizard';
import { CreateRecipeWizard } from './authoring/create-recipe-wizard';
import { DeleteRecipeModal } from './delete-recipe-modal';
import { MyRecipeGrid } from './my-recipe-grid';
import { ListMessage } from './recipe-list-states';

export const myRecipesMessages = {
  noRecipes: "You haven't created any recipes yet.",
  noFavorites: "You haven't favorited any recipes yet.",
  recipesFailed: 'Error loading your recipes...',
  favoritesFailed: 'Error loading your favorite recipes...',
} as const;

export function MyRecipesScreen({ viewer }: { viewer: CatalogueViewer }) {
  const mine = useMyRecipes(viewer.appUserId);
  const actions = useRecipeActions(viewer);
  const [wizardOpen, setWizardOpen] = useState(false);
  // The wizard starts once the cook's recipes are known, to tell whether a kept wizard's recipe is
  // still theirs; a wizard left open by a reload or a closed tab opens again as it was.
  const appUserId = viewer.appUserId;
  const wizardReady = Boolean(appUserId) && (mine.isSuccess || mine.isError);
  const isMine = (recipeId: string) => mine.isError || (mine.data ?? []).some((recipe) => recipe.id === recipeId);
  useEffect(() => {
    if (wizardReady && resumableWizard(appUserId!, isMine)) setWizardOpen(true);
    // Once, when the list first arrives: a later refetch must not reopen a wizard the cook closed.
  }, [wizardReady]);
  const [deleting, setDeleting] = useState<RecipeCard>();
  const deletion = useDeleteRecipe();

  const askToDelete = (recipe: RecipeCard) => {
    deletion.reset();
    setDeleting(recipe);
  };
  const oneAtATime = useOneAtATime();
  const confirmDelete = () => {
    if (!deleting) return;
    // A failure stays on the dialog (deletion.error).
    void oneAtATime(() => deletion.mutateAsync(deleting.id).then(() => setDeleting(undefined), () => undefined));
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={40}>
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              My Recipes
            </Title>
            <Group gap="sm">
              <Button component={Link} to={paths.importRecipe} variant="default" leftSection={<IconFileImport size={18} aria-hidden />}>
                Import recipe
              </Button>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setWizardOpen(true)}>
                Create Recipe
              </Button>
            </Group>
          </Group>
          <Section loading={mine.isPending && Boolean(viewer.appUserId)} error={mine.isLoadingError ? <LoadFailure message={myRecipesMessages.recipesFailed} detail={mine.error.message} onRetry={() => void mine.refetch()} /> : undefined}>
            {mine.data && mine.data.length === 0 ? (
              <ListMessage>{myRecipesMessages.noRecipes}</ListMessage>
            ) : (
              <MyRecipeGrid recipes={mine.data ?? []} label="My Recipes" {...actions} onDelete={askToDelete} />
            )}
          </Section>
        </Stack>
        <FavoritesSection appUserId={viewer.appUserId} actions={actions} />
      </Stack>
      {actions.mealPlanDialog}
      {wizardReady && <CreateRecipeWizard key={appUserId} appUserId={appUserId!} isMine={isMine} opened={wizardOpen} onClose={() => setWizardOpen(false)} />}
      <DeleteRecipeModal recipe={deleting} onCancel={() => setDeleting(undefined)} onConfirm={confirmDelete} deleting={deletion.isPending} error={deletion.error?.message} />
    </Container>
  );
}

function FavoritesSection({ appUserId, actions }: { appUserId?: string; actions: ReturnType<typeof useRecipeActions> }) {
  const favorites = useMyFavorites(appUserId);
  const recipes = (favorites.data ?? []).flatMap((entry) => (entry.recipe ? [entry.recipe] : []));
  return (
    <Stack gap="lg">
      <Title order={2} fz={{ base: 24, sm: 28 }}>
        Favorites
      </Title>
      <Section loading={favorites.isPending && Boolean(appUserId)} error={favorites.isLoadingError ? <LoadFailure message={myRecipesMessages.favoritesFailed} detail={favorites.error.message} onRetry={() => void favorites.refetch()} /> : undefined}>
        {recipes.length === 0 ? (
          <ListMessage>{myRecipesMessages.noFavorites}</ListMessage>
        ) : (
          <MyRecipeGrid recipes={recipes} label="Favorites" {...actions} />
        )}
      </Section>
    </Stack>
  );
}

function Section({ loading, error, children }: { loading: boolean; error?: ReactNode; children: ReactNode }) {
  if (loading)
    return (
      <Center mih={160} role="status" aria-label="Loading recipes">
        <Loader color="larder" />
      </Center>
    );
  return error ?? children;
}

function LoadFailure({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  // A block parent: in the page's flex column the card would shrink to its text.
  return (
    <div>
      <RetryCard title={message} message={detail} onRetry={onRetry} />
    </div>
  );
}
