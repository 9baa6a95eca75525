// The static cuisine list of spec §2. Each card opens /cuisine/{name} and carries the cuisine in
// navigation state as `{ cuisine: { name } }` (the shape of a cuisine reference, minus what only
// the server knows). Images are below the fold: lazy, with their size set so nothing jumps.
import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { landingCuisines } from '@/config/constants';
import { images, paths } from '@/config/paths';
import classes from './landing.module.css';

export interface CuisineLinkState {
  cuisine: { name: string };
}

export function CuisineSection() {
  return (
    <Box component="section" className={classes.bandMuted} aria-labelledby="cuisines-title">
      <Container size="lg">
        <Stack gap={8} mb={40} maw={640}>
          <Text c="larder.8" fw={700} tt="uppercase" size="sm">
            Cuisines
          </Text>
          <Title id="cuisines-title" order={2} fz={{ base: 28, sm: 36 }}>
            Explore by cuisine
          </Title>
          <Text c="gray.7" size="lg">
            Ten kitchens to start from, from weeknight pasta to bibimbap. Pick the ones you love and your plan follows.
          </Text>
        </Stack>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 5 }} spacing={{ base: 'sm', sm: 'lg' }} p={0} m={0} style={{ listStyle: 'none' }}>
          {landingCuisines.map((name) => (
            <li key={name}>
              <Link to={paths.cuisine(name)} state={{ cuisine: { name } } satisfies CuisineLinkState} className={classes.cuisineCard}>
                <img src={images.cuisine(name)} alt="" width={800} height={600} loading="lazy" decoding="async" />
                <span className={classes.cuisineName}>{name}</span>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
