// Why a recipe could not be shown (spec §8 'Recipe page'), each with a Retry.
import { Container } from '@mantine/core';
import { RetryCard } from '@/components/ui/retry-card';
import { ApiError } from '@/lib/api-client';

export function recipeLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Recipe not found';
  if (error instanceof ApiError && error.kind === 'auth') return 'Authentication failed';
  return 'Failed to load recipe data';
}

export function RecipeLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container size="sm" py="md">
      <RetryCard title="Recipe unavailable" message={recipeLoadMessage(error)} onRetry={onRetry} />
    </Container>
  );
}
