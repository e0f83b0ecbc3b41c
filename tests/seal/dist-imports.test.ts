import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'espree';
import { describe, expect, it } from 'vitest';

// `npm test` builds before vitest, so dist/src/seal holds what ships.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sealDist = join(root, 'dist/src/seal');

type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function describeSource(node: unknown): string {
  return isNode(node) && node.type === 'Literal' ? String(node.value) : `<computed ${isNode(node) ? node.type : '?'}>`;
}

/** Every module a file loads: static and dynamic imports, re-exports, require() and uses of `require`/`module`. */
function loadedModules(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ImportExpression':
        found.push(describeSource(node.source));
        break;
      case 'ExportNamedDeclaration':
        if (node.source) found.push(describeSource(node.source));
        break;
      case 'CallExpression':
        if (isNode(node.callee) && node.callee.type === 'Identifier' && node.callee.name === 'require') {
          found.push(describeSource((node.arguments as unknown[])[0]));
        }
        if (isNode(node.callee) && node.callee.type === 'MemberExpression' && isNode(node.callee.property) && node.callee.property.name === 'getBuiltinModule') {
          found.push(describeSource((node.arguments as unknown[])[0]));
        }
        break;
      case 'Identifier':
        if (node.name === 'require' || node.name === 'module' || node.name === 'createRequire') found.push(`<${node.name}>`);
        break;
      case 'MetaProperty':
        found.push('<import.meta>');
        break;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'parent') visit(child);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

/** `principalOf` names the local account on stdio: it loads `node:os` there, at that first call, and nowhere else. */
const LOCAL_ACCOUNT_MODULE = { file: 'principal.js', specifier: 'node:os' };

function disallowed(file: string, specifier: string): boolean {
  if (specifier === 'node:crypto') return false;
  if (specifier === LOCAL_ACCOUNT_MODULE.specifier && file.endsWith(`/${LOCAL_ACCOUNT_MODULE.file}`)) return false;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return true;
  const target = resolve(dirname(file), specifier);
  return relative(sealDist, target).startsWith('..') || !target.endsWith('.js') || !existsSync(target);
}

describe('the built seal helper imports node:crypto and nothing else (but node:os, loaded by principalOf on stdio)', () => {
  it('finds imports of every kind (checks the checker)', () => {
    const sample = [
      "import a from 'eslint';",
      "export * from '../index.js';",
      "export { b } from './b.js';",
      "const c = await import('node:fs');",
      "const d = require('node:path');",
      'const e = import.meta.url;',
      "const f = process.getBuiltinModule('node:os');",
    ].join('\n');
    expect(loadedModules(sample)).toEqual(['eslint', '../index.js', './b.js', 'node:fs', 'node:path', '<require>', '<import.meta>', 'node:os']);
    expect(disallowed(join(sealDist, 'x.js'), 'node:crypto')).toBe(false);
    expect(disallowed(join(sealDist, 'x.js'), 'crypto')).toBe(true);
    expect(disallowed(join(sealDist, 'x.js'), '../index.js')).toBe(true);
    expect(disallowed(join(sealDist, 'x.js'), './missing.js')).toBe(true);
    expect(disallowed(join(sealDist, 'x.js'), 'node:os')).toBe(true);
    expect(disallowed(join(sealDist, 'principal.js'), 'node:os')).toBe(false);
    expect(disallowed(join(sealDist, 'principal.js'), 'node:fs')).toBe(true);
  });

  it('in every file of dist/src/seal', () => {
    const files = readdirSync(sealDist).filter(name => name.endsWith('.js'));
    expect(files).toContain('index.js');
    expect(files.length).toBeGreaterThanOrEqual(5);
    const offenders: string[] = [];
    let crypto = 0;
    for (const name of files) {
      const file = join(sealDist, name);
      for (const specifier of loadedModules(readFileSync(file, 'utf8'))) {
        if (specifier === 'node:crypto') crypto++;
        if (disallowed(file, specifier)) offenders.push(`${name}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(crypto).toBeGreaterThan(0);
    expect(loadedModules(readFileSync(join(sealDist, LOCAL_ACCOUNT_MODULE.file), 'utf8'))).toContain(LOCAL_ACCOUNT_MODULE.specifier);
  });

  it('matches the sources: every src/seal module was built', () => {
    const sources = readdirSync(join(root, 'src/seal')).filter(name => name.endsWith('.ts') && !name.endsWith('.d.ts'));
    for (const source of sources) expect(existsSync(join(sealDist, source.replace(/\.ts$/, '.js'))), source).toBe(true);
  });
});
