import type { TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getPlainArguments, isNodeOf, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { getLoadedSpecifier, isProjectSpecifier } from '../scope/modules.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { isPublicKeyDerivation } from './public-key-derivations.js';
import { convertedValue } from './key-fallbacks.js';
import { findKeySites, mayHaveKeySites, type KeySite } from './state-keys.js';

/** Which argument of a call becomes a key: parameter `index`, or its property `property` (`makeSealer({ secret })`). */
interface KeyParameter {
  readonly index: number;
  readonly property: string | undefined;
  readonly site: KeySite;
}


/**
 * The keys a call hands to signing code through a project function's summary: a parameter of the function (or a
 * property of an options parameter) that becomes a key in its body or in a closure it makes (`importHmacKey(raw)`
 * with `crypto.subtle.importKey('raw', enc.encode(raw), …)`, `makeSealer({ secret })` with `createHmac('sha256',
 * secret)`). Each site's key is what this call passes there, judged at the call.
 */
export function findKeyParameterSites(mcp: McpFile, call: TSESTree.CallExpression | TSESTree.NewExpression): KeySite[] {
  const argumentsOf = getPlainArguments(call);
  // only a value written here (or a constant imported by name) can be judged here; and a callee from a module whose
  // text names nothing that signs hands no key on: its module is not read
  if (!argumentsOf || !argumentsOf.some((argument) => mayBeWrittenKey(mcp, argument, 0)) || !mcp.provenance.calleeMaySign(call.callee)) return [];
  const fn = call.type === 'NewExpression' ? constructorOf(mcp, call) : calleeFunctionOf(mcp, call);
  if (!fn) return [];
  const sites: KeySite[] = [];
  for (const parameter of keyParametersOf(mcp, fn)) {
    const argument = argumentsOf[parameter.index];
    if (!argument) continue;
    if (parameter.property === undefined) {
      sites.push({ use: parameter.site.use, key: argument, node: argument, call });
      continue;
    }
    const whole = mcp.provenance.of(argument);
    // an object literal of this file is judged by its property; one another module makes (`makeCodec(loadConfig())`)
    // by its member's value, reported here
    const literal = whole.objectLiteral && isNodeOf(mcp.sourceCode.ast, whole.objectLiteral) ? whole.objectLiteral : undefined;
    if (!literal && (whole.foreignMembers || whole.objectLiteral)) {
      sites.push({ use: parameter.site.use, key: argument, node: argument, call, value: mcp.provenance.memberValue(whole, parameter.property, argument) });
      continue;
    }
    const property = literal && staticProperty(literal, parameter.property);
    const type: string | undefined = property?.value.type;
    if (!property || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') continue;
    sites.push({ use: parameter.site.use, key: property.value as Expression, node: property, call });
  }
  return sites;
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
    case 'ObjectExpression':
      return depth < 2 && expression.properties.some((property) => property.type === 'Property' && mayBeWrittenKey(mcp, property.value, depth + 1));
    case 'CallExpression':
    case 'NewExpression':
      return (
        (depth < 2 && expression.arguments.some((argument) => argument.type !== 'SpreadElement' && mayBeWrittenKey(mcp, argument, depth + 1))) ||
        (expression.type === 'CallExpression' && (isPublicKeyDerivation(mcp, expression) || madeByImportedFunction(mcp, expression) || isRandomMadeHere(mcp, expression)))
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
      // `const { key } = resolveStateKey(env)` of another module of the project
      const init = skipValueWrappers(binding.init);
      return init.type === 'CallExpression' && madeByImportedFunction(mcp, init);
    }
    default:
      return false;
  }
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
  let object: Node = skipValueWrappers(member.object);
  while (object.type === 'MemberExpression') object = skipValueWrappers(object.object);
  if (object.type !== 'Identifier') return false;
  const binding = resolveBinding(mcp.sourceCode, object);
  if (binding?.kind === 'import') return isProjectSpecifier(binding.source);
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return false;
  const init = skipValueWrappers(binding.init);
  return init.type === 'CallExpression' && madeByImportedFunction(mcp, init);
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
    summaries = new Map();
    summariesByOwner.set(owner, summaries);
    // a module that names nothing a key is handed to has no key parameters
    const calls = mayHaveKeySites(owner.vocabulary) ? owner.calls : [];
    for (const inner of calls) for (const site of findKeySites(owner.provenance, inner)) addKeyParameters(owner, summaries, inner, site.key, site);
    if (summaries.size > 0) passOnKeyParameters(owner, summaries);
  }
  return summaries.get(fn) ?? [];
}

/** Records `key` as a key parameter of each function around `at` it is a parameter of, or of the class's constructor. */
function addKeyParameters(owner: McpFile, summaries: Map<FunctionNode, KeyParameter[]>, at: Node, key: Expression, site: KeySite): boolean {
  let added = false;
  const add = (fn: FunctionNode, parameter: { index: number; property: string | undefined }) => {
    const list = summaries.get(fn) ?? [];
    if (list.some((known) => known.index === parameter.index && known.property === parameter.property)) return;
    list.push({ ...parameter, site });
    summaries.set(fn, list);
    added = true;
  };
  // `this.#key`, set once from a parameter of the constructor
  const field = constructorParameterOf(owner, key);
  if (field) add(field.fn, field.parameter);
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
  const calls = [...owner.calls, ...owner.newExpressions];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let added = false;
    for (const call of calls) {
      const argumentsOf = getPlainArguments(call);
      if (!argumentsOf || argumentsOf.length === 0) continue;
      const callee = call.type === 'NewExpression' ? constructorOf(owner, call) : owner.provenance.of(call.callee).functionNode;
      const parameters = callee && summaries.get(callee);
      if (!parameters) continue;
      for (const parameter of parameters) {
        const argument = parameter.property === undefined ? argumentsOf[parameter.index] : undefined;
        if (argument && addKeyParameters(owner, summaries, call, argument, parameter.site)) added = true;
      }
    }
    if (!added) return;
  }
}

/** The constructor `new X(…)` runs, when `X` is a class of the project. */
function constructorOf(mcp: McpFile, construction: TSESTree.NewExpression): FunctionNode | undefined {
  const callee = skipValueWrappers(construction.callee);
  if (callee.type !== 'Identifier') return undefined;
  const binding = resolveBinding(mcp.sourceCode, callee);
  if (binding?.kind === 'class') return classConstructor(binding.node.body);
  // a class another module of the project exports
  const owner = binding?.kind === 'import' ? mcp.provenance.of(callee).memberOwner : undefined;
  return owner?.kind === 'class' ? classConstructor(owner.of.body) : undefined;
}

function classConstructor(body: TSESTree.ClassBody): FunctionNode | undefined {
  for (const member of body.body) if (member.type === 'MethodDefinition' && member.kind === 'constructor' && member.value.type === 'FunctionExpression') return member.value;
  return undefined;
}

/**
 * `this.#key` (or `this.key`) in a method, when the class assigns it only once, in its constructor, a parameter of
 * the constructor (`constructor(key) { this.#key = key; }`): that parameter.
 */
function constructorParameterOf(owner: McpFile, key: Expression): { fn: FunctionNode; parameter: { index: number; property: string | undefined } } | undefined {
  const member = skipValueWrappers(key);
  if (member.type !== 'MemberExpression' || member.object.type !== 'ThisExpression' || member.computed) return undefined;
  const name = member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : member.property.name;
  let body: Node | undefined = member.parent;
  while (body && body.type !== 'ClassBody') body = body.parent;
  if (!body) return undefined;
  const constructor = classConstructor(body);
  if (!constructor) return undefined;
  const writes: TSESTree.AssignmentExpression[] = [];
  collectFieldWrites(owner, body, name, writes);
  const [write] = writes;
  if (writes.length !== 1 || !write || write.operator !== '=' || getEnclosingFunction(write) !== constructor) return undefined;
  const parameter = parameterOf(owner, constructor, write.right);
  return parameter && { fn: constructor, parameter };
}

function collectFieldWrites(owner: McpFile, node: Node, name: string, writes: TSESTree.AssignmentExpression[]): void {
  if (writes.length > 1) return;
  if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression' && node.left.object.type === 'ThisExpression' && !node.left.computed) {
    const property = node.left.property;
    if ((property.type === 'PrivateIdentifier' ? `#${property.name}` : property.type === 'Identifier' ? property.name : '') === name) writes.push(node);
  }
  for (const key of owner.sourceCode.visitorKeys[node.type] ?? []) {
    const child = (node as unknown as Record<string, unknown>)[key];
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof item === 'object' && 'type' in item) collectFieldWrites(owner, item as Node, name, writes);
    }
  }
}
const MAX_STEPS = 8;

function isEmptyObject(node: Node): boolean {
  const expression = skipValueWrappers(node);
  return expression.type === 'ObjectExpression' && expression.properties.length === 0;
}

/**
 * The parameter of `fn` a key is, through `const`s and conversions (`enc.encode(raw)`, `Buffer.from(raw, 'hex')`), or
 * the property of an options parameter it is read from (`opts.key`).
 */
function parameterOf(owner: McpFile, fn: FunctionNode, key: Expression): { index: number; property: string | undefined } | undefined {
  let node: Node = skipValueWrappers(key);
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      const whole = skipValueWrappers(node.object);
      const options = whole.type === 'Identifier' ? parameterOf(owner, fn, whole) : undefined;
      return options && options.property === undefined ? { index: options.index, property: node.property.name } : undefined;
    }
    if (node.type === 'Identifier') {
      const binding = resolveBinding(owner.sourceCode, node);
      if (binding?.kind === 'parameter') {
        if (binding.fn !== fn || binding.position === undefined || binding.normalizations) return undefined;
        // `{ key, ttlSeconds } = {}`: the options the caller passes, or none
        const [step, ...rest] = binding.path.filter((each) => !(each.type === 'default' && isEmptyObject(each.value)));
        if (!step) return binding.index === undefined ? undefined : { index: binding.index, property: undefined };
        return step.type === 'property' && rest.length === 0 ? { index: binding.position, property: step.name } : undefined;
      }
      // `const [current] = keys`: a key of a list of keys (a rotation list), which the list's parameter hands in
      if (binding?.kind !== 'initialized' || !binding.path.every((step) => step.type === 'index')) return undefined;
      node = skipValueWrappers(binding.init);
      continue;
    }
    if (node.type !== 'CallExpression') return undefined;
    // a conversion of a parameter, or of an option: `enc.encode(raw)`, `Buffer.from(raw)`, `enc.encode(opts.secret)`
    const converted = convertedValue(owner.provenance, node);
    const [first] = getPlainArguments(node) ?? [];
    const next = converted ?? (owner.provenance.of(node).passesParameter === undefined ? undefined : first);
    if (!next) return undefined;
    node = skipValueWrappers(next);
  }
  return undefined;
}
