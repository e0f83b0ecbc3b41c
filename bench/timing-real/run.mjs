// node bench/timing-real/run.mjs [--labels FILE] [--mirror DIR] [--peers DIR] [--cache DIR] [--json FILE] [--quiet] [--verbose]
//
// Lints the labelled comparisons of labels.json, read from fetched snapshots of public repositories, with the built
// rule mcp-state/no-timing-unsafe-compare alone, and prints its recall and precision against the labels: a finding on
// a `leak` line is a hit, a finding on a `safe` line a false positive, findings on unlabelled lines are listed apart.
// With --peers DIR (a folder whose node_modules holds eslint-plugin-node-security and eslint-plugin-secure-coding,
// installed outside this repository), their timing rules are scored on the same list beside it.
//
// Needs network nowhere and is not part of CI or `npm test`: it reads snapshots that must already sit in the mirror
// folder (default /work/.mirror/<owner>+<name>, a bare git directory or one holding it as `repo`). A snapshot or commit
// that is absent is skipped with a message. See README.md beside this file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

function parseArgs(argv) {
  const options = {
    labels: join(HERE, 'labels.json'),
    mirror: process.env.TIMING_REAL_MIRROR ?? '/work/.mirror',
    peers: undefined,
    json: undefined,
    quiet: false,
    verbose: false,
    cache: join(tmpdir(), 'timing-real-trees'),
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--labels') options.labels = resolve(value());
    else if (flag === '--mirror') options.mirror = resolve(value());
    else if (flag === '--peers') options.peers = resolve(value());
    else if (flag === '--json') options.json = resolve(value());
    else if (flag === '--cache') options.cache = resolve(value());
    else if (flag === '--quiet') options.quiet = true;
    else if (flag === '--verbose') options.verbose = true;
    else if (flag === '--help' || flag === '-h') {
      console.log('usage: node bench/timing-real/run.mjs [--labels FILE] [--mirror DIR] [--peers DIR] [--cache DIR] [--json FILE] [--quiet] [--verbose]');
      process.exit(0);
    } else throw new Error(`unknown argument ${flag}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const requireHere = createRequire(join(ROOT, 'package.json'));
const { Linter } = requireHere('eslint');
const espree = requireHere('espree');
const tsParser = requireHere('@typescript-eslint/parser');

const builtPlugin = join(ROOT, 'dist/src/index.js');
if (!existsSync(builtPlugin)) {
  console.error(`no built plugin at ${builtPlugin}: run npm run build first`);
  process.exit(2);
}
const ours = (await import(pathToFileURL(builtPlugin).href)).default;

/** The tools to score: ours always, the peers when --peers names a folder they are installed in. */
function loadTools() {
  const tools = [{ name: 'mcp-state', prefix: 'mcp-state', plugin: ours, rule: 'no-timing-unsafe-compare', options: [] }];
  if (options.peers === undefined) return tools;
  const requirePeer = createRequire(join(options.peers, 'noop.js'));
  const versionOf = (name) => {
    try {
      return JSON.parse(readFileSync(join(options.peers, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return '?';
    }
  };
  const tryLoad = (name) => {
    try {
      const loaded = requirePeer(name);
      return loaded.default ?? loaded;
    } catch (error) {
      console.log(`peer ${name} not loaded from ${options.peers}: ${error.message.split('\n')[0]}`);
      return undefined;
    }
  };
  const nodeSecurity = tryLoad('eslint-plugin-node-security');
  if (nodeSecurity?.rules?.['no-timing-unsafe-compare']) {
    const version = versionOf('eslint-plugin-node-security');
    tools.push({ name: `node-security ${version}`, prefix: 'node-security', plugin: nodeSecurity, rule: 'no-timing-unsafe-compare', options: [] });
    tools.push({
      name: `node-security ${version} +unverified`,
      prefix: 'node-security',
      plugin: nodeSecurity,
      rule: 'no-timing-unsafe-compare',
      options: [{ reportUnverifiedComparisons: true }],
    });
  }
  const secureCoding = tryLoad('eslint-plugin-secure-coding');
  if (secureCoding?.rules) {
    const version = versionOf('eslint-plugin-secure-coding');
    const rule = ['no-timing-attack', 'no-timing-unsafe-compare'].find((name) => secureCoding.rules[name]);
    if (rule) tools.push({ name: `secure-coding ${version}`, prefix: 'secure-coding', plugin: secureCoding, rule, options: [] });
    else console.log(`peer eslint-plugin-secure-coding ${version} has no timing rule (2.2.6 is the last version with no-timing-attack)`);
  }
  return tools;
}

function gitDirOf(repo) {
  const base = join(options.mirror, repo.replace('/', '+'));
  for (const candidate of [join(base, 'repo'), base]) {
    if (existsSync(join(candidate, 'HEAD')) && existsSync(join(candidate, 'objects'))) return candidate;
  }
  return undefined;
}

const git = (gitDir, args, extra = {}) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'pipe'], ...extra });

function hasCommit(gitDir, commit) {
  try {
    git(gitDir, ['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The source files of a commit, laid out under the cache folder so that the rule can follow imports into helper
 * modules of the same project, as it does on disk. Only script sources and manifests are taken out.
 */
function treeOf(gitDir, repo, commit) {
  const root = join(options.cache, repo.replace('/', '+'), commit);
  const done = join(root, '.extracted');
  if (existsSync(done)) return root;
  const wanted = /(\.(c|m)?(j|t)sx?|(^|\/)package\.json|(^|\/)tsconfig\.json)$/;
  const listing = git(gitDir, ['ls-tree', '-r', '-l', '-z', commit]).toString('utf8').split('\0');
  const blobs = [];
  for (const line of listing) {
    const match = /^\d+ blob ([0-9a-f]+)\s+(\d+)\t(.*)$/s.exec(line);
    if (!match) continue;
    const [, id, size, path] = match;
    if (wanted.test(path) && Number(size) <= 2 * 1024 * 1024 && !path.split('/').includes('node_modules')) blobs.push({ id, path });
  }
  // one `git cat-file --batch` for all of them: "<id> blob <size>\n<content>\n" per object
  const batch = git(gitDir, ['cat-file', '--batch'], { input: blobs.map((blob) => blob.id).join('\n') + '\n' });
  let offset = 0;
  for (const blob of blobs) {
    const headerEnd = batch.indexOf(10, offset);
    const size = Number(batch.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    const content = batch.subarray(headerEnd + 1, headerEnd + 1 + size);
    offset = headerEnd + 1 + size + 1;
    const target = join(root, blob.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  writeFileSync(done, '');
  return root;
}

const TS = new Set(['.ts', '.mts', '.cts', '.tsx']);

/** Parser settings to try, in order: the first that parses without a fatal error is used. */
function parsingsFor(path, source) {
  const extension = extname(path);
  if (TS.has(extension)) {
    const jsx = extension === '.tsx';
    const sourceType = extension === '.cts' ? 'commonjs' : 'module';
    return [{ parser: tsParser, sourceType, parserOptions: { ecmaFeatures: { jsx } } }];
  }
  if (extension === '.cjs') return [{ parser: espree, sourceType: 'commonjs', parserOptions: {} }];
  if (extension === '.mjs') return [{ parser: espree, sourceType: 'module', parserOptions: {} }];
  const looksCommonJs = /\brequire\s*\(|\bmodule\.exports\b|\bexports\.\w+\s*=/.test(source) && !/^\s*(import|export)\b/m.test(source);
  const module = { parser: espree, sourceType: 'module', parserOptions: {} };
  const commonjs = { parser: espree, sourceType: 'commonjs', parserOptions: {} };
  const jsx = { parser: espree, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } };
  return looksCommonJs ? [commonjs, module, jsx] : [module, commonjs, jsx];
}

function lint(tool, filename, source) {
  const linter = new Linter({ configType: 'flat', cwd: dirname(filename) });
  const extension = extname(filename);
  let last;
  for (const parsing of parsingsFor(filename, source)) {
    const config = [
      {
        files: [`**/*${extension}`],
        languageOptions: { parser: parsing.parser, sourceType: parsing.sourceType, ecmaVersion: 'latest', parserOptions: parsing.parserOptions },
        // the code's own eslint-disable comments must not hide a finding, nor name rules that are not loaded here
        linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
        plugins: { [tool.prefix]: tool.plugin },
        rules: { [`${tool.prefix}/${tool.rule}`]: ['error', ...tool.options] },
      },
    ];
    let messages;
    try {
      messages = linter.verify(source, config, { filename });
    } catch (error) {
      last = { error: `threw ${error.message.split('\n')[0]}` };
      continue;
    }
    const fatal = messages.find((message) => message.fatal);
    if (fatal) {
      last = { error: `parse error ${fatal.line}:${fatal.column} ${fatal.message}` };
      continue;
    }
    return { messages: messages.filter((message) => message.ruleId === `${tool.prefix}/${tool.rule}`) };
  }
  return last;
}

const ratio = (numerator, denominator) => (denominator === 0 ? '   -  ' : (numerator / denominator).toFixed(2).padStart(6));

function score(entries, findingLines) {
  const total = { leaks: 0, hits: 0, safes: 0, falsePositives: 0 };
  const byKind = new Map();
  for (const entry of entries) {
    const row = byKind.get(entry.kind) ?? { leaks: 0, hits: 0, safes: 0, falsePositives: 0 };
    byKind.set(entry.kind, row);
    const found = findingLines.has(`${entry.repo}@${entry.commit}:${entry.path}:${entry.line}`);
    for (const bucket of [row, total]) {
      if (entry.label === 'leak') {
        bucket.leaks++;
        if (found) bucket.hits++;
      } else {
        bucket.safes++;
        if (found) bucket.falsePositives++;
      }
    }
  }
  return { total, byKind };
}

function formatScore(name, { total, byKind }) {
  const lines = [`${name}`, `  kind              leaks  found  recall   safe  flagged  precision`];
  const row = (kind, r) =>
    `  ${kind.padEnd(16)} ${String(r.leaks).padStart(6)} ${String(r.hits).padStart(6)} ${ratio(r.hits, r.leaks)} ${String(r.safes).padStart(6)} ${String(r.falsePositives).padStart(8)} ${ratio(r.hits, r.hits + r.falsePositives).padStart(10)}`;
  for (const kind of [...byKind.keys()].sort()) lines.push(row(kind, byKind.get(kind)));
  lines.push(row('all', total));
  return lines.join('\n');
}

const labels = JSON.parse(readFileSync(options.labels, 'utf8'));
const entries = Array.isArray(labels) ? labels : labels.entries;
const tools = loadTools();
const byFile = new Map();
for (const entry of entries) {
  const key = `${entry.repo}@${entry.commit}:${entry.path}`;
  if (!byFile.has(key)) byFile.set(key, { repo: entry.repo, commit: entry.commit, path: entry.path, entries: [] });
  byFile.get(key).entries.push(entry);
}

const scored = [];
const skipped = [];
const findings = new Map(tools.map((tool) => [tool.name, new Set()]));
const unlabelled = new Map(tools.map((tool) => [tool.name, []]));
for (const file of byFile.values()) {
  const gitDir = gitDirOf(file.repo);
  if (gitDir === undefined) {
    skipped.push(`${file.repo}: no snapshot under ${options.mirror} (fetch it first); skipped ${file.entries.length} entries of ${file.path}`);
    continue;
  }
  if (!hasCommit(gitDir, file.commit)) {
    skipped.push(`${file.repo}: commit ${file.commit} is not in the snapshot; skipped ${file.entries.length} entries of ${file.path}`);
    continue;
  }
  let source;
  let filename;
  try {
    source = git(gitDir, ['show', `${file.commit}:${file.path}`]).toString('utf8');
    filename = join(treeOf(gitDir, file.repo, file.commit), file.path);
  } catch (error) {
    skipped.push(`${file.repo}@${file.commit.slice(0, 10)}:${file.path}: not readable (${error.message.split('\n')[0]}); skipped ${file.entries.length} entries`);
    continue;
  }
  const labelled = new Set(file.entries.map((entry) => entry.line));
  let usable = true;
  for (const tool of tools) {
    const result = lint(tool, filename, source);
    if (result.error !== undefined) {
      skipped.push(`${file.repo}@${file.commit.slice(0, 10)}:${file.path}: ${tool.name} ${result.error}; skipped ${file.entries.length} entries`);
      usable = false;
      break;
    }
    for (const message of result.messages) {
      findings.get(tool.name).add(`${file.repo}@${file.commit}:${file.path}:${message.line}`);
      if (!labelled.has(message.line)) {
        unlabelled.get(tool.name).push(`${file.repo}@${file.commit.slice(0, 10)}:${file.path}:${message.line} ${message.message.replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    }
  }
  if (usable) scored.push(...file.entries);
}

const repos = new Set(scored.map((entry) => entry.repo));
console.log(`timing-real: ${scored.length} of ${entries.length} labelled comparisons scored, from ${repos.size} repositories`);
console.log(`(${scored.filter((entry) => entry.label === 'leak').length} leaks, ${scored.filter((entry) => entry.label === 'safe').length} safe)`);
for (const line of skipped) console.log(`skipped: ${line}`);
const results = {};
for (const tool of tools) {
  const result = score(scored, findings.get(tool.name));
  results[tool.name] = { total: result.total, byKind: Object.fromEntries(result.byKind), unlabelled: unlabelled.get(tool.name) };
  console.log(`\n${formatScore(tool.name, result)}`);
  if (!options.quiet) {
    const missed = scored.filter(
      (entry) => entry.label === 'leak' && !findings.get(tool.name).has(`${entry.repo}@${entry.commit}:${entry.path}:${entry.line}`),
    );
    const flagged = scored.filter(
      (entry) => entry.label === 'safe' && findings.get(tool.name).has(`${entry.repo}@${entry.commit}:${entry.path}:${entry.line}`),
    );
    for (const entry of missed) console.log(`  missed     ${entry.repo}@${entry.commit.slice(0, 10)}:${entry.path}:${entry.line} (${entry.kind})`);
    for (const entry of flagged) console.log(`  false pos. ${entry.repo}@${entry.commit.slice(0, 10)}:${entry.path}:${entry.line} (${entry.kind})`);
    const others = unlabelled.get(tool.name);
    if (tool === tools[0] || options.verbose) for (const line of others) console.log(`  unlabelled ${line}`);
    else if (others.length > 0) console.log(`  unlabelled: ${others.length} findings on unlabelled lines (--verbose lists them)`);
  }
}
if (options.json) writeFileSync(options.json, `${JSON.stringify({ scored: scored.length, skipped, results }, null, 2)}\n`);
