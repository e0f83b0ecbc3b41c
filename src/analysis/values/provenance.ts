import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  findThisMethod,
  getMethodName,
  getPropertyName,
  getStaticKeyName,
  getStaticString,
  nodeAt,
  skipTypeWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { resolveBinding, type Binding, type PatternStep } from '../scope/bindings.js';
import { describeCryptoMethod, describeEncoderMethod, describeWellKnownCall, namesHash, namesSigner } from './crypto.js';
import { isSecretEnvironmentName } from './environment.js';
import {
  getLoadedSpecifier,
  globalReference,
  GLOBALS,
  isReferenceTo,
  memberReference,
  moduleReference,
  type ModuleNaming,
  type WellKnownReference,
} from '../scope/modules.js';
import { NodeMap } from '../syntax/node-map.js';
import { describeRequestMember, describeRequestMethodCall, isRequestObjectName } from './request-input.js';
import {
  concatenationOf,
  eitherOf,
  makeProvenance,
  transformed,
  unknownValue,
  type Provenance,
  type ValueType,
} from './provenance-model.js';
import { getFileVocabulary, type EnvironmentRead, type FileVocabulary } from './vocabulary.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Deeper chains of `a + b + …` or `const a = b; const b = c; …` are not followed: the answer is `unknown`. */
const MAX_DEPTH = 120;

/** Methods that keep where a string (or buffer) comes from. */
const STRING_TRANSFORMS = new Set([
  'toString',
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'normalize',
  'slice',
  'substring',
  'substr',
  'subarray',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'valueOf',
]);

const ARRAY_ELEMENT_READERS = new Set(['at', 'pop', 'shift', 'find', 'findLast']);

/** Where environment variables live: `process.env`, `import.meta.env`, `Bun.env`. */
const ENVIRONMENT_OBJECTS = new Set(['process.env', 'import.meta.env', 'Bun.env']);

/**
 * Answers "where does this value come from?" for the expressions of one file.
 * Every node and every function's return value is classified at most once, so asking about
 * all the nodes of a file costs time linear in its size.
 */
export class ProvenanceAnalysis {
  private readonly memo = new NodeMap<Node, Provenance>();
  private readonly returnsMemo = new Map<FunctionNode, Provenance>();
  private readonly inProgress = new Set<Node>();
  private depth = 0;
  private computesMacs: boolean | undefined;
  private readsSecretEnvironment: boolean | undefined;
  /** What the file's text rules out before any analysis. */
  readonly vocabulary: FileVocabulary;

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly naming: ModuleNaming,
  ) {
    this.vocabulary = getFileVocabulary(sourceCode, naming);
  }

  /**
   * Whether any value of the file can be a MAC or a signed token: the file names something that signs, or a hash
   * and a secret from the environment to feed it (a hash over a secret is a MAC made by hand).
   */
  mayComputeMacs(): boolean {
    this.computesMacs ??= namesSigner(this.vocabulary) || (namesHash(this.vocabulary) && this.mayReadSecretEnvironment());
    return this.computesMacs;
  }

  /**
   * Whether any value of the file can be a secret from the environment: an `env` is read by a secret name (with
   * `extraSecretWords` counted as secret words), by a constant name that is one, or used whole.
   */
  mayReadSecretEnvironment(extraSecretWords: readonly string[] = []): boolean {
    const isSecret = (read: EnvironmentRead) => this.isSecretEnvironmentRead(read, extraSecretWords);
    if (extraSecretWords.length > 0) return this.vocabulary.environmentReads().some(isSecret);
    this.readsSecretEnvironment ??= this.vocabulary.environmentReads().some(isSecret);
    return this.readsSecretEnvironment;
  }

  /**
   * Whether the `env` written at `read.index` reads a secret: it is an environment object (see {@link memberOf}),
   * read by a secret name or used whole. An `env` read by a harmless name is harmless whatever it is; one in a
   * comment, a string, or an object literal's key reads nothing; one destructured by that name or imported may be
   * `process.env`.
   */
  private isSecretEnvironmentRead({ index, name }: EnvironmentRead, extraSecretWords: readonly string[]): boolean {
    if (name !== undefined && !isSecretEnvironmentName(name, extraSecretWords)) return false;
    const written = nodeAt(this.sourceCode.ast, this.sourceCode.visitorKeys, index);
    const parent = written?.parent;
    if (!written || !parent) return false;
    if (parent.type === 'ImportSpecifier') return true;
    // `const { env } = process`, `{ env: e }`; but `{ schemaEnv: env }` reads `schemaEnv`, which no environment object is
    if (parent.type === 'Property' && parent.parent.type === 'ObjectPattern') return getStaticKeyName(parent.key, parent.computed) === 'env';
    const environment = parent.type === 'MemberExpression' && parent.property === written ? parent : written;
    if (environment.type !== 'MemberExpression' && environment.type !== 'Identifier') return false;
    if (!isEnvironmentObject(this.of(environment).reference)) return false;
    const read = environment.parent;
    if (read?.type !== 'MemberExpression' || read.object !== environment) return true;
    const key = getPropertyName(read) ?? this.staticKey(read);
    return key !== undefined && isSecretEnvironmentName(key, extraSecretWords);
  }

  /** Where the value of `node` comes from. */
  of(node: Node): Provenance {
    const cached = this.memo.get(node);
    if (cached) return cached;
    if (this.inProgress.has(node) || this.depth >= MAX_DEPTH) return unknownValue(node);
    this.inProgress.add(node);
    this.depth += 1;
    try {
      const result = this.classify(node);
      this.memo.set(node, result);
      return result;
    } finally {
      this.depth -= 1;
      this.inProgress.delete(node);
    }
  }

  /** The module export or global `node` refers to (`createHmac` imported any way, `Buffer.compare`), if any. */
  referenceOf(node: Node): WellKnownReference | undefined {
    return this.of(node).reference;
  }

  /** What a function returns: the alternatives of all its `return`s (literal early exits are fallbacks). */
  returnOf(fn: FunctionNode): Provenance {
    const cached = this.returnsMemo.get(fn);
    if (cached) return cached;
    if (this.inProgress.has(fn) || this.depth >= MAX_DEPTH || fn.generator) return unknownValue(fn);
    this.inProgress.add(fn);
    this.depth += 1;
    try {
      const result = this.classifyReturn(fn);
      this.returnsMemo.set(fn, result);
      return result;
    } finally {
      this.depth -= 1;
      this.inProgress.delete(fn);
    }
  }

  private readonly evaluate = (node: Expression): Provenance => this.of(node);

  private classifyReturn(fn: FunctionNode): Provenance {
    if (fn.body.type !== 'BlockStatement') return this.of(fn.body);
    let result: Provenance | undefined;
    walkOwnBody(fn, this.sourceCode.visitorKeys, (node) => {
      if (node.type !== 'ReturnStatement') return;
      const returned = node.argument ? this.of(node.argument) : makeProvenance('literal', node, { valueType: 'nullish' });
      result = result ? eitherOf(result, returned) : returned;
    });
    return result ?? makeProvenance('literal', fn, { valueType: 'nullish' });
  }

  private classify(node: Node): Provenance {
    switch (node.type) {
      case 'Literal':
        return literal(node);
      case 'TemplateLiteral':
        return node.expressions.length === 0
          ? makeProvenance('literal', node, { valueType: 'string' })
          : concatenationOf(node.expressions.map(this.evaluate), node);
      case 'Identifier':
        return this.classifyIdentifier(node);
      case 'MemberExpression':
        return this.memberOf(this.of(node.object), getPropertyName(node) ?? this.staticKey(node), node);
      case 'MetaProperty':
        return makeProvenance('unknown', node, {
          valueType: 'object',
          reference: globalReference(`${node.meta.name}.${node.property.name}`),
        });
      case 'CallExpression':
        return this.classifyCall(node);
      case 'NewExpression':
        return this.classifyConstruction(node);
      case 'ImportExpression': {
        const specifier = getStaticString(node.source);
        return specifier === undefined ? unknownValue(node) : this.moduleValue(node, specifier);
      }
      case 'BinaryExpression':
        return this.classifyBinary(node);
      case 'LogicalExpression': {
        const right = this.of(node.right);
        const either = eitherOf(this.of(node.left), right);
        // `a || b` and `a ?? b` are absent only when `b` is.
        return node.operator === '&&' ? either : { ...either, maybeAbsent: right.maybeAbsent || right.valueType === 'nullish' };
      }
      case 'ConditionalExpression':
        return eitherOf(this.of(node.consequent), this.of(node.alternate));
      case 'UnaryExpression':
        return classifyUnary(node);
      case 'UpdateExpression':
        return unknownValue(node, 'number');
      case 'AssignmentExpression':
        return node.operator === '=' ? this.of(node.right) : unknownValue(node);
      case 'SequenceExpression':
        return this.of(node.expressions[node.expressions.length - 1]!);
      case 'AwaitExpression':
        return this.of(node.argument);
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
        return this.of(node.expression);
      case 'ChainExpression':
        // `a?.b` is undefined when `a` is.
        return { ...this.of(node.expression), maybeAbsent: true };
      case 'ObjectExpression':
        return makeProvenance('unsigned-data', node, { valueType: 'object', objectLiteral: node });
      case 'ArrayExpression':
        return this.classifyArray(node);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return makeProvenance('unknown', node, { valueType: 'function', functionNode: node });
      default:
        return unknownValue(node);
    }
  }

  /** `obj[KEY]` with `const KEY = 'x'`: the key a constant spells. */
  private staticKey(member: TSESTree.MemberExpression): string | undefined {
    if (!member.computed) return undefined;
    const key = this.of(member.property);
    return key.kind === 'literal' && key.literalValue !== undefined ? String(key.literalValue) : undefined;
  }

  private classifyIdentifier(identifier: TSESTree.Identifier): Provenance {
    const binding = resolveBinding(this.sourceCode, identifier);
    if (!binding) return unknownValue(identifier);
    return this.bindingValue(identifier, binding);
  }

  private bindingValue(identifier: TSESTree.Identifier, binding: Binding): Provenance {
    switch (binding.kind) {
      case 'global':
        if (binding.name === 'undefined') return makeProvenance('literal', identifier, { valueType: 'nullish' });
        if (binding.name === 'NaN' || binding.name === 'Infinity') {
          return makeProvenance('literal', identifier, { valueType: 'number' });
        }
        return makeProvenance('unknown', identifier, { reference: globalReference(binding.name) });
      case 'initialized':
        return this.followPath(this.of(binding.init), binding.path, identifier);
      case 'parameter': {
        const parameter = makeProvenance('unknown', identifier, {
          isParameter: true,
          isRequestObject: binding.path.length === 0 && isRequestObjectName(identifier.name),
        });
        return this.followPath(parameter, binding.path, identifier);
      }
      case 'import':
        return this.moduleValue(identifier, binding.source, binding.imported);
      case 'function':
        return makeProvenance('unknown', identifier, { valueType: 'function', functionNode: binding.fn });
      case 'enum':
        return makeProvenance('unknown', identifier, { valueType: 'object', enumDeclaration: binding.declaration });
    }
  }

  private moduleValue(origin: Node, specifier: string, imported?: string): Provenance {
    const module = moduleReference(specifier, this.naming);
    return makeProvenance('unknown', origin, {
      reference: imported === undefined ? module : memberReference(module, imported),
    });
  }

  private followPath(value: Provenance, path: readonly PatternStep[], origin: Node): Provenance {
    let current = value;
    for (const step of path) {
      switch (step.type) {
        case 'property':
          current = this.memberOf(current, step.name, origin);
          break;
        case 'index':
          current = elementOf(current, origin);
          break;
        case 'rest':
          break;
        case 'default':
          current = eitherOf(current, this.of(step.value));
          break;
      }
    }
    return current;
  }

  private memberOf(object: Provenance, name: string | undefined, origin: Node): Provenance {
    if (object.reference && name !== undefined) {
      if (isEnvironmentObject(object.reference)) return environmentVariable(name, origin);
      return makeProvenance('unknown', origin, { reference: memberReference(object.reference, name) });
    }
    if (name === 'length' || name === 'byteLength' || name === 'size') return unknownValue(origin, 'number');
    if (object.valueType === 'array' && name !== undefined && /^\d+$/.test(name)) return elementOf(object, origin);
    if (object.objectLiteral) return this.propertyOfLiteral(object.objectLiteral, name, origin);
    if (object.enumDeclaration) return enumMember(object.enumDeclaration, name, origin);
    const requestInput = describeRequestMember(object, name, origin);
    if (requestInput) return requestInput;
    if (object.kind === 'untrusted') {
      return makeProvenance('untrusted', origin, { isCredential: object.isCredential, maybeAbsent: true });
    }
    // `args.adminToken` in `(args) => …`: the caller chose it, as it chose `args`.
    return makeProvenance('unknown', origin, { fromParameter: object.fromParameter });
  }

  private propertyOfLiteral(literal: TSESTree.ObjectExpression, name: string | undefined, origin: Node): Provenance {
    if (name === undefined) return unknownValue(origin);
    let found: TSESTree.Property | undefined;
    for (const property of literal.properties) {
      if (property.type === 'SpreadElement') return unknownValue(origin);
      if (property.kind === 'init' && getStaticKeyName(property.key, property.computed) === name) found = property;
    }
    if (!found || found.value.type === 'AssignmentPattern' || found.value.type === 'TSEmptyBodyFunctionExpression') {
      return unknownValue(origin);
    }
    return this.of(found.value);
  }

  private classifyCall(call: TSESTree.CallExpression): Provenance {
    const callee = skipTypeWrappers(call.callee);
    const calleeValue = this.of(callee);
    if (calleeValue.reference) {
      if (isReferenceTo(calleeValue.reference, GLOBALS, 'require')) {
        const loaded = getLoadedSpecifier(call);
        return loaded === undefined ? unknownValue(call) : this.moduleValue(call, loaded);
      }
      const known = describeWellKnownCall(calleeValue.reference, call, this.evaluate);
      if (known) return known;
    }
    const method = getMethodName(call);
    if (method !== undefined && callee.type === 'MemberExpression') {
      const byMethod = this.classifyMethodCall(this.of(callee.object), method, call);
      if (byMethod) return byMethod;
    }
    const calledFunction = calleeValue.functionNode ?? (callee.type === 'MemberExpression' ? findThisMethod(callee) : undefined);
    if (calledFunction) return { ...this.returnOf(calledFunction), origin: call };
    return unknownValue(call);
  }

  private classifyMethodCall(receiver: Provenance, method: string, call: TSESTree.CallExpression): Provenance | undefined {
    if (receiver.cryptoObject) return describeCryptoMethod(receiver, method, call, this.evaluate);
    const [first] = call.arguments;
    const firstString = first && first.type !== 'SpreadElement' ? this.staticString(first) : undefined;
    const requestInput = describeRequestMethodCall(receiver, method, firstString, call);
    if (requestInput) return requestInput;
    const encoded = describeEncoderMethod(receiver, method, call, this.evaluate);
    if (encoded) return encoded;
    if (method === 'split') {
      const part =
        receiver.kind === 'untrusted' || receiver.isParameter
          ? makeProvenance('untrusted', call, { valueType: 'string', maybeAbsent: true, isCredential: receiver.isCredential })
          : transformed(receiver, 'string');
      return makeProvenance(part.kind === 'literal' ? 'literal' : 'unknown', call, { valueType: 'array', element: part });
    }
    if (receiver.valueType === 'array') {
      if (ARRAY_ELEMENT_READERS.has(method)) return elementOf(receiver, call);
      if (method === 'join') {
        if (receiver.parts) return concatenationOf(receiver.parts, call);
        return receiver.element ? transformed(receiver.element, 'string') : unknownValue(call, 'string');
      }
      if (method === 'slice' || method === 'filter' || method === 'reverse') return receiver;
      return undefined;
    }
    if (STRING_TRANSFORMS.has(method)) return transformed(receiver, stringTransformType(receiver.valueType, method));
    return undefined;
  }

  private classifyConstruction(construction: TSESTree.NewExpression): Provenance {
    const calleeValue = this.of(construction.callee);
    const known = calleeValue.reference && describeWellKnownCall(calleeValue.reference, construction, this.evaluate);
    return known ?? unknownValue(construction, 'object');
  }

  private classifyBinary(binary: TSESTree.BinaryExpression): Provenance {
    switch (binary.operator) {
      case '==':
      case '!=':
      case '===':
      case '!==':
      case '<':
      case '<=':
      case '>':
      case '>=':
      case 'in':
      case 'instanceof':
        return unknownValue(binary, 'boolean');
      case '+': {
        const left = this.of(binary.left);
        const right = this.of(binary.right);
        if (left.valueType === 'string' || right.valueType === 'string') return concatenationOf([left, right], binary);
        if (left.kind === 'literal' && right.kind === 'literal') return makeProvenance('literal', binary, { valueType: left.valueType });
        return unknownValue(binary, left.valueType === 'number' && right.valueType === 'number' ? 'number' : 'unknown');
      }
      default: {
        const bothLiteral = this.of(binary.left).kind === 'literal' && this.of(binary.right).kind === 'literal';
        return makeProvenance(bothLiteral ? 'literal' : 'unknown', binary, { valueType: 'number' });
      }
    }
  }

  private classifyArray(array: TSESTree.ArrayExpression): Provenance {
    let element: Provenance | undefined;
    const parts: Provenance[] = [];
    for (const item of array.elements) {
      if (item === null || item.type === 'SpreadElement') return unknownValue(array, 'array');
      const value = this.of(item);
      parts.push(value);
      element = element ? eitherOf(element, value) : value;
    }
    return makeProvenance(element?.kind === 'literal' ? 'literal' : 'unknown', array, { valueType: 'array', element, parts });
  }

  private staticString(node: Expression): string | undefined {
    const value = this.of(node);
    return value.kind === 'literal' && typeof value.literalValue === 'string' ? value.literalValue : undefined;
  }
}

function literal(node: TSESTree.Literal): Provenance {
  const value = node.value;
  if (value === null) {
    const valueType = 'bigint' in node ? 'number' : 'regex' in node ? 'object' : 'nullish';
    return makeProvenance('literal', node, { valueType });
  }
  const valueType: ValueType =
    typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : typeof value === 'object' ? 'object' : 'number';
  const literalValue = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
  return makeProvenance('literal', node, { valueType, literalValue });
}

function classifyUnary(unary: TSESTree.UnaryExpression): Provenance {
  switch (unary.operator) {
    case 'typeof':
      return makeProvenance('literal', unary, { valueType: 'string' });
    case 'void':
      return makeProvenance('literal', unary, { valueType: 'nullish' });
    case '!':
    case 'delete':
      return unknownValue(unary, 'boolean');
    default:
      return unknownValue(unary, 'number');
  }
}

function stringTransformType(receiverType: ValueType, method: string): ValueType {
  if (method === 'toString') return 'string';
  if (receiverType === 'buffer' && (method === 'slice' || method === 'subarray')) return 'buffer';
  return receiverType === 'string' || receiverType === 'buffer' ? 'string' : receiverType;
}

function elementOf(array: Provenance, origin: Node): Provenance {
  if (array.element) return { ...array.element, maybeAbsent: true };
  return array.kind === 'untrusted' ? makeProvenance('untrusted', origin, { maybeAbsent: true }) : unknownValue(origin);
}

function isEnvironmentObject(reference: WellKnownReference | undefined): boolean {
  return reference?.module === GLOBALS && ENVIRONMENT_OBJECTS.has(reference.path.join('.'));
}

function environmentVariable(name: string, origin: Node): Provenance {
  return makeProvenance(isSecretEnvironmentName(name) ? 'secret' : 'unknown', origin, {
    valueType: 'string',
    maybeAbsent: true,
    environmentVariable: name,
  });
}

function enumMember(declaration: TSESTree.TSEnumDeclaration, name: string | undefined, origin: Node): Provenance {
  const members = declaration.body?.members ?? (declaration as unknown as { members: TSESTree.TSEnumMember[] }).members;
  const member = members.find((candidate) => getStaticKeyName(candidate.id, candidate.computed === true) === name);
  if (!member) return unknownValue(origin);
  const valueType = member.initializer && getStaticString(member.initializer) !== undefined ? 'string' : 'number';
  return makeProvenance('literal', origin, { valueType });
}

const analyses = new WeakMap<SourceCode, ProvenanceAnalysis>();

/** The provenance analysis of a file, created once and shared by every rule that asks. */
export function getProvenanceAnalysis(sourceCode: SourceCode, naming: ModuleNaming): ProvenanceAnalysis {
  let analysis = analyses.get(sourceCode);
  if (!analysis) {
    analysis = new ProvenanceAnalysis(sourceCode, naming);
    analyses.set(sourceCode, analysis);
  }
  return analysis;
}
