import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticString, isFunctionNode, mayCallMember, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, heldExpression, mayCallValueOfAnotherName, resolveBinding } from '../scope/bindings.js';
import { calleeName, parameterIndex, returnedExpressions, soleReturnedExpression } from '../scope/local-functions.js';
import { fileOwning, type McpFile } from './file.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { GLOBALS, isReferenceTo, type WellKnownReference } from '../scope/modules.js';
import type { CustomStateFunctions } from './seals.js';
import { sealOf } from './seals.js';
import { cipherRunOf, encryptionOf } from './aead-calls.js';
import { toolHandlerOf } from './tool-handlers.js';
import { calleeFunctionOf, calleeFunctionsOf } from './callee-functions.js';
import { directJsonCallers } from '../values/json-calls.js';

/**
 * What an unsigned `requestState` is, in words for a message:
 * `object` / `array` literal, `json` text, `encoded-json` (base64, base64url or hex of JSON, `btoa`),
 * `url-encoded-json`, `string-literal`, `concatenation` of unsigned parts, `encoded` (server data through any other
 * encoder, serialiser or compressor), or `unauthenticated-encryption` (a cipher without an authentication tag).
 */
export type UnsignedEncodingKind =
  | 'object'
  | 'array'
  | 'json'
  | 'encoded-json'
  | 'url-encoded-json'
  | 'string-literal'
  | 'concatenation'
  | 'encoded'
  | 'unauthenticated-encryption';

export interface UnsignedEncoding {
  readonly kind: UnsignedEncodingKind;
  /** What a seal should take instead: the object that was stringified. Only when written in this expression itself. */
  readonly payload: Expression | undefined;
  /** The encoder imported from another module of the project that makes it, when one does. */
  readonly helper?: ForeignOrigin;
  /** Made from the tool's arguments and constants alone: what the client sent, handed back. */
  readonly clientOnly?: boolean;
}

const MAX_DEPTH = 20;
/** The encodings `Buffer` spells bytes in as text (and reads them back from). */
export const BYTE_ENCODINGS: ReadonlySet<string> = new Set(['base64', 'base64url', 'hex', 'binary', 'latin1']);
const URL_ENCODERS = new Set(['encodeURIComponent', 'encodeURI', 'escape']);

/**
 * The proof along a value's path to the client: unsigned (an {@link UnsignedEncoding}), `sealed` (a seal is on the
 * way), `neutral` (no server data: `''`, `null`, a number), or undefined: unknown (a package or a parameter the file
 * cannot see through). Default deny: every step the analysis can see that is not a seal carries its input's verdict.
 */
type Verdict = UnsignedEncoding | 'neutral' | 'sealed' | undefined;

/** What the parameters of the function being summarised hold at the call being proven. */
interface CallFrame {
  readonly fn: FunctionNode;
  readonly argument: (index: number) => Verdict;
  readonly outer: CallFrame | undefined;
}

interface Walk {
  readonly mcp: McpFile;
  readonly names: CustomStateFunctions;
  readonly frame: CallFrame | undefined;
  /** Variables whose values are being proven: a value that reads one again adds nothing the others do not. */
  readonly entered?: ReadonlySet<TSESTree.VariableDeclarator>;
}

/**
 * The unsigned encoding `node` provably is — server data on its way to the client through no seal: an object or array
 * literal, any encoding, serialiser, compressor, string format or unauthenticated cipher of it, through `const`s and the
 * summaries of the project's functions — or undefined when a seal is on the way or a step is unknown (a package the
 * plugin does not know, a parameter with unseen callers).
 */
export function describeUnsignedEncoding(mcp: McpFile, node: Node, names: CustomStateFunctions = {}): UnsignedEncoding | undefined {
  const proof = proveStateSealed(mcp, node, names);
  return proof.verdict === 'unsigned' ? proof.encoding : undefined;
}

/**
 * What the proof along `node`'s path to the client says: `sealed` (a seal is on the way, or nothing the server holds
 * is in it), `unsigned` (see {@link describeUnsignedEncoding}), or `unknown` — a step the analysis cannot see through,
 * named when it is a call (`iron.seal`, `encryptState`) so that a message can say how to declare it a seal.
 */
export type StateProof =
  | { readonly verdict: 'sealed' }
  | { readonly verdict: 'unsigned'; readonly encoding: UnsignedEncoding }
  | { readonly verdict: 'unknown'; readonly step: string | undefined };

const proofsByNode = new WeakMap<Node, StateProof>();

export function proveStateSealed(mcp: McpFile, node: Node, names: CustomStateFunctions = {}): StateProof {
  // asked of the same results by several questions (a read's server, a fix, the rule): proven once without custom names
  const plain = (names.sealFunctions ?? []).length === 0;
  const known = plain ? proofsByNode.get(node) : undefined;
  if (known) return known;
  const proof = prove(mcp, node, names);
  if (plain) proofsByNode.set(node, proof);
  return proof;
}

function prove(mcp: McpFile, node: Node, names: CustomStateFunctions): StateProof {
  const verdict = classify({ mcp, names, frame: undefined }, node, 0, true);
  if (typeof verdict === 'object') {
    const value = mcp.provenance.of(node);
    return value.kind === 'signed-token' || value.kind === 'mac' ? { verdict: 'sealed' } : { verdict: 'unsigned', encoding: verdict };
  }
  if (verdict !== undefined || isSealedByProvenance(mcp, node as Expression)) return { verdict: 'sealed' };
  return { verdict: 'unknown', step: unknownStepOf(mcp, node) };
}

/** The call a value comes from, through `await` and `const`s: what a message names as the step it cannot see. */
function unknownStepOf(mcp: McpFile, node: Node): string | undefined {
  let expression = skipValueWrappers(node);
  for (let steps = 0; steps < MAX_DEPTH && expression.type === 'Identifier'; steps += 1) {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
    expression = skipValueWrappers(binding.init);
  }
  if (expression.type !== 'CallExpression') return undefined;
  const callee = skipValueWrappers(expression.callee);
  return callee.type === 'Identifier' || callee.type === 'MemberExpression' ? mcp.sourceCode.getText(callee).replace(/\s+/g, '') : undefined;
}

function classify(walk: Walk, node: Node, depth: number, direct: boolean): Verdict {
  if (depth > MAX_DEPTH) return undefined;
  const { mcp } = walk;
  const expression = skipValueWrappers(node);
  const next = (child: Node, stillDirect = direct) => classify(walk, child, depth + 1, stillDirect);
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
      const parts = expression.expressions.map((part) => next(part, false));
      // `pnd_${handle}`: a random handle under a fixed prefix is an opaque key, with no data of the server's in it
      if (parts.every((part) => part === 'neutral') && expression.expressions.some((part) => mcp.provenance.of(part).kind === 'random')) return 'neutral';
      return combine(uncoveredBeside(mcp, expression.expressions, parts), true);
    }
    case 'BinaryExpression':
      if (expression.operator === '^') return masked(walk, expression, depth);
      // `(n >>> 24) & 255`: a number computed from the data carries it, as a byte of it
      if (NUMBER_OPERATORS.has(expression.operator)) return carried([next(expression.left as Node, false), next(expression.right, false)]);
      if (expression.operator !== '+') return undefined;
      return combine(uncoveredBeside(mcp, [expression.left, expression.right], [next(expression.left, false), next(expression.right, false)]), false);
    case 'ConditionalExpression':
      return eitherVerdict([next(expression.consequent, false), next(expression.alternate, false)]);
    case 'LogicalExpression':
      return expression.operator === '&&' ? next(expression.right, false) : eitherVerdict([next(expression.left, false), next(expression.right, false)]);
    case 'Identifier':
      return classifyName(walk, expression, depth, direct);
    case 'NewExpression':
      return classifyConstruction(walk, expression, depth);
    case 'CallExpression':
      return classifyCall(walk, expression, depth, direct);
    case 'AssignmentExpression':
      // `acc &= mask`: what the variable held, worked on with the right side
      if (expression.operator === '=') return next(expression.right, false);
      return expression.operator === '??=' || expression.operator === '||=' || expression.operator === '&&='
        ? eitherVerdict([next(expression.left, false), next(expression.right, false)])
        : carried([next(expression.left, false), next(expression.right, false)]);
    case 'MemberExpression':
      // a prefix the instance was set up with is the same for every state, so it signs none of them
      if (isFixedText(mcp, expression)) return 'neutral';
      // `ALPHABET[(acc >> bits) & 63]`: a character of a fixed table, picked by what the index is computed from
      if (expression.computed && expression.property.type !== 'Literal' && next(expression.object, false) === 'neutral') return elementOf(next(expression.property, false));
      // `bytes[i]`: an element carries what its container holds; `floats.buffer` the bytes of the same data
      return provenanceVerdict(mcp, expression) ?? (expression.computed ? elementOf(next(expression.object, false)) : getPropertyName(expression) === 'buffer' ? next(expression.object, false) : undefined);
    default:
      return undefined;
  }
}

function classifyName(walk: Walk, name: TSESTree.Identifier, depth: number, direct: boolean): Verdict {
  const { mcp, frame } = walk;
  if (name.name === 'undefined') return 'neutral';
  const binding = resolveBinding(mcp.sourceCode, name);
  const next = (child: Node) => classify(walk, child, depth + 1, false);
  // `var state; … state = …`: each value it is given is a path to the client.
  if (binding?.kind === 'assigned') {
    if (walk.entered?.has(binding.declarator)) return 'neutral';
    const inside: Walk = { ...walk, entered: new Set([...(walk.entered ?? []), binding.declarator]) };
    return eitherVerdict(binding.values.map((value) => classify(inside, value, depth + 1, false)));
  }
  // `let text = ''; for (const byte of bytes) text += String.fromCharCode(byte)`: the pieces added to what it started with
  if (binding?.kind === 'accumulated') return carried([binding.seed, ...binding.pieces].map(next));
  if (binding?.kind === 'parameter') {
    // a parameter of the function whose call is being proven holds what that call passes there
    for (let current = frame; current; current = current.outer) {
      if (current.fn === binding.fn && binding.index !== undefined && binding.path.length === 0 && !binding.normalizations) return current.argument(binding.index);
    }
    const settled = binding.fn && binding.position === 0 && binding.path.length === 0 ? promiseSettledBy(binding.fn) : undefined;
    if (settled) return classify(walk, settled, depth + 1, false);
    // a tool's arguments are the client's data: inside a format or an encoding they are state no seal covers
    if (!direct && binding.position === 0 && toolHandlerOf(mcp, binding.fn)) return CLIENT_DATA;
    return undefined;
  }
  // `for (const byte of bytes)`: an element of what is walked
  if (binding?.kind === 'initialized' && binding.path.length > 0 && binding.path.every((step) => step.type === 'index')) {
    return provenanceVerdict(mcp, name) ?? elementOf(next(binding.init));
  }
  if (binding?.kind !== 'initialized' || binding.path.length !== 0) return provenanceVerdict(mcp, name);
  // `${HANDLE_PREFIX}${handle}`: text fixed before any state is made carries no data of it
  if (!direct && getStaticString(skipValueWrappers(binding.init)) !== undefined) return 'neutral';
  if (isAllocation(mcp, binding.init)) return elementWrites(walk, name, depth);
  const inner = next(binding.init);
  return inner === undefined || inner === 'neutral' || inner === 'sealed' ? inner : { kind: inner.kind, payload: undefined, ...clientOnlyOf([inner]) };
}

/** What an element of a container with `verdict` is: the container's data, without its literal's payload. */
function elementOf(verdict: Verdict): Verdict {
  return typeof verdict === 'object' ? { kind: verdict.kind === 'object' || verdict.kind === 'array' ? 'encoded' : verdict.kind, payload: undefined } : verdict;
}

/**
 * `byte ^ pad[i]`: data masked with a secret is encrypted without authentication (the client can flip its bits); masked
 * with anything else it is still the data.
 */
function masked(walk: Walk, expression: TSESTree.BinaryExpression, depth: number): Verdict {
  const sides = [expression.left, expression.right].filter((side): side is Expression => side.type !== 'PrivateIdentifier');
  const data = sides.map((side) => classify(walk, side, depth + 1, false));
  const unsigned = data.find((verdict): verdict is UnsignedEncoding => typeof verdict === 'object');
  if (!unsigned) return data.every((verdict) => verdict === 'neutral') ? 'neutral' : undefined;
  return sides.some((side) => walk.mcp.provenance.of(side).derivedFromSecret) ? { kind: 'unauthenticated-encryption', payload: undefined } : elementOf(unsigned);
}

/** `Buffer.alloc(n)`, `new Uint8Array(n)`, `[]`: a container that holds only what is written into it later. */
function isAllocation(mcp: McpFile, init: Expression): boolean {
  const expression = skipValueWrappers(init);
  if (expression.type === 'ArrayExpression') return expression.elements.length === 0;
  const reference = expression.type === 'CallExpression' || expression.type === 'NewExpression' ? mcp.provenance.of(expression.callee).reference : undefined;
  return isReferenceTo(reference, GLOBALS, 'Buffer', 'alloc') || isReferenceTo(reference, GLOBALS, 'Buffer', 'allocUnsafe') || (expression.type === 'NewExpression' && isReferenceTo(reference, GLOBALS, 'Uint8Array'));
}

/** What a container is given by `out[i] = …` and `out.push(…)`, as the parts of one value. */
function elementWrites(walk: Walk, name: TSESTree.Identifier, depth: number): Verdict {
  const variable = findVariable(walk.mcp.sourceCode, name);
  return variable ? writesInto(walk, variable, depth, new Set()) : undefined;
}

/**
 * What a container (a variable, or a parameter of a project function it is handed to) is given: `out[i] = …`,
 * `out.push(…, ...bytes)`, `out.set(bytes, offset)`, and what a project function handed it whole writes into its parameter (`packInto(out,
 * rec)`, `pushU32(out, n)`), its parameters holding what that call passes.
 */
function writesInto(walk: Walk, variable: TSESLint.Scope.Variable, depth: number, entered: ReadonlySet<FunctionNode>): Verdict {
  if (depth > MAX_DEPTH) return undefined;
  const parts: Verdict[] = [];
  for (const reference of variable.references) {
    const identifier = reference.identifier as Node;
    const parent = identifier.parent;
    if (parent?.type === 'CallExpression' && parent.arguments.includes(identifier as Expression)) {
      // a global reads it (`Uint8Array.from(out)`); a project function may write into it; a package is unknown
      if (walk.mcp.provenance.of(parent.callee).reference?.module === GLOBALS) continue;
      parts.push(writesThrough(walk, parent, parent.arguments.indexOf(identifier as Expression), depth + 1, entered));
      continue;
    }
    if (parent?.type !== 'MemberExpression' || parent.object !== identifier) continue;
    const call = parent.parent;
    if (parent.computed && call?.type === 'AssignmentExpression' && call.left === parent) parts.push(classify(walk, call.right, depth + 1, false));
    else if (!parent.computed && getPropertyName(parent) === 'push' && call?.type === 'CallExpression') {
      for (const argument of call.arguments) parts.push(classify(walk, argument.type === 'SpreadElement' ? argument.argument : argument, depth + 1, false));
    } else if (!parent.computed && getPropertyName(parent) === 'set' && call?.type === 'CallExpression' && call.callee === parent) {
      // `out.set(body, IV_BYTES)` of a typed array: the bytes of what it copies in
      const [copied] = call.arguments;
      if (copied && copied.type !== 'SpreadElement') parts.push(classify(walk, copied, depth + 1, false));
    }
  }
  // parts pushed side by side: a MAC among them seals them, as in a template
  return parts.length === 0 ? 'neutral' : carried(parts);
}

/** What a project function handed a container at `index` writes into it, its parameters holding what `call` passes. */
function writesThrough(walk: Walk, call: TSESTree.CallExpression, index: number, depth: number, entered: ReadonlySet<FunctionNode>): Verdict {
  const fn = calleeFunctionOf(walk.mcp, call);
  // a function already entered on the way writes what it writes once more: counted there
  if (fn && entered.has(fn)) return 'neutral';
  const parameter = fn?.params[index];
  const argumentsOf = getPlainArguments(call);
  if (!fn || !argumentsOf || parameter?.type !== 'Identifier') return undefined;
  const owner = fileOwning(walk.mcp, fn);
  const variable = owner.sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === parameter.name);
  if (!variable) return undefined;
  return writesInto(walkInside(walk, fn, owner, argumentsOf, depth), variable, depth + 1, new Set([...entered, fn]));
}

/**
 * The walk inside a project function `fn` (of `owner`) entered through a call passing `argumentsOf`: each parameter
 * holds what the call passes there, proven once, when first read.
 */
function walkInside(walk: Walk, fn: FunctionNode, owner: McpFile, argumentsOf: readonly Expression[], depth: number): Walk {
  const verdicts = new Map<number, Verdict>();
  const argument = (index: number): Verdict => {
    if (!verdicts.has(index)) {
      const passed = argumentsOf[index];
      verdicts.set(index, passed ? classify(walk, passed, depth + 1, false) : 'neutral');
    }
    return verdicts.get(index);
  };
  return { mcp: owner, names: walk.names, frame: { fn, argument, outer: owner === walk.mcp ? walk.frame : undefined } };
}

/** A tool argument inside a format or an encoding (a whole argument handed back is an echo, told apart elsewhere). */
const CLIENT_DATA: UnsignedEncoding = { kind: 'concatenation', payload: undefined, clientOnly: true };

/** `promise.then((value) => …)`: the promise whose value the callback's first parameter receives. */
function promiseSettledBy(fn: FunctionNode): Expression | undefined {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn || getMethodName(call) !== 'then') return undefined;
  return getMethodReceiver(call);
}

/** `new URLSearchParams(data)`, `new Uint8Array(data)`: a global's object made from the data, carrying it. */
function classifyConstruction(walk: Walk, construction: TSESTree.NewExpression, depth: number): Verdict {
  const reference = walk.mcp.provenance.of(construction.callee).reference;
  const [first] = construction.arguments;
  if (reference?.module !== GLOBALS || !CONSTRUCTED_CARRIERS.has(reference.path[0] ?? '') || !first || first.type === 'SpreadElement') return undefined;
  return carried([classify(walk, first, depth + 1, false)]);
}

const CONSTRUCTED_CARRIERS = new Set(['URLSearchParams', 'Uint8Array', 'Float64Array', 'Float32Array', 'String', 'Blob']);

/** Operators whose number is computed from both sides' data (bytes shifted, masked or added up). */
const NUMBER_OPERATORS: ReadonlySet<string> = new Set(['>>>', '>>', '<<', '&', '|', '-', '*', '/', '%']);

/** A MAC or a signed token, as the provenance analysis knows it (through any module); a hash keyed by a secret is one. */
function isSealedByProvenance(mcp: McpFile, node: Expression): boolean {
  const value = mcp.provenance.of(node);
  return value.kind === 'signed-token' || value.kind === 'mac' || (value.kind === 'digest' && (value.keysHash === true || value.hashesSecret === true));
}

/** What the provenance analysis proves of a value that is no seal: random bytes or a plain hash carry no server data. */
function provenanceVerdict(mcp: McpFile, node: Expression): Verdict {
  if (isSealedByProvenance(mcp, node)) return 'sealed';
  const value = mcp.provenance.of(node);
  return value.kind === 'random' || value.kind === 'digest' || value.valueType === 'number' || value.valueType === 'boolean' ? 'neutral' : undefined;
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

/** One of several values (`c ? a : b`, each value a variable is given): unsigned when any path is proven unsigned. */
function eitherVerdict(verdicts: readonly Verdict[]): Verdict {
  const unsigned = verdicts.filter((verdict): verdict is UnsignedEncoding => typeof verdict === 'object');
  if (unsigned[0]) return { kind: unsigned[0].kind, payload: undefined, ...clientOnlyOf(unsigned) };
  if (verdicts.some((verdict) => verdict === undefined)) return undefined;
  return verdicts.includes('sealed') ? 'sealed' : 'neutral';
}

/**
 * `${token}~${base64(JSON.stringify(hint))}`: a whole signed token signs only itself, so server data written beside it
 * reaches the client unsigned; a MAC beside the data (`${body}.${mac}`) is taken to sign it. The parts without the
 * tokens where no MAC is among them, else the parts as they are.
 */
function uncoveredBeside(mcp: McpFile, nodes: readonly Node[], parts: Verdict[]): Verdict[] {
  if (!parts.includes('sealed') || !parts.some((part) => typeof part === 'object' && !part.clientOnly && part.kind !== 'string-literal')) return parts;
  const sealed = nodes.filter((_, index) => parts[index] === 'sealed');
  return sealed.every((node) => mcp.provenance.of(node as Expression).kind === 'signed-token') ? parts.filter((part) => part !== 'sealed') : parts;
}

/**
 * Parts of a template or `+`: sealed when a part is (a body beside its MAC), unknown when a part is, unsigned when
 * every other part is a literal and at least one is unsigned.
 */
function combine(parts: Verdict[], inTemplate: boolean): Verdict {
  if (parts.includes('sealed')) return 'sealed';
  if (parts.some((part) => part === undefined)) return undefined;
  const unsigned = parts.filter((part): part is UnsignedEncoding => typeof part === 'object');
  if (unsigned.length === 0) return inTemplate ? { kind: 'string-literal', payload: undefined } : 'neutral';
  if (unsigned.length === 1 && unsigned[0]!.kind === 'string-literal' && !inTemplate) return { kind: 'string-literal', payload: undefined };
  const encrypted = unsigned.some((part) => part.kind === 'unauthenticated-encryption');
  return { kind: encrypted ? 'unauthenticated-encryption' : 'concatenation', payload: undefined, ...clientOnlyOf(unsigned) };
}

/** `{ clientOnly: true }` when every unsigned part is made from the client's data alone. */
function clientOnlyOf(parts: readonly UnsignedEncoding[]): { clientOnly?: true } {
  return parts.length > 0 && parts.every((part) => part.clientOnly) ? { clientOnly: true } : {};
}

/** `kind` for what a step makes of its input: JSON stays recognisable as re-encoded JSON, other data keeps its kind. */
function reencoded(verdict: Verdict, kind: UnsignedEncodingKind): Verdict {
  if (typeof verdict !== 'object') return verdict;
  const json = verdict.kind === 'json' || verdict.kind === 'encoded-json' || verdict.kind === 'url-encoded-json';
  return { kind: json ? kind : verdict.kind, payload: verdict.payload, ...clientOnlyOf([verdict]) };
}

/**
 * Packages that encode, serialise or compress: any export of theirs but a reader carries its input on unsigned. A
 * package not listed is unknown (its `encode` may be a seal); a new encoder is one row.
 */
const ENCODER_PACKAGES: ReadonlySet<string> = new Set([
  'lz-string',
  'pako',
  'fflate',
  'msgpackr',
  '@msgpack/msgpack',
  'msgpack-lite',
  'cbor',
  'cbor-x',
  'superjson',
  'devalue',
  'flatted',
  'serialize-javascript',
  'qs',
  'query-string',
  'js-base64',
  'base64url',
  'base64-url',
  'urlsafe-base64',
  '@stablelib/base64',
  '@stablelib/hex',
  'hi-base32',
  'bs58',
  'base-x',
  '@noble/ciphers/utils',
  '@noble/ciphers/utils.js',
  '@noble/hashes/utils',
  '@noble/hashes/utils.js',
  '@scure/base',
  'tweetnacl-util',
]);
/** Deno's standard library encoders, by JSR name or import map: `@std/encoding/base64url`, `jsr:@std/msgpack@1`. */
const DENO_STD_ENCODERS = /^(?:jsr:)?@std\/(?:encoding|msgpack|cbor)(?:@[^/]*)?(?:\/|$)/;

/** A package of {@link ENCODER_PACKAGES} (also under Deno's `npm:` prefix), or one of {@link DENO_STD_ENCODERS}. */
/** node-forge's byte helpers that spell what they are handed otherwise: `forge.util.encode64(bytes)`, `createBuffer(text, 'utf8')`. */
const FORGE_ENCODERS: ReadonlySet<string> = new Set(['encode64', 'bytesToHex', 'createBuffer', 'encodeUtf8']);

function isForgeEncoder(reference: WellKnownReference): boolean {
  const [namespace, name] = reference.path;
  return reference.module === 'node-forge' && namespace === 'util' && reference.path.length === 2 && FORGE_ENCODERS.has(name ?? '');
}

function isEncoderPackage(module: string): boolean {
  return ENCODER_PACKAGES.has(module.replace(/^npm:/, '').replace(/(?<=.)@[^/]*$/, '')) || DENO_STD_ENCODERS.test(module);
}

/**
 * `let zod_v4 = require('zod/v4'); zod_v4 = __toESM(zod_v4);` (a bundler's interop): the package the root of a
 * callee was required from, through a reassignment that only wraps the variable itself.
 */
function requiredThroughWrapper(mcp: McpFile, callee: Node): string | undefined {
  let root = skipValueWrappers(callee);
  for (let steps = 0; steps < MAX_DEPTH; steps += 1) {
    if (root.type === 'MemberExpression') root = skipValueWrappers(root.object);
    else if (root.type === 'CallExpression') root = skipValueWrappers(root.callee);
    else break;
  }
  if (root.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, root);
  if (binding?.kind !== 'assigned') return undefined;
  for (const value of binding.values) {
    const call = skipValueWrappers(value);
    const [first] = call.type === 'CallExpression' ? call.arguments : [];
    if (call.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === 'require' && first?.type === 'Literal' && typeof first.value === 'string') return first.value;
  }
  return undefined;
}

/** Validation libraries: what their calls make is a schema, never state. */
const SCHEMA_PACKAGES: ReadonlySet<string> = new Set(['zod', 'zod/v4', 'zod/v3', 'zod/mini', 'joi', 'yup', 'valibot', 'superstruct', 'arktype', '@sinclair/typebox']);

/** Exports of an encoder package that read back rather than carry data. */
const NOT_A_TRANSFORM = /decod|unescape|pars|unpack|inflate|decompress|length|size|valid|compar|equal|^is|^has/i;

/** Node built-in modules whose functions carry their input to the output: encoders, compressors, formatters. */
const TRANSFORMING_BUILTINS = new Set(['node:zlib', 'node:buffer', 'node:querystring', 'node:util', 'node:string_decoder', 'node:url']);

/** Globals whose functions carry their input to the output (a global the file does not know is unknown). */
const CARRYING_GLOBALS = new Set(['Buffer', 'String', 'Array', 'Object', 'Uint8Array', 'TextEncoder', 'structuredClone', 'encodeURIComponent', 'encodeURI', 'escape', 'btoa', 'JSON']);

/** Bun's compressors (`Bun.gzipSync(bytes)`), which carry their input as `node:zlib`'s do. */
const BUN_COMPRESSORS: ReadonlySet<string> = new Set(['gzipSync', 'deflateSync']);

/** Methods that carry their receiver's data on: conversions, joins, slices and the like, on strings, buffers, arrays. */
const CARRYING_METHODS = new Set([
  'toString',
  'toJSON',
  'join',
  'concat',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'reverse',
  'map',
  'encode',
  'normalize',
  // a piece of the data is the data, as far as the client can read or forge it
  'slice',
  'subarray',
  'substring',
]);

function classifyCall(walk: Walk, call: TSESTree.CallExpression, depth: number, direct: boolean): Verdict {
  const { mcp, names } = walk;
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return spreadCharacters(walk, call, depth);
  if (sealOf(mcp, call, names)) return 'sealed';
  const name = calleeName(call);
  if (name !== undefined && (names.sealFunctions ?? []).includes(name)) return 'sealed';
  const known = provenanceVerdict(mcp, call);
  if (known) return known;
  const reference = mcp.provenance.of(call.callee).reference;
  const [first] = argumentsOf;
  const inner = (child: Node, stillDirect = direct): Verdict => classify(walk, child, depth + 1, stillDirect);
  const encoded = globalEncoding(reference, first && (() => inner(first)), direct ? first : undefined);
  if (encoded) return encoded.verdict;
  if (first && (isReferenceTo(reference, GLOBALS, 'String') || isReferenceTo(reference, GLOBALS, 'Buffer', 'from'))) {
    const encoding = argumentsOf[1] && getStaticString(argumentsOf[1]);
    // `Buffer.from(x, 'base64')` decodes: it is not an encoding of `x`.
    if (encoding !== undefined && BYTE_ENCODINGS.has(encoding)) return undefined;
    return inner(first);
  }
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method === 'toString' && receiver) {
    const encoding = first && getStaticString(first);
    return encoding !== undefined && BYTE_ENCODINGS.has(encoding) ? reencoded(inner(receiver), 'encoded-json') : inner(receiver);
  }
  // `encode(value)` with `const encode = pipe(JSON.stringify, toB64)`: each function applied in turn to what the last gave
  const composed = composedFunctions(mcp, call);
  if (composed) return applyComposition(walk, call, composed, argumentsOf, depth, direct);
  // a project function, or one of several (`codec.encode(envelope, key)` of a codec picked from a table by name): what
  // each function it may be gives
  const candidates = calleeFunctionsOf(mcp, call);
  if (candidates.length === 1) return applySummary(walk, call, candidates[0]!, argumentsOf, depth, direct);
  if (candidates.length > 1) return eitherVerdict(candidates.map((fn) => applySummary(walk, call, fn, argumentsOf, depth, direct)));
  // `promise.then((value) => …)`: what the callback returns, its parameter holding what the promise settles to
  const callback = method === 'then' && first ? skipValueWrappers(first) : undefined;
  if (callback && isFunctionNode(callback)) {
    const owner = fileOwning(mcp, callback);
    return eitherVerdict(returnedExpressions(callback, owner.sourceCode).map((returned) => inner(returned, false)));
  }
  // WebCrypto encrypts in one call: `crypto.subtle.encrypt({ name: 'AES-CTR', … }, key, data)`
  const run = cipherRunOf(mcp, call, 'seal');
  const encryption = run ?? encryptionOf(mcp, call, 'seal');
  if (encryption === 'aead') return 'sealed';
  // (a made cipher's run encrypts its first argument: `ctr(key, iv).encrypt(data)`)
  const encrypted = encryption && argumentsOf[run ? 0 : 2];
  if (encrypted) return asEncryption(inner(encrypted, false));
  const forgeOutput = receiver && method !== undefined && FORGE_OUTPUT_READS.has(method) ? forgeCipherOutput(walk, receiver, depth) : undefined;
  if (forgeOutput !== undefined) return forgeOutput;
  const cipher = receiver && (method === 'update' || method === 'final') ? cipherOf(mcp, receiver) : undefined;
  if (cipher === 'aead') return 'sealed';
  // `cipher.final()` and an update with nothing to encrypt add no data of their own
  if (cipher) return method === 'final' || !first ? 'neutral' : asEncryption(inner(first, false));
  // a validation schema (`z.string().optional()` in a result's schema) is no state and carries no server data
  if (SCHEMA_PACKAGES.has(mcp.provenance.packageCalledBy(call.callee) ?? requiredThroughWrapper(mcp, call.callee) ?? '')) return 'neutral';
  const transformed = transformedData(mcp, call, reference ?? promisifiedReference(mcp, call.callee), receiver, method, argumentsOf);
  if (!transformed) return undefined;
  return reencoded(carried(transformed.map((part) => inner(part, false))), 'encoded');
}

/**
 * What a global encoder (`JSON.stringify`, `btoa`, `encodeURIComponent`) makes of the data `given` proves, `payload`
 * being what a seal should take instead; undefined for any other callee (and `JSON.stringify()` of nothing proves nothing).
 */
function globalEncoding(reference: WellKnownReference | undefined, given: (() => Verdict) | undefined, payload: Expression | undefined): { verdict: Verdict } | undefined {
  if (isReferenceTo(reference, GLOBALS, 'JSON', 'stringify')) return { verdict: !given ? undefined : given() === 'sealed' ? 'sealed' : { kind: 'json', payload } };
  if (!given) return undefined;
  if (isReferenceTo(reference, GLOBALS, 'btoa')) return { verdict: reencoded(given(), 'encoded-json') };
  if (reference?.module === GLOBALS && reference.path.length === 1 && URL_ENCODERS.has(reference.path[0]!)) return { verdict: reencoded(given(), 'url-encoded-json') };
  return undefined;
}

/** `String.fromCharCode(...bytes.subarray(i, i + 0x8000))`: the characters of the bytes spread into it, the same data. */
function spreadCharacters(walk: Walk, call: TSESTree.CallExpression, depth: number): Verdict {
  const [only] = call.arguments;
  if (call.arguments.length !== 1 || only?.type !== 'SpreadElement') return undefined;
  const reference = walk.mcp.provenance.of(call.callee).reference;
  if (!isReferenceTo(reference, GLOBALS, 'String', 'fromCharCode') && !isReferenceTo(reference, GLOBALS, 'String', 'fromCodePoint')) return undefined;
  return classify(walk, only.argument, depth + 1, false);
}

/** `const deflate = promisify(zlib.deflateRaw)`: the function a promisified name calls. */
function promisifiedReference(mcp: McpFile, callee: Node): WellKnownReference | undefined {
  const expression = skipValueWrappers(callee);
  if (expression.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, expression);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  if (init?.type !== 'CallExpression' || !isReferenceTo(mcp.provenance.of(init.callee).reference, 'node:util', 'promisify')) return undefined;
  const [wrapped] = init.arguments;
  return wrapped && wrapped.type !== 'SpreadElement' ? mcp.provenance.of(wrapped).reference : undefined;
}

/** Encrypted without an authentication tag: the client cannot read it, but can change it undetected. */
function asEncryption(verdict: Verdict): Verdict {
  return typeof verdict === 'object' ? { kind: 'unauthenticated-encryption', payload: undefined } : verdict;
}

/** What several data inputs of one step give: sealed wins (the step carries a token), then unknown, then unsigned. */
function carried(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('sealed')) return 'sealed';
  if (verdicts.some((verdict) => verdict === undefined)) return undefined;
  const unsigned = verdicts.filter((verdict): verdict is UnsignedEncoding => typeof verdict === 'object');
  const [first] = unsigned;
  if (!first) return 'neutral';
  return { kind: first.kind === 'object' || first.kind === 'array' ? 'encoded' : first.kind, payload: undefined, ...clientOnlyOf(unsigned) };
}

/**
 * The data inputs of a step that carries them on unsigned, or undefined when the step is not one the plugin can see
 * through: a global (`Buffer.concat`, `Array.from`), a node built-in that encodes or compresses (`zlib.deflateSync`),
 * an export of a package of {@link ENCODER_PACKAGES} (`lz-string`, `msgpackr`'s `pack`), a `new TextEncoder().encode(x)`,
 * or a method that carries its receiver (`x.join('.')`, `x.toString()`).
 */
function transformedData(
  mcp: McpFile,
  call: TSESTree.CallExpression,
  reference: WellKnownReference | undefined,
  receiver: Expression | undefined,
  method: string | undefined,
  argumentsOf: readonly Expression[],
): readonly Node[] | undefined {
  const [first] = argumentsOf;
  const elementsOf = (node: Node): readonly Node[] => {
    const expression = skipValueWrappers(node);
    return expression.type === 'ArrayExpression' ? expression.elements.filter((element): element is Expression => element !== null && element.type !== 'SpreadElement') : [node];
  };
  if (reference) {
    const exported = reference.path[reference.path.length - 1] ?? 'default';
    const bunCompressor = reference.module === GLOBALS && reference.path[0] === 'Bun' && BUN_COMPRESSORS.has(reference.path[1] ?? '');
    if ((reference.module === GLOBALS && CARRYING_GLOBALS.has(reference.path[0] ?? '')) || TRANSFORMING_BUILTINS.has(reference.module) || bunCompressor) {
      if (isReferenceTo(reference, GLOBALS, 'Buffer', 'concat')) return first ? elementsOf(first) : undefined;
      return first ? [first] : undefined;
    }
    if ((isEncoderPackage(reference.module) && !NOT_A_TRANSFORM.test(exported)) || isForgeEncoder(reference)) {
      return first ? [first] : undefined;
    }
    return undefined;
  }
  if (!receiver || method === undefined || !CARRYING_METHODS.has(method)) return undefined;
  const receiverValue = mcp.provenance.of(receiver);
  // `new Encoder(options).encode(x)` of cbor-x: an instance of an encoding package's class writes what it is handed
  const made = receiverValue.madeBy;
  const maker = made && !NOT_A_TRANSFORM.test(method) ? fileOwning(mcp, made).provenance.of(made.callee).reference : undefined;
  if (maker && isEncoderPackage(maker.module)) return first ? [first] : undefined;
  if (receiverValue.reference || receiverValue.foreign || receiverValue.cryptoObject) {
    // `new TextEncoder().encode(x)`: an encoder object made from a global
    return method === 'encode' && first && receiverValue.reference?.module === GLOBALS ? [first] : undefined;
  }
  if (method === 'encode') return undefined;
  if (method === 'concat') return [receiver, ...argumentsOf];
  return elementsOf(receiver);
}

/** How node-forge's buffers hand over their bytes: `cipher.output.getBytes()`, `.toHex()`, `.bytes()`. */
const FORGE_OUTPUT_READS: ReadonlySet<string> = new Set(['getBytes', 'toHex', 'bytes']);

/**
 * `cipher.output.getBytes()` of `const cipher = forge.cipher.createCipher('AES-CBC', key)`: what the cipher made of the
 * data its `update(…)` calls fed it, sealed when the cipher authenticates. Undefined for any other buffer.
 */
function forgeCipherOutput(walk: Walk, receiver: Expression, depth: number): Verdict | undefined {
  const { mcp } = walk;
  const output = skipValueWrappers(receiver);
  if (output.type !== 'MemberExpression' || getPropertyName(output) !== 'output') return undefined;
  const holder = skipValueWrappers(output.object);
  const cipher = cipherOf(mcp, holder as Expression);
  if (!cipher) return undefined;
  if (cipher === 'aead') return 'sealed';
  const variable = holder.type === 'Identifier' ? findVariable(mcp.sourceCode, holder) : undefined;
  const fed = (variable?.references ?? []).flatMap(({ identifier }) => {
    const member = identifier.parent;
    const call = member?.type === 'MemberExpression' && member.object === identifier && getPropertyName(member) === 'update' ? member.parent : undefined;
    const [data] = call?.type === 'CallExpression' ? (getPlainArguments(call) ?? []) : [];
    return data ? [data] : [];
  });
  return fed.length === 0 ? undefined : asEncryption(carried(fed.map((data) => classify(walk, data, depth + 1, false))));
}

/** `cipher.update(…)`: whether the cipher authenticates (`aead`) or not (`plain`), when it is a `createCipheriv(…)`. */
function cipherOf(mcp: McpFile, receiver: Expression): 'aead' | 'plain' | undefined {
  const expression = heldExpression(mcp.sourceCode, receiver);
  return expression.type === 'CallExpression' ? encryptionOf(mcp, expression, 'seal') : undefined;
}

/**
 * A call of a project function, local or from another module, proven through its summary: what it returns, with each
 * of its parameters holding what this call passes there.
 */
function applySummary(walk: Walk, call: TSESTree.CallExpression, local: FunctionNode, argumentsOf: readonly Expression[], depth: number, direct: boolean): Verdict {
  const { mcp } = walk;
  if (depth > MAX_DEPTH) return undefined;
  const owner = fileOwning(mcp, local);
  const inside = walkInside(walk, local, owner, argumentsOf, depth);
  const returns = returnedExpressions(local, owner.sourceCode).map((returned) => classify(inside, returned, depth + 1, false));
  if (returns.length === 0) return undefined;
  const verdict = eitherVerdict(returns);
  if (typeof verdict !== 'object') return verdict;
  // `encodeState(state)`: the one argument is what the local encoder stringifies.
  const payload = direct && argumentsOf.length === 1 && local.params.length === 1 ? argumentsOf[0] : undefined;
  const calleeValue = mcp.provenance.of(call.callee);
  const helper = owner === mcp ? verdict.helper : calleeValue.foreign;
  return helper ? { kind: verdict.kind, payload, helper } : { kind: verdict.kind, payload };
}

/** The functions a call of a composition applies (`pipe(JSON.stringify, toB64)`, see `Provenance.stages`), in the order it applies them. */
function composedFunctions(mcp: McpFile, call: TSESTree.CallExpression): readonly Node[] | undefined {
  const stages = call.arguments.length === 1 ? mcp.provenance.of(call.callee).stages : undefined;
  return stages && stages.length > 0 ? stages : undefined;
}

/** What a composition gives for its one argument: each step's summary applied to what the step before it gave. */
function applyComposition(walk: Walk, call: TSESTree.CallExpression, stages: readonly Node[], argumentsOf: readonly Expression[], depth: number, direct: boolean): Verdict {
  const [argument] = argumentsOf;
  if (!argument || depth > MAX_DEPTH) return undefined;
  let verdict = classify(walk, argument, depth + 1, false);
  for (const stage of stages) {
    verdict = applyStep(walk, fileOwning(walk.mcp, stage), stage as Expression, verdict, depth + 1);
    if (verdict === undefined || verdict === 'sealed') return verdict;
  }
  if (typeof verdict !== 'object') return verdict;
  const helper = walk.mcp.provenance.of(call.callee).foreign;
  const payload = direct ? argument : undefined;
  return helper ? { kind: verdict.kind, payload, helper } : { kind: verdict.kind, payload };
}

/** What one function of a composition gives for what the step before it gave: a global encoder's, or a project function's summary. */
function applyStep(walk: Walk, owner: McpFile, step: Expression, given: Verdict, depth: number): Verdict {
  const value = owner.provenance.of(step);
  const encoded = globalEncoding(value.reference, () => given, undefined);
  if (encoded) return encoded.verdict;
  const fn = value.functionNode;
  if (!fn || fn.params.length === 0) return undefined;
  const fnOwner = fileOwning(owner, fn);
  const inside: Walk = { mcp: fnOwner, names: walk.names, frame: { fn, argument: (index) => (index === 0 ? given : 'neutral'), outer: undefined } };
  const returns = returnedExpressions(fn, fnOwner.sourceCode).map((returned) => classify(inside, returned, depth + 1, false));
  return returns.length === 0 ? undefined : eitherVerdict(returns);
}

/** What decoding `node` starts from: `JSON.parse(Buffer.from(token, 'base64url').toString())` → `token`. */
export interface DecodedSource {
  readonly source: Expression;
  /** Only a part of the source is decoded (`token.split('.')[0]`). */
  readonly part: boolean;
}

/** String methods on the way from a token to what is decoded; all but `toString`/`trim` keep only a part. */
const STRING_STEPS = new Set(['toString', 'trim', 'slice', 'substring', 'substr', 'replace', 'replaceAll']);
/** Steps that keep all of the text: `raw.trim()`, base64url turned back to base64 (`s.replace(/-/g, '+')`). */
const WHOLE_STRING_STEPS: ReadonlySet<string> = new Set(['toString', 'trim', 'replace', 'replaceAll']);
const DECODERS = new Set(['atob', 'decodeURIComponent', 'decodeURI', 'unescape', 'escape', 'String']);

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
    const split = splitReceiver(binding.init) ?? splitReceiver(splitHeldBy(mcp, binding.init));
    return path.length === 1 && path[0]!.type === 'index' && split ? { source: split, part: true } : undefined;
  }
  if (expression.type === 'MemberExpression' && expression.computed) {
    // `token.split('.')[0]`, or `parts[0]` of `const parts = token.split('.')`
    const split = splitReceiver(expression.object) ?? splitReceiver(splitHeldBy(mcp, expression.object));
    return split ? { source: split, part: true } : undefined;
  }
  // base64url padded back for `atob`: `b64 + '='.repeat((4 - (b64.length % 4)) % 4)`
  if (expression.type === 'BinaryExpression' && expression.operator === '+' && isPadding(expression.right)) return { source: expression.left as Expression, part: false };
  if (expression.type === 'NewExpression' || expression.type !== 'CallExpression') return undefined;
  const argumentsOf = getPlainArguments(expression);
  const [first] = argumentsOf ?? [];
  const reference = mcp.provenance.of(expression.callee).reference;
  // `String(raw)`: the same text
  if (first && argumentsOf?.length === 1 && isReferenceTo(reference, GLOBALS, 'String')) return { source: first, part: false };
  const helper = argumentsOf && decodingHelperArgument(mcp, expression, argumentsOf);
  if (helper) return { source: helper, part: false };
  if (first && (isReferenceTo(reference, GLOBALS, 'Buffer', 'from') || isReferenceTo(reference, GLOBALS, 'Uint8Array', 'from'))) return { source: first, part: false };
  if (first && reference?.module === GLOBALS && reference.path.length === 1 && DECODERS.has(reference.path[0]!)) return { source: first, part: false };
  const method = getMethodName(expression);
  const receiver = getMethodReceiver(expression);
  if (receiver && method !== undefined && STRING_STEPS.has(method)) {
    return { source: receiver, part: !WHOLE_STRING_STEPS.has(method) && !cutsFixedPrefix(mcp, expression, method) };
  }
  if (first && method === 'decode') return { source: first, part: false };
  return undefined;
}

/**
 * `fromB64u(parts[0])` with `const fromB64u = (value) => Buffer.from(value, 'base64url')` of this module or another:
 * the argument a project helper returns decoded, whole.
 */
function decodingHelperArgument(mcp: McpFile, call: TSESTree.CallExpression, argumentsOf: readonly Expression[]): Expression | undefined {
  const fn = argumentsOf.length > 0 ? mcp.provenance.of(call.callee).functionNode : undefined;
  if (!fn) return undefined;
  // the helper's module reads it: `fromB64url` of `lib/helpers.js` as well as one of this file
  const owner = fileOwning(mcp, fn);
  const returned = soleReturnedExpression(fn, owner.sourceCode);
  if (!returned) return undefined;
  const decoded = decodedSourceOf(owner, returned, false);
  if (decoded.part || decoded.source === skipValueWrappers(returned)) return undefined;
  const index = parameterIndex(owner.sourceCode, decoded.source, fn);
  return index === undefined ? undefined : argumentsOf[index];
}

/** `token.slice(PREFIX.length)`, `token.slice(2)`: all that follows a prefix of fixed text (see {@link isFixedText}) or length is decoded, not a part. */
export function cutsFixedPrefix(mcp: McpFile, call: TSESTree.CallExpression, method: string | undefined): boolean {
  const [start, ...rest] = getPlainArguments(call) ?? [];
  if ((method !== 'slice' && method !== 'substring' && method !== 'substr') || !start || rest.length > 0) return false;
  const length = skipValueWrappers(start);
  // `token.slice(2)`: a prefix of a fixed length
  if (length.type === 'Literal' && typeof length.value === 'number') return length.value > 0;
  return length.type === 'MemberExpression' && getPropertyName(length) === 'length' && isFixedText(mcp, skipValueWrappers(length.object) as Expression);
}

const PADDING_CUTS = new Set(['repeat', 'slice', 'substring', 'substr']);

/** `'='.repeat(n)`, `'==='.slice(n)`, `'=='`: what pads base64 text, adding nothing of its own. */
function isPadding(node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Literal') return typeof expression.value === 'string' && /^=*$/.test(expression.value);
  if (expression.type !== 'CallExpression' || !PADDING_CUTS.has(getMethodName(expression) ?? '')) return false;
  const receiver = getMethodReceiver(expression);
  return receiver !== undefined && receiver.type === 'Literal' && typeof receiver.value === 'string' && /^=+$/.test(receiver.value);
}

/** `x.split('.')` → `x`. */
/** `parts` of `const parts = token.split('.')`: the split a name holds, for `const [, iv, body] = parts`. */
function splitHeldBy(mcp: McpFile, node: Node): Node {
  const expression = skipValueWrappers(node);
  const binding = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression) : undefined;
  return binding?.kind === 'initialized' && binding.path.length === 0 ? binding.init : expression;
}

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
    return encoding !== undefined && BYTE_ENCODINGS.has(encoding) ? 'base64' : undefined;
  }
  return undefined;
}
