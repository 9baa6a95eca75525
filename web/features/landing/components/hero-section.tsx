// The pitch of spec §1: a cheaper, fresher, easier alternative to meal-kit delivery, and its claims.
import { Badge, Box, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { images } from '@/config/paths';
import { MainAction } from './main-action';
import classes from './landing.module.css';

const claims = ['500+ recipes', 'Smart planning from your preferences and pantry', 'Shop where you want'];
const mosaic = [
  { cuisine: 'Italian', alt: 'A plate of spaghetti with tomato sauce and basil' },
  { cuisine: 'Korean', alt: 'A bowl of bibimbap topped with a fried egg' },
  { cuisine: 'Thai', alt: 'A green curry with chillies, lime and lemongrass' },
];

export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroGrid}>
        <Stack gap="lg" align="flex-start">
          <Badge variant="light" size="lg" radius="sm">
            The meal-kit alternative
          </Badge>
          <Title id="hero-title" order={1} className={classes.heroTitle}>
            Meal kits, <span>minus the box.</span>
          </Title>
          <Text size="xl" c="gray.7" maw={560}>
            Larder plans a week of meals around what you like and what is already in your pantry, then hands you one grocery list
            to shop wherever you want. Cheaper, fresher and easier than meal-kit delivery.
          </Text>
          <MainAction signedIn={signedIn} />
          <List
            spacing={6}
            size="md"
            c="gray.8"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {claims.map((claim) => (
              <List.Item key={claim}>{claim}</List.Item>
            ))}
          </List>
        </Stack>
        <div className={classes.mosaic}>
          {mosaic.map(({ cuisine, alt }, index) => (
            <img key={cuisine} src={images.cuisine(cuisine)} alt={alt} width={800} height={600} fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />
          ))}
        </div>
      </Container>
    </Box>
  );
}
