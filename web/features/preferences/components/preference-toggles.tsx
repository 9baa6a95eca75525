// A grid of toggle buttons (aria-pressed) for diets or cuisines. The screen decides what a press
// means; this only shows what is chosen.
import { Box, Button, SimpleGrid } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ReferenceItem } from '../api/types';

export interface PreferenceTogglesProps {
  label: string;
  items: ReferenceItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: ReferenceItem) => void;
  icon?: (item: ReferenceItem) => ReactNode;
}

export function PreferenceToggles({ label, items, selected, onToggle, icon }: PreferenceTogglesProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="group" aria-label={label}>
      {items.map((item) => {
        const pressed = selected.has(item.id);
        return (
          <Button
            key={item.id}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            title={item.description}
            onClick={() => onToggle(item)}
            leftSection={icon?.(item)}
            // On a phone the two columns are narrow: the name keeps the room, the filled look marks the choice.
            rightSection={
              pressed ? (
                <Box component="span" visibleFrom="xs" display="flex">
                  <IconCheck size={16} aria-hidden />
                </Box>
              ) : undefined
            }
            justify="space-between"
            fullWidth
            h={44}
            px={{ base: 'xs', xs: 'md' }}
            styles={{ label: { flex: 1, justifyContent: 'flex-start' } }}
          >
            {item.name}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
