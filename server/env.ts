// The only reader of process.env: every setting is validated once, at start, and a wrong one is named.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The parts of a comma-separated list, trimmed, empty ones left out. */
const listOf = (value: string) => value.split(',').map((part) => part.trim()).filter((part) => part !== '');

const NICENESS = 'must be a whole number from 0 (as the api nodes) to 19';

/** Whole milliseconds within bounds, named in the message when not. */
const milliseconds = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number of milliseconds from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A second port serving only /metrics, /healthz and /readyz (how a worker or projector is scraped); set, PORT stops serving /metrics. */
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
  /**
   * Hot-standby replicas of DATABASE_URL, one URL or several separated by commas: the api's query
   * routes (plans, lists, pantry, favourites, catalogue) read them in turn. Set it on every process:
   * the projector then commits its batches durably, so they reach the replicas at once.
   */
  DATABASE_READ_URL: optionalText.pipe(
    z
      .string()
      .superRefine((value, context) => {
        const urls = listOf(value);
        const wrong = urls.findIndex((url) => !z.url().safeParse(url).success);
        if (urls.length === 0 || wrong >= 0) {
          context.addIssue({ code: 'custom', message: `must be a postgres:// URL, or several separated by commas${urls.length > 1 && wrong >= 0 ? ` (number ${wrong + 1} is not one)` : ''}` });
        }
      })
      .transform(listOf)
      .optional(),
  ),
  /** A read replica that opens no connection, or answers no statement, within this is set aside. */
  DATABASE_READ_TIMEOUT_MS: milliseconds(100, 60_000, 5000),
  /**
   * A read replica further behind the primary than this is set aside until it catches up. Raise it
   * where replicas normally lag more (far away, or behind heavy write bursts).
   */
  DATABASE_READ_MAX_LAG_MS: milliseconds(1000, 600_000, 5000),
  /**
   * How many connections this process's pool opens at most (its projection runners and listener take
   * one each besides). Every node's pool counts against the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int('must be a whole number of connections')
    .min(2, 'must be at least 2')
    .max(200, 'must be at most 200')
    .default(20),
  LARDER_DATA_DIR: z.string().default('.data'),
  SUPABASE_URL: optionalText.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optionalText,
  SUPABASE_JWT_SECRET: optionalText,
  /** Server-only key for Supabase Storage; with SUPABASE_URL, recipe photos go to the bucket below. */
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SUPABASE_STORAGE_BUCKET: z.string().trim().min(1).default('recipe-images'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** 'production' in the image: there, local billing (a free test checkout) must be asked for by name. */
  NODE_ENV: optionalText,
  /** 'allow' runs the local test checkout in production too (anyone could subscribe without paying). */
  LARDER_LOCAL_BILLING: optionalText.pipe(z.enum(['allow']).optional()),
  /** 'allow' runs the built-in auth provider in production too (its dev mailbox shows every email's links). */
  LARDER_LOCAL_AUTH: optionalText.pipe(z.enum(['allow']).optional()),
  APP_ORIGIN: optionalText.pipe(z.url().optional()),
  /** How many reverse proxies in front of the api append to X-Forwarded-For (0: trust none, use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * 'accept': a connection to PORT may begin with a PROXY protocol v1 line (from a load balancer that
   * forwards TCP), whose client address the api then uses. Only where clients cannot reach PORT directly.
   */
  PROXY_PROTOCOL: optionalText.pipe(z.enum(['accept'], { error: "is 'accept' or unset" }).optional()),
  /** This api node's name, sent in every answer's x-larder-node header (which node served a request). */
  LARDER_NODE_NAME: optionalText.pipe(z.string().regex(/^[\w.-]{1,64}$/, 'is letters, digits, dots, dashes and underscores (at most 64)').optional()),
  /**
   * `npm run cluster` only: how much lower its projectors and workers run than its api nodes (their
   * niceness, 0 to 19), so that on one machine a request is served before background work. 0: alike.
   */
  CLUSTER_BACKGROUND_NICE: z.coerce.number({ error: NICENESS }).int(NICENESS).min(0, NICENESS).max(19, NICENESS).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a mutating request waits for its read models before answering 202. */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Which parts this process runs; `npm start` runs all of them. */
  LARDER_ROLES: z
    .string()
    .default('api,projector,worker')
    .transform((value) => value.split(',').map((role) => role.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['api', 'projector', 'worker']))),
});

export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together. */
function checkCombinations(env: Env): string[] {
  const problems: string[] = [];
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    problems.push('  DATABASE_READ_URL: set DATABASE_URL too (the primary the replica streams from; the embedded server has no replica)');
  }
  if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
    problems.push('  SUPABASE_ANON_KEY: required when SUPABASE_URL is set (the project API key, from the Supabase dashboard)');
  }
  if (env.SUPABASE_SERVICE_ROLE_KEY && !env.SUPABASE_URL) {
    problems.push('  SUPABASE_SERVICE_ROLE_KEY: set SUPABASE_URL too (the project the storage bucket belongs to)');
  }
  if (!env.SUPABASE_URL && env.NODE_ENV === 'production' && env.LARDER_LOCAL_AUTH !== 'allow') {
    problems.push(
      '  SUPABASE_URL: required in production (NODE_ENV=production): without it the server is its own auth provider, whose dev mailbox (/dev/mailbox) shows anyone every confirmation and password-reset link. Set LARDER_LOCAL_AUTH=allow to run it anyway (a demo).',
    );
  }
  if (!env.STRIPE_SECRET_KEY && env.NODE_ENV === 'production' && env.LARDER_LOCAL_BILLING !== 'allow') {
    problems.push(
      '  STRIPE_SECRET_KEY: required in production (NODE_ENV=production): without it billing is the local test checkout, where anyone subscribes without paying. Set LARDER_LOCAL_BILLING=allow to run it anyway (a demo).',
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const).filter((name) => !env[name]);
    for (const name of missing) problems.push(`  ${name}: required when STRIPE_SECRET_KEY is set (from the Stripe dashboard; unset STRIPE_SECRET_KEY for local billing)`);
  }
  return problems;
}

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = checkCombinations(parsed.data);
  if (problems.length > 0) throw new EnvError(`Invalid configuration:\n${problems.join('\n')}`);
  return parsed.data;
}

/** For a process's entry point: the configuration, or its problems on stderr and exit code 2. */
export function readEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return readEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
