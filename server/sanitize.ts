// Text a person typed is stored as plain text: tags, angle brackets, `javascript:` and inline event
// handlers are taken out before anything is kept (spec §5), whatever the client already did. Output
// is still escaped wherever it is rendered; this keeps stored data clean for every future reader.
// The web client applies these same rules as the cook types (web/lib/sanitize.ts re-exports them),
// so what the cook sees is what the server keeps.

const TAGS = /<\/?[a-z!][^>]*>/gi;
const ANGLE_BRACKETS = /[<>]/g;
/** A browser drops tabs and line breaks inside a URL, so 'java\tscript:' runs as 'javascript:'. */
const JAVASCRIPT_URL = new RegExp(`${[...'javascript'].join('[\\t\\n\\r]*')}\\s*:`, 'gi');
const EVENT_HANDLERS = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s]*)/gi;

/** The patterns removed; spaces kept as typed unless `final` (then collapsed and trimmed). */
export function toPlainText(text: string, options: { final?: boolean } = {}): string {
  let previous: string;
  let value = text;
  // Repeat until stable: removing one pattern can join the pieces of another ('java<b>script:').
  do {
    previous = value;
    value = value.replace(TAGS, '').replace(ANGLE_BRACKETS, '').replace(JAVASCRIPT_URL, '').replace(EVENT_HANDLERS, '');
  } while (value !== previous);
  return options.final ? value.replace(/\s+/g, ' ').trim() : value;
}

/** What the server stores. */
export const stripMarkup = (text: string): string => toPlainText(text, { final: true });
