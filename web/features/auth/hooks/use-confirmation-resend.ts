// Another confirmation email, at most one a minute (the provider's limit per address): the Check Your
// Email page's resend, and the one offered when a link has failed (expired, or already spent).
import { useState } from 'react';
import { timers } from '@/config/constants';
import { providerMessage } from '../auth-messages';
import { useResendConfirmation } from '../api/resend-confirmation';
import { readSignupUser, saveSignupUser } from '../temporary-signup-user';
import { useCountdown } from './use-countdown';

const RESEND_FAILED = 'We could not send another email. Please try again in a minute.';

/** `sent` says what happened once the provider took the request (it answers alike for any address). */
export function useConfirmationResend(sent = (email: string) => `We sent another confirmation link to ${email}.`) {
  const resend = useResendConfirmation();
  // The first minute counts from sign-up, in the tab that signed up.
  const sentAt = readSignupUser()?.emailSentAt ?? 0;
  const cooldown = useCountdown(sentAt ? sentAt + timers.confirmationResendCooldownS * 1000 : 0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (email: string) => {
    if (!email || cooldown.running || resend.isPending) return;
    setNotice(null);
    try {
      await resend.mutateAsync(email);
      const user = readSignupUser();
      if (user) saveSignupUser({ ...user, emailSentAt: Date.now() });
      cooldown.start(timers.confirmationResendCooldownS);
      setNotice({ ok: true, text: sent(email) });
    } catch (error) {
      setNotice({ ok: false, text: providerMessage(error, RESEND_FAILED) });
    }
  };

  return { send, notice, sending: resend.isPending, cooldown };
}
