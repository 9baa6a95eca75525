// /email-confirmation (spec §2, §4): the confirmation screen, given the product-record calls it needs.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { confirmEmailSecure } from '@/lib/app-user/confirm-email';
import { appUserQueryOptions, getAppUser } from '@/lib/app-user/get-app-user';
import { EmailConfirmationCard } from '@/features/auth/components/email-confirmation-card';

export function Component() {
  const queryClient = useQueryClient();
  const deps = useMemo(
    () => ({
      confirm: async (supabaseId: string) => {
        const user = await confirmEmailSecure(supabaseId);
        // The guard and /setup read this record next: hand them the confirmed one.
        queryClient.setQueryData(appUserQueryOptions(supabaseId).queryKey, user);
        return user;
      },
      loadProfile: getAppUser,
    }),
    [queryClient],
  );
  return <EmailConfirmationCard {...deps} />;
}
