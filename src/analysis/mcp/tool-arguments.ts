import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { encloses, getMethodName, getMethodReceiver, getPropertyName, getStaticKeyName, getStaticString, skipTypeWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { calleeName } from '../scope/local-functions.js';
import { objectLiteralOf, staticProperties, staticProperty } from '../values/object-literals.js';
import { parsesSchema } from '../values/environment-schemas.js';
import { fileOwning, type McpFile } from './file.js';
import type { ToolHandler } from './tool-handlers.js';
import { isIncomingState } from './incoming-state.js';
import { isSdkStateRead } from './state-reader-helpers.js';

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
    answer = handler.inputSchema !== undefined && !declaresNone && readsArguments(mcp, handler);
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
  const where = argumentsOf(mcp, handler);
  if (!where) return false;
  const within = (node: Node) => carriers.some((carrier) => carrier.range[0] <= node.range[0] && node.range[1] <= carrier.range[1]);
  if (where.destructured.length > 0 && where.destructured.every((variable) => variable.references.some((reference) => within(reference.identifier)))) return true;
  const keysRead = new Set<string>();
  for (const whole of where.whole) {
    for (const reference of referencesOf(whole)) {
      if (!within(reference)) {
        // `const sku = String(args.sku)` handed over as `sku`: the argument it holds
        const held = heldArgument(mcp, reference);
        if (held && held.variable.references.some((use) => within(use.identifier))) keysRead.add(held.key);
        // `const argsDigest = digestArgs(args)` handed over, with a digest that stringifies them whole: all of them
        if (digestsWhole(mcp, reference) && heldConst(mcp, reference)?.references.some((use) => !use.init && within(use.identifier as Node))) return true;
        continue;
      }
      const parent = reference.parent;
      if (parent?.type !== 'MemberExpression' || parent.object !== reference) return true;
      const key = getPropertyName(parent);
      if (key === undefined) return true;
      keysRead.add(key);
    }
  }
  if (keysRead.size === 0) return false;
  const schema = handler.inputSchema && schemaKeys(mcp, handler.inputSchema, 0);
  return !schema || schema.open || schema.keys.every((key) => keysRead.has(key));
}

/**
 * Whether a value is read from the tool call's arguments, which the client chooses: `args.employeeId`, an argument the
 * handler destructures, `args.requestedBy ?? caller.userId` (the client's whenever it sends one), a `const` holding one.
 */
export function readsToolArgument(mcp: McpFile, handler: ToolHandler, node: Node, steps = 0): boolean {
  const where = takesToolArguments(mcp, handler) ? argumentsOf(mcp, handler) : undefined;
  if (!where || steps > 3) return false;
  const value = skipTypeWrappers(node as TSESTree.Expression);
  if (value.type === 'LogicalExpression' && value.operator !== '&&') return readsToolArgument(mcp, handler, value.left, steps + 1);
  const wholeReads = where.whole.flatMap(referencesOf);
  if (value.type === 'MemberExpression') {
    let member: TSESTree.MemberExpression = value;
    for (let object: Node = skipTypeWrappers(value.object); ; member = object, object = skipTypeWrappers(object.object)) {
      // a key the input schema declares (a handler handed a call object reads more than the arguments off it)
      if (wholeReads.includes(object)) return declaresKey(mcp, handler, getPropertyName(member));
      if (object.type !== 'MemberExpression') return object.type === 'Identifier' && readsToolArgument(mcp, handler, object, steps + 1);
    }
  }
  if (value.type !== 'Identifier' || wholeReads.includes(value)) return false;
  if (isDestructuredArgument(where, value)) return true;
  const binding = resolveBinding(mcp.sourceCode, value);
  return binding?.kind === 'initialized' && binding.path.length === 0 && readsToolArgument(mcp, handler, binding.init, steps + 1);
}

function declaresKey(mcp: McpFile, handler: ToolHandler, key: string | undefined): boolean {
  const schema = handler.inputSchema && schemaKeys(mcp, handler.inputSchema, 0);
  return key !== undefined && schema !== undefined && (schema.open || schema.keys.includes(key));
}

function isDestructuredArgument(where: ArgumentsPlace, identifier: TSESTree.Identifier): boolean {
  return where.destructured.some((variable) => variable.references.some((reference) => reference.identifier === identifier));
}

/**
 * Whether a handler reads its arguments only inside the branch that makes the state (`if (!requestState) { … mint … }`):
 * every other path, the retry's too, acts on what the state holds whatever arguments come with it, so a confirmation
 * cannot be replayed for other arguments.
 */
export function readsArgumentsOnlyWhereSealed(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[]): boolean {
  const where = argumentsOf(mcp, handler);
  const branch = sealingBranch(handler, carriers);
  if (!where || !branch) return false;
  const inBranch = (node: Node) => encloses(branch, node);
  const reads = [...where.destructured.flatMap((variable) => variable.references.map((reference) => reference.identifier as Node)), ...where.whole.flatMap(referencesOf)];
  return reads.length > 0 && reads.every(inBranch);
}

/**
 * Whether the state carries the arguments only as digests (`argsHash: digestArgs(args)`) that the retry never makes
 * again to compare, nor hands the arguments to the call that opens the state: a digest binds only where it is compared.
 * Undefined when the state is not made in a branch of its own.
 */
export function leavesDigestUncompared(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[]): boolean | undefined {
  const where = argumentsOf(mcp, handler);
  const branch = sealingBranch(handler, carriers);
  if (!where || !branch) return undefined;
  const within = (node: Node) => carriers.some((carrier) => encloses(carrier, node));
  const reads = [...where.whole.flatMap((whole) => referencesOf(whole)), ...where.destructured.flatMap((variable) => variable.references.map((reference) => reference.identifier as Node))];
  const carried = reads.filter(within);
  // each carried read handed to a call that digests it: that call's callee, by name
  const digests = new Set<string>();
  for (const read of carried) {
    const call = read.parent;
    // (a call that digests them: a hash of what it is handed, or a project function that hashes its parameter whole)
    const digest = call?.type === 'CallExpression' && call.callee !== read && (mcp.provenance.of(call).kind === 'digest' || digestsWhole(mcp, read));
    const name = digest ? calleeName(call) : undefined;
    if (name === undefined) return false;
    digests.add(name);
  }
  if (digests.size === 0) return false;
  const onRetry = (node: Node) => !encloses(branch, node) && encloses(handler.fn, node);
  let compared = false;
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (compared || node.type !== 'CallExpression' || !onRetry(node)) return;
    // the digest made again, or the arguments handed to the opener beside the client's state
    const name = calleeName(node);
    if (name !== undefined && digests.has(name)) compared = true;
    else if (opensState(mcp, node) && reads.some((read) => encloses(node, read))) compared = true;
  });
  return !compared;
}

/** The first call on the retry of `handler` that is handed the client's state (the one that opens it), if any. */
export function retryOpenOf(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[]): TSESTree.CallExpression | undefined {
  const branch = sealingBranch(handler, carriers);
  let open: TSESTree.CallExpression | undefined;
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (!open && node.type === 'CallExpression' && (!branch || !encloses(branch, node)) && opensState(mcp, node)) open = node;
  });
  return open;
}

/** A call handed the client's state whole: what came in (`readState(raw, …)`), or what the SDK's verify hook opened (`stateProblem(state, …)`). */
function opensState(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return call.arguments.some((argument) => {
    if (argument.type === 'SpreadElement') return false;
    if (isIncomingState(mcp, argument)) return true;
    const binding = argument.type === 'Identifier' ? resolveBinding(mcp.sourceCode, argument) : undefined;
    const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipTypeWrappers(binding.init) : undefined;
    const read = init?.type === 'AwaitExpression' ? skipTypeWrappers(init.argument) : init;
    return read !== undefined && isSdkStateRead(read);
  });
}

/**
 * Whether the retry acts on an argument the first round looked at or showed and the state neither carries nor is
 * compared with (`toRevision` read from the arguments again after the state was opened, the state holding only
 * `service`): a confirmation given for one revision can be replayed for another. An argument only the retry reads (a
 * free-text `reason`) was never confirmed. An argument a `const` is made of (`const digest = argsDigest({ cluster: args.cluster })`) is
 * bound where that `const` is carried or compared. Undefined when the state is not made in a branch of its own.
 */
export function leavesArgumentsUnbound(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[]): boolean | undefined {
  const where = argumentsOf(mcp, handler);
  const branch = sealingBranch(handler, carriers);
  if (!where || !branch) return undefined;
  // (a comparison in the first round, before there is a state, binds nothing: `if (current.version === toVersion)`)
  const bindsUse = (node: Node): boolean => carriers.some((carrier) => encloses(carrier, node)) || (isComparedWithRead(node) && !encloses(branch, node));
  // a `const` made from an argument binds it where it is carried whole (a digest) or compared; a member of it carried
  // (`title: episode.title` of the episode the argument looked up) is another value, which binds nothing
  const bound = (use: Node, depth = 0): boolean => {
    if (bindsUse(use)) return true;
    const held = depth < 3 ? heldConst(mcp, use) : undefined;
    return held?.references.some((reference) => {
      const read = reference.identifier as Node;
      const member = read.parent?.type === 'MemberExpression' && read.parent.object === read ? read.parent : undefined;
      return !reference.init && (member ? isComparedWithRead(member) : bound(read, depth + 1));
    }) === true;
  };
  const onRetry = (node: Node) => !encloses(branch, node);
  // an argument the first round looked at or showed (`to ${targetDepotId}`), read again on the retry: what was confirmed
  const confirmedThenReread = (uses: readonly Node[]) => uses.some((use) => encloses(branch, use)) && uses.some(onRetry);
  // what a `const` made from an argument holds is that argument too (`const target = past.find((h) => h.revision === toRevision)`)
  const withDerived = (uses: readonly Node[]) => [...uses, ...uses.flatMap((use) => heldConst(mcp, use)?.references.filter((reference) => !reference.init).map((reference) => reference.identifier as Node) ?? [])];
  for (const variable of where.destructured) {
    const uses = variable.references.filter((reference) => !reference.init).map((reference) => reference.identifier as Node);
    if (confirmedThenReread(withDerived(uses)) && !uses.some(bound)) return true;
  }
  const reads = new Map<string, Node[]>();
  for (const whole of where.whole) {
    for (const reference of referencesOf(whole)) {
      const member = reference.parent;
      const key = member?.type === 'MemberExpression' && member.object === reference ? getPropertyName(member) : undefined;
      // the whole arguments handed on, or read by a key the code does not spell: nothing to tell
      if (key === undefined) return bound(reference) ? false : undefined;
      reads.set(key, [...(reads.get(key) ?? []), member!]);
    }
  }
  return [...reads.values()].some((members) => confirmedThenReread(members) && !members.some(bound));
}

/**
 * `digestArgs(args)` (or `argsDigest({ tool: NAME, ...args })`) with a `digestArgs(input)` of the project that hands
 * `input` whole to `JSON.stringify`, or to a call in a function that hashes (`createHash(…).update(canonical(input))`):
 * a digest of the whole arguments, not of one of them (`userOf(ctx)`, `pickName(args)`).
 */
function digestsWhole(mcp: McpFile, reference: Node): boolean {
  const spread = reference.parent?.type === 'SpreadElement' && reference.parent.parent?.type === 'ObjectExpression' ? reference.parent.parent : undefined;
  const argument = spread ?? reference;
  const call = argument.parent;
  if (call?.type !== 'CallExpression' || call.callee === argument) return false;
  const fn = mcp.provenance.of(call.callee).functionNode;
  const parameter = fn?.params[call.arguments.indexOf(argument as TSESTree.CallExpressionArgument)];
  if (!fn || parameter?.type !== 'Identifier') return false;
  const visitorKeys = fileOwning(mcp, fn).sourceCode.visitorKeys;
  let stringified = false;
  let handedWhole = false;
  let hashes = false;
  walkOwnBody(fn, visitorKeys, (node) => {
    if (node.type !== 'CallExpression') return;
    const method = getMethodName(node);
    if (method === 'createHash' || method === 'createHmac' || method === 'digest') hashes = true;
    const whole = node.arguments.some((each) => each.type === 'Identifier' && each.name === parameter.name);
    if (whole && method === 'stringify') stringified = true;
    else if (whole) handedWhole = true;
  });
  return stringified || (handedWhole && hashes);
}

/** The `const` whose initializer reads `node` (`const digest = argsDigest({ node: args.node })`), if any. */
function heldConst(mcp: McpFile, node: Node): TSESLint.Scope.Variable | undefined {
  for (let current: Node | undefined = node; current?.parent; current = current.parent) {
    const parent: Node = current.parent;
    if (parent.type === 'VariableDeclarator') return parent.init === current && parent.id.type === 'Identifier' ? mcp.sourceCode.getDeclaredVariables(parent)[0] : undefined;
    // a callback handed to a call of the initializer (`past.find((h) => h.revision.startsWith(toRevision))`) is part of it
    const isCallback = (parent.type === 'ArrowFunctionExpression' || parent.type === 'FunctionExpression') && parent.parent?.type === 'CallExpression' && parent.parent.arguments.includes(parent);
    if (isCallback) continue;
    if (parent.type.endsWith('Statement') || parent.type.startsWith('Function') || parent.type === 'ArrowFunctionExpression') return undefined;
  }
  return undefined;
}

const EQUALITY: ReadonlySet<string> = new Set(['===', '!==', '==', '!=']);
const PREFIX_TESTS: ReadonlySet<string> = new Set(['startsWith', 'endsWith']);

/** A side of a comparison that is something read (`claims.namespace`, `expected`), not a literal or `undefined`. */
function isRead(side: Node): boolean {
  return side.type === 'MemberExpression' || (side.type === 'Identifier' && side.name !== 'undefined');
}

/** `claims.namespace !== namespace`: a value compared for (in)equality with something read, not with a literal. */
function isComparedWithRead(node: Node): boolean {
  const comparison = node.parent;
  if (comparison?.type !== 'BinaryExpression' || !EQUALITY.has(comparison.operator)) return false;
  return isRead(skipTypeWrappers((comparison.left === node ? comparison.right : comparison.left) as TSESTree.Expression));
}

/** The branch of an `if` in the handler that makes the state (`if (!requestState) { … seal … }`), if the seal is in one. */
function sealingBranch(handler: ToolHandler, carriers: readonly Node[]): Node | undefined {
  const [carrier] = carriers;
  for (let node: Node | undefined = carrier; node && node !== handler.fn; node = node.parent) {
    const parent: Node | undefined = node.parent;
    if (parent?.type === 'IfStatement' && (parent.consequent === node || parent.alternate === node)) return node;
  }
  return undefined;
}

/** Conversions that keep what one argument is (`String(args.sku)`, `Number(args.qty)`, `args.name.trim()`). */
const KEEPING_CONVERSIONS: ReadonlySet<string> = new Set(['String', 'Number', 'BigInt', 'Boolean', 'trim', 'toLowerCase', 'toUpperCase', 'toString']);

/** `args.sku` read into a `const` whole or through a conversion that keeps it (`const sku = String(args.sku)`): the `const` and the key. */
function heldArgument(mcp: McpFile, reference: Node): { variable: TSESLint.Scope.Variable; key: string } | undefined {
  const member = reference.parent;
  if (member?.type !== 'MemberExpression' || member.object !== reference) return undefined;
  const key = getPropertyName(member);
  let value: Node = member;
  for (let steps = 0; steps < 3 && value.parent; steps += 1) {
    const parent: Node = value.parent;
    const converts =
      (parent.type === 'CallExpression' && parent.arguments.length === 1 && parent.arguments[0] === value && KEEPING_CONVERSIONS.has(calleeName(parent) ?? '')) ||
      (parent.type === 'MemberExpression' && parent.object === value && KEEPING_CONVERSIONS.has(getPropertyName(parent) ?? '') && parent.parent?.type === 'CallExpression');
    // `args.grace ?? DEFAULT_GRACE`: the argument, when the client sends one
    const fallsBack = parent.type === 'LogicalExpression' && parent.left === value && parent.operator !== '&&';
    if (!converts && !fallsBack && parent.type !== 'TSAsExpression' && parent.type !== 'ChainExpression') break;
    value = parent.type === 'MemberExpression' ? (parent.parent as Node) : parent;
  }
  const declarator = value.parent;
  if (key === undefined || declarator?.type !== 'VariableDeclarator' || declarator.init !== value || declarator.id.type !== 'Identifier') return undefined;
  const [variable] = mcp.sourceCode.getDeclaredVariables(declarator);
  return variable && variable.references.every((use) => use.init === true || !use.isWrite()) ? { variable, key } : undefined;
}

/**
 * Where a handler holds its tool's arguments: the SDK hands a registered tool's handler the arguments first
 * (`registerTool(name, config, (args, ctx) => …)`); a handler served from a table or a `tools/call` handler is handed
 * the call's params (or the request) and reads `params.arguments` (`request.params.arguments`), whole into a variable
 * or destructured (`const { from, to } = params.arguments || {}`).
 */
interface ArgumentsPlace {
  /** Variables holding the arguments object itself; `x.key` reads one argument. */
  readonly whole: readonly (TSESLint.Scope.Variable | TSESTree.MemberExpression)[];
  /** Variables each holding one argument. */
  readonly destructured: readonly TSESLint.Scope.Variable[];
}

/** The keys a tool call's arguments are handed under, as MCP names them and as a dispatcher may rename them. */
const ARGUMENTS_KEYS: ReadonlySet<string> = new Set(['arguments', 'args']);

const placesByHandler = new WeakMap<ToolHandler, ArgumentsPlace | null>();

function argumentsOf(mcp: McpFile, handler: ToolHandler): ArgumentsPlace | undefined {
  let place = placesByHandler.get(handler);
  if (place === undefined) {
    place = findArguments(mcp, handler) ?? null;
    placesByHandler.set(handler, place);
  }
  return place ?? undefined;
}

function findArguments(mcp: McpFile, handler: ToolHandler): ArgumentsPlace | undefined {
  const parameter = handsArgumentsFirst(handler) ? firstParameter(handler.fn) : (namedArgumentsParameter(handler.fn) ?? firstParameter(handler.fn));
  if (!parameter) return undefined;
  const variables = mcp.sourceCode.getDeclaredVariables(handler.fn);
  const declared = declaredWithin(variables, parameter);
  if (declared.length === 0) return undefined;
  const handedFirst: ArgumentsPlace = parameter.type === 'Identifier' ? { whole: declared, destructured: destructuredFrom(mcp, declared) } : { whole: [], destructured: declared };
  if (handsArgumentsFirst(handler)) return handedFirst;
  // the call's params destructured where they are handed in: `({ arguments: args, requestState }, ctx)`, or the input a
  // dispatcher builds from them (`({ args, caller, requestState }, deps)`)
  for (const each of handler.fn.params) {
    const pattern = each.type === 'AssignmentPattern' ? each.left : each;
    const property = pattern.type === 'ObjectPattern' ? pattern.properties.find((candidate) => candidate.type === 'Property' && ARGUMENTS_KEYS.has(getStaticKeyName(candidate.key, candidate.computed) ?? '')) : undefined;
    if (property?.type !== 'Property') continue;
    const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    const inside = declaredWithin(variables, value);
    if (inside.length > 0) return value.type === 'Identifier' ? { whole: inside, destructured: destructuredFrom(mcp, inside) } : { whole: [], destructured: inside };
  }
  // the parameter the call's params are handed in, wherever it stands (`rollback(env, user, params)`)
  for (const each of handler.fn.params) {
    const variable = each.type === 'Identifier' ? variables.find((candidate) => candidate.name === each.name) : undefined;
    const place = variable && argumentsOfParams(mcp, variable);
    if (place) return place;
  }
  return handler.registration && getMethodName(handler.registration) === 'setRequestHandler' ? undefined : handedFirst;
}

/** What is destructured from the whole arguments where a handler starts: `const { survivorId, duplicateId } = args as MergeArgs`. */
function destructuredFrom(mcp: McpFile, whole: readonly TSESLint.Scope.Variable[]): TSESLint.Scope.Variable[] {
  const destructured: TSESLint.Scope.Variable[] = [];
  for (const variable of whole) {
    for (const reference of variable.references) {
      let holder: Node = reference.identifier as Node;
      for (;;) {
        const parent: Node | undefined = holder.parent;
        // `Args.parse(args)`, `await Input.parseAsync(args)`: the same arguments, checked against the tool's schema
        const parsed = parent?.type === 'CallExpression' && parsesSchema(parent) && parent.arguments[0] === holder;
        if (!parent || !(parsed || parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'LogicalExpression' || parent.type === 'AwaitExpression')) break;
        holder = parent;
      }
      const declarator = holder.parent;
      if (declarator?.type === 'VariableDeclarator' && declarator.init === holder && declarator.id.type === 'ObjectPattern') destructured.push(...mcp.sourceCode.getDeclaredVariables(declarator));
    }
  }
  return destructured;
}

/** The arguments a handler handed the call's params (or the request) reads from them: `params.arguments`, `request.params.arguments`. */
function argumentsOfParams(mcp: McpFile, params: TSESLint.Scope.Variable): ArgumentsPlace | undefined {
  const whole: (TSESLint.Scope.Variable | TSESTree.MemberExpression)[] = [];
  const destructured: TSESLint.Scope.Variable[] = [];
  for (const reference of params.references) {
    let read: Node = reference.identifier as Node;
    if (read.parent?.type === 'MemberExpression' && read.parent.object === read && getPropertyName(read.parent) === 'params') read = read.parent;
    // `const { arguments: args = {}, requestState } = params`
    const pattern = read.parent?.type === 'VariableDeclarator' && read.parent.init === read && read.parent.id.type === 'ObjectPattern' ? read.parent.id : undefined;
    const property = pattern && staticProperty(pattern, 'arguments');
    if (property) {
      const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
      const inside = mcp.sourceCode.getDeclaredVariables(read.parent!).filter((variable) => variable.defs.some((definition) => value.range[0] <= definition.name.range[0] && definition.name.range[1] <= value.range[1]));
      if (value.type === 'Identifier') whole.push(...inside);
      else destructured.push(...inside);
      continue;
    }
    const member = read.parent;
    if (member?.type !== 'MemberExpression' || member.object !== read || getPropertyName(member) !== 'arguments') continue;
    // `params.arguments ?? {}`, `schema.parse(params.arguments)`: what is declared from it holds the arguments
    let holder: Node = member;
    while (holder.parent && (holder.parent.type === 'LogicalExpression' || holder.parent.type === 'TSAsExpression' || (holder.parent.type === 'CallExpression' && holder.parent.arguments.length === 1 && holder.parent.arguments[0] === holder))) holder = holder.parent;
    const declarator = holder.parent;
    if (declarator?.type === 'VariableDeclarator' && declarator.init === holder) {
      const variables = mcp.sourceCode.getDeclaredVariables(declarator);
      if (declarator.id.type === 'Identifier') whole.push(...variables);
      else destructured.push(...variables);
    } else whole.push(member);
  }
  return whole.length > 0 || destructured.length > 0 ? { whole, destructured } : undefined;
}

/** The parameters a handler declares inside `pattern` (a whole parameter, or a pattern within one). */
function declaredWithin(variables: readonly TSESLint.Scope.Variable[], pattern: Node): TSESLint.Scope.Variable[] {
  return variables.filter((variable) => variable.defs.some((definition) => definition.type === 'Parameter' && pattern.range[0] <= definition.name.range[0] && definition.name.range[1] <= pattern.range[1]));
}

/** Registered with `registerTool` or `tool`: the SDK hands the handler the arguments first. */
function handsArgumentsFirst(handler: ToolHandler): boolean {
  const method = handler.registration && getMethodName(handler.registration);
  return method === 'registerTool' || method === 'tool';
}

/** The identifiers (or the `params.arguments` member itself) through which a handler reads its arguments whole. */
function referencesOf(whole: TSESLint.Scope.Variable | TSESTree.MemberExpression): Node[] {
  // the reads: a variable declared from the params (`const { arguments: args } = params`) is written where it starts
  return 'references' in whole ? whole.references.filter((reference) => reference.init !== true).map((reference) => reference.identifier as Node) : [whole];
}

function readsArguments(mcp: McpFile, handler: ToolHandler): boolean {
  return handsArgumentsFirst(handler) ? readsFirstParameter(mcp.sourceCode, handler.fn) : argumentsOf(mcp, handler) !== undefined;
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

/** A name (or a type's name) that says a parameter holds a tool's arguments: `args`, `input`, `toolArgs`, `RefundArgs`. */
const ARGUMENTS_NAME = /^(?:args|arguments|input|toolArgs|toolInput|callArgs)$|(?:Args|Arguments|Input)$/;

/**
 * The parameter a handler of a hand-written table takes its arguments in when the first one is something else
 * (`call(env, caller, args, params)`, `run(ctx, input: RefundInput)`): the only one named or typed for them.
 */
function namedArgumentsParameter(fn: FunctionNode): TSESTree.Parameter | undefined {
  const named = fn.params.flatMap((each) => {
    const parameter = each.type === 'AssignmentPattern' ? each.left : each;
    if (parameter.type !== 'Identifier' && parameter.type !== 'ObjectPattern') return [];
    const annotation = parameter.typeAnnotation?.typeAnnotation;
    const typeName = annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName.name : undefined;
    const names = parameter.type === 'Identifier' ? [parameter.name, typeName] : [typeName];
    return names.some((name) => name !== undefined && ARGUMENTS_NAME.test(name)) ? [parameter as TSESTree.Parameter] : [];
  });
  return named.length === 1 && named[0] !== fn.params[0] ? named[0] : undefined;
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

/** The member a record looked up by an argument is known by: what the argument names. */
const RECORD_ID = /^(?:id|_id|uuid|key)$/;

/**
 * The reads of each variable a handler holds a record in that it looked up by its arguments (`const invoice = await
 * repo.invoice(caller.orgId, args.invoiceId)`): the record's id is what they name, so comparing it compares them. Only
 * where those are all the tool's arguments (its input schema, seen whole, has no other): a record of the vendor named
 * does not bind the new bank account the call also passes.
 */
function recordsLookedUpBy(mcp: McpFile, handler: ToolHandler, isArgument: (node: Node) => boolean): ReadonlySet<Node> {
  const reads = new Set<Node>();
  const schema = handler.inputSchema && objectLiteralOf(mcp.provenance, handler.inputSchema);
  const schemaKeys = schema && !schema.properties.some((property) => property.type === 'SpreadElement') ? [...staticProperties(schema).keys()] : undefined;
  if (!schemaKeys || schemaKeys.length === 0) return reads;
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) return;
    const init = skipTypeWrappers(node.init);
    const call = init.type === 'AwaitExpression' ? skipTypeWrappers(init.argument) : init;
    if (call.type !== 'CallExpression') return;
    const named = call.arguments.flatMap((argument) => {
      const value = skipTypeWrappers(argument as TSESTree.Expression) as Node;
      if (!isArgument(value)) return [];
      const name = value.type === 'MemberExpression' ? getPropertyName(value) : value.type === 'Identifier' ? value.name : undefined;
      return name === undefined ? [] : [name];
    });
    if (named.length === 0 || !schemaKeys.every((key) => named.includes(key))) return;
    for (const variable of mcp.sourceCode.getDeclaredVariables(node)) {
      for (const reference of variable.references) if (!reference.init) reads.add(reference.identifier as Node);
    }
  });
  return reads;
}

/**
 * Whether a handler compares something with its arguments (`opened.value.accountId !== args.accountId`): a state that
 * carries the arguments it was sealed for and is refused for others is bound to them where it is read.
 */
export function comparesArguments(mcp: McpFile, handler: ToolHandler, carriers: readonly Node[] = []): boolean {
  const where = argumentsOf(mcp, handler);
  if (!where) return false;
  // a comparison in the branch that makes the state runs before there is any state to compare with
  const branch = sealingBranch(handler, carriers);
  const arguments_ = new Set<Node>();
  const single = new Set<Node>(where.destructured.flatMap((variable) => variable.references.map((reference) => reference.identifier as Node)));
  for (const whole of where.whole) {
    for (const reference of referencesOf(whole)) {
      arguments_.add(reference);
      // `const toRevision = String(params.arguments?.toRevision ?? '')`: the argument, under its own name
      for (const use of heldArgument(mcp, reference)?.variable.references ?? []) if (!use.init) single.add(use.identifier as Node);
    }
  }
  const direct = (side: Node) => (side.type === 'MemberExpression' && arguments_.has(side.object as Node)) || single.has(side);
  const lookedUp = recordsLookedUpBy(mcp, handler, direct);
  // (`invoice.id` of `const invoice = await repo.invoice(orgId, args.invoiceId)`: the record the argument names, by its id)
  const isArgument = (side: Node) => direct(side) || (side.type === 'MemberExpression' && lookedUp.has(side.object as Node) && RECORD_ID.test(getPropertyName(side) ?? ''));
  // an argument against something read (a field of the opened state), not against a literal (`mode === 'dry-run'`)
  const against = (left: Node, right: Node) => (isArgument(left) && isRead(right) && !isArgument(right)) || (isArgument(right) && isRead(left) && !isArgument(left));
  let found = false;
  walkOwnBody(handler.fn, mcp.sourceCode.visitorKeys, (node) => {
    if (found || (branch && encloses(branch, node))) return;
    if (node.type === 'BinaryExpression' && EQUALITY.has(node.operator)) {
      found = against(skipTypeWrappers(node.left as TSESTree.Expression) as Node, skipTypeWrappers(node.right) as Node);
      return;
    }
    // `sameRequest(state, args)`: a function of the project comparing what it is handed with the arguments
    const comparedWith = (index: number) => {
      const other = node.type === 'CallExpression' ? node.arguments[index] : undefined;
      return other !== undefined && isRead(skipTypeWrappers(other as TSESTree.Expression) as Node) && !arguments_.has(other) && !isArgument(other);
    };
    if (node.type === 'CallExpression' && node.arguments.some((argument, index) => (arguments_.has(argument) || isArgument(argument)) && parametersComparedWith(mcp, node, index).some(comparedWith))) {
      found = true;
      return;
    }
    // `state.revision.startsWith(toRevision)`: the field the state holds must begin with the argument
    const [first] = node.type === 'CallExpression' ? node.arguments : [];
    const receiver = node.type === 'CallExpression' ? getMethodReceiver(node) : undefined;
    if (receiver && first && first.type !== 'SpreadElement' && PREFIX_TESTS.has(getMethodName(node as TSESTree.CallExpression) ?? '')) {
      found = against(skipTypeWrappers(receiver) as Node, skipTypeWrappers(first) as Node);
    }
  });
  return found;
}

/**
 * The positions of the parameters the function `call` calls compares its parameter at `index` with, member with member
 * (`state.amountCents === args.amountCents` of `sameRequest(state, args)`).
 */
function parametersComparedWith(mcp: McpFile, call: TSESTree.CallExpression, index: number): number[] {
  const fn = mcp.provenance.of(call.callee).functionNode;
  const names = fn?.params.map((parameter) => (parameter.type === 'Identifier' ? parameter.name : undefined)) ?? [];
  const name = names[index];
  if (!fn || name === undefined) return [];
  const parameterOf = (side: Node): number => (side.type === 'Identifier' ? names.indexOf(side.name) : side.type === 'MemberExpression' ? parameterOf(side.object as Node) : -1);
  const compared = new Set<number>();
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type !== 'BinaryExpression' || !EQUALITY.has(node.operator)) return;
    const left = parameterOf(skipTypeWrappers(node.left as TSESTree.Expression) as Node);
    const right = parameterOf(skipTypeWrappers(node.right) as Node);
    if (left === index && right >= 0 && right !== index) compared.add(right);
    if (right === index && left >= 0 && left !== index) compared.add(left);
  });
  return [...compared];
}
