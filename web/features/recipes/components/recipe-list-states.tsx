// The quiet states every recipe list shares: a message in place of the grid (nothing found, or the
// page cannot know what to list).
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListMessage({ children, role = 'status' }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center" role={role}>
      <Text c="gray.7">{children}</Text>
    </Paper>
  );
}
