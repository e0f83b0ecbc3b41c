import type { TSESTree } from '@typescript-eslint/utils';
import { argumentAt, getMethodName, getPropertyName, getStaticString, skipValueWrappers, type Expression } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { McpFile } from './file.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { fieldsOf } from './signed-fields.js';
import type { StateResult } from './state-results.js';

/** What a token written where it is handed out signs, as far as the file shows it. */
export interface InlineSignedState {
  /** The token: `` `${data}.${mac}` `` or `data + '.' + mac`. */
  readonly token: Expression;
  /** Field name (a variable's or property's name; `#n` for a literal or a computed value) → its value. */
  readonly fields: ReadonlyMap<string, Expression>;
  /** The object literal the MAC signs the JSON of, when it is all the data signed (where a field is added). */
  readonly payload?: TSESTree.ObjectExpression;
}

/** How deep values are followed to what they are made of (`const body = JSON.stringify(…)`). */
const MAX_STEPS = 4;

/**
 * The state a result hands out as data joined with a MAC of it, written at the result or in a constant it reads
 * (`` requestState: `${version}.${macFor(version, KEY)}` ``): what the MAC signs, when every part of it is in sight.
 * Undefined when the value is anything else, or when the MAC, or what it signs, cannot be followed.
 */
export function inlineSignedStateOf(mcp: McpFile, result: StateResult): InlineSignedState | undefined {
  const token = initialValue(mcp, skipValueWrappers(result.value) as Expression);
  const parts = joinedParts(token);
  if (!parts) return undefined;
  const macs = parts.filter((part) => mcp.provenance.of(part).kind === 'mac');
  if (macs.length !== 1) return undefined;
  const mac = skipValueWrappers(macs[0]!);
  if (mac.type !== 'CallExpression') return undefined;
  const signed = signedInputsOf(mcp, mac);
  if (!signed) return undefined;
  const fields = new Map<string, Expression>();
  const objects: TSESTree.ObjectExpression[] = [];
  if (!signed.inputs.every((input) => collectFields(mcp, input, fields, 0, objects))) return undefined;
  const [only] = objects;
  const payload = objects.length === 1 && only && fieldsOf(mcp, only, undefined).fields.size === fields.size ? only : undefined;
  // a key or another argument may tie the MAC to a user or a tool by what it is (`keyFor(userId)`): by its text alone
  for (const other of signed.binding) addValue(fields, other);
  return { token, fields, payload };
}

/** `x` when it is a name bound once, to what it is bound to; else itself. */
function initialValue(mcp: McpFile, node: Expression): Expression {
  if (node.type !== 'Identifier') return node;
  const binding = resolveBinding(mcp.sourceCode, node);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? (skipValueWrappers(binding.init) as Expression) : node;
}

/** The parts a template or a chain of `+` joins. */
function joinedParts(node: Expression): Expression[] | undefined {
  if (node.type === 'TemplateLiteral') return node.expressions.length > 0 ? node.expressions.map((part) => skipValueWrappers(part) as Expression) : undefined;
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return undefined;
  const parts: Expression[] = [];
  const pending: Expression[] = [node];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.type === 'BinaryExpression' && current.operator === '+') pending.push(current.right, current.left);
    else parts.push(skipValueWrappers(current) as Expression);
  }
  return parts;
}

/**
 * What the MAC `call` signs: the data fed to an HMAC computed here (`createHmac(…, key).update(a).update(b).digest()`),
 * or the arguments a helper signs whole (see `Provenance.signsParameters`). `binding` holds what else could tie the
 * MAC to a user or a tool: the key, and the helper's other arguments.
 */
function signedInputsOf(mcp: McpFile, call: TSESTree.CallExpression): { inputs: Expression[]; binding: Expression[] } | undefined {
  if (getMethodName(call) === 'digest' && call.callee.type === 'MemberExpression') {
    const inputs: Expression[] = [];
    let receiver = skipValueWrappers(call.callee.object);
    while (receiver.type === 'CallExpression' && getMethodName(receiver) === 'update' && receiver.callee.type === 'MemberExpression') {
      const [data, ...rest] = receiver.arguments;
      if (!data || data.type === 'SpreadElement' || rest.length > 1) return undefined;
      inputs.unshift(data);
      receiver = skipValueWrappers(receiver.callee.object);
    }
    if (receiver.type !== 'CallExpression' || mcp.provenance.of(receiver).cryptoObject !== 'hmac' || inputs.length === 0) return undefined;
    const key = argumentAt(receiver, 1);
    return key ? { inputs, binding: [key] } : undefined;
  }
  const fn = mcp.provenance.of(call.callee).functionNode;
  const signs = fn && mcp.provenance.returnOf(fn).signsParameters;
  if (!signs || signs.length === 0) return undefined;
  const inputs: Expression[] = [];
  for (const index of signs) {
    const argument = argumentAt(call, index);
    if (!argument) return undefined;
    inputs.push(argument);
  }
  const binding = call.arguments.filter((argument): argument is Expression => argument.type !== 'SpreadElement' && !inputs.includes(argument));
  return { inputs, binding };
}

/**
 * Adds the fields `node` is made of: a name or a property by its name, a literal or a computed number as a value
 * alone, the fields of a stringified object literal. False when a part cannot be seen through (a call of anything
 * else, a spread the file does not show).
 */
function collectFields(mcp: McpFile, node: Expression, fields: Map<string, Expression>, steps: number, objects: TSESTree.ObjectExpression[]): boolean {
  const expression = skipValueWrappers(node);
  if (steps > MAX_STEPS) return false;
  switch (expression.type) {
    case 'Identifier': {
      const value = initialValue(mcp, expression);
      if (value !== expression) return collectFields(mcp, value, fields, steps + 1, objects);
      fields.set(expression.name, expression);
      return true;
    }
    case 'MemberExpression': {
      const name = getPropertyName(expression);
      if (name === undefined) addValue(fields, expression);
      else fields.set(name, expression);
      return true;
    }
    case 'Literal':
      addValue(fields, expression);
      return true;
    case 'TemplateLiteral':
      return expression.expressions.every((part) => collectFields(mcp, part, fields, steps + 1, objects));
    case 'ObjectExpression':
      return addFieldsOf(mcp, expression, fields, objects);
    case 'BinaryExpression':
      if (expression.operator === '+') {
        if (mcp.provenance.of(expression).valueType === 'number') break;
        return collectFields(mcp, expression.left, fields, steps + 1, objects) && collectFields(mcp, expression.right, fields, steps + 1, objects);
      }
      break;
    case 'CallExpression': {
      const encoded = encodedDataOf(mcp, expression);
      if (encoded) return collectFields(mcp, encoded, fields, steps + 1, objects);
      const [first] = expression.arguments;
      if (expression.arguments.length !== 1 || !first || first.type === 'SpreadElement') return false;
      const callee = mcp.provenance.of(expression.callee).reference;
      if (isReferenceTo(callee, GLOBALS, 'String')) return collectFields(mcp, first, fields, steps + 1, objects);
      if (!isReferenceTo(callee, GLOBALS, 'JSON', 'stringify')) return false;
      const literal = objectLiteralOf(mcp.provenance, first);
      return literal ? addFieldsOf(mcp, literal, fields, objects) : collectFields(mcp, first, fields, steps + 1, objects);
    }
    default:
      return false;
  }
  // arithmetic: a clock reading plus a lifetime is an expiry, anything else a number signed as it is
  addValue(fields, expression);
  return true;
}

/**
 * The data an encoding step carries unchanged but for its spelling: `Buffer.from(json)`, `buffer.toString('base64url')`,
 * `btoa(json)`, `encodeURIComponent(json)`.
 */
function encodedDataOf(mcp: McpFile, call: TSESTree.CallExpression): Expression | undefined {
  const [first, second] = call.arguments;
  if (getMethodName(call) === 'toString' && call.callee.type === 'MemberExpression' && !second) {
    return first === undefined || getStaticString(first) !== undefined ? call.callee.object : undefined;
  }
  if (!first || first.type === 'SpreadElement') return undefined;
  const callee = mcp.provenance.of(call.callee).reference;
  if (isReferenceTo(callee, GLOBALS, 'Buffer', 'from') && (!second || getStaticString(second) !== undefined)) return first;
  return !second && (isReferenceTo(callee, GLOBALS, 'btoa') || isReferenceTo(callee, GLOBALS, 'encodeURIComponent')) ? first : undefined;
}

/** The fields of an object literal (a helper given it, or `JSON.stringify` of it); false when a spread hides some. */
function addFieldsOf(mcp: McpFile, object: TSESTree.ObjectExpression, fields: Map<string, Expression>, objects: TSESTree.ObjectExpression[]): boolean {
  objects.push(object);
  const signed = fieldsOf(mcp, object, undefined);
  for (const [key, value] of signed.fields) fields.set(key, value);
  return signed.complete;
}

/** A value signed without a name of its own, known by what it is (a tool's name, a clock reading plus a lifetime). */
function addValue(fields: Map<string, Expression>, value: Expression): void {
  fields.set(`#${fields.size}`, value);
}
