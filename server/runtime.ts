// Starts the parts of Larder this process runs (api, projector, worker) on a migrated database,
// and stops them in the right order. Used by `npm start`, the separate role scripts and the tests.
import type { TaskList } from 'graphile-worker';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type pg from 'pg';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { ReplicaSet } from './db/replica-set.ts';
import { channelsFor, Listener, onDemandChannelsFor } from './db/listener.ts';
import { trackRequests, type Drainer } from './http/drain.ts';
import { acceptProxyProtocol } from './http/proxy-protocol.ts';
import { createTokenVerifier, loadLocalSigningKey, type TokenVerifier } from './http/auth.ts';
import { LiveSessions, refusingEndedSessions } from './http/live-sessions.ts';
import { routeSchemas, type RouteSchemas } from './http/route-schemas.ts';
import { supabaseIdentityProvider } from './identity/supabase-identity-provider.ts';
import type { ImageStore } from './images/image-store.ts';
import { localImageStore } from './images/local-image-store.ts';
import type { Log } from './logger.ts';
import { AppUserCache, appUserIdFor, appUsersProjection, findAppUserIdByBillingCustomer } from './modules/accounts/index.ts';
import { createStripeBilling, type Billing, type BillingEvent, type StripeSettings } from './modules/billing/index.ts';
import type { PageFetchOptions } from './modules/recipe-import/index.ts';
import { applyProviderEvent } from './workflows/apply-provider-event.ts';
import { ProjectionProgress } from './projections/progress.ts';
import { ProjectionRunner } from './projections/runner.ts';
import { projections } from './read-models.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { applyInCommits, observeCommits } from './event-store/event-store.ts';
import { inCommitApplier } from './projections/inline.ts';
import { announceThroughSideConnection } from './event-store/new-events.ts';
import { requestLog } from './http/request-log.ts';
import { LarderMetrics } from './system/metrics.ts';
import { systemRoutes } from './system/system.routes.ts';
import { createAuthProvider, localIdentityProvider, type LocalAuthSettings } from './stand-ins/auth/index.ts';
import { createLocalBilling, localBillingPages } from './stand-ins/billing/index.ts';
import { BILLING_RUN_DUE_TASK, startWorker, type WorkerHandle } from '../workers/worker.ts';

export type Role = 'api' | 'projector' | 'worker';

/** How often a waiting write or notice looks at the replica's checkpoints (one query for all of them). */
const REPLICA_POLL_MS = 2;
/** The longest a websocket notice waits for a lagging replica before it goes out anyway. */
const NOTICE_REPLICA_WAIT_MS = 60_000;

export interface LarderOptions {
  databaseUrl: string;
  /** The most connections this process's pool opens (DATABASE_POOL_SIZE; 20 by default). */
  databasePoolSize?: number;
  /**
   * Hot-standby replicas of the database (DATABASE_READ_URL). The api's query routes read them in
   * turn, and command answers and websocket notices wait until they show the change (replica-set.ts);
   * the projector commits its batches durably so they stream at once.
   */
  databaseReadUrls?: readonly string[];
  /** A read replica that opens no connection or answers no statement within this is set aside (default 5 s). */
  readReplicaAnswerTimeoutMs?: number;
  /** A read replica that does not show what the primary showed this long ago is set aside (default 5 s). */
  readReplicaMaxLagMs?: number;
  roles: readonly Role[];
  port?: number;
  host?: string;
  /** Reads a PROXY protocol line at the start of each connection to `port` (PROXY_PROTOCOL=accept). */
  proxyProtocol?: boolean;
  /**
   * Names this process (LARDER_NODE_NAME): an api node in every answer's x-larder-node header, a
   * projector in its runners' connections (ops status: which process is active). Default host:pid.
   */
  nodeName?: string;
  supabaseUrl?: string;
  supabaseJwtSecret?: string;
  /** The project's public (anon) key: hosted mode asks the provider about users with it. */
  supabaseAnonKey?: string;
  appOrigin?: string;
  /** Where recipe photos go: a store, or the folder of the local-disk store (default .data/images). */
  images?: ImageStore;
  imagesDir?: string;
  /** Where the built web client is (default web/dist); false serves none. */
  webDistDir?: string | false;
  supportEmail?: string;
  /** The built-in auth provider's settings (local auth mode only). */
  localAuth?: LocalAuthSettings;
  readYourWritesTimeoutMs?: number;
  /** Projector poll fallback while idle. */
  pollMs?: number;
  workerConcurrency?: number;
  /** Tasks added to (or replacing) the worker's own, for tests that stand in for one. */
  workerTasks?: TaskList;
  workerDeadAfterMs?: number;
  workerBeatMs?: number;
  /** How long stop() lets in-flight requests finish before cutting connections (default 10 s). */
  drainTimeoutMs?: number;
  /** Stripe, when its secret key is configured; else the billing stand-in. */
  stripe?: StripeSettings;
  /** Without Stripe: what a body posted to the webhook route must be signed with (unset: nobody can). */
  localBillingWebhookSecret?: string;
  /**
   * A second listener serving only /metrics, /healthz and /readyz (how a process without the api
   * role is scraped). When set, the api's own port no longer serves /metrics. 0 picks a free port.
   */
  metricsPort?: number;
  /** Node's process metrics (CPU, memory, event loop, GC) in /metrics: the process entry turns them on. */
  processMetrics?: boolean;
  /** The api's and the worker's clock (default the system's): tests set the hour at which a cook's date is not UTC's. */
  now?: () => Date;
  /** Limits of fetching recipe pages to import; tests name their fixtures server here. */
  recipeImport?: PageFetchOptions;
  log: Log;
}

export interface Larder {
  url: string | undefined;
  port: number | undefined;
  authMode: 'local' | 'supabase';
  hub: RealtimeHub | undefined;
  /** The api's routes with their request schemas (empty without the api role). */
  routes: RouteSchemas[];
  runners: ProjectionRunner[];
  worker: WorkerHandle | undefined;
  listener: Listener;
  progress: ProjectionProgress;
  verify: TokenVerifier;
  metrics: LarderMetrics;
  /** Where METRICS_PORT's listener answers, when there is one. */
  metricsUrl: string | undefined;
  stop(): Promise<void>;
}

export function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch, port, hostname: host }, () => {
      started.off('error', reject);
      resolve(started as Server);
    }) as Server;
    // A port in use fails the start with its error instead of an unhandled 'error' event.
    started.once('error', reject);
  });
}

/** Which api node answered (`npm run cluster` names them api-1 and api-2). */
const NODE_HEADER = 'x-larder-node';

/** Every answer names the node that gave it (before the app's own handler, which may answer at once). */
function nameNodeInAnswers(server: Server, name: string): void {
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader(NODE_HEADER, name));
}

/**
 * The billing port: Stripe when its secret key is configured, else the billing stand-in, with its
 * checkout and portal pages and its clock (runDue, the worker's hourly task).
 */
function createBilling(options: {
  stripe?: StripeSettings;
  pool: pg.Pool;
  publicOrigin: () => string;
  /** Where the stand-in hands its events, as Stripe's webhook would. */
  deliver: (event: BillingEvent) => Promise<void>;
  /** The stand-in's webhook secret (unset: a random one, so nobody can post to the route). */
  localWebhookSecret?: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
}): Billing {
  if (options.stripe) return { port: createStripeBilling(options.stripe) };
  const local = createLocalBilling({ db: options.pool, publicOrigin: options.publicOrigin, deliver: options.deliver, webhookSecret: options.localWebhookSecret, log: options.log });
  return { port: local, localPages: localBillingPages(local) as unknown as Hono, runDue: () => local.runDue() };
}

export async function startLarder(options: LarderOptions): Promise<Larder> {
  const log = options.log;
  // Named by role, so pg_stat_activity tells an operator which kind of process holds a connection.
  const database = openDatabase(options.databaseUrl, { max: options.databasePoolSize, applicationName: `larder-${[...options.roles].sort().join('+')}` });
  const listener = new Listener(options.databaseUrl, channelsFor(options.roles), onDemandChannelsFor(options.roles));
  await listener.start();
  const progress = new ProjectionProgress(database.pool, projections, listener);
  const replicated = (options.databaseReadUrls?.length ?? 0) > 0;
  // A replica hears no NOTIFY: what it has applied is polled from its checkpoints, only while a
  // write's answer or a notice waits on it.
  const replicas =
    replicated && options.roles.includes('api')
      ? new ReplicaSet({
          urls: options.databaseReadUrls!,
          primary: database,
          projections,
          poolSize: options.databasePoolSize,
          applicationName: `larder-${[...options.roles].sort().join('+')}-reads`,
          pollMs: REPLICA_POLL_MS,
          answerTimeoutMs: options.readReplicaAnswerTimeoutMs,
          maxLagMs: options.readReplicaMaxLagMs,
          log,
        })
      : undefined;
  await replicas?.start();
  const metrics = new LarderMetrics({ db: database.pool, projections, processMetrics: options.processMetrics });
  if (replicas) metrics.countReplicas(() => replicas.status());
  // Every command this process commits goes through this pool (routes, workflows and worker tasks).
  const stopCountingCommits = observeCommits(database.pool, metrics.eventsCommitted);
  const stopAnnouncing = announceThroughSideConnection(database.pool, options.databaseUrl);
  const stopApplyingInCommits = applyInCommits(database.pool, inCommitApplier(projections));

  const authMode = options.supabaseUrl ? 'supabase' : 'local';
  const localKey = authMode === 'local' ? await loadLocalSigningKey(database.db) : undefined;
  const verifySignature = createTokenVerifier({
    jwtSecret: options.supabaseJwtSecret,
    jwksUrl: options.supabaseUrl ? `${options.supabaseUrl.replace(/\/$/, '')}/auth/v1/.well-known/jwks.json` : undefined,
    localKeys: localKey ? [localKey.publicJwk] : undefined,
    issuer: options.supabaseUrl ? `${options.supabaseUrl.replace(/\/$/, '')}/auth/v1` : undefined,
  });
  const identity =
    options.supabaseUrl && options.supabaseAnonKey
      ? supabaseIdentityProvider({ url: options.supabaseUrl, anonKey: options.supabaseAnonKey })
      : localIdentityProvider(database.pool);
  // Locally only the built-in provider's tokens name a session it keeps; hosted, every token does.
  const liveSessions = new LiveSessions(identity.endedSessions, {
    applies: localKey ? (session) => session.keyId === localKey.kid : undefined,
    log,
  });
  const verify = refusingEndedSessions(verifySignature, liveSessions);

  const runners: ProjectionRunner[] = [];
  if (options.roles.includes('projector')) {
    for (const projection of projections) {
      const runner = new ProjectionRunner(projection, {
        url: options.databaseUrl,
        listener,
        pollMs: options.pollMs,
        durableBatches: replicated,
        log,
        onBatch: (name, checkpoint) => progress.record(name, checkpoint),
        nodeName: options.nodeName ?? `${os.hostname()}:${process.pid}`,
      });
      runner.start();
      runners.push(runner);
    }
    metrics.countActiveProjections(() => runners.map((runner) => ({ projection: runner.projection.name, active: runner.active })));
  }

  // Read per use: with port 0 the address is known only once the server listens.
  const publicOrigin = () => options.appOrigin ?? url ?? `http://localhost:${options.port ?? 3000}`;
  const applyBillingEvent = (event: BillingEvent) =>
    applyProviderEvent({ pool: database.pool, findUserByCustomer: (customerId) => findAppUserIdByBillingCustomer(database.db, customerId), now: () => new Date() }, event);
  const billing = createBilling({
    stripe: options.stripe,
    localWebhookSecret: options.localBillingWebhookSecret,
    pool: database.pool,
    publicOrigin,
    deliver: async (event) => {
      const outcome = await applyBillingEvent(event);
      if (outcome.kind === 'ignored') log('local billing event not applied', { event: event.type, reason: outcome.reason });
    },
    log,
  });
  let worker: WorkerHandle | undefined;
  if (options.roles.includes('worker')) {
    worker = await startWorker({
      pool: database.pool,
      concurrency: options.workerConcurrency,
      // The billing stand-in's clock: renewals, period ends and scheduled switches (hourly cron).
      extraTasks: { [BILLING_RUN_DUE_TASK]: async () => billing.runDue?.(), ...options.workerTasks },
      log,
      deadAfterMs: options.workerDeadAfterMs,
      beatMs: options.workerBeatMs,
      observer: metrics,
      now: options.now,
    });
  }

  let server: Server | undefined;
  let drainer: Drainer | undefined;
  let hub: RealtimeHub | undefined;
  let routes: RouteSchemas[] = [];
  let url: string | undefined;
  let port: number | undefined;
  if (options.roles.includes('api')) {
    const { rows } = await database.pool.query<{ value: string }>(`select value from app_secrets where name = 'csrf'`);
    // Emptied whenever the app users' read model moves on, or notices may have been missed.
    const appUsers = new AppUserCache();
    progress.onAdvance((projection) => {
      if (projection === appUsersProjection.name) appUsers.clear();
    });
    listener.on('reconnected', () => appUsers.clear());
    const app = createApp({
      now: options.now,
      appUsers,
      billing,
      applyBillingEvent,
      publicOrigin,
      pool: database.pool,
      db: database.db,
      reads: replicas?.reads,
      replicas,
      verify,
      identity,
      recipeImport: options.recipeImport,
      progress,
      images: options.images ?? localImageStore(path.resolve(options.imagesDir ?? path.join('.data', 'images'))),
      csrfSecret: rows[0]!.value,
      secureCookies: (options.appOrigin ?? '').startsWith('https:'),
      readYourWritesTimeoutMs: options.readYourWritesTimeoutMs ?? 3_000,
      localAuth: localKey
        ? createAuthProvider({
            ...options.localAuth,
            pool: database.pool,
            signingKey: localKey,
            // Read per use: with port 0 the address is known only once the server listens.
            publicOrigin: () => options.localAuth?.publicOrigin ?? options.appOrigin ?? url ?? `http://localhost:${options.port ?? 3000}`,
            appOrigin: options.appOrigin,
            serverOrigin: () => url,
            log,
          })
        : undefined,
      web:
        options.webDistDir === false
          ? undefined
          : {
              distDir: options.webDistDir ?? fileURLToPath(new URL('../web/dist', import.meta.url)),
              clientConfig: {
                authMode,
                // Hosted: the browser talks to Supabase itself. Local: to this server's /auth/v1.
                ...(options.supabaseUrl ? { supabaseUrl: options.supabaseUrl, supabaseAnonKey: options.supabaseAnonKey } : {}),
                supportEmail: options.supportEmail,
              },
            },
      log,
      metrics,
      exposeMetrics: options.metricsPort === undefined,
    });
    routes = routeSchemas(app);
    server = await listen(app.fetch, options.port ?? 3000, options.host);
    if (options.proxyProtocol) acceptProxyProtocol(server);
    if (options.nodeName) nameNodeInAnswers(server, options.nodeName);
    // Longer than a load balancer's idle timeout (and than clients' pools), so an idle keep-alive
    // connection is never closed under a request being sent on it.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    drainer = trackRequests(server);
    hub = new RealtimeHub({
      db: database.pool,
      // A resume replays the primary's log up to what every replica a read may reach has applied.
      applied: replicas ? (projection, version) => replicas.applied(projection, version) : undefined,
      // A notice is no use before the replicas show its change (the tab's refetch would read the
      // old rows), so it waits as long as a lagging replica takes, within reason.
      visible: replicas ? (projection, checkpoint) => replicas.visible(projection, checkpoint, NOTICE_REPLICA_WAIT_MS) : undefined,
      listener,
      projections,
      verify,
      watchSession: (session, onEnded) => liveSessions.watch(session, onEnded),
      userIdOf: (session) => appUserIdFor(session.sub),
      log,
    });
    hub.attach(server);
    liveSessions.start();
    const counted = hub;
    metrics.countSockets(() => counted.openSockets);
    port = (server.address() as AddressInfo).port;
    url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`;
  }

  let metricsServer: Server | undefined;
  let metricsUrl: string | undefined;
  if (options.metricsPort !== undefined) {
    const routes = new Hono().use('*', requestLog(log)).route('/', systemRoutes({ pool: database.pool, db: database.db, projections, metrics }));
    metricsServer = await listen(routes.fetch, options.metricsPort, options.host);
    metricsUrl = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${(metricsServer.address() as AddressInfo).port}`;
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    authMode,
    hub,
    routes,
    runners,
    worker,
    listener,
    progress,
    verify,
    metrics,
    metricsUrl,
    stop: () =>
      (stopping ??= (async () => {
        // Drain: stop taking connections, ask sockets to reconnect elsewhere (1001), let in-flight
        // requests finish (bounded), then stop the rest.
        liveSessions.stop();
        if (server) {
          const drained = drainer!.drain(options.drainTimeoutMs ?? 10_000);
          await hub?.close(options.drainTimeoutMs ?? 10_000);
          const { timedOut } = await drained;
          if (timedOut) log('drain deadline passed: open connections were cut', { timeoutMs: options.drainTimeoutMs ?? 10_000 });
        }
        if (metricsServer) {
          const closed = new Promise<void>((resolve) => metricsServer!.close(() => resolve()));
          metricsServer.closeAllConnections?.();
          await closed;
        }
        await worker?.stop();
        await Promise.all(runners.map((runner) => runner.stop()));
        stopCountingCommits();
        stopApplyingInCommits();
        await stopAnnouncing();
        await listener.stop();
        await replicas?.close();
        await database.close();
      })()),
  };
}
