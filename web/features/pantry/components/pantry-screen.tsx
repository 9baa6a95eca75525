// My Pantry (/pantry, spec §2, §4): the cook's items with search, Add Item, sorting, in-place edits
// and removal. Adding needs setup and access; until then a warning says what is missing.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Loading } from '@/components/ui/loading';
import { RetryCard } from '@/components/ui/retry-card';
import { usePantryItems } from '../api/get-pantry-items';
import type { PantryItem, PantryOwner } from '../api/types';
import { usePantryChanges } from '../hooks/use-pantry-changes';
import type { UnitSystem } from '@/lib/amounts';
import { todayIso } from '@/lib/calendar-dates';
import { pantryMessages } from '../lib/pantry-messages';
import { filterPantry } from '../lib/sort-pantry';
import { AddPantryItemDialog } from './add-pantry-item-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { PantryAccessNeeded, PantrySetupNeeded } from './pantry-prompts';
import { PantryTable } from './pantry-table';

export interface PantryScreenProps {
  owner: PantryOwner;
  setupComplete: boolean;
  hasAccess: boolean;
  /** The cook's metric or US (decision 0034): how a changed amount is said, and which units come first. */
  unitSystem: UnitSystem;
}

type Confirmation = { kind: 'one'; item: PantryItem } | { kind: 'all' } | null;

export function PantryScreen({ owner, setupComplete, hasAccess, unitSystem }: PantryScreenProps) {
  const pantry = usePantryItems(owner, unitSystem);
  const changes = usePantryChanges(owner, unitSystem);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation>(null);
  const canAdd = setupComplete && hasAccess;
  const today = todayIso();

  if (pantry.isPending) return <Loading label="Loading pantry" />;
  // Only a pantry that never loaded shows the error; one on screen stays when a refresh fails.
  if (pantry.isLoadingError) return <RetryCard message={pantryMessages.loadFailed} onRetry={() => void pantry.refetch()} />;

  const items = pantry.data;
  const shown = filterPantry(items, search);
  const confirm = () => {
    if (confirming?.kind === 'one') changes.remove.mutate(confirming.item, { onSettled: () => setConfirming(null) });
    if (confirming?.kind === 'all') changes.removeAll.mutate(items, { onSettled: () => setConfirming(null) });
  };

  return (
    <Stack gap="lg">
      {!setupComplete ? <PantrySetupNeeded /> : !hasAccess && <PantryAccessNeeded />}
      {canAdd && (
        <Group justify="space-between" gap="sm">
          <TextInput
            aria-label="Search your pantry"
            placeholder="Search your pantry..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
            maw={420}
          />
          <Group gap="sm">
            {items.length > 1 && (
              <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming({ kind: 'all' })}>
                Delete All Items
              </Button>
            )}
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add Item
            </Button>
          </Group>
        </Group>
      )}
      {items.length === 0 ? (
        canAdd && (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={600}>Your pantry is empty.</Text>
            <Text c="dimmed" size="sm">
              Add what you have at home and your grocery lists will leave it out.
            </Text>
          </Paper>
        )
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {`No pantry items match "${search.trim()}".`}
        </Text>
      ) : (
        <Paper withBorder radius="lg" px={{ base: 4, sm: 'md' }} py="xs">
          <PantryTable items={shown} today={today} onChange={(item, change) => changes.update.mutateAsync({ item, change })} onRemove={(item) => setConfirming({ kind: 'one', item })} />
        </Paper>
      )}
      <AddPantryItemDialog opened={adding} onClose={() => setAdding(false)} onAdd={(item) => changes.add.mutateAsync(item)} saving={changes.add.isPending} unitSystem={unitSystem} />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.kind === 'all' ? 'Delete all items' : 'Remove item'}
        message={confirming?.kind === 'one' ? `Remove ${confirming.item.ingredient_name} from your pantry?` : `Delete all ${items.length} items from your pantry? This cannot be undone.`}
        confirmLabel={confirming?.kind === 'all' ? 'Delete All' : 'Remove'}
        busy={changes.remove.isPending || changes.removeAll.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

export function PantryPage(props: PantryScreenProps) {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        My Pantry
      </Title>
      <PantryScreen {...props} />
    </Stack>
  );
}
