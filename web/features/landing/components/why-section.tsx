// Why not a meal kit: the three promises of spec §1 (cheaper, fresher, easier).
import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBasket, IconLeaf, IconPigMoney } from '@tabler/icons-react';
import classes from './landing.module.css';

const promises = [
  {
    icon: IconPigMoney,
    title: 'Cheaper',
    text: 'Pay store prices instead of boxed-and-shipped prices, and use up what is already in your pantry before buying more.',
  },
  {
    icon: IconLeaf,
    title: 'Fresher',
    text: 'Pick your own produce at the shop you trust, the day you cook, instead of waiting on a chilled box.',
  },
  {
    icon: IconBasket,
    title: 'Easier',
    text: 'One weekly plan, one grocery list, step-by-step recipes. No deliveries to schedule and no cardboard to recycle.',
  },
];

export function WhySection() {
  return (
    <Box component="section" className={classes.bandMuted} aria-labelledby="why-title">
      <Container size="lg">
        <Stack gap={8} mb={40} maw={640}>
          <Text c="larder.8" fw={700} tt="uppercase" size="sm">
            Why Larder
          </Text>
          <Title id="why-title" order={2} fz={{ base: 28, sm: 36 }}>
            Everything a meal kit promises, without the kit
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'lg', md: 40 }}>
          {promises.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="sm">
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="xl">
                {title}
              </Title>
              <Text c="gray.7">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
