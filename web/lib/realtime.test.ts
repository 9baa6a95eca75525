// The live connection keeps trying while the server is away, also when the session's token could not
// be refreshed meanwhile (the auth provider was away with it): it had stopped for good, and the tab
// stayed offline until a reload.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection } from './realtime';

class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | undefined;
  onclose: ((event: { code: number }) => void) | undefined;
  onmessage: ((event: { data: string }) => void) | undefined;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live connection', () => {
  it('tries again later when there is no token yet, and connects once there is one', async () => {
    const tokens: Array<string | undefined | Error> = [undefined, new Error('refresh failed'), 'token-1'];
    const connection = new RealtimeConnection({
      url: 'ws://larder.test/ws',
      queryClient: new QueryClient(),
      token: async () => {
        const next = tokens.length > 1 ? tokens.shift() : tokens[0];
        if (next instanceof Error) throw next;
        return next;
      },
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.made).toHaveLength(0);
    // Two failed tries (no token, then a refresh that threw), each followed by a later one.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(FakeSocket.made).toHaveLength(1);
    const socket = FakeSocket.made[0]!;
    socket.readyState = FakeSocket.OPEN;
    socket.onopen?.();
    expect(socket.sent[0]).toBe(JSON.stringify({ type: 'auth', token: 'token-1' }));
    connection.stop();
  });

  it('stops trying once stopped (signed out)', async () => {
    const connection = new RealtimeConnection({ url: 'ws://larder.test/ws', queryClient: new QueryClient(), token: async () => undefined });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    connection.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('asks about the session when the server refuses the token (4401), and backs off instead of reopening at once', async () => {
    // No jitter: the backoff's delays are then exactly 0.5, 1, 2, 4 s.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    let refused = 0;
    const connection = new RealtimeConnection({ url: 'ws://larder.test/ws', queryClient: new QueryClient(), token: async () => 'ended-token', onRefused: () => refused++ });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    for (let round = 0; round < 5; round++) {
      const socket = FakeSocket.made.at(-1)!;
      socket.readyState = FakeSocket.OPEN;
      socket.onopen?.();
      socket.onclose?.({ code: 4401 });
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(refused).toBeGreaterThanOrEqual(4);
    // Backing off (0.5 s, 1 s, 2 s, 4 s...), ten seconds hold a handful of tries, not twenty.
    expect(FakeSocket.made.length).toBeLessThanOrEqual(6);
    const before = FakeSocket.made.length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(FakeSocket.made.length).toBe(before);
    connection.stop();
  });
});

