// Remove a meal from the plan, with 10 seconds to undo it (decision 0032): the sections' cards and
// the calendar's share it. One removal at a time: a double-click sent a second delete, whose 404
// said 'Error deleting meal' for a meal gone as asked.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useOneAtATime } from '@/lib/form-guards';
import type { Meal } from '../api/types';
import { useUndoableChanges } from '../hooks/use-undoable-changes';
import { mealPlanMessages } from '../lib/messages';
import { notifyFailure } from '../lib/notify';

export function RemoveMealButton({ meal, size = 'md', disabled }: { meal: Meal; size?: 'sm' | 'md'; disabled?: boolean }) {
  const { removeWithUndo } = useUndoableChanges();
  const [removing, setRemoving] = useState(false);
  const once = useOneAtATime();
  const remove = () =>
    void once(async () => {
      setRemoving(true);
      await removeWithUndo(meal).catch((error: unknown) => notifyFailure(error, mealPlanMessages.removeFailed));
      setRemoving(false);
    });
  return (
    <Tooltip label="Remove from plan">
      <ActionIcon variant="subtle" color="red" size={size} aria-label={`Remove ${meal.name}`} loading={removing} disabled={disabled} onClick={remove}>
        <IconTrash size={size === 'sm' ? 16 : 18} />
      </ActionIcon>
    </Tooltip>
  );
}
