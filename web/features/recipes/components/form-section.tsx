// A titled card of a recipe form (create, edit, import review), named for screen readers by its title.
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ title, stacked = false, children }: { title: string; stacked?: boolean; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      {stacked ? <Stack gap="md">{children}</Stack> : children}
    </Paper>
  );
}
