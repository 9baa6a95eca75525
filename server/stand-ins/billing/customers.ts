// Customers: one per Larder user, made on first ask and found again on every later one.
import type { BillingPort } from '../../modules/billing/billing.port.ts';
import type { LocalBillingContext } from './context.ts';
import { localId } from './ids.ts';

export function customers({ db, now }: LocalBillingContext): Pick<BillingPort, 'createCustomer'> {
  return {
    async createCustomer({ appUserId, email, name }) {
      const { rows } = await db.query<{ id: string }>(
        `with inserted as (
           insert into local_billing_customers (id, app_user_id, email, name, created_at) values ($1, $2, $3, $4, $5)
           on conflict (app_user_id) do nothing returning id
         )
         select id from inserted union all select id from local_billing_customers where app_user_id = $2`,
        [localId('cus_local'), appUserId, email, name, now()],
      );
      if (rows[0]) return { customerId: rows[0].id };
      // Two first asks at once: the other one's row was committed after this statement's snapshot.
      const { rows: existing } = await db.query<{ id: string }>('select id from local_billing_customers where app_user_id = $1', [appUserId]);
      return { customerId: existing[0]!.id };
    },
  };
}
