import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPropertyName, mayCallMember, walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { ProvenanceAnalysis } from './provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Scope = FunctionNode | TSESTree.Program;
export type JsonMethod = 'parse' | 'stringify';

const GLOBAL_OBJECTS = ['globalThis', 'global', 'window', 'self'];
const READ_GLOBALS = new Set(['JSON', ...GLOBAL_OBJECTS]);
const TYPE_QUERIES = new Set(['TSTypeQuery', 'TSQualifiedName']);

const callersByFile = new WeakMap<SourceCode, Map<JsonMethod, ReadonlySet<Scope> | null>>();

/**
 * Whether `fn`'s own body calls `JSON.<method>` (by any name the provenance analysis sees through: `JSON.parse(x)`,
 * `const { parse } = JSON; parse(x)`).
 */
export function callsJson(provenance: ProvenanceAnalysis, sourceCode: SourceCode, fn: Scope, method: JsonMethod): boolean {
  const callers = directJsonCallers(sourceCode, method);
  if (callers) return callers.has(fn);
  let found = false;
  walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression' || !mayCallMember(node, method)) return;
    found = isReferenceTo(provenance.of(node.callee).reference, GLOBALS, 'JSON', method);
  });
  return found;
}

/**
 * The functions (and the program) with a `JSON.<method>(…)` call of their own, when the scope analysis proves those
 * are all the calls: the global `JSON` is only ever read as `JSON.name(…)`, and no global object (`globalThis`,
 * `window` …) is read in a way that could reach it. Otherwise (an alias may exist) undefined.
 */
export function directJsonCallers(sourceCode: SourceCode, method: JsonMethod): ReadonlySet<Scope> | undefined {
  let byMethod = callersByFile.get(sourceCode);
  if (!byMethod) {
    byMethod = new Map();
    callersByFile.set(sourceCode, byMethod);
  }
  let callers = byMethod.get(method);
  if (callers === undefined) {
    callers = findDirectCallers(sourceCode, method) ?? null;
    byMethod.set(method, callers);
  }
  return callers ?? undefined;
}

function findDirectCallers(sourceCode: SourceCode, method: JsonMethod): Set<Scope> | undefined {
  const references = globalReferencesOf(sourceCode);
  if (!references) return undefined;
  for (const name of GLOBAL_OBJECTS) {
    if (references.get(name)?.some((identifier) => !readsOtherThanJson(identifier))) return undefined;
  }
  const callers = new Set<Scope>();
  for (const identifier of references.get('JSON') ?? []) {
    const member = identifier.parent;
    if (member?.type !== 'MemberExpression' || member.object !== identifier) return undefined;
    const call = member.parent;
    const name = getPropertyName(member);
    if (name === undefined || call?.type !== 'CallExpression' || call.callee !== member) return undefined;
    if (name === method) callers.add(getEnclosingFunction(call));
  }
  return callers;
}

/** `globalThis.fetch`, `typeof window`: a read of the global object that cannot reach `JSON`. */
function readsOtherThanJson(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') return true;
  if (parent?.type !== 'MemberExpression' || parent.object !== identifier) return false;
  const name = getPropertyName(parent);
  return name !== undefined && name !== 'JSON';
}

const referencesByFile = new WeakMap<SourceCode, Map<string, TSESTree.Identifier[]> | null>();

/**
 * The identifiers that read the globals `JSON`, `globalThis`, `global`, `window` and `self` (declared globals, and
 * names no declaration resolves), by name, in one pass over the global scope's unresolved references.
 */
function globalReferencesOf(sourceCode: SourceCode): Map<string, TSESTree.Identifier[]> | undefined {
  let byName = referencesByFile.get(sourceCode);
  if (byName === undefined) {
    const globalScope = sourceCode.scopeManager?.globalScope;
    byName = globalScope ? collectGlobalReferences(globalScope) : null;
    referencesByFile.set(sourceCode, byName);
  }
  return byName ?? undefined;
}

function collectGlobalReferences(globalScope: TSESLint.Scope.Scope): Map<string, TSESTree.Identifier[]> {
  const byName = new Map<string, TSESTree.Identifier[]>();
  const add = (reference: TSESLint.Scope.Reference) => {
    // typescript-eslint also records references in types (`T`, `typeof globalThis`): they read no value at run time
    if ((reference as { isValueReference?: boolean }).isValueReference === false || TYPE_QUERIES.has(reference.identifier.parent?.type ?? '')) return;
    const name = reference.identifier.name;
    const list = byName.get(name) ?? [];
    list.push(reference.identifier as TSESTree.Identifier);
    byName.set(name, list);
  };
  for (const name of ['JSON', ...GLOBAL_OBJECTS]) {
    const declared = globalScope.set.get(name);
    if (declared && declared.defs.length === 0) declared.references.forEach(add);
  }
  for (const reference of globalScope.through) if (READ_GLOBALS.has(reference.identifier.name)) add(reference);
  return byName;
}
