// A build step that writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build,
// compressed once as hard as they go, so the server hands them out without compressing per request.
// index.html is left out: the server writes its configuration into it and compresses each answer.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function precompressDir(dir: string): Promise<void> {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const plain = await fs.promises.readFile(file);
      if (plain.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
        gzip(plain, { level: 9 }),
      ]);
      // A copy no smaller than the file is never worth sending.
      if (br.length < plain.length) await fs.promises.writeFile(`${file}.br`, br);
      if (gz.length < plain.length) await fs.promises.writeFile(`${file}.gz`, gz);
    }),
  );
}

export function precompress(): Plugin {
  return {
    name: 'larder-precompress',
    apply: 'build',
    // After the bundle and the public folder are written: both are served from the output folder.
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
