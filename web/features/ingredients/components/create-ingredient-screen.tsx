// Create Ingredient (/create-ingredient, spec §2): one form, 'Add Ingredient', a browser alert with
// the outcome, and an empty form after a success. A refusal's alert adds the server's reason to the
// spec's words ('Failed to create ingredient. An ingredient named "Garlic" already exists.').
import { Container } from '@mantine/core';
import { useState } from 'react';
import { ApiError, isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { useOneAtATime } from '@/lib/form-guards';
import { useCreateIngredient } from '../api/create-ingredient';
import { useFoodGroups } from '../api/get-food-groups';
import { useUnits } from '../api/get-units';
import { emptyIngredientForm } from '../api/ingredient-record';
import { IngredientForm, NAME_REQUIRED, UNIT_REQUIRED } from './ingredient-form';

export const createIngredientMessages = { created: 'Ingredient created successfully!', failed: 'Failed to create ingredient.' } as const;

export function CreateIngredientScreen() {
  const [values, setValues] = useState(emptyIngredientForm);
  const [showErrors, setShowErrors] = useState(false);
  const units = useUnits();
  const foodGroups = useFoodGroups();
  const creation = useCreateIngredient();
  const oneAtATime = useOneAtATime();

  const submit = () => {
    setShowErrors(true);
    if (!values.name.trim() || !values.unit_of_measurement) return;
    void oneAtATime(() =>
      creation.mutateAsync(values).then(
        () => {
          window.alert(createIngredientMessages.created);
          setValues(emptyIngredientForm());
          setShowErrors(false);
        },
        (error: unknown) =>
          window.alert(
            isUnreachable(error) ? NOT_SAVED.message : error instanceof ApiError && error.status < 500 && error.message ? `${createIngredientMessages.failed} ${error.message}` : createIngredientMessages.failed,
          ),
      ),
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <IngredientForm
        title="Create Ingredient"
        values={values}
        onChange={setValues}
        onSubmit={submit}
        submitLabel="Add Ingredient"
        busy={creation.isPending}
        units={units.data ?? []}
        foodGroups={foodGroups.data ?? []}
        nameError={showErrors && !values.name.trim() ? NAME_REQUIRED : undefined}
        unitError={showErrors && !values.unit_of_measurement ? UNIT_REQUIRED : undefined}
      />
    </Container>
  );
}
