// Realistic pantry traffic for both event stores: items are added, their quantity and expiry
// change, some are removed. One mix everywhere (per 20 events: 5 added, 9 quantity, 5 expiry,
// 1 removed), so Larder and the peer store append the same bytes.
import { randomUUID } from 'node:crypto';
import type { PantryEvent } from '../../server/modules/pantry/pantry.events.ts';
import { pantryStreamId } from '../../server/modules/pantry/pantry.events.ts';

export const BENCH_INGREDIENTS = [
  'f2a1c1f4-0d55-5b8e-9d3e-3b1f0a6d2c11',
  '0b6f5d3a-8c2e-5f41-a7d9-6e2c4b1a9f02',
  '7c3e9a12-4b6d-5e8f-9a1c-2d3e4f5a6b73',
  'a9d8c7b6-e5f4-5a3b-8c2d-1e0f9a8b7c64',
];

const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

export class PantrySim {
  readonly pantryId = randomUUID();
  readonly userId = randomUUID();
  readonly streamId = pantryStreamId(this.pantryId);
  /** Events appended so far (the stream's version). */
  version = 0;
  private readonly items: string[] = [];
  private step = 0;

  /** Live item ids (what the read model must hold for this pantry). */
  get liveItems(): number {
    return this.items.length;
  }

  next(): PantryEvent {
    const phase = this.step++ % 20;
    if (phase < 5 || this.items.length === 0) {
      const itemId = randomUUID();
      this.items.push(itemId);
      return {
        type: 'PantryItemAdded',
        data: {
          itemId,
          pantryId: this.pantryId,
          appUserId: this.userId,
          ingredientId: BENCH_INGREDIENTS[this.step % BENCH_INGREDIENTS.length]!,
          quantity: 100 + (this.step % 7) * 50,
          unitOfMeasurement: 'g',
          purchaseDate: day(this.step % 300),
          expirationDate: day((this.step % 300) + 10),
        },
      };
    }
    const itemId = this.items[this.step % this.items.length]!;
    if (phase < 14) return { type: 'PantryItemQuantityChanged', data: { itemId, quantity: 10 + (this.step % 40) * 5 } };
    if (phase < 19) return { type: 'PantryItemExpiryChanged', data: { itemId, expirationDate: day((this.step % 300) + 20) } };
    this.items.splice(this.items.indexOf(itemId), 1);
    return { type: 'PantryItemRemoved', data: { itemId, reason: 'deleted' } };
  }

  take(count: number): PantryEvent[] {
    return Array.from({ length: count }, () => this.next());
  }
}

export const benchMetadata = (actor: string) => {
  const commandId = randomUUID();
  return { actor, commandId, correlationId: commandId, causationId: commandId };
};
