import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, getStaticString, onlyResultOf, skipTypeWrappers, skipValueWrappers, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import {
  concatenationOf,
  eitherOf,
  oneKindOf,
  isSecretDerived,
  joinsHashKeyWithData,
  makeProvenance,
  parametersIn,
  unionOf,
  transformed,
  unknownValue,
  type Evaluate,
  type Provenance,
  type ValueType,
} from './provenance-model.js';
import { partOfSecretStoreAnswer } from './secret-stores.js';
import { laterMemberWrites } from '../scope/object-writes.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Methods that keep where a string (or buffer) comes from. */
const STRING_TRANSFORMS = new Set([
  'toString',
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'normalize',
  'slice',
  'substring',
  'substr',
  'subarray',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'valueOf',
]);

/** Methods that hand back one element of a list, or one value of a `Map` (held as the list of its values). */
const ARRAY_ELEMENT_READERS = new Set(['at', 'pop', 'shift', 'find', 'findLast', 'get']);

/**
 * Methods that read a number out of bytes: a `Buffer`'s (`readUInt32BE(offset)`, `readBigUInt64LE()`,
 * `readUIntBE(offset, 6)`) and a `DataView`'s (`getUint32(offset)`, `getBigUint64(0)`).
 */
export const BUFFER_NUMBER_READER = /^(?:read(?:U?Int(?:8|16|32)?|BigU?Int64|Float|Double)(?:BE|LE)?|get(?:U?[Ii]nt(?:8|16|32)|Big(?:Ui|I)nt64|Float(?:32|64)))$/;

/**
 * A number made from the bytes of a MAC or a secret (`mac[offset] & 0x7f`, `mac.readUInt32BE(offset) % 10 ** 6`): of
 * the same kind, as a one-time code truncated from an HMAC is one. Compared as a number it is no leak (see
 * `isInert`); spelled as a string again (`String(code).padStart(6, '0')`) it is what a client must not learn.
 */
export function numberFromSecret(secret: Provenance, origin: Node): Provenance {
  return makeProvenance(secret.kind, origin, { valueType: 'number' });
}

/** The operand an arithmetic or bitwise operation takes its secret from, when one is secret-derived and none is client input. */
function secretOperand(operands: readonly Provenance[]): Provenance | undefined {
  if (operands.some((operand) => operand.fromUntrustedInput)) return undefined;
  return operands.find((operand) => isSecretDerived(operand) && (operand.valueType === 'number' || operand.valueType === 'buffer'));
}

export function literal(node: TSESTree.Literal): Provenance {
  const value = node.value;
  if (value === null) {
    const valueType = 'bigint' in node ? 'number' : 'regex' in node ? 'object' : 'nullish';
    return makeProvenance('literal', node, { valueType });
  }
  const valueType: ValueType =
    typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : typeof value === 'object' ? 'object' : 'number';
  const literalValue = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  return makeProvenance('literal', node, { valueType, literalValue });
}

export function classifyUnary(unary: TSESTree.UnaryExpression): Provenance {
  switch (unary.operator) {
    case 'typeof':
      return makeProvenance('literal', unary, { valueType: 'string' });
    case 'void':
      return makeProvenance('literal', unary, { valueType: 'nullish' });
    case '!':
    case 'delete':
      return unknownValue(unary, 'boolean');
    default:
      return unknownValue(unary, 'number');
  }
}

export function classifyBinary(binary: TSESTree.BinaryExpression, evaluate: Evaluate): Provenance {
  // (a `#field in object` test is a boolean, its left side never evaluated)
  return classifyOperation(binary.operator, binary, () => evaluate(binary.left as TSESTree.Expression), () => evaluate(binary.right));
}

/** The operation each updating assignment applies (`acc &= mask` is `acc & mask`). */
const UPDATES: ReadonlyMap<string, string> = new Map(['+', '-', '*', '/', '%', '**', '<<', '>>', '>>>', '&', '|', '^'].map((operator) => [`${operator}=`, operator]));

/** What `x op= y` makes of the value `x` held (`acc &= mask`, `total += amount`): as `x op y` would. */
export function classifyUpdate(update: TSESTree.AssignmentExpression, evaluate: Evaluate): Provenance | undefined {
  const operator = UPDATES.get(update.operator);
  return operator === undefined ? undefined : classifyOperation(operator, update, () => evaluate(update.left), () => evaluate(update.right));
}

function classifyOperation(operator: string, binary: Node, evaluateLeft: () => Provenance, evaluateRight: () => Provenance): Provenance {
  switch (operator) {
    case '==':
    case '!=':
    case '===':
    case '!==':
    case '<':
    case '<=':
    case '>':
    case '>=':
    case 'in':
    case 'instanceof':
      return unknownValue(binary, 'boolean');
    case '+': {
      const left = evaluateLeft();
      const right = evaluateRight();
      if (left.valueType === 'string' || right.valueType === 'string') {
        // `PREFIX + '_secret'` of two constants spells one: a key it names is known (`session[SECRET_KEY]`)
        const spelled = left.literalValue !== undefined && right.literalValue !== undefined ? `${left.literalValue}${right.literalValue}` : undefined;
        return spelled === undefined ? concatenationOf([left, right], binary) : makeProvenance('literal', binary, { valueType: 'string', literalValue: spelled });
      }
      if (left.kind === 'literal' && right.kind === 'literal') return makeProvenance('literal', binary, { valueType: left.valueType });
      const bothNumbers = left.valueType === 'number' && right.valueType === 'number';
      const secret = bothNumbers ? secretOperand([left, right]) : undefined;
      if (secret) return numberFromSecret(secret, binary);
      const random = bothNumbers ? randomNumberOf([left, right], binary) : undefined;
      if (random) return random;
      // of unknown types, `a + b` may join strings: what a hash of it is fed keeps coming from a secret
      return makeProvenance('unknown', binary, {
        valueType: bothNumbers ? 'number' : 'unknown',
        derivedFromSecret: !bothNumbers && (left.derivedFromSecret || right.derivedFromSecret),
        madeFromParameters: unionOf(parametersIn(left), parametersIn(right)),
        keysHash: !bothNumbers && joinsHashKeyWithData([left, right]),
      });
    }
    default: {
      const left = evaluateLeft();
      const right = evaluateRight();
      const secret = secretOperand([left, right]);
      if (secret) return numberFromSecret(secret, binary);
      if (left.kind === 'literal' && right.kind === 'literal') return makeProvenance('literal', binary, { valueType: 'number' });
      const random = randomNumberOf([left, right], binary);
      if (random) return random;
      return makeProvenance('unknown', binary, { valueType: 'number', madeFromParameters: unionOf(parametersIn(left), parametersIn(right)) });
    }
  }
}

/**
 * `Math.random() * 256`, `seed % 62`: a number computed from random numbers and constants alone is as random as the
 * weakest of them (`Math.random` is weak); undefined when another operand is anything else.
 */
export function randomNumberOf(operands: readonly Provenance[], origin: Node): Provenance | undefined {
  const randoms = operands.filter((operand) => operand.kind === 'random');
  if (randoms.length === 0 || !operands.every((operand) => operand.kind === 'random' || operand.kind === 'literal')) return undefined;
  return makeProvenance('random', origin, { valueType: 'number', strongRandom: randoms.every((operand) => operand.strongRandom === true) });
}

/**
 * `new Map([[id, key], …])`: held as the list of its values (an entry's second element), which `.set(id, key)` calls
 * add to later (see `pushedLater`); a `Map` made from anything else is a list of values not known.
 */
export function mapOf(construction: TSESTree.NewExpression, evaluate: Evaluate): Provenance {
  const values = mapEntryValues(construction);
  if (!values) return unknownValue(construction, 'array');
  return makeProvenance('unknown', construction, { valueType: 'array', parts: values.map((value) => evaluate(value)) });
}

/** The values `new Map([[id, key], …])` is made with (each entry's second element), none for `new Map()`; undefined for any other argument. */
export function mapEntryValues(construction: TSESTree.NewExpression): Expression[] | undefined {
  const [entries] = construction.arguments;
  if (entries === undefined) return [];
  const list = skipValueWrappers(entries);
  if (list.type !== 'ArrayExpression') return undefined;
  const values: Expression[] = [];
  for (const pair of list.elements) {
    const value = pair?.type === 'ArrayExpression' && pair.elements.length === 2 ? pair.elements[1] : undefined;
    if (!value || value.type === 'SpreadElement') return undefined;
    values.push(value);
  }
  return values;
}

export function classifyArray(array: TSESTree.ArrayExpression, evaluate: Evaluate): Provenance {
  let element: Provenance | undefined;
  const parts: Provenance[] = [];
  const [only] = array.elements;
  if (array.elements.length === 1 && only?.type === 'SpreadElement') return arrayOfItems(evaluate(only.argument), array);
  let spread = false;
  for (const item of array.elements) {
    if (item === null) return unknownValue(array, 'array');
    // `[first, ...(previous ? [second] : [])]`: the items of each array spread in, at positions no longer known
    const values = item.type === 'SpreadElement' ? spreadItems(item.argument, evaluate, 0) : [evaluate(item)];
    if (!values) return unknownValue(array, 'array');
    if (item.type === 'SpreadElement') spread = true;
    else parts.push(values[0]!);
    for (const value of values) element = element ? eitherOf(element, value) : value;
  }
  return makeProvenance(element?.kind === 'literal' ? 'literal' : 'unknown', array, { valueType: 'array', element, ...(!spread && { parts }) });
}

/** The items an array spread in gives (none for `[]`), through a choice between arrays; undefined when not known. */
function spreadItems(node: Node, evaluate: Evaluate, depth: number): Provenance[] | undefined {
  const expression = skipTypeWrappers(node as Expression);
  if (expression.type === 'ConditionalExpression' && depth < 3) {
    const consequent = spreadItems(expression.consequent, evaluate, depth + 1);
    const alternate = spreadItems(expression.alternate, evaluate, depth + 1);
    return consequent && alternate ? [...consequent, ...alternate] : undefined;
  }
  if (expression.type === 'ArrayExpression' && expression.elements.length === 0) return [];
  const value = evaluate(expression as Expression);
  return value.valueType === 'array' && value.element ? [value.element] : undefined;
}

/**
 * `[...x]`, `Array.from(x)`: an array of the items of `x` — the elements of an array, the bytes of a buffer (as
 * numbers) or the characters of a string, each seen as a part of `x`.
 */
export function arrayOfItems(iterable: Provenance, origin: Node): Provenance {
  if (iterable.valueType === 'array') return makeProvenance('unknown', origin, { valueType: 'array', element: iterable.element });
  // `Array.from(bytes)` of a helper's parameter: at each call, the items of what the call passes
  if (iterable.valueType === 'unknown' && iterable.passesParameter !== undefined) {
    const element = makeProvenance('unknown', origin, { madeFromParameters: [iterable.passesParameter] });
    return makeProvenance('unknown', origin, { valueType: 'array', element, passesParameter: iterable.passesParameter });
  }
  if (iterable.valueType !== 'buffer' && iterable.valueType !== 'string') return unknownValue(origin, 'array');
  const element = transformed(iterable, iterable.valueType === 'buffer' ? 'number' : 'string');
  return makeProvenance(element.kind === 'literal' ? 'literal' : 'unknown', origin, { valueType: 'array', element });
}

/**
 * `items.map(fn)`, `Array.from(x, fn)`: when `fn` returns its first parameter seen through transformations that keep
 * it (`(b) => b.toString(16).padStart(2, '0')`, the hex of a byte), an array of the same items; when it returns a MAC,
 * a signed token or a secret whatever it is passed, an array of those; else undefined.
 */
export function mappedItems(array: Provenance, callback: Node | undefined, origin: Node, evaluate: Evaluate): Provenance | undefined {
  const fn = callback && skipTypeWrappers(callback);
  if (!array.element || (fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') || fn.async || fn.generator) return undefined;
  const [parameter] = fn.params;
  const returned = onlyResultOf(fn);
  if (parameter?.type !== 'Identifier' || !returned) return undefined;
  const value = evaluate(returned);
  const fromParameter =
    value.kind === 'unknown' &&
    value.fromParameter &&
    value.origin.type === 'Identifier' &&
    value.origin.name === parameter.name &&
    value.origin.range[0] >= fn.body.range[0] &&
    value.origin.range[1] <= fn.body.range[1];
  // `keys.map((key) => createHmac('sha256', key).update(body).digest('hex'))`: every item is the MAC the callback computes
  if (!fromParameter) return isSecretDerived(value) ? makeProvenance('unknown', origin, { valueType: 'array', element: value }) : undefined;
  const passes = array.passesParameter === undefined ? {} : { passesParameter: array.passesParameter };
  // `[iv, body, mac].map((part) => part.toString('base64url'))`: each item encoded, in its place
  const parts = array.parts?.map((part) => transformed(part, value.valueType));
  return makeProvenance('unknown', origin, { valueType: 'array', element: transformed(array.element, value.valueType), ...passes, ...(parts && { parts }) });
}

/** What a string or array method returns, from what its receiver is (`s.split('.')`, `parts.join('.')`, `s.trim()` …). */
export function describeValueMethod(receiver: Provenance, method: string, call: TSESTree.CallExpression, evaluate?: Evaluate): Provenance | undefined {
  if (method === 'split') {
    const part =
      receiver.kind === 'untrusted' || receiver.isParameter
        ? makeProvenance('untrusted', call, { valueType: 'string', maybeAbsent: true, isCredential: receiver.isCredential, cookieHeader: receiver.cookieHeader })
        : transformed(receiver, 'string');
    // (a helper splitting its parameter gives, at each call, the parts of what that call passes)
    const passes = receiver.passesParameter === undefined ? {} : { passesParameter: receiver.passesParameter };
    return makeProvenance(part.kind === 'literal' ? 'literal' : 'unknown', call, { valueType: 'array', element: part, ...passes });
  }
  if (receiver.valueType === 'array') {
    if (ARRAY_ELEMENT_READERS.has(method)) return elementOf(receiver, call);
    if (method === 'join') {
      if (receiver.parts) return concatenationOf(receiver.parts, call);
      return receiver.element ? transformed(receiver.element, 'string') : unknownValue(call, 'string');
    }
    // (`ring.values()` of a `Map`: the same values)
    if (method === 'slice' || method === 'filter' || method === 'reverse' || method === 'values') return receiver;
    if (method === 'map' && evaluate && call.arguments.length === 1) return mappedItems(receiver, call.arguments[0], call, evaluate);
    return undefined;
  }
  if (receiver.valueType === 'buffer' && isSecretDerived(receiver) && BUFFER_NUMBER_READER.test(method)) return numberFromSecret(receiver, call);
  if (method === 'repeat') return repeated(receiver, call, evaluate);
  if (method === 'fill' && evaluate) return filled(receiver, call, evaluate);
  if ((method === 'padEnd' || method === 'padStart') && evaluate) return padded(receiver, method, call, evaluate);
  if (STRING_TRANSFORMS.has(method)) return transformed(receiver, stringTransformType(receiver.valueType, method));
  return undefined;
}

/** Longer constants are still constants; their text is not worth keeping. */
const MAX_CONSTANT_LENGTH = 4096;

/** `'x'.repeat(32)`: a literal repeated is as constant as the literal; anything else repeated stays what it was. */
function repeated(receiver: Provenance, call: TSESTree.CallExpression, evaluate: Evaluate | undefined): Provenance {
  if (receiver.kind !== 'literal' || receiver.valueType !== 'string') return transformed(receiver, 'string');
  const [countArgument] = call.arguments;
  const count = countArgument && countArgument.type !== 'SpreadElement' && evaluate ? evaluate(countArgument) : undefined;
  const text = typeof receiver.literalValue === 'string' ? receiver.literalValue : undefined;
  const times = count?.kind === 'literal' && typeof count.literalValue === 'number' ? count.literalValue : undefined;
  const known = text !== undefined && times !== undefined && times >= 0 && Number.isInteger(times) && text.length * times <= MAX_CONSTANT_LENGTH;
  return makeProvenance('literal', call, { valueType: 'string', literalValue: known ? text.repeat(times) : undefined });
}

/**
 * `(env.KEY ?? '').padEnd(32, '0')`: a constant padded with a constant is the padded constant, so an empty fallback
 * becomes 32 zeros, a key as constant as any literal. Anything else padded stays what it was.
 */
function padded(receiver: Provenance, method: 'padEnd' | 'padStart', call: TSESTree.CallExpression, evaluate: Evaluate): Provenance {
  const result = transformed(receiver, stringTransformType(receiver.valueType, method));
  const [lengthArgument, fillArgument] = call.arguments;
  const length = lengthArgument && lengthArgument.type !== 'SpreadElement' ? evaluate(lengthArgument).literalValue : undefined;
  const fill = fillArgument === undefined ? ' ' : fillArgument.type !== 'SpreadElement' ? evaluate(fillArgument).literalValue : undefined;
  if (typeof length !== 'number' || length > MAX_CONSTANT_LENGTH || typeof fill !== 'string') return result;
  const pad = (text: unknown) => (typeof text === 'string' ? (method === 'padEnd' ? text.padEnd(length, fill) : text.padStart(length, fill)) : undefined);
  if (receiver.kind === 'literal') return { ...result, literalValue: pad(receiver.literalValue) };
  const fallback = receiver.literalFallback;
  if (!fallback || typeof fallback.literalValue !== 'string') return result;
  return { ...result, literalFallback: { ...fallback, literalValue: pad(fallback.literalValue) } };
}

/** `new Uint8Array(32).fill(7)`: constant bytes filled with a constant are constant. */
function filled(receiver: Provenance, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  if (receiver.valueType !== 'buffer' && receiver.valueType !== 'array') return undefined;
  const constant = receiver.kind === 'literal' && call.arguments.every((argument) => argument.type !== 'SpreadElement' && evaluate(argument).kind === 'literal');
  return constant ? makeProvenance('literal', call, { valueType: receiver.valueType }) : unknownValue(call, receiver.valueType);
}

function stringTransformType(receiverType: ValueType, method: string): ValueType {
  if (method === 'toString') return 'string';
  if (receiverType === 'buffer' && (method === 'slice' || method === 'subarray')) return 'buffer';
  return receiverType === 'string' || receiverType === 'buffer' ? 'string' : receiverType;
}

export function elementOf(array: Provenance, origin: Node): Provenance {
  if (array.element) return { ...array.element, maybeAbsent: true };
  const secretPart = partOfSecretStoreAnswer(array, origin);
  if (secretPart) return secretPart;
  // a byte of a MAC or a secret, as `for (const byte of mac)` reads it
  if (array.valueType === 'buffer' && isSecretDerived(array)) return numberFromSecret(array, origin);
  if (array.kind === 'untrusted') return makeProvenance('untrusted', origin, { maybeAbsent: true });
  return partOfParameters(array, origin) ?? unknownValue(origin);
}

/**
 * A part of a value made from parameters of the function it is read in, or a value computed from one (a byte of the
 * bytes a helper was passed, a character an encoder looks up by it): made from those parameters too, so that a call
 * passing a secret there gives a value computed from that secret.
 */
export function partOfParameters(whole: Provenance, origin: Node, valueType: ValueType = 'unknown'): Provenance | undefined {
  const madeFromParameters = parametersIn(whole);
  return madeFromParameters ? makeProvenance('unknown', origin, { valueType, madeFromParameters }) : undefined;
}

export function enumMember(declaration: TSESTree.TSEnumDeclaration, name: string | undefined, origin: Node): Provenance {
  const members = declaration.body?.members ?? (declaration as unknown as { members: TSESTree.TSEnumMember[] }).members;
  // (a member's key is a name or a string: `computed` is deprecated on enum members)
  const member = members.find((candidate) => getStaticKeyName(candidate.id, false) === name);
  if (!member) return unknownValue(origin);
  const text = member.initializer && getStaticString(member.initializer);
  return makeProvenance('literal', origin, text === undefined ? { valueType: 'number' } : { valueType: 'string', literalValue: text });
}

/** `{ a: x }.a`: what the literal's last `a` holds; unknown when a spread may replace it. */
export function propertyOfLiteral(
  literal: TSESTree.ObjectExpression,
  name: string | undefined,
  origin: Node,
  evaluate: Evaluate,
  sourceCode?: SourceCode,
  memberOfSpread?: (spread: Expression) => SpreadMember,
): Provenance {
  if (name === undefined) return unknownValue(origin);
  // the last writer of the name wins: a spread after the property may write it again, one before it is written over
  let found: TSESTree.Property | undefined;
  let spreadsAfter: Expression[] = [];
  for (const property of literal.properties) {
    if (property.type === 'SpreadElement') spreadsAfter.push(property.argument);
    else if (property.kind === 'init' && getStaticKeyName(property.key, property.computed) === name) {
      found = property;
      spreadsAfter = [];
    }
  }
  const usable = found && found.value.type !== 'AssignmentPattern' && found.value.type !== 'TSEmptyBodyFunctionExpression' ? found : undefined;
  let value = usable && evaluate(usable.value as Expression);
  if (spreadsAfter.length > 0) {
    // `{ ...defaults, ...fromEnv(env) }`: a layer that surely has the member replaces what is before it, one that may
    // have it is its value, or else what is before it
    if (!memberOfSpread || (found && !usable)) return unknownValue(origin);
    for (const spread of spreadsAfter) {
      const layer = memberOfSpread(spread);
      if (layer.absent) continue;
      value = layer.surely || !value ? layer.value : eitherOf(layer.value, value);
    }
  }
  // `const config = {}; config.state = { … }`: a member given after the object is made, read after that
  const written = sourceCode && laterMemberWrites(sourceCode, literal)?.fields.get(name);
  if (written) return value ? oneKindOf(value, evaluate(written)) : evaluate(written);
  return value ?? unknownValue(origin);
}

/** A member of an object spread into a literal, and whether that object surely has it, or surely lacks it. */
export interface SpreadMember {
  readonly value: Provenance;
  readonly surely: boolean;
  readonly absent?: boolean;
}

/** Whether an object literal spells every member it has (no spread, no computed key, no accessor) and none is `name`. */
function spellsMembersWithout(literal: TSESTree.ObjectExpression, name: string): boolean {
  return literal.properties.every((property) => property.type === 'Property' && property.kind === 'init' && !property.computed && getStaticKeyName(property.key, false) !== name);
}

/** What reads the values of a module: its provenance analysis, or another module's as this one sees it. */
export interface MemberReader {
  of(node: Node): Provenance;
  memberValue(object: Provenance, name: string, origin: Node): Provenance;
}

/**
 * How `reader` reads member `name` of each object spread into a literal of its module (see {@link propertyOfLiteral}):
 * surely there when the object is a literal that writes it. `held` gives what a spread holds where the reader does not
 * tell it (a parameter of a function whose call is known).
 */
export function spreadMembers(reader: MemberReader, name: string, held: (spread: Expression) => Provenance | undefined = () => undefined): (spread: Expression) => SpreadMember {
  return (spread) => {
    const object = held(spread) ?? reader.of(spread);
    const literal = object.objectLiteral;
    const surely = literal !== undefined && literal.properties.some((property) => property.type === 'Property' && property.kind === 'init' && getStaticKeyName(property.key, property.computed) === name);
    // `...require('./secret')` of a module exporting `{ stateSecret }`: spelled whole, without the member
    const made = literal ?? (object.madeElsewhere?.type === 'ObjectExpression' ? object.madeElsewhere : undefined);
    const absent = !surely && made !== undefined && spellsMembersWithout(made, name);
    return { value: reader.memberValue(object, name, spread), surely, absent };
  };
}

/** What a function returns: the alternatives of all its `return`s, `undefined` when it has none. */
export function returnedValue(fn: FunctionNode, visitorKeys: SourceCode['visitorKeys'], evaluate: Evaluate): Provenance {
  if (fn.body.type !== 'BlockStatement') return evaluate(fn.body);
  let result: Provenance | undefined;
  walkOwnBody(fn, visitorKeys, (node) => {
    if (node.type !== 'ReturnStatement') return;
    const returned = node.argument ? evaluate(node.argument) : makeProvenance('literal', node, { valueType: 'nullish' });
    result = result ? eitherOf(result, returned) : returned;
  });
  return result ?? makeProvenance('literal', fn, { valueType: 'nullish' });
}

/** `obj[KEY]` with `const KEY = 'x'`: the key a constant spells. */
export function staticKeyOf(member: TSESTree.MemberExpression, evaluate: Evaluate): string | undefined {
  if (!member.computed) return undefined;
  const key = evaluate(member.property);
  return key.kind === 'literal' && key.literalValue !== undefined ? String(key.literalValue) : undefined;
}
