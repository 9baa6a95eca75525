// The create-recipe wizard, kept in this browser while it is open: a reload or a closed tab would
// otherwise lose the typing, and from step 4 leave the recipe saved at step 3 half made in My Recipes
// with nothing on screen to finish it. Kept per cook, in local storage so a closed tab keeps it too.
// A chosen photo is a File, which storage cannot hold: the kept wizard says whether one was waiting.
// Signing out forgets it (lib/user-session-state.ts).
import { userKeptState, userSessionKey } from '@/lib/user-session-state';

export interface KeptWizard<Draft> {
  draft: Draft;
  active: number;
  /** The recipe saved at step 3, once it is. */
  recipeId?: string;
  /** The body last saved, so going on does not save it again. */
  savedBody?: string;
  /** The child records already added (the keys of the wizard's posts). */
  posted: string[];
  /** A photo was chosen and not yet sent: the cook has to choose it again. */
  photoLost: boolean;
}

const keyFor = (appUserId: string) => userSessionKey(`recipe-wizard.${appUserId}`);

export function readKeptWizard<Draft>(appUserId: string): KeptWizard<Draft> | undefined {
  const raw = userKeptState.read(keyFor(appUserId));
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as Partial<KeptWizard<Draft>>;
    // Something else wrote there, or an older shape: start afresh rather than show a broken wizard.
    if (typeof kept !== 'object' || kept === null || typeof kept.draft !== 'object' || typeof kept.active !== 'number' || !Array.isArray(kept.posted)) return undefined;
    return kept as KeptWizard<Draft>;
  } catch {
    return undefined;
  }
}

/** Storage refused (private mode, quota): the wizard works as before, only not across a reload. */
export const keepWizard = <Draft>(appUserId: string, kept: KeptWizard<Draft>) => userKeptState.write(keyFor(appUserId), JSON.stringify(kept));

export const forgetWizard = (appUserId: string) => userKeptState.remove(keyFor(appUserId));
