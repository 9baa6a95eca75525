// What a cook types into a text field is kept as plain text (spec §5): tags, angle brackets,
// `javascript:` and inline event handlers are taken out as they type, so what they see is what is
// sent. The server strips the same patterns again; this only spares the cook a surprise later.
// Spaces are left alone while typing ('Mary Ann'); `toPlainText(..., { final: true })` trims.

const TAGS = /<\/?[a-z!][^>]*>/gi;
const ANGLE_BRACKETS = /[<>]/g;
const JAVASCRIPT_URL = /javascript\s*:/gi;
const EVENT_HANDLERS = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s]*)/gi;

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
