import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  getMethodName,
  getPlainArguments,
  getPropertyName,
  getStaticString,
  isFunctionNode,
  skipTypeWrappers,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { getModuleLoads } from '../scope/modules.js';
import { staticProperty } from '../values/object-literals.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;

/** Which official TypeScript SDK a handler is written for: 1.x (`extra.authInfo`) or 2.x (`ctx.http?.authInfo`). */
export type SdkVersion = 1 | 2;

/** A function the MCP SDK calls for `tools/call`. */
export interface ToolHandler {
  readonly fn: FunctionNode;
  /** `server.registerTool(…)`, `server.tool(…)` or `server.setRequestHandler(…)`. */
  readonly registration: CallExpression;
  readonly sdk: SdkVersion | undefined;
  /** The tool's name, when the registration spells it. */
  readonly toolName: string | undefined;
  /** What a fix writes for the tool: `'deploy'`, `TOOL`, `request.params.name`. */
  readonly toolNameText: string | undefined;
  /** Registered with `annotations: { destructiveHint: true }`. */
  readonly destructive: boolean;
}

const TOOL_SCHEMA_NAMES = new Set(['CallToolRequestSchema']);
const REGISTRATION_METHODS = new Set(['registerTool', 'tool']);
const SDK1_MODULE = /^@modelcontextprotocol\/sdk(?:\/|$)/;
const SDK2_MODULE = /^@modelcontextprotocol\/(?:server|node|express|hono|fastify)(?:\/|$)/;

interface HandlerIndex {
  readonly list: ToolHandler[];
  readonly byFunction: Map<FunctionNode, ToolHandler>;
}

const handlersByFile = new WeakMap<McpFile, HandlerIndex>();
const toolNamesByFile = new WeakMap<McpFile, ReadonlySet<string>>();

const sdkByFile = new WeakMap<McpFile, { version: SdkVersion | undefined }>();

/** The SDK the file imports, when it imports only one; read once per file. */
export function importedSdk(mcp: McpFile): SdkVersion | undefined {
  let sdk = sdkByFile.get(mcp);
  if (!sdk) {
    sdk = { version: sdkOfImports(mcp.sourceCode) };
    sdkByFile.set(mcp, sdk);
  }
  return sdk.version;
}

function sdkOfImports(sourceCode: SourceCode): SdkVersion | undefined {
  const sources = getModuleLoads(sourceCode).loads.map((load) => load.source);
  const v2 = sources.some((source) => SDK2_MODULE.test(source));
  const v1 = sources.some((source) => SDK1_MODULE.test(source));
  if (v2 && !v1) return 2;
  if (v1 && !v2) return 1;
  return undefined;
}

function indexHandlers(mcp: McpFile): HandlerIndex {
  let index = handlersByFile.get(mcp);
  if (index) return index;
  index = { list: [], byFunction: new Map() };
  for (const call of mcp.calls) {
    const handler = describeRegistration(mcp, call);
    if (!handler) continue;
    index.list.push(handler);
    index.byFunction.set(handler.fn, handler);
  }
  handlersByFile.set(mcp, index);
  return index;
}

/** Every tool handler the file registers. */
export function findToolHandlers(mcp: McpFile): readonly ToolHandler[] {
  return indexHandlers(mcp).list;
}

/** The tool handler `node` is in (directly, or in a function nested in it). */
export function enclosingToolHandler(mcp: McpFile, node: Node): ToolHandler | undefined {
  const { byFunction } = indexHandlers(mcp);
  for (let current: Node | undefined = node; current; current = current.parent) {
    if (isFunctionNode(current)) {
      const handler = byFunction.get(current);
      if (handler) return handler;
    }
  }
  return undefined;
}

/** The names of the tools the file registers. */
export function registeredToolNames(mcp: McpFile): ReadonlySet<string> {
  let names = toolNamesByFile.get(mcp);
  if (!names) {
    names = new Set(findToolHandlers(mcp).flatMap((handler) => (handler.toolName === undefined ? [] : [handler.toolName])));
    toolNamesByFile.set(mcp, names);
  }
  return names;
}

function describeRegistration(mcp: McpFile, call: CallExpression): ToolHandler | undefined {
  const method = getMethodName(call);
  const argumentsOf = getPlainArguments(call);
  if (method === undefined || !argumentsOf) return undefined;
  if (method === 'setRequestHandler' && argumentsOf.length === 2) {
    const [schema, fn] = argumentsOf as [Expression, Expression];
    const handler = skipTypeWrappers(fn);
    if (!isFunctionNode(handler)) return undefined;
    const schemaName = schema.type === 'Identifier' ? schema.name : schema.type === 'MemberExpression' ? getPropertyName(schema) : undefined;
    const byName = getStaticString(schema) === 'tools/call';
    if (!byName && (schemaName === undefined || !TOOL_SCHEMA_NAMES.has(schemaName))) return undefined;
    const request = handler.params[0];
    return {
      fn: handler,
      registration: call,
      sdk: importedSdk(mcp) ?? (byName ? 2 : 1),
      toolName: undefined,
      toolNameText: request?.type === 'Identifier' ? `${request.name}.params.name` : undefined,
      destructive: false,
    };
  }
  if (!REGISTRATION_METHODS.has(method) || argumentsOf.length < 2) return undefined;
  const handler = skipTypeWrappers(argumentsOf[argumentsOf.length - 1]!);
  if (!isFunctionNode(handler)) return undefined;
  const nameNode = argumentsOf[0]!;
  const nameValue = mcp.provenance.of(nameNode);
  const toolName = nameValue.kind === 'literal' && typeof nameValue.literalValue === 'string' ? nameValue.literalValue : undefined;
  if (method === 'tool' && toolName === undefined) return undefined;
  const config = argumentsOf.length >= 3 ? argumentsOf[1] : undefined;
  return {
    fn: handler,
    registration: call,
    sdk: importedSdk(mcp) ?? sdkOfHandlerUse(mcp.sourceCode, handler),
    toolName,
    toolNameText: toolName === undefined ? undefined : nameNode.type === 'Identifier' ? nameNode.name : JSON.stringify(toolName).replace(/^"|"$/g, "'"),
    destructive: config !== undefined && isDestructiveConfig(mcp.provenance, config),
  };
}

/** SDK 2.x handlers read `ctx.mcpReq` / `ctx.http`; 1.x ones read `extra.authInfo` directly. */
function sdkOfHandlerUse(sourceCode: SourceCode, fn: FunctionNode): SdkVersion | undefined {
  const context = fn.params[1];
  if (context?.type !== 'Identifier') return undefined;
  const text = sourceCode.getText(fn.body);
  const name = escapeRegExp(context.name);
  if (new RegExp(`\\b${name}\\??\\.(?:mcpReq|http)\\b`).test(text)) return 2;
  if (new RegExp(`\\b${name}\\??\\.authInfo\\b`).test(text)) return 1;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isDestructiveConfig(provenance: ProvenanceAnalysis, config: Expression): boolean {
  const object = skipTypeWrappers(config).type === 'ObjectExpression' ? (skipTypeWrappers(config) as TSESTree.ObjectExpression) : provenance.of(config).objectLiteral;
  const annotations = object && staticProperty(object, 'annotations');
  const annotationsObject = annotations && skipTypeWrappers(annotations.value);
  if (annotationsObject?.type !== 'ObjectExpression') return false;
  const hint = staticProperty(annotationsObject, 'destructiveHint');
  const value = hint && skipTypeWrappers(hint.value);
  return value?.type === 'Literal' && value.value === true;
}
