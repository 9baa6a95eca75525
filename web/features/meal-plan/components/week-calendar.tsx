// The Meals view day by day (decision 0032): Monday to Sunday, each day its breakfast, lunch and
// dinner and what they give each person; one column of days on a phone. A meal moves by drag and
// drop onto another slot, or by its 'Move to…' dialog from the keyboard; a taken slot swaps.
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconCheck, IconClock } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { useOneAtATime } from '@/lib/form-guards';
import { useMoveMeal } from '../api/move-meal';
import { mealsOfDay, type Meal, type MealOfDay, type MealPlan } from '../api/types';
import { daysFrom, localDate, parseLocalDate } from '../lib/browser-dates';
import { dayTotal, nutrientsLine, weekAverage, type DayTotal } from '../lib/day-totals';
import { mealPlanPaths } from '../lib/meal-plan-paths';
import { serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { mealOfDayTitle } from './meal-section';
import { MoveMealModal, moveFailed, moveNote } from './move-meal-modal';
import { dietBadges, type NamedDiet } from '@/lib/diet-badges';
import { DietBadges } from './diet-badges';
import { RemoveMealButton } from './remove-meal-button';
import classes from './week-calendar.module.css';

const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const DRAG_TYPE = 'application/x-larder-meal';

interface CalendarProps {
  plan: MealPlan;
  today: Date;
  /** The cook's diets, for each meal's badges. */
  diets?: NamedDiet[];
  /** Changes allowed: not a past plan, not while the generator works. */
  editable: boolean;
}

export function WeekCalendar({ plan, today, editable, diets }: CalendarProps) {
  const start = parseLocalDate(plan.start_date);
  const days = Array.from({ length: 7 }, (_, offset) => localDate(daysFrom(start, offset)));
  const mealsOn = (day: string) => plan.meals.filter((meal) => meal.planned_cook_date === day);
  const totals = days.map((day) => dayTotal(mealsOn(day)));
  const average = weekAverage(totals);
  const [dragged, setDragged] = useState<Meal | undefined>();

  return (
    <Stack gap="sm" data-testid="week-calendar">
      {average && (
        <Text size="sm" c="gray.7" data-testid="week-average">
          {`A planned day gives each person, on average over ${average.days} ${average.days === 1 ? 'day' : 'days'}: ${nutrientsLine(average)}.`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 7 }} spacing="sm">
        {days.map((day, index) => (
          <DayColumn key={day} plan={plan} day={day} meals={mealsOn(day)} total={totals[index]!} today={today} editable={editable} diets={diets} dragged={dragged} onDrag={setDragged} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DayColumn({ plan, day, meals, total, today, editable, diets, dragged, onDrag }: CalendarProps & { day: string; meals: Meal[]; total: DayTotal; dragged: Meal | undefined; onDrag: (meal: Meal | undefined) => void }) {
  const isToday = day === localDate(today);
  // Tomorrow's meals that must be started today (decision 0033): said here, on the day before.
  const tomorrow = localDate(daysFrom(parseLocalDate(day), 1));
  const ahead = plan.meals.filter((meal) => meal.planned_cook_date === tomorrow && meal.plan_ahead && !meal.has_been_cooked);
  const label = dayHeading.format(parseLocalDate(day));
  return (
    <Paper withBorder radius="md" p="xs" className={`${classes.day} ${isToday ? classes.today : ''}`} component="section" aria-label={label} data-testid="calendar-day" data-day={day}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={700} size="sm">
          {label}
        </Text>
        {isToday && (
          <Badge size="xs" variant="light">
            Today
          </Badge>
        )}
      </Group>
      {total.meals > 0 && (
        <Text size="xs" c="gray.7" data-testid="day-totals">
          {`${nutrientsLine(total)} a person`}
          {total.withoutFigures > 0 && ` (not counting ${total.withoutFigures} ${total.withoutFigures === 1 ? 'meal' : 'meals'} without figures)`}
        </Text>
      )}
      {ahead.map((meal) => (
        <Text key={meal.id} size="xs" c="var(--mantine-color-orange-light-color)" fw={600} data-testid="start-the-day-before">
          {`Start tomorrow's ${meal.meal_of_day} today: ${meal.plan_ahead}`}
        </Text>
      ))}
      {/* A Monday's day before is in last week's plan: said on the Monday itself. */}
      {day === plan.start_date &&
        meals
          .filter((meal) => meal.plan_ahead && !meal.has_been_cooked)
          .map((meal) => (
            <Text key={meal.id} size="xs" c="var(--mantine-color-orange-light-color)" fw={600} data-testid="start-the-day-before">
              {`This ${meal.meal_of_day} starts the day before (Sunday): ${meal.plan_ahead}`}
            </Text>
          ))}
      {mealsOf(meals).map(({ mealOfDay, meal }) => (
        <Slot key={mealOfDay} plan={plan} day={day} mealOfDay={mealOfDay} meal={meal} today={today} editable={editable} diets={diets} dragged={dragged} onDrag={onDrag} />
      ))}
    </Paper>
  );
}

const mealsOf = (meals: Meal[]) => mealsOfDay.map((mealOfDay) => ({ mealOfDay, meal: meals.find((meal) => meal.meal_of_day === mealOfDay) }));

function Slot({ plan, day, mealOfDay, meal, today, editable, diets, dragged, onDrag }: CalendarProps & { day: string; mealOfDay: MealOfDay; meal: Meal | undefined; dragged: Meal | undefined; onDrag: (meal: Meal | undefined) => void }) {
  const move = useMoveMeal();
  const once = useOneAtATime();
  const [over, setOver] = useState(false);
  // A drop is welcome from today on, where the move would not be refused.
  const accepts = editable && dragged !== undefined && day >= localDate(today) && !moveNote(plan, dragged, day, mealOfDay)?.blocked;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const mealId = event.dataTransfer.getData(DRAG_TYPE);
    onDrag(undefined);
    if (!mealId || !accepts) return;
    void once(() => move.mutateAsync({ mealId, plannedCookDate: day, mealOfDay }).catch((error: unknown) => notifyFailure(error, serverMessageOr(error, moveFailed))));
  };

  return (
    <div
      className={`${classes.slot} ${over && accepts ? classes.dropTarget : ''}`}
      data-testid="calendar-slot"
      data-meal-of-day={mealOfDay}
      onDragOver={(event) => {
        if (!accepts) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {mealOfDayTitle[mealOfDay]}
      </Text>
      {meal ? (
        <CalendarMeal plan={plan} meal={meal} today={today} editable={editable} diets={diets} onDrag={onDrag} />
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </div>
  );
}

function CalendarMeal({ plan, meal, today, editable, diets, onDrag }: CalendarProps & { meal: Meal; onDrag: (meal: Meal | undefined) => void }) {
  const [moving, setMoving] = useState(false);
  const changeable = editable && !meal.has_been_cooked;
  const badges = dietBadges(meal.kept_diet_ids, diets ?? []);

  return (
    <Stack
      gap={2}
      className={classes.meal}
      draggable={changeable}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, meal.id);
        event.dataTransfer.effectAllowed = 'move';
        onDrag(meal);
      }}
      onDragEnd={() => onDrag(undefined)}
      data-testid="calendar-meal"
      data-meal-id={meal.id}
    >
      <Text component={Link} to={mealPlanPaths.meal(meal.id, meal.meal_plan_id)} size="sm" fw={600} lh={1.25} className={classes.name} draggable={false}>
        {meal.name}
      </Text>
      {badges.length > 0 && <DietBadges badges={badges} />}
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={4} c="gray.7" wrap="nowrap">
          {meal.has_been_cooked ? (
            <Badge size="xs" color="green" variant="light" leftSection={<IconCheck size={10} aria-hidden />}>
              Cooked
            </Badge>
          ) : (
            meal.total_time !== null && (
              <>
                <IconClock size={14} aria-hidden />
                <Text size="xs">{`${meal.total_time} min`}</Text>
              </>
            )
          )}
        </Group>
        {changeable && (
          <Group gap={0} wrap="nowrap">
            <Tooltip label="Move to…">
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Move ${meal.name}`} onClick={() => setMoving(true)}>
                <IconArrowsMove size={16} />
              </ActionIcon>
            </Tooltip>
            <RemoveMealButton meal={meal} size="sm" />
          </Group>
        )}
      </Group>
      {moving && <MoveMealModal plan={plan} meal={meal} today={today} opened onClose={() => setMoving(false)} />}
    </Stack>
  );
}
