import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticString, mayCallMember, skipValueWrappers, type Expression, type Node } from '../syntax/ast.js';
import { mayCallValueOfAnotherName, resolveBinding } from '../scope/bindings.js';
import { calleeName, returnedExpressions } from '../scope/local-functions.js';
import { fileOwning, type McpFile } from './file.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { CustomStateFunctions } from './seals.js';
import { sealOf } from './seals.js';
import { directJsonCallers } from '../values/json-calls.js';

/**
 * What an unsigned `requestState` is, in words for a message:
 * `object` / `array` literal, `json` text, `encoded-json` (base64, base64url or hex of JSON, `btoa`),
 * `url-encoded-json`, `string-literal`, or `concatenation` of unsigned parts.
 */
export type UnsignedEncodingKind = 'object' | 'array' | 'json' | 'encoded-json' | 'url-encoded-json' | 'string-literal' | 'concatenation';

export interface UnsignedEncoding {
  readonly kind: UnsignedEncodingKind;
  /** What a seal should take instead: the object that was stringified. Only when written in this expression itself. */
  readonly payload: Expression | undefined;
  /** The encoder imported from another module of the project that makes it, when one does. */
  readonly helper?: ForeignOrigin;
}

const MAX_DEPTH = 12;
const ENCODINGS = new Set(['base64', 'base64url', 'hex', 'binary', 'latin1']);
const URL_ENCODERS = new Set(['encodeURIComponent', 'encodeURI', 'escape']);

type Verdict = UnsignedEncoding | 'neutral' | undefined;

/**
 * The unsigned encoding `node` provably is — an object or array literal, `JSON.stringify(…)`, base64/hex of it,
 * `btoa`, `encodeURIComponent`, a template or `+` of these and literals, a string literal, or a `const` or local
 * function that gives one — or undefined when the file does not prove it (a seal anywhere on the way, a parameter,
 * a call to another module).
 */
export function describeUnsignedEncoding(mcp: McpFile, node: Node, names: CustomStateFunctions = {}): UnsignedEncoding | undefined {
  const verdict = classify(mcp, node, names, 0, true);
  if (verdict === undefined || verdict === 'neutral') return undefined;
  const value = mcp.provenance.of(node);
  return value.kind === 'signed-token' || value.kind === 'mac' ? undefined : verdict;
}

function classify(mcp: McpFile, node: Node, names: CustomStateFunctions, depth: number, direct: boolean): Verdict {
  if (depth > MAX_DEPTH) return undefined;
  const expression = skipValueWrappers(node);
  const next = (child: Node, stillDirect = direct) => classify(mcp, child, names, depth + 1, stillDirect);
  switch (expression.type) {
    case 'ObjectExpression':
      return { kind: 'object', payload: direct ? expression : undefined };
    case 'ArrayExpression':
      return { kind: 'array', payload: direct ? expression : undefined };
    case 'Literal':
      if (typeof expression.value === 'string') return expression.value === '' ? 'neutral' : { kind: 'string-literal', payload: direct ? expression : undefined };
      return expression.value === null || typeof expression.value === 'number' || typeof expression.value === 'boolean' ? 'neutral' : undefined;
    case 'TemplateLiteral': {
      if (expression.expressions.length === 0) {
        return getStaticString(expression) === '' ? 'neutral' : { kind: 'string-literal', payload: direct ? expression : undefined };
      }
      return combine(expression.expressions.map((part) => next(part, false)), true);
    }
    case 'BinaryExpression':
      if (expression.operator !== '+') return undefined;
      return combine([next(expression.left, false), next(expression.right, false)], false);
    case 'ConditionalExpression':
      return eitherVerdict([next(expression.consequent, false), next(expression.alternate, false)]);
    case 'Identifier': {
      if (expression.name === 'undefined') return 'neutral';
      const binding = resolveBinding(mcp.sourceCode, expression);
      // `var state; … state = …`: unsigned when every value it is given is unsigned or no state at all.
      if (binding?.kind === 'assigned') return eitherVerdict(binding.values.map((value) => next(value, false)));
      if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
      const inner = next(binding.init, false);
      return inner === undefined || inner === 'neutral' ? inner : { kind: inner.kind, payload: undefined };
    }
    case 'CallExpression':
      return classifyCall(mcp, expression, names, depth, direct);
    case 'MemberExpression':
      // a prefix the instance was set up with is the same for every state, so it signs none of them
      return isFixedText(mcp, expression) ? 'neutral' : undefined;
    default:
      return undefined;
  }
}

/**
 * Text fixed before any state is made, so it cannot sign one: a string the code spells, or a member of `this` that
 * is one or a setting of the instance that defaults to one (`constructor(private prefix = 'pnd_')`).
 */
function isFixedText(mcp: McpFile, node: Expression): boolean {
  const value = mcp.provenance.of(node);
  if (value.derivedFromSecret || value.valueType === 'nullish') return false;
  if (value.kind === 'literal') return value.valueType === 'string';
  const settingOfThis = node.type === 'MemberExpression' && skipValueWrappers(node.object).type === 'ThisExpression' && value.isParameter;
  return settingOfThis && value.kind === 'unknown' && value.literalFallback?.valueType === 'string';
}

/** One of several values (`c ? a : b`, each value a variable is given): unsigned when each is unsigned or neutral. */
function eitherVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.some((verdict) => verdict === undefined)) return undefined;
  const unsigned = verdicts.find((verdict): verdict is UnsignedEncoding => verdict !== 'neutral');
  return unsigned ? { kind: unsigned.kind, payload: undefined } : 'neutral';
}

/** Parts of a template or `+`: unsigned when every part is unsigned or a literal and at least one is unsigned. */
function combine(parts: Verdict[], inTemplate: boolean): Verdict {
  if (parts.some((part) => part === undefined)) return undefined;
  const unsigned = parts.filter((part): part is UnsignedEncoding => part !== 'neutral');
  if (unsigned.length === 0) return inTemplate ? { kind: 'string-literal', payload: undefined } : 'neutral';
  if (unsigned.length === 1 && unsigned[0]!.kind === 'string-literal' && !inTemplate) return { kind: 'string-literal', payload: undefined };
  return { kind: 'concatenation', payload: undefined };
}

function classifyCall(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions, depth: number, direct: boolean): Verdict {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf || sealOf(mcp, call, names)) return undefined;
  const name = calleeName(call);
  if (name !== undefined && (names.sealFunctions ?? []).includes(name)) return undefined;
  const reference = mcp.provenance.of(call.callee).reference;
  const [first] = argumentsOf;
  const inner = (child: Node): Verdict => classify(mcp, child, names, depth + 1, direct);
  const reencode = (kind: UnsignedEncodingKind, child: Node): Verdict => {
    const verdict = inner(child);
    if (verdict === undefined || verdict === 'neutral') return verdict;
    return { kind: verdict.kind === 'json' || verdict.kind === 'encoded-json' || verdict.kind === 'url-encoded-json' ? kind : verdict.kind, payload: verdict.payload };
  };
  if (isReferenceTo(reference, GLOBALS, 'JSON', 'stringify')) {
    return first ? { kind: 'json', payload: direct ? first : undefined } : undefined;
  }
  if (first && isReferenceTo(reference, GLOBALS, 'btoa')) return reencode('encoded-json', first);
  if (first && reference?.module === GLOBALS && reference.path.length === 1 && URL_ENCODERS.has(reference.path[0]!)) {
    return reencode('url-encoded-json', first);
  }
  if (first && (isReferenceTo(reference, GLOBALS, 'String') || isReferenceTo(reference, GLOBALS, 'Buffer', 'from'))) {
    const encoding = argumentsOf[1] && getStaticString(argumentsOf[1]);
    // `Buffer.from(x, 'base64')` decodes: it is not an encoding of `x`.
    if (encoding !== undefined && ENCODINGS.has(encoding)) return undefined;
    return inner(first);
  }
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method === 'toString' && receiver) {
    const encoding = first && getStaticString(first);
    return encoding !== undefined && ENCODINGS.has(encoding) ? reencode('encoded-json', receiver) : inner(receiver);
  }
  const calleeValue = mcp.provenance.of(call.callee);
  const local = calleeValue.functionNode;
  if (!local || depth > MAX_DEPTH) return undefined;
  const owner = fileOwning(mcp, local);
  const returns = returnedExpressions(local, owner.sourceCode).map((returned) => classify(owner, returned, names, depth + 1, false));
  if (returns.length === 0 || returns.some((verdict) => verdict === undefined)) return undefined;
  const unsigned = returns.find((verdict): verdict is UnsignedEncoding => verdict !== 'neutral');
  if (!unsigned) return 'neutral';
  // `encodeState(state)`: the one argument is what the local encoder stringifies.
  const payload = direct && argumentsOf.length === 1 && local.params.length === 1 ? argumentsOf[0] : undefined;
  const helper = owner === mcp ? unsigned.helper : calleeValue.foreign;
  return helper ? { kind: unsigned.kind, payload, helper } : { kind: unsigned.kind, payload };
}

/** What decoding `node` starts from: `JSON.parse(Buffer.from(token, 'base64url').toString())` → `token`. */
export interface DecodedSource {
  readonly source: Expression;
  /** Only a part of the source is decoded (`token.split('.')[0]`). */
  readonly part: boolean;
}

/** String methods on the way from a token to what is decoded; all but `toString`/`trim` keep only a part. */
const STRING_STEPS = new Set(['toString', 'trim', 'slice', 'substring', 'substr', 'replace', 'replaceAll']);
const DECODERS = new Set(['atob', 'decodeURIComponent', 'decodeURI', 'unescape', 'String']);

/** Follows decoding steps and `const`s back from a decoded value to what was decoded. */
export function decodedSourceOf(mcp: McpFile, node: Node, followConstants = true): DecodedSource {
  let current = skipValueWrappers(node) as Expression;
  let part = false;
  for (let steps = 0; steps < MAX_DEPTH; steps += 1) {
    if (!followConstants && current.type === 'Identifier') break;
    const previous = unwrapDecodeStep(mcp, current);
    if (!previous) break;
    part ||= previous.part;
    current = skipValueWrappers(previous.source) as Expression;
  }
  return { source: current, part };
}

function unwrapDecodeStep(mcp: McpFile, expression: Expression): DecodedSource | undefined {
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized') return undefined;
    const path = binding.path.filter((step) => step.type !== 'default');
    if (path.length === 0) return { source: binding.init, part: false };
    const split = splitReceiver(binding.init);
    return path.length === 1 && path[0]!.type === 'index' && split ? { source: split, part: true } : undefined;
  }
  if (expression.type === 'MemberExpression' && expression.computed) {
    const split = splitReceiver(expression.object);
    return split ? { source: split, part: true } : undefined;
  }
  if (expression.type === 'NewExpression' || expression.type !== 'CallExpression') return undefined;
  const argumentsOf = getPlainArguments(expression);
  const [first] = argumentsOf ?? [];
  const reference = mcp.provenance.of(expression.callee).reference;
  if (first && isReferenceTo(reference, GLOBALS, 'Buffer', 'from')) return { source: first, part: false };
  if (first && reference?.module === GLOBALS && reference.path.length === 1 && DECODERS.has(reference.path[0]!)) return { source: first, part: false };
  const method = getMethodName(expression);
  const receiver = getMethodReceiver(expression);
  if (receiver && method !== undefined && STRING_STEPS.has(method)) {
    return { source: receiver, part: method !== 'toString' && method !== 'trim' && !cutsFixedPrefix(mcp, expression, method) };
  }
  if (first && method === 'decode') return { source: first, part: false };
  return undefined;
}

/** `token.slice(PREFIX.length)`: all that follows a prefix of fixed text (see {@link isFixedText}) is decoded, not a part. */
function cutsFixedPrefix(mcp: McpFile, call: TSESTree.CallExpression, method: string): boolean {
  const [start, ...rest] = getPlainArguments(call) ?? [];
  if ((method !== 'slice' && method !== 'substring' && method !== 'substr') || !start || rest.length > 0) return false;
  const length = skipValueWrappers(start);
  return length.type === 'MemberExpression' && getPropertyName(length) === 'length' && isFixedText(mcp, skipValueWrappers(length.object) as Expression);
}

/** `x.split('.')` → `x`. */
function splitReceiver(node: Node): Expression | undefined {
  const expression = skipValueWrappers(node);
  return expression.type === 'CallExpression' && getMethodName(expression) === 'split' ? getMethodReceiver(expression) : undefined;
}

/**
 * `schema.parse(x)`, `this.parser.parse(x)` in a file where `JSON` is only ever read as `JSON.name(…)`: a `parse` read
 * off anything but `JSON` itself cannot be `JSON.parse`, and what the object is need not be worked out.
 */
function isOtherParse(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || getPropertyName(callee) !== 'parse') return false;
  const object = skipValueWrappers(callee.object);
  return !(object.type === 'Identifier' && object.name === 'JSON') && directJsonCallers(mcp.sourceCode, 'parse') !== undefined;
}

/** `helper(x)` where `helper` is a local function, class or parameter, or a global other than `atob`: no decoder. */
function cannotBeDecoder(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return calleeName(call) !== 'atob' && !mayCallValueOfAnotherName(mcp.sourceCode, call);
}

/** What the decoders below are read as off their objects: `JSON.parse`, `globalThis.atob`, `Buffer.from`. */
const DECODE_NAMES = ['parse', 'atob', 'from'];

/** `JSON.parse(x)` or a base64/hex decode (`Buffer.from(x, 'base64')`, `atob(x)`): the decoding steps a rule reports. */
export function decodeKind(mcp: McpFile, call: TSESTree.CallExpression): 'json' | 'base64' | undefined {
  if (!DECODE_NAMES.some((name) => mayCallMember(call, name)) || isOtherParse(mcp, call) || cannotBeDecoder(mcp, call)) return undefined;
  const reference = mcp.provenance.of(call.callee).reference;
  if (isReferenceTo(reference, GLOBALS, 'JSON', 'parse')) return 'json';
  if (isReferenceTo(reference, GLOBALS, 'atob')) return 'base64';
  if (isReferenceTo(reference, GLOBALS, 'Buffer', 'from')) {
    const encoding = call.arguments[1] && call.arguments[1].type !== 'SpreadElement' ? getStaticString(call.arguments[1]) : undefined;
    return encoding !== undefined && ENCODINGS.has(encoding) ? 'base64' : undefined;
  }
  return undefined;
}
