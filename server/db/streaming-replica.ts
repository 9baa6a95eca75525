// A hot-standby replica of an embedded PostgreSQL, streaming from it: what `npm run cluster --
// --replica` and the read-replica tests run. The embedded package ships no pg_basebackup, so the
// base backup is PostgreSQL's low-level one (pg_backup_start, a copy of the data folder,
// pg_backup_stop), which its documentation describes step by step. A physical replication slot
// keeps the primary's WAL until the replica has streamed it, so the copy needs no WAL archive.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, pgCtlOptions, postgresBinaries, postgresUserIds, runAs, runningServer, socketDirFor } from './embedded-postgres.ts';

export interface StreamingReplica {
  /** How Larder's processes reach the replica (its socket when there is one, like the primary's). */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port, where its replay left off; with these settings besides. */
  start(settings?: Record<string, string>): Promise<void>;
}

export interface ReplicaOptions {
  /** The primary's URL (a superuser: the embedded server's own user is one). */
  primaryUrl: string;
  /** The primary's data folder (the `pg` folder under the embedded data folder). */
  primaryDir: string;
  /** Where the replica's data folder goes; emptied first. */
  replicaDir: string;
  /** The replication slot's name on the primary. */
  slot?: string;
  log?: (line: string) => void;
}

/** What the copy leaves out: the primary's own runtime files, and the WAL the replica streams instead. */
const NOT_COPIED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_wal', 'pg_replslot', 'pg_stat_tmp', 'log']);

function copyDataFolder(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, {
    recursive: true,
    // Sockets (.s.PGSQL.*) cannot be copied, and their lock files belong to the primary.
    filter: (source) => {
      const name = path.basename(source);
      if (path.dirname(source) === from && NOT_COPIED.has(name)) return false;
      return !name.startsWith('.s.PGSQL.');
    },
  });
  // Empty folders PostgreSQL expects to find.
  for (const folder of ['pg_wal', 'pg_wal/archive_status', 'pg_replslot', 'pg_stat_tmp']) fs.mkdirSync(path.join(to, folder), { recursive: true });
  fs.chmodSync(to, 0o700);
}

export async function startStreamingReplica(options: ReplicaOptions): Promise<StreamingReplica> {
  const log = options.log ?? (() => {});
  const slot = options.slot ?? 'larder_replica';
  const primary = new URL(options.primaryUrl);
  const primaryPort = Number(primary.port);
  const replicaDir = path.resolve(options.replicaDir);
  const pgCtl = (await postgresBinaries()).pg_ctl;
  // As root PostgreSQL runs as `postgres`, which must own the folder.
  const ids = os.userInfo().uid === 0 ? postgresUserIds() : undefined;
  // A replica left running by a process that was killed is stopped before its folder is made again.
  if (runningServer(replicaDir)) {
    log('replica: stopping the replica left running by an earlier process');
    await runAs(ids, pgCtl, ['stop', '-m', 'fast', '-w', '-D', replicaDir]);
  }

  const client = new pg.Client({ connectionString: options.primaryUrl });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_replication_slots where slot_name = $1', [slot]);
    if (existing.rowCount === 0) await client.query('select pg_create_physical_replication_slot($1, true)', [slot]);
    log(`replica: copying ${options.primaryDir} to ${replicaDir}`);
    await client.query(`select pg_backup_start('larder replica', true)`);
    try {
      copyDataFolder(path.resolve(options.primaryDir), replicaDir);
    } finally {
      // Ends the backup even when the copy failed, or the primary stays in backup mode.
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
      if (fs.existsSync(replicaDir)) {
        fs.writeFileSync(path.join(replicaDir, 'backup_label'), rows[0]!.labelfile);
        if (rows[0]!.spcmapfile) fs.writeFileSync(path.join(replicaDir, 'tablespace_map'), rows[0]!.spcmapfile);
      }
    }
  } finally {
    await client.end();
  }

  const user = decodeURIComponent(primary.username);
  const password = decodeURIComponent(primary.password);
  const conninfo = `host=127.0.0.1 port=${primaryPort} user=${user} password=${password} application_name=${slot}`;
  fs.appendFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `\n# written by Larder's replica set-up\nprimary_conninfo = '${conninfo.replace(/'/g, "''")}'\nprimary_slot_name = '${slot}'\nhot_standby = on\nhot_standby_feedback = on\n`,
  );
  fs.writeFileSync(path.join(replicaDir, 'standby.signal'), '');
  if (ids) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, replicaDir]);

  const port = await freePort();
  const socketDir = socketDirFor(replicaDir, port);
  const flags = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'max_connections=300', '-c', 'shared_buffers=128MB'];
  // pg_ctl -w returns once the standby accepts (read-only) connections.
  const launch = (settings: Record<string, string> = {}) => {
    const extra = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
    return runAs(ids, pgCtl, ['start', '-w', '-t', '60', '-D', replicaDir, '-l', path.join(replicaDir, 'replica.log'), '-o', pgCtlOptions([...flags, ...extra])]);
  };
  await launch();
  log(`replica: streaming from port ${primaryPort}, serving reads on port ${port}`);

  const base = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}${primary.pathname}`;
  let stopped = false;
  return {
    url: socketDir ? `${base}?host=${encodeURIComponent(socketDir)}` : base,
    port,
    dataDir: replicaDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (runningServer(replicaDir)) await runAs(ids, pgCtl, ['stop', '-m', 'fast', '-w', '-D', replicaDir]);
    },
    start: async (settings) => {
      if (!stopped) return;
      await launch(settings);
      stopped = false;
    },
  };
}

/** The replication slot of the cluster's replica number `n` (1, 2, ...): the first keeps its old name. */
export const replicaSlotName = (n: number) => (n === 1 ? 'larder_replica' : `larder_replica_${n}`);

/**
 * Drops the slots of the cluster's replicas that no replica streams from any more, except those kept,
 * so a replica gone for good does not keep the primary's WAL for ever.
 */
export async function dropUnusedReplicaSlots(primaryUrl: string, keep: readonly string[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    await client.query(
      `select pg_drop_replication_slot(slot_name) from pg_replication_slots
        where (slot_name = 'larder_replica' or slot_name ~ '^larder_replica_[0-9]+$') and not active and not (slot_name = any($1::text[]))`,
      [keep],
    );
  } finally {
    await client.end();
  }
}
