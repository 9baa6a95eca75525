// /password-reset (spec §2, §4, §5): one email field, prefilled from /login. After a send the answer
// is neutral (it never says whether the address has an account) and the button waits 60 s.
import { Alert, Anchor, Button, Stack, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { timers } from '@/config/constants';
import { paths } from '@/config/paths';
import { toPlainText } from '@/lib/sanitize';
import { messages, providerMessage } from '../auth-messages';
import { useSendPasswordReset } from '../api/reset-password';
import { useCountdown } from '../hooks/use-countdown';
import { emailError } from '../validation';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

export function PasswordResetCard() {
  const location = useLocation();
  const carried = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof carried === 'string' ? carried : '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendPasswordReset();
  const cooldown = useCountdown();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || cooldown.running) return;
    const problem = emailError(email);
    setFieldError(problem);
    if (problem) return;
    setFailure(null);
    try {
      await send.mutateAsync(email.trim());
      setSent(true);
      cooldown.start(timers.resetResendCooldownS);
    } catch (error) {
      setFailure(providerMessage(error, messages.resetFailed));
    }
  };

  return (
    <AuthCard
      icon={
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconKey size={30} />
        </ThemeIcon>
      }
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      {sent && !failure && (
        <Alert color="larder" variant="light" icon={<IconCircleCheck />} role="status">
          {messages.resetSent}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {failure}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Send a password reset link">
        <Stack gap="md">
          <EmailField
            value={email}
            onChange={(event) => {
              setEmail(toPlainText(event.currentTarget.value));
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <Button type="submit" size="md" fullWidth disabled={cooldown.running} loading={send.isPending}>
            {cooldown.running ? `Resend in ${cooldown.secondsLeft}s` : 'Send Reset Link'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
