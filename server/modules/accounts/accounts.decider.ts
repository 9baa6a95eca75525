// Registering is idempotent: a user already registered is left as they are.
import { assertNever, type Decider } from '../../event-store/decider.ts';
import type { AccountEvent } from './accounts.events.ts';

export type AccountCommand = {
  type: 'RegisterUser';
  appUserId: string;
  supabaseId: string;
  email: string;
  firstName: string;
  lastName: string;
  pantryId: string;
};

export interface AccountState {
  registered: boolean;
}

export const accountDecider: Decider<AccountCommand, AccountEvent, AccountState> = {
  initialState: () => ({ registered: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      default:
        return assertNever(event.type, 'account event');
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      default:
        return assertNever(command.type, 'account command');
    }
  },
};
