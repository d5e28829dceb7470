import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { LAZY_LAYOUTS, PAGE_MODULES, type PageKey } from '../src/app/route-modules.ts';
import { type LayoutName, paths } from '../src/lib/paths.ts';

type Chunk = { fileName: string; code: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };

/**
 * After `vite build`: for every route, the JavaScript a first visit to it downloads, gzipped. That is the entry
 * with its static imports, plus the route's lazy layout and page chunks with theirs (each file counted once).
 * A route of a budgeted layout over its budget fails the build: student pages must stay light (school laptops,
 * weak Wi-Fi).
 */
export function routeSizes(budgetsKb: Partial<Record<LayoutName, number>>): Plugin {
  return {
    name: 'checkin-route-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as Chunk);
      }
      const gz = new Map<string, number>();
      const size = (file: string) => {
        if (!gz.has(file)) gz.set(file, gzipSync(chunks.get(file)?.code ?? '').length);
        return gz.get(file)!;
      };
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file) || !chunks.has(file)) return into;
        into.add(file);
        for (const next of chunks.get(file)!.imports) closure(next, into);
        return into;
      };
      const bySource = (source: string) =>
        [...chunks.values()].find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/${source}.tsx`));

      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return this.error('route sizes: no entry chunk');
      const base = closure(entry.fileName);
      const rows: Array<{ route: string; layout: LayoutName; page: number; total: number }> = [];
      for (const key of Object.keys(paths) as PageKey[]) {
        const { pattern, layout } = paths[key];
        const page = bySource(`features/${PAGE_MODULES[key].module}`);
        if (!page) return this.error(`route sizes: no chunk for ${pattern} (${PAGE_MODULES[key].module})`);
        const files = new Set(base);
        const lazyLayout = LAZY_LAYOUTS[layout];
        if (lazyLayout) {
          const layoutChunk = bySource(lazyLayout);
          if (layoutChunk) closure(layoutChunk.fileName, files);
        }
        closure(page.fileName, files);
        const total = [...files].reduce((sum, file) => sum + size(file), 0);
        rows.push({ route: pattern, layout, page: size(page.fileName), total });
      }

      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const width = Math.max(...rows.map((r) => r.route.length));
      const lines = [
        `First-load JavaScript per route (gzip; entry ${kb([...base].reduce((s, f) => s + size(f), 0))}):`,
        `  ${'route'.padEnd(width)}  ${'layout'.padEnd(15)}  ${'page chunk'.padStart(10)}  ${'first load'.padStart(10)}`,
        ...rows.map(
          (r) =>
            `  ${r.route.padEnd(width)}  ${r.layout.padEnd(15)}  ${kb(r.page).padStart(10)}  ${kb(r.total).padStart(10)}`,
        ),
      ];
      const over = rows.filter((r) => budgetsKb[r.layout] !== undefined && r.total > budgetsKb[r.layout]! * 1024);
      for (const [layout, budget] of Object.entries(budgetsKb)) {
        const worst = Math.max(...rows.filter((r) => r.layout === layout).map((r) => r.total));
        lines.push(`  budget ${layout}: ${kb(worst)} of ${budget} KB at most`);
      }
      console.log(`\n${lines.join('\n')}\n`);
      if (over.length) {
        this.error(`over the first-load budget: ${over.map((r) => `${r.route} ${kb(r.total)}`).join(', ')}`);
      }
    },
  };
}
