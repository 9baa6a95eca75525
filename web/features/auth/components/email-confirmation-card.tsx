// /email-confirmation's views (spec §2, §4): confirming, pending ('Check Your Email', with the spam
// note and a resend), success ('Email Confirmed!') and error ('Confirmation Failed').
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { timers } from '@/config/constants';
import { paths } from '@/config/paths';
import { Loading } from '@/components/ui/loading';
import { providerMessage } from '../auth-messages';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useCountdown } from '../hooks/use-countdown';
import { useEmailConfirmation, type EmailConfirmationDeps } from '../hooks/use-email-confirmation';
import { readSignupUser, saveSignupUser } from '../temporary-signup-user';
import { AuthCard } from './auth-card';
import { StatusIcon } from './auth-status';

const RESEND_FAILED = 'We could not send another email. Please try again in a minute.';

export function EmailConfirmationCard(deps: EmailConfirmationDeps) {
  const { state, pendingEmail, goNow } = useEmailConfirmation(deps);

  switch (state.status) {
    case 'starting':
      return <Loading />;
    case 'confirming':
      return <AuthCard live icon={<StatusIcon tone="working" />} title="Confirming your email..." subtitle="This only takes a moment." />;
    case 'pending':
      return <PendingView email={pendingEmail} />;
    case 'success':
      return (
        <AuthCard live icon={<StatusIcon tone="success" />} title="Email Confirmed!" subtitle={state.next === paths.setup ? "Thanks! Next, let's set up your meal preferences." : 'Thanks! Taking you to your meal plan.'}>
          <Button size="md" fullWidth onClick={goNow}>
            Continue
          </Button>
        </AuthCard>
      );
    case 'confirmed-elsewhere':
      return (
        <AuthCard live icon={<StatusIcon tone="success" />} title="Email Confirmed!" subtitle="Your email address is confirmed. Log in to continue.">
          <Button component={Link} to={paths.login} size="md" fullWidth>
            Log in
          </Button>
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard live icon={<StatusIcon tone="error" />} title="Confirmation Failed" subtitle={state.message}>
          <Group grow gap="sm">
            <Button component={Link} to={paths.login} size="md">
              Log in
            </Button>
            <Button component={Link} to={paths.signup} size="md" variant="default">
              Sign up
            </Button>
          </Group>
        </AuthCard>
      );
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

function PendingView({ email }: { email: string }) {
  const resend = useResendConfirmation();
  // The provider sends one confirmation per address per minute: the first minute counts from sign-up.
  const sentAt = readSignupUser()?.emailSentAt ?? 0;
  const cooldown = useCountdown(sentAt ? sentAt + timers.confirmationResendCooldownS * 1000 : 0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const again = async () => {
    if (!email || cooldown.running || resend.isPending) return;
    setNotice(null);
    try {
      await resend.mutateAsync(email);
      const user = readSignupUser();
      if (user) saveSignupUser({ ...user, emailSentAt: Date.now() });
      cooldown.start(timers.confirmationResendCooldownS);
      setNotice({ ok: true, text: `We sent another confirmation link to ${email}.` });
    } catch (error) {
      setNotice({ ok: false, text: providerMessage(error, RESEND_FAILED) });
    }
  };

  return (
    <AuthCard
      live
      icon={<StatusIcon tone="mail" />}
      title="Check Your Email"
      subtitle={
        email ? (
          <>
            We sent a confirmation link to{' '}
            <Text span fw={600} c="dark">
              {email}
            </Text>
            . Click it to finish creating your account.
          </>
        ) : (
          'We sent you a confirmation link. Click it to finish creating your account.'
        )
      }
      footer={
        <>
          Already confirmed?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <Text size="sm" c="dimmed" ta="center">
        Can't find it? Check your spam or junk folder.
      </Text>
      <Stack gap="sm">
        {notice && (
          <Alert color={notice.ok ? 'larder' : 'red'} variant="light" icon={notice.ok ? <IconCircleCheck /> : <IconAlertCircle />} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {email && (
          <Button variant="default" size="md" fullWidth onClick={again} disabled={cooldown.running} loading={resend.isPending}>
            {cooldown.running ? `Resend email in ${cooldown.secondsLeft}s` : 'Resend confirmation email'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
