import type { TSESTree } from '@typescript-eslint/utils';
import {
  getEnclosingFunction,
  isNodeOf,
  getMethodName,
  getMethodReceiver,
  getPlainArguments,
  isDiscarded,
  isFunctionNode,
  mayCallMember,
  pushChildren,
  skipTypeWrappers,
  skipValueWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { calleeName, soleReturnedExpression } from '../scope/local-functions.js';
import { factoryClosureOf } from '../values/callee-functions.js';
import { usesAead } from './aead-calls.js';
import { CallAnswers } from './call-answers.js';
import { fileOwning, type McpFile } from './file.js';
import { callsPackageOtherThanState } from './state-packages.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import { GLOBALS, isPackageModule, isReferenceTo, SEAL } from '../scope/modules.js';
import { jsonHelperCallers, serialisedByHelper } from './json-helpers.js';
import { encryptsToken, jwtLikeRole, namesJwtLikePackage } from './jwt-like-libraries.js';

type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/** Names of a team's own seal and open wrappers (the `sealFunctions` / `openFunctions` rule options). */
export interface CustomStateFunctions {
  readonly sealFunctions?: readonly string[];
  readonly openFunctions?: readonly string[];
}

/**
 * How state is sealed:
 * - `seal-helper`: `sealState(state, binding)` from the bundled `/seal`
 * - `state-sealer`: `createStateSealer(…).seal(state, binding)`
 * - `sdk-codec`: `createRequestStateCodec(…).mint(payload, ctx)` (SDK 2.x)
 * - `jsonwebtoken`: `jwt.sign(payload, key, options)`, or NestJS's `jwtService.sign(payload, options)` over it
 * - `jose`: `new SignJWT(payload).set…().sign(key)`
 * - `hand-rolled`: a local function that HMAC-signs `JSON.stringify(…)` of its payload
 * - `custom`: a call to a name listed in `sealFunctions`
 */
export type StateSealKind = 'seal-helper' | 'state-sealer' | 'sdk-codec' | 'jsonwebtoken' | 'jose' | 'hand-rolled' | 'custom';

export interface StateSeal {
  readonly kind: StateSealKind;
  /** The call that returns the sealed token (for jose, the final `.sign(key)`). */
  readonly call: CallExpression;
  /** What is sealed: the state argument, the JWT claims, the object a hand-rolled sealer stringifies. */
  readonly payload: Expression | undefined;
  /** The binding argument of `sealState`/`seal`/a custom sealer (`{ userId, tool, args? }`). */
  readonly binding: Expression | undefined;
  /** `jwt.sign`'s options argument. */
  readonly options: Expression | undefined;
  /** jose: the builder calls between `new SignJWT(…)` and `.sign()` (`setExpirationTime`, `setSubject`, …). */
  readonly builderCalls: readonly CallExpression[];
  /** For `hand-rolled`: the sealer function (undefined for a sealer in another module: see `helper`). */
  readonly sealer: FunctionNode | undefined;
  /** A sealer imported from another module of the project: its name and specifier. */
  readonly helper?: ForeignOrigin;
  /** NestJS's `JwtService`: the key and the default options are those its module registers, out of this file's sight. */
  readonly viaJwtService?: boolean;
  /** A hand-rolled sealer (here or in another module) that encrypts what it writes with an AEAD cipher: nothing in it is readable. */
  readonly encrypts?: boolean;
  /**
   * For a hand-rolled sealer of another module that nests its parameters in what it signs (`{ u, t, exp, p: payload }`
   * of `mintState(env, payload, bind)`): what this call passes for them, in the state as they are.
   */
  readonly carried?: readonly Expression[];
  /** For a project wrapper of a codec's mint (`mint({ ...payload, tool }, ctx)`): the object it mints, with its own fields. */
  readonly addedByWrapper?: ObjectExpression;
}

const stringifiedByAnalysis = new WeakMap<McpFile, Map<FunctionNode, Expression | null>>();

/** Whether the file names what a hand-rolled sealer needs: something that computes a MAC, or an AEAD cipher. */
export function mayHaveHandRolledSeals(mcp: McpFile): boolean {
  return mcp.provenance.mayComputeMacs() || mcp.vocabulary.mentions('createCipheriv');
}

/** Calls of a sealing method of an object handed in. */
const INJECTED_SEAL_CALLS = ['.seal(', '.mint('];

/** Whether the file names anything a seal is made with (each kind of {@link StateSeal} needs its name written). */
export function mayHaveSeals(mcp: McpFile, names: CustomStateFunctions = {}): boolean {
  // the helper, the codec and the JWT libraries are among what computes MACs; a sealer a class is handed (`this.deps.sealer.seal(…)`)
  // comes from where the class is constructed, which the file's imports need not show
  return mayHaveHandRolledSeals(mcp) || mcp.vocabulary.spellsAny(names.sealFunctions ?? []) || (mcp.vocabulary.spells('this.') && mcp.vocabulary.spellsAny(INJECTED_SEAL_CALLS));
}

const sealAnswers = new CallAnswers<StateSeal>();

/** The seal `call` is, if any (see {@link classifySeal}), answered once per call and set of custom seal names. */
export function sealOf(mcp: McpFile, call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
  return mayHaveSeals(mcp, names) ? sealAnswers.answer(mcp, call, names, names.sealFunctions, classifySeal) : undefined;
}

/** Every seal of the file, in source order. */
export function findSeals(mcp: McpFile, names: CustomStateFunctions = {}): StateSeal[] {
  const seals: StateSeal[] = [];
  if (!mayHaveSeals(mcp, names)) return seals;
  for (const call of mcp.calls) {
    const seal = sealOf(mcp, call, names);
    if (seal) seals.push(seal);
  }
  return seals;
}

const sealingFunctionsByFile = new WeakMap<McpFile, boolean>();

/**
 * Whether a function of the file seals: a hand-rolled sealer (see {@link stringifiedBySealer}) or one that calls a
 * seal itself. A call of the file can reach no other sealing helper than these and those of the modules it imports.
 */
export function hasSealingFunctions(mcp: McpFile): boolean {
  let answer = sealingFunctionsByFile.get(mcp);
  if (answer === undefined) {
    answer =
      findSeals(mcp).some((seal) => getEnclosingFunction(seal.call).type !== 'Program') ||
      sealerCandidates(mcp).some((fn) => stringifiedBySealer(mcp, fn) !== undefined);
    sealingFunctionsByFile.set(mcp, answer);
  }
  return answer;
}

/** The methods that seal when called on an object made for it: a state sealer's `seal`, a codec's `mint`, a jose builder's `sign`/`encrypt`. */
const SEALING_METHODS: ReadonlySet<string> = new Set(['seal', 'mint', 'sign', 'encrypt', 'signAsync']);

/** The names a seal is called by, unless renamed: `sealState`, `jwt.sign`, and the sealing methods. */
const SEAL_NAMES: ReadonlySet<string> = new Set(['sealState', ...SEALING_METHODS]);

const sealsByAnyName = new WeakMap<McpFile, boolean>();

/**
 * Whether a call may seal whatever it is named: the file imports `sealState` or jsonwebtoken's `sign` (which an import
 * may rename), imports a module that computes MACs (a sealer of its own), or has a hand-rolled sealer.
 */
function maySealByAnyName(mcp: McpFile): boolean {
  let answer = sealsByAnyName.get(mcp);
  if (answer === undefined) {
    // while the file's sealers are looked for, the calls inside them are classified in full
    sealsByAnyName.set(mcp, true);
    const { vocabulary } = mcp;
    answer =
      vocabulary.mentionsSealModule() ||
      namesJwtLikePackage(vocabulary) ||
      mcp.provenance.importsMayComputeMacs() ||
      sealerCandidates(mcp).some((fn) => stringifiedBySealer(mcp, fn) !== undefined);
    sealsByAnyName.set(mcp, answer);
  }
  return answer;
}

/** The seal `call` is, if any: the bundled helper, the SDK codec, a JWT library, a hand-rolled or a custom sealer. */
function classifySeal(mcp: McpFile, call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
  if (!mayHaveSeals(mcp, names)) return undefined;
  const name = calleeName(call);
  const custom = name !== undefined && (names.sealFunctions ?? []).includes(name);
  if (!custom && !(name !== undefined && SEAL_NAMES.has(name)) && !maySealByAnyName(mcp)) return undefined;
  if (!custom && callsPackageOtherThanState(mcp, call)) return undefined;
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return undefined;
  // a helper of another module of the project called for its effects alone hands out no token here: its module is not read
  if (!custom && isDiscarded(call) && mcp.provenance.projectModuleOf(call.callee) !== undefined) return undefined;
  if (!custom && !mcp.provenance.calleeMaySign(call.callee)) return undefined;
  const calleeValue = mcp.provenance.of(call.callee);
  if (isReferenceTo(calleeValue.reference, SEAL, 'sealState')) return stateSeal('seal-helper', call, argumentsOf, { binding: argumentsOf[1] });
  if (jwtLikeRole(calleeValue.reference) === 'sign') return stateSeal('jsonwebtoken', call, argumentsOf, { options: argumentsOf[2], encrypts: encryptsToken(calleeValue.reference) });
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method !== undefined && SEALING_METHODS.has(method) && receiver) {
    const receiverValue = mcp.provenance.of(receiver);
    if (receiverValue.cryptoObject === 'state-sealer' && method === 'seal') return stateSeal('state-sealer', call, argumentsOf, { binding: argumentsOf[1] });
    if (receiverValue.cryptoObject === 'request-state-codec' && method === 'mint') return stateSeal('sdk-codec', call, argumentsOf);
    if (receiverValue.cryptoObject === 'jwt-service' && (method === 'sign' || method === 'signAsync')) {
      return stateSeal('jsonwebtoken', call, argumentsOf, { options: argumentsOf[1], viaJwtService: true });
    }
    if (receiverValue.cryptoObject === 'jws-builder' && (method === 'sign' || method === 'encrypt')) {
      const chain = joseChain(mcp, call);
      if (chain) return stateSeal('jose', call, argumentsOf, chain);
    }
  }
  if (custom) return stateSeal('custom', call, argumentsOf, { binding: argumentsOf[1] });
  const closure = calleeValue.functionNode ? undefined : factoryClosureOf(mcp.provenance, call.callee);
  const local = calleeValue.functionNode ?? closure?.fn;
  if (!local) return undefined;
  const owner = fileOwning(mcp, local);
  // `mint(payload, ctx) { return this.codec.mint(payload, ctx); }`: a project wrapper of a codec's mint seals what it is given
  const minted = wrappedCodecMint(owner, local);
  if (minted) return stateSeal('sdk-codec', call, argumentsOf, { payload: argumentsOf[minted.index], ...(minted.added && { addedByWrapper: minted.added }) });
  const stringified = stringifiedBySealer(owner, local);
  if (stringified === undefined) return undefined;
  const encrypts = usesAead(owner, local, 'seal');
  if (owner === mcp) return stateSeal('hand-rolled', call, argumentsOf, { payload: stringified, sealer: local, encrypts });
  // a sealer of another module: its payload is known here only when it stringifies one of its parameters
  const index = stringified.type === 'Identifier' ? local.params.findIndex((param) => param.type === 'Identifier' && param.name === stringified.name) : -1;
  const carried = index >= 0 ? [] : nestedParameters(owner, local, stringified).flatMap((position) => (argumentsOf[position] ? [argumentsOf[position]!] : []));
  return stateSeal('hand-rolled', call, argumentsOf, {
    payload: index >= 0 ? argumentsOf[index] : undefined,
    helper: calleeValue.foreign ?? closure?.foreign,
    encrypts,
    ...(carried.length > 0 && { carried }),
  });
}

/** Seals whose token a wrapper hands out as its own: a hand-rolled one, or a JWT signer (`new SignJWT(claims)…sign(key)`). */
const FORWARDED_KINDS: ReadonlySet<StateSealKind> = new Set(['hand-rolled', 'jose', 'jsonwebtoken']);

/**
 * `export const sealRequestState = (data, binding) => sealV2(data, binding)`: a project function whose one returned
 * value is a hand-rolled or JWT seal of its own parameter seals what its call passes there, as that seal does. (What such a
 * wrapper binds is judged where it seals; only what it hands out is told here.)
 */
export function forwardedSealOf(mcp: McpFile, call: CallExpression): StateSeal | undefined {
  const argumentsOf = mayHaveSeals(mcp) ? getPlainArguments(call) : undefined;
  const fn = argumentsOf && mcp.provenance.projectModuleOf(call.callee) !== undefined ? mcp.provenance.of(call.callee).functionNode : undefined;
  return fn && argumentsOf ? forwardedSeal(mcp, call, fileOwning(mcp, fn), fn, argumentsOf) : undefined;
}

function forwardedSeal(mcp: McpFile, call: CallExpression, owner: McpFile, fn: FunctionNode, argumentsOf: readonly Expression[]): StateSeal | undefined {
  const only = soleReturnedExpression(fn, owner.sourceCode);
  const inner = only && skipValueWrappers(only);
  if (inner?.type !== 'CallExpression' || inner === call) return undefined;
  const seal = sealOf(owner, inner);
  if (!seal || !FORWARDED_KINDS.has(seal.kind)) return undefined;
  // what the inner seal signs of its arguments, as what this call passes for the parameters they are
  const passed = (node: Expression | undefined): Expression | undefined => {
    const value = node && skipValueWrappers(node);
    const index = value?.type === 'Identifier' ? fn.params.findIndex((param) => param.type === 'Identifier' && param.name === value.name) : -1;
    return index >= 0 ? argumentsOf[index] : undefined;
  };
  const payload = passed(seal.payload);
  const carried = (seal.carried ?? []).flatMap((node) => passed(node) ?? []);
  if (!payload && carried.length === 0) return undefined;
  return stateSeal(seal.kind, call, argumentsOf, {
    payload,
    helper: mcp.provenance.of(call.callee).foreign ?? seal.helper,
    encrypts: seal.encrypts,
    ...(carried.length > 0 && { carried }),
  });
}

/** The positions of the whole parameters of `fn` that the object it stringifies holds as members (`p: payload`) or spreads in. */
function nestedParameters(owner: McpFile, fn: FunctionNode, stringified: Expression): number[] {
  const object = stringified.type === 'ObjectExpression' ? stringified : owner.provenance.of(stringified).objectLiteral;
  if (!object || !isNodeOf(owner.sourceCode.ast, object)) return [];
  const positions: number[] = [];
  for (const property of object.properties) {
    // `{ ...payload, exp }`: the parameter's members, spread in
    const value = skipValueWrappers((property.type === 'Property' ? property.value : property.argument) as Expression);
    const position = value.type === 'Identifier' ? fn.params.findIndex((param) => param.type === 'Identifier' && param.name === value.name) : -1;
    if (position >= 0 && !positions.includes(position)) positions.push(position);
  }
  return positions;
}

/** The parameter a function hands whole to the one codec `mint` it returns, if that is all it returns. */
function wrappedCodecMint(owner: McpFile, fn: FunctionNode): { index: number; added: ObjectExpression | undefined } | undefined {
  const only = soleReturnedExpression(fn, owner.sourceCode);
  const mint = only && skipValueWrappers(only);
  if (mint?.type !== 'CallExpression' || getMethodName(mint) !== 'mint') return undefined;
  const [minted] = mint.arguments;
  const payload = minted && skipValueWrappers(minted);
  // `mint({ ...payload, tool }, ctx)`: what it is given, with the fields the wrapper adds
  const spread = payload?.type === 'ObjectExpression' ? payload.properties.filter((property) => property.type === 'SpreadElement') : [];
  const handed = spread.length === 1 && spread[0]!.type === 'SpreadElement' ? skipValueWrappers(spread[0]!.argument) : payload;
  // `codec.mint(schema.parse(value), ctx)` of a schema the wrapper's maker is handed: what it is given, checked
  const given = handed && checkedByHandedSchema(owner, handed as Expression);
  if (!given || given.type !== 'Identifier' || sealOf(owner, mint)?.kind !== 'sdk-codec') return undefined;
  const index = fn.params.findIndex((param) => param.type === 'Identifier' && param.name === given.name);
  return index >= 0 ? { index, added: payload?.type === 'ObjectExpression' ? payload : undefined } : undefined;
}

/** What `schema.parse(value)` hands back where `schema` is a parameter (a schema a factory is handed): `value`; else the node. */
function checkedByHandedSchema(owner: McpFile, node: Expression): Expression {
  if (node.type !== 'CallExpression' || getMethodName(node) !== 'parse' || node.arguments.length !== 1 || node.arguments[0]!.type === 'SpreadElement') return node;
  const receiver = getMethodReceiver(node);
  const schema = receiver && skipTypeWrappers(receiver);
  const binding = schema?.type === 'Identifier' ? resolveBinding(owner.sourceCode, schema) : undefined;
  return binding?.kind === 'parameter' ? (skipValueWrappers(node.arguments[0] as Expression) as Expression) : node;
}

/** A seal of `kind` made by `call`, which seals its first argument unless `details` says otherwise. */
function stateSeal(
  kind: StateSealKind,
  call: CallExpression,
  argumentsOf: readonly Expression[],
  details: Partial<Omit<StateSeal, 'kind' | 'call'>> = {},
): StateSeal {
  return { kind, call, payload: argumentsOf[0], binding: undefined, options: undefined, builderCalls: [], sealer: undefined, ...details };
}

/**
 * For a local function that seals by hand — returns a MAC-signed token, stringifies its payload with
 * `JSON.stringify`, and calls no other recognised sealer — the expression it stringifies.
 */
/** The functions of the file that may be hand-rolled sealers: they stringify JSON, themselves or through a helper. */
export function sealerCandidates(mcp: McpFile): readonly FunctionNode[] {
  const direct = mcp.functionsCalling('stringify');
  if (!mayHaveHandRolledSeals(mcp)) return direct;
  const through = [...jsonHelperCallers(mcp, 'stringify').keys()].filter((fn) => !direct.includes(fn));
  return through.length === 0 ? direct : [...direct, ...through];
}

export function stringifiedBySealer(mcp: McpFile, fn: FunctionNode): Expression | undefined {
  if (!mayHaveHandRolledSeals(mcp)) return undefined;
  let memo = stringifiedByAnalysis.get(mcp);
  if (!memo) {
    memo = new Map();
    stringifiedByAnalysis.set(mcp, memo);
  }
  if (memo.has(fn)) return memo.get(fn) ?? undefined;
  memo.set(fn, null);
  // what a sealer stringifies is a `JSON.stringify` of its own body, or what it hands a helper that stringifies it: a
  // function with neither needs no look at its return
  const helperCalls = jsonHelperCallers(mcp, 'stringify').get(fn) ?? [];
  if (!mcp.mayCallJson(fn, 'stringify') && helperCalls.length === 0) return undefined;
  const candidates: Expression[] = [];
  let delegates = false;
  if (mcp.provenance.returnOf(fn).kind === 'signed-token' || usesAead(mcp, fn, 'seal')) {
    walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
      if (node.type !== 'CallExpression') return;
      if (mayCallMember(node, 'stringify') && isReferenceTo(mcp.provenance.of(node.callee).reference, GLOBALS, 'JSON', 'stringify')) {
        const [first] = node.arguments;
        if (first && first.type !== 'SpreadElement') candidates.push(first);
        return;
      }
      const known = classifySeal(mcp, node);
      if (known && known.kind !== 'hand-rolled') delegates = true;
    });
    for (const call of helperCalls) {
      // (`argsDigest(bind.args)` hashing what it stringifies gives a digest, not the text the token carries)
      const kind = mcp.provenance.of(call).kind;
      if (kind === 'digest' || kind === 'mac') continue;
      const serialised = serialisedByHelper(mcp, call, 'stringify');
      if (serialised) candidates.push(serialised);
    }
  }
  // of several (a token's header and its body), the one made from what the sealer is handed
  // (the parameter itself before a header that reads a member of another: `kid: keys.current.kid`)
  const stringified =
    candidates.length > 1
      ? (candidates.find((candidate) => isOwnParameter(mcp, fn, candidate)) ?? candidates.find((candidate) => readsOwnParameter(mcp, fn, candidate)) ?? candidates[0])
      : candidates[0];
  const result = delegates ? undefined : stringified;
  memo.set(fn, result ?? null);
  return result;
}

const serialisedBySealers = new WeakMap<FunctionNode, Expression | null>();

/**
 * What a hand-rolled sealer writes of what it is handed, readable by the client: what it stringifies (see
 * {@link stringifiedBySealer}), or what it hands a package's serialiser (`encode(body)` of cbor-x in a binary frame it
 * MACs). Only part of what it signs, maybe (a frame's header holds the user and the tool): what a binding is checked
 * on is {@link stringifiedBySealer}'s alone.
 */
export function writtenBySealer(mcp: McpFile, fn: FunctionNode): Expression | undefined {
  const stringified = stringifiedBySealer(mcp, fn);
  if (stringified) return stringified;
  if (serialisedBySealers.has(fn)) return serialisedBySealers.get(fn) ?? undefined;
  serialisedBySealers.set(fn, null);
  if (mcp.provenance.returnOf(fn).kind !== 'signed-token') return undefined;
  const byPackage = SERIALISER_CALL.test(mcp.sourceCode.getText(fn));
  let written: Expression | undefined;
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (written !== undefined || node.type !== 'CallExpression') return;
    const serialised = (byPackage ? serialisedByPackage(mcp, node) : undefined) ?? encodedByProjectFunction(mcp, node);
    if (serialised && readsOwnParameter(mcp, fn, serialised)) written = serialised;
  });
  serialisedBySealers.set(fn, written ?? null);
  return written;
}

/**
 * `packBody({ sub, tool, exp, data })` of a project function that encodes what it is handed (`gzip(encode(value))`):
 * its argument, written into the body the sealer MACs, readable by the client unless the function encrypts it.
 */
function encodedByProjectFunction(mcp: McpFile, call: CallExpression): Expression | undefined {
  const [first] = call.arguments;
  if (call.arguments.length !== 1 || !first || first.type === 'SpreadElement') return undefined;
  const encoder = mcp.provenance.of(call.callee).functionNode;
  if (!encoder || encoder.params.length !== 1 || encoder.async || encoder.generator) return undefined;
  const owner = fileOwning(mcp, encoder);
  return ENCRYPTING_TEXT.test(owner.sourceCode.getText(encoder)) ? undefined : first;
}

/** Words of code that encrypts, hashes or signs: such a function's output is no readable encoding of its input. */
const ENCRYPTING_TEXT = /cipher|encrypt|seal|subtle|createHash|createHmac|digest|sign|box/i;

/** A call whose name may be a package's serialiser's. */
const SERIALISER_CALL = /\b(?:encode|pack|serialize|serialise|stringify)\s*[(<]/;

/** The exports of a package that write a value as bytes or text: `encode` of cbor-x and @msgpack/msgpack, `pack` of msgpackr, `serialize` of node:v8. */
const SERIALISERS = /^(?:encode|pack|serialize|serialise|stringify)$/;

/** Packages whose `encode` spells bytes as text (base64, base58, hex): what they encode is a frame already written. */
const BYTE_TEXT_PACKAGES = /base64|base58|base32|bs58|hex|multibase|url/i;

/** `encode(body)` of cbor-x, `pack(body)` of msgpackr, `v8.serialize(body)`: what a package's serialiser writes. */
function serialisedByPackage(mcp: McpFile, call: TSESTree.CallExpression): Expression | undefined {
  const reference = mcp.provenance.of(call.callee).reference;
  if (!reference || reference.module === GLOBALS || BYTE_TEXT_PACKAGES.test(reference.module)) return undefined;
  if (!isPackageModule(reference.module) && reference.module !== 'node:v8') return undefined;
  if (!SERIALISERS.test(reference.path[reference.path.length - 1] ?? '')) return undefined;
  const [first] = call.arguments;
  return first && first.type !== 'SpreadElement' ? first : undefined;
}

/** Whether an expression is one of `fn`'s parameters (or a name destructured from one), as written. */
function isOwnParameter(mcp: McpFile, fn: FunctionNode, expression: Expression): boolean {
  if (expression.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, expression);
  return binding?.kind === 'parameter' && binding.fn === fn;
}

/** Whether an expression of `fn`'s own body reads one of its parameters (`{ sub, tool, data }` in `seal(sub, tool, data)`). */
function readsOwnParameter(mcp: McpFile, fn: FunctionNode, expression: Expression): boolean {
  const stack: Node[] = [expression];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'Identifier') {
      const binding = resolveBinding(mcp.sourceCode, node);
      if (binding?.kind === 'parameter' && binding.fn === fn) return true;
    }
    // what a nested function reads is its own
    if (!isFunctionNode(node)) pushChildren(stack, node, mcp.sourceCode.visitorKeys);
  }
  return false;
}

/** `new SignJWT(payload).setA().setB().sign(key)` → the payload and the builder calls. */
function joseChain(mcp: McpFile, call: CallExpression): { payload: Expression | undefined; builderCalls: CallExpression[] } | undefined {
  const builderCalls: CallExpression[] = [];
  let current = getMethodReceiver(call);
  for (let steps = 0; current && steps < 32; steps += 1) {
    const expression = skipValueWrappers(current);
    if (expression.type === 'NewExpression') {
      const [first] = expression.arguments;
      return { payload: first && first.type !== 'SpreadElement' ? first : undefined, builderCalls };
    }
    // `const jwt = new SignJWT(claims).setSubject(sub); jwt.setIssuedAt(); return jwt.sign(key)`: the chain the
    // `const` was given, with the calls made on it in its own block (one made under a condition may not run)
    const held = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression) : undefined;
    if (held?.kind === 'initialized' && held.path.length === 0) {
      builderCalls.push(...callsOnConstInItsBlock(mcp, expression as TSESTree.Identifier));
      current = held.init;
      continue;
    }
    if (expression.type !== 'CallExpression') return { payload: undefined, builderCalls };
    builderCalls.push(expression);
    current = getMethodReceiver(expression);
  }
  return { payload: undefined, builderCalls };
}

/** `jwt.setIssuedAt();` statements of the block that declares the `const` `name` reads: calls that always run on it. */
function callsOnConstInItsBlock(mcp: McpFile, name: TSESTree.Identifier): CallExpression[] {
  const variable = findVariable(mcp.sourceCode, name);
  const declaration = variable?.defs[0]?.node.parent;
  const block = declaration?.parent;
  if (!variable || !block || (block.type !== 'BlockStatement' && block.type !== 'Program')) return [];
  return variable.references.flatMap((reference) => {
    const member = reference.identifier.parent;
    const call = member?.type === 'MemberExpression' && member.object === reference.identifier ? member.parent : undefined;
    return call?.type === 'CallExpression' && call.callee === member && call.parent?.type === 'ExpressionStatement' && call.parent.parent === block ? [call] : [];
  });
}

/** `sealState(…)`, `await codec.mint(…)`, or a `const` holding one: a value a recognised seal made. */
export function isSealedValue(mcp: McpFile, value: Node, names: CustomStateFunctions = {}): boolean {
  const unwrap = (node: Node): Node => {
    const expression = skipValueWrappers(node);
    return expression.type === 'AwaitExpression' ? skipValueWrappers(expression.argument) : expression;
  };
  let expression = unwrap(value);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(mcp.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return false;
    expression = unwrap(binding.init);
  }
  return expression.type === 'CallExpression' && sealOf(mcp, expression, names) !== undefined;
}
