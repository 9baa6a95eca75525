// The cook's diets a planned recipe keeps (decision 0031), small, under its name.
import { Badge, Group } from '@mantine/core';

export function DietBadges({ badges }: { badges: string[] }) {
  return (
    <Group gap={4} data-testid="diet-badges">
      {badges.map((badge) => (
        <Badge key={badge} size="xs" variant="light" color="larder">
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
