// Process entry for `npm start`: configuration, database (embedded unless DATABASE_URL), migrations,
// the parts this process runs, a banner with the URL, and a clean stop on SIGINT/SIGTERM.
import http from 'node:http';
import path from 'node:path';
import { readEnvOrExit } from './env.ts';
import { handleSignalsOurselves, startEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres.ts';
import { migrateDatabase } from './migrate-database.ts';
import { createLogger, toLog } from './logger.ts';
import { acceptProxyProtocol } from './http/proxy-protocol.ts';
import { startLarder, type Larder } from './runtime.ts';
import { supabaseImageStore } from './images/supabase-image-store.ts';
import type { ImageStore } from './images/image-store.ts';
import type { Env } from './env.ts';

/** The hosted bucket when its service key is configured; undefined lets the runtime use the local disk. */
function imageStoreOf(env: Env): ImageStore | undefined {
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) return undefined;
  return supabaseImageStore({ url: env.SUPABASE_URL, serviceKey: env.SUPABASE_SERVICE_ROLE_KEY, bucket: env.SUPABASE_STORAGE_BUCKET });
}

/**
 * Until the database is up and migrated the api cannot serve, yet its port already answers: 503 with
 * the phase, so a readiness probe hears why instead of a refused connection. Closed just before the
 * real server takes the port (a moment of refused connections while the parts start).
 */
async function answerWhileStarting(port: number, host: string, proxyProtocol: boolean) {
  let phase = 'database starting';
  const server = http.createServer((request, response) => {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
    response.end(JSON.stringify(request.url === '/readyz' ? { ready: false, reason: phase } : { error: `Larder is starting (${phase}).` }));
  });
  // Behind a TCP load balancer its connections begin with a PROXY line here too.
  if (proxyProtocol) acceptProxyProtocol(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    phase: (next: string) => void (phase = next),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

async function main() {
  const env = readEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const log = toLog(logger);

  let embedded: EmbeddedServer | undefined;
  let larder: Larder | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    try {
      await larder?.stop();
      await embedded?.stop();
    } finally {
      logger.info('stopped');
      process.exit(0);
    }
  };
  handleSignalsOurselves();
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // With port 0 the real server would get another port: nothing to answer on ahead of it.
  const starting = env.LARDER_ROLES.includes('api') && env.PORT !== 0 ? await answerWhileStarting(env.PORT, env.HOST, env.PROXY_PROTOCOL === 'accept') : undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    // The all-in-one start owns the embedded server; a part started alone joins the running one.
    const ownsServer = env.LARDER_ROLES.includes('api') && env.LARDER_ROLES.includes('projector');
    embedded = await startEmbeddedPostgres({ dataDir: env.LARDER_DATA_DIR, reuseRunning: !ownsServer, ownSignalHandling: true, log: (line) => logger.info(line) });
    databaseUrl = embedded.url;
  }
  starting?.phase('migrations running');
  const report = await migrateDatabase(databaseUrl);
  if (report.applied.length > 0) logger.info({ migrations: report.applied }, 'migrations applied');
  await starting?.close();

  larder = await startLarder({
    databaseUrl,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseReadUrls: env.DATABASE_READ_URL,
    readReplicaAnswerTimeoutMs: env.DATABASE_READ_TIMEOUT_MS,
    readReplicaMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
    roles: env.LARDER_ROLES,
    port: env.PORT,
    host: env.HOST,
    proxyProtocol: env.PROXY_PROTOCOL === 'accept',
    nodeName: env.LARDER_NODE_NAME,
    metricsPort: env.METRICS_PORT,
    processMetrics: true,
    supabaseUrl: env.SUPABASE_URL,
    supabaseJwtSecret: env.SUPABASE_JWT_SECRET,
    supabaseAnonKey: env.SUPABASE_ANON_KEY,
    appOrigin: env.APP_ORIGIN,
    localAuth: { trustProxyHops: env.TRUST_PROXY_HOPS },
    readYourWritesTimeoutMs: env.READ_YOUR_WRITES_TIMEOUT_MS,
    // Recipe photos in the Supabase Storage bucket when its key is given, else on the local disk.
    images: imageStoreOf(env),
    imagesDir: path.join(env.LARDER_DATA_DIR, 'images'),
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, prices: { monthly: env.STRIPE_PRICE_MONTHLY!, annual: env.STRIPE_PRICE_ANNUAL! } }
      : undefined,
    localBillingWebhookSecret: env.STRIPE_SECRET_KEY ? undefined : env.STRIPE_WEBHOOK_SECRET,
    log,
  });

  const lines = [
    '',
    '  Larder is running',
    larder.url ? `  URL:        ${larder.url}` : '  URL:        (no api in this process)',
    `  Parts:      ${env.LARDER_ROLES.join(', ')} (Node ${process.version})`,
    `  Database:   ${embedded ? `embedded PostgreSQL (${env.LARDER_DATA_DIR}/pg, port ${embedded.port})` : 'DATABASE_URL'}${env.DATABASE_READ_URL ? ' (reads: DATABASE_READ_URL)' : ''}`,
    `  Auth:       ${larder.authMode === 'local' ? 'local (built-in provider at /auth/v1, its mail at /dev/mailbox; npm run ops -- dev-token EMAIL)' : `Supabase at ${env.SUPABASE_URL}`}`,
    `  Billing:    ${env.STRIPE_SECRET_KEY ? 'Stripe' : `local (test checkout at /billing/local${env.STRIPE_WEBHOOK_SECRET ? `; webhook ${larder.url ?? ''}/api/v1/stripe/webhook, signed with STRIPE_WEBHOOK_SECRET` : ''})`}`,
    `  Images:     ${env.SUPABASE_SERVICE_ROLE_KEY ? `Supabase Storage (bucket ${env.SUPABASE_STORAGE_BUCKET})` : `local disk (${path.join(env.LARDER_DATA_DIR, 'images')})`}`,
    `  Health:     ${(larder.url ?? larder.metricsUrl) ? `${larder.url ?? larder.metricsUrl}/healthz (readiness: /readyz)` : '-'}`,
    `  Metrics:    ${larder.metricsUrl ? `${larder.metricsUrl}/metrics` : larder.url ? `${larder.url}/metrics` : '(none: set METRICS_PORT to scrape this process)'}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
