// createApp(deps): mounts each module's routes. Composition happens here and nowhere else.
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import type pg from 'pg';
import type { Db, Reads } from './db/database.ts';
import type { ReplicaSet } from './db/replica-set.ts';
import type { TokenVerifier } from './http/auth.ts';
import { refuseBrokenText } from './http/broken-text-guard.ts';
import { compressAnswers } from './http/compress-answers.ts';
import type { AppEnv } from './http/context.ts';
import { csrfTokenHandler, requireCsrf } from './http/csrf.ts';
import { toErrorResponse } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { requireSession } from './http/session.ts';
import { webClientRoutes } from './http/web-client.ts';
import type { IdentityProvider } from './identity/identity-provider.ts';
import type { ImageStore } from './images/image-store.ts';
import { resolveAppUser, type AppUserCache } from './modules/accounts/index.ts';
import { accountRoutes } from './workflows/accounts.routes.ts';
import { betaCodeRoutes } from './workflows/beta-codes.routes.ts';
import type { Billing, BillingEvent } from './modules/billing/index.ts';
import { billingPlanRoutes, billingWebhookRoutes, subscriptionRoutes } from './workflows/billing.routes.ts';
import type { ProviderEventOutcome } from './workflows/apply-provider-event.ts';
import {
  catalogueRoutes,
  favoriteRoutes,
  myRecipesRoutes,
  recipeAuthoringRoutes,
  recipeChildRoutes,
  recipeImageKey,
  recipeImageReadRoutes,
  recipeImageWriteRoutes,
} from './modules/catalogue/index.ts';
import { findIngredient, findIngredientByCookName, ingredientRoutes, ingredientWriteRoutes } from './modules/ingredients/index.ts';
import { mealPlanRoutes } from './modules/meal-plans/index.ts';
import { pantryRoutes } from './modules/pantry/index.ts';
import { referenceRoutes } from './modules/reference/index.ts';
import { recipeImportRoutes, type PageFetchOptions } from './modules/recipe-import/index.ts';
import type { ProjectionProgress } from './projections/progress.ts';
import type { LarderMetrics } from './system/metrics.ts';
import { systemRoutes } from './system/system.routes.ts';
import { projections } from './read-models.ts';
import { cookingRoutes } from './workflows/cooking.routes.ts';
import { recipeImportSaveRoutes } from './workflows/recipe-import-save.routes.ts';
import { groceryRoutes } from './workflows/grocery-list.routes.ts';
import { groceryRefreshAfterPantryChange } from './workflows/grocery-refresh/index.ts';

export interface AppDeps {
  pool: pg.Pool;
  db: Db;
  /** Where the query routes read (the read replicas); the primary's pool and db when left out. */
  reads?: Reads;
  /** The read replicas: command answers wait for them too, and /readyz names each one's state. */
  replicas?: ReplicaSet;
  verify: TokenVerifier;
  /** The auth provider, asked whether a user's email is confirmed. */
  identity: IdentityProvider;
  progress: ProjectionProgress;
  /** Recent callers, kept between requests (emptied whenever the app_users projection moves on). */
  appUsers?: AppUserCache;
  /** Where recipe photos are kept (local disk by default). */
  images: ImageStore;
  csrfSecret: string;
  secureCookies: boolean;
  readYourWritesTimeoutMs: number;
  /** The built-in auth provider (/auth/v1 and /dev/mailbox), when no hosted one is configured. */
  localAuth?: { routes: Hono; mailboxPage: Hono };
  /** The built web client and the configuration written into its page. */
  web?: Parameters<typeof webClientRoutes>[0];
  /** Limits of fetching a recipe page to import (tests also name their fixtures server here). */
  recipeImport?: PageFetchOptions;
  /** The payment provider (Stripe, or the local stand-in with its pages). */
  billing: Billing;
  /** Applies a payment provider's webhook event (the same path the billing stand-in delivers to). */
  applyBillingEvent: (event: BillingEvent) => Promise<ProviderEventOutcome>;
  /** Where a browser reaches this server (checkout and portal return here); read per use. */
  publicOrigin: () => string;
  now?: () => Date;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** Request metrics go here; /metrics is served too unless `exposeMetrics` is false (METRICS_PORT serves it). */
  metrics?: LarderMetrics;
  exposeMetrics?: boolean;
}

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const commandDeps = { pool: deps.pool, progress: deps.progress, replicas: deps.replicas, readYourWritesTimeoutMs: deps.readYourWritesTimeoutMs };
  // The query routes of the plan, list, pantry, favourites and catalogue read here. Accounts and
  // billing read the primary: few calls, and they follow the auth and payment providers closely.
  const reads: Reads = deps.reads ?? { pool: deps.pool, db: deps.db };

  const recipeDeps = { ...commandDeps, db: deps.db, now };
  const signedInGuards = [requireSession(deps.verify), requireCsrf(deps.csrfSecret), resolveAppUser({ db: deps.db, pool: deps.pool, appUsers: deps.appUsers })] as const;

  const signedIn = new Hono<AppEnv>()
    .use('*', ...signedInGuards)
    .route('/', accountRoutes({ ...commandDeps, db: deps.db, identity: deps.identity, now }))
    .route('/', betaCodeRoutes({ ...commandDeps, now }))
    .route('/', mealPlanRoutes({ ...commandDeps, reads, now }))
    .route('/', cookingRoutes({ ...commandDeps, db: deps.db, now }))
    .route('/', pantryRoutes({ ...commandDeps, db: deps.db, reads, now, findIngredient: (id) => findIngredient(deps.db, id), jobsAfterChange: (appUserId, today, ingredientIds) => groceryRefreshAfterPantryChange(deps.pool, appUserId, today, ingredientIds) }))
    .route('/', groceryRoutes({ ...commandDeps, db: deps.db, reads, now, findIngredient: (id) => findIngredient(deps.db, id), findIngredientByName: (name) => findIngredientByCookName(deps.db, name) }))
    .route('/', ingredientWriteRoutes({ ...commandDeps, db: deps.db, now }))
    .route('/', recipeAuthoringRoutes({ ...recipeDeps, onRecipeDeleted: async (id) => void (await deps.images.delete(recipeImageKey(id))) }))
    .route('/', recipeChildRoutes(recipeDeps))
    .route('/', recipeImportRoutes({ db: recipeDeps.db, pageFetch: deps.recipeImport }))
    .route('/', recipeImportSaveRoutes({ ...recipeDeps, images: deps.images, pageFetch: deps.recipeImport }))
    .route('/', favoriteRoutes({ ...recipeDeps, reads }))
    .route('/', recipeImageWriteRoutes({ db: deps.db, images: deps.images }))
    .route('/', subscriptionRoutes({ ...commandDeps, db: deps.db, billing: deps.billing.port, publicOrigin: deps.publicOrigin, now }));

  const api = new Hono<AppEnv>()
    .get('/csrf/token', csrfTokenHandler(deps.csrfSecret, deps.secureCookies))
    // Signed in, yet ahead of the public /recipe/:id, which would take 'my-recipes' for a (bad) id.
    .use('/recipe/my-recipes', ...signedInGuards)
    .route('/', myRecipesRoutes(reads.db))
    .route('/', ingredientRoutes(reads.db))
    .route('/', referenceRoutes(reads.db))
    .route('/', catalogueRoutes(reads.db))
    .route('/', recipeImageReadRoutes(deps.images))
    .route('/', billingPlanRoutes(deps.billing.port))
    // Public: the provider calls it, and its signature is the only credential.
    .route('/', billingWebhookRoutes({ billing: deps.billing.port, apply: deps.applyBillingEvent }))
    .route('/', signedIn);

  const app = new Hono<AppEnv>()
    .use('*', requestLog(deps.log, deps.metrics))
    .use('*', refuseBrokenText)
    // JSON and HTML answers only, for clients that ask; static files go out precompressed.
    .use('*', compressAnswers())
    .route('/', systemRoutes({ pool: deps.pool, db: deps.db, projections, replicas: deps.replicas, metrics: deps.exposeMetrics === false ? undefined : deps.metrics }))
    .route('/api/v1', api);

  // Mounted only in local auth mode: with Supabase configured, /auth/v1 belongs to Supabase.
  if (deps.localAuth) app.route('/auth/v1', deps.localAuth.routes).route('/dev/mailbox', deps.localAuth.mailboxPage);

  // The billing stand-in's test checkout and portal (Stripe hosts its own).
  if (deps.billing.localPages) app.route('/billing/local', deps.billing.localPages);

  // Last: the web client answers every other GET with its page (client-side routes).
  if (deps.web) app.route('/', webClientRoutes(deps.web));

  app.notFound((c) => c.json({ error: `Nothing is at ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) =>
    toErrorResponse(error, c, (unexpected) =>
      deps.log('request failed', {
        level: 'error',
        error: String(unexpected),
        stack: (unexpected as Error)?.stack,
        method: c.req.method,
        route: routePath(c),
        path: c.req.path,
        requestId: c.get('requestId'),
        correlationId: c.get('correlationId'),
        userId: c.get('appUser')?.id,
      }),
    ),
  );
  return app;
}

export type AppType = ReturnType<typeof createApp>;
