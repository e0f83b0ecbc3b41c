// The benchmark corpus: JavaScript and TypeScript that nobody here wrote (fixed packages of node_modules, pinned by
// package-lock.json) plus this repository's own tests/corpus, and how each file is parsed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folders of node_modules in the benchmark, in the order they are linted. */
export const CORPUS_PACKAGES = [
  '@modelcontextprotocol/sdk',
  '@modelcontextprotocol/server',
  '@modelcontextprotocol/client',
  '@modelcontextprotocol/core',
  'typescript/lib',
  'eslint/lib',
  'hono',
  'jose',
  'ajv',
  'express',
  'body-parser',
  'cookie-signature',
] as const;

export type SourceType = 'module' | 'commonjs';
export type ParserName = 'espree' | 'typescript-eslint';

export interface CorpusFile {
  /** Path relative to the repository root, with `/`. */
  readonly path: string;
  /** The package folder of {@link CORPUS_PACKAGES} it belongs to, or `tests/corpus`. */
  readonly origin: string;
  readonly bytes: number;
  readonly parser: ParserName;
  readonly sourceType: SourceType;
}

const SOURCE_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']);
const TEST_CORPUS = 'tests/corpus';
const TEST_CORPUS_HARNESS = /^tests\/corpus\/[^/]+\.ts$/;

export const REPOSITORY_ROOT = findRepositoryRoot(dirname(fileURLToPath(import.meta.url)));

function findRepositoryRoot(from: string): string {
  for (let directory = from; ; directory = dirname(directory)) {
    try {
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === 'eslint-plugin-mcp-state') return directory;
    } catch {
      // no package.json here
    }
    if (dirname(directory) === directory) throw new Error(`no eslint-plugin-mcp-state package.json above ${from}`);
  }
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/** `type` of the nearest package.json at or above `directory`, stopping at `root`. */
function packageTypeOf(directory: string, root: string, cache: Map<string, SourceType>): SourceType {
  const cached = cache.get(directory);
  if (cached) return cached;
  let type: SourceType | undefined;
  try {
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { type?: string };
    type = manifest.type === 'module' ? 'module' : 'commonjs';
  } catch {
    type = directory === root || dirname(directory) === directory ? 'commonjs' : packageTypeOf(dirname(directory), root, cache);
  }
  cache.set(directory, type);
  return type;
}

export function parsingOf(absolutePath: string, packageRoot: string, types: Map<string, SourceType>) {
  const extension = extname(absolutePath);
  const parser: ParserName = extension.endsWith('ts') ? 'typescript-eslint' : 'espree';
  // TypeScript is written as ES modules whatever the package type; only .cts is CommonJS
  if (parser === 'typescript-eslint') return { parser, sourceType: extension === '.cts' ? 'commonjs' : 'module' } as const;
  let sourceType: SourceType;
  if (extension === '.cjs' || extension === '.cts') sourceType = 'commonjs';
  else if (extension === '.mjs' || extension === '.mts') sourceType = 'module';
  else sourceType = packageTypeOf(dirname(absolutePath), packageRoot, types);
  return { parser, sourceType };
}

function sourceFilesUnder(directory: string, skipNestedPackages: boolean): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map(toPosix)
    .filter((path) => SOURCE_EXTENSIONS.has(extname(path)))
    .filter((path) => !(skipNestedPackages && path.split('/').includes('node_modules')))
    .sort();
}

/** Every file of the benchmark corpus, in a fixed order. */
export function listCorpusFiles(root = REPOSITORY_ROOT): CorpusFile[] {
  const files: CorpusFile[] = [];
  const types = new Map<string, SourceType>();
  for (const origin of CORPUS_PACKAGES) {
    const packageRoot = join(root, 'node_modules', origin);
    // the package root is where package.json is; `typescript/lib` and `eslint/lib` take it from their parent
    const manifestRoot = origin.endsWith('/lib') ? dirname(packageRoot) : packageRoot;
    for (const path of sourceFilesUnder(packageRoot, true)) {
      const absolutePath = join(packageRoot, path);
      files.push({
        path: toPosix(relative(root, absolutePath)),
        origin,
        bytes: statSync(absolutePath).size,
        ...parsingOf(absolutePath, manifestRoot, types),
      });
    }
  }
  const testCorpus = join(root, TEST_CORPUS);
  for (const path of sourceFilesUnder(testCorpus, false)) {
    const relativePath = `${TEST_CORPUS}/${path}`;
    if (TEST_CORPUS_HARNESS.test(relativePath)) continue;
    const absolutePath = join(testCorpus, path);
    files.push({
      path: relativePath,
      origin: TEST_CORPUS,
      bytes: statSync(absolutePath).size,
      ...parsingOf(absolutePath, root, types),
    });
  }
  return files;
}

/** FNV-1a: a stable hash, so the CI sample is the same on every machine with the same lockfile. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const SAMPLE_RATE = 12;
export const SAMPLE_MAX_FILE_BYTES = 60_000;

/**
 * The fixed sample CI lints: all of tests/corpus, and from the packages every file whose path hashes into one of
 * {@link SAMPLE_RATE} buckets and is at most {@link SAMPLE_MAX_FILE_BYTES} long.
 */
export function ciSample(files: readonly CorpusFile[]): CorpusFile[] {
  return files.filter((file) =>
    file.origin === TEST_CORPUS ? inCiShareOfTestCorpus(file.path) : file.bytes <= SAMPLE_MAX_FILE_BYTES && stableHash(file.path) % SAMPLE_RATE === 0,
  );
}

export const BLIND_PROJECT_SAMPLE_RATE = 6;
const BLIND_ROUND_PROJECT = /^blind\d+-/;

/**
 * Whether a project of tests/corpus/projects is in CI's share of the corpus-wide robustness tests: every project but
 * those of the numbered blind rounds, of which the ones whose name hashes into one of {@link BLIND_PROJECT_SAMPLE_RATE}
 * buckets. The accuracy test and `npm run corpus` read every project; the robustness tests' time would otherwise grow
 * with each round.
 */
export function inCiShareOfProjects(projectName: string): boolean {
  return !BLIND_ROUND_PROJECT.test(projectName) || stableHash(projectName) % BLIND_PROJECT_SAMPLE_RATE === 0;
}

/** {@link inCiShareOfProjects} for a file by its path from the repository root: true outside tests/corpus/projects. */
export function inCiShareOfTestCorpus(path: string): boolean {
  const project = /^tests\/corpus\/projects\/([^/]+)\//.exec(toPosix(path))?.[1];
  return project === undefined || inCiShareOfProjects(project);
}

/** A file of this repository (a fixture, an example) described like a corpus file. */
export function describeRepositoryFile(path: string, origin: string, root = REPOSITORY_ROOT): CorpusFile {
  const absolutePath = join(root, path);
  return { path, origin, bytes: statSync(absolutePath).size, ...parsingOf(absolutePath, root, new Map()) };
}

export function readCorpusFile(file: CorpusFile, root = REPOSITORY_ROOT): string {
  return readFileSync(join(root, file.path), 'utf8');
}
