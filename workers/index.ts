// `npm run worker`: graphile-worker alone (no api, no projector) against the same database as
// `npm start`: DATABASE_URL when set, else the embedded server of .data/ (started if not running).
process.env.LARDER_ROLES = 'worker';
await import('../server/index.ts');
