import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPropertyName, mayCallMember, walkOwnBody, type FunctionNode } from './ast.js';
import { GLOBALS, isReferenceTo } from './modules.js';
import type { ProvenanceAnalysis } from './provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Scope = FunctionNode | TSESTree.Program;
export type JsonMethod = 'parse' | 'stringify';

const GLOBAL_OBJECTS = ['globalThis', 'global', 'window', 'self'];

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
  const globalScope = sourceCode.scopeManager?.globalScope;
  if (!globalScope) return undefined;
  for (const name of GLOBAL_OBJECTS) {
    if (globalReferences(globalScope, name).some((identifier) => !readsOtherThanJson(identifier))) return undefined;
  }
  const callers = new Set<Scope>();
  for (const identifier of globalReferences(globalScope, 'JSON')) {
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

/** The identifiers that read the global `name` (a declared global or one no declaration resolves). */
function globalReferences(globalScope: TSESLint.Scope.Scope, name: string): TSESTree.Identifier[] {
  const declared = globalScope.set.get(name);
  const references = declared && declared.defs.length === 0 ? [...declared.references] : [];
  for (const reference of globalScope.through) if (reference.identifier.name === name) references.push(reference);
  return references.map((reference) => reference.identifier as TSESTree.Identifier);
}
