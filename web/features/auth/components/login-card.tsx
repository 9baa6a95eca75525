// /login (spec §2, §4, §5, §8): idle, submitting, then redirect to /auth-loading, carrying on the page
// the cook was sent here from (`state.from`) so the sign-in can go back to it. An address that is not
// one is caught here, with the reset form's rule and words, before anything is sent. A failure names
// the field to look at, shakes the card for 1 s, and after a connection failure offers 'Retry
// Connection' 3 s later. A sign-in that has not answered in 10 s is reported as timed out.
import { Alert, Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { limits, timers } from '@/config/constants';
import { paths } from '@/config/paths';
import { toPlainText } from '@/lib/sanitize';
import { messages, signInFailure, type AuthFailure } from '../auth-messages';
import { signInWithPassword } from '../api/sign-in';
import { useDelayedFlag, usePulse } from '@/lib/use-timed-flags';
import { returnPathOf, returnState } from '@/lib/return-to';
import { emailError } from '../validation';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { GoogleButton } from './google-button';
import classes from './login-card.module.css';

type Phase = 'idle' | 'submitting' | 'redirect';

export function LoginCard() {
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as { email?: unknown } | null)?.email;
  const sessionEnded = (location.state as { sessionEnded?: unknown } | null)?.sessionEnded === true;
  const from = returnPathOf(location.state);
  const [email, setEmail] = useState(typeof carried === 'string' ? carried : '');
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [shaking, shake] = usePulse(timers.shakeMs);
  const [offerRetry, armRetry, disarmRetry] = useDelayedFlag(timers.retryConnectionAfterMs);
  const mounted = useRef(true);
  const attempt = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fail = (next: AuthFailure) => {
    setFailure(next);
    setPhase('idle');
    shake();
    if (next.connection) armRetry();
    else disarmRetry();
  };

  const signIn = async () => {
    if (!email.trim() || !password || phase !== 'idle') return;
    const problem = emailError(email);
    setEmailProblem(problem);
    if (problem) {
      setFailure(null);
      disarmRetry();
      shake();
      return;
    }
    const id = ++attempt.current;
    setPhase('submitting');
    setFailure(null);
    disarmRetry();
    let timedOut = false;
    const timeout = setTimeout(() => {
      if (!mounted.current || attempt.current !== id) return;
      timedOut = true;
      fail({ message: messages.signInTimedOut, connection: true });
    }, timers.signInTimeoutMs);
    try {
      await signInWithPassword(email.trim(), password);
      clearTimeout(timeout);
      // Even an answer that came after the timeout signed the cook in: take them on.
      if (!mounted.current) return;
      setPhase('redirect');
      navigate(paths.authLoading, { replace: true, state: returnState(from) });
    } catch (error) {
      clearTimeout(timeout);
      if (timedOut || !mounted.current || attempt.current !== id) return;
      fail(signInFailure(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn();
  };

  const busy = phase !== 'idle';
  const highlight = (field: 'email' | 'password') => (failure?.field === field ? true : undefined);

  return (
    <AuthCard
      title="Time to cook."
      subtitle="Log in to see this week's meals, your grocery list and your pantry."
      className={shaking ? classes.shake : undefined}
      footer={
        <>
          New to Larder?{' '}
          <Anchor component={Link} to={paths.signup} state={returnState(from)} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <GoogleButton mode="sign-in" returnTo={from} disabled={busy} onError={(message) => fail({ message, connection: false })} />
      <Divider label="or log in with email" labelPosition="center" />
      {sessionEnded && !failure && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} role="status">
          {messages.sessionEnded}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Stack gap="sm" align="flex-start">
            <span>{failure.message}</span>
            {failure.connection && offerRetry && (
              <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void signIn()}>
                Retry Connection
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Log in" aria-busy={busy}>
        <Stack gap="md">
          <EmailField
            value={email}
            onChange={(event) => {
              setEmail(toPlainText(event.currentTarget.value));
              setEmailProblem(undefined);
              if (failure?.field === 'email') setFailure(null);
            }}
            error={emailProblem ?? highlight('email')}
            errorProps={{ role: 'alert' }}
          />
          <Stack gap={6}>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              maxLength={limits.password.max}
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                if (failure?.field === 'password') setFailure(null);
              }}
              error={highlight('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={paths.passwordReset} state={{ email: email.trim() }} size="sm">
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth disabled={!email.trim() || !password} loading={busy}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
