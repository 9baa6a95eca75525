// While the generator fills the plan (decision 0013), the meals land one by one below this banner;
// it says how far along it is so the cook knows more are coming.
import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';

export function GenerationProgress({ planned, wanted }: { planned: number; wanted: number }) {
  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" role="status" aria-live="polite" data-testid="generation-progress">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Loader type="dots" size="sm" aria-hidden />
          <div>
            <Text fw={700}>Meals are being generated...</Text>
            <Text size="sm" c="dimmed">
              We're cooking up your meal plan...
            </Text>
          </div>
        </Group>
        <Progress value={wanted === 0 ? 0 : (planned / wanted) * 100} aria-hidden animated />
        <Text size="sm" fw={600} data-testid="generation-count">{`${planned} of ${wanted} meals planned`}</Text>
      </Stack>
    </Paper>
  );
}
