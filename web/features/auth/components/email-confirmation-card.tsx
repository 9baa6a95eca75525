// /email-confirmation's views (spec §2, §4): confirming, pending ('Check Your Email', with the spam
// note and a resend), success ('Email Confirmed!') and error ('Confirmation Failed', with a new link
// for an address that is still unconfirmed).
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/ui/loading';
import { useConfirmationResend } from '../hooks/use-confirmation-resend';
import { useEmailConfirmation, type EmailConfirmationDeps } from '../hooks/use-email-confirmation';
import { readSignupUser } from '../temporary-signup-user';
import { emailError } from '../validation';
import { AuthCard } from './auth-card';
import { StatusIcon } from './auth-status';

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
          <NewLinkForm />
        </AuthCard>
      );
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

function PendingView({ email }: { email: string }) {
  const { send, notice, sending, cooldown } = useConfirmationResend();

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
        {notice && <ResendNotice notice={notice} />}
        {email && (
          <Button variant="default" size="md" fullWidth onClick={() => void send(email)} disabled={cooldown.running} loading={sending}>
            {cooldown.running ? `Resend email in ${cooldown.secondsLeft}s` : 'Resend confirmation email'}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}

function ResendNotice({ notice }: { notice: { ok: boolean; text: string } }) {
  return (
    <Alert color={notice.ok ? 'larder' : 'red'} variant="light" icon={notice.ok ? <IconCircleCheck /> : <IconAlertCircle />} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  );
}

/**
 * A link that expired (or was already used) leaves a cook who never confirmed with no way on: a new
 * one is sent to the address they give (the one they signed up with, when this tab did). Already
 * confirmed, they log in instead; the provider sends nothing for such an address.
 */
// The provider tells no one whether an address has an account, or whether it is confirmed.
const newLinkSent = (email: string) => `If ${email} is waiting to be confirmed, a new link is on its way. Already confirmed? Log in.`;

function NewLinkForm() {
  const { send, notice, sending, cooldown } = useConfirmationResend(newLinkSent);
  const [email, setEmail] = useState(() => readSignupUser()?.email ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) void send(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Get a new confirmation link">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" ta="center">
          Link expired? Get a new one.
        </Text>
        <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={error} />
        {notice && <ResendNotice notice={notice} />}
        <Button type="submit" variant="default" size="md" fullWidth disabled={cooldown.running} loading={sending}>
          {cooldown.running ? `Send a new link in ${cooldown.secondsLeft}s` : 'Send a new link'}
        </Button>
      </Stack>
    </form>
  );
}
