import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  encloses,
  getEnclosingFunction,
  getMethodName,
  getPlainArguments,
  getPropertyName,
  getStaticKeyName,
  getStaticString,
  isFunctionNode,
  pushChildren,
  skipTypeWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { fileOwning, type McpFile } from './file.js';
import { callSitesOf } from './call-sites.js';
import { callsThroughParameter, soleReturnedExpression } from '../scope/local-functions.js';
import { getModuleLoads } from '../scope/modules.js';
import { ownerWrites } from '../scope/member-writes.js';
import { exportMapOf } from '../modules/exports.js';
import { objectLiteralOf, staticProperties, staticProperty } from '../values/object-literals.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;

/** Which official TypeScript SDK a handler is written for: 1.x (`extra.authInfo`) or 2.x (`ctx.http?.authInfo`). */
export type SdkVersion = 1 | 2;

/** A function the MCP SDK calls for `tools/call`. */
export interface ToolHandler {
  readonly fn: FunctionNode;
  /**
   * `server.registerTool(…)`, `server.tool(…)` or `server.setRequestHandler(…)`; undefined for a function a tool
   * table serves (its tool declared as data, dispatched by name elsewhere).
   */
  readonly registration: CallExpression | undefined;
  readonly sdk: SdkVersion | undefined;
  /** The tool's name, when the registration spells it. */
  readonly toolName: string | undefined;
  /** What a fix writes for the tool: `'deploy'`, `TOOL`, `request.params.name`. */
  readonly toolNameText: string | undefined;
  /** Registered with `annotations: { destructiveHint: true }` (SDK 1.x `server.tool(…)`: an annotations argument with it). */
  readonly destructive: boolean;
  /**
   * The input schema the registration passes (`registerTool`'s `inputSchema`, the params shape of SDK 1.x
   * `server.tool(…)`); undefined when it passes none, or when the file does not show whether it passes one.
   */
  readonly inputSchema: Expression | undefined;
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

/**
 * Whether the file may register a tool handler: a registration is a call of a method the text names (`registerTool`,
 * `tool`, `setRequestHandler`), and a tool table declares `inputSchema`.
 */
function mayRegisterTools(mcp: McpFile): boolean {
  return mcp.vocabulary.spellsAny(['registerTool', 'setRequestHandler', 'inputSchema', 'inputShape', 'destructive', 'destructiveHint', 'readOnlyHint']) || /\btool\b/.test(mcp.sourceCode.text);
}

const NO_HANDLERS: HandlerIndex = { list: [], byFunction: new Map() };

function indexHandlers(mcp: McpFile): HandlerIndex {
  let index = handlersByFile.get(mcp);
  if (index) return index;
  if (!mayRegisterTools(mcp)) {
    handlersByFile.set(mcp, NO_HANDLERS);
    return NO_HANDLERS;
  }
  index = { list: [], byFunction: new Map() };
  for (const call of mcp.calls) {
    const handler = describeRegistration(mcp, call);
    if (!handler) continue;
    index.list.push(handler);
    index.byFunction.set(handler.fn, handler);
  }
  for (const handler of [...tableHandlers(mcp), ...decoratedHandlers(mcp), ...classHandlers(mcp), ...prototypeHandlers(mcp)]) {
    if (index.byFunction.has(handler.fn)) continue;
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

/** The tool handler `fn` is, if it is one. */
export function toolHandlerOf(mcp: McpFile, fn: FunctionNode | undefined): ToolHandler | undefined {
  return fn && indexHandlers(mcp).byFunction.get(fn);
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

/** `items` by the tool handler each is in (`undefined`: outside every handler), in their order. */
export function groupByToolHandler<T>(mcp: McpFile, items: readonly T[], nodeOf: (item: T) => Node): Map<ToolHandler | undefined, T[]> {
  const groups = new Map<ToolHandler | undefined, T[]>();
  for (const item of items) {
    const handler = enclosingToolHandler(mcp, nodeOf(item));
    const group = groups.get(handler);
    if (group) group.push(item);
    else groups.set(handler, [item]);
  }
  return groups;
}

/** The names of the tools the file registers. */
export function registeredToolNames(mcp: McpFile): ReadonlySet<string> {
  let names = toolNamesByFile.get(mcp);
  if (!names) {
    names = new Set(findToolHandlers(mcp).flatMap((handler) => (handler.toolName === undefined ? namesDispatchedIn(mcp, handler) : [handler.toolName])));
    toolNamesByFile.set(mcp, names);
  }
  return names;
}

/**
 * The tool names a `tools/call` handler serves, as it tells them apart: compared with the call's name
 * (`if (request.params.name !== 'plan_trip') return …`) or a case of a `switch` over it.
 */
function namesDispatchedIn(mcp: McpFile, handler: ToolHandler): string[] {
  const nameText = handler.toolNameText;
  if (nameText === undefined) return [];
  const isName = (node: Node) => mcp.sourceCode.getText(skipTypeWrappers(node as Expression)) === nameText;
  const names: string[] = [];
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type === 'BinaryExpression' && (node.operator === '===' || node.operator === '!==')) {
      const literal = isName(node.left) ? getStaticString(node.right) : isName(node.right) ? getStaticString(node.left) : undefined;
      if (literal !== undefined) names.push(literal);
    } else if (node.type === 'SwitchStatement' && isName(node.discriminant)) {
      for (const branch of node.cases) {
        const literal = branch.test ? getStaticString(branch.test) : undefined;
        if (literal !== undefined) names.push(literal);
      }
    }
  });
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
      inputSchema: undefined,
    };
  }
  if (!REGISTRATION_METHODS.has(method) || argumentsOf.length < 2) return undefined;
  const handler = writtenHandler(mcp, argumentsOf[argumentsOf.length - 1]!);
  if (!handler) return undefined;
  // mcp-use and similar frameworks: `server.tool({ name: 'book', description, … }, handler)`
  const nameNode = (argumentsOf.length === 2 ? definitionName(mcp, argumentsOf[0]!) : undefined) ?? argumentsOf[0]!;
  const toolName = mcp.provenance.literalString(nameNode);
  if (method === 'tool' && toolName === undefined) return undefined;
  const { annotations, inputSchema } = method === 'tool' ? toolArguments(mcp, argumentsOf) : registerToolConfig(mcp.provenance, argumentsOf);
  return {
    fn: handler,
    registration: call,
    sdk: importedSdk(mcp) ?? sdkOfHandlerUse(mcp.sourceCode, handler),
    toolName,
    toolNameText: toolName === undefined ? undefined : nameNode.type === 'Identifier' ? nameNode.name : JSON.stringify(toolName).replace(/^"|"$/g, "'"),
    destructive: annotations !== undefined && isDestructive(mcp.provenance, annotations),
    inputSchema,
  };
}

/** The `name` of a tool definition object passed as the only argument before the handler (`{ name: 'book', … }`). */
function definitionName(mcp: McpFile, definition: Expression): Expression | undefined {
  const object = objectLiteralOf(mcp.provenance, definition);
  const name = object && staticProperties(object).get('name')?.value;
  return name && name.type !== 'AssignmentPattern' && name.type !== 'TSEmptyBodyFunctionExpression' && getStaticString(skipTypeWrappers(name)) !== undefined ? name : undefined;
}

/** What a registration says about the tool: its annotations object and its input schema, where the file shows them. */
interface RegistrationParts {
  readonly annotations: Expression | undefined;
  readonly inputSchema: Expression | undefined;
}

const NO_PARTS: RegistrationParts = { annotations: undefined, inputSchema: undefined };

/** `registerTool(name, { inputSchema, annotations, … }, handler)`; `registerTool(name, handler)` has neither. */
function registerToolConfig(provenance: ProvenanceAnalysis, argumentsOf: readonly Expression[]): RegistrationParts {
  if (argumentsOf.length < 3) return NO_PARTS;
  const config = objectLiteralOf(provenance, argumentsOf[1]!);
  if (!config) return NO_PARTS;
  const properties = staticProperties(config);
  const inputSchema = properties.get('inputSchema')?.value;
  // an inputSchema a spread brings in is not seen: the tool is then taken to have none, and nothing is asked of it
  return {
    annotations: properties.get('annotations')?.value as Expression | undefined,
    inputSchema: inputSchema && inputSchema.type !== 'AssignmentPattern' && inputSchema.type !== 'TSEmptyBodyFunctionExpression' ? inputSchema : undefined,
  };
}

/** The keys of MCP tool annotations: an object of these alone is `server.tool(…)`'s annotations argument. */
const ANNOTATION_KEYS: ReadonlySet<string> = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

/**
 * SDK 1.x `server.tool(name, description?, paramsSchema?, annotations?, handler)`: the SDK takes a leading string as the
 * description, then an object as the params shape when it is empty or holds schema values (else as the annotations),
 * and an object after the params shape as the annotations. Positions are read only where each argument's kind shows.
 */
function toolArguments(mcp: McpFile, argumentsOf: readonly Expression[]): RegistrationParts {
  const rest = argumentsOf.slice(1, -1);
  const first = rest[0];
  if (first !== undefined && isStringValue(mcp.provenance, first)) rest.shift();
  if (rest.length === 0) return NO_PARTS;
  const shape = objectLiteralOf(mcp.provenance, rest[0]!);
  if (rest.length === 2) {
    // (description or params, annotations): which the first one is, only a visible object shows
    if (shape) return { inputSchema: rest[0], annotations: rest[1] };
    const annotations = objectLiteralOf(mcp.provenance, rest[1]!);
    return annotations && isAnnotations(annotations) ? { inputSchema: undefined, annotations: rest[1] } : NO_PARTS;
  }
  if (!shape) return NO_PARTS;
  if (rest.length !== 1) return NO_PARTS;
  if (isAnnotations(shape)) return { inputSchema: undefined, annotations: rest[0] };
  return isParamsShape(shape) ? { inputSchema: rest[0], annotations: undefined } : NO_PARTS;
}

function isStringValue(provenance: ProvenanceAnalysis, node: Expression): boolean {
  const expression = skipTypeWrappers(node);
  if (expression.type === 'TemplateLiteral' || getStaticString(expression) !== undefined) return true;
  const value = provenance.of(expression);
  return value.kind === 'literal' && typeof value.literalValue === 'string';
}

function isAnnotations(object: TSESTree.ObjectExpression): boolean {
  return (
    object.properties.length > 0 &&
    object.properties.every((property) => {
      if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier' || !ANNOTATION_KEYS.has(property.key.name)) return false;
      const value = skipTypeWrappers(property.value);
      return value.type === 'Literal' || value.type === 'TemplateLiteral';
    })
  );
}

/** An empty object, or one whose values are schemas built by calls (`z.string()`, `z.number().int()`). */
function isParamsShape(object: TSESTree.ObjectExpression): boolean {
  if (object.properties.length === 0) return true;
  return object.properties.some((property) => property.type === 'Property' && skipTypeWrappers(property.value).type === 'CallExpression');
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

/** `{ destructiveHint: true, … }`, written in place or in a `const`. */
function isDestructive(provenance: ProvenanceAnalysis, annotations: Expression): boolean {
  const object = objectLiteralOf(provenance, annotations);
  const hint = object && staticProperty(object, 'destructiveHint');
  const value = hint && skipTypeWrappers(hint.value);
  return value?.type === 'Literal' && value.value === true;
}

/**
 * Methods a decorator declares as tools (`@McpTool({ name: 'reverse_entry', input, destructive: true })`, the way
 * NestJS-style servers register them): the decorator's options name the tool, and say it is destructive with
 * `destructive` or `destructiveHint`, at their top or in `annotations`.
 */
function decoratedHandlers(mcp: McpFile): ToolHandler[] {
  if (!mcp.vocabulary.spellsAny(['@'])) return [];
  const handlers: ToolHandler[] = [];
  for (const fn of mcp.functions) {
    const method = fn.parent;
    if (method?.type !== 'MethodDefinition' || method.value !== fn) continue;
    for (const decorator of method.decorators ?? []) {
      const call = decorator.expression;
      const [options] = call.type === 'CallExpression' ? call.arguments : [];
      const object = options && options.type !== 'SpreadElement' ? objectLiteralOf(mcp.provenance, options) : undefined;
      const properties = object && staticProperties(object);
      const name = properties?.get('name');
      const toolName = name && getStaticString(skipTypeWrappers(name.value as Expression));
      if (!object || !properties || toolName === undefined) continue;
      const schema = properties.get('inputSchema') ?? properties.get('input') ?? properties.get('schema');
      const destructive = declaresDestructive(mcp, (key) => properties.get(key)?.value);
      handlers.push(declaredHandler(mcp, fn, toolName, destructive, schema?.value as Expression | undefined));
      break;
    }
  }
  return handlers;
}

/** The fields a tool class declares its input with (`inputSchema = { … }`, `inputShape`, mcp-framework's `schema`). */
const CLASS_SCHEMA_FIELDS = ['inputSchema', 'inputShape', 'input', 'schema', 'shape', 'parameters', 'argsSchema'];

/**
 * Tools declared as classes: `class RollbackTool extends ToolHandler { readonly name = 'rollback_release'; readonly
 * inputShape = shape; override readonly destructive = true; … }` (mcp-framework's `MCPTool` too). Its fields name the
 * tool, give its input and say it is destructive (`destructive`, `destructiveHint`, or `annotations`); each of its
 * methods serves the tool, whatever base class calls them.
 */
function classHandlers(mcp: McpFile): ToolHandler[] {
  const handlers: ToolHandler[] = [];
  const fieldsByClass = new Map<TSESTree.ClassBody, ReadonlyMap<string, Expression>>();
  for (const fn of mcp.functions) {
    const method = fn.parent;
    if (method?.type !== 'MethodDefinition' || method.value !== fn || method.kind !== 'method' || method.static) continue;
    const body = method.parent;
    let fields = fieldsByClass.get(body);
    if (!fields) {
      fields = classFields(body);
      fieldsByClass.set(body, fields);
    }
    const name = fields.get('name');
    const toolName = name && mcp.provenance.literalString(name);
    const schema = CLASS_SCHEMA_FIELDS.map((field) => fields.get(field)).find((value) => value !== undefined);
    if (toolName === undefined || !schema) continue;
    handlers.push(declaredHandler(mcp, fn, toolName, declaresDestructive(mcp, (key) => fields.get(key)), schema));
  }
  return handlers;
}

/**
 * Tools declared as constructor functions: `CancelPipeline.prototype.name = NAME; CancelPipeline.prototype.inputSchema =
 * { … }; CancelPipeline.prototype.annotations = { destructiveHint: true }; CancelPipeline.prototype.run = function (params,
 * who) { … }`, as a class declares them in its fields; each function on the prototype serves the tool.
 */
function prototypeHandlers(mcp: McpFile): ToolHandler[] {
  if (!mcp.sourceCode.text.includes('.prototype')) return [];
  const handlers: ToolHandler[] = [];
  for (const fn of mcp.functions) {
    const write = fn.parent;
    if (write?.type !== 'AssignmentExpression' || write.right !== fn || write.left.type !== 'MemberExpression') continue;
    const prototype = skipTypeWrappers(write.left.object);
    const owner = prototype.type === 'MemberExpression' && getPropertyName(prototype) === 'prototype' ? skipTypeWrappers(prototype.object) : undefined;
    if (owner?.type !== 'Identifier') continue;
    const isOwner = (identifier: TSESTree.Identifier) => identifier.name === owner.name;
    const valueOf = (key: string): Expression | undefined => {
      const values = ownerWrites(mcp.sourceCode, isOwner, key, true);
      return values?.length === 1 ? values[0] : undefined;
    };
    const name = valueOf('name');
    const toolName = name && mcp.provenance.literalString(name);
    const schema = CLASS_SCHEMA_FIELDS.map(valueOf).find((value) => value !== undefined);
    if (toolName === undefined || !schema) continue;
    handlers.push(declaredHandler(mcp, fn, toolName, declaresDestructive(mcp, valueOf), schema));
  }
  return handlers;
}

/** A handler a declaration names rather than a registration call: a decorator's options, a tool class, a tool table. */
function declaredHandler(mcp: McpFile, fn: FunctionNode, toolName: string, destructive: boolean, inputSchema: Expression | undefined): ToolHandler {
  return { fn, registration: undefined, sdk: importedSdk(mcp), toolName, toolNameText: JSON.stringify(toolName).replace(/^"|"$/g, "'"), destructive, inputSchema };
}

/** Whether a declaration says its tool is destructive: `destructive` or `destructiveHint` true, at its top or in `annotations`. */
function declaresDestructive(mcp: McpFile, valueOf: (key: string) => Node | undefined): boolean {
  const annotations = valueOf('annotations');
  return isTrueLiteral(valueOf('destructive')) || isTrueLiteral(valueOf('destructiveHint')) || (annotations !== undefined && isDestructive(mcp.provenance, annotations as Expression));
}

/** `true` as written (`destructive: true`, `destructive = true`). */
function isTrueLiteral(value: Node | undefined): boolean {
  const literal = value && skipTypeWrappers(value as Expression);
  return literal?.type === 'Literal' && literal.value === true;
}

/**
 * The instance fields a class body gives a value (`readonly name = 'x'`), by name; for a class that declares its tool
 * in one field (`readonly definition = { name, inputSchema, annotations }`), that object's properties.
 */
function classFields(body: TSESTree.ClassBody): ReadonlyMap<string, Expression> {
  const fields = new Map<string, Expression>();
  for (const element of body.body) {
    if (element.type !== 'PropertyDefinition' || element.static || !element.value) continue;
    const key = getStaticKeyName(element.key, element.computed);
    if (key !== undefined) fields.set(key, element.value);
  }
  if (fields.has('name')) return fields;
  for (const value of fields.values()) {
    const declaration = skipTypeWrappers(value);
    if (declaration.type !== 'ObjectExpression' || !staticProperty(declaration, 'name') || !CLASS_SCHEMA_FIELDS.some((field) => staticProperty(declaration, field))) continue;
    return new Map([...staticProperties(declaration)].map(([key, property]) => [key, property.value as Expression]));
  }
  return fields;
}

/**
 * The handlers of tools the file declares as data, the MCP `Tool` shape (`{ name: 'rollback', inputSchema, annotations }`,
 * what `tools/list` answers), and serves from a table a `tools/call` handler dispatches by name, wherever that handler
 * is: the declaration's own function-valued property (`{ name, inputSchema, handler }`), or a function under the tool's
 * name in an object of this file (`{ rollback: rollbackRelease }`).
 */
function tableHandlers(mcp: McpFile): ToolHandler[] {
  const declarations = new Map<string, TSESTree.ObjectExpression>();
  for (const object of mcp.objects) {
    const properties = declarationProperties(object);
    if (!toolSchemaOf(properties)) continue;
    const name = properties.get('name');
    const toolName = name ? (getStaticString(skipTypeWrappers(name.value as Expression)) ?? mcp.provenance.literalString(name.value)) : tableKeyOf(mcp, object, properties);
    if (toolName !== undefined) declarations.set(toolName, object);
  }
  if (declarations.size === 0) return [];
  const handlers: ToolHandler[] = [];
  const add = (toolName: string, value: Node) => {
    const fn = isFunctionNode(value) ? value : localFunctionOf(mcp, value);
    const declaration = declarations.get(toolName)!;
    if (!fn) return;
    const properties = declarationProperties(declaration);
    const annotations = properties.get('annotations')?.value as Expression | undefined;
    const destructive = annotations !== undefined && isDestructive(mcp.provenance, annotations);
    handlers.push(declaredHandler(mcp, fn, toolName, destructive, toolSchemaOf(properties)!.value as Expression));
  };
  for (const object of mcp.objects) {
    const ownName = [...declarations].find(([, declaration]) => declaration === object)?.[0];
    for (const [key, property] of staticProperties(object)) {
      if (ownName !== undefined && key !== 'name' && key !== 'inputSchema') add(ownName, property.value);
      else if (ownName === undefined && declarations.has(key)) add(key, property.value);
    }
  }
  // `switch (name) { case 'delete_ticket': return this.deleteTicket(id, ctx); }`: the function a case of a dispatch by
  // the tool's name returns the result of
  for (const [toolName, fn] of switchDispatches(mcp, declarations)) add(toolName, fn);
  // the one tool the file declares, served by a function of the file that answers `input_required` and that no
  // registration or table here names (`createDeployHandler(deployer)` returning it, dispatched in another module)
  const [only] = declarations.keys();
  if (handlers.length === 0 && declarations.size === 1 && only !== undefined) for (const fn of inputRequiredAnswerers(mcp)) add(only, fn);
  // `exports.call = function (params, extra) { var args = params.arguments || {}; … }`, a switch of another module
  // handing it the call's params: the one function of the file that reads the call's arguments from a parameter
  if (handlers.length === 0 && declarations.size === 1 && only !== undefined) {
    const readers = mcp.functions.filter((fn) => readsCallArguments(mcp, fn));
    if (readers.length === 1) add(only, readers[0]!);
  }
  // `exports.definition = { name, inputSchema, annotations }; exports.handle = async function (args, ctx) { … }`: the
  // one function the module exports beside its one declaration
  if (handlers.length === 0 && declarations.size === 1 && only !== undefined) {
    const exported = exportedFunctions(mcp);
    if (exported.length === 1) add(only, exported[0]!);
  }
  return handlers;
}

/** The functions the module exports as written (`exports.handle = function …`, `export async function handle`, `export const run = …`). */
function exportedFunctions(mcp: McpFile): FunctionNode[] {
  const map = exportMapOf(mcp.sourceCode);
  const values = [...map.named.values()].flatMap((target) => (target.kind === 'local' ? [target.node] : []));
  // `module.exports = { definition, handle }`
  const whole = map.whole && skipTypeWrappers(map.whole as Expression);
  if (whole?.type === 'ObjectExpression') for (const property of whole.properties) if (property.type === 'Property') values.push(property.value);
  return values.flatMap((node) => {
    const value = node.type === 'Identifier' && node.parent?.type === 'VariableDeclarator' && node.parent.id === node && node.parent.init ? node.parent.init : node;
    const fn = localFunctionOf(mcp, value);
    return fn ? [fn] : [];
  });
}

/**
 * The functions of the file a `switch` over a declared tool's name dispatches to: a case whose test is the name and whose
 * `return` gives the result of calling a function of the file (`return this.deleteTicket(id, ctx)`, `return run(args)`).
 */
function switchDispatches(mcp: McpFile, declarations: ReadonlyMap<string, TSESTree.ObjectExpression>): [string, FunctionNode][] {
  if (!/\bcase\b/.test(mcp.sourceCode.text)) return [];
  const found: [string, FunctionNode][] = [];
  const stack: Node[] = [mcp.sourceCode.ast];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'SwitchCase' && node.test) {
      const toolName = getStaticString(skipTypeWrappers(node.test)) ?? mcp.provenance.literalString(node.test);
      const returned = toolName !== undefined && declarations.has(toolName) ? node.consequent.find((statement) => statement.type === 'ReturnStatement') : undefined;
      let call = returned?.type === 'ReturnStatement' && returned.argument ? skipTypeWrappers(returned.argument) : undefined;
      if (call?.type === 'AwaitExpression') call = skipTypeWrappers(call.argument);
      const fn = call?.type === 'CallExpression' ? mcp.provenance.of(call.callee).functionNode : undefined;
      if (fn && fileOwning(mcp, fn) === mcp) found.push([toolName!, fn]);
    }
    pushChildren(stack, node, mcp.sourceCode.visitorKeys);
  }
  return found;
}

/**
 * A tool declaration's fields, also where it groups them as `registerTool`'s arguments are grouped: `{ name, config:
 * { inputSchema, annotations }, handler }` reads as `{ name, inputSchema, annotations, handler }`.
 */
function declarationProperties(object: TSESTree.ObjectExpression): ReadonlyMap<string, TSESTree.Property> {
  const properties = staticProperties(object);
  if (!properties.has('name') || toolSchemaOf(properties)) return properties;
  for (const property of properties.values()) {
    const grouped = skipTypeWrappers(property.value as Expression);
    if (grouped.type !== 'ObjectExpression') continue;
    const fields = staticProperties(grouped);
    if (fields.has('name') || !toolSchemaOf(new Map([...fields, ['name', properties.get('name')!]]))) continue;
    return new Map([...fields, ...properties]);
  }
  return properties;
}

/**
 * Where a tool declared as data keeps its input schema: `inputSchema`, or — in a project's own shape that also carries
 * the MCP annotations (`defineTool({ name, args: schema, annotations: { destructiveHint: true }, run })`) — the key it
 * uses for it.
 */
function toolSchemaOf(properties: ReadonlyMap<string, TSESTree.Property>): TSESTree.Property | undefined {
  const inputSchema = properties.get('inputSchema');
  if (inputSchema) return inputSchema;
  const annotations = properties.get('annotations')?.value;
  if (!properties.has('name') || annotations?.type !== 'ObjectExpression' || !isAnnotations(annotations)) return undefined;
  return SCHEMA_KEYS.map((key) => properties.get(key)).find((property) => property !== undefined);
}

/** The keys a project's own tool declaration may keep its input schema under, beside MCP's `annotations`. */
const SCHEMA_KEYS = ['args', 'schema', 'input', 'parameters', 'argsSchema'];

/**
 * `{ reschedule_meeting: { inputSchema, call: withState(…) } }`: the key a declaration without a `name` sits under in a
 * table names its tool, where the declaration also holds the function that serves it (not a `config` beside a handler).
 */
function tableKeyOf(mcp: McpFile, object: TSESTree.ObjectExpression, properties: ReadonlyMap<string, TSESTree.Property>): string | undefined {
  const holder = object.parent;
  if (holder?.type !== 'Property' || holder.value !== object || holder.computed) return undefined;
  const servesItself = [...properties.values()].some((property) => localFunctionOf(mcp, property.value) !== undefined);
  return servesItself ? getStaticKeyName(holder.key, false) : undefined;
}

/**
 * The functions of the file that answer a tool call: the innermost around a result object `{ resultType:
 * 'input_required', …, requestState }`, and those that read the `requestState` of a parameter (the call's params,
 * handed on by a dispatcher: `rollback(env, user, params)`).
 */
function inputRequiredAnswerers(mcp: McpFile): FunctionNode[] {
  if (!mcp.writesInCode('requestState')) return [];
  const found = new Set<FunctionNode>(functionsAnsweringInputRequired(mcp));
  for (const fn of mcp.functions) {
    const variables = mcp.sourceCode.getDeclaredVariables(fn);
    const names = fn.params.flatMap((parameter) => (parameter.type === 'Identifier' ? [parameter.name] : []));
    // `params.requestState`, or `const { arguments: args, requestState } = params`
    if (names.some((name) => readsMember(variables.find((variable) => variable.name === name), 'requestState'))) found.add(fn);
    // `handle({ args, requestState }: ToolCall)`: the call's params, destructured
    else if (fn.params.some(destructuresRequestState)) found.add(fn);
  }
  // a function another of them calls, or one nested in it (the `.then` callback of `askForConfirmation(userId, args)`
  // that `handle(params)` returns), answers for that one
  const candidates = [...found];
  return candidates.filter((fn) => {
    const helper = outermostFunction(fn);
    return !callSitesOf(mcp, helper).some((call) => candidates.some((other) => other !== fn && !encloses(helper, other) && encloses(other, call)));
  });
}

/** The function of the module's top level (or a class's) that `fn` is written in, or `fn` itself. */
function outermostFunction(fn: FunctionNode): FunctionNode {
  let outermost = fn;
  for (let around = getEnclosingFunction(fn); around.type !== 'Program'; around = getEnclosingFunction(around)) outermost = around;
  return outermost;
}

/** A function whose first parameter is the call's params: it reads their `arguments` (`params.arguments`, `{ arguments: args } = params`). */
function readsCallArguments(mcp: McpFile, fn: FunctionNode): boolean {
  const [first] = fn.params;
  if (first?.type === 'ObjectPattern') return staticProperty(first, 'arguments') !== undefined;
  return first?.type === 'Identifier' && readsMember(mcp.sourceCode.getDeclaredVariables(fn).find((declared) => declared.name === first.name), 'arguments');
}

/** Whether a variable is read for its member `name`: `params.name`, or `const { name } = params`. */
function readsMember(variable: TSESLint.Scope.Variable | undefined, name: string): boolean {
  return (
    variable?.references.some((reference) => {
      const parent = reference.identifier.parent;
      if (parent?.type === 'VariableDeclarator' && parent.init === reference.identifier) return destructures(parent.id, name);
      return parent?.type === 'MemberExpression' && parent.object === reference.identifier && getPropertyName(parent) === name;
    }) ?? false
  );
}

function destructuresRequestState(parameter: TSESTree.Parameter): boolean {
  return destructures(parameter, 'requestState');
}

/** `{ requestState }`, `{ arguments: args } = {}`: a pattern that takes out the member `name`. */
function destructures(parameter: TSESTree.Parameter | TSESTree.DestructuringPattern | TSESTree.Identifier, name: string): boolean {
  const pattern = parameter.type === 'AssignmentPattern' ? parameter.left : parameter;
  return pattern.type === 'ObjectPattern' && staticProperty(pattern, name) !== undefined;
}

const answerersByFile = new WeakMap<McpFile, ReadonlySet<FunctionNode>>();

/** The innermost functions of the file around a result object `{ resultType: 'input_required', …, requestState }`. */
export function functionsAnsweringInputRequired(mcp: McpFile): ReadonlySet<FunctionNode> {
  let found = answerersByFile.get(mcp);
  if (found) return found;
  const answerers = new Set<FunctionNode>();
  if (mcp.writesInCode('requestState')) {
    for (const object of mcp.objects) {
      const resultType = staticProperty(object, 'resultType');
      if (!resultType || getStaticString(skipTypeWrappers(resultType.value as Expression)) !== 'input_required' || !staticProperty(object, 'requestState')) continue;
      const fn = getEnclosingFunction(object);
      if (fn.type !== 'Program') answerers.add(fn);
    }
  }
  found = answerers;
  answerersByFile.set(mcp, found);
  return found;
}

/** How many wrappers deep a registered handler is looked for (`withAuth(withCaller(async (args) => …))`). */
const MAX_WRAPPERS = 3;

/**
 * The handler a registration is handed, as written: a function in place, or one handed to a wrapper whose summary
 * calls it (`withCaller(async (args, ctx, caller) => …)` with `withCaller = (handler) => (args, ctx) => handler(args,
 * ctx, callerOf(ctx))`, here or in another module), which receives the tool's arguments first as the registration's does.
 */
function writtenHandler(mcp: McpFile, node: Node, depth = 0): FunctionNode | undefined {
  const expression = skipTypeWrappers(node as Expression);
  if (isFunctionNode(expression)) return expression;
  if (expression.type !== 'CallExpression' || depth >= MAX_WRAPPERS || expression.arguments.length === 0) return undefined;
  const last = expression.arguments.length - 1;
  const inner = expression.arguments[last]!;
  if (inner.type === 'SpreadElement') return undefined;
  const wrapper = mcp.provenance.of(expression.callee).functionNode;
  if (!wrapper || !callsThroughParameter(fileOwning(mcp, wrapper).sourceCode, wrapper, last)) return undefined;
  return writtenHandler(mcp, inner, depth + 1);
}

/** The function of this file a value is: written in place, or a function or `const` the identifier names. */
function localFunctionOf(mcp: McpFile, value: Node): FunctionNode | undefined {
  const expression = skipTypeWrappers(value as Expression);
  if (isFunctionNode(expression)) return expression;
  // `withState('reschedule_meeting', reschedule)`: the function a local wrapper of the file makes and returns
  if (expression.type === 'CallExpression') return madeByLocalWrapper(mcp, expression);
  if (expression.type !== 'Identifier') return undefined;
  const fn = mcp.provenance.of(expression).functionNode;
  return fn && fileOwning(mcp, fn) === mcp ? fn : undefined;
}

/** The one function written in place that a local function of the file returns, when that is all it returns. */
function madeByLocalWrapper(mcp: McpFile, call: TSESTree.CallExpression): FunctionNode | undefined {
  const wrapper = mcp.provenance.of(call.callee).functionNode;
  if (!wrapper || fileOwning(mcp, wrapper) !== mcp) return undefined;
  const only = soleReturnedExpression(wrapper, mcp.sourceCode);
  const made = only && skipTypeWrappers(only);
  return made && isFunctionNode(made) ? made : undefined;
}
