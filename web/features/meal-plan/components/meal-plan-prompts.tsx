// What /meal-plan shows before there is a plan to show (spec §2, §6): finish setup, get access,
// or wait while this week's plan is generated.
import { Button, EmptyState, Loader, Paper, Text } from '@mantine/core';
import { IconChefHat, IconLock, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

function Prompt({ icon, title, children, live = false }: { icon: ReactNode; title: string; children: ReactNode; live?: boolean }) {
  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 48 }} py={{ base: 40, sm: 56 }} shadow="xs" {...(live ? { role: 'status', 'aria-live': 'polite' } : {})}>
      <EmptyState variant="light" size="lg" icon={icon}>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        {children}
      </EmptyState>
    </Paper>
  );
}

export function SetupNeeded() {
  return (
    <Prompt icon={<IconSettings size={30} />} title="Finish setting up your meal plan">
      <EmptyState.Description maw={460}>
        Tell us your diets, favourite cuisines and how many meals you want each week, and we will plan your week around them.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.setup} size="md">
          Complete Setup
        </Button>
      </EmptyState.Actions>
    </Prompt>
  );
}

export function AccessNeeded() {
  return (
    <Prompt icon={<IconLock size={30} />} title="Your weekly plan is one step away">
      <EmptyState.Description maw={460}>
        Choose a plan or enter a beta code to get personalised meals every week, with a grocery list to match.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.pricing} size="md">
          Get meal plan
        </Button>
      </EmptyState.Actions>
    </Prompt>
  );
}

export function GenerationPending() {
  return (
    <Prompt icon={<IconChefHat size={30} />} title="Meals are being generated..." live>
      <EmptyState.Description maw={460}>
        <Text component="span" display="block" fw={600} c="gray.8" mb={4}>
          We're cooking up your meal plan...
        </Text>
        This takes a few minutes. Check back soon to see your breakfasts, lunches and dinners for the week.
      </EmptyState.Description>
      <Loader type="dots" color="larder" aria-hidden />
    </Prompt>
  );
}
