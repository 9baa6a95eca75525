// One section of the preferences screen: a titled card with a line on what it does, an optional
// note beside the title (a count), and its controls.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function Section({ title, intro, children, aside }: { title: string; intro: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ flex: '1 1 20rem' }}>
            <Title order={2} size="h3" id={id}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
