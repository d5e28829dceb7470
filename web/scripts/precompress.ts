import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSED_FILE_SUFFIX } from '@checkin/contracts/rules';
import type { Plugin } from 'vite';

/** The files worth compressing: text (images and fonts come compressed). */
const TEXT_FILE = /\.(js|css|svg|json|webmanifest|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Each encoding at its strongest level, written beside the file. */
const ENCODINGS = [
  {
    name: 'brotli',
    suffix: COMPRESSED_FILE_SUFFIX.br,
    compress: (body: Buffer) =>
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  },
  { name: 'gzip', suffix: COMPRESSED_FILE_SUFFIX.gzip, compress: (body: Buffer) => gzipped(body, { level: 9 }) },
];

/**
 * After `vite build`: each text file under assets/ compressed ahead, at the strongest levels, beside it
 * (`index-abc.js.br`, `index-abc.js.gz`) where that is smaller. The API sends those as they are: a page's files
 * cost it no compression, and go a fifth smaller than brotli or gzip at the fast levels it uses on the spot.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'checkin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && TEXT_FILE.test(file));
      let raw = 0;
      const packedBytes = new Map(ENCODINGS.map(({ name }) => [name, 0]));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(outDir, file));
          raw += body.length;
          for (const { name, suffix, compress } of ENCODINGS) {
            const packed = await compress(body);
            const kept = packed.length < body.length ? packed : body;
            packedBytes.set(name, packedBytes.get(name)! + kept.length);
            if (kept === packed) await writeFile(join(outDir, file + suffix), packed);
          }
        }),
      );
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      const sizes = [...packedBytes].map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ');
      console.log(`Compressed ahead: ${files.length} files, ${kb(raw)}: ${sizes}`);
    },
  };
}
