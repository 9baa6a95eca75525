// A table cell that turns into an input on click (spec §4 'Pantry inline edit'): Enter or leaving the
// input saves, Escape puts the old value back. Enter closes the input, and a closing input fires blur
// in some browsers, so a finished edit ignores whatever comes after it.
import { useRef, useState, type KeyboardEvent } from 'react';

export function useInlineEdit<Value>(current: Value, onCommit: (draft: Value) => void) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Value>(current);
  const finished = useRef(false);

  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    setEditing(false);
    if (save) onCommit(draft);
  };

  return {
    editing,
    draft,
    setDraft,
    start: () => {
      finished.current = false;
      setDraft(current);
      setEditing(true);
    },
    inputProps: {
      autoFocus: true,
      onBlur: () => finish(true),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        }
      },
    },
  };
}
