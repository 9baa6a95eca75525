// How every search box of the product matches a name, the same as the recipe search on the server
// (migration 0024, decision 0030): each word typed is somewhere in the name, in any order, ignoring
// case and accents.
// 'creme fraiche' finds 'Crème fraîche', 'chicken thigh' finds 'Thigh of chicken', 'chi' finds both.

/** Lower case, accents off: 'Crème' and 'CREME' fold to 'creme'. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A matcher for one search: true for names holding every word; every name for a blank search. */
export function nameMatcher(search: string): (name: string) => boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return (name) => {
    const folded = fold(name);
    return words.every((word) => folded.includes(word));
  };
}
