import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type sourcePlugin from '../../src/index.js';
import { inCiShareOfTestCorpus } from '../../bench/lib/corpus.js';
import { devDependencyVersion, packPlugin, Project, root, run } from './projects.js';

// Oxlint as a host: the packed plugin, installed from its tarball into a fresh project, loaded by the pinned `oxlint`
// CLI through the README's `.oxlintrc.json` (word for word), over the example servers, the labelled corpus and a few
// files made for this test. ESLint lints the same files in the same test, with the same rules, options and settings,
// and every finding (rule, message, line, column, end), every fix and every suggestion Oxlint applies must be
// ESLint's. The differences the two hosts have are listed by name in HOST_DIFFERENCES; a new one fails a test, and a
// listed one that no longer shows fails too, so the list (and the README, which says the same) cannot go stale.
//
// One process lints all 140-odd files, which also holds the per-file caches to what Oxlint needs: its
// `context.sourceCode` is one object for every file, and only a `WeakMap` keyed by it (which Oxlint patches to forget
// at the end of each file) gives each file its own entry. A cache keyed by it in a `Map`, or compared with the last
// file's, would hand one file's analysis to the next, and the findings here would no longer be ESLint's.

const OXLINT = devDependencyVersion('oxlint');
/** The devDependency's own binary, from its npm package: no download, no network. */
const OXLINT_BIN = join(root, 'node_modules/oxlint/bin/oxlint');

const require = createRequire(import.meta.url);
/** ESLint's own fixer: one pass of non-overlapping fixes, as `eslint --fix` applies them before it lints again. */
const { applyFixes } = require(join(root, 'node_modules/eslint/lib/linter/source-code-fixer.js')) as {
  applyFixes(text: string, messages: readonly Linter.LintMessage[], shouldFix: boolean): { output: string };
};

type ConfigName = 'recommended' | 'strict';

interface Oxlintrc {
  $schema?: string;
  jsPlugins: string[];
  rules: Linter.RulesRecord;
  settings?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------------
// The README's snippets

/** The README's ```jsonc block whose first line is `firstLine`, as written. */
function readmeJsonc(firstLine: string): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/^```jsonc\n([\s\S]*?)^```$/gm)].find((match) => match[1]?.startsWith(`${firstLine}\n`));
  if (block?.[1] === undefined) throw new Error(`README.md has no jsonc block starting with ${firstLine}`);
  return block[1];
}

/** JSON with `//` and `/* *\/` comments, as Oxlint reads `.oxlintrc.json`. */
function parseJsonc(text: string): unknown {
  let json = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') {
      const end = /^"(?:[^"\\\n]|\\.)*"/.exec(text.slice(index))?.[0];
      if (end === undefined) throw new Error(`unterminated string at ${index}`);
      json += end;
      index += end.length - 1;
    } else if (text.startsWith('//', index)) {
      const end = text.indexOf('\n', index);
      index = (end === -1 ? text.length : end) - 1;
    } else if (text.startsWith('/*', index)) {
      index = text.indexOf('*/', index + 2) + 1;
    } else {
      json += char;
    }
  }
  return JSON.parse(json);
}

const README_OXLINTRC: Record<ConfigName, string> = {
  recommended: readmeJsonc('// .oxlintrc.json'),
  strict: readmeJsonc('// .oxlintrc.json (strict)'),
};
const OXLINTRC = {
  recommended: parseJsonc(README_OXLINTRC.recommended) as Oxlintrc,
  strict: parseJsonc(README_OXLINTRC.strict) as Oxlintrc,
};

// ---------------------------------------------------------------------------------------------------------------
// The files

const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;

function sourceFiles(directory: string, keep: (path: string) => boolean = () => true): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => SOURCE.test(file) && keep(file))
    .sort();
}

/**
 * Where each input goes in a run's folder → where it comes from in the repository: every corpus file but the blind
 * rounds' projects outside CI's share (the accuracy test and `npm run corpus` read them all).
 */
const INPUTS = new Map<string, string>(
  [
    ...sourceFiles('docs/examples').map((file) => [`examples/${file}`, `docs/examples/${file}`] as const),
    // the corpus's own harness (accuracy.test.ts, scoring.ts) is not corpus
    ...sourceFiles('tests/corpus', (file) => file.includes('/')).map((file) => [`corpus/${file}`, `tests/corpus/${file}`] as const),
    // a multi-file project's manifests say how its modules import each other (`type`, `imports`, `paths`)
    ...readdirSync(join(root, 'tests/corpus/projects'), { recursive: true, encoding: 'utf8' })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => /(?:^|\/)(?:package|tsconfig)\.json$/.test(file))
      .map((file) => [`corpus/projects/${file}`, `tests/corpus/projects/${file}`] as const),
  ].filter(([, source]) => inCiShareOfTestCorpus(source)),
);

/** Files made for this test, each showing one host difference or that there is none. */
const HOST_FILES: Record<string, string> = {
  // Oxlint counts columns in UTF-8 bytes; ESLint in UTF-16 code units. `é` and `✓` are 2 and 3 bytes, `😀` is 4 bytes
  // and 2 code units.
  'host/non-ascii-columns.mjs': `// Findings after non-ASCII text on their line.
import { createHmac } from 'node:crypto';

export function check(body, signature) {
  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'); const label = 'état ✓'; if (mac === signature) return label;
  return '😀' + (signature === mac ? 'ok' : 'no');
}
`,
  // Not a difference: both hosts honour eslint-disable comments for these rules.
  'host/directives.mjs': `// Disable comments, honoured by both hosts; only the last comparison is reported.
import { createHmac } from 'node:crypto';

export function check(body, signature) {
  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');
  // eslint-disable-next-line mcp-state/no-timing-unsafe-compare -- reviewed
  if (mac === signature) return 1;
  if (signature === mac) return 2; // eslint-disable-line mcp-state/no-timing-unsafe-compare
  return signature == mac;
}
`,
  // Oxlint does not lint *.min.js files, even when named on the command line.
  'host/vendor/state.min.js': `import{createHmac as c}from"node:crypto";export const verify=(b,s)=>s===c("sha256",process.env.STATE_KEY).update(b).digest("hex");\n`,
};

// ---------------------------------------------------------------------------------------------------------------
// Every difference between the hosts on these files, by name

const HOST_DIFFERENCES = {
  /** Oxlint skips `*.min.js` files, even when named on its command line; ESLint lints them. */
  minifiedFilesNotLinted: ['host/vendor/state.min.js'],
  /** Oxlint gives columns in UTF-8 bytes, ESLint in UTF-16 code units: the findings where that makes a difference. */
  columnsInUtf8Bytes: ['host/non-ascii-columns.mjs:5 ESLint 115, Oxlint 118', 'host/non-ascii-columns.mjs:6 ESLint 18, Oxlint 20'],
  /**
   * `oxlint --fix` applies one pass of non-overlapping fixes per run, where `eslint --fix` lints again and applies
   * more, up to 10 passes. Two fixes in one file that both add the `safeEqual` import overlap, so one run of Oxlint
   * applies the first and leaves the other: these files need a second `oxlint --fix` to end where `eslint --fix` ends.
   */
  fixesLeftForAnotherRun: [
    'corpus/no-timing-unsafe-compare/argument-dependent-helpers-next.ts',
    'corpus/no-timing-unsafe-compare/byte-loop-encoders.mjs',
    'corpus/no-timing-unsafe-compare/crypto-js-shopify-app.cjs',
    'corpus/no-timing-unsafe-compare/fast-sha256-api-signing.mjs',
    'corpus/no-timing-unsafe-compare/fastify-remember-me.mjs',
    'corpus/no-timing-unsafe-compare/keyed-hash-fastify-plugin.ts',
    'corpus/no-timing-unsafe-compare/keyed-hash-secret-parameters-class.ts',
    'corpus/no-timing-unsafe-compare/keyed-hash-session-secrets.cjs',
    'corpus/no-timing-unsafe-compare/legacy-hook-helpers.cjs',
    'corpus/no-timing-unsafe-compare/mac-transform-base64-packages.mjs',
    'corpus/no-timing-unsafe-compare/mac-transform-escape-helpers.cjs',
    'corpus/no-timing-unsafe-compare/mac-transform-worker-prefixes.ts',
    'corpus/no-timing-unsafe-compare/mcp-server2-deploy-tool.ts',
    'corpus/no-timing-unsafe-compare/mcp-server2-refund-tool.ts',
    'corpus/no-timing-unsafe-compare/noble-hashes-webhooks.mjs',
    'corpus/no-timing-unsafe-compare/normalizing-encoders.mjs',
    'corpus/no-timing-unsafe-compare/otp-authenticator-class.ts',
    'corpus/no-timing-unsafe-compare/otp-hotp-totp-library.mjs',
    'corpus/no-timing-unsafe-compare/request-signing.ts',
    'corpus/no-timing-unsafe-compare/webcrypto-hex-loop.mjs',
    'corpus/no-timing-unsafe-compare/webhook-signer-class.ts',
    'corpus/no-timing-unsafe-compare/webhook-verifier-class.mjs',
    'corpus/no-timing-unsafe-compare/worker-webcrypto-hex.ts',
    'corpus/projects/barrel-reexports/server.js',
    'corpus/projects/blind8-nextjs-calendar-booker/lib/state.ts',
    'corpus/projects/cjs-signing/app.js',
    'corpus/projects/mjs-cjs-mix/tickets.mjs',
    'host/non-ascii-columns.mjs',
  ].filter((file) => file.startsWith('host/') || INPUTS.has(file)),
  /**
   * `oxlint --fix-suggestions` applies the fixes and each finding's first suggestion (ESLint's CLI applies none; an
   * editor offers each). The findings that offer more than one: a run applies the first, and what is still missing
   * is a finding of the next run ("Add userId …", then "Add tool …").
   */
  suggestionsNotApplied: ['corpus/require-state-binding/bundled-helper-bindings.ts:60 mcp-state/require-state-binding'],
  /**
   * A wrong `settings['mcp-state']` or rule option: ESLint stops with the error; Oxlint reports a wrong setting as the
   * one problem of every file (and nothing else there), a wrong option before it lints anything; both exit with 1.
   */
  misconfiguration: 'reported by file',
};

// ---------------------------------------------------------------------------------------------------------------
// Running the hosts

interface Finding {
  file: string;
  ruleId: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

interface OxlintDiagnostic {
  message: string;
  code?: string;
  severity: string;
  filename: string;
  labels: Array<{ span: { offset: number; length: number; line: number; column: number } }>;
}

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/** 1-based line and column (UTF-16 code units, as ESLint counts) of a string index. */
function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const breaks = [...before.matchAll(LINE_BREAK)];
  const last = breaks.at(-1);
  return { line: breaks.length + 1, column: index - (last === undefined ? 0 : last.index + last[0].length) + 1 };
}

let work: string;
let project: Project;
let plugin: typeof sourcePlugin;

function runDirectory(name: string): string {
  return join(project.directory, 'runs', name);
}

/** A folder of the project with the inputs, the host files and `.oxlintrc.json`. */
function prepareRun(name: string, oxlintrc: string): string {
  const directory = runDirectory(name);
  for (const [target, source] of INPUTS) cpSync(join(root, source), join(directory, target));
  for (const [target, contents] of Object.entries(HOST_FILES)) {
    mkdirSync(dirname(join(directory, target)), { recursive: true });
    writeFileSync(join(directory, target), contents);
  }
  writeFileSync(join(directory, '.oxlintrc.json'), oxlintrc);
  return directory;
}

function readTree(directory: string): Map<string, string> {
  const files = [...INPUTS.keys(), ...Object.keys(HOST_FILES)].sort();
  return new Map(files.map((file) => [file, readFileSync(join(directory, file), 'utf8')]));
}

async function oxlint(directory: string, args: readonly string[]) {
  const result = await run(process.execPath, [OXLINT_BIN, ...args], directory);
  if (result.code !== 0 && result.code !== 1) throw new Error(`oxlint ${args.join(' ')} exited with ${result.code}:\n${result.stderr}${result.stdout}`);
  return result;
}

/** `oxlint -f json`: our rules' findings at ESLint's positions (from Oxlint's UTF-8 byte spans), and the rest. */
async function oxlintFindings(directory: string, args: readonly string[] = []) {
  const { code, stdout, stderr } = await oxlint(directory, ['-f', 'json', ...args]);
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: OxlintDiagnostic[] };
  const findings: Finding[] = [];
  const rawColumns: Array<{ file: string; line: number; column: number; bytesBefore: number; eslintLine: number; eslintColumn: number }> = [];
  const others: OxlintDiagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const rule = /^mcp-state\((.+)\)$/.exec(diagnostic.code ?? '')?.[1];
    const span = diagnostic.labels[0]?.span;
    if (rule === undefined || span === undefined || diagnostic.labels.length !== 1) {
      others.push(diagnostic);
      continue;
    }
    const text = readFileSync(join(directory, diagnostic.filename), 'utf8');
    const bytes = Buffer.from(text, 'utf8');
    const index = (byteOffset: number) => bytes.subarray(0, byteOffset).toString('utf8').length;
    const start = position(text, index(span.offset));
    const end = position(text, index(span.offset + span.length));
    const file = diagnostic.filename.split('\\').join('/');
    findings.push({ file, ruleId: `mcp-state/${rule}`, message: diagnostic.message, line: start.line, column: start.column, endLine: end.line, endColumn: end.column });
    // what Oxlint prints as line:column, next to the UTF-8 bytes before the finding on its line
    const lineStart = text.slice(0, index(span.offset)).search(/[^\r\n\u2028\u2029]*$/);
    const bytesBefore = Buffer.byteLength(text.slice(lineStart, index(span.offset)));
    rawColumns.push({ file, line: span.line, column: span.column, bytesBefore, eslintLine: start.line, eslintColumn: start.column });
  }
  return { code, stderr, findings: sortFindings(findings), rawColumns, others };
}

function eslintEngine(directory: string, oxlintrc: Oxlintrc, fix = false): ESLint {
  return new ESLint({
    cwd: directory,
    overrideConfigFile: true,
    fix,
    overrideConfig: [
      { files: ['**/*.{js,mjs,cjs,ts,mts,cts}'] },
      // the same rules, options and settings as the .oxlintrc.json
      { plugins: { 'mcp-state': plugin as unknown as ESLint.Plugin }, rules: oxlintrc.rules, settings: oxlintrc.settings ?? {} },
      { files: ['**/*.{ts,mts,cts}'], languageOptions: { parser: tsParser as Linter.Parser } },
      { files: ['**/*.{cjs,cts}'], languageOptions: { sourceType: 'commonjs' } },
    ],
  });
}

function relativeTo(directory: string, filePath: string): string {
  return filePath.slice(directory.length + 1).split('\\').join('/');
}

function toFinding(directory: string, filePath: string, message: Linter.LintMessage): Finding {
  return {
    file: relativeTo(directory, filePath),
    ruleId: message.ruleId ?? '(none)',
    message: message.message,
    line: message.line,
    column: message.column,
    endLine: message.endLine ?? message.line,
    endColumn: message.endColumn ?? message.column,
  };
}

async function eslintFindings(directory: string, oxlintrc: Oxlintrc) {
  const results = await eslintEngine(directory, oxlintrc).lintFiles(['.']);
  const messages = results.flatMap((result) => result.messages.map((message) => ({ result, message })));
  return {
    findings: sortFindings(messages.filter(({ message }) => message.ruleId?.startsWith('mcp-state/')).map(({ result, message }) => toFinding(directory, result.filePath, message))),
    others: messages.filter(({ message }) => !message.ruleId?.startsWith('mcp-state/')).map(({ result, message }) => toFinding(directory, result.filePath, message)),
    results,
  };
}

function sortFindings(findings: Finding[]): Finding[] {
  const key = (finding: Finding) => [finding.file, finding.line, finding.column, finding.endLine, finding.endColumn, finding.ruleId, finding.message] as const;
  return findings.sort((a, b) => {
    const [first, second] = [key(a), key(b)];
    for (let index = 0; index < first.length; index++) {
      if (first[index]! < second[index]!) return -1;
      if (first[index]! > second[index]!) return 1;
    }
    return 0;
  });
}

interface FixPass {
  /** Files whose text after this Oxlint run is not what one pass of ESLint's fixer makes of them. */
  mismatches: string[];
  /** Files this pass changed. */
  changed: string[];
}

/**
 * Runs `oxlint <args>` in `directory` until a run changes nothing (at most 10 runs, ESLint's limit), and checks each
 * run against one pass of ESLint's fixer over what the previous run left, applying `pick(message)` of every finding
 * ESLint reports there. `firstMessages` are ESLint's messages on the inputs as they are. A file a run leaves as it
 * was has nothing more to apply, so later runs lint only the files the run before changed. Files Oxlint does not lint
 * are expected to stay as they are.
 */
async function fixPasses(
  directory: string,
  oxlintrc: Oxlintrc,
  args: readonly string[],
  pick: (message: Linter.LintMessage) => Linter.LintMessage['fix'],
  firstMessages: ReadonlyMap<string, readonly Linter.LintMessage[]>,
) {
  const engine = eslintEngine(directory, oxlintrc);
  let texts = readTree(directory);
  let toLint: string[] | undefined;
  const passes: FixPass[] = [];
  while (passes.length < 10) {
    const expected = new Map(texts);
    for (const file of toLint ?? [...texts.keys()]) {
      if (HOST_DIFFERENCES.minifiedFilesNotLinted.includes(file)) continue;
      const text = texts.get(file)!;
      const messages = toLint === undefined ? (firstMessages.get(file) ?? []) : (await engine.lintText(text, { filePath: join(directory, file) }))[0]!.messages;
      const fixable = messages.flatMap((message) => {
        const fix = pick(message);
        return fix === undefined ? [] : [{ ...message, fix }];
      });
      expected.set(file, applyFixes(text, fixable, true).output);
    }
    await oxlint(directory, [...args, ...(toLint ?? [])]);
    const actual = readTree(directory);
    const changed = [...actual].filter(([file, text]) => texts.get(file) !== text).map(([file]) => file);
    passes.push({ mismatches: [...actual].filter(([file, text]) => expected.get(file) !== text).map(([file]) => file), changed });
    texts = actual;
    toLint = changed;
    if (changed.length === 0) break;
  }
  return { passes, final: texts };
}

// ---------------------------------------------------------------------------------------------------------------

interface HostRun {
  oxlint: Awaited<ReturnType<typeof oxlintFindings>>;
  eslint: Awaited<ReturnType<typeof eslintFindings>>;
  eslintFixed: Map<string, string>;
  fix: Awaited<ReturnType<typeof fixPasses>>;
  suggestions: Awaited<ReturnType<typeof fixPasses>>;
  original: Map<string, string>;
}

const hostRuns: Partial<Record<ConfigName, HostRun>> = {};

function hostRun(name: ConfigName): HostRun {
  const result = hostRuns[name];
  if (result === undefined) throw new Error(`the ${name} runs did not happen`);
  return result;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'mcp-state-oxlint-'));
  const tarball = await packPlugin(work);
  // the optional peers that let both hosts read the modules a file imports (README, "Oxlint")
  const modulePeers = ['oxc-parser', '@typescript-eslint/scope-manager'].map((name) => `${name}@${devDependencyVersion(name)}`);
  project = await Project.create(join(work, 'project'), tarball, { type: 'commonjs', dependencies: modulePeers, files: {} });
  // the plugin ESLint gets is the one Oxlint loads: the installed tarball's
  const installed = createRequire(join(project.directory, 'package.json')).resolve('eslint-plugin-mcp-state');
  plugin = ((await import(pathToFileURL(installed).href)) as { default: typeof sourcePlugin }).default;

  for (const name of ['recommended', 'strict'] as const) {
    const oxlintrc = OXLINTRC[name];
    const lintDirectory = prepareRun(`${name}-lint`, README_OXLINTRC[name]);
    const original = readTree(lintDirectory);
    // as written: Oxlint's own default rules stay on; the comparison is over our rules' findings
    const oxlintRun = await oxlintFindings(lintDirectory);
    const eslintRun = await eslintFindings(lintDirectory, oxlintrc);
    // `eslint --fix` changes only files with a fixable finding: it lints those again with `fix`
    const fixable = eslintRun.results.filter((result) => result.messages.some((message) => message.fix !== undefined)).map((result) => result.filePath);
    const eslintFixed = new Map(original);
    for (const result of await eslintEngine(lintDirectory, oxlintrc, true).lintFiles(fixable)) {
      if (result.output !== undefined) eslintFixed.set(relativeTo(lintDirectory, result.filePath), result.output);
    }
    // Oxlint's own rules off (`-A correctness`, its only default category), so that only our fixes apply
    const firstMessages = new Map(eslintRun.results.map((result) => [relativeTo(lintDirectory, result.filePath), result.messages]));
    const fix = await fixPasses(prepareRun(`${name}-fix`, README_OXLINTRC[name]), oxlintrc, ['-A', 'correctness', '--fix'], (message) => message.fix, firstMessages);
    const suggestions = await fixPasses(
      prepareRun(`${name}-suggestions`, README_OXLINTRC[name]),
      oxlintrc,
      ['-A', 'correctness', '--fix-suggestions'],
      (message) => message.fix ?? message.suggestions?.[0]?.fix,
      firstMessages,
    );
    hostRuns[name] = { oxlint: oxlintRun, eslint: eslintRun, eslintFixed, fix, suggestions, original };
  }
}, 300_000); // about 35 s of CPU in all; a machine shared with other test runs can stretch that several times

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe(`Oxlint ${OXLINT} loading the packed plugin through jsPlugins`, () => {
  it('runs the pinned Oxlint from its npm package', async () => {
    const { stdout } = await oxlint(root, ['--version']);
    expect(stdout.trim()).toBe(`Version: ${OXLINT}`);
  });

  it.each(['recommended', 'strict'] as const)("the README's %s .oxlintrc.json turns on every rule with that config's options", (name) => {
    expect(OXLINTRC[name].jsPlugins).toEqual(['eslint-plugin-mcp-state']);
    expect(OXLINTRC[name].$schema).toBe('./node_modules/oxlint/configuration_schema.json');
    expect(OXLINTRC[name].rules).toEqual(plugin.configs[name].rules);
    expect(Object.keys(OXLINTRC[name].rules).sort()).toEqual(Object.keys(plugin.rules).map((rule) => `mcp-state/${rule}`).sort());
  });
});

describe.each(['recommended', 'strict'] as const)('the README’s %s .oxlintrc.json', (name) => {
  it('lints every input without a crash: no diagnostic but our rules’ and Oxlint’s own', () => {
    const { oxlint: oxlintRun, eslint: eslintRun } = hostRun(name);
    expect(oxlintRun.stderr).toBe('');
    expect(oxlintRun.code).toBe(1);
    // Oxlint's own rules report with a plugin-prefixed code; an error of a JS plugin has none
    expect(oxlintRun.others.filter((diagnostic) => !/^(?:eslint|typescript|unicorn|oxc)\(/.test(diagnostic.code ?? ''))).toEqual([]);
    expect(eslintRun.others).toEqual([]);
  });

  it('reports what ESLint reports: rule, message, line, column, end line and end column', () => {
    const { oxlint: oxlintRun, eslint: eslintRun } = hostRun(name);
    const notLinted = (finding: Finding) => HOST_DIFFERENCES.minifiedFilesNotLinted.includes(finding.file);
    expect(oxlintRun.findings).toEqual(eslintRun.findings.filter((finding) => !notLinted(finding)));
    expect(new Set(oxlintRun.findings.map((finding) => finding.ruleId))).toEqual(new Set(Object.keys(plugin.rules).map((rule) => `mcp-state/${rule}`)));
    expect(oxlintRun.findings.length).toBeGreaterThan(200);
    // both hosts read the other modules of the multi-file projects: what an imported helper does is named in the message
    const throughImports = oxlintRun.findings.filter((finding) => finding.file.startsWith('corpus/projects/') && / from '\.{1,2}\//.test(finding.message));
    expect(throughImports.length).toBeGreaterThanOrEqual(10);
    // the disable comments hold in both hosts: only the unmarked comparison is reported
    expect(oxlintRun.findings.filter((finding) => finding.file === 'host/directives.mjs').map((finding) => finding.line)).toEqual([9]);
  });

  it(`known difference: Oxlint does not lint ${HOST_DIFFERENCES.minifiedFilesNotLinted.join(', ')}; ESLint reports there`, () => {
    const { oxlint: oxlintRun, eslint: eslintRun } = hostRun(name);
    for (const file of HOST_DIFFERENCES.minifiedFilesNotLinted) {
      expect(eslintRun.findings.filter((finding) => finding.file === file).length).toBeGreaterThan(0);
      expect(oxlintRun.findings.filter((finding) => finding.file === file)).toEqual([]);
    }
  });

  it('known difference: Oxlint’s columns count UTF-8 bytes, so they differ from ESLint’s exactly after non-ASCII text', () => {
    const { oxlint: oxlintRun } = hostRun(name);
    // every line is ESLint's, every column is one more than the UTF-8 bytes before the finding on its line
    expect(oxlintRun.rawColumns.filter((entry) => entry.line !== entry.eslintLine || entry.column !== entry.bytesBefore + 1)).toEqual([]);
    expect(
      oxlintRun.rawColumns
        .filter((entry) => entry.column !== entry.eslintColumn)
        .map((entry) => `${entry.file}:${entry.line} ESLint ${entry.eslintColumn}, Oxlint ${entry.column}`),
    ).toEqual(HOST_DIFFERENCES.columnsInUtf8Bytes);
  });

  it('oxlint --fix: every run applies what one pass of ESLint’s fixer applies, and repeated it ends where eslint --fix ends', () => {
    const { fix, eslintFixed, original } = hostRun(name);
    expect(fix.passes.map((pass) => pass.mismatches)).toEqual(fix.passes.map(() => []));
    const changedByESLint = [...eslintFixed].filter(([file, text]) => original.get(file) !== text).map(([file]) => file);
    expect(changedByESLint.length).toBeGreaterThan(20);
    expect(fix.passes[0]!.changed).toEqual(changedByESLint.filter((file) => !HOST_DIFFERENCES.minifiedFilesNotLinted.includes(file)));
    for (const file of HOST_DIFFERENCES.minifiedFilesNotLinted) {
      expect(eslintFixed.get(file)).not.toBe(original.get(file));
      expect(fix.final.get(file)).toBe(original.get(file));
    }
    const notLinted = new Set(HOST_DIFFERENCES.minifiedFilesNotLinted);
    expect([...fix.final].filter(([file, text]) => !notLinted.has(file) && eslintFixed.get(file) !== text).map(([file]) => file)).toEqual([]);
    // known difference: what a single `oxlint --fix` leaves for a second run; a third changes nothing
    expect(fix.passes[1]!.changed).toEqual(HOST_DIFFERENCES.fixesLeftForAnotherRun);
    expect(fix.passes.map((pass) => pass.changed.length)).toEqual([changedByESLint.length - notLinted.size, HOST_DIFFERENCES.fixesLeftForAnotherRun.length, 0]);
  });

  it('oxlint --fix-suggestions: every run applies what ESLint’s fixer makes of the fixes and each finding’s first suggestion', () => {
    const { suggestions, eslint: eslintRun } = hostRun(name);
    expect(suggestions.passes.map((pass) => pass.mismatches)).toEqual(suggestions.passes.map(() => []));
    expect(suggestions.passes[0]!.changed.length).toBeGreaterThan(60);
    expect(suggestions.passes.at(-1)!.changed).toEqual([]);
    const lintDirectory = runDirectory(`${name}-lint`);
    const withMore = eslintRun.results.flatMap((result) =>
      result.messages
        .filter((message) => (message.suggestions?.length ?? 0) > 1)
        .map((message) => `${relativeTo(lintDirectory, result.filePath)}:${message.line} ${message.ruleId}`),
    );
    expect(withMore).toEqual(HOST_DIFFERENCES.suggestionsNotApplied);
  });
});

describe("settings['mcp-state'].sealModule from .oxlintrc.json", () => {
  // an import is written in the file's own quotes
  const sealImports = (text: string | undefined, module: string) => (text === undefined ? 1 : text.split(`'${module}'`).length + text.split(`"${module}"`).length - 1);

  it('reaches the rules: every fix of the strict snippet (which sets it) imports from #lib/seal, as in ESLint', () => {
    const strict = hostRun('strict');
    const recommended = hostRun('recommended');
    expect(OXLINTRC.strict.settings).toEqual({ 'mcp-state': { sealModule: '#lib/seal' } });
    expect(OXLINTRC.recommended.settings).toBeUndefined();
    const changed = [...strict.fix.final].filter(([file, text]) => strict.original.get(file) !== text).map(([file]) => file);
    expect(changed.length).toBeGreaterThan(20);
    for (const file of changed) {
      // the strict run imports from #lib/seal and adds nothing from the package; the recommended run does the opposite
      expect({ file, added: sealImports(strict.fix.final.get(file), '#lib/seal') - sealImports(strict.original.get(file), '#lib/seal') }).toEqual({ file, added: 1 });
      expect(sealImports(strict.fix.final.get(file), 'eslint-plugin-mcp-state/seal')).toBe(sealImports(strict.original.get(file), 'eslint-plugin-mcp-state/seal'));
      expect(sealImports(recommended.fix.final.get(file), 'eslint-plugin-mcp-state/seal') - sealImports(recommended.original.get(file), 'eslint-plugin-mcp-state/seal')).toBe(1);
    }
    expect(strict.fix.final.get('host/non-ascii-columns.mjs')).toBe(`// Findings after non-ASCII text on their line.
import { createHmac } from 'node:crypto';
import { safeEqual } from '#lib/seal';

export function check(body, signature) {
  const mac = createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex'); const label = 'état ✓'; if (safeEqual(mac, signature)) return label;
  return '😀' + (safeEqual(signature, mac) ? 'ok' : 'no');
}
`);
  });

  it('known difference: a wrong setting stops ESLint, and is every file’s one problem in Oxlint; a wrong option stops both', async () => {
    const wrongSetting = { ...OXLINTRC.strict, settings: { 'mcp-state': { sealModul: '#lib/seal' } } };
    const directory = prepareRun('wrong-setting', JSON.stringify(wrongSetting));
    const expected = "settings['mcp-state'] has unknown key(s) 'sealModul'; the only key is 'sealModule'.";
    await expect(eslintEngine(directory, wrongSetting).lintFiles(['host'])).rejects.toThrow(expected);
    const { code, stdout } = await oxlint(directory, ['-A', 'correctness', '-f', 'json', 'host']);
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: OxlintDiagnostic[] };
    expect(code).toBe(1);
    expect(diagnostics.map((diagnostic) => ({ file: diagnostic.filename, code: diagnostic.code, error: diagnostic.message.split('\n').slice(0, 3) })).sort((a, b) => a.file.localeCompare(b.file))).toEqual(
      ['host/directives.mjs', 'host/non-ascii-columns.mjs'].map((file) => ({
        file,
        code: undefined,
        error: ['Error running JS plugin.', `File path: ${join(directory, file)}`, `TypeError: ${expected}`],
      })),
    );

    const wrongOption = { ...OXLINTRC.strict, rules: { ...OXLINTRC.strict.rules, 'mcp-state/require-state-binding': ['error', { requireArgsBindin: true }] } } as Oxlintrc;
    writeFileSync(join(directory, '.oxlintrc.json'), JSON.stringify(wrongOption));
    await expect(eslintEngine(directory, wrongOption).lintFiles(['host'])).rejects.toThrow(/Key "mcp-state\/require-state-binding":[\s\S]*Unexpected property "requireArgsBindin"/);
    const options = await oxlint(directory, ['-A', 'correctness', 'host']);
    expect(options.code).toBe(1);
    expect(options.stdout + options.stderr).toContain("Options validation failed for rule 'mcp-state/require-state-binding'");
    expect(options.stdout + options.stderr).toContain('Unexpected property "requireArgsBindin"');
  });
});
