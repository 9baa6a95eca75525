// One section of Explore Recipes (spec §2): a reference list as cards that open its list page, with
// the load error and the empty message of spec §8.
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { images, paths } from '@/config/paths';
import { useReferenceList, type ReferenceKind } from '@/lib/reference-lists';
import type { CatalogueReference } from '../api/types';
import { listPageFor } from '../lib/list-pages';
import classes from './explore.module.css';

const optionWords: Record<ReferenceKind, string> = { diet: 'diet', cuisine: 'cuisine', 'food-type': 'food type', tag: 'tag' };

const headingIdOf = (kind: ReferenceKind) => `explore-${kind}`;
/** Explore Recipes, scrolled to one kind's section: where a list page sends a cook who named something unknown. */
export const exploreSectionPath = (kind: ReferenceKind) => `${paths.recipes}#${headingIdOf(kind)}`;

export function ExploreSection({ kind, title, intro }: { kind: ReferenceKind; title: string; intro: string }) {
  const list = useReferenceList(kind);
  const headingId = headingIdOf(kind);
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <div>
        <Title order={2} id={headingId} fz={{ base: 22, sm: 26 }} style={{ scrollMarginTop: 80 }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} aria-hidden>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={kind === 'cuisine' ? 140 : 84} radius="lg" />
          ))}
        </SimpleGrid>
      ) : list.isLoadingError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{`Failed to load ${optionWords[kind]} options`}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{`No ${optionWords[kind]} options available at the moment.`}</Text>
      ) : (
        <SimpleGrid component="ul" cols={kind === 'cuisine' ? { base: 2, sm: 3, md: 5 } : { base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} className={classes.list}>
          {list.data.map((item) => (
            <li key={item.id}>{kind === 'cuisine' ? <CuisineTile item={item} /> : <ReferenceCard kind={kind} item={item} />}</li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CuisineTile({ item }: { item: CatalogueReference }) {
  const page = listPageFor('cuisine', item);
  return (
    <Link to={page.to} state={page.state} className={classes.cuisineTile}>
      <ImageWithFallback sources={[images.cuisine(item.name)]} alt="" aspectRatio="4 / 3" />
      <span className={classes.cuisineName}>{item.name}</span>
    </Link>
  );
}

function ReferenceCard({ kind, item }: { kind: ReferenceKind; item: CatalogueReference }) {
  const page = listPageFor(kind, item);
  return (
    <Paper component={Link} to={page.to} state={page.state} withBorder radius="lg" p="md" className={classes.referenceCard}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={700}>{item.name}</Text>
        <IconArrowRight size={18} className={classes.arrow} aria-hidden />
      </Group>
      {/* Whole, not clamped: a cook chooses a diet by these words, and they are at most a line or two of a card. */}
      {item.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {item.description}
        </Text>
      )}
    </Paper>
  );
}
