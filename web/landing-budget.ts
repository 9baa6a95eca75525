// A build step that reports the landing page's JavaScript: the entry chunk, the landing route's chunk
// and everything they import statically, gzipped. The browser test measures what Chromium actually
// loads and holds it to the same 200 KB budget.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const LANDING_JS_BUDGET_BYTES = 200_000;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

export function landingBudget(): Plugin {
  return {
    name: 'larder-landing-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, ChunkLike>).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const roots = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith('/app/routes/landing.tsx'));
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const root of roots) visit(root.fileName);
      const bytes = [...seen].reduce((sum, fileName) => sum + gzipSync(byFile.get(fileName)?.code ?? '').length, 0);
      const verdict = bytes <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
      this.info(`landing page JavaScript: ${(bytes / 1000).toFixed(1)} kB gzipped in ${seen.size} files (${verdict} the ${LANDING_JS_BUDGET_BYTES / 1000} kB budget)`);
    },
  };
}
