// Explore Recipes (/recipes, spec §2): the way into All Recipes and My Recipes, then the diets,
// cuisines, food types and default tags as cards. Cooks without access can browse, and are told
// what adding to a plan needs.
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconInfoCircle, IconToolsKitchen2 } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { referenceListQueryOptions, type ReferenceKind } from '@/lib/reference-lists';
import { ExploreSection } from './explore-section';

const SECTIONS: ReadonlyArray<{ kind: ReferenceKind; title: string; intro: string }> = [
  { kind: 'diet', title: 'Diets', intro: 'Recipes that fit the way you eat.' },
  { kind: 'cuisine', title: 'Cuisines', intro: 'From weeknight pasta to pho.' },
  { kind: 'food-type', title: 'Food Types', intro: 'Soups, salads, curries, bakes and more.' },
  { kind: 'tag', title: 'More', intro: 'Quick dinners, budget meals and other collections.' },
];

export const NO_ACCESS_NOTE = 'Finish your account setup to start adding recipes to your meal plan!';

export function ExploreScreen({ hasAccess }: { hasAccess: boolean }) {
  useScrollToSectionOnceLoaded();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={40}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Explore Recipes
            </Title>
            <Text c="dimmed">Browse by diet, cuisine or kind of dish, or search every recipe.</Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={paths.recipesAll} leftSection={<IconToolsKitchen2 size={18} aria-hidden />}>
              All Recipes
            </Button>
            <Button component={Link} to={paths.recipesSaved} variant="default" leftSection={<IconBook2 size={18} aria-hidden />}>
              My Recipes
            </Button>
          </Group>
          {!hasAccess && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle />} role="status">
              <Group justify="space-between" gap="sm">
                <Text size="sm" fw={500}>
                  {NO_ACCESS_NOTE}
                </Text>
                <Button component={Link} to={paths.pricing} size="xs" variant="white" color="yellow.9">
                  Get meal plan
                </Button>
              </Group>
            </Alert>
          )}
        </Stack>
        {SECTIONS.map((section) => (
          <ExploreSection key={section.kind} {...section} />
        ))}
      </Stack>
    </Container>
  );
}

/**
 * The router does not scroll to an address's fragment (#explore-cuisine). Scrolled once every section
 * has its cards: scrolled earlier, the diets' cards arriving above would push the section down again.
 */
function useScrollToSectionOnceLoaded() {
  const { hash } = useLocation();
  const loaded = useQueries({ queries: SECTIONS.map(({ kind }) => referenceListQueryOptions(kind)), combine: (lists) => lists.every((list) => !list.isPending) });
  useEffect(() => {
    if (hash && loaded) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
}
