import { Container, Skeleton, Stack, Title } from '@mantine/core';

/**
 * A screen whose data arrives with a later part of the product: its title and its loading state,
 * never made-up content.
 */
export function FeatureLoading({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{title}</Title>
        <div role="status" aria-label="Loading">
          <Stack gap="md">
            <Skeleton height={28} width="40%" />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
