/**
 * A workspace package's build output mapped back to its source, for a package whose `exports` or `main` names a
 * `dist/` that was never built (or a declaration file): through its tsconfig (`outDir` → `rootDir`), else where `src/`
 * sits beside the output folder. Only a source file that exists is an answer; otherwise silence.
 */
import { join, relative, sep } from 'node:path';
import { isDirectory, isFile, isWithin } from './files.js';
import { tsconfigAt } from './tsconfig.js';

/** Output folders whose sibling `src/` holds the sources when no tsconfig says so. */
const OUTPUT_FOLDERS = new Set(['dist', 'build', 'out', 'lib']);
/** Folders an output is often split into by format (`dist/esm/x.js` from `src/x.ts`). */
const FORMAT_FOLDERS = new Set(['esm', 'cjs', 'mjs', 'types', 'typings']);

/** The source extensions an output's extension comes from, in the order TypeScript would have compiled them. */
function sourceCandidates(output: string): string[] {
  const forms: [RegExp, string[]][] = [
    [/\.d\.ts$/, ['.ts', '.tsx']],
    [/\.d\.mts$/, ['.mts']],
    [/\.d\.cts$/, ['.cts']],
    [/\.js$/, ['.ts', '.tsx', '.js', '.jsx']],
    [/\.jsx$/, ['.tsx', '.jsx']],
    [/\.mjs$/, ['.mts', '.mjs']],
    [/\.cjs$/, ['.cts', '.cjs']],
  ];
  for (const [pattern, sources] of forms) {
    if (pattern.test(output)) return sources.map((extension) => output.replace(pattern, extension));
  }
  // an extensionless main (`dist/index`)
  return [...['.ts', '.tsx', '.js'].map((extension) => output + extension), ...['.ts', '.tsx', '.js'].map((extension) => join(output, `index${extension}`))];
}

function firstSource(path: string): string | undefined {
  return sourceCandidates(path).find(isFile);
}

/** The source file of the output `output` of the package in `packageDirectory`, when its layout makes it clear. */
export function sourceOfOutput(packageDirectory: string, output: string): string | undefined {
  if (!isWithin(packageDirectory, output)) return undefined;
  for (const name of ['tsconfig.build.json', 'tsconfig.json']) {
    const config = tsconfigAt(join(packageDirectory, name));
    if (!config?.outDir || !isWithin(config.outDir, output) || config.outDir === packageDirectory) continue;
    const inOutput = relative(config.outDir, output);
    const roots = config.rootDir ? [config.rootDir] : [join(packageDirectory, 'src'), packageDirectory];
    for (const root of roots) {
      const found = firstSource(join(root, inOutput));
      if (found) return found;
    }
  }
  const [folder, ...rest] = relative(packageDirectory, output).split(sep);
  if (!folder || !OUTPUT_FOLDERS.has(folder) || rest.length === 0) return undefined;
  const sources = join(packageDirectory, 'src');
  if (!isDirectory(sources)) return undefined;
  const candidates = [join(sources, ...rest), join(packageDirectory, ...rest)];
  if (rest.length > 1 && FORMAT_FOLDERS.has(rest[0]!)) candidates.push(join(sources, ...rest.slice(1)));
  for (const candidate of candidates) {
    if (!isWithin(sources, candidate)) continue;
    const found = firstSource(candidate);
    if (found) return found;
  }
  return undefined;
}
