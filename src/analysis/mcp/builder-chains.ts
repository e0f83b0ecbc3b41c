import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticKeyName, getStaticString, skipTypeWrappers, thisMemberName, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { classConstructor } from '../scope/members.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { fileOwning, type McpFile } from './file.js';

type ClassBody = TSESTree.ClassBody;

/** The members one chain of a builder writes into a field: those its own class writes, and those the chain's calls pass. */
export interface ChainedFields {
  /** Members written with a value of the class's own module (`this.claims.tool = name` keeps `name`'s node there). */
  readonly written: ReadonlyMap<string, Expression>;
  /** Members given what a call of the chain passes (`with('step', 'login')`), as nodes of the chain's file. */
  readonly passed: ReadonlyMap<string, Expression>;
}

/** How many calls a chain may have. */
const MAX_CHAIN = 24;

/**
 * What the calls before `call` write into the field `field` of a builder of `owner`'s class `body`:
 * `StateToken.create().forUser(id).forTool('x').sign(key)` with `forUser(userId) { this.claims.sub = userId; return
 * this; }` writes `sub` and `tool`, and none of what `withArgs` would. Undefined where the chain does not start at a
 * construction of the class (`new StateToken()`, a static method that returns one), a step is not a method of the class
 * that returns `this`, or a write names its member by anything but a string the chain passes.
 */
export function chainedFieldWrites(mcp: McpFile, call: TSESTree.CallExpression, owner: McpFile, body: ClassBody, field: string): ChainedFields | undefined {
  const written = new Map<string, Expression>();
  const passed = new Map<string, Expression>();
  const collect = (fn: FunctionNode, step: TSESTree.CallExpression | TSESTree.NewExpression | undefined) => collectWrites(owner, fn, step, field, written, passed);
  let receiver = getMethodReceiver(call);
  for (let steps = 0; receiver && steps < MAX_CHAIN; steps += 1) {
    const step = skipTypeWrappers(receiver);
    if (step.type === 'NewExpression') return isClassOf(mcp, step.callee, body) && constructs(owner, body, collect) ? { written, passed } : undefined;
    if (step.type !== 'CallExpression') return undefined;
    const name = getMethodName(step);
    const next = getMethodReceiver(step);
    if (name === undefined || !next) return undefined;
    if (isClassOf(mcp, next, body)) {
      const factory = methodNamed(body, name, true);
      return factory && returnsNewInstance(owner, factory) && constructs(owner, body, collect) ? { written, passed } : undefined;
    }
    const method = methodNamed(body, name, false);
    if (!method || !returnsThis(owner, method) || !collect(method, step)) return undefined;
    receiver = next;
  }
  return undefined;
}

/** Whether `node` names the class whose body is `body`. */
function isClassOf(mcp: McpFile, node: Node, body: ClassBody): boolean {
  const owner = mcp.provenance.of(skipTypeWrappers(node) as Expression).memberOwner;
  return owner?.kind === 'class' && owner.of.body === body;
}

function methodNamed(body: ClassBody, name: string, isStatic: boolean): FunctionNode | undefined {
  for (const member of body.body) {
    if (member.type !== 'MethodDefinition' || member.kind !== 'method' || member.static !== isStatic || member.computed) continue;
    if (member.key.type === 'Identifier' && member.key.name === name && member.value.type === 'FunctionExpression') return member.value;
  }
  return undefined;
}

function returnsThis(owner: McpFile, fn: FunctionNode): boolean {
  const returned = returnedExpressions(fn, owner.sourceCode);
  return returned.length > 0 && returned.every((value) => skipTypeWrappers(value).type === 'ThisExpression');
}

/** `static create() { return new StateToken(); }` */
function returnsNewInstance(owner: McpFile, fn: FunctionNode): boolean {
  const returned = returnedExpressions(fn, owner.sourceCode);
  return returned.length === 1 && skipTypeWrappers(returned[0]!).type === 'NewExpression';
}

/** The constructor's writes (none without one): where the chain starts. */
function constructs(owner: McpFile, body: ClassBody, collect: (fn: FunctionNode, step: undefined) => boolean): boolean {
  const constructor = classConstructor(body);
  return !constructor || collect(constructor, undefined);
}

/**
 * The members `fn` writes into `this.<field>` (`this.claims.sub = …`, `this.claims[key] = value` with `key` passed by
 * `step`), and the object it sets the field to (`this.claims = { v: 1 }`); false when a member's name is not known.
 */
function collectWrites(
  owner: McpFile,
  fn: FunctionNode,
  step: TSESTree.CallExpression | TSESTree.NewExpression | undefined,
  field: string,
  written: Map<string, Expression>,
  passed: Map<string, Expression>,
): boolean {
  const argumentsOf = step ? getPlainArguments(step) : [];
  let known = argumentsOf !== undefined;
  const argumentFor = (value: Node) => {
    const index = parameterIndex(owner.sourceCode, skipTypeWrappers(value), fn);
    return index === undefined ? undefined : argumentsOf?.[index];
  };
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (!known || node.type !== 'AssignmentExpression' || node.operator !== '=' || node.left.type !== 'MemberExpression') return;
    const target = node.left;
    if (thisMemberName(target) === field) {
      const object = skipTypeWrappers(node.right);
      if (object.type !== 'ObjectExpression') known = false;
      else for (const property of object.properties) {
        const name = property.type === 'Property' ? getStaticKeyName(property.key, property.computed) : undefined;
        if (name === undefined || property.type !== 'Property') known = false;
        else written.set(name, property.value as Expression);
      }
      return;
    }
    if (thisMemberName(skipTypeWrappers(target.object)) !== field) return;
    const name = getPropertyName(target) ?? (target.computed ? stringPassed(argumentFor(target.property)) : undefined);
    if (name === undefined) {
      known = false;
      return;
    }
    const value = argumentFor(node.right);
    if (value) passed.set(name, value);
    else written.set(name, node.right);
  });
  return known;
}

function stringPassed(argument: Expression | undefined): string | undefined {
  return argument && getStaticString(skipTypeWrappers(argument));
}


/**
 * `new InputRequiredBuilder().ask(…).withState(token).build()`: the argument of a chain step that keeps it in a field
 * (`withState(s) { this.state = s; return this; }`) becomes the `requestState` of the result a later step of the same
 * chain returns (`build() { return inputRequired({ …, requestState: this.state }); }`). Undefined for any other call.
 */
export function chainedStateArgument(
  mcp: McpFile,
  call: TSESTree.CallExpression,
  returnsStateField: (owner: McpFile, fn: FunctionNode, field: string) => boolean,
): Expression | undefined {
  if (call.callee.type !== 'MemberExpression') return undefined;
  const keeper = mcp.provenance.of(call.callee).functionNode ?? stepOfChain(mcp, call);
  const method = keeper?.parent;
  if (!keeper || method?.type !== 'MethodDefinition' || method.static || method.parent.type !== 'ClassBody') return undefined;
  const owner = fileOwning(mcp, keeper);
  if (!returnsThis(owner, keeper)) return undefined;
  const kept = keptParameter(owner, keeper);
  const argument = kept && getPlainArguments(call)?.[kept.index];
  if (!kept || !argument) return undefined;
  let step: Node = call;
  for (let steps = 0; steps < MAX_CHAIN; steps += 1) {
    const member: Node | undefined = step.parent;
    const next: Node | undefined = member?.parent;
    if (member?.type !== 'MemberExpression' || member.object !== step || next?.type !== 'CallExpression' || next.callee !== member) return undefined;
    const name = getPropertyName(member);
    const fn = name === undefined ? undefined : methodNamed(method.parent, name, false);
    if (!fn) return undefined;
    if (returnsStateField(owner, fn, kept.field)) return argument;
    if (!returnsThis(owner, fn)) return undefined;
    step = next;
  }
  return undefined;
}

/**
 * The method `call` calls, for a chain that starts at an instance of a class (`new Builder().ask(…).withState(…)`) and
 * whose steps before it are methods of that class that return `this`.
 */
function stepOfChain(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  const names: string[] = [];
  let receiver: Node | undefined = call;
  for (let steps = 0; receiver?.type === 'CallExpression' && steps < MAX_CHAIN; steps += 1) {
    const name = getMethodName(receiver);
    if (name === undefined) return undefined;
    names.push(name);
    receiver = getMethodReceiver(receiver);
  }
  if (!receiver || receiver.type === 'CallExpression') return undefined;
  const owner = mcp.provenance.of(skipTypeWrappers(receiver) as Expression).memberOwner;
  const body = owner?.kind === 'instance' && 'body' in owner.of && owner.of.body.type === 'ClassBody' ? owner.of.body : undefined;
  if (!body) return undefined;
  const classFile = fileOwning(mcp, body);
  const [called, ...before] = names;
  for (const name of before) {
    const step = methodNamed(body, name, false);
    if (!step || !returnsThis(classFile, step)) return undefined;
  }
  return called === undefined ? undefined : methodNamed(body, called, false);
}

/** `this.state = requestState`: the one parameter a method keeps whole in a field, and the field. */
function keptParameter(owner: McpFile, fn: FunctionNode): { index: number; field: string } | undefined {
  let kept: { index: number; field: string } | undefined;
  let writes = 0;
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'AssignmentExpression' || node.operator !== '=' || node.left.type !== 'MemberExpression') return;
    const field = thisMemberName(node.left);
    if (field === undefined) return;
    writes++;
    const index = parameterIndex(owner.sourceCode, skipTypeWrappers(node.right), fn);
    if (index !== undefined) kept = { index, field };
  });
  return writes === 1 ? kept : undefined;
}
