import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticString, skipTypeWrappers, staticProperty, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { readsSameNamesAt } from '../scope/same-names.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { openOf } from './opens.js';
import { sealOf } from './seals.js';
import { fieldsOf } from './signed-fields.js';
import { handlerCallerVariable } from './handler-callers.js';
import type { ToolHandler } from './tool-handlers.js';
import { enclosingToolHandler } from './tool-handlers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a fix writes for the binding at `node`: the user, the tool and the arguments of its handler, where the handler shows them. */
export interface BindingTexts {
  readonly userId: string | undefined;
  readonly tool: string | undefined;
  readonly args: string | undefined;
  /** The exports of the seal module the texts call (`principalOf`): the fix that writes them imports these. */
  readonly imports: readonly string[];
}

/** The `/seal` function that answers the request's user at run time, from the handler's context. */
export const PRINCIPAL_OF = 'principalOf';

/**
 * How a fix refers to `principalOf` at `usedAt`: `principalOf`, or the local name or namespace member the file
 * imports it under (the fix layer answers it; the analysis writes the plain name).
 */
export type PrincipalReference = (usedAt: Node) => string;

const plainPrincipal: PrincipalReference = () => PRINCIPAL_OF;

/** The user a fix writes at `usedAt`, and whether the text calls `principalOf`. */
export interface UserText {
  readonly text: string;
  readonly callsPrincipal: boolean;
}

/**
 * The expression a fix writes for the user's id at `usedAt`, first match wins:
 * - the user the other end of the same handler already binds (`sealState(…, { userId: X })` where an open is
 *   written, or the open's where a seal is), so that both ends agree;
 * - a local `const` the handler already reads from `authInfo` (`userId`);
 * - the caller the handler computes itself (see `handlerCallerVariable`): `const caller = callerOf(ctx)`;
 * - `principalOf(ctx)` on the handler's context parameter: the user at run time (the local account on stdio, the
 *   verified token's user over HTTP);
 * - `'local'` on a stdio-only file whose handler takes no context.
 * Undefined when the handler has none of these in reach.
 */
export function userTextAt(mcp: McpFile, handler: ToolHandler, usedAt: Node, principalOf: PrincipalReference = plainPrincipal): UserText | undefined {
  const known = otherEndUser(mcp, handler, usedAt) ?? localUserVariable(mcp.sourceCode, handler.fn, usedAt) ?? handlerCallerVariable(mcp, handler.fn, usedAt);
  if (known !== undefined) return { text: known, callsPrincipal: false };
  const context = handler.fn.params[1];
  if (context?.type === 'Identifier' && handler.sdk !== undefined) return { text: `${principalOf(usedAt)}(${context.name})`, callsPrincipal: true };
  return servesStdioOnly(mcp) ? { text: LOCAL_USER_TEXT, callsPrincipal: false } : undefined;
}

/** {@link userTextAt}'s text alone. */
export function principalText(mcp: McpFile, handler: ToolHandler, usedAt: Node, principalOf?: PrincipalReference): string | undefined {
  return userTextAt(mcp, handler, usedAt, principalOf)?.text;
}

function localUserVariable(sourceCode: SourceCode, fn: FunctionNode, usedAt: Node): string | undefined {
  if (fn.body.type !== 'BlockStatement') return undefined;
  for (const statement of fn.body.body) {
    if (statement.range[0] >= usedAt.range[0]) break;
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
      if (!/user|^sub$|principal|owner|account/i.test(declarator.id.name)) continue;
      if (/\bauthInfo\b/.test(sourceCode.getText(declarator.init))) return declarator.id.name;
    }
  }
  return undefined;
}

/**
 * The `userId` a seal or an open of `handler` other than the one at `usedAt` already binds (`sealState`, `openState`,
 * a state sealer's `seal` and `open`), as written, when it reads at `usedAt` the same variables, declared before it.
 */
function otherEndUser(mcp: McpFile, handler: ToolHandler, usedAt: Node): string | undefined {
  if (!mcp.vocabulary.mentionsSealModule()) return undefined;
  const [start, end] = handler.fn.range;
  for (const call of mcp.calls) {
    if (call.range[0] < start || call.range[1] > end) continue;
    if (call.range[0] <= usedAt.range[0] && usedAt.range[1] <= call.range[1]) continue;
    const seal = sealOf(mcp, call);
    const binding = seal ? (seal.kind === 'seal-helper' || seal.kind === 'state-sealer' ? seal.binding : undefined) : boundOpen(mcp, call);
    const literal = binding && objectLiteralOf(mcp.provenance, binding);
    const value = literal && fieldsOf(mcp, literal, undefined).fields.get('userId');
    if (!value || getStaticString(skipTypeWrappers(value)) === '' || enclosingToolHandler(mcp, call) !== handler) continue;
    if (readsSameNamesAt(mcp.sourceCode, value, usedAt) && declaredBefore(mcp.sourceCode, value, usedAt)) return mcp.sourceCode.getText(value);
  }
  return undefined;
}

function boundOpen(mcp: McpFile, call: TSESTree.CallExpression): Expression | undefined {
  const open = openOf(mcp, call);
  return open && (open.kind === 'open-helper' || open.kind === 'state-sealer') ? open.binding : undefined;
}

/** Whether each variable `value` reads is declared before `usedAt` (a parameter, or a declaration written above it). */
function declaredBefore(sourceCode: SourceCode, value: Node, usedAt: Node): boolean {
  const [start, end] = value.range;
  return sourceCode.getScope(value).references.every((reference) => {
    const [at] = reference.identifier.range;
    if (at < start || at >= end) return true;
    const definition = reference.resolved?.defs[0];
    return !definition || definition.type === 'Parameter' || definition.name.range[0] < usedAt.range[0];
  });
}

/**
 * The user, tool and arguments a binding at `node` should name, as the enclosing tool handler writes them.
 * `principalOf` names the import a fix refers to it by (see {@link PrincipalReference}).
 */
export function bindingTextsAt(mcp: McpFile, node: Node, principalOf?: PrincipalReference): BindingTexts {
  const handler = enclosingToolHandler(mcp, node);
  const user = handler && userTextAt(mcp, handler, node, principalOf);
  return { userId: user?.text, tool: handler?.toolNameText, args: handler && argumentsText(mcp, handler), imports: user?.callsPrincipal ? [PRINCIPAL_OF] : [] };
}

/** The user a fix binds on a stdio server whose handler takes no context (nothing to ask `principalOf`): one local user. */
export const LOCAL_USER_TEXT = "'local'";

const HTTP_SERVING = ['authInfo', 'StreamableHTTPServerTransport', 'SSEServerTransport', 'createMcpHandler', 'requireBearerAuth', 'toNodeHandler'];

/**
 * Whether the file serves over stdio and shows nothing of HTTP: it names `StdioServerTransport`, and no HTTP
 * transport, handler factory or `authInfo`. Its one user is the local account: `principalOf(ctx)` answers it, and a
 * handler without a context binds `'local'`.
 */
export function servesStdioOnly(mcp: McpFile): boolean {
  const { vocabulary } = mcp;
  return vocabulary.spells('StdioServerTransport') && !vocabulary.spellsAny(HTTP_SERVING);
}

/** Whether a handler's parameter is a tool call's params: the handler reads its `arguments`, as a member or destructured. */
function holdsCallParams(mcp: McpFile, fn: FunctionNode, parameter: TSESTree.Identifier): boolean {
  const variable = mcp.sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === parameter.name);
  return (variable?.references ?? []).some(({ identifier }) => {
    const parent = identifier.parent;
    if (parent?.type === 'MemberExpression' && parent.object === identifier) return getPropertyName(parent) === 'arguments';
    return parent?.type === 'VariableDeclarator' && parent.init === identifier && parent.id.type === 'ObjectPattern' && staticProperty(parent.id, 'arguments') !== undefined;
  });
}

/**
 * What a fix writes for a handler's arguments: `request.params.arguments` for a `setRequestHandler` handler, the
 * first parameter's name, or `{ a, b }` for a shorthand destructuring; undefined otherwise.
 */
export function argumentsText(mcp: McpFile, handler: ToolHandler): string | undefined {
  const [first] = handler.fn.params;
  if (!first) return undefined;
  if (handler.registration?.arguments.length === 2 && handler.toolNameText?.endsWith('.params.name')) return handler.toolNameText.replace(/\.name$/, '.arguments');
  // the call's params, whose arguments it reads (`params.arguments`, `const { arguments: args } = params`)
  if (first.type === 'Identifier') return holdsCallParams(mcp, handler.fn, first) ? `${first.name}.arguments` : first.name;
  if (first.type === 'ObjectPattern' && first.properties.every((property) => property.type === 'Property' && property.shorthand && property.value.type === 'Identifier')) {
    return `{ ${first.properties.map((property) => ((property as TSESTree.Property).value as TSESTree.Identifier).name).join(', ')} }`;
  }
  return undefined;
}
