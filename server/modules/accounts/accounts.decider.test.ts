import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { accountDecider, type AccountCommand } from './accounts.decider.ts';

const spec = deciderSpec(accountDecider);
const register: AccountCommand = {
  type: 'RegisterUser',
  appUserId: 'app-1',
  supabaseId: 'sb-1',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Cook',
  pantryId: 'pantry-1',
};
const { type: _type, ...registered } = register;

describe('registering an app user', () => {
  it('records the user with their new pantry', () => {
    spec.given([]).when(register).then([{ type: 'UserRegistered', data: registered }]);
  });
  it('does nothing for a user already registered (a re-run job keeps the first pantry)', () => {
    spec.given([{ type: 'UserRegistered', data: registered }]).when({ ...register, pantryId: 'pantry-2' }).thenNothingHappened();
  });
});
