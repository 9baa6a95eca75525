// Ingredient details (/ingredients/{id}, spec §2; public): picture, name, description, nutrition
// rounded with the serving it is for, vegetarian and vegan marks, and an Edit button for admins.
// The page's recipe grid is given by the route (`children`), where the recipes feature is composed.
import { Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { NutritionFacts } from '@/components/ui/nutrition-facts';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { useUnitSystem } from '@/lib/app-user/use-unit-system';
import { ApiError } from '@/lib/api-client';
import { useIngredient } from '../api/get-ingredient';
import { foodGroupsOf, nutritionOf, servingLine } from '../lib/ingredient-facts';
import { IngredientImage } from './ingredient-image';
import classes from './ingredients.module.css';

function Mark({ label, yes }: { label: string; yes: boolean }) {
  return (
    <Badge size="lg" variant="light" color={yes ? 'teal' : 'gray'} leftSection={yes ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}>
      {yes ? label : `Not ${label.toLowerCase()}`}
    </Badge>
  );
}

export function IngredientDetails({ ingredientId, isAdmin, children }: { ingredientId: string; isAdmin: boolean; children?: ReactNode }) {
  const ingredient = useIngredient(ingredientId);
  const system = useUnitSystem();
  if (ingredient.isPending) return <Loading label="Loading ingredient" />;
  if (ingredient.isLoadingError) {
    const notFound = ingredient.error instanceof ApiError && (ingredient.error.status === 404 || ingredient.error.status === 400);
    return (
      <Container size="sm" py="md">
        <RetryCard title="Ingredient unavailable" message={notFound ? 'Ingredient not found' : 'Failed to load ingredient data'} onRetry={() => void ingredient.refetch()} />
      </Container>
    );
  }
  const item = ingredient.data;
  const serving = servingLine(item, system);
  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <Stack gap={40}>
        <Grid gap={{ base: 'md', md: 40 }} align="center">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <IngredientImage ingredientId={item.id} alt={item.name} aspectRatio="1 / 1" loading="eager" className={classes.heroImage} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="md">
              <Group gap={6}>
                {foodGroupsOf(item).map((group) => (
                  <Badge key={group} variant="light" color="gray">
                    {group}
                  </Badge>
                ))}
              </Group>
              <Group justify="space-between" align="flex-start">
                <Title order={1} fz={{ base: 28, sm: 36 }} style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Title>
                {isAdmin && (
                  <Button component={Link} to={paths.ingredientEdit(item.id)} variant="light" leftSection={<IconPencil size={18} aria-hidden />}>
                    Edit
                  </Button>
                )}
              </Group>
              {item.description && <Text c="gray.7">{item.description}</Text>}
              <div>
                <NutritionFacts values={nutritionOf(item)} label={serving ? `Nutrition ${serving}` : 'Nutrition'} />
                {serving && (
                  <Text size="sm" c="dimmed" mt={6}>
                    {serving}
                  </Text>
                )}
              </div>
              <Group gap="sm" role="group" aria-label="Diet marks">
                <Mark label="Vegetarian" yes={item.is_vegetarian} />
                <Mark label="Vegan" yes={item.is_vegan} />
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        {children}
      </Stack>
    </Container>
  );
}
