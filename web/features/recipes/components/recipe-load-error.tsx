// Why a recipe could not be shown (spec §8 'Recipe page'), each with a Retry. A recipe that is not
// there (deleted, or a mistyped link) also offers a way on: a Retry alone would be a dead end.
import { Anchor, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { ApiError } from '@/lib/api-client';

export function recipeLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Recipe not found';
  if (error instanceof ApiError && error.kind === 'auth') return 'Authentication failed';
  return 'Failed to load recipe data';
}

export function RecipeLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status } = useAuth();
  const notFound = error instanceof ApiError && error.status === 404;
  // The catalogue is for signed-in cooks; a visitor's way on is the home page.
  const wayOn = status === 'signed-in' ? { to: paths.recipesAll, label: 'Browse All Recipes' } : { to: paths.landing, label: 'Go to the home page' };
  return (
    <Container size="sm" py="md">
      <RetryCard
        title="Recipe unavailable"
        message={recipeLoadMessage(error)}
        onRetry={onRetry}
        action={
          notFound && (
            <Anchor component={Link} to={wayOn.to} c="gray.8" size="sm" fw={600}>
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {wayOn.label}
              </Group>
            </Anchor>
          )
        }
      />
    </Container>
  );
}
