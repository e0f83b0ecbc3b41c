// The fix loop of tests/e2e/fix-loop.test.ts: copy a fixture server, lint it, apply every fix and the first
// suggestion of every finding until nothing changes, start the server and run `mcp-state-check` on it.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import type sourcePlugin from '../../../src/index.js';
import type { clearModuleCache as clearSourceModuleCache } from '../../../src/analysis/modules/index.js';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const loopDirectory = fileURLToPath(new URL('.', import.meta.url));
const serversDirectory = join(loopDirectory, 'servers');
const fastClock = join(loopDirectory, 'shared/fast-clock.mjs');
const checkCli = join(root, 'dist/src/testing/cli/main.js');

// The plugin as users get it: the build (npm test builds first).
const { default: plugin } = (await import(new URL('../../../dist/src/index.js', import.meta.url).href)) as { default: typeof sourcePlugin };
// The build's module cache: a round's edit of one module is seen by the next round's lint of its importers at once, as
// an editor's lint would after the save (the cache trusts a module's version for a second otherwise).
const { clearModuleCache } = (await import(new URL('../../../dist/src/analysis/modules/index.js', import.meta.url).href)) as { clearModuleCache: typeof clearSourceModuleCache };

export type ConfigName = 'recommended' | 'strict';

export interface Fixture {
  readonly name: string;
  readonly directory: string;
  readonly entry: string;
  readonly transport: 'http' | 'stdio';
  readonly description: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  /** Another tool that hands out state, for `other-tool`; without it the check is skipped (a server of one tool). */
  readonly otherTool?: string;
  readonly otherArgs?: Record<string, unknown>;
  readonly destructive: boolean;
  /** Checks the server's SDK fails whatever the code does, with the reason in the fixture (`sdkGapReason`). */
  readonly sdkGaps?: readonly CheckName[];
}

export function loadFixtures(): Fixture[] {
  return readdirSync(serversDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const directory = join(serversDirectory, entry.name);
      const manifest = JSON.parse(readFileSync(join(directory, 'fixture.json'), 'utf8')) as Omit<Fixture, 'name' | 'directory'>;
      return { ...manifest, name: entry.name, directory };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A finding as the loop reports it: `rule/messageId file:line:column`. */
export interface Finding {
  readonly rule: string;
  readonly messageId: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

function eslintFor(cwd: string, config: ConfigName, fix = false): ESLint {
  const overrideConfig: Linter.Config[] = [
    plugin.configs[config] as Linter.Config,
    { files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser } },
  ];
  return new ESLint({ cwd, overrideConfigFile: true, overrideConfig, fix, ignore: false });
}

export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:[cm]?js|[cm]?ts)$/.test(file))
    .map((file) => join(directory, file))
    .sort();
}

async function lint(directory: string, config: ConfigName): Promise<Finding[]> {
  const results = await eslintFor(directory, config).lintFiles(sourceFiles(directory));
  return results.flatMap((result) =>
    result.messages.map((message) => {
      if (message.fatal) throw new Error(`${result.filePath}: ${message.message}`);
      return {
        rule: message.ruleId ?? '',
        messageId: message.messageId ?? '',
        file: relative(directory, result.filePath),
        line: message.line,
        column: message.column,
        message: message.message,
      };
    }),
  );
}

const MAX_ROUNDS = 50;

/**
 * Applies ESLint's fixes, then the first suggestion of the first finding that has one, file by file, and repeats
 * until a whole round changes nothing. Returns how many suggestions it applied.
 */
async function applyFixesAndSuggestions(directory: string, config: ConfigName): Promise<{ fixes: number; suggestions: number }> {
  let fixes = 0;
  let suggestions = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = false;
    const fixed = await eslintFor(directory, config, true).lintFiles(sourceFiles(directory));
    for (const result of fixed) {
      if (result.output !== undefined) {
        fixes += 1;
        changed = true;
      }
    }
    await ESLint.outputFixes(fixed);
    const linter = eslintFor(directory, config);
    for (const filePath of sourceFiles(directory)) {
      const text = readFileSync(filePath, 'utf8');
      const [result] = await linter.lintText(text, { filePath });
      const suggestion = result?.messages.find((message) => message.suggestions?.length)?.suggestions?.[0];
      if (suggestion === undefined) continue;
      const { range, text: replacement } = suggestion.fix;
      writeFileSync(filePath, text.slice(0, range[0]) + replacement + text.slice(range[1]));
      suggestions += 1;
      changed = true;
    }
    if (!changed) return { fixes, suggestions };
    clearModuleCache({ keepLintedTrees: true });
  }
  throw new Error(`${directory}: fixes and suggestions did not settle after ${MAX_ROUNDS} rounds`);
}

export interface Migration {
  readonly directory: string;
  readonly before: readonly Finding[];
  readonly after: readonly Finding[];
  readonly fixes: number;
  readonly suggestions: number;
}

/** A copy of the fixture at the same depth as the original, so `../../shared/…` still resolves. */
export async function migrate(fixture: Fixture, config: ConfigName): Promise<Migration> {
  const directory = join(loopDirectory, `.work-${config}`, fixture.name);
  rmSync(directory, { recursive: true, force: true });
  cpSync(fixture.directory, directory, { recursive: true });
  const before = await lint(directory, config);
  const { fixes, suggestions } = await applyFixesAndSuggestions(directory, config);
  const after = await lint(directory, config);
  return { directory, before, after, fixes, suggestions };
}

export async function lintFixture(fixture: Fixture, config: ConfigName): Promise<Finding[]> {
  return lint(fixture.directory, config);
}

export type CheckName =
  | 'untouched'
  | 'tampered-first'
  | 'tampered-middle'
  | 'tampered-last'
  | 'tampered-mac'
  | 'other-user'
  | 'other-tool'
  | 'other-args'
  | 'truncated'
  | 'garbage'
  | 'expired';

export interface CheckResult {
  readonly name: CheckName;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly sent: string;
  readonly received: string;
}

export interface CheckReport {
  readonly exitCode: number;
  readonly checks: readonly CheckResult[];
  readonly error?: string;
}

/**
 * How much faster than real time the servers' `Date.now()` runs: `--ttl 3 --wait-expiry` waits 8 s, over 13 minutes to
 * them, while a flow has 6 s of real time before 10 minutes pass for its state (room for a loaded CI machine).
 */
const CLOCK_SPEED = 100;
const CHECK_TTL_SECONDS = 3;

/** Node runs JavaScript as it is; TypeScript (and the shared HTTP adapter) goes through tsx, which costs a second a start. */
function serverCommand(entry: string, transport: Fixture['transport']): string[] {
  const typescript = transport === 'http' || /\.[cm]?ts$/.test(entry);
  return [process.execPath, ...(typescript ? ['--import', 'tsx'] : []), '--import', fastClock, entry];
}

async function startHttpServer(entry: string, env: NodeJS.ProcessEnv): Promise<{ url: string; stop(): void }> {
  const [command, ...args] = serverCommand(entry, 'http') as [string, ...string[]];
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} printed no URL within 30 s: ${stderr}`)), 30_000);
    lines.on('line', (line) => {
      const found = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(line)?.[0];
      if (found === undefined) return;
      clearTimeout(timer);
      resolve(found);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${String(code)} before it printed a URL: ${stderr}`));
    });
  });
  return { url, stop: () => void child.kill('SIGTERM') };
}

/** Starts the server in `directory` (HTTP) or lets the command start it (stdio), and runs every check on it. */
export async function runChecks(fixture: Fixture, directory: string): Promise<CheckReport> {
  const entry = join(directory, fixture.entry);
  const env = { ...process.env, STATE_KEY: randomBytes(32).toString('base64'), STATE_JWT_SECRET: randomBytes(32).toString('base64'), CLOCK_SPEED: String(CLOCK_SPEED), PORT: '0', NO_COLOR: '1' };
  const flags = [
    '--tool', fixture.tool, '--args', JSON.stringify(fixture.args),
    ...(fixture.otherTool === undefined ? [] : ['--other-tool', fixture.otherTool, '--other-args', JSON.stringify(fixture.otherArgs ?? {})]),
    '--ttl', String(CHECK_TTL_SECONDS), '--wait-expiry', '--timeout', '15000', '--json',
  ];
  let stop = (): void => undefined;
  if (fixture.transport === 'http') {
    const server = await startHttpServer(entry, env);
    stop = server.stop;
    flags.unshift('--url', server.url, '--token', 'alice-token', '--other-token', 'bob-token');
  } else {
    flags.unshift('--command', serverCommand(entry, 'stdio').join(' '));
  }
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [checkCli, ...flags], { cwd: root, env, encoding: 'utf8', timeout: 180_000 }, (error, out) => {
        if (error !== null && typeof error.code !== 'number') reject(error);
        else resolve(out);
      });
    });
    return JSON.parse(stdout) as CheckReport;
  } finally {
    stop();
  }
}

export function failedChecks(report: CheckReport): CheckName[] {
  return report.checks.filter((check) => check.status === 'failed').map((check) => check.name);
}

export function isFixtureWorkDirectory(path: string): boolean {
  return existsSync(path) && path.startsWith(join(loopDirectory, '.work-'));
}

// ---------------------------------------------------------------------------------------------------------------
// What the loop's tests assert: which findings name a failing check.

const SEALING = ['require-sealed-state/', 'no-timing-unsafe-compare/', 'no-weak-state-key/'];
const BINDING = [
  'require-state-binding/missingBinding',
  'require-state-binding/missingBindingArgument',
  'require-state-binding/emptyBinding',
  'require-state-binding/codecWithoutBind',
  'require-state-binding/codecServesTools',
  'require-state-binding/missingSignedFields',
  'require-state-binding/openerSkipsChecks',
  'require-state-binding/bindingDisagrees',
  'require-state-binding/payloadToolUnchecked',
  'require-state-binding/recordSkipsChecks',
  'require-state-binding/toolBoundElsewhere',
];

/** Which findings name a failing check: the rule and message that say what lets that change through. */
export const NAMED_BY: Readonly<Record<CheckName, readonly string[]>> = {
  untouched: [],
  'tampered-first': SEALING,
  'tampered-middle': SEALING,
  'tampered-last': SEALING,
  'tampered-mac': SEALING,
  truncated: SEALING,
  garbage: SEALING,
  'other-user': [...SEALING, ...BINDING],
  'other-tool': [...SEALING, ...BINDING],
  'other-args': [...SEALING, 'require-state-binding/missingArgs', 'require-state-binding/bindingDisagrees'],
  expired: [
    ...SEALING,
    'require-state-binding/missingExpiry',
    'require-state-binding/ttlTooLong',
    'require-state-binding/missingSignedFields',
    'require-state-binding/openerSkipsChecks',
    'require-state-binding/mixedUnits',
    'require-state-binding/jwtIgnoresExpiry',
    'require-state-binding/jwtToleranceTooLong',
    'require-sealed-state/jwtDecodedUnverified',
    'require-state-binding/helperJwtNeverExpires',
  ],
};

export function isNamedBy(check: CheckName, findings: readonly Finding[]): boolean {
  return findings.some((finding) => {
    const id = `${finding.rule.replace(/^mcp-state\//, '')}/${finding.messageId}`;
    return NAMED_BY[check].some((prefix) => id.startsWith(prefix));
  });
}

/** The failing checks no finding names, but for the ones the fixture lists as its SDK's own (`sdkGaps`). */
export function unnamed(report: CheckReport, findings: readonly Finding[], sdkGaps: readonly CheckName[] = []): CheckName[] {
  return failedChecks(report).filter((check) => !isNamedBy(check, findings) && !sdkGaps.includes(check));
}

export function summarize(findings: readonly Finding[]): string[] {
  return findings.map((finding) => `${finding.rule}/${finding.messageId} ${finding.file}:${finding.line}:${finding.column}`);
}

/** What the closing note's table is made from: written next to the work copies (ignored by git). */
export function record(name: string, part: string, value: unknown): void {
  const directory = join(loopDirectory, '.work-table');
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${name}.${part}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs once, when first asked: a fixture's runs start together, so the servers' waits overlap. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}
