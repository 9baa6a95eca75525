// The pantry as a table (spec §2, §9): ingredient (a link to its page), food group, quantity and
// expiration, both edited in place, and a remove button per row. Sorting lives here; the search
// has already narrowed the items. On a phone the food group moves under the name so the table
// fits without scrolling sideways.
import { ActionIcon, Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PantryItem } from '../api/types';
import type { PantryItemChange } from '../api/update-pantry-item';
import { nextSort, sortPantry, type PantrySort } from '../lib/sort-pantry';
import { ExpirationCell } from './expiration-cell';
import { QuantityCell } from './quantity-cell';
import { SortableHeader } from './sortable-header';
import classes from './pantry-table.module.css';

export interface PantryTableProps {
  items: readonly PantryItem[];
  today: string;
  /** Saves an edit; its promise fails when the save did (the cell keeps an edit the server never got). */
  onChange: (item: PantryItem, change: PantryItemChange) => void | Promise<unknown>;
  onRemove: (item: PantryItem) => void;
}

export function PantryTable({ items, today, onChange, onRemove }: PantryTableProps) {
  const [sort, setSort] = useState<PantrySort>(null);
  const onSort = (column: Parameters<typeof nextSort>[1]) => setSort((current) => nextSort(current, column));
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label="Pantry items" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="ingredient_name" label="Ingredient" sort={sort} onSort={onSort} />
            <SortableHeader column="primary_food_group" label="Food group" sort={sort} onSort={onSort} visibleFrom="sm" />
            <SortableHeader column="quantity" label="Quantity" sort={sort} onSort={onSort} />
            <SortableHeader column="expiration_date" label="Expires" sort={sort} onSort={onSort} />
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortPantry(items, sort).map((item) => (
            <Table.Tr key={item.id} data-testid="pantry-row">
              <Table.Td>
                <Anchor component={Link} to={paths.ingredient(item.ingredient_id)} className={classes.name} c="gray.9">
                  {item.ingredient_name}
                </Anchor>
                {/* On a phone the food group sits under the name instead of in its own column. */}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {item.primary_food_group}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="gray.7">
                  {item.primary_food_group}
                </Text>
              </Table.Td>
              <Table.Td>
                <QuantityCell item={item} onSave={(quantity) => onChange(item, { quantity })} />
              </Table.Td>
              <Table.Td>
                <ExpirationCell item={item} today={today} onSave={(expirationDate) => onChange(item, { expiration_date: expirationDate })} />
              </Table.Td>
              <Table.Td ta="right">
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.ingredient_name}`} onClick={() => onRemove(item)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
