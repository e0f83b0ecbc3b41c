// `npm run demo`: lints the example MCP servers in docs/examples with the built plugin (dist/) and prints ESLint's
// stylish report; then applies the fixes (ESLint's own --fix) and each remaining finding's first suggestion to a
// temporary copy, prints the diff, and ends with one summary line. Needs no network and no key.
//
//   node scripts/demo.js [directory] [--config recommended|strict|all] [--out directory]
//
// `directory` defaults to docs/examples; `--out` keeps the fixed copy there instead of a temporary directory.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, styleText } from 'node:util';
import tsParser from '@typescript-eslint/parser';
import { ESLint } from 'eslint';

const MAX_SUGGESTIONS_PER_FILE = 50;
const CONTEXT_LINES = 3;
const COLOR = process.stdout.isTTY === true && !process.env.NO_COLOR;
const DIFF_STYLES = { '-': 'red', '+': 'green', '@': 'cyan' };

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { config: { type: 'string', default: 'recommended' }, out: { type: 'string' } },
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

  console.log(summary(files.length, messages, fixesApplied, suggestionsApplied));
  if (messages.some((message) => message.fatal === true)) process.exitCode = 1;
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

function summary(fileCount, messages, fixesApplied, suggestionsApplied) {
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
  return `demo: ${plural(fileCount, 'file')}, ${found}, ${plural(fixesApplied, 'fix', 'fixes')} and ${plural(suggestionsApplied, 'suggestion')} applied`;
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
