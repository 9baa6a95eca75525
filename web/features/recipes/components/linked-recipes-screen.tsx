// The recipes of one diet, cuisine, food type or tag (spec §2). The object arrives in navigation
// state; a visitor who arrives by a link or a reload has none, so the name in the address is looked
// up in the public reference list, and only a name found nowhere gets the spec's 'not available'
// message (docs/decisions/0011-catalogue-browsing.md).
import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { RetryCard } from '@/components/ui/retry-card';
import { useLinkedRecipes } from '../api/get-linked-recipes';
import { useReferenceList, type ReferenceKind } from '@/lib/reference-lists';
import type { CatalogueReference } from '../api/types';
import { useRecipeActions, type CatalogueViewer } from '../hooks/use-recipe-actions';
import { findByName, referenceFromState } from '../lib/list-pages';
import { exploreSectionPath } from './explore-section';
import { ListMessage } from './recipe-list-states';
import { LIST_COLUMNS, RecipeGrid, REVEAL_STEP } from './recipe-grid';

const words: Record<ReferenceKind, { thing: string; page: string }> = {
  diet: { thing: 'Diet', page: 'diet' },
  cuisine: { thing: 'Cuisine', page: 'cuisine' },
  'food-type': { thing: 'Food type', page: 'food type' },
  tag: { thing: 'Tag', page: 'tag' },
};

export const missingStateMessage = (kind: ReferenceKind) =>
  `${words[kind].thing} information not available. Please try accessing this page through the ${words[kind].page} selection page.`;
export const emptyListMessage = (kind: ReferenceKind) => `No recipes found for this ${words[kind].page}.`;

/** The object to list: from navigation state when it has an id, else looked up by name. */
function useReference(kind: ReferenceKind, nameInPath: string, state: unknown): { reference?: CatalogueReference; resolving: boolean } {
  const given = referenceFromState(kind, state);
  const complete = given?.id && given.name ? (given as CatalogueReference) : undefined;
  const list = useReferenceList(kind);
  if (complete) return { reference: complete, resolving: false };
  if (list.isPending) return { resolving: true };
  const found = list.data ? (findByName(list.data, given?.name ?? nameInPath) ?? findByName(list.data, nameInPath)) : undefined;
  return { reference: found, resolving: false };
}

export interface LinkedRecipesScreenProps {
  kind: ReferenceKind;
  nameInPath: string;
  state: unknown;
  viewer: CatalogueViewer;
}

export function LinkedRecipesScreen({ kind, nameInPath, state, viewer }: LinkedRecipesScreenProps) {
  const { reference, resolving } = useReference(kind, nameInPath, state);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      {resolving ? (
        <Center mih="40vh" role="status" aria-label="Loading">
          <Loader color="larder" />
        </Center>
      ) : !reference ? (
        <Stack gap="lg">
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {`${nameInPath} Recipes`}
          </Title>
          <ListMessage role="alert">{missingStateMessage(kind)}</ListMessage>
          {viewer.appUserId && (
            // Explore Recipes needs an account; a visitor has the bar's Log in.
            <Button component={Link} to={exploreSectionPath(kind)} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} w="fit-content">
              {`Choose a ${words[kind].page}`}
            </Button>
          )}
        </Stack>
      ) : (
        <LinkedRecipes kind={kind} reference={reference} viewer={viewer} />
      )}
    </Container>
  );
}

function LinkedRecipes({ kind, reference, viewer }: { kind: ReferenceKind; reference: CatalogueReference; viewer: CatalogueViewer }) {
  const recipes = useLinkedRecipes(kind, reference.id);
  const actions = useRecipeActions(viewer);
  const title = `${reference.name} Recipes`;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {reference.description && (
          <Text c="gray.7" mt={4} maw={720}>
            {reference.description}
          </Text>
        )}
        {recipes.data && recipes.data.length > 0 && (
          <Text c="dimmed" size="sm" mt={6}>
            {recipes.data.length === 1 ? '1 recipe' : `${recipes.data.length} recipes`}
          </Text>
        )}
      </div>
      {recipes.isPending ? (
        <Center mih={240} role="status" aria-label="Loading recipes">
          <Loader color="larder" />
        </Center>
      ) : recipes.isLoadingError ? (
        <RetryCard message="Failed to fetch recipes" onRetry={() => void recipes.refetch()} />
      ) : recipes.data.length === 0 ? (
        <ListMessage>{emptyListMessage(kind)}</ListMessage>
      ) : (
        <RecipeGrid recipes={recipes.data} label={title} columns={LIST_COLUMNS} revealStep={REVEAL_STEP} {...actions} />
      )}
      {actions.mealPlanDialog}
    </Stack>
  );
}
