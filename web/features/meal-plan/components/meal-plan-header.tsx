// The week the page is about (spec §2 /meal-plan): its date range between previous/next arrows, the
// 'This week' / 'Next week' badge (or 'Past', read-only), and the Meals / Grocery List toggle once a
// plan exists. An arrow is enabled only when there is a week to go to on that side.
import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatWeek, planTimeStatus, type Week } from '../lib/week';

const badges = {
  'this-week': { label: 'This week', color: 'larder' },
  'next-week': { label: 'Next week', color: 'blue' },
  past: { label: 'Past', color: 'gray' },
  later: null,
} as const;

export type MealPlanView = 'meals' | 'grocery';

export interface WeekNavigation {
  onPrevious?: () => void;
  onNext?: () => void;
}

export function MealPlanHeader({
  week,
  today,
  navigation,
  view,
  onViewChange,
}: {
  week: Week;
  today: Date;
  navigation?: WeekNavigation;
  view?: MealPlanView;
  onViewChange?: (view: MealPlanView) => void;
}) {
  const badge = badges[planTimeStatus(week, today)];
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ActionIcon variant="default" size="lg" radius="xl" aria-label="Previous week's plan" disabled={!navigation?.onPrevious} onClick={navigation?.onPrevious}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Stack gap={4} align="center" style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Week of
            </Text>
            <Title order={2} fz={{ base: 'md', sm: 'lg' }} ta="center" data-testid="meal-plan-week">
              {formatWeek(week)}
            </Title>
            {badge && (
              <Badge color={badge.color} variant="light" size="md">
                {badge.label}
              </Badge>
            )}
          </Stack>
          <ActionIcon variant="default" size="lg" radius="xl" aria-label="Next week's plan" disabled={!navigation?.onNext} onClick={navigation?.onNext}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        {view && onViewChange && (
          <SegmentedControl
            fullWidth
            radius="xl"
            value={view}
            onChange={(value) => onViewChange(value as MealPlanView)}
            data={[
              { value: 'meals', label: 'Meals' },
              { value: 'grocery', label: 'Grocery List' },
            ]}
            aria-label="Show meals or the grocery list"
          />
        )}
      </Stack>
    </Paper>
  );
}
