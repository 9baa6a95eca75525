// The ingredient lines of a recipe being written, each with a Remove (by ingredient id). Amounts are
// said as the recipe page will say them (decision 0034), in the author's system, but after the name:
// there a bare count ('Lemon 1') would leave out what was counted, so it keeps the word the author
// typed it against ('Lemon 1 piece').
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useUnitSystem } from '@/lib/app-user/use-unit-system';
import { sayAmount, unitWord, type Measure, type UnitSystem } from '@/lib/amounts';

export interface DraftLine {
  ingredientId: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  /** What the ingredient's figures say about measuring it, when known (a wizard kept before they were has none). */
  measure?: Measure | null;
}

function amountText(line: DraftLine, system: UnitSystem): string {
  if (line.quantity === null) return '';
  const shown = sayAmount(line.quantity, line.unit ?? '', line.measure ?? undefined, system);
  return shown.unit === 'piece' ? `${shown.text} ${unitWord('piece', shown.value)}` : shown.text;
}

export function IngredientLineList({ lines, onRemove, empty = 'No ingredients yet.' }: { lines: readonly DraftLine[]; onRemove: (ingredientId: string) => void; empty?: string }) {
  const system = useUnitSystem();
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
              <strong>{line.name}</strong> {amountText(line, system)}
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
