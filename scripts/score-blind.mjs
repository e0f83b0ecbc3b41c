// Scores a folder of blind projects, or a slice of the corpus, against their `// expect: rule` markers: TP/FP/FN per
// rule, then every false positive and negative. For measuring a round before it joins tests/corpus (see its README).
//
//   npm run build && node scripts/score-blind.mjs <folder> [name-regex] [--near] [--judged FILE] [--json FILE] [--plugin PATH]
//
// `--near` counts a report within three lines of a marker as its answer; `--judged` lists places judged by hand, one a
// line: `project/src/a.js:12 rule = project/src/b.js:30`. On the corpus, `expect` and `expect-todo` lines are expected
// and `todo-not` lines are unmarked. Test files and test, testing and dist folders are left out, as every config does.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import * as espree from 'espree';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const [, value] = args.splice(index, 2);
  return value;
};
const flag = (name) => {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
};
const near = flag('--near');
const judgedFile = option('--judged');
const jsonFile = option('--json');
const pluginPath = resolve(option('--plugin') ?? new URL('../dist/src/index.js', import.meta.url).pathname);
const [folder, pattern] = args;
if (!folder) {
  console.error('usage: node scripts/score-blind.mjs <folder> [name-regex] [--near] [--judged FILE] [--json FILE] [--plugin PATH]');
  process.exit(2);
}
const root = resolve(folder);
const plugin = (await import(pathToFileURL(pluginPath).href)).default;
const rules = Object.fromEntries(Object.keys(plugin.rules).map((name) => [`mcp-state/${name}`, 'error']));
const PARSERS = { '.js': espree, '.mjs': espree, '.cjs': espree, '.ts': tsParser, '.mts': tsParser, '.cts': tsParser };
const LEFT_OUT = new Set(['node_modules', 'test', 'tests', 'testing', '__tests__', 'dist']);

const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split(sep).join('/'))
  .filter((path) => extname(path) in PARSERS && !path.endsWith('.d.ts') && !/\.(test|spec)\.[cm]?[jt]s$/.test(path))
  .filter((path) => !path.split('/').some((part) => LEFT_OUT.has(part)))
  .filter((path) => !pattern || new RegExp(pattern).test(path))
  .sort();

/** `.js` is CommonJS in a project whose nearest package.json has no `"type": "module"`. */
function sourceTypeOf(file, extension) {
  if (extension === '.cjs' || extension === '.cts') return 'commonjs';
  if (extension !== '.js') return 'module';
  for (let directory = dirname(join(root, file)); directory.startsWith(root) && directory !== root; directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module' ? 'module' : 'commonjs';
  }
  return 'module';
}

const MARKER = /(?:\/\/|\/\*)\s*(expect|expect-todo|todo-not):\s*([a-z, -]+?)\s*(?:\*\/|$)/;
const linter = new Linter({ configType: 'flat', cwd: root });
const markers = [];
const reports = [];
const breakages = [];
for (const file of files) {
  const extension = extname(file);
  const code = readFileSync(join(root, file), 'utf8');
  code.split('\n').forEach((text, index) => {
    const match = MARKER.exec(text);
    if (match && match[1] !== 'todo-not') {
      for (const rule of match[2].split(',').map((name) => name.trim()).filter(Boolean)) markers.push({ file, line: index + 1, rule });
    }
  });
  const config = [{ files: [`**/*${extension}`], languageOptions: { parser: PARSERS[extension], sourceType: sourceTypeOf(file, extension), ecmaVersion: 'latest' }, plugins: { 'mcp-state': plugin }, rules }];
  let messages;
  try {
    messages = linter.verify(code, config, { filename: join(root, file) });
  } catch (error) {
    breakages.push(`${file}: threw ${error.stack}`);
    continue;
  }
  for (const message of messages) {
    if (message.fatal || !message.ruleId) breakages.push(`${file}:${message.line} ${message.message}`);
    else reports.push({ file, line: message.line, rule: message.ruleId.replace('mcp-state/', ''), message: message.message });
  }
}

const judged = [];
for (const line of judgedFile ? readFileSync(judgedFile, 'utf8').split('\n') : []) {
  const match = /^(\S+):(\d+) (\S+) = (\S+):(\d+)/.exec(line.trim());
  if (match) judged.push({ file: match[1], line: Number(match[2]), rule: match[3], at: { file: match[4], line: Number(match[5]) } });
}
const keyOf = (place) => `${place.file}:${place.line} ${place.rule}`;
const reported = new Map();
for (const report of reports) if (!reported.has(keyOf(report))) reported.set(keyOf(report), report);
const answered = new Set();
const truePositives = [];
const falseNegatives = [];
for (const marker of markers) {
  const candidates = [marker, ...judged.filter((entry) => keyOf(entry) === keyOf(marker)).map((entry) => ({ ...entry.at, rule: marker.rule }))];
  if (near) for (const offset of [1, -1, 2, -2, 3, -3]) candidates.push({ ...marker, line: marker.line + offset });
  const hit = candidates.find((candidate) => reported.has(keyOf(candidate)) && !answered.has(keyOf(candidate)));
  if (hit) {
    answered.add(keyOf(hit));
    truePositives.push({ ...marker, at: keyOf(hit) });
  } else falseNegatives.push(marker);
}
const falsePositives = [...reported.values()].filter((report) => !answered.has(keyOf(report)));

const row = (name, tp, fp, fn) => `${name.padEnd(26)} ${tp}/${fp}/${fn}  P ${(tp + fp ? tp / (tp + fp) : 1).toFixed(2)} R ${(tp + fn ? tp / (tp + fn) : 1).toFixed(2)}`;
const count = (list, rule) => list.filter((entry) => entry.rule === rule).length;
console.log(`${files.length} files, ${markers.length} markers, ${breakages.length} breakages`);
for (const rule of Object.keys(plugin.rules).sort()) console.log(row(rule, count(truePositives, rule), count(falsePositives, rule), count(falseNegatives, rule)));
console.log(row('all', truePositives.length, falsePositives.length, falseNegatives.length));
for (const entry of falsePositives) console.log(`FP ${keyOf(entry)}  ${entry.message.slice(0, 160)}`);
for (const entry of falseNegatives) console.log(`FN ${keyOf(entry)}`);
for (const breakage of breakages) console.log(`BREAK ${breakage}`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ tp: truePositives, fp: falsePositives, fn: falseNegatives }, null, 1));
