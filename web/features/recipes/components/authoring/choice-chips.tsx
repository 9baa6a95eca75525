// A set chosen by toggling chips (cuisines, diets, meal times, food types, tags): a fieldset with
// its legend, each chip a checkbox, so it reads and keys like one.
import { Chip, Group, Text, VisuallyHidden } from '@mantine/core';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceChipsProps {
  legend: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string;
  /** Under a heading that already says it, the legend is only for screen readers. */
  legendHidden?: boolean;
}

export function ChoiceChips({ legend, choices, selected, onChange, hint, legendHidden = false }: ChoiceChipsProps) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {legendHidden ? (
        <VisuallyHidden component="legend">{legend}</VisuallyHidden>
      ) : (
        <Text component="legend" fw={600} mb={hint ? 2 : 'xs'}>
          {legend}
        </Text>
      )}
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
