// The two panels a cook reads while cooking: ingredient amounts for the chosen servings (with the
// stepper that chooses them) and the numbered steps. The recipe page and a planned meal's page share it.
import { Grid, Group, Paper, Text, Title } from '@mantine/core';
import { ServingsStepper } from '@/components/ui/servings-stepper';
import { limits } from '@/config/constants';
import type { RecipeIngredientLine, RecipeStep } from '../api/types';
import { IngredientLines } from './ingredient-lines';
import { StepList } from './step-list';

interface CookingPanelsProps {
  lines: readonly RecipeIngredientLine[];
  steps: readonly RecipeStep[];
  servings: number;
  onServingsChange: (servings: number) => void;
  /** The servings the recipe is written for: amounts scale from it. */
  writtenFor: number | null | undefined;
}

export function CookingPanels({ lines, steps, servings, onServingsChange, writtenFor }: CookingPanelsProps) {
  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Title order={2} fz={22}>
              Ingredients
            </Title>
            <ServingsStepper value={servings} onChange={onServingsChange} min={limits.recipeServings.min} max={limits.recipeServings.max} />
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {`Amounts for ${servings} ${servings === 1 ? 'serving' : 'servings'}`}
          </Text>
          <IngredientLines lines={lines} servings={servings} writtenFor={writtenFor} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz={22} mb="md">
            Steps
          </Title>
          <StepList steps={steps} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
