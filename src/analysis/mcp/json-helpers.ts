import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, getPropertyName, getStaticKeyName, isFunctionNode, mayCallMember, skipValueWrappers, walkOwnBody, type Expression, type FunctionNode } from '../syntax/ast.js';
import { findVariable } from '../scope/bindings.js';
import { calleeName, functionName, parameterIndex } from '../scope/local-functions.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import { directJsonCallers, type JsonMethod } from '../values/json-calls.js';
import { fileOwning, type McpFile } from './file.js';
import { splitFrom } from './token-parts.js';

// Helpers that serialise what they are handed (`encodeJson(value)` returning base64 of `JSON.stringify(value)`): a
// function that calls one serialises what it passes there, as if it called `JSON.stringify` itself.

const jsonParameters = new WeakMap<FunctionNode, Map<JsonMethod, number | null>>();

/** The parameter a project function hands to `JSON.<method>` in its own body (`encodeJson(value)`), if any. */
export function jsonParameterOf(owner: McpFile, fn: FunctionNode, method: JsonMethod): number | undefined {
  let byMethod = jsonParameters.get(fn);
  if (!byMethod) {
    byMethod = new Map();
    jsonParameters.set(fn, byMethod);
  }
  let index = byMethod.get(method);
  if (index === undefined) {
    index = null;
    if (owner.mayCallJson(fn, method)) {
      walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
        if (index !== null || node.type !== 'CallExpression' || !mayCallMember(node, method)) return;
        const [first] = node.arguments;
        if (!first || first.type === 'SpreadElement' || !isReferenceTo(owner.provenance.of(node.callee).reference, GLOBALS, 'JSON', method)) return;
        const parsed = method === 'parse' ? decodedText(owner, first) : first;
        // `JSON.parse(b64(parts[1]))` of `const parts = String(token).split('.')`: a piece of the parameter, in a function
        // that checks no MAC of it first (one that does is an opener, not a parsing helper)
        const piece = method === 'parse' && !computesMac(owner, fn) ? splitFrom(owner, parsed) : undefined;
        index = parameterIndex(owner.sourceCode, parsed, fn) ?? (piece ? parameterIndex(owner.sourceCode, piece, fn) : undefined) ?? null;
      });
    }
    byMethod.set(method, index);
  }
  return index ?? undefined;
}

/** Whether a call in `fn`'s own body computes a MAC. */
function computesMac(owner: McpFile, fn: FunctionNode): boolean {
  let found = false;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (!found && node.type === 'CallExpression' && owner.provenance.of(node).kind === 'mac') found = true;
  });
  return found;
}

const helperCalls = new WeakMap<McpFile, Map<JsonMethod, ReadonlyMap<FunctionNode, readonly TSESTree.CallExpression[]>>>();

/**
 * The functions of the file that call a serialising helper of the project (this module's or another's), with those
 * calls. Only where such a helper can be: a function of this file calls `JSON.<method>`, or a module it imports spells it.
 */
export function jsonHelperCallers(mcp: McpFile, method: JsonMethod): ReadonlyMap<FunctionNode, readonly TSESTree.CallExpression[]> {
  let byMethod = helperCalls.get(mcp);
  if (!byMethod) {
    byMethod = new Map();
    helperCalls.set(mcp, byMethod);
  }
  let callers = byMethod.get(method);
  if (!callers) {
    const found = new Map<FunctionNode, TSESTree.CallExpression[]>();
    const local = directJsonCallers(mcp.sourceCode, method);
    const imported = mcp.provenance.importsSpell([`JSON.${method}`]);
    if ((local === undefined || local.size > 0) || imported) {
      // where only this file's functions can be helpers, a call by any other name runs none of them: its callee is not
      // worked out (a bundle makes thousands of calls)
      // (nor from what the modules loading it hand its functions: `deps.encode(x)`)
      const names = local && !imported && !mcp.provenance.importersSpell([`JSON.${method}`]) ? helperNamesOf(mcp, [...local].filter(isFunctionNode).filter((fn) => jsonParameterOf(mcp, fn, method) !== undefined)) : undefined;
      for (const call of mcp.calls) {
        if (call.arguments.length === 0 || (names && !names.has(calleeName(call) ?? ''))) continue;
        const enclosing = getEnclosingFunction(call);
        if (!isFunctionNode(enclosing) || !mcp.provenance.calleeModuleSpellsAny(call.callee, [`JSON.${method}`])) continue;
        const helper = mcp.provenance.of(call.callee).functionNode;
        if (!helper || helper === enclosing || jsonParameterOf(fileOwning(mcp, helper), helper, method) === undefined) continue;
        found.set(enclosing, [...(found.get(enclosing) ?? []), call]);
      }
    }
    callers = found;
    byMethod.set(method, callers);
  }
  return callers;
}

/**
 * The names a call can reach one of `helpers` by, when the file shows every one: each helper's own name (its key, as a
 * method), and the names it is handed on under (`const enc = encodeJson`, `{ enc: encodeJson }`, `api.enc = encodeJson`,
 * `export { encodeJson as enc }`). Undefined when a helper has no name or is handed on in any other way (an argument,
 * an array, a return value).
 */
function helperNamesOf(mcp: McpFile, helpers: readonly FunctionNode[]): ReadonlySet<string> | undefined {
  const names = new Set<string>();
  const holders: TSESTree.Identifier[] = [];
  for (const fn of helpers) {
    const parent = fn.parent;
    const assignedTo = parent?.type === 'AssignmentExpression' && parent.right === fn ? assignedName(parent.left) : undefined;
    const name = functionName(fn) ?? assignedTo;
    if (name === undefined) return undefined;
    names.add(name);
    const holder = fn.id ?? (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id : undefined);
    if (holder) holders.push(holder);
  }
  for (let index = 0; index < holders.length && index < 32; index += 1) {
    const variable = findVariable(mcp.sourceCode, holders[index]!);
    if (!variable) return undefined;
    for (const reference of variable.references) {
      const use = reference.identifier as TSESTree.Node;
      const parent = use.parent;
      if (reference.init || (parent?.type === 'CallExpression' && parent.callee === use)) continue;
      if (parent?.type === 'Property' && parent.value === use && !parent.computed) names.add(getStaticKeyName(parent.key, false) ?? '');
      else if (parent?.type === 'VariableDeclarator' && parent.init === use && parent.id.type === 'Identifier') {
        names.add(parent.id.name);
        holders.push(parent.id);
      } else if (parent?.type === 'AssignmentExpression' && parent.right === use && assignedName(parent.left) !== undefined) names.add(assignedName(parent.left)!);
      else if (parent?.type === 'ExportSpecifier') names.add(parent.exported.type === 'Identifier' ? parent.exported.name : parent.exported.value);
      else return undefined;
    }
  }
  return names;
}

/** `enc` of `enc = …` and of `api.enc = …`. */
function assignedName(target: TSESTree.Node): string | undefined {
  if (target.type === 'Identifier') return target.name;
  return target.type === 'MemberExpression' ? getPropertyName(target) : undefined;
}

/** The text JSON is parsed from, before the steps that only decode it: `text` of `Buffer.from(text, 'base64url').toString('utf8')`, of `atob(text)`. */
function decodedText(owner: McpFile, parsed: Expression): Expression {
  let current = skipValueWrappers(parsed) as Expression;
  for (let steps = 0; steps < 4 && current.type === 'CallExpression'; steps += 1) {
    const receiver = getMethodReceiver(current);
    const [first] = current.arguments;
    const reference = owner.provenance.of(current.callee).reference;
    if (receiver && getMethodName(current) === 'toString') current = skipValueWrappers(receiver) as Expression;
    else if (first && first.type !== 'SpreadElement' && (isReferenceTo(reference, GLOBALS, 'Buffer', 'from') || isReferenceTo(reference, GLOBALS, 'atob'))) current = skipValueWrappers(first) as Expression;
    else break;
  }
  return current;
}

/** What a call of a serialising helper serialises: the argument it passes where the helper hands its parameter on. */
export function serialisedByHelper(mcp: McpFile, call: TSESTree.CallExpression, method: JsonMethod): Expression | undefined {
  const helper = mcp.provenance.of(call.callee).functionNode;
  const index = helper && jsonParameterOf(fileOwning(mcp, helper), helper, method);
  const argument = index === undefined ? undefined : call.arguments[index];
  return argument && argument.type !== 'SpreadElement' ? argument : undefined;
}
