// Who is looking at a catalogue page, as the catalogue's screens need it: a visitor, a cook still
// loading, or a cook with their setup and access flags (spec §2 'Recipe card', §6). Public pages
// render for visitors at once; they do not wait for a session that is not there.
import { useAuth } from '@/lib/auth';
import { useAppUser } from './use-app-user';

export interface Viewer {
  /** 'loading' until the session (and for a cook, their record) is known. */
  status: 'loading' | 'visitor' | 'cook';
  appUserId?: string;
  setupComplete: boolean;
  hasAccess: boolean;
}

export function useViewer(): Viewer {
  const { status } = useAuth();
  const { appUser, isPending } = useAppUser();
  if (status === 'signed-out') return { status: 'visitor', setupComplete: false, hasAccess: false };
  if (status === 'loading' || (isPending && !appUser)) return { status: 'loading', setupComplete: false, hasAccess: false };
  if (!appUser) return { status: 'visitor', setupComplete: false, hasAccess: false };
  return { status: 'cook', appUserId: appUser.id, setupComplete: appUser.setup_complete, hasAccess: appUser.has_access };
}
