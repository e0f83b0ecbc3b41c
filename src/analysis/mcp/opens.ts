import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, type Expression } from '../syntax/ast.js';
import { calleeName } from '../scope/local-functions.js';
import { CallAnswers } from './call-answers.js';
import type { McpFile } from './file.js';
import { callsPackageOtherThanState } from './state-packages.js';
import { isReferenceTo, SEAL } from '../scope/modules.js';
import type { CustomStateFunctions } from './seals.js';
import { JWT_LIBRARY_WORDS, type FileVocabulary } from '../values/vocabulary.js';
import { jwtLikeRole, namesJwtLikePackage } from './jwt-like-libraries.js';

export type StateOpenKind = 'open-helper' | 'state-sealer' | 'sdk-codec' | 'jsonwebtoken' | 'jose' | 'hand-rolled' | 'custom';

export interface StateOpen {
  readonly kind: StateOpenKind;
  readonly call: TSESTree.CallExpression;
  readonly token: Expression | undefined;
  readonly binding: Expression | undefined;
  /** A JWT verify's options (`jwt.verify(token, key, options)`, `jwtVerify(token, key, options)`, `jwtService.verify(token, options)`). */
  readonly options: Expression | undefined;
}

/** Whether the file names anything an open is made with (each kind of {@link StateOpen} but `hand-rolled` needs its name written). */
export function mayHaveOpens(mcp: McpFile, names: CustomStateFunctions = {}): boolean {
  const { vocabulary } = mcp;
  return (
    vocabulary.mentionsAny([...JWT_LIBRARY_WORDS, 'createRequestStateCodec']) ||
    vocabulary.mentionsSealModule() ||
    vocabulary.spellsAny(names.openFunctions ?? []) ||
    mcp.provenance.importsMayComputeMacs()
  );
}

const openAnswers = new CallAnswers<StateOpen>();

/** The open `call` is, if any (see {@link classifyOpen}), answered once per call and set of custom open names. */
export function openOf(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
  return mayHaveOpens(mcp, names) ? openAnswers.answer(mcp, call, names, names.openFunctions, classifyOpen) : undefined;
}

/** The methods that open when called on an object made for it: a state sealer's `open`, a codec's `verify`, a `JwtService`'s. */
const OPENING_METHODS: ReadonlySet<string> = new Set(['open', 'verify', 'verifyAsync']);
const JOSE_OPENS = ['jwtVerify', 'jwtDecrypt', 'compactVerify'];

/** The names an open is called by, unless renamed: `openState`, `jwt.verify`, jose's, and the opening methods. */
const OPEN_NAMES: ReadonlySet<string> = new Set(['openState', ...OPENING_METHODS, ...JOSE_OPENS]);

const opensByAnyName = new WeakMap<McpFile, boolean>();

/**
 * Whether a call may open state whatever it is named: an import may rename `openState` or jsonwebtoken's `verify`,
 * and one of jose's (whose names the file then spells); a module of the project that computes MACs may export an
 * opener under any name.
 */
function mayOpenByAnyName(mcp: McpFile): boolean {
  let answer = opensByAnyName.get(mcp);
  if (answer === undefined) {
    const { vocabulary } = mcp;
    answer =
      vocabulary.mentionsSealModule() ||
      namesJwtLikePackage(vocabulary) ||
      (vocabulary.mentions('jose') && vocabulary.spellsAny(JOSE_OPENS)) ||
      mcp.provenance.importsMayComputeMacs();
    opensByAnyName.set(mcp, answer);
  }
  return answer;
}

/** The open `call` is, if any: `openState`, `sealer.open`, `codec.verify`, `jwt.verify`, `jwtVerify`, a custom opener. */
function classifyOpen(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
  if (!mayHaveOpens(mcp, names)) return undefined;
  const name = calleeName(call);
  const custom = name !== undefined && (names.openFunctions ?? []).includes(name);
  if (!custom && callsPackageOtherThanState(mcp, call)) return undefined;
  if (!custom && !(name !== undefined && OPEN_NAMES.has(name)) && !mayOpenByAnyName(mcp)) return undefined;
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf || (!custom && !mcp.provenance.calleeMaySign(call.callee))) return undefined;
  // the opening packages' functions are named by reference: a helper of the project's own is read only when it may pass one on
  const reference = mcp.provenance.calleeMayBePackageExport(call.callee, namesOpeningPackage) ? mcp.provenance.of(call.callee).reference : undefined;
  if (isReferenceTo(reference, SEAL, 'openState')) return stateOpen('open-helper', call, argumentsOf, argumentsOf[1]);
  if (jwtLikeRole(reference) === 'verify') return stateOpen('jsonwebtoken', call, argumentsOf, undefined, argumentsOf[2]);
  if (isReferenceTo(reference, 'jose', 'jwtVerify') || isReferenceTo(reference, 'jose', 'jwtDecrypt') || isReferenceTo(reference, 'jose', 'compactVerify')) {
    return stateOpen('jose', call, argumentsOf, undefined, argumentsOf[2]);
  }
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (method !== undefined && OPENING_METHODS.has(method) && receiver) {
    const receiverValue = mcp.provenance.of(receiver);
    if (receiverValue.cryptoObject === 'state-sealer' && method === 'open') return stateOpen('state-sealer', call, argumentsOf, argumentsOf[1]);
    if (receiverValue.cryptoObject === 'request-state-codec' && method === 'verify') return stateOpen('sdk-codec', call, argumentsOf);
    if (receiverValue.cryptoObject === 'jwt-service' && method !== 'open') return stateOpen('jsonwebtoken', call, argumentsOf, undefined, argumentsOf[1]);
  }
  if (custom) return stateOpen('custom', call, argumentsOf, argumentsOf[1]);
  return undefined;
}

function namesOpeningPackage(vocabulary: FileVocabulary): boolean {
  return vocabulary.mentionsSealModule() || namesJwtLikePackage(vocabulary) || vocabulary.mentions('jose');
}

/** An open of `kind` made by `call`, which opens its first argument. */
function stateOpen(kind: StateOpenKind, call: TSESTree.CallExpression, argumentsOf: readonly Expression[], binding?: Expression, options?: Expression): StateOpen {
  return { kind, call, token: argumentsOf[0], binding, options };
}
