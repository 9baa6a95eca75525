// The account screens' frame: one centred card with the screen's title, what the cook should do
// there, the form or status, and a line beneath for the way to the other account screens.
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title: a status icon on the confirmation and reset screens. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Beneath the card, e.g. 'Already have an account? Log in'. */
  footer?: ReactNode;
  className?: string;
  /** The title and subtitle are a status that changes in place: announce each change. */
  live?: boolean;
}

export function AuthCard({ title, subtitle, icon, children, footer, className, live }: AuthCardProps) {
  return (
    <Container size={480} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} className={className}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center" {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}>
            {icon}
            <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.2}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" maw={360}>
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" c="dimmed" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
