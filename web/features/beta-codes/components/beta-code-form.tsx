// The pricing page's beta-code entry (spec §2, §8 'Beta code'): the button is disabled while the
// code is empty or a claim is pending; a refusal shows under the field, success goes to /meal-plan.
// `autoFocus` puts the cook in the field, for a return from /login that came to enter a code.
import { Button, Stack, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toasts } from '@/config/constants';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { betaCodeErrorMessage, betaCodeMessages, useClaimBetaCode } from '../api/claim-beta-code';

/** The server reads codes without regard to case and spaces around them; longer ones cannot exist. */
const CODE_MAX = 64;

export function BetaCodeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimBetaCode();
  const navigate = useNavigate();
  const empty = code.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || claim.isPending) return;
    setError(null);
    // Awaited rather than mutate() callbacks: the live update of the user record can replace this
    // form with 'already has access' before the answer arrives, and mutate()'s callbacks do not run
    // for an unmounted component. The cook must still get the message and the meal plan.
    try {
      await claim.mutateAsync(code.trim());
      toast({ color: 'larder', title: 'Welcome to Larder', message: betaCodeMessages.applied, autoClose: toasts.betaCodeMs });
      navigate(paths.mealPlan);
    } catch (failure) {
      setError(betaCodeErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Beta code"
          placeholder="XXXX-XXXX-XXXX"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          maxLength={CODE_MAX}
          autoComplete="off"
          autoFocus={autoFocus}
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
          errorProps={{ role: 'alert' }}
        />
        <Button type="submit" fullWidth leftSection={<IconTicket size={16} aria-hidden />} disabled={empty || claim.isPending} loading={claim.isPending}>
          Apply beta code
        </Button>
      </Stack>
    </form>
  );
}
