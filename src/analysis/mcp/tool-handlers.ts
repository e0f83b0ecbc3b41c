import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  getMethodName,
  getPlainArguments,
  getPropertyName,
  getStaticKeyName,
  getStaticString,
  isFunctionNode,
  skipTypeWrappers,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import type { McpFile } from './file.js';
import { resolveBinding } from '../scope/bindings.js';
import { calleeName } from '../scope/local-functions.js';
import { getModuleLoads } from '../scope/modules.js';
import { objectLiteralOf, staticProperties, staticProperty } from '../values/object-literals.js';
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
      inputSchema: undefined,
    };
  }
  if (!REGISTRATION_METHODS.has(method) || argumentsOf.length < 2) return undefined;
  const handler = skipTypeWrappers(argumentsOf[argumentsOf.length - 1]!);
  if (!isFunctionNode(handler)) return undefined;
  const nameNode = argumentsOf[0]!;
  const nameValue = mcp.provenance.of(nameNode);
  const toolName = nameValue.kind === 'literal' && typeof nameValue.literalValue === 'string' ? nameValue.literalValue : undefined;
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

const takesArgumentsByHandler = new WeakMap<ToolHandler, boolean>();

/**
 * Whether a tool is called with arguments its handler acts on: the registration passes an input schema that declares
 * some (or that the file cannot read), and the handler reads its first parameter (uses it, or destructures some of it).
 * A tool registered without an input schema, or with an empty one (`z.object({})`, `{}`,
 * `{ type: 'object', properties: {} }`), takes none: the SDK then hands the handler its context first.
 */
export function takesToolArguments(mcp: McpFile, handler: ToolHandler): boolean {
  let answer = takesArgumentsByHandler.get(handler);
  if (answer === undefined) {
    const schema = handler.inputSchema && schemaKeys(mcp, handler.inputSchema, 0);
    const declaresNone = schema !== undefined && schema.keys.length === 0 && !schema.open;
    answer = handler.inputSchema !== undefined && !declaresNone && readsFirstParameter(mcp.sourceCode, handler.fn);
    takesArgumentsByHandler.set(handler, answer);
  }
  return answer;
}

/**
 * Whether what a handler seals carries its arguments, read in `carriers` (the sealed object, the handler's call of a
 * sealer): the arguments object itself or a value computed from it (`args`, `digest(args)`, `JSON.stringify(args)`),
 * every argument the handler destructures (`{ service, version }`), or `args.x` for every key the schema declares
 * (any key, when the file does not show them all).
 */
export function carriesToolArguments(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[]): boolean {
  const parameter = firstParameter(handler.fn);
  if (!parameter) return false;
  const within = (node: Node) => carriers.some((carrier) => carrier.range[0] <= node.range[0] && node.range[1] <= carrier.range[1]);
  const variables = mcp.sourceCode
    .getDeclaredVariables(handler.fn)
    .filter((variable) => variable.defs.some((definition) => definition.type === 'Parameter' && parameter.range[0] <= definition.name.range[0] && definition.name.range[1] <= parameter.range[1]));
  if (variables.length === 0) return false;
  if (parameter.type !== 'Identifier') return variables.every((variable) => variable.references.some((reference) => within(reference.identifier)));
  const keysRead = new Set<string>();
  for (const reference of variables[0]!.references) {
    if (!within(reference.identifier)) continue;
    const parent = reference.identifier.parent;
    if (parent?.type !== 'MemberExpression' || parent.object !== reference.identifier) return true;
    const key = getPropertyName(parent);
    if (key === undefined) return true;
    keysRead.add(key);
  }
  if (keysRead.size === 0) return false;
  const schema = handler.inputSchema && schemaKeys(mcp, handler.inputSchema, 0);
  return !schema || schema.open || schema.keys.every((key) => keysRead.has(key));
}

/** The keys a schema declares; `open` when it may declare (or let a client pass) others the file does not show. */
interface SchemaKeys {
  readonly keys: readonly string[];
  readonly open: boolean;
}

/** How deep `const`s are followed to a schema. */
const MAX_SCHEMA_DEPTH = 4;
/** Schema factories that take an object shape: zod (`z.object`, `z.strictObject`, `z.looseObject`), valibot, TypeBox. */
const OBJECT_FACTORIES: ReadonlySet<string> = new Set(['object', 'strictObject', 'looseObject', 'Object']);
/** Methods of an object schema that neither add nor take away a key a client may pass. */
const KEEPS_KEYS: ReadonlySet<string> = new Set(['strict', 'strip', 'describe', 'meta', 'optional', 'nullable', 'nullish', 'default', 'readonly', 'brand', 'refine', 'superRefine', 'partial', 'required']);
/** Methods of an object schema that may take keys away. */
const REMOVES_KEYS: ReadonlySet<string> = new Set(['pick', 'omit']);
/** Keys of a JSON Schema for an object that add no argument beyond its `properties`. */
const PLAIN_JSON_SCHEMA_KEYS: ReadonlySet<string> = new Set(['type', 'properties', 'required', 'additionalProperties', 'description', 'title', '$schema', '$id']);

/** The keys a schema declares: a zod (or valibot, TypeBox) object schema, a zod raw shape, a JSON Schema; undefined when unknown. */
function schemaKeys(mcp: McpFile, node: Node, depth: number): SchemaKeys | undefined {
  const expression = skipTypeWrappers(node);
  if (depth > MAX_SCHEMA_DEPTH) return undefined;
  switch (expression.type) {
    case 'Identifier': {
      const binding = resolveBinding(mcp.sourceCode, expression);
      return binding?.kind === 'initialized' && binding.path.length === 0 ? schemaKeys(mcp, binding.init, depth + 1) : undefined;
    }
    case 'ObjectExpression':
      return isJsonSchema(expression) ? jsonSchemaKeys(mcp, expression) : shapeKeys(mcp, expression);
    case 'CallExpression':
      return objectSchemaKeys(mcp, expression);
    default:
      return undefined;
  }
}

/** `{ type: 'object', … }`: a raw shape's `type` key would hold a schema, not the string. */
function isJsonSchema(object: TSESTree.ObjectExpression): boolean {
  const type = staticProperty(object, 'type');
  return type !== undefined && getStaticString(skipTypeWrappers(type.value)) === 'object';
}

function jsonSchemaKeys(mcp: McpFile, schema: TSESTree.ObjectExpression): SchemaKeys | undefined {
  const properties = staticProperties(schema);
  const declared = properties.get('properties');
  const keys = declared ? shapeKeys(mcp, declared.value) : { keys: [], open: false };
  if (!keys) return undefined;
  const additional = properties.get('additionalProperties');
  const additionalValue = additional && skipTypeWrappers(additional.value);
  const closed = additionalValue === undefined || (additionalValue.type === 'Literal' && additionalValue.value === false);
  const plain = schema.properties.every((property) => property.type === 'Property' && PLAIN_JSON_SCHEMA_KEYS.has(getStaticKeyName(property.key, property.computed) ?? ''));
  return { keys: keys.keys, open: keys.open || !closed || !plain };
}

/** The keys of an object of keys (a raw shape, JSON Schema `properties`); open when a spread or a computed key may add others. */
function shapeKeys(mcp: McpFile, node: Node): SchemaKeys | undefined {
  const object = objectLiteralOf(mcp.provenance, node);
  if (!object) return undefined;
  const keys: string[] = [];
  let open = false;
  for (const property of object.properties) {
    const key = property.type === 'Property' ? getStaticKeyName(property.key, property.computed) : undefined;
    if (key === undefined) open = true;
    else keys.push(key);
  }
  return { keys, open };
}

/** `z.object({ … })` and the methods chained on it (`.strict()`, `.describe(…)`, `.extend({ … })`). */
function objectSchemaKeys(mcp: McpFile, call: TSESTree.CallExpression): SchemaKeys | undefined {
  let open = false;
  for (let current: Node = call; ; ) {
    if (current.type !== 'CallExpression') return undefined;
    const name = calleeName(current);
    const [shape] = current.arguments;
    if (name !== undefined && OBJECT_FACTORIES.has(name) && shape && shape.type !== 'SpreadElement') {
      const keys = shapeKeys(mcp, shape);
      return keys && { keys: keys.keys, open: open || keys.open || name === 'looseObject' };
    }
    const callee = skipTypeWrappers(current.callee);
    if (callee.type !== 'MemberExpression' || name === undefined || REMOVES_KEYS.has(name)) return undefined;
    // `.extend({ … })`, `.merge(…)`, `.passthrough()`, `.transform(…)`: more keys, or keys the file does not follow
    if (!KEEPS_KEYS.has(name)) open = true;
    current = skipTypeWrappers(callee.object);
  }
}

/** A handler's first parameter, past its default value. */
function firstParameter(fn: FunctionNode): TSESTree.Parameter | undefined {
  const [parameter] = fn.params;
  return parameter?.type === 'AssignmentPattern' ? (parameter.left as TSESTree.Parameter) : parameter;
}

/** Whether a handler reads its first parameter: destructures some of it, or uses the name. */
function readsFirstParameter(sourceCode: SourceCode, fn: FunctionNode): boolean {
  const parameter = firstParameter(fn);
  switch (parameter?.type) {
    case 'ObjectPattern':
      return parameter.properties.length > 0;
    case 'ArrayPattern':
      return parameter.elements.some((element) => element !== null);
    case 'Identifier': {
      const name = parameter.name;
      const variable = sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.name === name);
      return variable !== undefined && variable.references.length > 0;
    }
    default:
      return false;
  }
}
