/// <reference lib="dom" />
// Renders our SVG drawings to JPEG files with Chromium: one browser, one page, the picture swapped
// into the page's body each time (no navigation), so hundreds of images take seconds, not minutes.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface JpegJob {
  /** Where the file goes. */
  file: string;
  svg: string;
  width: number;
  height: number;
  quality: number;
}

export async function renderJpegs(jobs: Iterable<JpegJob>, onWritten: (job: JpegJob, bytes: number) => void = () => {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    let size = '';
    for (const job of jobs) {
      if (size !== `${job.width}x${job.height}`) {
        size = `${job.width}x${job.height}`;
        await page.setViewportSize({ width: job.width, height: job.height });
      }
      await page.evaluate((svg) => (document.body.innerHTML = svg), job.svg);
      const bytes = await page.screenshot({ type: 'jpeg', quality: job.quality, clip: { x: 0, y: 0, width: job.width, height: job.height } });
      fs.mkdirSync(path.dirname(job.file), { recursive: true });
      fs.writeFileSync(job.file, bytes);
      onWritten(job, bytes.length);
    }
  } finally {
    await browser.close();
  }
}
