import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

type Hook = (this: unknown, ...args: unknown[]) => Promise<void> | void;

/** The plugin run as `vite build` runs it, on a build of these files (name: content) in a folder of its own. */
async function build(files: Record<string, string | Buffer>): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'checkin-precompress-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(root, 'dist', name), content);
  const plugin = precompress();
  (plugin.configResolved as Hook)({ root, build: { outDir: 'dist' } });
  await (plugin.writeBundle as Hook).call({}, {}, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));
  return join(root, 'dist');
}

describe('the web app compressed ahead', () => {
  it("writes brotli and gzip beside each text file under assets/, each the file's own bytes once unpacked", async () => {
    const script = `export const words = ${JSON.stringify('evaporation condensation '.repeat(400))};`;
    const style = `.answer { color: #222; }\n`.repeat(100);
    const dist = await build({ 'assets/index-abc.js': script, 'assets/index-abc.css': style });

    for (const [name, content] of [
      ['assets/index-abc.js', script],
      ['assets/index-abc.css', style],
    ] as const) {
      const br = readFileSync(join(dist, `${name}.br`));
      const gz = readFileSync(join(dist, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(content.length / 10);
    }
  });

  it('leaves alone the page, images, and a file that would not shrink', async () => {
    const noise = Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256));
    const dist = await build({
      'index.html': `<!doctype html>${'<p>CheckIn</p>'.repeat(200)}`,
      'assets/logo-abc.png': noise,
      'assets/tiny-abc.js': 'x',
    });
    expect(readdirSync(dist).sort()).toEqual(['assets', 'index.html']);
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['logo-abc.png', 'tiny-abc.js']);
  });
});
