/**
 * How modules may depend on each other: no module imports itself back through others (type imports count too: a
 * ring of types is the same tangle), and the web's features stay apart (ESLint's import-x/no-restricted-paths).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  'web/src',
  'libs/contracts/src',
  'libs/domain/src',
  'libs/engine/src',
  'libs/grading/src',
  'api/src',
  'worker/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test-helpers)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import and re-export of each file, resolved to a file, type imports included. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = normalize(join(dirname(from), spec)).replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => known.has(f));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]!);
    graph.set(
      file,
      specs.flatMap((spec) => resolve(file, spec) ?? []),
    );
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan's algorithm), each a ring of imports. */
function rings(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const ring: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      ring.push(relative(ROOT, w));
    } while (w !== v);
    if (ring.length > 1) found.push(ring.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no ring, type imports included', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(300);
    expect(rings(importGraph(files))).toEqual([]);
  });

  it('are read well enough to find a ring', () => {
    const a = join(ROOT, 'x/a.ts');
    const b = join(ROOT, 'x/b.ts');
    const graph = new Map([
      [a, [b]],
      [b, [a]],
    ]);
    expect(rings(graph)).toEqual([['x/a.ts', 'x/b.ts']]);
  });
});

describe("the web's feature boundaries", () => {
  const lint = async (text: string) => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(text, { filePath: join(ROOT, 'web/src/features/dashboard/planted.ts') });
    return result!.messages.map((m) => m.ruleId);
  };

  it('refuse a feature importing another feature', async () => {
    const planted = "import { plural } from '../reports/model/plural';\nexport const n = plural;\n";
    expect(await lint(planted)).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import the shared layers', async () => {
    const shared = "import { paths } from '../../lib/paths';\nexport const p = paths;\n";
    expect(await lint(shared)).toEqual([]);
  });
});
