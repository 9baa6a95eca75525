// Recipe search ignores accents: 'provencal' finds 'Provençal Vegetable Stew'. Names are compared
// through unaccent (contrib; shipped by the embedded PostgreSQL and by the official postgres image),
// and the trigram index moves from the name to its accent-free form, which the search now reads.
//
// unaccent() is only STABLE (its rules file could change), and an index expression must be IMMUTABLE,
// so larder_unaccent wraps it with the dictionary named. Its body is SQL-standard (RETURN): parsed once
// here, so it refers to unaccent by reference rather than by name, works under any search_path (an
// index build, a rebuild's shadow schema) and keeps `drop extension unaccent` from breaking it
// silently. Should the rules file ever change, `reindex table recipes`.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists unaccent with schema public;

    create function public.larder_unaccent(text) returns text
      language sql immutable parallel safe strict
      return public.unaccent('public.unaccent'::regdictionary, $1);

    -- ILIKE '%word%' on the accent-free name, one pattern per word of a search (3+ characters use it).
    create index recipes_name_unaccented_trigrams on recipes using gin (public.larder_unaccent(name) gin_trgm_ops);

    -- The trigram index on the bare name, which nothing reads now. Found by what it is, not by name:
    -- a rebuild of the read model recreates the table's indexes under generated names.
    do $drop$
    declare
      unused regclass;
    begin
      for unused in
        select indexrelid::regclass from pg_index
         where indrelid = 'public.recipes'::regclass and pg_get_indexdef(indexrelid) like '%USING gin (name gin_trgm_ops)'
      loop
        execute format('drop index %s', unused);
      end loop;
    end
    $drop$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
