// /meal-plan for a cook with setup and access (spec §2): this week's plan by the cook's local date,
// the plan named by ?plan= after the arrows moved, or next week's by ?week= when the next arrow
// opened a week with no plan yet (reading a week by date opens it: decision 0013). While the
// generator works the meals appear as they land: each one is a 'meal-plan' notice on the websocket,
// which refetches these queries.
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { ServerUnavailable } from '@/components/ui/server-unavailable';
import { ApiError } from '@/lib/api-client';
import { useAdjacentMealPlan } from '../api/get-adjacent-meal-plan';
import { useMealPlan } from '../api/get-meal-plan';
import { useMealPlanByDate } from '@/lib/meal-plan-by-date';
import { mealsOfDay, type Cook, type MealPlan } from '../api/types';
import { daysFrom, localDate, parseLocalDate } from '../lib/browser-dates';
import { mealPlanMessages } from '../lib/messages';
import { mealsToPlan, pendingSlots, unfilledSlots } from '../lib/unfilled-slots';
import { planTimeStatus, weekContaining, type Week } from '../lib/week';
import { GenerationProgress } from './generation-progress';
import { MealPlanHeader, type MealPlanView } from './meal-plan-header';
import { MealPlanPreferencesModal } from './meal-plan-preferences-modal';
import { GenerationPending } from './meal-plan-prompts';
import { MealSection, UnfilledNote } from './meal-section';
import { WeekCalendar } from './week-calendar';
import { useMealPlanLayout } from '../hooks/use-meal-plan-layout';

// The grocery list is the second tab: its code loads when the cook opens it.
const GroceryListView = lazy(() => import('./grocery-list-view').then((module) => ({ default: module.GroceryListView })));

const weekOf = (plan: MealPlan): Week => ({ start: parseLocalDate(plan.start_date), end: parseLocalDate(plan.end_date) });

/** The day whose week ?week= asks for: next week's Monday only, the one week ahead a cook can open. */
function askedDay(asked: string | null, today: Date): Date {
  if (asked === null || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return today;
  const day = parseLocalDate(asked);
  return planTimeStatus(weekContaining(day), today) === 'next-week' ? day : today;
}

export function MealPlanScreen({ cook, today }: { cook: Cook; today: Date }) {
  const [params, setParams] = useSearchParams();
  const chosenPlanId = params.get('plan') ?? undefined;
  const view: MealPlanView = params.get('view') === 'grocery' ? 'grocery' : 'meals';
  const day = askedDay(params.get('week'), today);
  const byDate = useMealPlanByDate(cook.id, localDate(day), !chosenPlanId);
  const byId = useMealPlan(cook.id, chosenPlanId);
  const query = chosenPlanId ? byId : byDate;

  const show = (next: Shown) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      // A plan and a week are two ways to name what is shown: the newer one wins.
      if (next.plan) {
        updated.set('plan', next.plan);
        updated.delete('week');
      }
      if (next.week !== undefined) {
        updated.delete('plan');
        if (next.week) updated.set('week', next.week);
        else updated.delete('week');
      }
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
    const week = weekContaining(day);
    const ahead = planTimeStatus(week, today) === 'next-week';
    return (
      <>
        <MealPlanHeader week={week} today={today} navigation={ahead ? { onPrevious: () => show({ week: '' }) } : undefined} />
        <GenerationPending />
      </>
    );
  }
  return <PlanView plan={plan} cook={cook} today={today} view={view} onShow={show} />;
}

/** What the page shows: a plan by id, or a week by its Monday ('' for this week). */
type Shown = { plan?: string; week?: string; view?: MealPlanView };

function PlanView({ plan, cook, today, view, onShow }: { plan: MealPlan; cook: Cook; today: Date; view: MealPlanView; onShow: (next: Shown) => void }) {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [layout, setLayout] = useMealPlanLayout(cook.id);
  const previous = useAdjacentMealPlan(cook.id, plan.id, 'previous');
  const next = useAdjacentMealPlan(cook.id, plan.id, 'next');
  const week = weekOf(plan);
  const status = planTimeStatus(week, today);
  const isPast = status === 'past';
  // From this week, next week can always be opened: by its plan when it has one, else by its date,
  // which asks for it and shows it being generated.
  const onNext = next.data ? () => onShow({ plan: next.data!.id }) : status === 'this-week' ? () => onShow({ week: localDate(daysFrom(week.start, 7)) }) : undefined;
  const generating = plan.generation.status !== 'complete';
  // Edits wait for the generator to finish: it plans the week's slots in order and would race them.
  const editable = !isPast && !generating;

  return (
    <>
      <MealPlanHeader
        week={week}
        today={today}
        navigation={{ onPrevious: previous.data ? () => onShow({ plan: previous.data!.id }) : undefined, onNext }}
        view={view}
        onViewChange={(chosen) => onShow({ view: chosen })}
      />
      {generating && <GenerationProgress planned={plan.generation.planned} wanted={mealsToPlan(plan, today)} />}
      {view === 'grocery' ? (
        <Suspense fallback={<Loading label="Loading grocery list" />}>
          <GroceryListView plan={plan} cook={cook} today={today} isPast={isPast} generating={generating} />
        </Suspense>
      ) : (
        <Stack gap="xl">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              aria-label="Show the meals"
              value={layout}
              onChange={(chosen) => setLayout(chosen as typeof layout)}
              data={[
                { value: 'sections', label: 'By meal' },
                { value: 'calendar', label: 'By day' },
              ]}
            />
            {editable && (
              <>
                <Button variant="light" leftSection={<IconAdjustments size={18} aria-hidden />} onClick={() => setPreferencesOpen(true)}>
                  Modify Meal Plan Preferences
                </Button>
                <MealPlanPreferencesModal plan={plan} cook={cook} opened={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
              </>
            )}
          </Group>
          {layout === 'calendar' ? (
            <Stack gap="sm">
              {!isPast &&
                mealsOfDay.map((mealOfDay) => {
                  const unfilled = unfilledSlots(plan, mealOfDay);
                  return unfilled && <UnfilledNote key={mealOfDay} mealOfDay={mealOfDay} unfilled={unfilled} />;
                })}
              <WeekCalendar plan={plan} today={today} editable={editable} diets={cook.diets} />
            </Stack>
          ) : (
            mealsOfDay.map((mealOfDay) => (
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
              pendingSlots={pendingSlots(plan, mealOfDay, today)}
            />
            ))
          )}
        </Stack>
      )}
    </>
  );
}
