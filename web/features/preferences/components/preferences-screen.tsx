// /preferences (spec §2, §4, §5, §8): diets, cuisines, ingredients to avoid and the kitchen (metric
// or US, staples) save on every change (shown at once, put back if refused); the meal-plan counts
// save with a button, through a saving state that lasts at least 4 s so the change is seen to happen.
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { limits, timers, toasts } from '@/config/constants';
import { dietRule } from '../lib/diet-rule';
import { Loading } from '@/components/ui/loading';
import { isUnreachable, NOT_SAVED } from '@/lib/api-client';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { failureToast, toast } from '@/lib/toast';
import { useAddUserAllergen } from '../api/add-user-allergen';
import { useAddUserCuisine } from '../api/add-user-cuisine';
import { useAddUserDiet } from '../api/add-user-diet';
import { useRemoveUserAllergen } from '../api/remove-user-allergen';
import { useRemoveUserCuisine } from '../api/remove-user-cuisine';
import { useRemoveUserDiet } from '../api/remove-user-diet';
import type { MealPlanSettings, ReferenceItem } from '../api/types';
import { useUpdatePreferences } from '../api/update-preferences';
import { usePreferencesData } from '../hooks/use-preferences-data';
import { DietIcon } from './diet-icon';
import { IngredientPicker } from './ingredient-picker';
import { KitchenSection } from './kitchen-section';
import { LoadFailure } from './load-failure';
import { MealPlanFields, mealPlanOf, sameMealPlan } from './meal-plan-fields';
import { Section } from './preference-section';
import { PreferenceToggles } from './preference-toggles';
import { readModels } from '@contract/read-models';

export const preferenceMessages = {
  minDiets: 'At least one dietary preference must be selected',
  minCuisines: 'Please maintain at least three cuisine preferences',
  alreadyAvoided: 'This ingredient is already in your list of ingredients to avoid.',
  alreadyStaple: 'This ingredient is already one of your staples.',
  saveFailed: 'Error updating preferences. Please refresh the page and try again.',
  saving: 'Saving preferences...',
  saved: 'Meal plan preferences saved',
} as const;

const warn = (message: string) => toast({ color: 'red', title: 'Not changed', message, autoClose: toasts.preferencesMs });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PreferencesScreen({ userId }: { userId: string }) {
  const preferences = usePreferencesData(userId);
  if (preferences.error) return <LoadFailure error={preferences.error} onRetry={preferences.refetch} />;
  if (!preferences.data) return <Loading label="Loading preferences" />;
  return <PreferencesForm userId={userId} {...preferences.data} />;
}

type PreferencesFormProps = { userId: string } & NonNullable<ReturnType<typeof usePreferencesData>['data']>;

function PreferencesForm({ userId, diets, cuisines, ingredients, dietIds, cuisineIds, ingredientIds, user, stapleIds }: PreferencesFormProps) {
  // Toggle errors show the error's own message (spec §8).
  const onError = (error: Error) => failureToast(error, { color: 'red', title: 'Not changed', message: error.message, autoClose: toasts.preferencesMs });
  const addDiet = useAddUserDiet({ onError });
  const removeDiet = useRemoveUserDiet({ onError });
  const addCuisine = useAddUserCuisine({ onError });
  const removeCuisine = useRemoveUserCuisine({ onError });
  const addAllergen = useAddUserAllergen({ onError });
  const removeAllergen = useRemoveUserAllergen({ onError });
  const togglesPending = useIsMutating({ mutationKey: [readModels.user], predicate: (mutation) => mutation.options.mutationKey?.[1] !== 'preferences' }) > 0;

  const onDiet = (diet: ReferenceItem) => {
    if (!dietIds.includes(diet.id)) return addDiet.mutate(diet.id);
    if (dietIds.length <= limits.minDiets) return warn(preferenceMessages.minDiets);
    removeDiet.mutate(diet.id);
  };
  const onCuisine = (cuisine: ReferenceItem) => {
    if (!cuisineIds.includes(cuisine.id)) return addCuisine.mutate(cuisine.id);
    if (cuisineIds.length <= limits.minCuisines) return warn(preferenceMessages.minCuisines);
    removeCuisine.mutate(cuisine.id);
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Preferences</Title>
          <Text c="dimmed">Changes to diets, cuisines, ingredients and your kitchen are saved as you make them. New meal plans follow them; to bring a plan you already have in line, refresh its sections.</Text>
        </Stack>

        <Section title="Dietary Preferences" intro={dietRule} aside={<Counted count={dietIds.length} />}>
          <PreferenceToggles label="Diets" items={diets} selected={new Set(dietIds)} onToggle={onDiet} icon={(diet) => <DietIcon name={diet.name} />} />
        </Section>

        <Section
          title="Cuisine Preferences"
          intro={`Your auto-generated meals will pertain to at least one of your selected cuisines. A minimum of ${limits.minCuisines} cuisines is required.`}
          aside={<Counted count={cuisineIds.length} />}
        >
          <PreferenceToggles label="Cuisines" items={cuisines} selected={new Set(cuisineIds)} onToggle={onCuisine} />
        </Section>

        <Section title="Ingredients to Avoid" intro="Meals with these ingredients are left out of your plans.">
          <IngredientPicker
            ingredients={ingredients}
            selectedIds={ingredientIds}
            onAdd={(ingredient) => (ingredientIds.includes(ingredient.id) ? warn(preferenceMessages.alreadyAvoided) : addAllergen.mutate(ingredient.id))}
            onRemove={(ingredient) => removeAllergen.mutate(ingredient.id)}
          />
        </Section>

        <MealPlanSection userId={userId} saved={mealPlanOf(user)} links={{ diet_ids: dietIds, cuisine_ids: cuisineIds, ingredient_ids: ingredientIds }} togglesPending={togglesPending} />

        <KitchenSection userId={userId} unitSystem={user.unit_system ?? 'metric'} stapleIds={stapleIds} ingredients={ingredients} onError={onError} onAlreadyStaple={() => warn(preferenceMessages.alreadyStaple)} />
      </Stack>
    </Container>
  );
}

function Counted({ count }: { count: number }) {
  return (
    <Text size="sm" c="dimmed" fw={500}>
      {count} selected
    </Text>
  );
}

function MealPlanSection({
  userId,
  saved,
  links,
  togglesPending,
}: {
  userId: string;
  saved: MealPlanSettings;
  links: { diet_ids: string[]; cuisine_ids: string[]; ingredient_ids: string[] };
  togglesPending: boolean;
}) {
  // null: nothing edited, so the fields follow the saved record (also when another tab changes it).
  const [draft, setDraft] = useState<MealPlanSettings | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | false>(false);
  const update = useUpdatePreferences();
  const shown = draft ?? saved;
  const changed = draft !== null && !sameMealPlan(draft, saved);

  const save = async () => {
    // A count out of range is not in the draft: saving now would keep the last good number unseen.
    if (stopAtNumberProblem(fields.current)) return;
    setSaving(true);
    setFailed(false);
    try {
      // The update carries the links too; they are the server's (no toggle is pending when this runs).
      await Promise.all([update.mutateAsync({ userId, body: { ...links, ...shown } }), wait(timers.preferenceSaveMinimumMs)]);
      setDraft(null);
      toast({ color: 'larder', title: 'Saved', message: preferenceMessages.saved, autoClose: toasts.preferencesMs });
    } catch (error) {
      setFailed(isUnreachable(error) ? NOT_SAVED.message : preferenceMessages.saveFailed);
      failureToast(error, { color: 'red', title: 'Not saved', message: preferenceMessages.saveFailed, autoClose: toasts.preferencesMs });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title="Meal Plan Preferences" intro="How many breakfasts, lunches and dinners you want each week, and how many people each one serves.">
      <div ref={fields}>
        <MealPlanFields value={shown} onChange={setDraft} disabled={saving} />
      </div>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {failed}
        </Alert>
      )}
      <Group justify="flex-end" gap="md">
        <div aria-live="polite">
          {saving && (
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {preferenceMessages.saving}
              </Text>
            </Group>
          )}
        </div>
        {changed && !saving && (
          <Button variant="default" onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        )}
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={save} disabled={!changed || togglesPending} loading={saving}>
          Save meal plan preferences
        </Button>
      </Group>
    </Section>
  );
}
