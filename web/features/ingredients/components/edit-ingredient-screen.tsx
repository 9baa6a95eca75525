// Edit Ingredient (/ingredients/{id}/edit, spec §2; admins, which the route checks): the whole
// ingredient in the shared form, 'Update Ingredient', food groups saved as a difference. A failed
// load or save shows the error page with Retry (spec §8); a success goes back to the details page.
import { Button, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { useFoodGroups } from '../api/get-food-groups';
import { useIngredient } from '../api/get-ingredient';
import { useUnits } from '../api/get-units';
import { formValuesOf, type IngredientFormValues, type IngredientRecord } from '../api/ingredient-record';
import { useIngredientFoodGroupIds, useUpdateIngredient } from '../api/update-ingredient';
import { IngredientForm, NAME_REQUIRED } from './ingredient-form';

export function EditIngredientScreen({ ingredientId }: { ingredientId: string }) {
  const ingredient = useIngredient(ingredientId);
  const groups = useIngredientFoodGroupIds(ingredientId);
  // Only what never loaded: a refresh that fails later leaves the form, and what was typed in it.
  if (ingredient.isLoadingError || groups.isLoadingError)
    return (
      <Container size="sm" py="md">
        <RetryCard
          title="Ingredient unavailable"
          message="Failed to load ingredient data"
          onRetry={() => {
            void ingredient.refetch();
            void groups.refetch();
          }}
        />
      </Container>
    );
  if (!ingredient.data || !groups.data) return <Loading label="Loading ingredient" />;
  return <IngredientEditor ingredient={ingredient.data as IngredientRecord} foodGroupIds={groups.data} />;
}

function IngredientEditor({ ingredient, foodGroupIds }: { ingredient: IngredientRecord; foodGroupIds: string[] }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<IngredientFormValues>(() => formValuesOf(ingredient, foodGroupIds));
  const [showErrors, setShowErrors] = useState(false);
  const units = useUnits();
  const foodGroups = useFoodGroups();
  const update = useUpdateIngredient(ingredient.id);

  const submit = () => {
    setShowErrors(true);
    if (!values.name.trim()) return;
    update.mutate({ values, before: foodGroupIds }, { onSuccess: () => navigate(paths.ingredient(ingredient.id)) });
  };

  if (update.isError)
    return (
      <Container size="sm" py="md">
        <RetryCard title="The ingredient was not saved" message={update.error.message} onRetry={submit}>
          {/* Retry sends the same values; a refused name needs changing first. */}
          <Button variant="subtle" color="red" w="fit-content" onClick={() => update.reset()}>
            Back to the form
          </Button>
        </RetryCard>
      </Container>
    );
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <IngredientForm
        title="Edit Ingredient"
        values={values}
        onChange={setValues}
        onSubmit={submit}
        submitLabel="Update Ingredient"
        busy={update.isPending}
        units={units.data ?? []}
        foodGroups={foodGroups.data ?? []}
        nameError={showErrors && !values.name.trim() ? NAME_REQUIRED : undefined}
      />
    </Container>
  );
}
