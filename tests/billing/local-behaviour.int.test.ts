// The billing behaviour every adapter owes, run against the local adapter (PostgreSQL): the same suite
// the Stripe adapter passes against its stand-in (stripe-adapter.int.test.ts).
import { createPool } from '../../server/db/database.ts';
import { createLocalBilling } from '../../server/stand-ins/billing/local-billing.ts';
import { createTestDatabase } from '../setup/database.ts';
import { describeBillingBehaviour } from './billing-behaviour.ts';

describeBillingBehaviour('the local adapter', async () => {
  const database = await createTestDatabase();
  const pool = createPool(database.url);
  const billing = createLocalBilling({ db: pool, publicOrigin: 'http://larder.test', deliver: async () => {} });
  return {
    billing,
    // What the checkout page's 'Pay and subscribe' does: a checkout for the price, paid with the test card.
    subscribe: async (customerId, priceId) => {
      const session = await billing.createCheckoutSession({ customerId, appUserId: crypto.randomUUID(), email: 'cook@larder.test', priceId, successUrl: 'http://larder.test/profile', cancelUrl: 'http://larder.test/pricing' });
      const view = await billing.checkoutView(session.id);
      if (view.state !== 'open') throw new Error(`checkout ${session.id} is ${view.state}`);
      const paid = await billing.completeCheckout(session.id, { formToken: view.formToken, card: { number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 1), cvc: '123' } });
      if (paid.outcome !== 'completed') throw new Error(`checkout ${session.id} answered ${paid.outcome}`);
    },
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
});
