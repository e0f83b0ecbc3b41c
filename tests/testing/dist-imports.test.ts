import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'espree';
import { describe, expect, it } from 'vitest';

// The kit ships in the package: it must load with nothing installed but the package itself (clients are passed in).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const kitDist = join(root, 'dist/src/testing');

type Node = { type?: string; source?: { value?: unknown } | null; [key: string]: unknown };

function specifiers(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { type, source } = node as Node;
    if (type !== undefined && /^(Import|ExportAll|ExportNamed)(Declaration|Expression)$/.test(type) && source) {
      found.push(String(source.value));
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

describe('the built kit', () => {
  it('finds static, re-export and dynamic imports (checks the checker)', () => {
    expect(specifiers("import a from 'x'; export * from './y.js'; export { b } from './z.js'; await import('w');")).toEqual([
      'x',
      './y.js',
      './z.js',
      'w',
    ]);
  });

  it('imports only its own files: no SDK, no node: module, no dependency', () => {
    const files = readdirSync(kitDist).filter((name) => name.endsWith('.js'));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'checks.js', 'mutations.js', 'report.js', 'round-trip.js']));
    const offenders = files.flatMap((name) =>
      specifiers(readFileSync(join(kitDist, name), 'utf8'))
        .filter((specifier) => {
          const target = resolve(kitDist, specifier);
          return !specifier.startsWith('./') || relative(kitDist, target).startsWith('..') || !existsSync(target);
        })
        .map((specifier) => `${name}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
