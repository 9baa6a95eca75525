// Minus, the count, plus: servings on the recipe page and in the meal-plan dialogs (spec §5, §9:
// 1 to 16 unless told otherwise). The count is announced when it changes.
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

export interface ServingsStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
}

export const clampServings = (value: number, min = 1, max = 16) => Math.min(max, Math.max(min, Math.round(value)));

export function ServingsStepper({ value, onChange, min = 1, max = 16, label = 'Servings' }: ServingsStepperProps) {
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={`Fewer ${label.toLowerCase()}`} disabled={value <= min} onClick={() => onChange(clampServings(value - 1, min, max))}>
        <IconMinus size={16} />
      </ActionIcon>
      <Text fw={700} miw={28} ta="center" aria-live="polite">
        <span data-testid="servings-value">{value}</span>
        <VisuallyHidden>{` ${label.toLowerCase()}`}</VisuallyHidden>
      </Text>
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={`More ${label.toLowerCase()}`} disabled={value >= max} onClick={() => onChange(clampServings(value + 1, min, max))}>
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
