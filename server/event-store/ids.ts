// Deterministic ids (UUID version 5): the same input always names the same event or record, so a
// retried job or a re-run import can never append a second copy.
import { createHash, randomUUID } from 'node:crypto';

const LARDER_NAMESPACE = '6f1c2a4e-3b7d-5c9e-8a1f-2d4b6c8e0a13';

/** Namespaces are few (ours and a handful of fixed ones): their bytes are parsed once. */
const namespaceBytes = new Map<string, Buffer>();

function uuidBytes(uuid: string): Buffer {
  let bytes = namespaceBytes.get(uuid);
  if (!bytes) {
    bytes = Buffer.from(uuid.replace(/-/g, ''), 'hex');
    if (namespaceBytes.size < 100) namespaceBytes.set(uuid, bytes);
  }
  return bytes;
}

export function deterministicUuid(name: string, namespace: string = LARDER_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const newId = (): string => randomUUID();
