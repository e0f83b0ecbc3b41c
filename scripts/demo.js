// `npm run demo`: lints the example MCP servers in docs/examples with the built plugin (dist/) and prints ESLint's
// stylish report; then applies the fixes (ESLint's own --fix) and each remaining finding's first suggestion to a
// temporary copy and prints the diff; then starts the example server insecure-server.ts before and after the fixes
// and runs our checker, mcp-state-check, on each; and ends with one summary line. Needs no network and no key.
//
//   node scripts/demo.js [directory] [--config recommended|strict|all] [--out directory] [--no-check]
//
// `directory` defaults to docs/examples; `--out` keeps the fixed copy there instead of a temporary directory;
// `--no-check` stops after the diff. The servers are checked only when the linted directory has an
// insecure-server.ts (docs/examples does); `expired` is skipped, as it would wait 10 minutes.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs, styleText } from 'node:util';
import tsParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';

const MAX_SUGGESTIONS_PER_FILE = 50;
const CONTEXT_LINES = 3;
const COLOR = process.stdout.isTTY === true && !process.env.NO_COLOR;
const DIFF_STYLES = { '-': 'red', '+': 'green', '@': 'cyan' };
const STATUS_STYLES = { passed: 'green', FAILED: ['red', 'bold'], skipped: 'yellow' };
const SERVER_FILE = 'insecure-server.ts';
const SERVER_START_TIMEOUT_MS = 20_000;
/** What the example servers serve (docs/examples/serve.js): the demo users' tokens, a destructive tool and another. */
const CHECK_ARGUMENTS = [
  '--token',
  'alice-token',
  '--other-token',
  'bob-token',
  '--tool',
  'deploy',
  '--args',
  '{"service":"api","environment":"production"}',
  '--other-tool',
  'rename',
  '--other-args',
  '{"from":"draft","to":"final"}',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  allowNegative: true,
  options: { config: { type: 'string', default: 'recommended' }, out: { type: 'string' }, check: { type: 'boolean', default: true } },
});

let plugin;
try {
  ({ default: plugin } = await import('../dist/src/index.js'));
} catch (error) {
  console.error(`demo: cannot load the built plugin (dist/src/index.js); run \`npm run build\` first.\n${error}`);
  process.exit(1);
}

const config = plugin.configs[options.config];
if (config === undefined) {
  console.error(`demo: unknown config '${options.config}'; choose one of ${Object.keys(plugin.configs).join(', ')}`);
  process.exit(1);
}

const sourceDirectory = resolve(positionals[0] ?? join(root, 'docs/examples'));
const copyDirectory = options.out === undefined ? mkdtempSync(join(tmpdir(), 'mcp-state-demo-')) : resolve(options.out);
const overrideConfig = [config, { files: ['**/*.ts'], languageOptions: { parser: tsParser } }];

try {
  await main();
} finally {
  if (options.out === undefined) rmSync(copyDirectory, { recursive: true, force: true });
}

async function main() {
  const findings = await new ESLint({ cwd: sourceDirectory, overrideConfigFile: true, overrideConfig }).lintFiles(['.']);
  const files = findings.map((result) => relative(sourceDirectory, result.filePath));
  const messages = findings.flatMap((result) => result.messages);

  console.log(`Linting ${displayPath(sourceDirectory)} with ${config.name}:`);
  const report = await (await new ESLint().loadFormatter('stylish')).format(findings);
  console.log(report === '' ? '\nNo findings.\n' : report);

  mkdirSync(copyDirectory, { recursive: true });
  for (const file of files) cpSync(join(sourceDirectory, file), join(copyDirectory, file));

  const fixer = new ESLint({ cwd: copyDirectory, overrideConfigFile: true, overrideConfig, fix: true });
  const fixed = await fixer.lintFiles(files);
  await ESLint.outputFixes(fixed);
  const fixesApplied = countFixable(findings) - countFixable(fixed);

  const linter = new ESLint({ cwd: copyDirectory, overrideConfigFile: true, overrideConfig });
  let suggestionsApplied = 0;
  for (const file of files) suggestionsApplied += await applyFirstSuggestions(linter, join(copyDirectory, file));

  const diffs = files
    .map((file) => {
      const label = diffLabel(file);
      return unifiedDiff(readFileSync(join(sourceDirectory, file), 'utf8'), readFileSync(join(copyDirectory, file), 'utf8'), label);
    })
    .filter((diff) => diff !== '');
  console.log('Fixes (as eslint --fix applies them) and first suggestions, applied to a copy:\n');
  console.log(diffs.length === 0 ? 'No changes.\n' : colorDiff(diffs.join('')));

  let verdict;
  if (options.check) {
    if (files.includes(SERVER_FILE)) verdict = await checkServers(files);
    else console.log(`No server to check: ${displayPath(sourceDirectory)} has no ${SERVER_FILE} (docs/examples has).\n`);
  }

  console.log(summary(files.length, messages, fixesApplied, suggestionsApplied, verdict));
  if (messages.some((message) => message.fatal === true)) process.exitCode = 1;
}

/**
 * Starts the linted insecure-server.ts and its fixed copy, and runs mcp-state-check on the one, then the other; prints
 * what the checker prints. The fixed copy runs from a directory under .scratch/ in this repository, so that its imports
 * resolve as the original's do: `eslint-plugin-mcp-state/seal` to this package (a package's self-reference), the
 * SDK and zod from its node_modules. Returns the fixed server's verdict for the summary line; when a server or the
 * checker cannot run, says why on stderr, sets the exit code and returns 'not checked'.
 */
async function checkServers(files) {
  console.log(`Starting ${SERVER_FILE} before and after the fixes (node --import tsx, a random STATE_KEY, PORT=0) and checking each with`);
  console.log(`  mcp-state-check --url URL ${CHECK_ARGUMENTS.map((argument) => (argument.startsWith('{') ? `'${argument}'` : argument)).join(' ')}`);
  console.log('expired is skipped: it waits 10 minutes for the state to expire (mcp-state-check --wait-expiry).\n');

  const scratch = join(root, '.scratch');
  const scratchExisted = existsSync(scratch);
  mkdirSync(scratch, { recursive: true });
  const runDirectory = mkdtempSync(join(scratch, 'demo-server-'));
  try {
    for (const file of files) {
      mkdirSync(dirname(join(runDirectory, file)), { recursive: true });
      cpSync(join(copyDirectory, file), join(runDirectory, file));
    }
    // Both start at once (tsx compiling each takes a moment); they are checked one after the other.
    const started = await Promise.allSettled([startServer(join(sourceDirectory, SERVER_FILE)), startServer(join(runDirectory, SERVER_FILE))]);
    try {
      const [original, fixed] = started.map((result) => {
        if (result.status === 'rejected') throw result.reason;
        return result.value;
      });
      await checkServer('original', original.url);
      return verdictOf(await checkServer('fixed', fixed.url));
    } finally {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    }
  } catch (error) {
    console.error(`demo: ${error.message}`);
    process.exitCode = 1;
    return 'not checked';
  } finally {
    rmSync(runDirectory, { recursive: true, force: true });
    if (!scratchExisted) removeIfEmpty(scratch);
  }
}

function removeIfEmpty(directory) {
  try {
    rmdirSync(directory);
  } catch {
    // not empty: something else keeps files there too
  }
}

/** Prints mcp-state-check's lines on the server at `url` under a heading; returns each check's name and status. */
async function checkServer(which, url) {
  const output = await runChecker(url);
  const checks = output.split('\n').flatMap((line) => {
    const match = /^(passed|FAILED|skipped) +(\S+)/.exec(line);
    return match === null ? [] : [{ status: match[1], name: match[2] }];
  });
  if (checks.length === 0) throw new Error(`mcp-state-check printed no checks for the ${which} server:\n${output}`);
  console.log(`mcp-state-check on the ${which} server:`);
  console.log(`${colorStatuses(output)}\n`);
  return checks;
}

/**
 * `node --import tsx insecure-server.ts` with a fresh key and a free port; resolves with its URL, once it prints it,
 * and a function that stops it.
 */
function startServer(serverFile) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    cwd: root,
    env: { ...process.env, STATE_KEY: randomBytes(32).toString('base64'), PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('close', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const fail = async (why) => {
      clearTimeout(timer);
      await stop();
      reject(new Error(`${displayPath(serverFile)} ${why}${stderr === '' ? '' : `:\n${stderr.trimEnd()}`}`));
    };
    const timer = setTimeout(() => void fail(`printed no URL within ${SERVER_START_TIMEOUT_MS / 1000} s`), SERVER_START_TIMEOUT_MS);
    child.once('error', (error) => void fail(`could not be started (${error.message})`));
    void exited.then((code) => fail(`exited (${code ?? 'signal'}) before it printed its URL`));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const url = /https?:\/\/\S+\/mcp\b/.exec(line)?.[0];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({ url, stop });
    });
  });
}

/** Runs the built mcp-state-check on `url`; resolves with its stdout when it ran (exit 0: all passed, 1: some failed). */
function runChecker(url) {
  const cli = join(root, 'dist/src/testing/cli/main.js');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [cli, '--url', url, ...CHECK_ARGUMENTS], { cwd: root, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error === null || error.code === 1) resolve(stdout.trimEnd());
      else reject(new Error(`mcp-state-check exited with ${error.code ?? error.message}:\n${(stderr || stdout).trimEnd()}`));
    });
  });
}

/** `9 of 10 checks passed (other-args failed, expired skipped)`: of the checks that ran, how many passed. */
function verdictOf(checks) {
  const named = (status) => checks.filter((check) => check.status === status).map((check) => check.name);
  const [passed, failed, skipped] = [named('passed'), named('FAILED'), named('skipped')];
  const notes = [
    ...(failed.includes('untouched') ? ['untouched failed, so no other check ran'] : failed.map((name) => `${name} failed`)),
    ...skipped.map((name) => `${name} skipped`),
  ];
  const ran = passed.length + failed.length;
  return `${passed.length} of ${plural(ran, 'check')} passed${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

function colorStatuses(output) {
  if (!COLOR) return output;
  return output.replace(/^(passed|FAILED|skipped)(?= )/gm, (status) => styleText(STATUS_STYLES[status], status));
}

/** The file's path from the working directory when it lies inside it (docs/examples/…), else from the linted directory. */
function diffLabel(file) {
  const fromWorkingDirectory = relative(process.cwd(), join(sourceDirectory, file));
  return (fromWorkingDirectory.startsWith('..') ? file : fromWorkingDirectory).split('\\').join('/');
}

function colorDiff(diff) {
  if (!COLOR) return diff;
  return diff.replace(/^([-+@]).*$/gm, (line, first) => (/^(---|\+\+\+) [ab]\//.test(line) ? styleText('bold', line) : styleText(DIFF_STYLES[first], line)));
}

function displayPath(path) {
  return relative(process.cwd(), path) || '.';
}

function countFixable(results) {
  return results.flatMap((result) => result.messages).filter((message) => message.fix !== undefined).length;
}

/**
 * Applies the first suggestion of the first finding that has one, re-lints, and repeats until no finding offers
 * a suggestion, a suggestion leads back to a text seen before, or the bound is reached. Returns how many it applied.
 */
async function applyFirstSuggestions(linter, filePath) {
  let text = readFileSync(filePath, 'utf8');
  const seen = new Set([text]);
  let applied = 0;
  while (applied < MAX_SUGGESTIONS_PER_FILE) {
    const [result] = await linter.lintText(text, { filePath });
    const suggestion = result?.messages.find((message) => message.suggestions?.length)?.suggestions?.[0];
    if (suggestion === undefined) break;
    const { range, text: replacement } = suggestion.fix;
    const next = text.slice(0, range[0]) + replacement + text.slice(range[1]);
    if (seen.has(next)) break;
    seen.add(next);
    text = next;
    applied += 1;
  }
  if (applied === MAX_SUGGESTIONS_PER_FILE) console.error(`demo: stopped after ${applied} suggestions in ${displayPath(filePath)}`);
  writeFileSync(filePath, text);
  return applied;
}

function plural(count, singular, pluralForm = `${singular}s`) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

function summary(fileCount, messages, fixesApplied, suggestionsApplied, verdict) {
  const perRule = new Map();
  for (const message of messages) {
    const key = message.ruleId ?? 'parse error';
    perRule.set(key, (perRule.get(key) ?? 0) + 1);
  }
  const counts = [...perRule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([rule, count]) => `${rule} ${count}`)
    .join(', ');
  const found = plural(messages.length, 'finding') + (counts === '' ? '' : ` (${counts})`);
  const checked = verdict === undefined ? '' : `, fixed server: ${verdict}`;
  return `demo: ${plural(fileCount, 'file')}, ${found}, ${plural(fixesApplied, 'fix', 'fixes')} and ${plural(suggestionsApplied, 'suggestion')} applied${checked}`;
}

/** The lines of `before` and `after` as an edit script: ' ' kept, '-' removed, '+' added (longest common subsequence). */
function editScript(before, after) {
  const common = Array.from({ length: before.length + 1 }, () => new Uint32Array(after.length + 1));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
    }
  }
  const script = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) script.push({ kind: ' ', line: before[i++], oldLine: i, newLine: ++j });
    else if (j === after.length || (i < before.length && common[i + 1][j] >= common[i][j + 1])) script.push({ kind: '-', line: before[i++], oldLine: i, newLine: j });
    else script.push({ kind: '+', line: after[j++], oldLine: i, newLine: j });
  }
  return script;
}

function lines(text) {
  const all = text.split('\n');
  if (all.at(-1) === '') all.pop();
  return all;
}

/** `diff -u` output for one file, labelled a/<label> and b/<label>; '' when nothing changed. */
function unifiedDiff(before, after, label) {
  if (before === after) return '';
  const script = editScript(lines(before), lines(after));
  const changes = script.flatMap((step, index) => (step.kind === ' ' ? [] : [index]));
  const hunks = [];
  for (const index of changes) {
    const last = hunks.at(-1);
    if (last !== undefined && index - CONTEXT_LINES <= last.end) last.end = Math.min(script.length, index + CONTEXT_LINES + 1);
    else hunks.push({ start: Math.max(0, index - CONTEXT_LINES), end: Math.min(script.length, index + CONTEXT_LINES + 1) });
  }
  let output = `--- a/${label}\n+++ b/${label}\n`;
  for (const { start, end } of hunks) {
    const steps = script.slice(start, end);
    const oldCount = steps.filter((step) => step.kind !== '+').length;
    const newCount = steps.filter((step) => step.kind !== '-').length;
    const first = script[start];
    const oldStart = first.kind === '+' ? first.oldLine + 1 : first.oldLine;
    const newStart = first.kind === '-' ? first.newLine + 1 : first.newLine;
    output += `@@ -${oldCount === 0 ? oldStart - 1 : oldStart},${oldCount} +${newCount === 0 ? newStart - 1 : newStart},${newCount} @@\n`;
    output += steps.map((step) => `${step.kind}${step.line}\n`).join('');
  }
  return output;
}
