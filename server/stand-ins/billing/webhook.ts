// The webhook route's side of the port: a body posted to it must carry Stripe's signature with the
// stand-in's secret (STRIPE_WEBHOOK_SECRET). Unset, the secret is random per process: nothing needs
// the route here (events are handed over by `deliver`), and a secret written in the source would let
// anyone who reads it post a subscription for any cook.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError, type BillingEvent, type BillingPort } from '../../modules/billing/billing.port.ts';

export function webhookParser(webhookSecret = `whsec_${randomBytes(32).toString('base64url')}`): BillingPort['parseWebhook'] {
  return (rawBody, signature) => {
    if (!signature) throw new WebhookSignatureError('The webhook has no signature.');
    let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) as unknown as typeof event;
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || typeof event.data?.object !== 'object' || !event.data.object) {
      throw new WebhookSignatureError('The webhook body is not an event.');
    }
    return event as BillingEvent;
  };
}
