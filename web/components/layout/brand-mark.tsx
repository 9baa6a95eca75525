import { Group, Text } from '@mantine/core';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={size} height={size} />
      <Text fw={800} size="lg" c="larder.8" style={{ letterSpacing: '-0.02em' }}>
        Larder
      </Text>
    </Group>
  );
}
