// Compiles the plugin and the harness (bench/lib) into node_modules/.cache, away from the shared dist/, and runs
// one harness entry point from there: the benchmark measures the JavaScript that ships.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const BUILD_DIR = join(root, 'node_modules/.cache/eslint-plugin-mcp-state-bench');

export async function runBuilt(entry) {
  const tsc = require.resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', join(root, 'bench/tsconfig.json')], { stdio: 'inherit' });
  const entryFile = join(BUILD_DIR, 'bench/lib', entry);
  if (build.status !== 0) {
    if (!existsSync(entryFile)) process.exit(build.status ?? 1);
    console.warn('tsc reported errors (see above); running the JavaScript it emitted anyway.\n');
  }
  await import(pathToFileURL(entryFile).href);
}
