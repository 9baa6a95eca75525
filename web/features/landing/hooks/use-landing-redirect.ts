// Where a signed-in cook belongs instead of the landing page (spec §2), decided only once their
// profile has loaded: unconfirmed email first, then unfinished setup, otherwise the meal plan.
// Until then (or if the profile cannot be loaded) the landing page stays, with 'View Recipes'.
import { paths } from '@/config/paths';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { useAuth } from '@/lib/auth';

export function useLandingRedirect(): string | null {
  const { status } = useAuth();
  const { appUser, emailConfirmed } = useAppUser();
  if (status !== 'signed-in' || !appUser) return null;
  if (!emailConfirmed) return paths.emailConfirmation;
  if (!appUser.setup_complete) return paths.setup;
  return paths.mealPlan;
}
