// Explore Recipes before setup (spec §2): exploring and adding wait for the cook's meal preferences.
import { Button, EmptyState, Paper } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function SetupRequired() {
  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 48 }} py={{ base: 40, sm: 56 }} shadow="xs">
      <EmptyState variant="light" size="lg" icon={<IconSettings size={30} />}>
        <EmptyState.Title order={2}>Complete meal preferences to explore recipes</EmptyState.Title>
        <EmptyState.Description maw={460}>Tell us your diets and favourite cuisines first: recipes and your meal plan are chosen from them.</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.setup} size="md">
            Complete Setup
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
