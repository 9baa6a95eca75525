// Which catalogue ingredient an imported line names, and how sure we are. Words are compared without
// accents, case, punctuation, plurals or order ('Tomatoes, cherry' is Cherry tomatoes); what cooks
// call things regionally or by a bare word goes through our synonyms table first
// (ingredient-synonyms.csv). Pure once the table is read.
import fs from 'node:fs';
import { csvRecords } from '../../csv.ts';
import type { ParsedLine } from './ingredient-line.ts';

export interface CatalogueEntry {
  id: string;
  name: string;
}

export interface IngredientMatch {
  ingredientId: string;
  name: string;
  /** 0 to 1: 1 for the catalogue's own name, lower as fewer words agree. */
  confidence: number;
}

/** Below this a match is shown as a guess for the cook to confirm. */
export const CONFIDENT = 0.75;

/** Words that say how, not what: left out of the comparison. */
const NOISE = new Set([
  'a', 'an', 'and', 'or', 'of', 'the', 'for', 'to', 'with', 'in', 'about', 'approx', 'approximately', 'some', 'few', 'more', 'plus', 'extra', 'good', 'quality', 'large', 'medium', 'small', 'big',
  'chopped', 'finely', 'roughly', 'coarsely', 'thinly', 'freshly', 'minced', 'diced', 'sliced', 'grated', 'shredded', 'crushed', 'peeled', 'seeded', 'deseeded', 'cubed', 'halved', 'quartered', 'trimmed',
  'softened', 'melted', 'beaten', 'sifted', 'toasted', 'packed', 'lightly', 'firmly', 'cooked', 'uncooked', 'drained', 'rinsed', 'pitted', 'cored', 'mashed', 'torn', 'crumbled', 'room', 'temperature',
  'juice', 'zest', 'plain', 'half', 'puree', 'bone', 'skin', 'on', 'cold', 'warm', 'hot', 'boneless', 'skinless', 'organic', 'raw', 'ripe', 'whole', 'fine', 'pure', 'natural', 'unsweetened', 'sweetened', 'salted', 'low', 'sodium', 'reduced', 'fat', 'free', 'light',
  'optional', 'taste', 'garnish', 'serving', 'divided', 'homemade', 'store', 'bought', 'storebought', 'best', 'your', 'favorite', 'favourite', 'any', 'kind', 'such', 'as', 'like', 'into', 'pieces', 'piece',
  'cut', 'inch', 'cm', 'floret', 'chunk', 'strip', 'ring', 'wedge', 'leaf', 'sprig', 'stalk', 'bunch', 'head', 'clove', 'can', 'tin', 'jar', 'package', 'bag',
]);

/** Plural to singular for recipe words: the same on both sides, so only consistency matters. */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (/(leaves|loaves|halves)$/.test(word)) return word.replace(/ves$/, 'f');
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower case, no accents or punctuation, singular words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/\bsemi[\s-]+/g, 'semi')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular);
}

/** Words that only join others: left out of every comparison, the catalogue's names included. */
const GRAMMAR = new Set(['a', 'an', 'and', 'of', 'the', 'in', 'with', 'for']);
/** What a catalogue name may add to the word a cook writes ('feta' for Feta cheese, 'salmon' for Salmon fillet). */
const GENERIC = new Set(['cheese', 'pepper', 'fillet', 'root', 'leaf', 'pasta', 'bread', 'wheat', 'paste', 'pod', 'thread', 'crumb', 'kernel', 'steak']);

const keyOf = (words: string[]) => words.join(' ');
const sortedKey = (words: Iterable<string>) => keyOf([...new Set(words)].sort());
const grammatical = (words: string[]) => words.filter((word) => !GRAMMAR.has(word));
const meaningful = (words: string[]) => words.filter((word) => !NOISE.has(word) && !GRAMMAR.has(word) && !/^\d+$/.test(word));

const SYNONYMS_FILE = new URL('./ingredient-synonyms.csv', import.meta.url);
/** `same`: another name, also inside a longer phrase; `usual`: what a bare word means, only alone. */
let synonymRows: Array<{ phrase: string; ingredient: string; inPhrases: boolean }> | undefined;

function synonyms() {
  synonymRows ??= csvRecords(fs.readFileSync(SYNONYMS_FILE, 'utf8'), 'ingredient-synonyms.csv', ['phrase', 'ingredient', 'use']).map((row) => ({
    phrase: keyOf(grammatical(wordsOf(row.phrase!))),
    ingredient: row.ingredient!.trim(),
    inPhrases: row.use === 'same',
  }));
  return synonymRows;
}

interface Candidate extends CatalogueEntry {
  words: Set<string>;
  canned: boolean;
}

/** A matcher over the cook's catalogue (the shared ingredients and their own). */
export function ingredientMatcher(entries: readonly CatalogueEntry[]) {
  const candidates: Candidate[] = entries.map((entry) => {
    const words = grammatical(wordsOf(entry.name));
    return { ...entry, words: new Set(words), canned: words.includes('canned') };
  });
  const byName = new Map(entries.map((entry) => [entry.name.trim().toLowerCase(), entry]));
  const byWords = new Map(candidates.map((candidate) => [sortedKey(candidate.words), candidate]));
  const phrases = new Map<string, CatalogueEntry>();
  const otherNames = new Map<string, CatalogueEntry>();
  for (const row of synonyms()) {
    const entry = byName.get(row.ingredient.toLowerCase());
    if (!entry) continue;
    phrases.set(row.phrase, entry);
    if (row.inPhrases) otherNames.set(row.phrase, entry);
  }

  /** The best candidate for these words, scored by how many agree each way. */
  function best(fullWords: string[], extra: string[], canned: boolean): IngredientMatch | null {
    const full = new Set(fullWords);
    const ownWords = meaningful(fullWords);
    const own = new Set(ownWords);
    if (own.size === 0) return null;
    const last = ownWords.at(-1);
    const head = last && !GENERIC.has(last) ? last : undefined;
    let top: { candidate: Candidate; score: number } | undefined;
    for (const candidate of candidates) {
      if (candidate.words.size === 0) continue;
      let shared = 0;
      for (const word of candidate.words) if (full.has(word)) shared++;
      const said = [...own].filter((word) => candidate.words.has(word)).length;
      let score: number;
      if (shared === candidate.words.size) {
        // Every word of the catalogue's name is in the line; the line may say more ('extra-virgin').
        score = 0.7 + 0.3 * (shared / new Set([...own, ...candidate.words]).size);
      } else if (said === own.size) {
        // The line says less than the name ('parsley' for 'Fresh parsley'): good, not certain.
        const rest = [...candidate.words].filter((word) => !full.has(word));
        // The missing words are in the line's notes ('tomatoes, cherry'), or only say what kind of
        // thing it is ('feta' for Feta cheese): as good as said.
        score = rest.every((word) => extra.includes(word) || GENERIC.has(word)) ? 0.9 : 0.45 + 0.3 * (said / candidate.words.size);
      } else {
        score = shared === 0 ? 0 : 0.4 * (shared / new Set([...own, ...candidate.words]).size);
      }
      // The line's last word names the thing ('apricot jam' is jam): a name without it is a guess.
      if (head && !candidate.words.has(head)) score = Math.min(score, CONFIDENT - 0.05);
      if (candidate.canned) score += canned ? 0.08 : -0.05;
      if (!top || score > top.score || (score === top.score && candidate.words.size < top.candidate.words.size)) top = { candidate, score };
    }
    if (!top || top.score <= 0) return null;
    return { ingredientId: top.candidate.id, name: top.candidate.name, confidence: Math.min(1, round(top.score)) };
  }

  return (line: Pick<ParsedLine, 'name' | 'phrase' | 'notes' | 'container'>): IngredientMatch | null => {
    const canned = line.container === 'can';
    // Alternatives in the notes ('whole or 2%') say nothing about which one the line means.
    const firstNote = (line.notes ?? '').split(/[;,]/)[0]!;
    const noteWords = /\bor\b/i.test(firstNote) ? [] : meaningful(wordsOf(firstNote));
    const texts = [line.phrase, line.name].map((text) => wordsOf(text));
    // A name split by a comma ('tomatoes, cherry', 'pepper, red bell').
    if (noteWords.length > 0 && noteWords.length <= 3) {
      const turned = byWords.get(sortedKey([...meaningful(texts[0]!), ...noteWords]));
      if (turned) return { ingredientId: turned.id, name: turned.name, confidence: 0.95 };
    }
    const exactly = (words: string[]) => {
      // From a tin: the catalogue's canned kind of it, when it has one ('crushed pineapple').
      const exact = (canned ? byWords.get(sortedKey([...words, 'canned'])) : undefined) ?? byWords.get(sortedKey(words));
      return exact && (!exact.canned || canned || words.includes('canned')) ? { ingredientId: exact.id, name: exact.name, confidence: 1 } : undefined;
    };
    const synonym = (words: string[]) => {
      const key = keyOf(words);
      const entry = (canned ? phrases.get(`canned ${key}`) : undefined) ?? phrases.get(key);
      return entry ? { ingredientId: entry.id, name: entry.name, confidence: 0.95 } : undefined;
    };
    // The words as written first ('chopped tomatoes' is a tin), then without those that only say how.
    for (const words of texts) {
      const found = exactly(grammatical(words)) ?? synonym(grammatical(words));
      if (found) return found;
    }
    for (const words of texts) {
      const found = exactly(meaningful(words)) ?? synonym(meaningful(words));
      if (found) return found;
    }
    // Word by word, with a synonym's words standing in for a regional word inside a longer name.
    const all = grammatical(wordsOf(line.phrase || line.name));
    const rewritten = rewriteWithSynonyms(all, otherNames);
    const direct = best(all, noteWords, canned);
    const viaSynonym = rewritten ? best(rewritten, noteWords, canned) : null;
    const chosen = viaSynonym && (!direct || viaSynonym.confidence > direct.confidence) ? { ...viaSynonym, confidence: round(viaSynonym.confidence * 0.95) } : direct;
    return chosen;
  };
}

/** 'spring onion greens' -> the words of Green onion with 'greens' kept: the longest phrase replaced. */
function rewriteWithSynonyms(words: string[], phrases: Map<string, CatalogueEntry>): string[] | null {
  for (let length = Math.min(words.length, 4); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const entry = phrases.get(keyOf(words.slice(start, start + length)));
      if (entry) return [...words.slice(0, start), ...meaningful(wordsOf(entry.name)), ...words.slice(start + length)];
    }
  }
  return null;
}

const round = (value: number) => Math.round(value * 100) / 100;
