// A toast that offers Undo for a change a cook may have made by mistake (decision 0032): removing a
// meal, 'I Cooked This'. Each is its own toast (two removals, two Undos); pressing Undo closes it
// and says how the undo went, in the server's words when it refused.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toasts } from '@/config/constants';
import { serverMessageOr } from '../lib/messages';
import { notifyFailure } from '../lib/notify';
import { toast } from '@/lib/toast';

let offered = 0;

export interface UndoOffer {
  /** What happened, in words: 'Removed Dal from Tuesday.' */
  message: string;
  undo: () => Promise<unknown>;
  /** Said once the undo is done: 'Dal is back on Tuesday.' */
  undone: string;
  /** Said when the undo failed and the server gave no words of its own. */
  failed: string;
}

export function offerUndo({ message, undo, undone, failed }: UndoOffer) {
  const id = `undo:${++offered}`;
  const onUndo = () => {
    notifications.hide(id);
    undo().then(
      () => toast({ color: 'larder', message: undone, autoClose: toasts.mealPlanMs }),
      (error: unknown) => notifyFailure(error, serverMessageOr(error, failed)),
    );
  };
  notifications.show({
    id,
    color: 'larder',
    autoClose: toasts.undoMs,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="undo-toast">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {message}
        </Text>
        <Button size="compact-sm" variant="light" onClick={onUndo} style={{ flexShrink: 0 }}>
          Undo
        </Button>
      </Group>
    ),
  });
}
