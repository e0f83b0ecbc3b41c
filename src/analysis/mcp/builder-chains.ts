import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticKeyName, getStaticString, skipTypeWrappers, thisMemberName, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { classConstructor } from '../scope/members.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import type { McpFile } from './file.js';

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

