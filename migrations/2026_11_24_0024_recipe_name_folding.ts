// Recipe search that ignores accents as well as case: 'provencal' finds 'Chicken Provençal'. Names are
// compared folded (lower case, accents off) on both sides. unaccent() is only STABLE (its dictionary
// could change), so an index needs an IMMUTABLE wrapper naming the dictionary; the trigram index is
// built on the folded name, and serves each word of a search (LIKE '%word%', 3+ characters).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists unaccent schema public;

    create function public.larder_fold(text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

    create index recipes_folded_name_trigrams on recipes using gin (public.larder_fold(name) gin_trgm_ops);
    drop index recipes_name_trigrams;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
