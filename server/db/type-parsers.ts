// How values come back from PostgreSQL, for every connection of every process: bigint and numeric as
// numbers, dates as the text YYYY-MM-DD (a JavaScript Date would shift them with the time zone).
// Projections write rows they read back, so a process that runs them must load this module.
import pg from 'pg';

pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));
pg.types.setTypeParser(1082, (value) => value);
