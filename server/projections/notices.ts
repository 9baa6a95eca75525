// Change notices travel from the projector to every api process as one NOTIFY per batch. PostgreSQL
// refuses payloads of 8000 bytes or more, so notices are coalesced per user and model and split
// into several messages when many users changed; a user with too many ids gets "anything changed".
import type { Checkpoint } from '../event-store/types.ts';
import type { ChangeNotice } from './projection.ts';

export const NOTIFY_CHANNEL = 'readmodel_changed';
export const MAX_PAYLOAD_BYTES = 7_900;
const MAX_IDS_PER_NOTICE = 100;

export interface ChangeMessage {
  /** The projection that moved. */
  projection: string;
  /** Its checkpoint after the batch: `position` is what clients resume from. */
  transactionId: string;
  position: number;
  /** True after a rebuild swap: every client should refetch this projection's models. */
  rebuilt?: boolean;
  changes: ChangeNotice[];
}

export function coalesce(notices: ChangeNotice[]): ChangeNotice[] {
  const merged = new Map<string, ChangeNotice & { all: boolean }>();
  for (const notice of notices) {
    const key = `${notice.userId}\u0000${notice.model}`;
    const entry = merged.get(key) ?? { userId: notice.userId, model: notice.model, ids: [], all: false };
    if (notice.ids.length === 0) entry.all = true;
    else if (!entry.all) entry.ids = [...new Set([...entry.ids, ...notice.ids])];
    merged.set(key, entry);
  }
  return [...merged.values()].map(({ userId, model, ids, all }) => ({
    userId,
    model,
    ids: all || ids.length > MAX_IDS_PER_NOTICE ? [] : ids,
  }));
}

/** Split into payloads that each fit PostgreSQL's NOTIFY limit. */
export function toPayloads(projection: string, checkpoint: Checkpoint, notices: ChangeNotice[], rebuilt = false): string[] {
  const head = { projection, transactionId: checkpoint.transactionId.toString(), position: checkpoint.position, rebuilt };
  const payloads: string[] = [];
  let batch: ChangeNotice[] = [];
  const render = (changes: ChangeNotice[]) => JSON.stringify({ ...head, changes } satisfies ChangeMessage);
  for (const notice of coalesce(notices)) {
    let candidate = [...batch, notice];
    if (Buffer.byteLength(render(candidate)) > MAX_PAYLOAD_BYTES && batch.length > 0) {
      payloads.push(render(batch));
      batch = [];
      candidate = [notice];
    }
    if (Buffer.byteLength(render(candidate)) > MAX_PAYLOAD_BYTES) candidate = [{ ...notice, ids: [] }];
    batch = candidate;
  }
  payloads.push(render(batch));
  return payloads;
}
