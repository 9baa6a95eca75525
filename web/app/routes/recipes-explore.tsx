// /recipes (protected): Explore Recipes once the cook's meal preferences are set; before that, the
// prompt to complete them (spec §2).
import { Container } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useAppUser } from '@/lib/app-user/use-app-user';
import { ExploreScreen } from '@/features/recipes/components/explore-screen';
import { SetupRequired } from '@/features/recipes/components/setup-required';

export function Component() {
  const { appUser } = useAppUser();
  if (!appUser) return <Loading />;
  if (!appUser.setup_complete)
    return (
      <Container size="md" py={{ base: 'lg', sm: 40 }}>
        <SetupRequired />
      </Container>
    );
  return <ExploreScreen hasAccess={appUser.has_access} />;
}
