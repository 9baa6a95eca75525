// What every part of the billing stand-in is given: its database, its clock, where its pages are
// reached from, its log, how it makes a change, and runDue, which each call runs first.
import type pg from 'pg';
import type { Change, Log } from './delivery.ts';

export interface LocalBillingContext {
  db: pg.Pool;
  now: () => Date;
  /** Where the api is reached from a browser, without a trailing slash (read per use). */
  origin: () => string;
  log: Log;
  change: Change;
  /** Applies what is due at now(): renewals, endings, scheduled switches. */
  runDue: () => Promise<void>;
}
