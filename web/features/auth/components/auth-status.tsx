// A status inside the account card: a coloured icon, what happened, and what the cook can do next.
import { Loader, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailOpened } from '@tabler/icons-react';

export type StatusTone = 'working' | 'success' | 'error' | 'mail';

export function StatusIcon({ tone }: { tone: StatusTone }) {
  if (tone === 'working') return <Loader size={40} aria-hidden />;
  const Icon = tone === 'success' ? IconCircleCheck : tone === 'error' ? IconAlertTriangle : IconMailOpened;
  return (
    <ThemeIcon size={56} radius="xl" variant="light" color={tone === 'error' ? 'red' : 'larder'} aria-hidden>
      <Icon size={30} />
    </ThemeIcon>
  );
}
