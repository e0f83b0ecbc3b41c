import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, isFunctionNode, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { NodeMap } from '../syntax/node-map.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Variable = TSESLint.Scope.Variable;
type Scope = TSESLint.Scope.Scope;

/** One step from a destructured value to a binding inside the pattern. */
export type PatternStep =
  | { readonly type: 'property'; readonly name: string }
  | { readonly type: 'index'; readonly index: number }
  | { readonly type: 'rest' }
  | { readonly type: 'default'; readonly value: Expression };

export type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/**
 * `var x; … x = a;`, `let x = a; … x = b;`, `x ??= c`: a variable given values by `=` (or `??=`, `||=`) alone, each
 * the whole variable (no destructuring, no `+=`, no `x++`, no `for (x of …)`). `values` are the initialiser (when
 * there is one) and the right-hand side of every assignment, in source order; `assignments` the assignments alone.
 */
export interface AssignedBinding {
  readonly kind: 'assigned';
  readonly values: readonly Expression[];
  /** For each of `values`, whether it reads the variable itself (`v = (v % 1000000) + ''`), the value it held before. */
  readonly readsItself: readonly boolean[];
  readonly assignments: readonly TSESTree.AssignmentExpression[];
  readonly declarator: TSESTree.VariableDeclarator;
}

/** `let hex = ''; for (…) hex += …`: text started with a string literal, every later write adding a piece to it. */
export interface AccumulatedBinding {
  readonly kind: 'accumulated';
  readonly seed: Expression;
  readonly pieces: readonly Expression[];
}

/** What a name is bound to, when the file proves it holds one value for its whole life, or which values it is given. */
export type Binding =
  /** `const x = init`, `let x = init` never reassigned, or a part of a destructured `init` (`path`). */
  | { readonly kind: 'initialized'; readonly init: Expression; readonly path: readonly PatternStep[] }
  /**
   * A parameter of `fn`, or a part of a destructured parameter. `index` is its position when it is a whole parameter
   * (`x`, `x = fallback`) never assigned to: what a call passes there is what it is.
   */
  | {
      readonly kind: 'parameter';
      readonly fn: FunctionNode | undefined;
      readonly path: readonly PatternStep[];
      readonly index?: number;
      /** Which parameter of `fn` declares the name, whole or destructured (`url` in `GET({ url })` is in parameter 0). */
      readonly position?: number;
      /** The name as declared, with its type annotation (`state: StateService`). */
      readonly declared?: TSESTree.Identifier;
      /**
       * The values a whole parameter is given in place, each made from the parameter itself (`data = new
       * TextEncoder().encode(data)`, `input = String(input)`): it still holds what a call passes, normalized.
       */
      readonly normalizations?: readonly Expression[];
    }
  /** `import … from source`; `imported` is undefined for namespace and default imports (`form` tells them apart). */
  | { readonly kind: 'import'; readonly source: string; readonly imported: string | undefined; readonly form: 'named' | 'default' | 'namespace' | 'require' }
  | AssignedBinding
  | AccumulatedBinding
  | { readonly kind: 'function'; readonly fn: FunctionNode }
  /** A class declaration never reassigned. */
  | { readonly kind: 'class'; readonly node: ClassNode }
  | { readonly kind: 'enum'; readonly declaration: TSESTree.TSEnumDeclaration }
  /** A name the file does not declare: a global such as `process`, `Buffer`, `crypto`, `require`. */
  | { readonly kind: 'global'; readonly name: string };

export function findVariableFrom(scope: Scope | null, name: string): Variable | undefined {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

const scopeCaches = new WeakMap<SourceCode, WeakMap<Node, Scope>>();

/** Node types that own no scope, unless one initialises a class field (asking the scope manager allocates). */
const SCOPELESS_TYPES: ReadonlySet<string> = new Set([
  'ArrayExpression',
  'AssignmentExpression',
  'AwaitExpression',
  'BinaryExpression',
  'CallExpression',
  'ChainExpression',
  'ConditionalExpression',
  'ExpressionStatement',
  'Identifier',
  'IfStatement',
  'Literal',
  'LogicalExpression',
  'MemberExpression',
  'NewExpression',
  'ObjectExpression',
  'Property',
  'ReturnStatement',
  'SpreadElement',
  'TemplateLiteral',
  'UnaryExpression',
  'VariableDeclaration',
  'VariableDeclarator',
]);

function mayOwnScope(node: Node): boolean {
  if (!SCOPELESS_TYPES.has(node.type)) return true;
  const parent = node.parent;
  return (parent?.type === 'PropertyDefinition' || parent?.type === 'AccessorProperty') && parent.value === node;
}

/** Walks up to this many parents are not remembered: a short walk costs less than a large cache. */
const SHORT_WALK = 8;

/**
 * `sourceCode.getScope(node)`, remembering the answer for every node on a long way up: ESLint caches only the node
 * asked about, so asking for each identifier of a chain nested n deep (`a ? b : c ? d : …`) walks n²/2 parents.
 */
export function scopeOf(sourceCode: SourceCode, node: Node): Scope {
  const scopeManager = sourceCode.scopeManager;
  if (node.type === 'Program' || !scopeManager) return sourceCode.getScope(node);
  let cache = scopeCaches.get(sourceCode);
  if (!cache) {
    cache = new WeakMap();
    scopeCaches.set(sourceCode, cache);
  }
  let scope: Scope | undefined;
  let walked = 0;
  let reached: Node | undefined = node;
  for (; reached; reached = reached.parent) {
    scope = cache.get(reached);
    if (scope) break;
    walked += 1;
    const acquired = mayOwnScope(reached) ? scopeManager.acquire(reached, true) : null;
    if (acquired) {
      scope = acquired.type === 'function-expression-name' ? acquired.childScopes[0] : acquired;
      reached = reached.parent;
      break;
    }
  }
  scope ??= scopeManager.scopes[0]!;
  if (walked > SHORT_WALK) for (let visited: Node = node; visited !== reached; visited = visited.parent!) cache.set(visited, scope);
  return scope;
}

const resolvedReferences = new WeakMap<SourceCode, NodeMap<Node, Variable>>();

/** What the scope analysis resolved each reference of the file to, read once from all its scopes. */
function resolvedReferencesOf(sourceCode: SourceCode): NodeMap<Node, Variable> {
  let resolved = resolvedReferences.get(sourceCode);
  if (!resolved) {
    resolved = new NodeMap();
    for (const scope of sourceCode.scopeManager?.scopes ?? []) {
      for (const reference of scope.references) if (reference.resolved) resolved.set(reference.identifier, reference.resolved);
    }
    resolvedReferences.set(sourceCode, resolved);
  }
  return resolved;
}

const referencesByScope = new WeakMap<Scope, Map<Node, Variable | null>>();

/** The references written directly in `scope` and what each resolves to (null: nothing the file declares). */
function referencesIn(scope: Scope): Map<Node, Variable | null> {
  let references = referencesByScope.get(scope);
  if (!references) {
    references = new Map();
    for (const reference of scope.references) references.set(reference.identifier, reference.resolved);
    referencesByScope.set(scope, references);
  }
  return references;
}

/**
 * The variable `identifier` names where it stands. A reference the scope analysis resolved is answered from it: first
 * from the references of the scope it stands in (or the one around it), so that a question about one function reads
 * that function's references alone, and else (an identifier the scope analysis puts elsewhere) from those of the whole
 * file. Any other identifier (a declared name, a global nobody declares) is looked up by its name from its scope.
 */
export function findVariable(sourceCode: SourceCode, identifier: TSESTree.Identifier): Variable | undefined {
  const scope = scopeOf(sourceCode, identifier);
  // a switch's discriminant stands in the switch's scope but is a reference of the scope around it
  const local = referencesIn(scope).get(identifier) ?? (scope.upper ? referencesIn(scope.upper).get(identifier) : undefined);
  if (local) return local;
  if (local === undefined && !isNeverReference(identifier)) {
    const resolved = resolvedReferencesOf(sourceCode).get(identifier);
    if (resolved) return resolved;
  }
  return findVariableFrom(scope, identifier.name);
}

/**
 * Identifiers the scope analysis never makes a reference of: a function's name and parameters, a class's name, an
 * import's names, a member's or key's name, a label, a catch parameter, a variable declared without a value.
 */
function isNeverReference(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  switch (parent?.type) {
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return parent.id === identifier || parent.params.includes(identifier);
    case 'ClassDeclaration':
    case 'ClassExpression':
      return parent.id === identifier;
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return true;
    case 'CatchClause':
      return parent.param === identifier;
    case 'MemberExpression':
      return parent.property === identifier && !parent.computed;
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return parent.key === identifier && !parent.computed;
    case 'Property':
      return parent.key === identifier && !parent.computed && !parent.shorthand;
    case 'VariableDeclarator':
      return parent.id === identifier && !parent.init && !isLoopHead(parent.parent);
    default:
      return false;
  }
}

/** `for (const x of …)`, `for (let x in …)`: the declaration a loop assigns each time round. */
function isLoopHead(declaration: Node | undefined): boolean {
  const loop = declaration?.parent;
  return (loop?.type === 'ForInStatement' || loop?.type === 'ForOfStatement') && loop.left === declaration;
}

/** Whether a variable is given no value after its declaration (its one write, if any, is its initialiser). */
export function isNeverReassigned(references: readonly TSESLint.Scope.Reference[]): boolean {
  return references.every((reference) => reference.init === true || !reference.isWrite());
}

/** The values of every write of a variable, when each is `name = value` with `value` reading the name (see `normalizations`). */
function selfNormalizations(references: readonly TSESLint.Scope.Reference[]): Expression[] | undefined {
  const reads = references.filter((reference) => reference.isRead()).map((reference) => reference.identifier.range[0]);
  const values: Expression[] = [];
  for (const reference of references) {
    if (!reference.isWrite()) continue;
    const write = (reference.identifier as Node).parent;
    if (write?.type !== 'AssignmentExpression' || write.operator !== '=' || write.left !== reference.identifier) return undefined;
    if (!reads.some((at) => at >= write.right.range[0] && at < write.right.range[1])) return undefined;
    values.push(write.right);
  }
  return values.length > 0 ? values : undefined;
}

/** A variable's binding depends on the variable alone; asking once per reference would read its references n² times. */
const bindings = new WeakMap<Variable, Binding | null>();

/** The default a whole parameter falls back to where a call passes nothing (`now = Date.now`, `config = loadConfig()`). */
export function parameterDefault(binding: Binding | undefined): Expression | undefined {
  if (binding?.kind !== 'parameter') return undefined;
  const [step, ...rest] = binding.path;
  return step?.type === 'default' && rest.length === 0 ? step.value : undefined;
}

/** What `node` holds as written: the initialiser of the `const` it names (whole, never reassigned), else the node itself. */
export function heldExpression(sourceCode: SourceCode, node: Node): Node {
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier') return expression;
  const binding = resolveBinding(sourceCode, expression);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : expression;
}

/** The binding of an identifier in expression position, or undefined when the file cannot pin it down. */
export function resolveBinding(sourceCode: SourceCode, identifier: TSESTree.Identifier): Binding | undefined {
  const variable = findVariable(sourceCode, identifier);
  if (!variable || variable.defs.length === 0) return globalBinding(sourceCode, identifier.name);
  let binding = bindings.get(variable);
  if (binding === undefined) {
    binding = bindingOf(variable) ?? null;
    bindings.set(variable, binding);
  }
  return binding ?? undefined;
}

/**
 * Whether `call` may call what another name gives (a module's export, a global reached by another name): its callee is
 * not a plain name, or the name is imported, required, initialised or assigned, or the file cannot pin it down. A
 * local function, class, enum or parameter holds nothing of a module, and a global is the global of its own name.
 */
export function mayCallValueOfAnotherName(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  if (callee.type !== 'Identifier') return true;
  const binding = resolveBinding(sourceCode, callee);
  return binding === undefined || binding.kind === 'initialized' || binding.kind === 'assigned' || binding.kind === 'accumulated' || binding.kind === 'import';
}

const globalBindings = new WeakMap<SourceCode, Map<string, Binding>>();

function globalBinding(sourceCode: SourceCode, name: string): Binding {
  let byName = globalBindings.get(sourceCode);
  if (!byName) {
    byName = new Map();
    globalBindings.set(sourceCode, byName);
  }
  let binding = byName.get(name);
  if (!binding) {
    binding = { kind: 'global', name };
    byName.set(name, binding);
  }
  return binding;
}

function bindingOf(variable: Variable): Binding | undefined {
  if (variable.defs.length !== 1) return undefined;
  const definition = variable.defs[0]!;
  switch (definition.type as string) {
    case 'Variable': {
      const declarator = definition.node as TSESTree.VariableDeclarator;
      const references = variable.references;
      const loop = declarator.parent?.parent;
      // `for (const byte of bytes)`: each element in turn
      if (loop?.type === 'ForOfStatement' && loop.left === declarator.parent && !loop.await && declarator.parent.kind !== 'var') {
        const path = isNeverReassigned(references) ? patternPath(definition.name as TSESTree.Identifier, declarator.id) : undefined;
        return path && { kind: 'initialized', init: loop.right, path: [{ type: 'index', index: -1 }, ...path] };
      }
      if (!declarator.init || !isNeverReassigned(references)) return assignedBinding(references, declarator);
      const path = patternPath(definition.name as TSESTree.Identifier, declarator.id);
      return path && { kind: 'initialized', init: declarator.init, path };
    }
    case 'Parameter': {
      const fn = isFunctionNode(definition.node as Node) ? (definition.node as FunctionNode) : undefined;
      const root = parameterRoot(definition.name as Node);
      const path = root && patternPath(definition.name as TSESTree.Identifier, root);
      if (!path) return undefined;
      const whole = root === definition.name || (root?.type === 'AssignmentPattern' && root.left === definition.name);
      // a constructor's parameter property (`constructor(private readonly deps)`) is listed as the property
      const listed = root?.parent?.type === 'TSParameterProperty' ? root.parent : root;
      const position = fn ? fn.params.indexOf(listed as TSESTree.Parameter) : -1;
      const declared = definition.name as TSESTree.Identifier;
      if (position < 0) return { kind: 'parameter', fn, path, declared };
      // a call passes what the name holds there only when it is the whole parameter, never given another value but
      // one made from itself
      if (whole && isNeverReassigned(variable.references)) return { kind: 'parameter', fn, path, index: position, declared, position };
      const normalizations = whole ? selfNormalizations(variable.references) : undefined;
      return normalizations ? { kind: 'parameter', fn, path, index: position, declared, position, normalizations } : { kind: 'parameter', fn, path, declared, position };
    }
    case 'FunctionName':
      return isFunctionNode(definition.node as Node) && isNeverReassigned(variable.references)
        ? { kind: 'function', fn: definition.node as FunctionNode }
        : undefined;
    case 'ClassName':
      return isNeverReassigned(variable.references) ? { kind: 'class', node: definition.node as ClassNode } : undefined;
    case 'ImportBinding':
      return importBinding(definition.node as Node);
    case 'TSEnumName':
      return { kind: 'enum', declaration: definition.node as TSESTree.TSEnumDeclaration };
    default:
      return undefined;
  }
}

/**
 * The binding of a variable given its values by `=` alone (see {@link AssignedBinding}), or text added to with `+=`
 * alone (see {@link AccumulatedBinding}), if it is one.
 */
const ASSIGNING: ReadonlySet<string> = new Set(['=', '+=', '??=', '||=']);

/** Operators that work a number out of what a variable holds, in place (`acc &= mask`, `bits -= 6`). */
const UPDATING: ReadonlySet<string> = new Set(['-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '>>>=', '&=', '|=', '^=']);

function assignedBinding(references: readonly TSESLint.Scope.Reference[], declarator: TSESTree.VariableDeclarator): AssignedBinding | AccumulatedBinding | undefined {
  const declaration = declarator.parent;
  const loop = declaration?.parent;
  if (declarator.id.type !== 'Identifier' || ((loop?.type === 'ForInStatement' || loop?.type === 'ForOfStatement') && loop.left === declaration)) {
    return undefined;
  }
  const values: Expression[] = declarator.init ? [declarator.init] : [];
  const assignments: TSESTree.AssignmentExpression[] = [];
  for (const reference of references) {
    if (reference.init === true || !reference.isWrite()) continue;
    const write = (reference.identifier as Node).parent;
    // `cached ??= load()` leaves the value it had or gives it `load()`: one more value, like `=`
    if (write?.type !== 'AssignmentExpression' || (!ASSIGNING.has(write.operator) && !UPDATING.has(write.operator)) || write.left !== reference.identifier) return undefined;
    assignments.push(write);
    values.push(write.right);
  }
  if (assignments.length === 0) return undefined;
  const added = assignments.filter((assignment) => assignment.operator === '+=').length;
  // `acc = (acc << 8) | byte; acc &= 63; bits += 8`: a number worked on in place, each write what its operation makes of
  // the value before (the write itself, which reads the variable)
  const updated = assignments.some((assignment) => UPDATING.has(assignment.operator));
  if (updated) {
    const seed = declarator.init;
    if (seed && (isStringLiteral(seed) || seed.type === 'TemplateLiteral')) return undefined;
    // (`values` starts with the declared value, where there is one)
    const first = values.length - assignments.length;
    for (const [index, assignment] of assignments.entries()) if (assignment.operator !== '=') values[first + index] = assignment;
  }
  if (added === 0 || updated) {
    const reads = references.filter((reference) => reference.isRead()).map((reference) => reference.identifier.range[0]);
    const readsItself = values.map((value) => reads.some((at) => at >= value.range[0] && at < value.range[1]));
    return { kind: 'assigned', values, readsItself, assignments, declarator };
  }
  // pieces added to text the name starts with; added to a number, or to a value given by `=` somewhere (what it holds
  // then depends on the order they run in), it is not followed
  const seed = declarator.init;
  if (added < assignments.length || !seed || !(isStringLiteral(seed) || seed.type === 'TemplateLiteral')) return undefined;
  return { kind: 'accumulated', seed, pieces: values.slice(1) };
}

function importBinding(specifier: Node): Binding | undefined {
  if (specifier.type === 'TSImportEqualsDeclaration') {
    const reference = specifier.moduleReference;
    if (reference.type !== 'TSExternalModuleReference' || specifier.importKind === 'type') return undefined;
    const source = reference.expression;
    return source.type === 'Literal' && typeof source.value === 'string'
      ? { kind: 'import', source: source.value, imported: undefined, form: 'require' }
      : undefined;
  }
  const declaration = specifier.parent;
  if (declaration?.type !== 'ImportDeclaration' || declaration.importKind === 'type') return undefined;
  const source = declaration.source.value;
  switch (specifier.type) {
    case 'ImportSpecifier': {
      if (specifier.importKind === 'type') return undefined;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      return imported === 'default' ? { kind: 'import', source, imported: undefined, form: 'default' } : { kind: 'import', source, imported, form: 'named' };
    }
    case 'ImportDefaultSpecifier':
      return { kind: 'import', source, imported: undefined, form: 'default' };
    case 'ImportNamespaceSpecifier':
      return { kind: 'import', source, imported: undefined, form: 'namespace' };
    default:
      return undefined;
  }
}

/** The element of a function's parameter list that contains the binding. */
function parameterRoot(name: Node): Node | undefined {
  let current: Node = name;
  while (current.parent) {
    const parent: Node = current.parent;
    if (isFunctionNode(parent)) return parent.params.includes(current as TSESTree.Parameter) ? current : undefined;
    if (parent.type === 'TSParameterProperty') return parent.parameter === current ? current : undefined;
    current = parent;
  }
  return undefined;
}

/**
 * The steps from the value assigned to `root` down to `name`:
 * `const { a: [, b = 1] } = v` gives `b` the path property a → index 1 → default 1.
 */
export function patternPath(name: TSESTree.Identifier, root: Node): PatternStep[] | undefined {
  const steps: PatternStep[] = [];
  let current: Node = name;
  while (current !== root) {
    const parent: Node | undefined = current.parent;
    if (!parent) return undefined;
    switch (parent.type) {
      case 'AssignmentPattern':
        if (parent.left !== current) return undefined;
        steps.push({ type: 'default', value: parent.right });
        break;
      case 'Property': {
        if (parent.value !== current) return undefined;
        const key = getStaticKeyName(parent.key, parent.computed);
        if (key === undefined) return undefined;
        steps.push({ type: 'property', name: key });
        break;
      }
      case 'ArrayPattern':
        if (current.type === 'RestElement') break;
        steps.push({ type: 'index', index: parent.elements.indexOf(current as TSESTree.DestructuringPattern) });
        break;
      case 'RestElement':
        steps.push({ type: 'rest' });
        break;
      case 'ObjectPattern':
      case 'TSParameterProperty':
        break;
      default:
        return undefined;
    }
    current = parent;
  }
  return steps.reverse();
}

function isStringLiteral(node: Expression): boolean {
  return node.type === 'Literal' && typeof node.value === 'string';
}

/** A parameter, and the members read from it on the way to a name: `secret` of `const { secret } = opts` is `opts.secret`. */
export interface ParameterMember {
  readonly fn: FunctionNode;
  /** Which parameter of `fn` it is read from. */
  readonly position: number;
  /** Its position when the parameter is given whole and never reassigned (see the `parameter` binding's `index`). */
  readonly index: number | undefined;
  readonly path: readonly string[];
}

const MAX_PARAMETER_STEPS = 4;

/** Whether `target` is a member of a parameter, however deep (`call.resume`, `ctx.state.trip`): of an object the function was handed. */
export function isParameterMember(sourceCode: SourceCode, target: Node): boolean {
  if (target.type !== 'MemberExpression') return false;
  let root: Node = skipValueWrappers(target.object);
  while (root.type === 'MemberExpression') root = skipValueWrappers(root.object);
  return root.type === 'Identifier' && resolveBinding(sourceCode, root)?.kind === 'parameter';
}

/**
 * The parameter a name is read from, through destructured parameters (`({ secret }) => …`) and `const`s that destructure
 * or read members of one (`const { secret } = opts`, `const secret = opts.secret`): each step a property, with
 * defaults of `{}` only. Undefined for anything else (an index, a rest, a normalized parameter, a reassigned name).
 */
export function parameterMemberOf(sourceCode: SourceCode, node: Node): ParameterMember | undefined {
  const suffix: string[] = [];
  let current = skipValueWrappers(node);
  for (let steps = 0; steps < MAX_PARAMETER_STEPS; steps += 1) {
    while (current.type === 'MemberExpression' && !current.computed && current.property.type === 'Identifier') {
      suffix.unshift(current.property.name);
      current = skipValueWrappers(current.object);
    }
    if (current.type !== 'Identifier') return undefined;
    const binding = resolveBinding(sourceCode, current);
    const names = binding && 'path' in binding ? propertyNames(binding.path) : undefined;
    if (!binding || !names) return undefined;
    if (binding.kind === 'parameter') {
      if (!binding.fn || binding.position === undefined || binding.normalizations) return undefined;
      if (names.length === 0 && binding.index === undefined) return undefined;
      return { fn: binding.fn, position: binding.position, index: binding.index, path: [...names, ...suffix] };
    }
    if (binding.kind !== 'initialized' || names.length === 0) return undefined;
    suffix.unshift(...names);
    current = skipValueWrappers(binding.init);
  }
  return undefined;
}

/** The property names of a destructuring path, with defaults of `{}` passed over; undefined past any other step. */
function propertyNames(path: readonly PatternStep[]): string[] | undefined {
  const names: string[] = [];
  for (const step of path) {
    if (step.type === 'property') names.push(step.name);
    else if (step.type !== 'default' || skipValueWrappers(step.value).type !== 'ObjectExpression') return undefined;
  }
  return names;
}
