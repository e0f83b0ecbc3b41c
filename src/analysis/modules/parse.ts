import { createRequire } from 'node:module';
import { dirname, extname, join, parse as parsePath } from 'node:path';
import { readFileSync } from 'node:fs';
import type { TSESLint } from '@typescript-eslint/utils';
import type { ModuleFile } from './read.js';
import { oxcTools, parseWithOxc } from './oxc-parse.js';
import { parseWithTypeScriptEslint, typeScriptEslintParser } from './ts-parse.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
export type SourceType = 'module' | 'commonjs';

/** How the current file is parsed: the same parser (and its options, without a program) parses the modules it reads. */
export interface ParserChoice {
  readonly parser: unknown;
  readonly parserOptions: Readonly<Record<string, unknown>>;
}

/** Options that would make a parser build a TypeScript program for a file read on the side. */
const PROGRAM_OPTIONS = new Set(['project', 'projectService', 'programs', 'EXPERIMENTAL_useProjectService', 'tsconfigRootDir', 'preserveNodeMaps']);

const withoutPrograms = new WeakMap<object, Readonly<Record<string, unknown>>>();
const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/** `parserOptions` without {@link PROGRAM_OPTIONS}: one object per options object (a configuration's, shared by its files). */
export function withoutProgram(parserOptions: Readonly<Record<string, unknown>> | undefined): Readonly<Record<string, unknown>> {
  if (!parserOptions) return NO_OPTIONS;
  let options = withoutPrograms.get(parserOptions);
  if (!options) {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parserOptions)) if (!PROGRAM_OPTIONS.has(key)) kept[key] = value;
    options = kept;
    withoutPrograms.set(parserOptions, options);
  }
  return options;
}

const packageTypes = new Map<string, SourceType>();

/** `type` of the nearest `package.json`: `module`, else CommonJS. */
function packageTypeOf(directory: string): SourceType {
  const cached = packageTypes.get(directory);
  if (cached) return cached;
  let type: SourceType;
  try {
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { type?: unknown };
    type = manifest.type === 'module' ? 'module' : 'commonjs';
  } catch {
    type = dirname(directory) === directory ? 'commonjs' : packageTypeOf(dirname(directory));
  }
  if (packageTypes.size > 1000) packageTypes.clear();
  packageTypes.set(directory, type);
  return type;
}

/** The source type Node gives a file: by its extension, else by the nearest `package.json` (TypeScript is written as modules). */
export function sourceTypeOf(path: string): SourceType {
  const extension = extname(path);
  if (extension === '.cjs' || extension === '.cts') return 'commonjs';
  if (extension === '.js' || extension === '.jsx') return packageTypeOf(dirname(path));
  return 'module';
}

interface LinterLike {
  verify(code: string, config: unknown[], options: { filename: string }): { fatal?: boolean }[];
}

type LinterClass = new (options: object) => LinterLike;
let linterClass: LinterClass | null | undefined;
/** One `Linter` per file-system root: a `Linter` lints only files under its `cwd`. */
const linters = new Map<string, LinterLike>();

/** ESLint's `Linter` for `path`, loaded on first use; null where ESLint is not installed (another linter runs the rules). */
function getLinter(path: string): LinterLike | null {
  if (linterClass === undefined) {
    try {
      linterClass = (createRequire(import.meta.url)('eslint') as { Linter: LinterClass }).Linter;
    } catch {
      linterClass = null;
    }
  }
  if (!linterClass) return null;
  const root = parsePath(path).root;
  let linter = linters.get(root);
  if (!linter) {
    linter = new linterClass({ configType: 'flat', cwd: root });
    linters.set(root, linter);
  }
  return linter;
}

/** espree, as ESLint loads it, for a file linted without a parser object (ESLint 9+ always gives one). */
export function defaultParser(): unknown {
  try {
    const require = createRequire(createRequire(import.meta.url).resolve('eslint'));
    return require('espree');
  } catch {
    return undefined;
  }
}

let parses = 0;
const lastParsed: string[] = [];
const PARSE_LOG_SIZE = 1000;

/** How many modules were parsed in this process (for tests: each version of a module is parsed once). */
export function moduleParseCount(): number {
  return parses;
}

/** The paths of the last modules parsed, at most a thousand, the latest last (for the benchmark: which they were). */
export function lastParsedModules(): readonly string[] {
  return lastParsed;
}

/** Whether a parser a host hands its rules can parse another text: Oxlint's cannot (it stands for its native parser). */
export function canParse(parser: unknown): boolean {
  const candidate = parser as { name?: unknown; meta?: { name?: unknown }; parse?: unknown; parseForESLint?: unknown } | undefined;
  if (!candidate || candidate.name === 'oxlint' || candidate.meta?.name === 'oxlint') return false;
  return typeof candidate.parseForESLint === 'function' || typeof candidate.parse === 'function';
}

type Reader = (sourceType: SourceType) => SourceCode | undefined;

/**
 * The source of `file` with its scope analysis, or undefined when it does not parse. With the optional peers
 * `oxc-parser` and `@typescript-eslint/scope-manager` installed they read it (several times faster, and under Oxlint
 * too); otherwise ESLint builds it as it builds the current file's, linting the text with one rule that keeps what it
 * is given, with the current file's parser. Under a host that cannot lend its parser (Oxlint), typescript-eslint's
 * parser reads it alone where installed.
 */
export function parseModule(file: ModuleFile, choice: ParserChoice): SourceCode | undefined {
  const read = readerOf(file, choice);
  if (!read) return undefined;
  const attempt = (type: SourceType) => {
    parses += 1;
    if (lastParsed.push(file.path) > PARSE_LOG_SIZE) lastParsed.shift();
    try {
      return read(type);
    } catch {
      return undefined;
    }
  };
  const sourceType = sourceTypeOf(file.path);
  // a `.js` file of a package without `type` may still be written as a module (and compiled by a bundler)
  return attempt(sourceType) ?? (sourceType === 'commonjs' ? attempt('module') : undefined);
}

function readerOf(file: ModuleFile, choice: ParserChoice): Reader | undefined {
  const oxc = oxcTools();
  if (oxc) return (type) => parseWithOxc(file.path, file.text, type, oxc) as unknown as SourceCode | undefined;
  if (canParse(choice.parser)) return linterReader(file, choice);
  // a host that cannot lend its parser (Oxlint): typescript-eslint's parser alone, else espree through ESLint
  const tsParser = typeScriptEslintParser();
  if (tsParser) return (type) => parseWithTypeScriptEslint(file.path, file.text, type, tsParser) as unknown as SourceCode;
  return linterReader(file, { parser: defaultParser(), parserOptions: {} });
}

function linterReader(file: ModuleFile, choice: ParserChoice): Reader | undefined {
  const eslint = getLinter(file.path);
  if (!eslint || !choice.parser) return undefined;
  return (type) => {
    let captured: SourceCode | undefined;
    const capture = { create: (context: { sourceCode: SourceCode }) => ((captured = context.sourceCode), {}) };
    const config = {
      // a file matched only by `**/*` is not linted: name its extension
      files: [`**/*${extname(file.path)}`],
      languageOptions: { parser: choice.parser, parserOptions: choice.parserOptions, sourceType: type, ecmaVersion: 'latest' },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      plugins: { modules: { rules: { capture } } },
      rules: { 'modules/capture': 'error' },
    };
    const messages = eslint.verify(file.text, [config], { filename: file.path });
    return messages.some((message) => message.fatal === true) ? undefined : captured;
  };
}
