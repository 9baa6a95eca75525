// Commands to one stream from one process take turns. Run side by side, all but one of them would
// read a version that is stale by the time they commit, and decide again: twenty tabs adding to one
// pantry at once did twenty rounds of reads for twenty appends. In turn, each reads the version the
// one before it wrote. Other processes still race, and a conflict with them is retried as before.

const tails = new Map<string, Promise<unknown>>();

/** Runs `work` once every earlier call for the same stream in this process has settled. */
export function inStreamTurn<T>(streamId: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(streamId) ?? Promise.resolve();
  const turn = before.then(work, work);
  const tail = turn.catch(() => undefined);
  tails.set(streamId, tail);
  // The last in line clears the entry, so the map holds only streams with commands in flight.
  void tail.then(() => {
    if (tails.get(streamId) === tail) tails.delete(streamId);
  });
  return turn;
}

/** How many streams have commands in flight in this process (for tests). */
export function streamsInTurn(): number {
  return tails.size;
}
