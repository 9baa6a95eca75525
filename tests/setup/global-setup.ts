// One PostgreSQL for the whole run (embedded, or DATABASE_URL when set) and a migrated template
// database; each test file clones its own database from the template in about 100 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded-postgres.ts';
import { migrateDatabase } from '../../server/migrate-database.ts';
import { ensureWebBuild } from '../../web/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

export const TEMPLATE = 'larder_test_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-test-'));
    embedded = await startEmbeddedPostgres({ dataDir, durable: false });
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await admin.connect();
  await admin.query(`alter database ${TEMPLATE} with is_template false allow_connections true`).catch(() => {});
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE));
  await admin.query(`alter database ${TEMPLATE} with is_template true allow_connections false`);
  await admin.end();
  // The browser tests drive the built client, as npm start serves it.
  await ensureWebBuild({ quiet: true });
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  return async () => {
    await embedded?.stop();
    if (dataDir?.startsWith(os.tmpdir()) && dataDir.includes('larder-test-')) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
