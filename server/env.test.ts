// Configuration mistakes are named at start, before anything runs half-configured.
import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env.ts';

describe('readEnv', () => {
  it('starts with no settings at all: embedded database, local auth, photos on the local disk', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SUPABASE_URL).toBeUndefined();
    expect(env.SUPABASE_SERVICE_ROLE_KEY).toBeUndefined();
    expect(env.SUPABASE_STORAGE_BUCKET).toBe('recipe-images');
  });

  it('names a storage key given without the project it belongs to', () => {
    expect(() => readEnv({ SUPABASE_SERVICE_ROLE_KEY: 'service-key' })).toThrow(EnvError);
    expect(() => readEnv({ SUPABASE_SERVICE_ROLE_KEY: 'service-key' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY: set SUPABASE_URL too/);
  });

  it('names a hosted project given without its public key', () => {
    expect(() => readEnv({ SUPABASE_URL: 'https://example.supabase.co' })).toThrow(/SUPABASE_ANON_KEY: required/);
  });

  it('takes a hosted project with its storage bucket', () => {
    const env = readEnv({ SUPABASE_URL: 'https://example.supabase.co', SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service', SUPABASE_STORAGE_BUCKET: 'photos' });
    expect(env.SUPABASE_STORAGE_BUCKET).toBe('photos');
  });

  it('names each Stripe setting missing beside a Stripe secret key, and takes all four together', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m' })).toThrow(/STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_ANNUAL: required/);
    const env = readEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_ANNUAL: 'price_a' });
    expect(env.STRIPE_PRICE_ANNUAL).toBe('price_a');
  });

  it('refuses to run the built-in auth provider (its mailbox shows every link) in production unless asked for by name', () => {
    expect(() => readEnv({ NODE_ENV: 'production', LARDER_LOCAL_BILLING: 'allow' })).toThrow(/SUPABASE_URL: required in production/);
    expect(readEnv({ NODE_ENV: 'production', LARDER_LOCAL_BILLING: 'allow', LARDER_LOCAL_AUTH: 'allow' }).SUPABASE_URL).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'production', LARDER_LOCAL_BILLING: 'allow', SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'anon' }).SUPABASE_URL).toBe('https://project.supabase.co');
    expect(readEnv({}).SUPABASE_URL).toBeUndefined();
  });

  it('refuses to run the free test checkout in production unless asked for by name', () => {
    expect(() => readEnv({ NODE_ENV: 'production', LARDER_LOCAL_AUTH: 'allow' })).toThrow(/STRIPE_SECRET_KEY: required in production/);
    expect(readEnv({ NODE_ENV: 'production', LARDER_LOCAL_AUTH: 'allow', LARDER_LOCAL_BILLING: 'allow' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'development' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('sizes the database pool of each process: 20 connections unless told, and a size that is not one is named', () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(20);
    expect(readEnv({ DATABASE_POOL_SIZE: '8' }).DATABASE_POOL_SIZE).toBe(8);
    expect(() => readEnv({ DATABASE_POOL_SIZE: 'lots' })).toThrow(/DATABASE_POOL_SIZE: must be a whole number of connections/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: '2.5' })).toThrow(/DATABASE_POOL_SIZE: must be a whole number of connections/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE: must be at least 2/);
    expect(() => readEnv({ DATABASE_POOL_SIZE: '500' })).toThrow(/DATABASE_POOL_SIZE: must be at most 200/);
  });

  it('takes read replicas beside their primary, and names one given alone or not as a URL', () => {
    const primary = 'postgres://larder:secret@db:5432/larder';
    const replica = 'postgres://larder:secret@db-replica:5432/larder';
    expect(readEnv({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).DATABASE_READ_URL).toEqual([replica]);
    const second = 'postgres://larder:secret@db-replica-2:5432/larder';
    expect(readEnv({ DATABASE_URL: primary, DATABASE_READ_URL: ` ${replica}, ${second} ` }).DATABASE_READ_URL).toEqual([replica, second]);
    expect(() => readEnv({ DATABASE_URL: primary, DATABASE_READ_URL: `${replica},db-replica-2` })).toThrow(/DATABASE_READ_URL: must be a postgres:\/\/ URL, or several separated by commas \(number 2 is not one\)/);
    expect(() => readEnv({ DATABASE_URL: primary, DATABASE_READ_URL: ',' })).toThrow(/DATABASE_READ_URL: must be a postgres:\/\/ URL/);
    expect(readEnv({ DATABASE_URL: primary }).DATABASE_READ_URL).toBeUndefined();
    expect(() => readEnv({ DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL: set DATABASE_URL too/);
    expect(() => readEnv({ DATABASE_URL: primary, DATABASE_READ_URL: 'db-replica' })).toThrow(/DATABASE_READ_URL: must be a postgres:\/\/ URL/);
  });

  it("takes how long a replica may leave a read unanswered and how far behind it may fall, and names a value out of bounds", () => {
    expect(readEnv({})).toMatchObject({ DATABASE_READ_TIMEOUT_MS: 5000, DATABASE_READ_MAX_LAG_MS: 5000 });
    expect(readEnv({ DATABASE_READ_TIMEOUT_MS: '2000', DATABASE_READ_MAX_LAG_MS: '30000' })).toMatchObject({ DATABASE_READ_TIMEOUT_MS: 2000, DATABASE_READ_MAX_LAG_MS: 30_000 });
    expect(() => readEnv({ DATABASE_READ_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_READ_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 60000/);
    expect(() => readEnv({ DATABASE_READ_MAX_LAG_MS: '500' })).toThrow(/DATABASE_READ_MAX_LAG_MS: must be a whole number of milliseconds from 1000 to 600000/);
  });

  it('takes the PROXY protocol and a node name for a node behind a TCP load balancer, and names a wrong one', () => {
    expect(readEnv({}).PROXY_PROTOCOL).toBeUndefined();
    expect(readEnv({ PROXY_PROTOCOL: 'accept', LARDER_NODE_NAME: 'api-2' })).toMatchObject({ PROXY_PROTOCOL: 'accept', LARDER_NODE_NAME: 'api-2' });
    expect(() => readEnv({ PROXY_PROTOCOL: 'yes' })).toThrow(/PROXY_PROTOCOL: is 'accept' or unset/);
    expect(() => readEnv({ LARDER_NODE_NAME: 'api 2' })).toThrow(/LARDER_NODE_NAME: is letters, digits/);
  });

  it("runs the cluster's projectors and workers at niceness 10 unless told, and names one out of 0 to 19", () => {
    expect(readEnv({}).CLUSTER_BACKGROUND_NICE).toBe(10);
    expect(readEnv({ CLUSTER_BACKGROUND_NICE: '0' }).CLUSTER_BACKGROUND_NICE).toBe(0);
    for (const wrong of ['20', '-1', '2.5', 'low']) {
      expect(() => readEnv({ CLUSTER_BACKGROUND_NICE: wrong })).toThrow(/CLUSTER_BACKGROUND_NICE: must be a whole number from 0 \(as the api nodes\) to 19/);
    }
  });

  it('names a port that is not a port', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
