// Fetches a recipe page a cook names, without becoming a way into our network: http(s) only, every
// address the name resolves to must be public (checked, then the connection pinned to it, so a second
// DNS answer cannot swap in a private one), each redirect checked again, and the page bounded in size
// and time. Each refusal says in words what was wrong.
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export type RefusalReason = 'address' | 'scheme' | 'private' | 'unreachable' | 'status' | 'not-html' | 'too-large' | 'timeout' | 'redirects';

export class PageRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface PageFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Resolves a host name to its addresses (the system's DNS by default). */
  lookup?: (hostname: string) => Promise<string[]>;
  /** An address:port reachable though not public: the tests' fixtures server, nothing in production. */
  allowPrivate?: (address: string, port: number) => boolean;
}

export const PAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 } as const;

const PASTE_INSTEAD = 'paste the recipe’s text instead';

/** Ranges that are not the public internet: this host, private networks, link-local, reserved. */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (/^::ffff:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
}

const systemLookup = async (hostname: string) => (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** The page at `address` as text, with the address it was finally read from. */
export async function fetchPage(address: string, options: PageFetchOptions = {}): Promise<{ url: string; html: string }> {
  const found = await fetchResource(address, options, /text\/html|application\/xhtml\+xml/i);
  return { url: found.url, html: decode(found.bytes, found.contentType) };
}

/** A recipe's picture, by the same rules as its page. */
export async function fetchImage(address: string, options: PageFetchOptions = {}): Promise<{ bytes: Buffer; contentType: string }> {
  return fetchResource(address, { maxBytes: 5 * 1024 * 1024, ...options }, /^image\//i);
}

async function fetchResource(address: string, options: PageFetchOptions, accepted: RegExp): Promise<{ url: string; bytes: Buffer; contentType: string }> {
  const limits = { ...PAGE_LIMITS, ...options };
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = parseAddress(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await request(url, limits, options, deadline, accepted);
    if (answer.location === undefined) return { url: url.toString(), bytes: answer.bytes, contentType: answer.contentType };
    if (redirects >= limits.maxRedirects) throw new PageRefused('redirects', `That address redirects more than ${limits.maxRedirects} times: open it in your browser, then ${PASTE_INSTEAD}.`);
    url = parseAddress(new URL(answer.location, url).toString());
  }
}

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new PageRefused('address', 'That is not a web address. Paste the recipe page’s address, starting with https://.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageRefused('scheme', 'Only web addresses starting with http:// or https:// can be imported.');
  if (url.username || url.password) throw new PageRefused('address', 'A web address with a user name or password in it cannot be imported.');
  return url;
}

async function publicAddressOf(url: URL, options: PageFetchOptions): Promise<string> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  let addresses: string[];
  try {
    addresses = net.isIP(hostname) ? [hostname] : await (options.lookup ?? systemLookup)(hostname);
  } catch {
    throw new PageRefused('unreachable', `There is no web site at ${hostname}: check the address, or ${PASTE_INSTEAD}.`);
  }
  if (addresses.length === 0) throw new PageRefused('unreachable', `There is no web site at ${hostname}: check the address, or ${PASTE_INSTEAD}.`);
  // Every address must be public: a name that also resolves privately is refused, not tried in turn.
  const allowed = (each: string) => isPublicAddress(each) || options.allowPrivate?.(each, port) === true;
  if (!addresses.every(allowed)) throw new PageRefused('private', 'That address is on a private network, not the public web, so Larder will not fetch it.');
  return addresses[0]!;
}

interface Answer {
  location?: string;
  bytes: Buffer;
  contentType: string;
}

async function request(url: URL, limits: Required<Pick<PageFetchOptions, 'maxBytes' | 'timeoutMs'>>, options: PageFetchOptions, deadline: AbortSignal, accepted: RegExp): Promise<Answer> {
  const address = await publicAddressOf(url, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const refuse = (reason: RefusalReason, message: string) => {
      sent.destroy();
      reject(new PageRefused(reason, message));
    };
    const sent = client.request(
      url,
      {
        method: 'GET',
        // Connect to the address checked above, whatever a second lookup would say.
        lookup: (_hostname, lookupOptions, callback) => {
          const family = net.isIP(address);
          if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
          else (callback as (error: null, address: string, family: number) => void)(null, address, family);
        },
        headers: { 'user-agent': 'Larder recipe import (+https://larder.example/import)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'accept-language': 'en' },
        signal: deadline,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location, bytes: Buffer.alloc(0), contentType: '' });
          return;
        }
        if (status < 200 || status >= 300) return refuse('status', `The page answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}: check the address, or ${PASTE_INSTEAD}.`);
        const type = String(response.headers['content-type'] ?? '');
        if (type && !accepted.test(type)) return refuse('not-html', `That address is not a web page (it sent ${type.split(';')[0]}): ${PASTE_INSTEAD}.`);
        const declared = Number(response.headers['content-length']);
        if (declared > limits.maxBytes) return refuse('too-large', tooLarge(limits.maxBytes));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) refuse('too-large', tooLarge(limits.maxBytes));
          else chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks), contentType: type }));
        response.on('error', () => undefined);
      },
    );
    sent.on('error', () => {
      if (deadline.aborted) reject(new PageRefused('timeout', `That page took longer than ${seconds(limits.timeoutMs)} to send: try again, or ${PASTE_INSTEAD}.`));
      else reject(new PageRefused('unreachable', `That page could not be reached: check the address, or ${PASTE_INSTEAD}.`));
    });
    sent.end();
  });
}

const tooLarge = (maxBytes: number) => `That page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, more than any recipe page needs: ${PASTE_INSTEAD}.`;

/** The page's text in the character set it declares (UTF-8 by default). */
function decode(bytes: Buffer, contentType: string): string {
  const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1] ?? bytes.subarray(0, 2048).toString('latin1').match(/<meta[^>]+charset=["']?([\w-]+)/i)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const seconds = (ms: number) => {
  const whole = Math.max(1, Math.round(ms / 1000));
  return `${whole} second${whole === 1 ? '' : 's'}`;
};
