import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getPropertyName, getStaticKeyName, getStaticString, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { SummaryMemo } from '../syntax/summary-memo.js';
import { findVariable, parameterMemberOf } from '../scope/bindings.js';
import { calleeFunctionsOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';

// A value's role decided by its use: what a function sends in a credential header (`authorization: \`Bearer
// ${token}\``) is a credential, whatever it is called where it is made or kept (`zendeskToken`, `captureToken`).

/**
 * Request headers whose value is a credential: `Authorization`, and a name ending in an API, access, auth, session or
 * private token or key (`x-api-key`, `private-token`, `banklink-access-token`), or a vendor's `X-…-Token`
 * (`X-Vault-Token`, `X-Figma-Token`); not an `idempotency-key`, nor an anti-forgery or tracing `X-CSRF-Token`.
 */
const CREDENTIAL_HEADER = /^(?:proxy-)?authorization$|(?:^|-)(?:api|access|auth|session|private)-?(?:token|key)$|^x-(?!(?:csrf|xsrf|request|correlation|idempotency|trace)-)[a-z0-9]+-token$/i;

/** A parameter a function sends as a credential: the parameter at `index` whole, or its member `path` names. */
export interface CredentialParameter {
  readonly index: number;
  readonly path: readonly string[];
}

const NONE: readonly CredentialParameter[] = [];

/** How many functions deep a parameter handed on is followed to the header it ends in. */
const MAX_DEPTH = 3;

const summaries = new SummaryMemo<FunctionNode, 'credentials', readonly CredentialParameter[]>(NONE, false);

/**
 * The parameters (or members of them) `fn` puts in a credential header of a request, itself (`headers: { authorization:
 * \`Bearer ${caller.bearer}\` }`, `headers.set('Authorization', token)`) or by handing them to a function that does
 * (`getJson(url, caller)`), wherever that function is written.
 */
export function credentialParametersOf(mcp: McpFile, fn: FunctionNode, depth = 0): readonly CredentialParameter[] {
  const owner = fileOwning(mcp, fn);
  return summaries.answer(fn, 'credentials', depth >= MAX_DEPTH, () => {
    const found: CredentialParameter[] = [];
    const add = (node: Node, suffix: readonly string[] = []) => {
      for (const read of headerReads(node)) {
        const member = parameterMemberOf(owner.sourceCode, read);
        const parameter = member?.fn === fn ? { index: member.position, path: [...member.path, ...suffix] } : undefined;
        if (parameter && !found.some((known) => known.index === parameter.index && known.path.join('.') === parameter.path.join('.'))) found.push(parameter);
      }
    };
    walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
      if (node.type === 'Property' && isCredentialHeaderProperty(node, owner)) add(node.value);
      else if (node.type === 'CallExpression') {
        // `headers.set('Authorization', …)`, `headers.append(…)`
        const [name, value] = node.arguments;
        if ((getMethodName(node) === 'set' || getMethodName(node) === 'append') && name && value && isCredentialHeader(getStaticString(name))) add(value);
        else handedOn(owner, node, depth, add);
      }
    });
    return found.length > 0 ? found : NONE;
  });
}

function isCredentialHeader(name: string | undefined): boolean {
  return name !== undefined && CREDENTIAL_HEADER.test(name);
}

/**
 * A credential header of a request: a property so named of the object a request's `headers` is given (`{ headers: {
 * authorization: … } }`, `new Headers({ … })`), not of any object (a state may well hold a field `x-api-key`).
 */
function isCredentialHeaderProperty(property: TSESTree.Property, mcp?: McpFile): boolean {
  if (!isCredentialHeader(getStaticKeyName(property.key, property.computed))) return false;
  const object = property.parent;
  const holder = object.parent;
  if (holder?.type === 'Property') return /^headers$/i.test(getStaticKeyName(holder.key, holder.computed) ?? '');
  if (holder?.type === 'NewExpression') return holder.callee.type === 'Identifier' && holder.callee.name === 'Headers';
  // `this._call('GET', path, { authorization: 'Session ' + token })` of `_call(method, path, headers, …)`
  return mcp !== undefined && holder?.type === 'CallExpression' && handedAsHeaders(mcp, holder, object);
}

/** Whether `call` hands `object` to a parameter named for a request's headers (`headers`, `extraHeaders`). */
function handedAsHeaders(mcp: McpFile, call: TSESTree.CallExpression, object: Node): boolean {
  const index = call.arguments.indexOf(object as TSESTree.CallExpressionArgument);
  if (index < 0) return false;
  return calleeFunctionsOf(mcp, call).some((callee) => {
    const parameter = callee.params[index];
    const name = parameter?.type === 'Identifier' ? parameter.name : parameter?.type === 'AssignmentPattern' && parameter.left.type === 'Identifier' ? parameter.left.name : undefined;
    return name !== undefined && /headers$/i.test(name);
  });
}

/** The reads a header's value is made of: `token`, `caller.bearer` in `` `Bearer ${caller.bearer}` ``, `'Bearer ' + token`. */
function headerReads(node: Node): Node[] {
  const value = skipValueWrappers(node);
  if (value.type === 'TemplateLiteral') return value.expressions.flatMap(headerReads);
  if (value.type === 'BinaryExpression' && value.operator === '+') return [...headerReads(value.left), ...headerReads(value.right)];
  return value.type === 'Identifier' || value.type === 'MemberExpression' ? [value] : [];
}

/** A call handing a parameter on to a function that sends it as a credential: the parameter is sent by this one too. */
function handedOn(owner: McpFile, call: TSESTree.CallExpression, depth: number, add: (node: Node, suffix?: readonly string[]) => void): void {
  const passed = call.arguments.map((argument) => (argument.type === 'SpreadElement' ? undefined : parameterMemberOf(owner.sourceCode, argument)));
  if (!passed.some((member) => member !== undefined)) return;
  for (const callee of calleeFunctionsOf(owner, call)) {
    for (const parameter of credentialParametersOf(owner, callee, depth + 1)) {
      const argument = call.arguments[parameter.index];
      if (argument && argument.type !== 'SpreadElement' && passed[parameter.index]) add(argument, parameter.path);
    }
  }
}

/**
 * Whether the value `node` reads (`session.zendeskToken`) is sent as a credential by a call in the same function: the
 * same variable, or a member of it on the way (`getTicket(session.zendeskToken, id)`, `getTicket(session, id)` sending
 * `session.zendeskToken`), handed to a parameter a function sends in a credential header. The function's name if so.
 */
export function sentAsCredential(mcp: McpFile, node: Node): string | undefined {
  const read = accessPath(mcp, node);
  const scope = getEnclosingFunction(node);
  if (!read || scope.type === 'Program') return undefined;
  let sender: string | undefined;
  const samePath = (other: Node) => {
    const path = accessPath(mcp, other);
    return path !== undefined && path.root === read.root && path.path.join('.') === read.path.join('.');
  };
  const test = (candidate: Node, within: Node) => {
    if (sender !== undefined) return;
    // a header this function writes itself (`fetch(url, { headers: { authorization: \`Bearer ${grant}\` } })`)
    if (candidate.type === 'Property' && isCredentialHeaderProperty(candidate, mcp) && headerReads(candidate.value).some(samePath)) {
      let call: Node | undefined = candidate.parent;
      while (call && call.type !== 'CallExpression' && call !== within) call = call.parent;
      sender = call?.type === 'CallExpression' ? mcp.sourceCode.getText(call.callee) : 'this function';
      return;
    }
    if (candidate.type !== 'CallExpression' || (candidate.range[0] <= node.range[0] && node.range[1] <= candidate.range[1])) return;
    candidate.arguments.forEach((argument, index) => {
      const handed = argument.type === 'SpreadElement' ? undefined : accessPath(mcp, argument);
      if (sender !== undefined || !handed || handed.root !== read.root || handed.path.length > read.path.length || handed.path.some((name, step) => read.path[step] !== name)) return;
      if (sendsAsCredential(mcp, candidate, index, read.path.slice(handed.path.length))) sender = mcp.sourceCode.getText(candidate.callee);
    });
  };
  walkOwnBody(scope, mcp.sourceCode.visitorKeys, (candidate) => test(candidate, scope));
  // the same variable read in another function it is seen from (`session.token` sent by the callback around this one)
  for (const reference of sender === undefined ? read.root.references : []) {
    let current: Node = reference.identifier as Node;
    const within = getEnclosingFunction(current);
    if (within === scope) continue;
    for (let steps = 0; steps < 6 && current.parent && sender === undefined; steps += 1) {
      current = current.parent;
      test(current, within);
    }
  }
  return sender;
}

/** The variable a read starts from and the members it reads on the way: `session` and `['zendeskToken']`. */
function accessPath(mcp: McpFile, node: Node): { root: TSESLint.Scope.Variable; path: string[] } | undefined {
  const path: string[] = [];
  let current = skipValueWrappers(node);
  while (current.type === 'MemberExpression') {
    const name = getPropertyName(current);
    if (name === undefined) return undefined;
    path.unshift(name);
    current = skipValueWrappers(current.object);
  }
  if (current.type !== 'Identifier') return undefined;
  const variable = findVariable(mcp.sourceCode, current);
  return variable ? { root: variable, path } : undefined;
}

/**
 * The call in `scope` that sends member `name` of a value (`state.leaseToken` of the opened state, on the retry) as a
 * credential: handed to a parameter its function sends in a credential header (`vault.read(path, state.leaseToken)`
 * with `headers: { 'X-Vault-Token': token }`). Its callee's text if so.
 */
export function memberSentAsCredential(mcp: McpFile, scope: FunctionNode, name: string): string | undefined {
  let sender: string | undefined;
  walkOwnBody(scope, mcp.sourceCode.visitorKeys, (node) => {
    if (sender !== undefined || node.type !== 'CallExpression') return;
    node.arguments.forEach((argument, index) => {
      const member = skipValueWrappers(argument as Node);
      if (sender !== undefined || member.type !== 'MemberExpression' || getPropertyName(member) !== name) return;
      if (sendsAsCredential(mcp, node, index, [])) sender = mcp.sourceCode.getText(node.callee);
    });
  });
  return sender;
}

/** Whether a call's function sends what the call passes at `index` (its member `path`) in a credential header. */
function sendsAsCredential(mcp: McpFile, call: TSESTree.CallExpression, index: number, path: readonly string[]): boolean {
  return calleeFunctionsOf(mcp, call).some((callee) => credentialParametersOf(mcp, callee).some((parameter) => parameter.index === index && parameter.path.join('.') === path.join('.')));
}
