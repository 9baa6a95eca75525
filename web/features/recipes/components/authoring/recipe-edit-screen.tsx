// Recipe edit (/recipes/{id}/edit, spec §2, §4, §5): 'Editing {name}', then Name and Description
// (not among the spec's sections: a cook expects to fix a recipe's name; decision 0012), Image,
// Nutrition Information, Ingredients, Steps, Cuisines, Diets, Meal Times, Food Types and, for admins,
// Tags. Lines and steps change at once; the words, sets and nutrition wait for Save Changes. Who may be here is
// the route's business (owner only).
import { Anchor, Button, Container, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { loadError } from '@/lib/query-state';
import { useIngredientChoices } from '../../api/get-ingredient-choices';
import { useMealTimes } from '../../api/get-meal-times';
import { useReferenceList } from '@/lib/reference-lists';
import { recipeLinksQueryOptions, type RecipeLinkKind } from '../../api/recipe-links';
import type { Recipe, RecipeIngredientLine, RecipeStep } from '../../api/types';
import { useRecipePageData } from '../../hooks/use-recipe-page-data';
import { useNutritionCheck } from '../../hooks/use-nutrition-check';
import { useRecipeEditSets, type LinkSets } from '../../hooks/use-recipe-edit-sets';
import { nutritionHasProblem, typedNutrition } from '../../lib/authoring-rules';
import { RecipeLoadError } from '../recipe-load-error';
import { ChoiceChips } from './choice-chips';
import { NutritionFields, NutritionWarning } from './nutrition-fields';
import { RecipePhotoSection } from './recipe-photo-section';
import { IngredientsSection, StepsSection } from './recipe-lines-sections';
import { FormSection } from '../form-section';
import { limits } from '@/config/constants';

const LINK_KINDS: RecipeLinkKind[] = ['cuisine', 'diet', 'meal-time', 'food-type', 'tag'];

export function RecipeEditScreen({ recipeId, isAdmin }: { recipeId: string; isAdmin: boolean }) {
  const page = useRecipePageData(recipeId);
  const links = useQueries({
    queries: LINK_KINDS.map((kind) => recipeLinksQueryOptions(kind, recipeId)),
    combine: (results) => ({
      // Read once when the screen opens: the chips then belong to the cook until Save Changes.
      sets: results.every((result) => result.data) ? (Object.fromEntries(LINK_KINDS.map((kind, index) => [kind, results[index]!.data!])) as LinkSets) : undefined,
      // Only what never loaded: a refresh that fails later leaves the cook's edits on screen.
      error: loadError(...results),
      retry: () => results.forEach((result) => result.isError && void result.refetch()),
    }),
  });
  const error = page.error ?? links.error;
  if (error)
    return (
      <RecipeLoadError
        error={error}
        onRetry={() => {
          page.retry();
          links.retry();
        }}
      />
    );
  if (!page.data || !links.sets) return <Loading label="Loading recipe" />;
  return <RecipeEditor recipe={page.data.recipe} lines={page.data.ingredients} steps={page.data.steps} initialSets={links.sets} isAdmin={isAdmin} />;
}


function RecipeEditor({ recipe, lines, steps, initialSets, isAdmin }: { recipe: Recipe; lines: RecipeIngredientLine[]; steps: RecipeStep[]; initialSets: LinkSets; isAdmin: boolean }) {
  const edit = useRecipeEditSets(recipe, initialSets);
  const nutrition = useNutritionCheck(typedNutrition(edit.nutrition), { enabled: edit.nutritionTyped });
  const ingredients = useIngredientChoices();
  const mealTimes = useMealTimes();
  const cuisines = useReferenceList('cuisine');
  const diets = useReferenceList('diet');
  const foodTypes = useReferenceList('food-type');
  const tags = useReferenceList('tag');
  const chips = (kind: RecipeLinkKind, legend: string, options: ReadonlyArray<{ id: string; name: string }> | undefined) => (
    <ChoiceChips legend={legend} legendHidden choices={(options ?? []).map((option) => ({ value: option.id, label: option.name }))} selected={edit.sets[kind]} onChange={edit.choose(kind)} />
  );

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.recipe(recipe.id)} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            Back to recipe
          </Group>
        </Anchor>
        <Title order={1} fz={{ base: 26, sm: 34 }}>{`Editing ${recipe.name}`}</Title>
        <FormSection title="Name and Description">
          <Stack gap="md">
            <TextInput label="Recipe name" required maxLength={limits.recipeText.name} value={edit.details.name} error={edit.nameProblem} onChange={(event) => edit.typeDetails('name', event.currentTarget.value)} />
            <Textarea label="Description" autosize minRows={2} maxRows={6} maxLength={limits.recipeText.description} value={edit.details.description} onChange={(event) => edit.typeDetails('description', event.currentTarget.value)} />
          </Stack>
        </FormSection>
        <FormSection title="Image">
          <RecipePhotoSection recipeId={recipe.id} recipeName={recipe.name} />
        </FormSection>
        <FormSection title="Nutrition Information">
          <Text size="sm" c="dimmed" mb="sm">
            Per serving. Clear a box to have it calculated from the ingredients.
          </Text>
          <NutritionFields values={edit.nutrition} onChange={edit.typeNutrition} derivedCalories={nutrition.derivedCalories} />
        </FormSection>
        <FormSection title="Ingredients">
          <IngredientsSection recipeId={recipe.id} lines={lines} choices={ingredients.data ?? []} />
        </FormSection>
        <FormSection title="Steps">
          <StepsSection recipeId={recipe.id} steps={steps} />
        </FormSection>
        <FormSection title="Cuisines">{chips('cuisine', 'Cuisines', cuisines.data)}</FormSection>
        <FormSection title="Diets">{chips('diet', 'Diets', diets.data)}</FormSection>
        <FormSection title="Meal Times">{chips('meal-time', 'Meal Times', (mealTimes.data ?? []).map((time) => ({ id: time, name: time })))}</FormSection>
        <FormSection title="Food Types">{chips('food-type', 'Food Types', foodTypes.data)}</FormSection>
        {isAdmin && <FormSection title="Tags">{chips('tag', 'Tags', tags.data)}</FormSection>}
        <NutritionWarning message={nutrition.warning} />
        <Group justify="flex-end" gap="md">
          {edit.saved && (
            <Text c="larder.8" fw={600} role="status">
              Changes saved
            </Text>
          )}
          <Button size="md" onClick={() => nutrition.mayProceed() && void edit.save()} loading={edit.saving} disabled={nutritionHasProblem(edit.nutrition) || Boolean(edit.nameProblem)}>
            {nutrition.confirming ? 'Save anyway' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
