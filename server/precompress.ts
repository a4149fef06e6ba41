// Build step: each text asset of the client build gets `.br` and `.gz` siblings compressed once at
// the highest levels (brotli 11, gzip 9), which on-the-fly compression could not afford per
// request; server/precompressed-assets.ts serves them.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/i;

/** Encodings with a sibling file, by Content-Encoding token. */
export const SIBLING_EXTENSIONS = { br: ".br", gzip: ".gz" } as const;

/** Compresses one file's bytes to both encodings at their highest levels. */
export async function compressBoth(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Writes the siblings of every compressible file directly in `dir` (the hashed assets folder is
 * flat). A sibling that would not be smaller is not written: the file goes as it is. Files that
 * already have a sibling are skipped: their names are hashes of their content, so the sibling is
 * theirs (a second call after the server build only finds React Router's manifest).
 */
export async function precompressDirectory(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const all = await readdir(dir).catch(() => [] as string[]);
  const present = new Set(all);
  const names = all.filter(
    (name) =>
      COMPRESSIBLE.test(name) &&
      !Object.values(SIBLING_EXTENSIONS).some((extension) => present.has(name + extension)),
  );
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const name of names) {
    const file = path.join(dir, name);
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    const compressed = await compressBoth(bytes);
    let written = false;
    for (const encoding of ["br", "gzip"] as const) {
      const body = compressed[encoding];
      if (body.length >= bytes.length) continue;
      await writeFile(file + SIBLING_EXTENSIONS[encoding], body);
      totals[encoding] += body.length;
      written = true;
    }
    if (written) {
      totals.files++;
      totals.bytes += bytes.length;
    }
  }
  return totals;
}
