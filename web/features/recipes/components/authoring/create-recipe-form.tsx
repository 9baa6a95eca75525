// Create New Recipe (/create-recipe, spec §2, §3 'Recipe (create form)', §5, §8): one form in four
// sections. Name and description are required; the answer comes as a browser alert, and the form
// empties after a success. Tags are names and only admins may set them, so only admins see the box.
import { Button, Checkbox, Container, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { limits } from '@/config/constants';
import { ApiError, isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { NumberField } from '@/components/ui/number-field';
import { focusFirstError, stopAtNumberProblem } from '@/lib/form-guards';
import { createRecipe, type SimpleRecipeBody } from '../../api/create-recipe';
import { useNutritionCheck } from '../../hooks/use-nutrition-check';
import { fromMacrosNote, NutritionWarning } from './nutrition-fields';
import { FormSection } from '../form-section';
import { readModels } from '@contract/read-models';
import { recipeMessages } from '@contract/recipes';

export const createFormMessages = {
  nameRequired: recipeMessages.nameRequired,
  descriptionRequired: recipeMessages.descriptionRequired,
  failed: 'Failed to create recipe: ',
  unknown: 'Unknown error',
  exception: 'An error occurred while creating the recipe',
  signedOut: 'You must be logged in to create a recipe',
} as const;

type FormValues = Omit<SimpleRecipeBody, 'author_id'>;

const emptyForm = (): FormValues => ({
  name: '',
  description: '',
  image_url: '',
  is_vegetarian: false,
  is_vegan: false,
  prep_time: '',
  cook_time: '',
  servings: '',
  difficulty: '',
  instructions: '',
  calories: '',
  protein: '',
  carbohydrate: '',
  fat: '',
  cost_per_serving: '',
  micronutrients: '',
  taste_profile: '',
  tags: '',
  equipment: '',
});

/** What the alert says when the server refused: its own words, else 'Unknown error'. */
function failureText(error: unknown): string {
  if (isUnreachable(error)) return NOT_SAVED.message;
  if (error instanceof ApiError && error.kind !== 'network') return createFormMessages.failed + ((error.body as { error?: string } | undefined)?.error ?? createFormMessages.unknown);
  return createFormMessages.exception;
}


export function CreateRecipeForm({ appUserId, isAdmin }: { appUserId?: string; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FormValues>(field: K) => (value: FormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: { [K in keyof FormValues]: FormValues[K] extends string ? K : never }[keyof FormValues]) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field)(event.currentTarget.value),
  });
  const number = (field: 'prep_time' | 'cook_time' | 'servings' | 'calories' | 'protein' | 'carbohydrate' | 'fat' | 'cost_per_serving') => ({
    value: values[field],
    onChange: (value: number | string) => set(field)(typeof value === 'number' ? value : ''),
  });
  const figure = (value: number | '') => (value === '' ? null : value);
  const nutrition = useNutritionCheck({ calories: figure(values.calories), protein: figure(values.protein), carbohydrate: figure(values.carbohydrate), fat: figure(values.fat) });
  const nameError = showErrors && !values.name.trim() ? createFormMessages.nameRequired : undefined;
  const descriptionError = showErrors && !values.description.trim() ? createFormMessages.descriptionRequired : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    if (stopAtNumberProblem(event.currentTarget)) return;
    if (!values.name.trim() || !values.description.trim()) {
      focusFirstError(event.currentTarget);
      return;
    }
    if (!appUserId) {
      window.alert(createFormMessages.signedOut);
      return;
    }
    if (!nutrition.mayProceed()) return;
    setBusy(true);
    try {
      // Blank calories beside all three macros are theirs, as the box showed.
      const created = await createRecipe({ ...values, calories: nutrition.derivedCalories ?? values.calories, author_id: appUserId });
      window.alert(created.message);
      setValues(emptyForm());
      setShowErrors(false);
      void queryClient.invalidateQueries({ queryKey: [readModels.recipe] });
    } catch (error) {
      window.alert(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Create New Recipe
          </Title>
          <FormSection stacked title="Basic Information">
            <TextInput label="Name" required maxLength={limits.recipeText.name} error={nameError} {...text('name')} />
            <Textarea label="Description" required autosize minRows={3} maxLength={limits.recipeText.description} error={descriptionError} {...text('description')} />
            <TextInput label="Image URL" type="url" placeholder="https://" {...text('image_url')} />
            <Group gap="xl">
              <Checkbox label="Vegetarian" checked={values.is_vegetarian} onChange={(event) => set('is_vegetarian')(event.currentTarget.checked)} />
              <Checkbox label="Vegan" checked={values.is_vegan} onChange={(event) => set('is_vegan')(event.currentTarget.checked)} />
            </Group>
          </FormSection>
          <FormSection stacked title="Cooking Details">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <NumberField label="Prep time (minutes)" min={0} step={5} integer {...number('prep_time')} />
              <NumberField label="Cook time (minutes)" min={0} step={5} integer {...number('cook_time')} />
              <NumberField label="Servings" min={limits.recipeServings.min} max={limits.recipeServings.max} integer {...number('servings')} />
            </SimpleGrid>
            <TextInput label="Difficulty" placeholder="Easy, weeknight, a project..." maxLength={limits.recipeText.difficulty} {...text('difficulty')} />
            <Textarea label="Instructions" description="One step per line" autosize minRows={4} {...text('instructions')} />
            <TextInput label="Equipment" description="Comma-separated" placeholder="Oven, baking tray" {...text('equipment')} />
          </FormSection>
          <FormSection stacked title="Nutrition Information">
            <Text size="sm" c="dimmed" mt={-8}>
              Per serving. Leave a box blank and it is calculated from the ingredients.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberField
                label="Calories"
                min={0}
                {...number('calories')}
                placeholder={nutrition.derivedCalories === undefined ? undefined : String(nutrition.derivedCalories)}
                description={nutrition.derivedCalories === undefined ? undefined : fromMacrosNote(nutrition.derivedCalories)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <NumberField label="Protein (g)" min={0} {...number('protein')} />
              <NumberField label="Carbohydrate (g)" min={0} {...number('carbohydrate')} />
              <NumberField label="Fat (g)" min={0} {...number('fat')} />
              <NumberField label="Cost per serving (cents)" min={0} integer {...number('cost_per_serving')} />
            </SimpleGrid>
            <Textarea label="Micronutrients" description="JSON text" placeholder='{"iron_mg": 2.1}' autosize minRows={2} {...text('micronutrients')} />
          </FormSection>
          <FormSection stacked title="Additional Information">
            <Textarea label="Taste profile" description="JSON text" placeholder='{"spicy": 2, "sweet": 1}' autosize minRows={2} {...text('taste_profile')} />
            {isAdmin && <TextInput label="Tags" description="Comma-separated tag names" placeholder="Quick, Budget" {...text('tags')} />}
          </FormSection>
          <NutritionWarning message={nutrition.warning} />
          <Group justify="flex-end">
            <Button type="submit" size="md" disabled={busy}>
              {busy ? 'Creating Recipe...' : nutrition.confirming ? 'Create anyway' : 'Create Recipe'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
