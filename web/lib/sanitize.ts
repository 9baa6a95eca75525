// What a cook types into a text field is kept as plain text (spec §5): tags, angle brackets,
// `javascript:` and inline event handlers are taken out as they type, so what they see is what is
// sent. The rules are the server's own (one definition for both sides); spaces are left alone while
// typing ('Mary Ann'), and `toPlainText(..., { final: true })` trims.
export { toPlainText } from '../../server/sanitize.ts';
