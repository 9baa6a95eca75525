// /meal-plan for a cook with setup and access (spec §2): this week's plan by the cook's local date,
// or the plan named by ?plan= after the arrows moved. While the generator works the meals appear as
// they land: each one is a 'meal-plan' notice on the websocket, which refetches these queries.
import { Button, Group, Stack } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { ApiError } from '@/lib/api-client';
import { useAdjacentMealPlan } from '../api/get-adjacent-meal-plan';
import { useMealPlan } from '../api/get-meal-plan';
import { useMealPlanByDate } from '../api/get-meal-plan-by-date';
import { mealsOfDay, type Cook, type MealPlan } from '../api/types';
import { localDate, parseLocalDate } from '../lib/browser-dates';
import { mealPlanMessages } from '../lib/messages';
import { pendingSlots, unfilledSlots } from '../lib/unfilled-slots';
import { planTimeStatus, weekContaining, type Week } from '../lib/week';
import { GenerationProgress } from './generation-progress';
import { MealPlanHeader, type MealPlanView } from './meal-plan-header';
import { MealPlanPreferencesModal } from './meal-plan-preferences-modal';
import { GenerationPending } from './meal-plan-prompts';
import { MealSection } from './meal-section';

// The grocery list is the second tab: its code loads when the cook opens it.
const GroceryListView = lazy(() => import('./grocery-list-view').then((module) => ({ default: module.GroceryListView })));

const weekOf = (plan: MealPlan): Week => ({ start: parseLocalDate(plan.start_date), end: parseLocalDate(plan.end_date) });

export function MealPlanScreen({ cook, today }: { cook: Cook; today: Date }) {
  const [params, setParams] = useSearchParams();
  const chosenPlanId = params.get('plan') ?? undefined;
  const view: MealPlanView = params.get('view') === 'grocery' ? 'grocery' : 'meals';
  const byDate = useMealPlanByDate(cook.id, localDate(today), !chosenPlanId);
  const byId = useMealPlan(cook.id, chosenPlanId);
  const query = chosenPlanId ? byId : byDate;

  const show = (next: { plan?: string; view?: MealPlanView }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.plan) updated.set('plan', next.plan);
      if (next.view) (next.view === 'grocery' ? updated.set('view', 'grocery') : updated.delete('view'));
      return updated;
    });

  if (query.isPending) return <Loading label="Loading meal plan" />;
  // Only a plan that never loaded shows an error; one on screen stays when a refresh fails.
  if (query.isLoadingError) {
    const error = query.error;
    if (error instanceof ApiError && error.kind === 'network') return <ServerUnavailable onRetry={() => void query.refetch()} />;
    return <RetryCard message={mealPlanMessages.planLoadFailed} onRetry={() => void query.refetch()} />;
  }
  const plan = query.data;
  if (!plan) {
    // [] from the date call: requested, the generator has not started yet.
    return (
      <>
        <MealPlanHeader week={weekContaining(today)} today={today} />
        <GenerationPending />
      </>
    );
  }
  return <PlanView plan={plan} cook={cook} today={today} view={view} onShow={show} />;
}

function PlanView({ plan, cook, today, view, onShow }: { plan: MealPlan; cook: Cook; today: Date; view: MealPlanView; onShow: (next: { plan?: string; view?: MealPlanView }) => void }) {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const previous = useAdjacentMealPlan(cook.id, plan.id, 'previous');
  const next = useAdjacentMealPlan(cook.id, plan.id, 'next');
  const week = weekOf(plan);
  const isPast = planTimeStatus(week, today) === 'past';
  const generating = plan.generation.status !== 'complete';
  // Edits wait for the generator to finish: it plans the week's slots in order and would race them.
  const editable = !isPast && !generating;

  return (
    <>
      <MealPlanHeader
        week={week}
        today={today}
        navigation={{ onPrevious: previous.data ? () => onShow({ plan: previous.data!.id }) : undefined, onNext: next.data ? () => onShow({ plan: next.data!.id }) : undefined }}
        view={view}
        onViewChange={(chosen) => onShow({ view: chosen })}
      />
      {generating && <GenerationProgress planned={plan.generation.planned} wanted={plan.generation.wanted} />}
      {view === 'grocery' ? (
        <Suspense fallback={<Loading label="Loading grocery list" />}>
          <GroceryListView plan={plan} cook={cook} today={today} isPast={isPast} generating={generating} />
        </Suspense>
      ) : (
        <Stack gap="xl">
          {editable && (
            <Group justify="flex-end">
              <Button variant="light" leftSection={<IconAdjustments size={18} aria-hidden />} onClick={() => setPreferencesOpen(true)}>
                Modify Meal Plan Preferences
              </Button>
              <MealPlanPreferencesModal plan={plan} cook={cook} opened={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
            </Group>
          )}
          {mealsOfDay.map((mealOfDay) => (
            <MealSection
              key={mealOfDay}
              plan={plan}
              mealOfDay={mealOfDay}
              meals={plan.meals.filter((meal) => meal.meal_of_day === mealOfDay)}
              cook={cook}
              editable={editable}
              planIsPast={isPast}
              // A past week is history: nothing the cook could do would fill it now.
              unfilled={isPast ? undefined : unfilledSlots(plan, mealOfDay)}
              pendingSlots={pendingSlots(plan, mealOfDay)}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
