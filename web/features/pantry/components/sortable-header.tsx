// A column header that sorts the pantry table; the arrow and aria-sort say which way.
import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { PantrySort, SortableColumn } from '../lib/sort-pantry';
import classes from './pantry-table.module.css';

export interface SortableHeaderProps {
  column: SortableColumn;
  label: string;
  sort: PantrySort;
  onSort: (column: SortableColumn) => void;
  visibleFrom?: 'sm';
}

export function SortableHeader({ column, label, sort, onSort, visibleFrom }: SortableHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th visibleFrom={visibleFrom} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} aria-label={`Sort by ${label}`}>
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
