// 'Recipes with this ingredient' on an ingredient's page (spec §2).
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { RetryCard } from '@/components/ui/retry-card';
import { useRecipesUsingIngredient } from '../api/get-recipes-using-ingredient';
import { useRecipeActions, type CatalogueViewer } from '../hooks/use-recipe-actions';
import { ListMessage } from './recipe-list-states';
import { LIST_COLUMNS, RecipeGrid, REVEAL_STEP } from './recipe-grid';

export const RECIPES_WITH_INGREDIENT = 'Recipes with this ingredient';

export function RecipesUsingIngredient({ ingredientId, viewer }: { ingredientId: string; viewer: CatalogueViewer }) {
  const recipes = useRecipesUsingIngredient(ingredientId);
  const actions = useRecipeActions(viewer);
  return (
    <Stack component="section" gap="md" aria-labelledby="recipes-with-ingredient">
      <div>
        <Title order={2} id="recipes-with-ingredient" fz={{ base: 22, sm: 26 }}>
          {RECIPES_WITH_INGREDIENT}
        </Title>
        {recipes.data && recipes.data.length > 0 && (
          <Text c="dimmed" size="sm">
            {recipes.data.length === 1 ? '1 recipe' : `${recipes.data.length} recipes`}
          </Text>
        )}
      </div>
      {recipes.isPending ? (
        <Center mih={160} role="status" aria-label="Loading recipes">
          <Loader color="larder" />
        </Center>
      ) : recipes.isLoadingError ? (
        <RetryCard message="Failed to fetch recipes" onRetry={() => void recipes.refetch()} />
      ) : recipes.data.length === 0 ? (
        <ListMessage>No recipes use this ingredient yet.</ListMessage>
      ) : (
        <RecipeGrid recipes={recipes.data} label={RECIPES_WITH_INGREDIENT} columns={LIST_COLUMNS} revealStep={REVEAL_STEP} {...actions} />
      )}
      {actions.mealPlanDialog}
    </Stack>
  );
}
