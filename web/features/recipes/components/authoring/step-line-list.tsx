// The numbered steps of a recipe being written, each with a Remove.
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

export interface DraftStep {
  key: string;
  number: number;
  instruction: string;
}

export function StepLineList({ steps, onRemove, empty = 'No steps yet.' }: { steps: readonly DraftStep[]; onRemove: (key: string) => void; empty?: string }) {
  if (steps.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack gap={6} component="ol" aria-label="Recipe steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((step) => (
        <Paper component="li" key={step.key} withBorder radius="md" px="sm" py={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Badge variant="light" circle size="lg" aria-label={`Step ${step.number}`}>
                {step.number}
              </Badge>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {step.instruction}
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove step ${step.number}`} onClick={() => onRemove(step.key)}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
