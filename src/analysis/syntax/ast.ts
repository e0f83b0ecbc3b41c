import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

export type Node = TSESTree.Node;
export type Expression = TSESTree.Expression;
export type FunctionNode =
  | TSESTree.FunctionDeclaration
  | TSESTree.FunctionExpression
  | TSESTree.ArrowFunctionExpression;

/** Wrappers that change neither the value nor where it comes from: TS assertions and optional chains. */
const TYPE_LEVEL_WRAPPERS = new Set<string>([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'ChainExpression',
]);

/** `(x as T)`, `x!`, `<T>x`, `x satisfies T`, `a?.b` → the inner expression (iteratively, so deep nesting is safe). */
export function skipTypeWrappers(node: Node): Node {
  let current = node;
  while (TYPE_LEVEL_WRAPPERS.has(current.type)) {
    current = (current as TSESTree.TSAsExpression).expression;
  }
  return current;
}

/**
 * As {@link skipTypeWrappers}, and also through `await` and `yield*` (what the delegated generator returns, an Effect's
 * value in `Effect.gen`): where a value comes from does not change by awaiting it.
 */
export function skipValueWrappers(node: Node): Node {
  let current = node;
  for (;;) {
    const next = skipTypeWrappers(current);
    if (next.type === 'AwaitExpression') current = next.argument;
    else if (next.type === 'YieldExpression' && next.delegate && next.argument) current = next.argument;
    else return next;
  }
}

/** `await x`, `x.then((value) => value)`: the value `x` settles to. */
export function settledValue(node: Node): Expression {
  let expression = skipValueWrappers(node) as Expression;
  for (let steps = 0; steps < 12; steps += 1) {
    const passed = thenPassesOn(expression) ?? promiseResolving(expression);
    if (!passed) return expression;
    expression = skipValueWrappers(passed) as Expression;
  }
  return expression;
}

/** `Promise.resolve(value)`: the value the promise settles to. */
function promiseResolving(node: Node): Node | undefined {
  if (node.type !== 'CallExpression' || node.arguments.length !== 1 || node.arguments[0]!.type === 'SpreadElement') return undefined;
  const callee = node.callee;
  const isResolve = callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'Promise' && getPropertyName(callee) === 'resolve';
  return isResolve ? node.arguments[0] : undefined;
}

/** `await x`, `yield* x`: what {@link skipValueWrappers} sees through besides types. */
function isValueWrapper(node: Node): boolean {
  return node.type === 'AwaitExpression' || (node.type === 'YieldExpression' && node.delegate) || TYPE_LEVEL_WRAPPERS.has(node.type);
}

/**
 * The declarator whose initializer `node` is, seen through the wrappers {@link skipValueWrappers} skips
 * (`const raw = await read() as string`): where the value is stored under a name.
 */
export function declaratorHolding(node: Node): TSESTree.VariableDeclarator | undefined {
  let current = node;
  while (current.parent && isValueWrapper(current.parent)) current = current.parent;
  const declarator = current.parent;
  return declarator?.type === 'VariableDeclarator' && declarator.init === current ? declarator : undefined;
}

/** Statements that declare types or ambient values and run nothing themselves (what a `.d.ts` file is made of). */
const DECLARING_STATEMENTS = new Set<string>([
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSDeclareFunction',
  'TSNamespaceExportDeclaration',
  'TSImportEqualsDeclaration',
  'ImportDeclaration',
  'ExportAllDeclaration',
  'EmptyStatement',
]);

function runsNothing(statement: Node): boolean {
  if (DECLARING_STATEMENTS.has(statement.type)) return true;
  if ('declare' in statement && statement.declare === true) return true;
  switch (statement.type) {
    case 'ExportNamedDeclaration':
      return statement.declaration === null || runsNothing(statement.declaration);
    case 'ExportDefaultDeclaration':
      return statement.declaration.type === 'Identifier' || runsNothing(statement.declaration);
    case 'TSExportAssignment':
      return statement.expression.type === 'Identifier';
    default:
      return false;
  }
}

/** Whether every statement of `program` only declares (types, `declare …`, imports and re-exports): it runs no code of its own. */
export function declaresOnly(program: TSESTree.Program): boolean {
  return program.body.every(runsNothing);
}

export function isFunctionNode(node: Node): node is FunctionNode {
  return (
    node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression'
  );
}

/** The name a static key spells: `a`, `['a']`, `[0]`, `` [`a`] ``; undefined when computed from a variable. */
export function getStaticKeyName(key: Node, computed: boolean): string | undefined {
  if (!computed) {
    if (key.type === 'Identifier') return key.name;
    if (key.type === 'PrivateIdentifier') return undefined;
  }
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) {
    return String(key.value);
  }
  if (key.type === 'TemplateLiteral' && key.expressions.length === 0) {
    return key.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

export function getPropertyName(member: TSESTree.MemberExpression): string | undefined {
  return getStaticKeyName(member.property, member.computed);
}

export function getStaticString(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

export type MethodCall = TSESTree.CallExpression & {
  callee: TSESTree.MemberExpression & { object: Expression };
};

/** `receiver.name(…)` (also `receiver?.name(…)` and `receiver['name'](…)`). */
export function getMethodName(call: TSESTree.CallExpression): string | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || callee.object.type === 'Super') return undefined;
  return getPropertyName(callee);
}

const LOG_METHODS: ReadonlySet<string> = new Set(['log', 'debug', 'info', 'warn', 'error', 'trace', 'fatal']);

/** Whether `call` writes to a log: `console.log(…)`, `logger.warn(…)`, `log(…)`. */
export function isLogCall(call: TSESTree.CallExpression): boolean {
  return LOG_METHODS.has(getMethodName(call) ?? '') || (call.callee.type === 'Identifier' && LOG_METHODS.has(call.callee.name));
}

/**
 * Whether `call` can call what is read as `name` off an object (`JSON.parse` for `parse`): a member call by another
 * static name (`a.b()`) cannot, an identifier or a computed member can.
 */
export function mayCallMember(call: TSESTree.CallExpression, name: string): boolean {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression') return true;
  const property = getPropertyName(callee);
  return property === undefined || property === name;
}

export function getMethodReceiver(call: TSESTree.CallExpression): Expression | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || callee.object.type === 'Super') return undefined;
  return callee.object;
}

/** The arguments when none is a spread element; spread arguments make positions unknowable. */
export function getPlainArguments(call: TSESTree.CallExpression | TSESTree.NewExpression): readonly Expression[] | undefined {
  for (const argument of call.arguments) if (argument.type === 'SpreadElement') return undefined;
  return call.arguments as readonly Expression[];
}

/** The argument a call passes at `index`: null when a spread before or at it hides which one it is, undefined when none is passed. */
export function argumentAt(call: TSESTree.CallExpression | TSESTree.NewExpression, index: number): Expression | null | undefined {
  for (let at = 0; at <= index && at < call.arguments.length; at += 1) if (call.arguments[at]!.type === 'SpreadElement') return null;
  return call.arguments[index] as Expression | undefined;
}

const holds = (node: Node, index: number) => node.range[0] <= index && index < node.range[1];

/**
 * The innermost node whose range holds `index` (what `SourceCode#getNodeByRangeIndex` answers), going down one
 * child a level and bisecting long child lists, so a file of many thousand statements costs a few steps a level.
 */
export function nodeAt(root: Node, visitorKeys: TSESLint.SourceCode.VisitorKeys, index: number): Node | undefined {
  if (!holds(root, index)) return undefined;
  let current = root;
  descend: for (;;) {
    for (const key of visitorKeys[current.type] ?? []) {
      const value = (current as unknown as Record<string, unknown>)[key];
      const child = Array.isArray(value) ? childHolding(value, index) : isNode(value) && holds(value, index) ? value : undefined;
      if (child) {
        current = child;
        continue descend;
      }
    }
    return current;
  }
}

/** The element of a list of nodes in source order (holes and non-nodes allowed) whose range holds `index`. */
function childHolding(list: readonly unknown[], index: number): Node | undefined {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = list[middle];
    if (!isNode(item)) return list.find((candidate): candidate is Node => isNode(candidate) && holds(candidate, index));
    if (index < item.range[0]) high = middle - 1;
    else if (index >= item.range[1]) low = middle + 1;
    else return item;
  }
  return undefined;
}

/**
 * Pushes the direct children of `node` that `enters` lets through onto `stack`, last child first, so that popping
 * visits them in source order (with no list made per node: walks of big files make little garbage).
 */
export function pushChildren(
  stack: Node[],
  node: Node,
  visitorKeys: TSESLint.SourceCode.VisitorKeys,
  enters?: (parent: Node, child: Node) => boolean,
): void {
  const keys = visitorKeys[node.type] ?? [];
  for (let keyIndex = keys.length - 1; keyIndex >= 0; keyIndex -= 1) {
    const value = (node as unknown as Record<string, unknown>)[keys[keyIndex]!];
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        const item: unknown = value[index];
        if (isNode(item) && (!enters || enters(node, item))) stack.push(item);
      }
    } else if (isNode(value) && (!enters || enters(node, value))) {
      stack.push(value);
    }
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Walks a function's own body (not nested functions) without recursion, calling `visit` for every node.
 * Nested functions are handed to `visit` but not entered; nor is a child `entersChild` turns away.
 */
export function walkOwnBody(
  fn: FunctionNode | TSESTree.Program,
  visitorKeys: TSESLint.SourceCode.VisitorKeys,
  visit: (node: Node) => void,
  entersChild?: (parent: Node, child: Node) => boolean,
): void {
  const stack: Node[] = fn.type === 'Program' ? [...fn.body].reverse() : [fn.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    visit(node);
    if (!isFunctionNode(node)) pushChildren(stack, node, visitorKeys, entersChild);
  }
}

/** `null` or `undefined`, as written. */
export function isNullishLiteral(node: Node): boolean {
  return (node.type === 'Literal' && node.value === null) || (node.type === 'Identifier' && node.name === 'undefined');
}

/** Whether a function is written anywhere inside `node` (a callback in an object literal's value). */
export function containsFunction(node: Node, visitorKeys: TSESLint.SourceCode.VisitorKeys): boolean {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current !== node && isFunctionNode(current)) return true;
    pushChildren(stack, current, visitorKeys);
  }
  return false;
}

/** What a function returns when its body is an expression or a single `return` of a value (`(p) => p.trim()`). */
export function onlyResultOf(fn: FunctionNode): Expression | undefined {
  const body = fn.body;
  if (body.type !== 'BlockStatement') return body;
  const [statement] = body.body;
  return body.body.length === 1 && statement?.type === 'ReturnStatement' && statement.argument ? statement.argument : undefined;
}

/** Whether `inner` is written inside `outer` (or is it), in the same file. */
export function encloses(outer: Node, inner: Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** The innermost function containing the node, or the program. */
export function getEnclosingFunction(node: Node): FunctionNode | TSESTree.Program {
  let current = node.parent;
  while (current) {
    if (isFunctionNode(current) || current.type === 'Program') return current;
    current = current.parent;
  }
  throw new Error('node is not attached to a Program');
}

/** The body of the class `node` is written in, at any depth. */
export function enclosingClassBody(node: Node): TSESTree.ClassBody | undefined {
  let current: Node | undefined = node.parent;
  while (current && current.type !== 'ClassBody') current = current.parent;
  return current;
}

/** `this.name`, `this.#name`: the name of the member of `this` a node reads (`#name` for a private one). */
export function thisMemberName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression' || node.object.type !== 'ThisExpression' || node.computed) return undefined;
  return node.property.type === 'PrivateIdentifier' ? `#${node.property.name}` : node.property.name;
}

/** `this.name(…)` inside a class: the method it calls (`this` is not rebound by arrow functions). */
export function findThisMethod(member: TSESTree.MemberExpression): FunctionNode | undefined {
  if (member.object.type !== 'ThisExpression') return undefined;
  const name = member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : getPropertyName(member);
  if (name === undefined) return undefined;
  let current: Node | undefined = member.parent;
  while (current && current.type !== 'ClassBody') {
    if ((current.type === 'FunctionExpression' || current.type === 'FunctionDeclaration') && current.parent?.type !== 'MethodDefinition') {
      return undefined;
    }
    current = current.parent;
  }
  if (!current) return undefined;
  for (const element of current.body) {
    if (element.type !== 'MethodDefinition' || element.kind !== 'method' || element.value.type !== 'FunctionExpression') continue;
    const key = element.key.type === 'PrivateIdentifier' ? `#${element.key.name}` : getStaticKeyName(element.key, element.computed);
    if (key === name) return element.value;
  }
  return undefined;
}

/** What a chain of members starts from, seen through value wrappers: `this` of `this.signer.seal`, `deps` of `deps.codec`. */
export function memberChainStart(node: Node): Node {
  let start = skipValueWrappers(node);
  while (start.type === 'MemberExpression') start = skipValueWrappers(start.object);
  return start;
}

/** The root of the tree `node` is in: its file's `Program`, or another module's, read to answer a question. */
export function rootOf(node: Node): Node {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

/** Whether `node` belongs to the tree of `program` (and not to another module's). */
export function isNodeOf(program: TSESTree.Program, node: Node): boolean {
  return rootOf(node) === program;
}

/**
 * Whether what a chain of calls starting at `call` computes is thrown away: the chain is a statement of its own
 * (`createHmac(alg, randomBytes(16)).update('probe').digest();`, `register(server);`, `await load();`, `void f()`).
 */
export function isDiscarded(call: TSESTree.CallExpression): boolean {
  let current: Node = call;
  while (current.parent) {
    const parent: Node = current.parent;
    if (parent.type === 'MemberExpression' && parent.object === current && parent.parent?.type === 'CallExpression' && parent.parent.callee === parent) {
      current = parent.parent;
      continue;
    }
    if (parent.type === 'ChainExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'AwaitExpression') {
      current = parent;
      continue;
    }
    return parent.type === 'ExpressionStatement' || (parent.type === 'UnaryExpression' && parent.operator === 'void');
  }
  return false;
}

/**
 * The static property `name` of an object literal or a destructuring pattern (the last one, as at run time), without
 * reading its other keys into a map.
 */
export function staticProperty(object: TSESTree.ObjectExpression | TSESTree.ObjectPattern, name: string): TSESTree.Property | undefined {
  for (let index = object.properties.length - 1; index >= 0; index -= 1) {
    const property = object.properties[index]!;
    if (property.type === 'Property' && getStaticKeyName(property.key, property.computed) === name) return property;
  }
  return undefined;
}

/**
 * `promise.then((value) => value)`, `.then(function (v) { return v; })` (with or without a rejection handler): the
 * promise, whose value the callback hands on unchanged.
 */
export function thenPassesOn(call: Node): Node | undefined {
  if (call.type !== 'CallExpression' || getMethodName(call) !== 'then' || call.arguments.length === 0 || call.arguments.length > 2) return undefined;
  const [first] = call.arguments;
  const callback = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
  if (!callback || !isFunctionNode(callback) || callback.params.length !== 1) return undefined;
  const [parameter] = callback.params;
  const result = onlyResultOf(callback);
  const returned = result && skipValueWrappers(result);
  return parameter?.type === 'Identifier' && returned?.type === 'Identifier' && returned.name === parameter.name ? getMethodReceiver(call) : undefined;
}

/**
 * What `match` gives for the one node of `root` it gives something for, walking every node (`enters` may leave a
 * child's subtree out); undefined when it matches none or several (the walk stops at the second).
 */
export function soleMatch<T>(root: Node, visitorKeys: TSESLint.SourceCode.VisitorKeys, match: (node: Node) => T | undefined, enters?: (parent: Node, child: Node) => boolean): T | undefined {
  const found: T[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0 && found.length < 2) {
    const node = stack.pop()!;
    const matched = match(node);
    if (matched !== undefined) found.push(matched);
    pushChildren(stack, node, visitorKeys, enters);
  }
  return found.length === 1 ? found[0] : undefined;
}

/** Answers kept per source file and name, each worked out once: `answer(sourceCode, name)` on the first question. */
export class PerSourceAnswers<T> {
  private readonly bySource = new WeakMap<object, Map<string, T | null>>();

  constructor(private readonly answer: (sourceCode: Readonly<TSESLint.SourceCode>, name: string) => T | undefined) {}

  get(sourceCode: Readonly<TSESLint.SourceCode>, name: string): T | undefined {
    let byName = this.bySource.get(sourceCode);
    if (!byName) {
      byName = new Map();
      this.bySource.set(sourceCode, byName);
    }
    if (!byName.has(name)) byName.set(name, this.answer(sourceCode, name) ?? null);
    return byName.get(name) ?? undefined;
  }
}

/**
 * Walks `root` and the nodes inside it, each with the key and the parent it hangs from, by syntax alone (no visitor
 * keys: the module may be another's), until `visit` answers `'stop'`; `'skip'` leaves a node's inside unvisited.
 */
export function someNodeIn(root: Node, visit: (node: Node, key: string | undefined, parent: Node | undefined) => 'stop' | 'skip' | undefined): boolean {
  const stack: [Node, string | undefined, Node | undefined][] = [[root, undefined, undefined]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [node, key, parent] = entry;
    const step = visit(node, key, parent);
    if (step === 'stop') return true;
    if (step === 'skip') continue;
    for (const [childKey, child] of Object.entries(node)) {
      if (childKey === 'parent' || childKey === 'range' || childKey === 'loc') continue;
      const children: unknown[] = Array.isArray(child) ? child : [child];
      for (const item of children) {
        if (item && typeof item === 'object' && typeof (item as Node).type === 'string') stack.push([item as Node, childKey, node]);
      }
    }
  }
  return false;
}
