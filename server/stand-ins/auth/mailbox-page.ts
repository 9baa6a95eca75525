// GET /dev/mailbox: the development mailbox as a page, newest first, with an address filter.
import { Hono } from 'hono';
import { escapeHtml, renderPage, sendPage } from '../../http/plain-page.ts';
import { readMailbox, type StoredMail } from './mailbox.ts';
import type { ProviderConfig } from './options.ts';

const BANNER =
  '<strong>Development mailbox.</strong> Larder’s local auth provider sends no email: every message it would ' +
  'have sent (confirmations, password resets) is kept here instead. With Supabase configured, this page does not exist.';

function mailItem(mail: StoredMail): string {
  const text = escapeHtml(mail.text);
  // Each link is shown where it sits in the text, clickable; the links are the provider's own URLs.
  const withLinks = mail.links.reduce(
    (html, link) => (/^https?:\/\//.test(link) ? html.split(escapeHtml(link)).join(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) : html),
    text,
  );
  return `<article class="mail">
  <div class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.sentAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</div>
  <h2 style="font-size:1.05rem;margin:.25rem 0 .5rem">${escapeHtml(mail.subject)}</h2>
  <pre>${withLinks}</pre>
</article>`;
}

export function mailboxPage(config: ProviderConfig) {
  return new Hono().get('/', async (c) => {
    const email = (c.req.query('email') ?? '').trim().slice(0, 320);
    const mails = await readMailbox(config.pool, { email: email || undefined, limit: 50 });
    const body = `
<h1>Mailbox</h1>
<form class="filter" method="get" action="">
  <div style="flex:1"><label for="email">Address</label><input id="email" name="email" type="text" value="${escapeHtml(email)}" placeholder="everybody"></div>
  <button type="submit">Show</button>
</form>
${mails.length === 0 ? `<p class="lead">No mail${email ? ` for ${escapeHtml(email)}` : ''} yet.</p>` : mails.map(mailItem).join('\n')}`;
    return sendPage(c, renderPage({ title: 'Larder development mailbox', banner: BANNER, body }), 200);
  });
}
