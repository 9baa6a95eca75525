// A set chosen by toggling chips (cuisines, diets, meal times, food types, tags): a fieldset with
// its legend, each chip a checkbox, so it reads and keys like one.
import { Chip, Group, Text } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceChips({ legend, choices, selected, onChange, hint }: { legend: string; choices: readonly Choice[]; selected: readonly string[]; onChange: (next: string[]) => void; hint?: string }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb={hint ? 2 : 'xs'}>
        {legend}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      <Chip.Group multiple value={[...selected]} onChange={onChange}>
        <Group gap="xs">
          {choices.map((choice) => (
            <Chip key={choice.value} value={choice.value} variant="outline" radius="xl">
              {choice.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}
