// A payment provider's webhook event, applied to the user it concerns: the subscription news goes on
// the user's stream, with access granted or revoked and, for a cook now ready, this week's plan
// requested, in one transaction. Each provider event is applied once: its id is the command's key, so
// a redelivery (the provider retries until it hears 2xx) appends nothing.
import type pg from 'pg';
import { handleCommandAcross } from '../event-store/command-handler.ts';
import { DomainError } from '../event-store/errors.ts';
import type { BillingEvent } from '../modules/billing/billing.port.ts';
import { subscriptionNewsOf, type SubscriptionNews } from './billing-events.ts';
import { accountCommand } from './account-commands.ts';

export type ProviderEventOutcome =
  | { kind: 'applied'; appUserId: string; duplicate: boolean }
  | { kind: 'ignored'; reason: string };

export interface ApplyProviderEventDeps {
  pool: pg.Pool;
  /** The user whose stream names this provider customer (the read model), if any. */
  findUserByCustomer: (customerId: string) => Promise<string | undefined>;
  now: () => Date;
}

/**
 * Whose subscription news the event carries: the user it names, else the one its customer is linked
 * to; ignored when it is not about a subscription, or is about nobody of ours.
 */
export async function providerEventTarget(
  findUserByCustomer: ApplyProviderEventDeps['findUserByCustomer'],
  event: BillingEvent,
  now: Date,
): Promise<{ kind: 'ignored'; reason: string } | { kind: 'user'; appUserId: string; news: SubscriptionNews }> {
  const news = subscriptionNewsOf(event, now);
  if (!news) return { kind: 'ignored', reason: `${event.type} is not about a subscription` };
  const appUserId = news.appUserId ?? (news.customerId ? await findUserByCustomer(news.customerId) : undefined);
  // Not one of ours (another product on the same account, or a customer made by hand): say so, with
  // a 2xx, or the provider would retry it for days.
  if (!appUserId) return { kind: 'ignored', reason: `no user for customer ${news.customerId ?? 'unknown'}` };
  return { kind: 'user', appUserId, news };
}

/** The account command the news makes, keyed by the provider event's id so a redelivery appends nothing (pure). */
export function providerEventCommand(appUserId: string, news: SubscriptionNews, event: BillingEvent, now: Date) {
  return {
    ...accountCommand(appUserId, news.command, now),
    metadata: { actor: 'system:billing', commandId: `billing:${event.id}`, correlationId: event.id, causationId: event.id },
    commandKey: `provider-event:${event.id}`,
  };
}

export async function applyProviderEvent(deps: ApplyProviderEventDeps, event: BillingEvent): Promise<ProviderEventOutcome> {
  const now = deps.now();
  const target = await providerEventTarget(deps.findUserByCustomer, event, now);
  if (target.kind === 'ignored') return target;
  const { appUserId, news } = target;
  try {
    const outcome = await handleCommandAcross(deps.pool, providerEventCommand(appUserId, news, event, now));
    return { kind: 'applied', appUserId, duplicate: outcome.duplicate };
  } catch (error) {
    // A user the event names who is not here (another environment's, or removed): not ours either.
    if (error instanceof DomainError && error.status === 404) return { kind: 'ignored', reason: `no user ${appUserId}` };
    throw error;
  }
}
