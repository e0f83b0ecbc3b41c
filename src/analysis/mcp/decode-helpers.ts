import type { TSESTree } from '@typescript-eslint/utils';
import { getPlainArguments, isNullishLiteral, skipValueWrappers, type Expression, type FunctionNode } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { callSitesOf } from './call-sites.js';
import { fileOwning, type McpFile } from './file.js';
import { decodedSourceOf, decodeKind } from './state-encoding.js';
import { enclosingToolHandler } from './tool-handlers.js';

type CallExpression = TSESTree.CallExpression;

/** A function that decodes one of its parameters and returns what it decoded: `decodeState(raw)`. */
export interface DecodeHelper {
  readonly fn: FunctionNode;
  /** The position of the decoded parameter. */
  readonly index: number;
  /** What it returns instead when it decodes nothing (`if (!token) return null;`): `null`, `undefined`, or none. */
  readonly nothing: 'null' | 'undefined' | undefined;
}

const helpersByFunction = new WeakMap<FunctionNode, DecodeHelper | null>();


/** The decode `returned` is, directly or through a `const` it names. */
function decodeReturned(owner: McpFile, returned: Expression): CallExpression | undefined {
  let value = skipValueWrappers(returned);
  if (value.type === 'Identifier') {
    const binding = resolveBinding(owner.sourceCode, value);
    if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
    value = skipValueWrappers(binding.init);
  }
  return value.type === 'CallExpression' && decodeKind(owner, value) === 'json' ? value : undefined;
}

/**
 * Whether `fn` returns `JSON.parse` of one of its parameters (through base64/hex decoding steps), and nothing else
 * but `null` or `undefined`: the parameter it decodes. Asked of the module that declares `fn`.
 */
export function decodeHelperOf(mcp: McpFile, fn: FunctionNode): DecodeHelper | undefined {
  const known = helpersByFunction.get(fn);
  if (known !== undefined) return known ?? undefined;
  const owner = fileOwning(mcp, fn);
  let index: number | undefined;
  let found = false;
  let nothing: DecodeHelper['nothing'];
  for (const returned of returnedExpressions(fn, owner.sourceCode)) {
    const value = skipValueWrappers(returned);
    if (isNullishLiteral(value)) {
      nothing = value.type === 'Literal' ? 'null' : 'undefined';
      continue;
    }
    const decode = decodeReturned(owner, returned);
    const [argument] = (decode && getPlainArguments(decode)) ?? [];
    const source = argument && decodedSourceOf(owner, argument);
    const position = source && !source.part ? parameterIndex(owner.sourceCode, source.source, fn) : undefined;
    if (position === undefined || (index !== undefined && position !== index)) {
      found = false;
      index = undefined;
      break;
    }
    index = position;
    found = true;
  }
  const helper = found && index !== undefined ? { fn, index, nothing } : undefined;
  helpersByFunction.set(fn, helper ?? null);
  return helper;
}

/** The decode helper `call` calls (in this module or another), with the argument it decodes. */
export function decodeHelperCall(mcp: McpFile, call: CallExpression): (DecodeHelper & { readonly argument: Expression }) | undefined {
  const fn = mcp.provenance.of(call.callee).functionNode;
  const helper = fn && decodeHelperOf(mcp, fn);
  const argument = helper && getPlainArguments(call)?.[helper.index];
  return helper && argument ? { ...helper, argument } : undefined;
}

/**
 * The calls of the local function that holds `decode`, when that function is a decode helper outside every tool
 * handler and `decode` is what it returns: where the decoded state is used.
 */
export function callSitesOfDecodeHelper(mcp: McpFile, decode: CallExpression, enclosing: FunctionNode): readonly CallExpression[] | undefined {
  if (enclosingToolHandler(mcp, decode)) return undefined;
  const helper = decodeHelperOf(mcp, enclosing);
  if (!helper) return undefined;
  const returnsThis = returnedExpressions(enclosing, mcp.sourceCode).some((returned) => decodeReturned(mcp, returned) === decode);
  const callSites = returnsThis ? callSitesOf(mcp, enclosing) : [];
  return callSites.length > 0 ? callSites : undefined;
}
