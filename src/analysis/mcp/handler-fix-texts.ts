import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode, Node } from '../syntax/ast.js';
import type { McpFile } from './file.js';
import type { ToolHandler } from './tool-handlers.js';
import { enclosingToolHandler } from './tool-handlers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a fix writes for the binding at `node`: the user, the tool and the arguments of its handler, where the handler shows them. */
export interface BindingTexts {
  readonly userId: string | undefined;
  readonly tool: string | undefined;
  readonly args: string | undefined;
}

/**
 * The expression a fix writes for the authenticated user's id at `usedAt`: a local `const` the handler already
 * reads from `authInfo` (`userId`), else `extra.authInfo?.extra?.userId` (SDK 1.x) or
 * `ctx.http?.authInfo?.extra?.userId` (SDK 2.x); undefined when the handler has no principal in reach.
 */
export function principalText(sourceCode: SourceCode, handler: ToolHandler, usedAt: Node): string | undefined {
  const local = localUserVariable(sourceCode, handler.fn, usedAt);
  if (local) return local;
  const context = handler.fn.params[1];
  if (context?.type !== 'Identifier') return undefined;
  if (handler.sdk === 2) return `${context.name}.http?.authInfo?.extra?.userId`;
  if (handler.sdk === 1) return `${context.name}.authInfo?.extra?.userId`;
  return undefined;
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

/** The user, tool and arguments a binding at `node` should name, as the enclosing tool handler writes them. */
export function bindingTextsAt(mcp: McpFile, node: Node): BindingTexts {
  const handler = enclosingToolHandler(mcp, node);
  const userId = handler && (servesStdioOnly(mcp) ? LOCAL_USER_TEXT : principalText(mcp.sourceCode, handler, node));
  return { userId, tool: handler?.toolNameText, args: handler && argumentsText(handler) };
}

/** The user a fix binds on a stdio server: it has no auth and serves one local user. */
export const LOCAL_USER_TEXT = "'local'";

const HTTP_SERVING = ['authInfo', 'StreamableHTTPServerTransport', 'SSEServerTransport', 'createMcpHandler', 'requireBearerAuth', 'toNodeHandler'];

/**
 * Whether the file serves over stdio and shows nothing of HTTP: it names `StdioServerTransport`, and no HTTP
 * transport, handler factory or `authInfo`. Such a server has no principal: `ctx.http` and `extra.authInfo` are
 * undefined there, so a fix that bound them would hand the sealer an undefined user.
 */
export function servesStdioOnly(mcp: McpFile): boolean {
  const { vocabulary } = mcp;
  return vocabulary.spells('StdioServerTransport') && !vocabulary.spellsAny(HTTP_SERVING);
}

/**
 * What a fix writes for a handler's arguments: `request.params.arguments` for a `setRequestHandler` handler, the
 * first parameter's name, or `{ a, b }` for a shorthand destructuring; undefined otherwise.
 */
export function argumentsText(handler: ToolHandler): string | undefined {
  const [first] = handler.fn.params;
  if (!first) return undefined;
  if (handler.registration.arguments.length === 2 && handler.toolNameText?.endsWith('.params.name')) return handler.toolNameText.replace(/\.name$/, '.arguments');
  if (first.type === 'Identifier') return first.name;
  if (first.type === 'ObjectPattern' && first.properties.every((property) => property.type === 'Property' && property.shorthand && property.value.type === 'Identifier')) {
    return `{ ${first.properties.map((property) => ((property as TSESTree.Property).value as TSESTree.Identifier).name).join(', ')} }`;
  }
  return undefined;
}
