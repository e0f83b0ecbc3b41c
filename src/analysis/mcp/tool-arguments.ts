import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, getStaticString, skipTypeWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { calleeName } from '../scope/local-functions.js';
import { objectLiteralOf, staticProperties, staticProperty } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import type { ToolHandler } from './tool-handlers.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

// A tool's arguments: whether its input schema declares any and its handler reads them, and whether what it seals
// carries them.

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

/**
 * Whether a handler compares something with its arguments (`opened.value.accountId !== args.accountId`): a state that
 * carries the arguments it was sealed for and is refused for others is bound to them where it is read.
 */
export function comparesArguments(mcp: McpFile, handler: ToolHandler): boolean {
  const parameter = firstParameter(handler.fn);
  if (parameter?.type !== 'Identifier') return false;
  let found = false;
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'BinaryExpression' || !['===', '!==', '==', '!='].includes(node.operator)) return;
    found = [node.left, node.right].some((side) => side.type === 'MemberExpression' && side.object.type === 'Identifier' && side.object.name === parameter.name);
  });
  return found;
}
