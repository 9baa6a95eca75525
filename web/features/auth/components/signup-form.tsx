// /signup's form (spec §2, §5): Google, names, email, password with its live checklist. Each field
// says what is wrong once the cook has left it; the button stays disabled while anything is wrong.
// Success keeps the temporary signup user for /email-confirmation and goes there. A page the cook
// was sent to sign in from (`state.from`) goes back with them to /login and through Google; a new
// account's own way on is setup first (spec §2, §4), so the email sign-up does not carry it.
import { Alert, Anchor, Button, Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { limits } from '@/config/constants';
import { paths } from '@/config/paths';
import { toPlainText } from '@/lib/sanitize';
import { signUpFailure, type AuthFailure } from '../auth-messages';
import { useSignUp } from '../api/sign-up';
import { returnPathOf, returnState } from '@/lib/return-to';
import { saveSignupUser } from '../temporary-signup-user';
import { signUpErrors, type SignUpValues } from '../validation';
import { GoogleButton } from './google-button';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { PasswordChecklist } from './password-checklist';

type Field = keyof SignUpValues;

const empty: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export function SignupForm() {
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpValues>(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const errors = signUpErrors(values);
  const hasErrors = Object.keys(errors).length > 0;
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? (failure?.field === field ? true : undefined);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const raw = event.currentTarget.value;
    // Passwords are taken as typed: angle brackets and the like are allowed special characters.
    setValues((current) => ({ ...current, [field]: field === 'password' ? raw : toPlainText(raw) }));
    if (failure?.field === field) setFailure(null);
  };
  const leave = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, password: true });
    if (hasErrors || signUp.isPending) return;
    setFailure(null);
    const input = {
      firstName: toPlainText(values.firstName, { final: true }),
      lastName: toPlainText(values.lastName, { final: true }),
      email: values.email.trim(),
      password: values.password,
    };
    try {
      const user = await signUp.mutateAsync(input);
      saveSignupUser({ id: user.id, email: input.email, firstName: input.firstName, lastName: input.lastName, emailSentAt: Date.now() });
      navigate(paths.emailConfirmation, { state: { email: input.email } });
    } catch (error) {
      setFailure(signUpFailure(error));
    }
  };

  return (
    <Stack gap="lg">
      <GoogleButton mode="sign-up" returnTo={from} disabled={signUp.isPending} onError={(message) => setFailure({ message, connection: false })} />
      <Divider label="or sign up with email" labelPosition="center" />
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Stack gap={4} align="flex-start">
            <span>{failure.message}</span>
            {failure.code === 'user_already_exists' && (
              <Anchor component={Link} to={paths.login} state={{ email: values.email, ...returnState(from) }} size="sm" fw={600}>
                Log in instead
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              maxLength={limits.nameLength.max}
              value={values.firstName}
              onChange={change('firstName')}
              onBlur={leave('firstName')}
              error={shown('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              maxLength={limits.nameLength.max}
              value={values.lastName}
              onChange={change('lastName')}
              onBlur={leave('lastName')}
              error={shown('lastName')}
            />
          </SimpleGrid>
          <EmailField
            value={values.email}
            onChange={change('email')}
            onBlur={leave('email')}
            error={shown('email')}
          />
          <Stack gap={8}>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              maxLength={limits.password.max}
              value={values.password}
              onChange={change('password')}
              onBlur={leave('password')}
              error={shown('password')}
              describedBy="signup-password-rules"
            />
            <PasswordChecklist id="signup-password-rules" password={values.password} />
          </Stack>
          <Button type="submit" size="md" fullWidth mt="xs" disabled={hasErrors} loading={signUp.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export function SignupFooter() {
  const from = returnPathOf(useLocation().state);
  return (
    <>
      Already have an account?{' '}
      <Anchor component={Link} to={paths.login} state={returnState(from)} fw={600}>
        Log in
      </Anchor>
    </>
  );
}
