import { builtinModules } from 'node:module';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticString, skipValueWrappers, type Node } from '../syntax/ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Module name under which globals (`Buffer`, `process`, `crypto.subtle`, `JSON`) are recorded. */
export const GLOBALS = 'globalThis';
/** Module name the seal helper is recorded under, whatever specifier the file imports it by. */
export const SEAL = 'eslint-plugin-mcp-state/seal';

/**
 * A value the file gets from a known place: an export of a module (`node:crypto` → `createHmac`)
 * or a global (`globalThis` → `Buffer.compare`). Namespace, default, named and `require` access
 * to the same export all give the same reference.
 */
export interface WellKnownReference {
  readonly module: string;
  readonly path: readonly string[];
}

/** Node's built-in modules, named without their `node:` prefix too (`require('zlib')`, `import os from 'os'`). */
const NODE_BUILTINS: ReadonlySet<string> = new Set(builtinModules.filter((name) => !name.startsWith('_')));
const GLOBAL_OBJECT_NAMES = new Set(['globalThis', 'global', 'window', 'self']);

/** Knows which module specifiers name the seal helper in this file (the default plus `settings['mcp-state'].sealModule`). */
export interface ModuleNaming {
  readonly sealModules: ReadonlySet<string>;
}

/** The names a file's seal helper may go by, as one key (a configuration may name its own `sealModule`). */
export function namingKey(naming: ModuleNaming): string {
  let key = namingKeys.get(naming);
  if (key === undefined) {
    key = [...naming.sealModules].sort().join('\n');
    namingKeys.set(naming, key);
  }
  return key;
}

const namingKeys = new WeakMap<ModuleNaming, string>();

export function moduleReference(specifier: string, naming: ModuleNaming): WellKnownReference {
  if (naming.sealModules.has(specifier)) return { module: SEAL, path: [] };
  const module = NODE_BUILTINS.has(specifier) ? `node:${specifier}` : specifier;
  if (module === 'node:process') return { module: GLOBALS, path: ['process'] };
  return { module, path: [] };
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..';
}

/** A specifier of a module of the project, never of a package: relative, or a `package.json` `imports` alias (`#x`). */
export function isProjectSpecifier(specifier: string): boolean {
  return isRelativeSpecifier(specifier) || specifier.startsWith('#');
}

/** A module a reference is recorded under that is a package: not the globals, a Node built-in or a module of the project. */
export function isPackageModule(module: string): boolean {
  return module !== GLOBALS && !module.startsWith('node:') && !isProjectSpecifier(module);
}

const SDK_SERVER = '@modelcontextprotocol/server';
const SDK_CODEC_FACTORY = 'createRequestStateCodec';

/** A package other than the SDK itself and the seal helper: one that may re-export the SDK's names. */
function isFrameworkPackage(module: string): boolean {
  return isPackageModule(module) && module !== SEAL && !module.startsWith('@modelcontextprotocol/');
}

export function globalReference(name: string): WellKnownReference {
  return memberReference({ module: GLOBALS, path: [] }, name);
}

/**
 * `reference.name`, folding aliases: `crypto.webcrypto` is the global `crypto` (and `crypto.subtle` its `subtle`), a
 * default import is the namespace.
 */
export function memberReference(reference: WellKnownReference, name: string): WellKnownReference {
  const { module, path } = reference;
  if (path.length === 0) {
    if (name === 'default' && module !== GLOBALS) return reference;
    if (module === GLOBALS && GLOBAL_OBJECT_NAMES.has(name)) return reference;
    if (module === 'node:crypto' && name === 'webcrypto') return { module: GLOBALS, path: ['crypto'] };
    if (module === 'node:crypto' && name === 'subtle') return { module: GLOBALS, path: ['crypto', 'subtle'] };
    if (module === 'node:buffer' && name === 'Buffer') return { module: GLOBALS, path: ['Buffer'] };
    // a framework that builds on SDK 2.x (mcp-use) re-exports its codec factory under the SDK's name
    if (name === SDK_CODEC_FACTORY && isFrameworkPackage(module)) return { module: SDK_SERVER, path: [name] };
  }
  return { module, path: [...path, name] };
}

export function isReferenceTo(reference: WellKnownReference | undefined, module: string, ...path: string[]): boolean {
  return reference !== undefined && reference.module === module && isSamePath(reference.path, path);
}

export function isSameReference(first: WellKnownReference, second: WellKnownReference): boolean {
  return first.module === second.module && isSamePath(first.path, second.path);
}

function isSamePath(first: readonly string[], second: readonly string[]): boolean {
  if (first.length !== second.length) return false;
  for (let index = 0; index < first.length; index++) if (first[index] !== second[index]) return false;
  return true;
}

/** `node:crypto#createHmac`, `globalThis#crypto.subtle.sign`: a key for lookup tables. */
export function referenceKey(reference: WellKnownReference): string {
  return `${reference.module}#${reference.path.join('.')}`;
}

/** The module a `require('x')` call (by any name of `require`) or `import('x')` loads, if its specifier is a string literal. */
export function getLoadedSpecifier(node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'ImportExpression') return getStaticString(expression.source);
  if (expression.type === 'CallExpression' && expression.arguments.length === 1) {
    return getStaticString(expression.arguments[0]!);
  }
  return undefined;
}

/** `require('x')` with the global `require`: the call a top-level CommonJS load is made of. */
export function getRequiredSpecifier(node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  return expression.type === 'CallExpression' && expression.callee.type === 'Identifier' && expression.callee.name === 'require'
    ? getLoadedSpecifier(expression)
    : undefined;
}

/** A top-level import or `const … = require(…)` of a module, for fixes that add or reuse one. */
export type ModuleLoad =
  | { readonly style: 'import'; readonly source: string; readonly declaration: TSESTree.ImportDeclaration }
  | {
      readonly style: 'require';
      readonly source: string;
      readonly declaration: TSESTree.VariableDeclaration;
      readonly declarator: TSESTree.VariableDeclarator;
    };

export interface ModuleLoads {
  readonly loads: readonly ModuleLoad[];
  /** The last `import` (or TypeScript `import x = require()`) statement: new imports go after it. */
  readonly lastImport: TSESTree.ImportDeclaration | TSESTree.TSImportEqualsDeclaration | undefined;
  readonly lastRequire: TSESTree.VariableDeclaration | undefined;
}

const moduleLoadsCache = new WeakMap<SourceCode, ModuleLoads>();

/** Every top-level import and require of the file, in order; computed once per file. */
export function getModuleLoads(sourceCode: SourceCode): ModuleLoads {
  const cached = moduleLoadsCache.get(sourceCode);
  if (cached) return cached;
  const loads: ModuleLoad[] = [];
  let lastImport: ModuleLoads['lastImport'];
  let lastRequire: TSESTree.VariableDeclaration | undefined;
  for (const statement of sourceCode.ast.body) {
    if (statement.type === 'ImportDeclaration') {
      loads.push({ style: 'import', source: statement.source.value, declaration: statement });
      lastImport = statement;
    } else if (statement.type === 'TSImportEqualsDeclaration') {
      lastImport = statement;
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const specifier = declarator.init ? getRequiredSpecifier(declarator.init) : undefined;
        if (specifier === undefined) continue;
        loads.push({ style: 'require', source: specifier, declaration: statement, declarator });
        lastRequire = statement;
      }
    }
  }
  const result: ModuleLoads = { loads, lastImport, lastRequire };
  moduleLoadsCache.set(sourceCode, result);
  return result;
}
