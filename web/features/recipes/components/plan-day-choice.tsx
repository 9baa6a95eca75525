// The day of the chosen week as chips that make one radio group: Tab reaches the chosen day, the arrow
// keys move between days (they share a name), each reads as 'Sat 28', and they wrap on a phone.
import { Chip, Group, Input, Stack } from '@mantine/core';
import { useId } from 'react';
import { shortDayLabel } from '../lib/plan-days';

export interface PlanDayChoiceProps {
  days: string[];
  value: string;
  onChange: (day: string) => void;
}

export function PlanDayChoice({ days, value, onChange }: PlanDayChoiceProps) {
  const id = useId();
  return (
    <Stack gap="xs">
      <Input.Label component="div" id={`${id}-label`}>
        Day
      </Input.Label>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap={6} role="radiogroup" aria-labelledby={`${id}-label`}>
          {days.map((day) => (
            <Chip key={day} value={day} name={`${id}-day`} size="sm" radius="sm">
              {shortDayLabel(day)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
