import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type sourcePlugin from '../src/index.js';

// Runs `npm run demo` (node scripts/demo.js, on the built plugin: `npm test` builds first) as a user would, and
// on small directories of our own for the paths the examples do not take. On docs/examples the demo ends by starting
// insecure-server.ts before and after the fixes and running mcp-state-check on each.
const root = fileURLToPath(new URL('..', import.meta.url));
const examples = join(root, 'docs/examples');
const work = mkdtempSync(join(tmpdir(), 'mcp-state-demo-test-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface DemoRun {
  code: number;
  stdout: string;
  stderr: string;
  milliseconds: number;
}

function demo(args: readonly string[] = []): Promise<DemoRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(root, 'scripts/demo.js'), ...args], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== 'number') reject(error);
      else resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr, milliseconds: performance.now() - started });
    });
  });
}

function directoryWith(name: string, files: Record<string, string>): string {
  const directory = join(work, name);
  mkdirSync(directory, { recursive: true });
  for (const [file, contents] of Object.entries(files)) writeFileSync(join(directory, file), contents);
  return directory;
}

function outputLines(run: DemoRun): string[] {
  return run.stdout.trimEnd().split('\n');
}

/** The printed diff: from the first `--- a/` line up to the blank line after it (a diff line is never empty). */
function printedDiff(run: DemoRun): string {
  const start = run.stdout.indexOf('\n--- a/');
  return start === -1 ? '' : run.stdout.slice(start + 1, run.stdout.indexOf('\n\n', start + 1) + 1);
}

/** The lines under `heading` up to the next blank line; undefined when the heading is not printed. */
function section(run: DemoRun, heading: string): string[] | undefined {
  const lines = outputLines(run);
  const start = lines.indexOf(heading);
  if (start === -1) return undefined;
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** `status check` (e.g. `FAILED other-user`) for each check line mcp-state-check printed. */
function statuses(lines: readonly string[] | undefined): string[] {
  return (lines ?? []).flatMap((line) => {
    const match = /^(passed|FAILED|skipped) +(\S+) /.exec(line);
    return match === null ? [] : [`${match[1]} ${match[2]}`];
  });
}

const CHECK_INTRO = [
  'Starting insecure-server.ts before and after the fixes (node --import tsx, a random STATE_KEY, PORT=0) and checking each with',
  `  mcp-state-check --url URL --token alice-token --other-token bob-token --tool deploy --args '{"service":"api","environment":"production"}' --other-tool rename --other-args '{"from":"draft","to":"final"}'`,
  'expired is skipped: it waits 10 minutes for the state to expire (mcp-state-check --wait-expiry).',
];
const ORIGINAL_HEADING = 'mcp-state-check on the original server:';
const FIXED_HEADING = 'mcp-state-check on the fixed server:';

function demoServerDirectories(): string[] {
  const scratch = join(root, '.scratch');
  return existsSync(scratch) ? readdirSync(scratch).filter((name) => name.startsWith('demo-server-')) : [];
}

// The demo runs the built plugin, so the expectations come from it too.
const { default: plugin } = (await import(new URL('../dist/src/index.js', import.meta.url).href)) as { default: typeof sourcePlugin };

const recommended = [
  plugin.configs.recommended as Linter.Config,
  { files: ['**/*.ts'], languageOptions: { parser: tsParser as Linter.Parser } },
];

describe('npm run demo on docs/examples', () => {
  const fixedCopy = join(work, 'fixed-examples');
  let run: DemoRun;
  let expectedFindings: ESLint.LintResult[];

  beforeAll(async () => {
    run = await demo(['--out', fixedCopy]);
    expectedFindings = await new ESLint({ cwd: examples, overrideConfigFile: true, overrideConfig: recommended }).lintFiles(['.']);
  }, 60_000);

  it('succeeds within seconds, with nothing on stderr', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // Linting, then two servers started and checked: a few seconds, more on a busy machine running other tests.
    expect(run.milliseconds).toBeLessThan(30_000);
  });

  it('ends with one summary line whose counts per rule are what ESLint finds in the examples', () => {
    const messages = expectedFindings.flatMap((result) => result.messages);
    const perRule = new Map<string, number>();
    for (const { ruleId } of messages) perRule.set(ruleId ?? 'parse error', (perRule.get(ruleId ?? 'parse error') ?? 0) + 1);
    const counts = [...perRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, count]) => `${rule} ${count}`);

    const summaries = outputLines(run).filter((line) => line.startsWith('demo:'));
    expect(summaries).toEqual([outputLines(run).at(-1)]);
    const match = /^demo: (\d+) files, (\d+) findings? \((.+)\), (\d+) fix(?:es)? and (\d+) suggestions? applied, fixed server: (.+)$/.exec(
      summaries[0] ?? '',
    );
    expect(match?.slice(1, 4)).toEqual([String(expectedFindings.length), String(messages.length), counts.join(', ')]);
    expect(Number(match?.[4])).toBe(messages.filter((message) => message.fix !== undefined).length);
    expect(Number(match?.[5])).toBeGreaterThanOrEqual(Math.min(1, messages.filter((message) => message.suggestions?.length).length));
    // The fixed server's verdict, as mcp-state-check printed it (see below).
    expect(match?.[6]).toBe('10 of 10 checks passed (expired skipped)');
  });

  it('prints the findings as the stylish report', () => {
    const sdk1Report = run.stdout.slice(run.stdout.indexOf(`${join(examples, 'insecure-sdk1-server.js')}\n`)).split('\n\n')[0];
    expect(sdk1Report).toMatch(/\n {2}23:7 +error {2}'mac' is compared with !==.* {2}mcp-state\/no-timing-unsafe-compare\n/);
    expect(run.stdout).not.toContain(join(examples, 'sealed-server.ts'));
    const problems = expectedFindings.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
    expect(run.stdout).toContain(`✖ ${problems} problem${problems === 1 ? '' : 's'}`);
  });

  it('prints the migration of the hand-rolled pair as a diff (the timing leak goes with the old opener), and leaves the sealed server alone', () => {
    const diff = printedDiff(run);
    expect(diff).toContain('--- a/docs/examples/insecure-sdk1-server.js\n+++ b/docs/examples/insecure-sdk1-server.js\n');
    expect(diff).toContain("\n-  if (mac !== sign(body)) return null;\n");
    expect(diff).toContain('\n+  const opened = sealOpenState(request.params.requestState, { userId: principalOf(extra), tool: request.params.name });\n');
    expect(diff).not.toContain('sealed-server.ts');
  });

  it('prints the same hunks as diff -u between the examples and the fixed copy', () => {
    const expected = readdirSync(fixedCopy)
      .sort()
      .map((file) => {
        let output = '';
        try {
          execFileSync('diff', ['-u', join(examples, file), join(fixedCopy, file)], { encoding: 'utf8' });
        } catch (error) {
          output = (error as { stdout: string }).stdout;
        }
        return output.replace(/^--- .*\n\+\+\+ .*\n/, `--- a/docs/examples/${file}\n+++ b/docs/examples/${file}\n`);
      })
      .join('');
    expect(printedDiff(run)).toBe(expected);
  });

  it('leaves no finding in the fixed copy that still offers a fix or a suggestion', async () => {
    const results = await new ESLint({ cwd: fixedCopy, overrideConfigFile: true, overrideConfig: recommended }).lintFiles(['.']);
    const actionable = results.flatMap((result) => result.messages).filter((message) => message.fix !== undefined || (message.suggestions?.length ?? 0) > 0);
    expect(actionable).toEqual([]);
    expect(results.flatMap((result) => result.messages).filter((message) => message.fatal === true)).toEqual([]);
  });

  it('reports the unsealed state of the SDK 2.x server', () => {
    expect(run.stdout).toMatch(/insecure-server\.ts\n(?: {2}\d+:\d+ .*\n)*? {2}\d+:\d+ .*mcp-state\/require-sealed-state/);
  });

  it('then says how it checks the servers, after the diff', () => {
    expect(printedDiff(run)).not.toBe('');
    expect(run.stdout).toContain(`\n${printedDiff(run)}\n${CHECK_INTRO.join('\n')}\n\n${ORIGINAL_HEADING}\n`);
  });

  it('runs mcp-state-check on the original insecure-server.ts: it takes forged, replayed and reused state', () => {
    const lines = section(run, ORIGINAL_HEADING);
    expect(statuses(lines)).toEqual([
      'passed untouched',
      'passed tampered-first',
      'FAILED tampered-middle',
      'passed tampered-last',
      'FAILED tampered-mac',
      'FAILED other-user',
      'FAILED other-tool',
      'FAILED other-args',
      'passed truncated',
      'passed garbage',
      'skipped expired',
    ]);
    expect(lines?.at(-1)).toBe(
      'requestState is NOT sealed: 5 of 10 checks FAILED (tampered-middle, tampered-mac, other-user, other-tool, other-args); 1 skipped (expired)',
    );
    expect(lines).toHaveLength(12);
  });

  it('runs mcp-state-check on the fixed copy: it refuses changed state and state of another user, tool or arguments', () => {
    const lines = section(run, FIXED_HEADING);
    // deploy is destructive and takes arguments: the recommended fixes seal and open its state bound to them.
    expect(statuses(lines)).toEqual([
      'passed untouched',
      'passed tampered-first',
      'passed tampered-middle',
      'passed tampered-last',
      'passed tampered-mac',
      'passed other-user',
      'passed other-tool',
      'passed other-args',
      'passed truncated',
      'passed garbage',
      'skipped expired',
    ]);
    expect(lines?.at(-1)).toBe('requestState is sealed: 10 checks passed; 1 skipped (expired)');
    expect(lines).toHaveLength(12);
    expect(outputLines(run).indexOf(FIXED_HEADING)).toBeGreaterThan(outputLines(run).indexOf(ORIGINAL_HEADING));
    expect(outputLines(run).at(-2)).toBe('');
    expect(outputLines(run).at(-3)).toBe(lines?.at(-1));
  });

  it('leaves no server directory behind in .scratch', () => {
    expect(demoServerDirectories()).toEqual([]);
  });

  it('stops after the diff with --no-check', async () => {
    const noCheck = await demo(['--no-check']);
    expect(noCheck.code).toBe(0);
    expect(noCheck.stderr).toBe('');
    const summary = outputLines(run).at(-1) ?? '';
    const upToChecks = run.stdout.slice(0, run.stdout.indexOf(CHECK_INTRO[0] ?? ''));
    expect(noCheck.stdout).toBe(`${upToChecks}${summary.slice(0, summary.indexOf(', fixed server: '))}\n`);
    expect(noCheck.stdout).not.toContain('mcp-state-check');
  }, 30_000);
});

describe('npm run demo on other directories', () => {
  it('applies the first suggestion after the fixes, and counts each', async () => {
    const directory = directoryWith('suggestion', {
      'state.ts': [
        "import { createHmac, timingSafeEqual } from 'node:crypto';",
        '',
        'export function open(key: string, sealed: string): string | undefined {',
        "  const [body = '', mac = ''] = sealed.split('.');",
        "  if (mac !== createHmac('sha256', key).update(body).digest('base64url')) return undefined;",
        '  return body;',
        '}',
        '',
        'export function hasValidSignature(key: string, body: string, signature: Buffer): boolean {',
        "  return timingSafeEqual(signature, createHmac('sha256', key).update(body).digest());",
        '}',
        '',
      ].join('\n'),
    });
    const run = await demo([directory]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n +5:7 +error +'mac' is compared with !==/);
    expect(run.stdout).toMatch(/\n +10:10 +error +timingSafeEqual\(\) throws a RangeError/);
    expect(printedDiff(run)).toBe(
      [
        '--- a/state.ts',
        '+++ b/state.ts',
        '@@ -1,11 +1,12 @@',
        " import { createHmac, timingSafeEqual } from 'node:crypto';",
        "+import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        ' ',
        ' export function open(key: string, sealed: string): string | undefined {',
        "   const [body = '', mac = ''] = sealed.split('.');",
        "-  if (mac !== createHmac('sha256', key).update(body).digest('base64url')) return undefined;",
        "+  if (!safeEqual(mac, createHmac('sha256', key).update(body).digest('base64url'))) return undefined;",
        '   return body;',
        ' }',
        ' ',
        ' export function hasValidSignature(key: string, body: string, signature: Buffer): boolean {',
        "-  return timingSafeEqual(signature, createHmac('sha256', key).update(body).digest());",
        "+  return safeEqual(signature, createHmac('sha256', key).update(body).digest());",
        ' }',
        '',
      ].join('\n'),
    );
    expect(outputLines(run).at(-1)).toBe(
      'demo: 1 file, 2 findings (mcp-state/no-timing-unsafe-compare 2), 1 fix and 1 suggestion applied',
    );
  }, 30_000);

  it('reports a finding that offers neither fix nor suggestion, and changes nothing', async () => {
    // A comment between callee and arguments would be lost by a rewrite, so the rule only reports.
    const directory = directoryWith('report-only', {
      'verify.js': [
        "import { timingSafeEqual } from 'node:crypto';",
        '',
        'export function verify(signature, expected) {',
        '  return timingSafeEqual /* constant time */ (Buffer.from(signature), Buffer.from(expected));',
        '}',
        '',
      ].join('\n'),
    });
    const run = await demo([directory]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n +4:10 +error +timingSafeEqual\(\) throws a RangeError/);
    expect(run.stdout).toContain('\nNo changes.\n');
    expect(outputLines(run).at(-1)).toBe('demo: 1 file, 1 finding (mcp-state/no-timing-unsafe-compare 1), 0 fixes and 0 suggestions applied');
  }, 30_000);

  it('says so when there is nothing to find', async () => {
    const directory = directoryWith('clean', {
      'auth.js': "export const isBearer = (token) => token.type === 'Bearer';\n",
      'limits.js': 'export const maxTokens = 1024;\n',
    });
    const run = await demo([directory]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('\nNo findings.\n');
    expect(run.stdout).toContain('\nNo changes.\n');
    expect(outputLines(run).slice(-3)).toEqual([
      `No server to check: ${relative(root, directory)} has no insecure-server.ts (docs/examples has).`,
      '',
      'demo: 2 files, 0 findings, 0 fixes and 0 suggestions applied',
    ]);
  }, 30_000);

  it('fails, saying why, when the directory has an insecure-server.ts that does not start', async () => {
    const directory = directoryWith('broken-server', { 'insecure-server.ts': "console.log('not listening');\nprocess.exit(3);\n" });
    const run = await demo([directory]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`demo: ${relative(root, join(directory, 'insecure-server.ts'))} exited (3) before it printed its URL\n`);
    expect(run.stdout).not.toContain('mcp-state-check on the');
    expect(outputLines(run).at(-1)).toBe('demo: 1 file, 0 findings, 0 fixes and 0 suggestions applied, fixed server: not checked');
    expect(demoServerDirectories()).toEqual([]);
  }, 30_000);

  it('refuses an unknown config by name', async () => {
    const run = await demo(['--config', 'loose']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("demo: unknown config 'loose'; choose one of recommended, strict, all\n");
    expect(run.stdout).toBe('');
  });
});
