// The week the page is about, with its 'This week' / 'Next week' badge (spec §2 /meal-plan). The
// previous/next arrows and the Meals / Grocery List toggle join it with the plan itself.
import { Badge, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { formatWeek, planTimeStatus, type Week } from '../lib/week';

const badges = {
  'this-week': { label: 'This week', color: 'larder' },
  'next-week': { label: 'Next week', color: 'blue' },
  past: { label: 'Past', color: 'gray' },
  later: null,
} as const;

export function MealPlanHeader({ week, today }: { week: Week; today: Date }) {
  const badge = badges[planTimeStatus(week, today)];
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconCalendarWeek size={22} />
          </ThemeIcon>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Week of
            </Text>
            <Title order={2} fz={{ base: 'md', sm: 'lg' }}>
              {formatWeek(week)}
            </Title>
          </div>
        </Group>
        {badge && (
          <Badge color={badge.color} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
