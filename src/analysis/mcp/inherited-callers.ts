import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPropertyName, getStaticKeyName, walkOwnBody, type FunctionNode } from '../syntax/ast.js';
import { mixinBaseParameter } from '../scope/members.js';
import { fileOwning, getMcpFile, type McpFile } from './file.js';
import { exportedAs } from '../modules/exports.js';

type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** How many base classes up calls of a method on `this` are looked for. */
const MAX_BASE_CLASSES = 4;

/** The classes a class extends, nearest first, each with the file that declares it (here or in another module). */
export function baseClassesOf(mcp: McpFile, node: ClassNode): { owner: McpFile; node: ClassNode }[] {
  const bases: { owner: McpFile; node: ClassNode }[] = [];
  // the superclass expression and the file it is read in: a mixin's (`extends Audited(StatefulTool)`) goes on with what its call hands it
  let next: { owner: McpFile; expression: TSESTree.Expression | null } = { owner: mcp, expression: node.superClass };
  while (next.expression && bases.length < MAX_BASE_CLASSES) {
    const parent = next.owner.provenance.of(next.expression).memberOwner;
    if (parent?.kind !== 'class' || bases.some((base) => base.node === parent.of)) break;
    const current = { owner: fileOwning(next.owner, parent.of), node: parent.of };
    bases.push(current);
    const call = next.expression.type === 'CallExpression' ? next.expression : undefined;
    const mixedInto = call && mixinBaseParameter(current.owner.sourceCode, current.node);
    const handed = mixedInto === undefined ? undefined : call!.arguments[mixedInto];
    next = handed ? { owner: next.owner, expression: handed.type === 'SpreadElement' ? null : handed } : { owner: current.owner, expression: current.node.superClass };
  }
  return bases;
}

/**
 * The calls a base class makes, on `this`, of the method `fn` overrides (a template method: `toolCall()` calling
 * `this.run(input, round)` of each subclass), each with the file that makes it: callers the subclass's file does not show.
 */
export function inheritedCallsOf(mcp: McpFile, fn: FunctionNode): { owner: McpFile; call: TSESTree.CallExpression }[] {
  const definition = fn.parent;
  if (definition?.type !== 'MethodDefinition' || definition.static || definition.kind !== 'method') return [];
  const name = definition.key.type === 'Identifier' && !definition.computed ? definition.key.name : undefined;
  const classNode = definition.parent.parent;
  if (name === undefined || (classNode.type !== 'ClassDeclaration' && classNode.type !== 'ClassExpression')) return [];
  const calls: { owner: McpFile; call: TSESTree.CallExpression }[] = [];
  for (const base of baseClassesOf(mcp, classNode)) {
    for (const member of base.node.body.body) {
      if (member.type !== 'MethodDefinition' || member.static || member.value.type !== 'FunctionExpression') continue;
      walkOwnBody(member.value, base.owner.sourceCode.visitorKeys, (node) => {
        if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'ThisExpression' && getPropertyName(node.callee) === name) calls.push({ owner: base.owner, call: node });
      });
    }
  }
  return calls;
}

/** How many modules a file imports are looked in for a dispatcher of its handlers, at most. */
const MAX_DISPATCHERS = 8;

/**
 * The calls of a method `fn` is the value of in an object literal (`{ name, run(args, call) { … } }`) that a module
 * this file imports makes by that name on a value it is handed (`tool.run(parsed.data, call)` of a registry built from
 * its `tools` parameter), each with the file that makes it: a dispatcher of the handlers the file hands it.
 */
export function dispatchedCallsOf(mcp: McpFile, fn: FunctionNode): readonly { owner: McpFile; call: TSESTree.CallExpression }[] {
  // asked for each member read of the handler's parameters: the imported modules are looked through once per handler
  let found = dispatchedByHandler.get(fn);
  if (!found) {
    found = findDispatchedCalls(mcp, fn);
    dispatchedByHandler.set(fn, found);
  }
  return found;
}

const dispatchedByHandler = new WeakMap<FunctionNode, readonly { owner: McpFile; call: TSESTree.CallExpression }[]>();

function findDispatchedCalls(mcp: McpFile, fn: FunctionNode): { owner: McpFile; call: TSESTree.CallExpression }[] {
  const property = fn.parent;
  const name = property?.type === 'Property' && property.value === fn && property.parent.type === 'ObjectExpression' ? getStaticKeyName(property.key, property.computed) : undefined;
  if (name === undefined) return [];
  const calls: { owner: McpFile; call: TSESTree.CallExpression }[] = [];
  const specifiers = mcp.sourceCode.ast.body.flatMap((statement) => (statement.type === 'ImportDeclaration' && statement.importKind !== 'type' ? [statement.source.value] : []));
  for (const specifier of specifiers.slice(0, MAX_DISPATCHERS)) {
    if (!mcp.provenance.importSpellsAny(specifier, [`.${name}(`])) continue;
    const analysis = mcp.provenance.importedAnalysis(specifier);
    if (!analysis) continue;
    const owner = getMcpFile(analysis.sourceCode, analysis);
    for (const call of owner.calls) {
      if (getMethodName(call) === name && isUntoldReceiver(owner, call)) calls.push({ owner, call });
    }
  }
  return calls;
}

/** Whether a method call's receiver is a value its file cannot tell (an element of a registry it is handed or builds), not one it makes or imports. */
function isUntoldReceiver(owner: McpFile, call: TSESTree.CallExpression): boolean {
  const receiver = getMethodReceiver(call);
  const value = receiver && owner.provenance.of(receiver);
  return value !== undefined && value.kind === 'unknown' && !value.memberOwner && !value.functionNode && !value.reference && !value.foreign;
}

/** How many calls of a module that imports the file are looked at, at most, for calls of one of its exports. */
const MAX_IMPORTER_CALLS = 400;

/**
 * The calls of an exported function that the modules importing its file make through a value they hold it in (a
 * dispatch table: `handlers[name](ctx)` of `const handlers = { set_fertigation: setFertigation }`), each with the
 * file that makes it: callers the function's own file does not show. Only in a module whose text spells `spelled`,
 * and only calls `hands` accepts (what they pass, read first), have their callee worked out; `question` names what
 * `hands` asks, for the memo.
 */
export function importerCallsOf(
  mcp: McpFile,
  fn: FunctionNode,
  question: { readonly key: string; readonly spelled: string },
  hands: (owner: McpFile, call: TSESTree.CallExpression) => boolean,
): readonly { owner: McpFile; call: TSESTree.CallExpression }[] {
  let byQuestion = importerCallsByFunction.get(fn);
  if (!byQuestion) {
    byQuestion = new Map();
    importerCallsByFunction.set(fn, byQuestion);
  }
  let found = byQuestion.get(question.key);
  if (!found) {
    found = findImporterCalls(mcp, fn, question.spelled, hands);
    byQuestion.set(question.key, found);
  }
  return found;
}

const importerCallsByFunction = new WeakMap<FunctionNode, Map<string, readonly { owner: McpFile; call: TSESTree.CallExpression }[]>>();

function findImporterCalls(mcp: McpFile, fn: FunctionNode, spelled: string, hands: (owner: McpFile, call: TSESTree.CallExpression) => boolean): { owner: McpFile; call: TSESTree.CallExpression }[] {
  // a method of an exported class (`class RunQueryTool { call(args, ctx) … }`) is called by its own name, on an instance
  const method = instanceMethodOf(fn);
  const exported = exportedAs(mcp.sourceCode, method ? method.classNode : fn);
  if (exported?.name === undefined || (fn.parent?.type === 'MethodDefinition' && !method)) return [];
  const calledAs = method?.name ?? exported.name;
  const calls: { owner: McpFile; call: TSESTree.CallExpression }[] = [];
  for (const analysis of mcp.provenance.importerAnalyses()) {
    const text = analysis.sourceCode.text;
    if (!text.includes(exported.name) || !text.includes(spelled)) continue;
    const owner = getMcpFile(analysis.sourceCode, analysis);
    for (const call of owner.calls.slice(0, MAX_IMPORTER_CALLS)) {
      if (call.arguments.length === 0 || !hands(owner, call)) continue;
      // `tool.handler(args, round)` on an element of a registry of the modules it loads, by the export's name
      if (getMethodName(call) === calledAs && isUntoldReceiver(owner, call)) {
        calls.push({ owner, call });
        continue;
      }
      const callee = owner.provenance.of(call.callee);
      const candidates = [callee.functionNode, ...(callee.alternatives ?? []).map((alternative) => alternative.functionNode)];
      if (candidates.some((candidate) => candidate !== undefined && isSameFunction(owner, candidate, mcp, fn))) calls.push({ owner, call });
    }
  }
  return calls;
}

/**
 * The calls subclasses in other modules make, on `this` or `super`, of the method `fn` of an exported class (a base
 * tool's `open(ctx)` that each tool's `call(args, ctx)` runs as `this.open(ctx)`), each with the file that makes it.
 */
export function subclassCallsOf(mcp: McpFile, fn: FunctionNode): readonly { owner: McpFile; call: TSESTree.CallExpression }[] {
  let found = subclassCallsByMethod.get(fn);
  if (!found) {
    found = findSubclassCalls(mcp, fn);
    subclassCallsByMethod.set(fn, found);
  }
  return found;
}

const subclassCallsByMethod = new WeakMap<FunctionNode, readonly { owner: McpFile; call: TSESTree.CallExpression }[]>();

function findSubclassCalls(mcp: McpFile, fn: FunctionNode): { owner: McpFile; call: TSESTree.CallExpression }[] {
  const method = instanceMethodOf(fn);
  const exported = method && exportedAs(mcp.sourceCode, method.classNode);
  if (!method || exported?.name === undefined) return [];
  const { name } = method;
  const calls: { owner: McpFile; call: TSESTree.CallExpression }[] = [];
  for (const analysis of mcp.provenance.importerAnalyses()) {
    const text = analysis.sourceCode.text;
    if (!text.includes(exported.name) || !(text.includes(`this.${name}(`) || text.includes(`super.${name}(`))) continue;
    const owner = getMcpFile(analysis.sourceCode, analysis);
    for (const call of owner.calls.slice(0, MAX_IMPORTER_CALLS)) {
      const receiver = getMethodName(call) === name ? getMethodReceiver(call) : undefined;
      if (receiver?.type !== 'ThisExpression' && receiver?.type !== 'Super') continue;
      const callee = owner.provenance.of(call.callee).functionNode;
      if (callee && isSameFunction(owner, callee, mcp, fn)) calls.push({ owner, call });
    }
  }
  return calls;
}

/** `fn` as an instance method of a class (not static, not a getter or a constructor), with the name it is called by. */
function instanceMethodOf(fn: FunctionNode): { name: string; classNode: TSESTree.ClassDeclaration | TSESTree.ClassExpression } | undefined {
  const definition = fn.parent;
  if (definition?.type !== 'MethodDefinition' || definition.static || definition.kind !== 'method' || definition.computed) return undefined;
  const name = getStaticKeyName(definition.key, false);
  return name === undefined ? undefined : { name, classNode: definition.parent.parent };
}

/** Whether `candidate`, as `owner` reads it, is `fn` of `mcp` (the same text at the same place, whichever parse made it). */
function isSameFunction(owner: McpFile, candidate: FunctionNode, mcp: McpFile, fn: FunctionNode): boolean {
  if (candidate === fn) return true;
  if (candidate.range[0] !== fn.range[0] || candidate.range[1] !== fn.range[1]) return false;
  return fileOwning(owner, candidate).sourceCode.text === mcp.sourceCode.text;
}
