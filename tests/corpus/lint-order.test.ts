// A project's findings must not depend on the order in which the linter reaches its files: an editor lints whichever
// file is open, a CLI run goes in its own order. Each sampled project of tests/corpus/projects is linted in path order
// and in reverse, each time with the module caches cleared, and the two sets of findings must be the same.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { Linter, type ESLint } from 'eslint';
import * as espree from 'espree';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { clearModuleCache } from '../../src/analysis/modules/index.js';

const PROJECTS_DIR = fileURLToPath(new URL('projects/', import.meta.url));

const PARSERS: Record<string, Linter.Parser> = { '.js': espree, '.mjs': espree, '.cjs': espree, '.ts': tsParser, '.mts': tsParser, '.cts': tsParser };

/** Every this many projects (in name order) is linted both ways, and every project named here. */
const SAMPLE_EVERY = 8;
/** Projects whose findings once depended on the order (a dispatcher module linted before its tool's module). */
const ALWAYS = ['blind66-ledger-export', 'blind10-ledger-ops-mcp', 'blind66-helpdesk-mcp'];

function sourceFiles(project: string): string[] {
  return readdirSync(join(PROJECTS_DIR, project), { recursive: true, encoding: 'utf8' })
    .filter((path) => extname(path) in PARSERS && !path.split(sep).includes('node_modules') && !path.endsWith('.d.ts'))
    .map((path) => join(PROJECTS_DIR, project, path))
    .sort();
}

function sourceTypeOf(file: string): 'module' | 'commonjs' {
  const extension = extname(file);
  if (extension === '.cjs' || extension === '.cts') return 'commonjs';
  if (extension !== '.js') return 'module';
  for (let directory = dirname(file); directory.startsWith(PROJECTS_DIR); directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module' ? 'module' : 'commonjs';
  }
  // a project without a package.json is read as the accuracy test reads it: ES modules
  return 'module';
}

const rules = Object.fromEntries(Object.keys(plugin.rules).map((name) => [`mcp-state/${name}`, 'error' as const]));

/** The findings of `files` linted in the order given, from fresh caches, as sorted `file:line:column rule messageId` lines. */
function findingsInOrder(files: readonly string[]): string[] {
  clearModuleCache();
  const linter = new Linter({ configType: 'flat', cwd: PROJECTS_DIR });
  const findings: string[] = [];
  for (const file of files) {
    const config: Linter.Config[] = [
      {
        files: ['**/*.*'],
        languageOptions: { parser: PARSERS[extname(file)], sourceType: sourceTypeOf(file), ecmaVersion: 'latest' },
        plugins: { 'mcp-state': plugin as unknown as ESLint.Plugin },
        rules,
      },
    ];
    for (const message of linter.verify(readFileSync(file, 'utf8'), config, { filename: file })) {
      // a file left unlinted (no configuration matched it, a parse error) would make both orders agree on nothing
      if (message.ruleId === null) throw new Error(`${file}: ${message.message}`);
      findings.push(`${file.slice(PROJECTS_DIR.length)}:${message.line}:${message.column} ${message.ruleId ?? 'fatal'} ${message.messageId ?? message.message}`);
    }
  }
  clearModuleCache();
  return findings.sort();
}

const projects = readdirSync(PROJECTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const sample = projects.filter((name, index) => index % SAMPLE_EVERY === 0 || ALWAYS.includes(name));

describe('findings do not depend on the order files are linted in', () => {
  it('samples projects, the ones that once depended on it among them', () => {
    expect(sample.length).toBeGreaterThan(40);
    for (const name of ALWAYS) expect(sample).toContain(name);
  });

  it.each(sample)('%s', (project) => {
    const files = sourceFiles(project);
    const forward = findingsInOrder(files);
    expect(findingsInOrder([...files].reverse())).toEqual(forward);
  });

  it('finds in both orders what the project that once depended on it has (its opener decoding a legacy version unchecked)', () => {
    const files = sourceFiles('blind66-ledger-export');
    for (const order of [files, [...files].reverse()]) {
      expect(findingsInOrder(order)).toContain('blind66-ledger-export/src/state/index.ts:19:12 mcp-state/require-sealed-state openerSkipsVerification');
    }
  });
});
