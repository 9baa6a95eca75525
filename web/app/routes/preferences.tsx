// /preferences (protected): the guard has loaded the cook's record, so their id is known here.
import { Loading } from '@/components/ui/loading';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { PreferencesScreen } from '@/features/preferences/components/preferences-screen';

export function Component() {
  const { appUser } = useAppUser();
  if (!appUser) return <Loading />;
  return <PreferencesScreen userId={appUser.id} />;
}
