import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, getPlainArguments, isNodeOf, memberChainStart, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterDefault, parameterMemberOf, resolveBinding } from '../scope/bindings.js';
import { fromChainStart } from '../values/foreign-values.js';
import { classConstructor, constructorParameterProperty, thisFieldWrites } from '../scope/members.js';
import { injectedTokenOf } from '../scope/injection-providers.js';
import { serviceKeyRead } from '../scope/imported-calls.js';
import { getLoadedSpecifier, GLOBALS, isProjectSpecifier, isReferenceTo } from '../scope/modules.js';
import { staticProperty } from '../values/object-literals.js';
import { bindsContainerValue, invocationsOf, mayRegisterPlugins } from './plugin-registrations.js';
import { constructorCalled, superConstructorCalled } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { isPublicKeyDerivation } from './public-key-derivations.js';
import { convertedValue } from './key-fallbacks.js';
import { findKeySites, isKeyedHashOfSecret, mayHaveKeySites, type KeySite } from './state-keys.js';

/**
 * Which argument of a call becomes a key: parameter `index` whole, or the member `path` names in it (`['secret']` in
 * `makeSealer({ secret })`, `['settings', 'statePassphrase']` in `callTool(params, { settings })`).
 */
interface KeyParameter {
  readonly index: number;
  readonly path: readonly string[];
  readonly site: KeySite;
  /** The site is an HMAC keyed with the parameter over a secret: what is passed labels the secret (see `KeySite`). */
  readonly labelsSecret: boolean;
}

/** How many members deep a key parameter may lie in what a call passes. */
const MAX_PATH = 3;


/**
 * The keys a call hands to signing code through a project function's summary: a parameter of the function (or a
 * property of an options parameter) that becomes a key in its body or in a closure it makes (`importHmacKey(raw)`
 * with `crypto.subtle.importKey('raw', enc.encode(raw), …)`, `makeSealer({ secret })` with `createHmac('sha256',
 * secret)`). Each site's key is what this call passes there, judged at the call.
 */
export function findKeyParameterSites(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression): KeySite[] {
  const bound = call.type === 'CallExpression' ? containerBoundKeySites(mcp, call) : [];
  if (bound.length > 0) return bound;
  const plain = getPlainArguments(call);
  // only a value written here (or a constant imported by name) can be judged here; and a callee from a module whose
  // text names nothing that signs hands no key on: its module is not read
  const writesKey = (argument: Expression | undefined) => argument !== undefined && mayBeWrittenKey(mcp, argument, 0);
  // a framework's registration hands its plugin options written inside the registration's own arguments
  if (!plain || !(plain.some(writesKey) || mayRegisterPlugins(call))) return [];
  const sites: KeySite[] = [];
  for (const { fn, arguments: argumentsOf } of invocationsOf(mcp, call, (callee) => mcp.provenance.calleeMaySign(callee))) {
    if (!argumentsOf.some(writesKey)) continue;
    for (const parameter of keyParametersOf(mcp, fn)) {
      const argument = argumentsOf[parameter.index];
      const site = argument && passedKeySite(mcp, call, argument, parameter);
      if (site) sites.push(site);
    }
  }
  return sites;
}

/**
 * `container.bind(TYPES.StateKey).toConstantValue(deriveStateKey())` (InversifyJS): what every constructor parameter
 * `@inject(TYPES.StateKey)` of a class the module binds (`container.bind(…).to(StateTokenService)`) is given, judged
 * here where that parameter becomes a key.
 */
function containerBoundKeySites(mcp: McpFile, call: TSESTree.CallExpression): KeySite[] {
  if (!bindsContainerValue(call)) return [];
  const [value] = getPlainArguments(call) ?? [];
  const [token] = (getMethodReceiver(call) as TSESTree.CallExpression).arguments;
  if (!value || !token || token.type === 'SpreadElement') return [];
  const tokenText = mcp.sourceCode.getText(token);
  const sites: KeySite[] = [];
  for (const other of mcp.calls) {
    const [bound] = getMethodName(other) === 'to' ? other.arguments : [];
    const owner = bound && bound.type !== 'SpreadElement' ? mcp.provenance.of(bound).memberOwner : undefined;
    const constructor = owner?.kind === 'class' ? classConstructor(owner.of.body) : undefined;
    if (!constructor) continue;
    const declaring = fileOwning(mcp, constructor).sourceCode;
    for (const [index, declared] of constructor.params.entries()) {
      const injected = injectedTokenOf(declared);
      if (!injected || declaring.getText(injected) !== tokenText) continue;
      for (const parameter of keyParametersOf(mcp, constructor)) {
        const site = parameter.index === index && parameter.path.length === 0 ? passedKeySite(mcp, call, value, parameter) : undefined;
        if (site) sites.push(site);
      }
    }
  }
  return sites;
}

/**
 * What a call passes for a key parameter, followed along its path: through the object literals written here (reported at
 * the property that holds the key, or the last one on the way), then, in an object another module makes
 * (`makeCodec(loadConfig())`, `{ settings }` with `settings = readSettings(env)`), by its member's value, reported here.
 */
function passedKeySite(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression, argument: Expression, parameter: KeyParameter): KeySite | undefined {
  const use = parameter.site.use;
  let key = argument;
  let node: Node = argument;
  for (const [step, name] of parameter.path.entries()) {
    const whole = mcp.provenance.of(key);
    const literal = whole.objectLiteral && isNodeOf(mcp.sourceCode.ast, whole.objectLiteral) ? whole.objectLiteral : undefined;
    if (!literal) {
      if (!whole.foreignMembers && !whole.objectLiteral && !whole.alternatives) return undefined;
      // the caller's own parameter, known by its declared type: what its callers pass is judged at their calls
      if (whole.isParameter || whole.memberOfParameter) return undefined;
      const value = parameter.path.slice(step + 1).reduce((member, next) => mcp.provenance.memberValue(member, next, key), mcp.provenance.memberValue(whole, name, key));
      return { use, key, node, call, value, member: parameter.path.slice(step), labelsSecret: parameter.labelsSecret };
    }
    const property = staticProperty(literal, name);
    // `new StateSealer({ ...state, now })`: a member no property here writes is the spread object's, judged here
    if (!property && literal.properties.some((written) => written.type === 'SpreadElement')) {
      const value = parameter.path.slice(step + 1).reduce((member, next) => mcp.provenance.memberValue(member, next, key), mcp.provenance.memberValue(whole, name, key));
      return { use, key, node, call, value, member: parameter.path.slice(step), labelsSecret: parameter.labelsSecret };
    }
    const type: string | undefined = property?.value.type;
    if (!property || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') return undefined;
    key = property.value as Expression;
    // a key in an options object is reported at its property (the last one written here on the way)
    node = property;
  }
  return { use, key, node, call, labelsSecret: parameter.labelsSecret };
}

/**
 * Whether an argument may hold a key written in this file, whose weakness can be judged here: text (a literal, a
 * template, a fallback `x ?? 'dev'`), bytes of text (`Buffer.from('…')`), an options object holding one, or a `const`
 * given one. Anything else is judged where it is made.
 */
function mayBeWrittenKey(mcp: McpFile, node: Node, depth: number): boolean {
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string';
    case 'TemplateLiteral':
    case 'LogicalExpression':
      return true;
    case 'ConditionalExpression':
      // `current ? decode(current) : encode(\`app:${pid}\`)`: either branch may be written here
      return depth < 3 && (mayBeWrittenKey(mcp, expression.consequent, depth + 1) || mayBeWrittenKey(mcp, expression.alternate, depth + 1));
    case 'ObjectExpression':
      return depth < 3 && expression.properties.some((property) => mayBeWrittenKey(mcp, property.type === 'Property' ? property.value : property.argument, depth + 1));
    case 'CallExpression':
    case 'NewExpression':
      return (
        (depth < 2 && expression.arguments.some((argument) => argument.type !== 'SpreadElement' && mayBeWrittenKey(mcp, argument, depth + 1))) ||
        (expression.type === 'CallExpression' && (madeByImportedFunction(mcp, expression) || isRandomMadeHere(mcp, expression) || isPublicKeyDerivation(mcp, expression)))
      );
    case 'MemberExpression':
      // `cfg.stateSecret` of a config another module made (`const cfg = loadConfig()`, `import { config }`)
      return depth < 2 && readsMadeObject(mcp, expression);
    case 'Identifier': {
      if (depth >= 2) return false;
      const binding = resolveBinding(mcp.sourceCode, expression);
      // a key derived from public facts is judged wherever it is handed on, as what it is made of is known
      if (binding?.kind === 'import') return (depth === 0 && binding.form === 'named') || isPublicKeyDerivation(mcp, expression);
      if (binding?.kind !== 'initialized') return false;
      if (binding.path.length === 0) return mayBeWrittenKey(mcp, binding.init, depth + 1);
      // `const { key } = resolveStateKey(env)` of another module of the project, `const { stateSecret } = config.settings`
      const init = skipValueWrappers(binding.init);
      if (init.type === 'MemberExpression') return readsMadeObject(mcp, init);
      // `const { state } = r.resolve(TOKENS.config)`: a member of a service a locator hands out
      if (init.type === 'CallExpression' && serviceKeyRead(mcp.sourceCode, init) !== undefined) return true;
      // `const { STATE_SECRET } = require('./lib/secret')`: a constant required by name, as `import { STATE_SECRET }` is
      if (depth === 0 && init.type === 'CallExpression' && binding.path.length === 1 && isProjectRequire(mcp, init)) return true;
      return init.type === 'CallExpression' && madeByImportedFunction(mcp, init);
    }
    default:
      return false;
  }
}

/** `require('./lib/secret')`: a module of the project loaded by the global `require`. */
function isProjectRequire(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const specifier = getLoadedSpecifier(call);
  return specifier !== undefined && isProjectSpecifier(specifier) && isReferenceTo(mcp.provenance.of(call.callee).reference, GLOBALS, 'require');
}

/** `crypto.getRandomValues(new Uint8Array(8))`, `randomBytes(16)` called here: how many random bytes it has is written here. */
function isRandomMadeHere(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return mcp.provenance.of(call).kind === 'random';
}

/**
 * `cfg.stateSecret`, `config.state.key`: a member of an object imported from a module of the project, or made by a
 * function of one (`const cfg = loadConfig()`), whose value that module writes and the analysis reads there.
 */
function readsMadeObject(mcp: McpFile, member: TSESTree.MemberExpression): boolean {
  const object = memberChainStart(member.object);
  // `keyring().signing`: a member of what a function of another module hands back; `l.get('config').state`: of a
  // service a locator hands out
  if (object.type === 'CallExpression') return madeByImportedFunction(mcp, object) || serviceKeyRead(mcp.sourceCode, object) !== undefined;
  if (object.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, object);
  if (binding?.kind === 'import') return isProjectSpecifier(binding.source);
  // `build(config = loadConfig())`: the default is one of the values it holds
  const made = binding?.kind === 'initialized' && binding.path.length === 0 ? binding.init : parameterDefault(binding);
  if (!made) return false;
  const init = skipValueWrappers(made);
  // `const config = require('./config')`: the module's exports
  const loaded = getLoadedSpecifier(init);
  if (loaded !== undefined) return isProjectSpecifier(loaded);
  // `container.resolve(AppConfig)`: an instance of a class of another module, whose members that module gives
  if (init.type === 'CallExpression' && (madeByImportedFunction(mcp, init) || isForeignInstance(mcp, init))) return true;
  // `keys.verifying.find((k) => k.id === kid)`: an element of a list another module makes (a key ring)
  const list = init.type === 'CallExpression' && ELEMENT_PICKERS.has(getMethodName(init) ?? '') ? getMethodReceiver(init) : undefined;
  const held = list && skipValueWrappers(list);
  return held?.type === 'MemberExpression' && readsMadeObject(mcp, held);
}

/** Methods that hand back one element of a list. */
const ELEMENT_PICKERS: ReadonlySet<string> = new Set(['find', 'findLast', 'at']);

function isForeignInstance(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const value = mcp.provenance.of(call);
  return value.memberOwner?.kind === 'instance' && value.foreign !== undefined;
}

/** `loadConfig()` of another module of the project: what it returns is written there, and may hold a key. */
function madeByImportedFunction(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const callee = skipValueWrappers(call.callee);
  return callee.type === 'Identifier' && isTakenFromProject(mcp, callee);
}

/**
 * A name imported from a module of the project, or taken from one that is loaded (`const { loadKeys } =
 * require('./lib/keys')`, `const { resolveStateKey } = await import('./security/index.js')`).
 */
function isTakenFromProject(mcp: McpFile, name: TSESTree.Identifier): boolean {
  const binding = resolveBinding(mcp.sourceCode, name);
  if (binding?.kind === 'import') return isProjectSpecifier(binding.source);
  if (binding?.kind !== 'initialized') return false;
  let loaded: Node = skipValueWrappers(binding.init);
  if (loaded.type === 'AwaitExpression') loaded = skipValueWrappers(loaded.argument);
  const specifier = loaded.type === 'CallExpression' || loaded.type === 'ImportExpression' ? getLoadedSpecifier(loaded) : undefined;
  return specifier !== undefined && isProjectSpecifier(specifier);
}

const summariesByOwner = new WeakMap<McpFile, Map<FunctionNode, KeyParameter[]>>();

/** The key parameters of every function of `fn`'s module, found in one pass over its key sites. */
function keyParametersOf(mcp: McpFile, fn: FunctionNode): readonly KeyParameter[] {
  const owner = fileOwning(mcp, fn);
  let summaries = summariesByOwner.get(owner);
  if (!summaries) {
    const found = new Map<FunctionNode, KeyParameter[]>();
    summaries = found;
    summariesByOwner.set(owner, found);
    fromChainStart(() => {
      // a module that names nothing a key is handed to has no key sites of its own
      const calls = mayHaveKeySites(owner.vocabulary) ? owner.calls : [];
      for (const inner of calls) {
        for (const site of findKeySites(owner.provenance, inner)) addKeyParameters(owner, found, inner, site.key, site, [], site.use === 'hmac' && isKeyedHashOfSecret(owner.provenance, owner.sourceCode, site));
      }
      // its functions may still hand a parameter on to another module's key parameter
      if (found.size > 0 || owner.provenance.importsMaySign()) passOnKeyParameters(owner, found);
    });
  }
  return summaries.get(fn) ?? [];
}

/**
 * Records `key` (or its member `suffix` names) as a key parameter of each function around `at` it is a parameter of,
 * or of the class's constructor.
 */
function addKeyParameters(owner: McpFile, summaries: Map<FunctionNode, KeyParameter[]>, at: Node, key: Expression, site: KeySite, suffix: readonly string[], labelsSecret: boolean): boolean {
  let added = false;
  const add = (fn: FunctionNode, parameter: ParameterPath) => {
    const path = [...parameter.path, ...suffix];
    if (path.length > MAX_PATH) return;
    const list = summaries.get(fn) ?? [];
    if (list.some((known) => known.index === parameter.index && known.path.join('.') === path.join('.'))) return;
    list.push({ index: parameter.index, path, site, labelsSecret });
    summaries.set(fn, list);
    added = true;
  };
  // `this.#key`, set from a parameter of the constructor or of a builder's method (`withKey(key) { this.key = key; return this; }`)
  for (const field of fieldParametersOf(owner, key)) add(field.fn, field.parameter);
  for (const set of moduleVariableParametersOf(owner, key)) add(set.fn, set.parameter);
  // the site's key may be a parameter of any function around it (a factory's option used in its closure)
  for (let around = getEnclosingFunction(at); around.type !== 'Program'; around = getEnclosingFunction(around)) {
    const parameter = parameterOf(owner, around, key);
    if (parameter) add(around, parameter);
  }
  return added;
}

const MAX_ROUNDS = 3;

/**
 * A function of the module that hands its own parameter on to one of the module's key parameters (`sealPayout(key, …)`
 * calling `seal(key, …)` calling `tag(key, …)`) has that key parameter too: a few rounds, each one call deeper.
 */
function passOnKeyParameters(owner: McpFile, summaries: Map<FunctionNode, KeyParameter[]>): void {
  // only a call that passes a parameter of a function around it (whole, a member of it, or in an object literal) hands one on
  const calls = [...owner.calls, ...owner.newExpressions].filter((call) => call.arguments.some((argument) => argument.type !== 'SpreadElement' && passesParameter(owner, argument, 0)));
  const calleeOf = new Map<Node, FunctionNode | undefined>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let added = false;
    for (const call of calls) {
      const argumentsOf = getPlainArguments(call);
      if (!argumentsOf) continue;
      if (!calleeOf.has(call)) calleeOf.set(call, handedOnTo(owner, call));
      const callee = calleeOf.get(call);
      // a function of another module: its own module's summary
      const parameters = callee && (fileOwning(owner, callee) === owner ? summaries.get(callee) : keyParametersOf(owner, callee));
      if (!parameters) continue;
      for (const parameter of parameters) {
        const argument = argumentsOf[parameter.index];
        const handed = argument && memberPassed(argument, parameter.path);
        if (handed && addKeyParameters(owner, summaries, call, handed.node, parameter.site, handed.rest, parameter.labelsSecret)) added = true;
      }
    }
    if (!added) return;
  }
}

/** The function a call of the module runs: a function or class of the module, or another module's that may sign. */
function handedOnTo(owner: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression): FunctionNode | undefined {
  if (call.type === 'NewExpression') return constructorCalled(owner, call);
  // `super(stateKey)` in a subclass's constructor: the base class's, wherever it is declared
  if (call.callee.type === 'Super') return superConstructorCalled(owner, call);
  if (!owner.provenance.calleeMaySign(call.callee)) return undefined;
  return owner.provenance.of(call.callee).functionNode;
}

/**
 * The node a call passes for the member `path` names in an argument: the argument itself with the whole path left
 * (`callTool(params, ctx)` hands `ctx` on with `settings.statePassphrase` still to read), or the value of an object
 * literal's property on the way (`encrypt({ key: opts.secret })`).
 */
function memberPassed(argument: Expression, path: readonly string[]): { node: Expression; rest: readonly string[] } | undefined {
  let node = argument;
  for (const [step, name] of path.entries()) {
    const object = skipValueWrappers(node);
    if (object.type !== 'ObjectExpression') return { node, rest: path.slice(step) };
    const property = staticProperty(object, name);
    const type: string | undefined = property?.value.type;
    if (!property || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') return undefined;
    node = property.value as Expression;
  }
  return { node, rest: [] };
}

/** Whether an argument is, or holds, a parameter of a function around it: `key`, `opts.secret`, `{ key: opts.secret }`. */
function passesParameter(owner: McpFile, node: Node, depth: number): boolean {
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Identifier': {
      const binding = resolveBinding(owner.sourceCode, expression);
      return binding?.kind === 'parameter' || (binding?.kind === 'initialized' && depth < 2 && passesParameter(owner, binding.init, depth + 1));
    }
    case 'MemberExpression':
      return passesParameter(owner, expression.object, depth);
    case 'ObjectExpression':
      return depth < 2 && expression.properties.some((property) => property.type === 'Property' && passesParameter(owner, property.value, depth + 1));
    case 'CallExpression':
    case 'NewExpression':
      return depth < 2 && expression.arguments.some((argument) => argument.type !== 'SpreadElement' && passesParameter(owner, argument, depth + 1));
    default:
      return false;
  }
}

/**
 * `this.#key` (or `this.key`) in a method: each parameter the class assigns it from, in the constructor
 * (`constructor(key) { this.#key = key; }`, when nothing else assigns it) or in any method (`withKey(key) { this.key =
 * encode(key); return this; }`).
 */
function fieldParametersOf(owner: McpFile, key: Expression): { fn: FunctionNode; parameter: ParameterPath }[] {
  // `this.opts.secret`: the member `secret` of what the field `opts` is given
  const read = skipValueWrappers(key);
  if (read.type === 'MemberExpression' && !read.computed && read.property.type === 'Identifier' && skipValueWrappers(read.object).type === 'MemberExpression') {
    const name = read.property.name;
    return fieldParametersOf(owner, read.object as Expression).map(({ fn, parameter }) => ({ fn, parameter: { index: parameter.index, path: [...parameter.path, name] } }));
  }
  const declared = constructorParameterProperty(key);
  if (declared) return [{ fn: declared.fn, parameter: { index: declared.index, path: [] } }];
  const writes = thisFieldWrites(owner.sourceCode, key);
  return writes.flatMap((write) => {
    const fn = getEnclosingFunction(write);
    // a key the constructor sets and a method may replace (`rotate(next)`): what the constructor is given is not proven
    // to be the key it signs with; what the method is given is
    if (writes.length > 1 && fn.parent?.type === 'MethodDefinition' && fn.parent.kind === 'constructor') return [];
    const parameter = write.operator === '=' && fn.type !== 'Program' ? parameterOf(owner, fn, write.right) : undefined;
    return parameter ? [{ fn: fn as FunctionNode, parameter }] : [];
  });
}

/**
 * `keyBytes` of `let keyBytes = null` that one function of the module sets from its parameter (`configure(stateKey) {
 * keyBytes = enc.encode(stateKey) }`), as a constructor sets a field: what that function is given becomes the key.
 */
function moduleVariableParametersOf(owner: McpFile, key: Expression): { fn: FunctionNode; parameter: ParameterPath }[] {
  const read = skipValueWrappers(key);
  const binding = read.type === 'Identifier' ? resolveBinding(owner.sourceCode, read) : undefined;
  if (binding?.kind !== 'assigned' || binding.declarator.parent?.parent?.type !== 'Program') return [];
  const init = binding.declarator.init && skipValueWrappers(binding.declarator.init);
  const placeholder = !init || (init.type === 'Literal' && init.value === null) || (init.type === 'Identifier' && init.name === 'undefined');
  // one value given by one function, besides an empty start: with more, which is the key is not proven
  if (!placeholder || binding.assignments.length !== 1 || binding.assignments[0]!.operator !== '=') return [];
  const write = binding.assignments[0]!;
  const fn = getEnclosingFunction(write);
  if (fn.type === 'Program') return [];
  const parameter = parameterOf(owner, fn, write.right);
  return parameter ? [{ fn, parameter }] : [];
}

const MAX_STEPS = 8;

/** `options = options || {}`: what a call passes, when it passes anything; an object of its own otherwise. */
function defaultsToObject(value: Expression, parameter: TSESTree.Identifier): boolean {
  const expression = skipValueWrappers(value);
  if (expression.type !== 'LogicalExpression' || expression.operator === '&&') return false;
  const left = skipValueWrappers(expression.left);
  return left.type === 'Identifier' && left.name === parameter.name && skipValueWrappers(expression.right).type === 'ObjectExpression';
}

function isEmptyObject(node: Node): boolean {
  const expression = skipValueWrappers(node);
  return expression.type === 'ObjectExpression' && expression.properties.length === 0;
}

/** A parameter of a function, or the member `path` names in it. */
interface ParameterPath {
  readonly index: number;
  readonly path: readonly string[];
}

/**
 * The parameter of `fn` a key is, through `const`s and conversions (`enc.encode(raw)`, `Buffer.from(raw, 'hex')`), or
 * the member of a parameter it is read from (`opts.key`, `settings.statePassphrase` with `{ settings }` destructured).
 */
function parameterOf(owner: McpFile, fn: FunctionNode, key: Expression): ParameterPath | undefined {
  let node: Node = skipValueWrappers(key);
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      const whole = skipValueWrappers(node.object);
      const options = whole.type === 'Identifier' || whole.type === 'MemberExpression' ? parameterOf(owner, fn, whole) : undefined;
      return options && options.path.length < MAX_PATH ? { index: options.index, path: [...options.path, node.property.name] } : undefined;
    }
    if (node.type === 'Identifier') {
      const binding = resolveBinding(owner.sourceCode, node);
      if (binding?.kind === 'parameter') {
        if (binding.fn !== fn || binding.position === undefined || (binding.normalizations && !binding.normalizations.every((value) => defaultsToObject(value, node as TSESTree.Identifier)))) return undefined;
        // `{ key, ttlSeconds } = {}`: the options the caller passes, or none
        const kept = binding.path.filter((each) => !(each.type === 'default' && isEmptyObject(each.value)));
        if (kept.length === 0) return binding.index === undefined ? undefined : { index: binding.index, path: [] };
        const path = kept.map((step) => (step.type === 'property' ? step.name : undefined));
        return path.every((name) => name !== undefined) && path.length <= MAX_PATH ? { index: binding.position, path: path as string[] } : undefined;
      }
      // `const { secret } = opts`: the option of the parameter it is read from
      const member = binding?.kind === 'initialized' && binding.path.length > 0 && binding.path[0]!.type === 'property' ? parameterMemberOf(owner.sourceCode, node) : undefined;
      if (member) return member.fn === fn && member.path.length <= MAX_PATH ? { index: member.position, path: member.path } : undefined;
      // `const [current] = keys`: a key of a list of keys (a rotation list), which the list's parameter hands in
      if (binding?.kind !== 'initialized' || !binding.path.every((step) => step.type === 'index')) return undefined;
      node = skipValueWrappers(binding.init);
      continue;
    }
    // `typeof key === 'string' ? enc.encode(key) : key`: the same parameter either way
    if (node.type === 'ConditionalExpression') {
      const [consequent, alternate] = [parameterOf(owner, fn, node.consequent), parameterOf(owner, fn, node.alternate)];
      return consequent && alternate && consequent.index === alternate.index && consequent.path.join('.') === alternate.path.join('.') ? consequent : undefined;
    }
    if (node.type !== 'CallExpression') return undefined;
    // a conversion of a parameter, or of an option: `enc.encode(raw)`, `Buffer.from(raw)`, `enc.encode(opts.secret)`
    const converted = convertedValue(owner.provenance, node);
    const [first] = getPlainArguments(node) ?? [];
    const value = owner.provenance.of(node);
    const next = converted ?? (value.passesParameter === undefined ? undefined : first);
    // `crypto.subtle.digest('SHA-256', enc.encode(seed))`: a key derived by hashing the one parameter it is made from
    const hashed = value.hashesParameters;
    if (!next && hashed?.length === 1 && getEnclosingFunction(node) === fn) return { index: hashed[0]!, path: [] };
    if (!next) return undefined;
    node = skipValueWrappers(next);
  }
  return undefined;
}
