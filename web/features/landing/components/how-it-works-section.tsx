// The three steps of spec §1: set preferences, get plan and list, start cooking.
import { Box, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './landing.module.css';

const steps = [
  {
    title: 'Set your preferences',
    text: 'Choose your diets, favourite cuisines and ingredients to avoid, and how many breakfasts, lunches and dinners you want each week.',
  },
  {
    title: 'Get your plan and list',
    text: "Larder builds your week of meals and a grocery list that leaves out what's already in your pantry.",
  },
  {
    title: 'Start cooking',
    text: 'Follow step-by-step recipes. Mark a meal as cooked and its ingredients come off your pantry.',
  },
];

export function HowItWorksSection() {
  return (
    <Box component="section" id="how-it-works" className={classes.band} aria-labelledby="how-title">
      <Container size="lg">
        <Stack gap={8} mb={40} maw={640}>
          <Text c="larder.8" fw={700} tt="uppercase" size="sm">
            How it works
          </Text>
          <Title id="how-title" order={2} fz={{ base: 28, sm: 36 }}>
            From preferences to plate in three steps
          </Title>
        </Stack>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map(({ title, text }, index) => (
            <Paper component="li" key={title} withBorder radius="lg" p="xl" shadow="xs">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                  <Text fw={800} className={classes.stepNumber}>
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {title}
                </Title>
                <Text c="gray.7">{text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
