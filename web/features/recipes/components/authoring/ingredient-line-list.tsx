// The ingredient lines of a recipe being written, each with a Remove (by ingredient id).
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { amountWithUnit } from '@/lib/units';

export interface DraftLine {
  ingredientId: string;
  name: string;
  quantity: number | null;
  unit: string | null;
}

export function IngredientLineList({ lines, onRemove, empty = 'No ingredients yet.' }: { lines: readonly DraftLine[]; onRemove: (ingredientId: string) => void; empty?: string }) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6} component="ul" aria-label="Recipe ingredients" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lines.map((line) => (
        <Paper component="li" key={line.ingredientId} withBorder radius="md" px="sm" py={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              <strong>{line.name}</strong> {line.quantity === null ? '' : amountWithUnit(line.quantity, line.unit)}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.ingredientId)}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
