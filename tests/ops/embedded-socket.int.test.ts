// The embedded PostgreSQL serves Larder's own processes through a Unix-domain socket in its data
// folder (cheaper per round trip than TCP on 127.0.0.1), and still listens on 127.0.0.1 for other
// tools. A data folder too deep for a socket's path (about 107 bytes) falls back to TCP alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres.ts';

const started: EmbeddedServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of started) await server.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function serverIn(dataDir: string): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres({ dataDir, durable: false });
  started.push(server);
  return server;
}

/** The server's address as the connection sees it: null over a Unix socket. */
async function serverAddress(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<{ address: string | null }>('select host(inet_server_addr()) as address')).rows[0]!.address;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('gives our processes its Unix socket, and answers on 127.0.0.1 too', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-socket-'));
    folders.push(folder);
    const server = await serverIn(folder);
    expect(new URL(server.url).searchParams.get('host')).toBe(path.join(folder, 'pg'));
    expect(await serverAddress(server.url)).toBeNull();

    const overTcp = new URL(server.url);
    overTcp.searchParams.delete('host');
    expect(await serverAddress(overTcp.toString())).toBe('127.0.0.1');
  });

  it('falls back to TCP alone when the data folder is too deep for a socket path', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-socket-'));
    folders.push(folder);
    const deep = path.join(folder, 'a-folder-name-long-enough'.repeat(3), 'and-another-one-as-long-as-that');
    expect(Buffer.byteLength(path.join(deep, 'pg', '.s.PGSQL.65535.lock'))).toBeGreaterThan(107);
    const server = await serverIn(deep);
    expect(new URL(server.url).searchParams.has('host')).toBe(false);
    expect(await serverAddress(server.url)).toBe('127.0.0.1');
  });
});
