// What the authoring browser tests share: small real image files, a recipe made through the API for
// a cook, and an admin.
import zlib from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { openDatabase } from '../../../server/db/database.ts';
import { grantAdmin } from '../../../server/ops/account-ops.ts';
import { eventually, type ApiClient, type TestLarder } from '../../setup/larder.ts';
import { screenshot } from './browser.ts';

/** A small real PNG (a warm gradient), so the uploaded photo is something to look at. */
export function pngImage(width = 160, height = 120): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([230, 120 + Math.round((x / width) * 100), 60 + Math.round((y / height) * 80)], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A file named `name` for a file input: a PNG, or (any other content) a file the server refuses.
 * Handed to the browser from memory, so no test leaves a temporary folder behind.
 */
export function imageFile(name: string, content: Buffer = pngImage()): { name: string; mimeType: string; buffer: Buffer } {
  return { name, mimeType: 'image/png', buffer: content };
}

/** A recipe of the cook's, made with the simple form's call; its id. */
export async function recipeOf(api: ApiClient, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api.post('/api/v1/recipe', { name, description: `${name}, written for a test.`, servings: 2, prep_time: 10, cook_time: 20, ...extra });
  if (created.status !== 201) throw new Error(`recipe create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body.recipeId as string;
}

export async function makeAdmin(larder: TestLarder, email: string, api: ApiClient) {
  const database = openDatabase(larder.database.url, { max: 2 });
  try {
    await grantAdmin(database.pool, database.db, email);
  } finally {
    await database.close();
  }
  await eventually(async () => (await api.post('/api/v1/users/check_user')).body?.isAdmin === true, 10_000, 'the admin grant');
}

/** Clicks the chip named `name` as a cook would: on its label (the checkbox itself is drawn as the chip). */
export async function toggleChip(scope: Page | Locator, name: string) {
  await scope
    .locator('label.mantine-Chip-label')
    .filter({ hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .click();
}

/** `screenshot`, from the top of the page: the sticky bar otherwise lands wherever the test scrolled. */
export async function shoot(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await screenshot(page, name);
}
