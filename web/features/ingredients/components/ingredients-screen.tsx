// All Ingredients (/ingredients, spec §2; public): a search box on the name, food-group filter
// buttons (several at once: an ingredient in any chosen group shows), a link to create one, and the
// cards, a screenful at a time.
import { Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { FilterButtons, toggled } from '@/components/ui/filter-buttons';
import { RetryCard } from '@/components/ui/retry-card';
import { paths } from '@/config/paths';
import { nameMatcher } from '@/lib/name-search';
import { useFoodGroups } from '../api/get-food-groups';
import { useIngredients } from '../api/get-ingredients';
import { foodGroupsOf } from '../lib/ingredient-facts';
import { IngredientCard } from './ingredient-card';
import classes from './ingredients.module.css';

const PAGE = 60;

export function IngredientsScreen() {
  const ingredients = useIngredients();
  const foodGroups = useFoodGroups();
  const [search, setSearch] = useState('');
  const [groups, setGroups] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState(PAGE);

  const matching = useMemo(() => {
    const matches = nameMatcher(search);
    return (ingredients.data ?? []).filter(
      (ingredient) => matches(ingredient.name) && (groups.size === 0 || foodGroupsOf(ingredient).some((group) => groups.has(group))),
    );
  }, [ingredients.data, search, groups]);

  // Food groups are named on each ingredient, so the buttons filter by name.
  const groupOptions = (foodGroups.data ?? []).map((group) => ({ id: group.name, name: group.name }));
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              All Ingredients
            </Title>
            <Text c="dimmed">What goes into our recipes, with its nutrition.</Text>
          </div>
          <Button component={Link} to={paths.createIngredient} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
            Create Ingredient
          </Button>
        </Group>
        <TextInput
          placeholder="Search for ingredient..."
          aria-label="Search for ingredient"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setShown(PAGE);
          }}
          size="md"
          maw={560}
          type="search"
        />
        {groupOptions.length > 0 && (
          <FilterButtons
            label="Filter by food group"
            options={groupOptions}
            selected={groups}
            onToggle={(group) => {
              setGroups(toggled(groups, group.id));
              setShown(PAGE);
            }}
            onClear={() => {
              setGroups(new Set());
              setShown(PAGE);
            }}
          />
        )}
        {ingredients.isPending ? (
          <Center mih={240} role="status" aria-label="Loading ingredients">
            <Loader color="larder" />
          </Center>
        ) : ingredients.isLoadingError ? (
          <RetryCard message="Failed to load ingredients. Please try again later." onRetry={() => void ingredients.refetch()} />
        ) : matching.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" role="status">
            {/* As All Recipes says it: with nothing searched or chosen, there is nothing to match. */}
            {search.trim() || groups.size > 0 ? 'No ingredients match your search.' : 'No ingredients yet.'}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {matching.length === 1 ? '1 ingredient' : `${matching.length} ingredients`}
            </Text>
            <SimpleGrid component="ul" cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing={{ base: 'sm', sm: 'md' }} className={classes.list} aria-label="Ingredients">
              {matching.slice(0, shown).map((ingredient) => (
                <li key={ingredient.id}>
                  <IngredientCard ingredient={ingredient} />
                </li>
              ))}
            </SimpleGrid>
            {matching.length > shown && (
              <Center>
                <Button variant="default" size="md" onClick={() => setShown((count) => count + PAGE)}>
                  Show more ingredients
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
