// A recipe name search as a cook types it: every word must appear in the name, in any order and each
// as any part of a word ('brocc beef' finds 'Beef and Broccoli'), ignoring case (ILIKE) and accents
// (larder_unaccent, migration 0024: 'provencal' finds 'Provençal'). Each word is one ILIKE on
// larder_unaccent(name), the expression the trigram index is built on, so the index serves every word
// of three characters and more; the words are folded by the same function as the names.
import { sql, type RawBuilder } from 'kysely';

/** A LIKE wildcard or the escape character, and its escaped form. */
const LIKE_SPECIAL = String.raw`([\\%_])`;
const ESCAPED = String.raw`\\\1`;

/**
 * A word, accent-free, as an ILIKE pattern that matches it literally anywhere. Escaped after folding:
 * unaccent turns a full-width ％ or ＿ into a wildcard.
 */
const containing = (word: string) => sql<string>`'%' || regexp_replace(larder_unaccent(${word}), ${LIKE_SPECIAL}, ${ESCAPED}, 'g') || '%'`;

/** True for the recipes whose name holds every word of the search. */
export function nameHoldsEveryWord(search: string): RawBuilder<boolean> {
  const words = search.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(words.map((word) => sql`larder_unaccent(name) ilike ${containing(word)}`), sql` and `)})`;
}
