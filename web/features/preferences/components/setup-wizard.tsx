// The four steps of /setup (spec §2, §4, §5): diets (at least 1), cuisines (at least 3, with
// '(n more needed)'), ingredients to avoid (optional), and meals per week and servings (defaults 3
// and 2). Choices stay in the tab (lib/setup-draft.ts: a reload keeps them) until 'Generate Meals'
// hands them to `onFinish`.
import { Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { limits } from '@/config/constants';
import { Loading } from '@/components/ui/loading';
import type { Cuisine, Diet, Ingredient, MealPlanSettings, PreferencesUpdate } from '../api/types';
import { useReferenceLists } from '../hooks/use-reference-lists';
import { DietIcon } from './diet-icon';
import { dietRule } from '../lib/diet-rule';
import { IngredientPicker } from './ingredient-picker';
import { MealPlanFields, defaultMealPlan } from './meal-plan-fields';
import { LoadFailure } from './load-failure';
import { PreferenceToggles } from './preference-toggles';
import { stopAtNumberProblem } from '@/lib/form-guards';
import { userSessionState } from '@/lib/user-session-state';
import { restoreSetupDraft, setupDraftKey, type SetupDraft } from '../lib/setup-draft';

const STEPS = 4;

const toggled = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

export const moreNeeded = (count: number, minimum: number) => Math.max(0, minimum - count);

export interface SetupWizardProps {
  /** Whose choices these are: the draft is kept per cook. */
  userId: string;
  onFinish: (preferences: PreferencesUpdate) => void;
  finishing: boolean;
}

/** The wizard's choices, read back from the tab's session storage and written there on each change. */
function useSetupDraft(userId: string, lists: { diets: Diet[]; cuisines: Cuisine[]; ingredients: Ingredient[] }) {
  const key = setupDraftKey(userId);
  const [draft, setDraft] = useState<SetupDraft>(() =>
    restoreSetupDraft(
      userSessionState.read(key),
      { diets: new Set(lists.diets.map((diet) => diet.id)), cuisines: new Set(lists.cuisines.map((cuisine) => cuisine.id)), ingredients: new Set(lists.ingredients.map((ingredient) => ingredient.id)) },
      defaultMealPlan(),
    ),
  );
  useEffect(() => userSessionState.write(key, JSON.stringify(draft)), [key, draft]);
  const change = <Key extends keyof SetupDraft>(field: Key, update: (value: SetupDraft[Key]) => SetupDraft[Key]) => setDraft((current) => ({ ...current, [field]: update(current[field]) }));
  return { draft, change, forget: () => userSessionState.remove(key) };
}

export function SetupWizard(props: SetupWizardProps) {
  const lists = useReferenceLists();
  if (lists.error) return <LoadFailure error={lists.error} onRetry={lists.refetch} />;
  if (!lists.data) return <Loading label="Loading your options" />;
  return <Wizard {...props} diets={lists.data.diets} cuisines={lists.data.cuisines} ingredients={lists.data.ingredients} />;
}

function Wizard({ userId, diets, cuisines, ingredients, onFinish, finishing }: SetupWizardProps & { diets: Diet[]; cuisines: Cuisine[]; ingredients: Ingredient[] }) {
  const { draft, change, forget } = useSetupDraft(userId, { diets, cuisines, ingredients });
  const { step, dietIds, cuisineIds, ingredientIds, mealPlan } = draft;
  const setStep = (next: number) => change('step', () => next);
  const setDietIds = (update: (ids: string[]) => string[]) => change('dietIds', update);
  const setCuisineIds = (update: (ids: string[]) => string[]) => change('cuisineIds', update);
  const setIngredientIds = (update: (ids: string[]) => string[]) => change('ingredientIds', update);
  const setMealPlan = (next: MealPlanSettings) => change('mealPlan', () => next);
  const compact = useMediaQuery('(max-width: 40em)');

  // Each step starts at its heading, so keyboard and screen-reader users hear where they are.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const cuisinesNeeded = moreNeeded(cuisineIds.length, limits.minCuisines);
  const canContinue = [dietIds.length >= limits.minDiets, cuisinesNeeded === 0, true, true][step] ?? false;
  const last = step === STEPS - 1;

  const mealPlanFields = useRef<HTMLDivElement>(null);
  const finish = () => {
    // A count out of range is not in the plan: generating now would use the last good number unseen.
    if (stopAtNumberProblem(mealPlanFields.current)) return;
    forget();
    onFinish({ diet_ids: dietIds, cuisine_ids: cuisineIds, ingredient_ids: ingredientIds, ...mealPlan });
  };

  const page = (title: string, intro: ReactNode, body: ReactNode, hint?: ReactNode) => (
    <Stack gap="lg" pt="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="larder.8" aria-live="polite">
          Step {step + 1} of {STEPS}
        </Text>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {body}
      {hint && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {hint}
        </Text>
      )}
    </Stack>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Set up your meal plan</Title>
          <Text c="dimmed">Tell us how you cook. You can change any of this later under Preferences.</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stepper
            active={step}
            onStepClick={(target) => target < step && setStep(target)}
            size="sm"
            labelPosition={compact ? 'bottom' : 'right'}
            allowNextStepsSelect={false}
          >
            <Stepper.Step label="Diet">
              {page(
                'Dietary preferences',
                dietRule,
                <PreferenceToggles
                  label="Diets"
                  items={diets}
                  selected={new Set(dietIds)}
                  onToggle={(diet) => setDietIds((ids) => toggled(ids, diet.id))}
                  icon={(diet) => <DietIcon name={diet.name} />}
                />,
                dietIds.length === 0 ? 'Choose at least one diet.' : `${dietIds.length} selected`,
              )}
            </Stepper.Step>
            <Stepper.Step label="Cuisines">
              {page(
                'Cuisine preferences',
                `Pick the cuisines you enjoy. Every meal comes from at least one of them.`,
                <PreferenceToggles label="Cuisines" items={cuisines} selected={new Set(cuisineIds)} onToggle={(cuisine) => setCuisineIds((ids) => toggled(ids, cuisine.id))} />,
                cuisinesNeeded > 0 ? `Choose at least ${limits.minCuisines} cuisines (${cuisinesNeeded} more needed)` : `${cuisineIds.length} selected`,
              )}
            </Stepper.Step>
            <Stepper.Step label="Avoid">
              {page(
                'Ingredients to avoid',
                'Allergies, dislikes, or things you never buy. This step is optional.',
                <IngredientPicker
                  ingredients={ingredients}
                  selectedIds={ingredientIds}
                  onAdd={(ingredient) => setIngredientIds((ids) => (ids.includes(ingredient.id) ? ids : [...ids, ingredient.id]))}
                  onRemove={(ingredient) => setIngredientIds((ids) => ids.filter((id) => id !== ingredient.id))}
                />,
              )}
            </Stepper.Step>
            <Stepper.Step label="Meal plan">
              {page(
                'Meal planning preferences',
                'How many of each meal would you like each week, and for how many people?',
                <div ref={mealPlanFields}>
                  <MealPlanFields value={mealPlan} onChange={setMealPlan} disabled={finishing} />
                </div>,
              )}
            </Stepper.Step>
          </Stepper>

          <Group justify={step === 0 ? 'flex-end' : 'space-between'} mt="xl">
            {step > 0 && (
              <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={() => setStep(step - 1)} disabled={finishing}>
                Back
              </Button>
            )}
            {last ? (
              <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={finish} loading={finishing}>
                Generate Meals
              </Button>
            ) : (
              <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => setStep(step + 1)} disabled={!canContinue}>
                Next
              </Button>
            )}
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
