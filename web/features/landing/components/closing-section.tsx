import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { MainAction } from './main-action';
import classes from './landing.module.css';

/** The last nudge before the footer: the same single call to action as the hero. */
export function ClosingSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" className={classes.band} aria-labelledby="closing-title">
      <Container size="lg">
        <Stack className={classes.cta} align="center" ta="center" gap="md">
          <Title id="closing-title" order={2} c="white" fz={{ base: 26, sm: 34 }}>
            Your next week of dinners, already figured out
          </Title>
          <Text size="lg" c="larder.0" maw={560}>
            Tell Larder what you like once. Every week you get a plan, a grocery list and the recipes to go with it.
          </Text>
          <MainAction signedIn={signedIn} variant="white" color="larder.9" mt="sm" />
        </Stack>
      </Container>
    </Box>
  );
}
