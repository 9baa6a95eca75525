// What the six link calls share: the toggle shows at once (optimistic), and a refusal puts back only
// the one link it concerned, so two quick toggles never undo each other. The list is read again once
// the last pending toggle of that list has settled.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LinkField, PreferenceLink } from './types';

export type LinkChange = 'add' | 'remove';

function withLink(links: PreferenceLink[] | undefined, field: LinkField, targetId: string): PreferenceLink[] {
  const current = links ?? [];
  if (current.some((link) => link[field] === targetId)) return current;
  // A stand-in until the server's link arrives; screens name links from the reference lists.
  return [...current, { id: `pending:${targetId}`, app_user_id: '', [field]: targetId, name: '' }];
}

const withoutLink = (links: PreferenceLink[] | undefined, field: LinkField, targetId: string) => (links ?? []).filter((link) => link[field] !== targetId);

export interface LinkToggleHandlers {
  onError?: (error: Error) => void;
}

export function linkToggleOptions(queryClient: QueryClient, queryKey: QueryKey, field: LinkField, change: LinkChange, handlers: LinkToggleHandlers = {}) {
  const apply = (direction: LinkChange, targetId: string) =>
    queryClient.setQueryData<PreferenceLink[]>(queryKey, (links) => (direction === 'add' ? withLink(links, field, targetId) : withoutLink(links, field, targetId)));
  return {
    // Shared by the add and the remove call of one list, so "is anything still pending?" sees both.
    mutationKey: queryKey,
    onMutate: async (targetId: string) => {
      await queryClient.cancelQueries({ queryKey });
      apply(change, targetId);
    },
    onError: (error: Error, targetId: string) => {
      apply(change === 'add' ? 'remove' : 'add', targetId);
      handlers.onError?.(error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: queryKey }) <= 1) return queryClient.invalidateQueries({ queryKey });
      return undefined;
    },
  };
}
