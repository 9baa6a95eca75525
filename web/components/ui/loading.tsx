import { Center, Loader, Stack, Text } from '@mantine/core';

/** The route guard's and pages' loading state (spec §2: 'Loading'). */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="larder" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
