import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { argumentAt, encloses, getMethodName, getStaticKeyName, isFunctionNode, getPropertyName, getStaticString, onlyResultOf, skipTypeWrappers, skipValueWrappers, someNodeIn, staticProperty } from '../syntax/ast.js';
import type { Expression, FunctionNode, Node } from '../syntax/ast.js';
import { findVariable, findVariableFrom, parameterDefault, resolveBinding, scopeOf, type Binding, type ClassNode, type PatternStep } from '../scope/bindings.js';
import { laterMemberWrites } from '../scope/object-writes.js';
import { valueAssignedJustBefore } from '../scope/definite-assignment.js';
import { calledBackBy, resolvedValues } from '../scope/promise-callbacks.js';
import { mergesParameters } from '../scope/object-merges.js';
import { declaredTypeMembers, declaresInterfaceOrAlias, exportedTypeAlias, madeByType, soleValueOfType, typeDeclarationOf } from '../scope/type-names.js';
import { injectedTokenOf, providerOf } from '../scope/injection-providers.js';
import { calleeName, callsThroughParameter, handsOnParameter, provenCallSites, readsAsEnvironment, returnedExpressions, storesParameter } from '../scope/local-functions.js';
import { contextKeyRead, SERVICE_REGISTRATIONS, serviceFactories, serviceKeyRead, type InjectedShape } from '../scope/imported-calls.js';
import { procedureContextOf } from '../scope/procedure-contexts.js';
import { describeWellKnownCall, namesHash, namesSigner } from './crypto.js';
import { describeMethodCall } from './method-calls.js';
import { checksAgainstSchema, parsedBySchema, parsedEnvironment, validatedEnvironment } from './environment-schemas.js';
import { chainFeeding, chainStep, fallsBackInPipe, keepsPipeValue, matchHandlers, pipeOf, pipeStep, wrappedBy } from './result-chains.js';
import { calledThrough } from '../scope/call-through.js';
import { environmentNameRead, environmentVariable, isEnvironmentObject, isNuxtConfigDefiner, isRuntimeConfigReader, isSecretEnvironmentRead, RUNTIME_CONFIG, runtimeConfigVariable, SVELTEKIT_STATIC_PRIVATE, workerBindingsParameter } from './environment.js';
import { getLoadedSpecifier, globalReference, GLOBALS, isProjectSpecifier, isReferenceTo, isSameReference, memberReference, moduleReference, namingKey, referenceKey, SEAL } from '../scope/modules.js';
import type { ModuleNaming, WellKnownReference } from '../scope/modules.js';
import { NodeMap } from '../syntax/node-map.js';
import { describeEventReaderCall, describeRequestMember, isRequestObjectName, isRouteHandler, isTokenVerifierMethod } from './request-input.js';
import { concatenationOf, eitherOf, isSecretDerived, makeProvenance, parametersIn, transformed, unionOf, unknownValue, type ForeignOrigin, type Provenance, type TypedValue, type ValueType } from './provenance-model.js';
import { definesOwnMember, memberDefinitions, mixinBaseParameter, type MemberOwner } from '../scope/members.js';
import { jsDocParameterType, type JsDocName, type JsDocType } from '../syntax/jsdoc-types.js';
import { classifyArray, classifyBinary, classifyUpdate, classifyUnary, elementOf, enumMember, literal, mapOf, numberFromSecret, partOfParameters } from './value-operators.js';
import { BUFFER_NUMBER_READER, propertyOfLiteral, returnedValue, spreadMembers, staticKeyOf } from './value-operators.js';
import { readsTruncatedCode, truncatedCodeByte } from './dynamic-truncation.js';
import { scanFileVocabulary, type EnvironmentRead, type FileVocabulary } from './vocabulary.js';
import { MemberValues } from './member-values.js';
import { exportedAs, namespaceExportsOf, type ProjectImports } from '../modules/index.js';
import { acrossModules, ForeignValues, fromChainStart, isKnownValue, localized, type ImportForm } from './foreign-values.js';
import { packageComposerOrder, projectComposerOrder, type CompositionOrder } from './compositions.js';
import { bytesWrittenLater, pushedLater } from './in-place-fills.js';
import { factoryClosure, type FunctionLookup } from './callee-functions.js';
import { heldSecretFacts, isHeldSecretName, namesSignInNonce } from './held-secrets.js';
import { isSecretName } from './secret-names.js';
import { describePackageEncoder } from './package-encoders.js';
import { fallbackOf, refusesReturnedFallback } from './startup-key-checks.js';
import { assignedObject } from './object-assign.js';
import { describeSecretStoreCall, partOfSecretStoreAnswer, sentCommand } from './secret-stores.js';
import { keptCookieNamed } from './cookie-header.js';
import { analysisOwning, hasForeignOwners, noteForeignUse, registerOwner } from './analysis-owners.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

let classified = 0;

/** How many nodes provenance analyses have classified in this process (each at most once per analysis; for tests and the bench). */
export function classifiedNodeCount(): number {
  return classified;
}

/** What a file that hands out or reads the state spells: a dependency its importers hand in may seal it. */
const STATE_WORDS = ['requestState', 'inputRequired', 'input_required', 'inputRequests'];

/** What a module that seals with a codec it is handed writes. */
const HANDED_SEAL_CALLS = ['.seal(', '.mint('];

/** Deeper chains of `a + b + …` or `const a = b; const b = c; …` are not followed: the answer is `unknown`. */
const MAX_DEPTH = 120;
/** How many factories one key may have registered, per module, before the rest are left out. */
const MAX_REGISTRATIONS = 4;

/** Functional libraries whose namespaces build pipes and result chains (see `result-chains.ts`). */
const FUNCTIONAL_PACKAGES = /^(?:fp-ts(?:\/|$)|effect(?:\/|$)|@effect\/|neverthrow$|purify-ts(?:\/|$)|true-myth(?:\/|$))/;

/** `type A = B; type B = ReturnType<typeof f>`: aliases followed at most this many deep. */
const MAX_TYPE_ALIASES = 3;
/** `extends Audited(Paginated(Base))`: mixins applied one inside another, followed at most this many deep. */
const MAX_MIXINS = 4;
/** A parameter's callers are read for what they pass only when the file proves at most this many calls, this many calls deep. */
const MAX_PROVEN_CALLERS = 8;
/** How many subclasses in other modules an abstract member's implementations are read from, at most. */
const MAX_IMPLEMENTATIONS = 4;
const MAX_CALLER_DEPTH = 2;

/** An object with more members is not read by a key the file does not spell (see `anyMember`). */
const MAX_ANY_MEMBERS = 48;

/**
 * Answers "where does this value come from?" for the expressions of one file.
 * Every node and every function's return value is classified at most once, so asking about
 * all the nodes of a file costs time linear in its size.
 */
export class ProvenanceAnalysis implements FunctionLookup {
  private readonly memo = new NodeMap<Node, Provenance>();
  private readonly returnsMemo = new Map<FunctionNode, Provenance>();
  private readonly injected = new Map<FunctionNode, Map<number, Partial<Provenance> | null>>();
  private readonly contextFacts = new Map<string, Partial<Provenance> | null>();
  private readonly decorations = new Map<string, Partial<Provenance> | null>();
  private readonly provided = new Map<Node, { readonly made: Provenance; readonly instanceOf: boolean } | null>();
  private readonly inProgress = new Set<Node>();
  private depth = 0;
  private readonly members: MemberValues;
  private computesMacs: boolean | undefined;
  private otherModulesComputeMacs: boolean | undefined;
  private readsSecretEnvironment: boolean | undefined;
  /** What the file's text rules out before any analysis. */
  readonly vocabulary: FileVocabulary;
  /** The values the file takes from other modules of its project, when it is a file on disk. */
  private readonly foreign: ForeignValues | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    private readonly naming: ModuleNaming,
    imports?: ProjectImports,
    isForeign = false,
  ) {
    this.vocabulary = scanFileVocabulary(sourceCode, naming, imports !== undefined);
    this.members = new MemberValues(sourceCode, this.evaluate, (fn) => this.returnOf(fn), (superClass, kind, name, origin) => this.inheritedMember(superClass, kind, name, origin),
      (of, name, origin) => this.implementedMember(of, name, origin),
    );
    this.foreign = imports && new ForeignValues(sourceCode, imports, naming, (other, otherImports) => foreignAnalysis(other, naming, otherImports));
    // only a file whose imports are followed can hand its nodes to another module's analysis, or be handed theirs
    if (imports) registerOwner(sourceCode.ast, this, isForeign);
  }

  /**
   * Whether any value of the file can be a MAC or a signed token: the file names something that signs, or a hash
   * and a secret from the environment to feed it (a hash over a secret is a MAC made by hand).
   */
  mayComputeMacs(): boolean {
    this.computesMacs ??=
      namesSigner(this.vocabulary) ||
      (namesHash(this.vocabulary) && this.mayReadSecretEnvironment()) ||
      this.importsMayComputeMacs();
    return this.computesMacs;
  }

  /**
   * Whether a module of the project the file imports may compute a MAC or re-export what does (a seal helper, a JWT
   * library), or, for a file that hands out or reads the state, one of the modules that import it: what they hand its
   * functions may seal.
   */
  importsMayComputeMacs(): boolean {
    this.otherModulesComputeMacs ??=
      (this.foreign?.mayComputeMacs() ?? false) ||
      this.importersMaySeal() ||
      (this.mayHandleState() && (this.foreign?.contextWritersMayComputeMacs(this.sourceCode.text) ?? false));
    return this.otherModulesComputeMacs;
  }

  /**
   * Whether the file hands out or reads the state, calls a seal it is handed (`codec.seal(…)`) or declares a class
   * whose subclasses may write what it calls (`this.sign(body)` of a template method), and a module that loads it may
   * compute a MAC: what it hands in, or the subclasses it declares, may seal.
   */
  importersMaySeal(): boolean {
    return (this.mayHandleState() || this.mayCallSubclassMembers()) && (this.foreign?.importersMayComputeMacs() ?? false);
  }

  /** Whether the file declares a class that may call members its subclasses write (`this.sign(body)` of a template method). */
  private mayCallSubclassMembers(): boolean {
    this.callsSubclassMembers ??= this.vocabulary.spells('abstract ') || (this.vocabulary.spells('class ') && callsUndefinedMethod(this.sourceCode.text));
    return this.callsSubclassMembers;
  }

  private callsSubclassMembers: boolean | undefined;

  /** Whether the file's text names the state or calls a seal on what it is handed: only then do other modules' values matter to it. */
  private mayHandleState(): boolean {
    return this.vocabulary.spellsAny(STATE_WORDS) || this.vocabulary.spellsAny(HANDED_SEAL_CALLS);
  }

  /** Whether a module of the project the file imports may compute a MAC, or decrypt what an AEAD sealed: open a seal. */
  importsMayOpenSeals(): boolean {
    return this.importsMayComputeMacs() || (this.foreign?.mayDecrypt() ?? false);
  }

  /** Whether a module of the project the file imports, or one those import at any depth, names one of `names`. */
  importsMention(names: readonly string[]): boolean {
    return this.foreign?.anyMentions(names) ?? false;
  }

  /** Whether a module of the project the file imports, or one those import at any depth, may sign, hash or encrypt. */
  importsMaySign(): boolean {
    return this.foreign?.anyMaySign() ?? false;
  }

  /** Whether a module of the project the file imports, or one it imports, spells each of `texts` (see {@link ForeignValues.importsSpell}). */
  importsSpell(texts: readonly string[]): boolean {
    return this.foreign?.importsSpell(texts) ?? false;
  }

  /** Whether the module of the project an import of this file names spells one of `texts`, read as text only. */
  importSpellsAny(specifier: string, texts: readonly string[]): boolean {
    return isProjectSpecifier(specifier) && (this.foreign?.moduleSpellsAny(specifier, texts) ?? false);
  }

  /** The analysis of the module of the project an import of this file names (`'../../lib/mcp/index.js'`). */
  importedAnalysis(specifier: string): ProvenanceAnalysis | undefined {
    return isProjectSpecifier(specifier) ? (this.foreign?.moduleAnalysis(specifier) as ProvenanceAnalysis | undefined) : undefined;
  }

  /** The analyses of the package's other modules that register a service's factory under `key` (see {@link ForeignValues.registrarAnalyses}). */
  registrarAnalyses(key: string): ProvenanceAnalysis[] {
    return (this.foreign?.registrarAnalyses(key) ?? []) as ProvenanceAnalysis[];
  }

  /** The analyses of the package's modules that write `requestState` onto an object (see {@link ForeignValues.stateWriterAnalyses}). */
  stateWriterAnalyses(): ProvenanceAnalysis[] {
    return (this.foreign?.stateWriterAnalyses() ?? []) as ProvenanceAnalysis[];
  }

  /** The analyses of the modules that load this file (see {@link ForeignValues.importerAnalyses}). */
  importerAnalyses(): ProvenanceAnalysis[] {
    return (this.foreign?.importerAnalyses() ?? []) as ProvenanceAnalysis[];
  }

  /** Whether a module that loads this file, or one that module imports, spells each of `texts` (see {@link ForeignValues.importersSpell}). */
  importersSpell(texts: readonly string[]): boolean {
    return this.foreign?.importersSpell(texts) ?? false;
  }

  /**
   * Whether calling `callee` may seal, sign or open: false only for a name imported from a module of the project whose text,
   * and that of the modules it imports, names nothing that signs, hashes or encrypts (so its module is not parsed).
   */
  calleeMaySign(callee: Node): boolean {
    if (!this.foreign) return true;
    const specifier = this.moduleTakenFrom(skipTypeWrappers(callee));
    return specifier === undefined || this.naming.sealModules.has(specifier) || this.foreign.maySign(specifier);
  }

  /**
   * Whether calling `callee` may call an export of a package that `names` recognises: false only for a name taken from
   * a module of the project whose text declares each export itself and names no such package (see
   * {@link ForeignValues.mayPassOnPackageExports}).
   */
  calleeMayBePackageExport(callee: Node, names: (vocabulary: FileVocabulary) => boolean): boolean {
    const specifier = this.foreign && this.projectModuleOf(callee);
    return specifier === undefined || this.foreign!.mayPassOnPackageExports(specifier, names);
  }

  /**
   * Whether what calling `callee` runs may be written where one of `texts` is spelled: false only for a name taken
   * from a module of the project whose text, and that of every module it imports, spells none of them, so that the
   * module is not parsed to find out.
   */
  calleeModuleSpellsAny(callee: Node, texts: readonly string[]): boolean {
    const specifier = this.foreign && this.projectModuleOf(callee);
    return specifier === undefined || this.foreign!.moduleSpellsAny(specifier, texts);
  }

  /** The specifier of the module of the project `callee` is taken from (see {@link moduleTakenFrom}), if it is one. */
  projectModuleOf(callee: Node): string | undefined {
    const specifier = this.moduleTakenFrom(skipTypeWrappers(callee));
    return specifier !== undefined && isProjectSpecifier(specifier) ? specifier : undefined;
  }

  /**
   * The package a call of `callee` calls into: through members and the results of calls and `new` (`z.string().min`)
   * back to the first name, the module that name is imported or required from (`import { z } from 'zod'`,
   * `const { z } = require('zod')`), as references name it, when that is a package or a built-in module, not a module
   * of the project.
   */
  packageCalledBy(callee: Node): string | undefined {
    let root = skipTypeWrappers(callee);
    while (root.type === 'MemberExpression' || root.type === 'CallExpression' || root.type === 'NewExpression') {
      root = skipTypeWrappers(root.type === 'MemberExpression' ? root.object : root.callee);
    }
    if (root.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, root);
    const specifier = binding?.kind === 'import' ? binding.source : binding?.kind === 'initialized' ? this.requiredBy(binding.init) : undefined;
    if (specifier === undefined || isProjectSpecifier(specifier) || this.foreign?.namesProjectModule(specifier)) return undefined;
    return moduleReference(specifier, this.naming).module;
  }

  /** The specifier `init` requires, when it is a call of the global `require`. */
  private requiredBy(init: Expression): string | undefined {
    const call = skipValueWrappers(init);
    return call.type === 'CallExpression' ? this.requiredSpecifier(call) : undefined;
  }

  /** The specifier of the module `node` is an export of, or that module itself: `fn` imported, `ns.fn`, `require('…')`, `require('…').fn`. */
  private moduleTakenFrom(node: Node): string | undefined {
    if (node.type === 'Identifier') {
      const binding = resolveBinding(this.sourceCode, node);
      // `var respond = require('../lib/respond')`, `const { seal } = require('./state')`
      return binding?.kind === 'import' ? binding.source : binding?.kind === 'initialized' ? this.requiredBy(binding.init) : undefined;
    }
    if (node.type === 'MemberExpression') return this.moduleTakenFrom(skipTypeWrappers(node.object));
    if (node.type === 'CallExpression') return this.requiredSpecifier(node);
    return undefined;
  }

  /** The specifier `call` loads when it calls the global `require`; its callee is looked at only when it names one. */
  private requiredSpecifier(call: TSESTree.CallExpression): string | undefined {
    const specifier = getLoadedSpecifier(call);
    return specifier !== undefined && isReferenceTo(this.of(call.callee).reference, GLOBALS, 'require') ? specifier : undefined;
  }

  /**
   * Whether any value of the file can be a secret from the environment: an `env` is read by a secret name (with
   * `extraSecretWords` counted as secret words), by a constant name that is one, or used whole.
   */
  mayReadSecretEnvironment(extraSecretWords: readonly string[] = []): boolean {
    const reads = this.vocabulary.environmentReads();
    const isSecret = (read: EnvironmentRead) => isSecretEnvironmentRead(this.sourceCode, read, extraSecretWords, this.evaluate);
    // the reads the text shows on an environment object first: they are answered without following other objects'
    // members (`this.env`, `options.env`), which a read of one of them often spares
    const readsSecret = () =>
      reads.some((read) => read.onEnvironmentObject && isSecret(read)) || reads.some((read) => !read.onEnvironmentObject && isSecret(read));
    const imported = () => this.foreign?.mayReadEnvironment(extraSecretWords) ?? false;
    if (extraSecretWords.length > 0) return readsSecret() || imported();
    this.readsSecretEnvironment ??= readsSecret() || imported();
    return this.readsSecretEnvironment;
  }

  /** Where the value of `node` comes from. */
  of(node: Node): Provenance {
    const cached = this.memo.get(node);
    if (cached) return cached;
    if (this.depth === 0 && hasForeignOwners()) {
      const owner = ownerOf(node);
      if (owner && owner !== this) return owner.of(node);
    }
    if (this.inProgress.has(node) || this.depth >= MAX_DEPTH) return unknownValue(node);
    this.inProgress.add(node);
    this.depth += 1;
    try {
      classified += 1;
      const result = this.classify(node);
      this.memo.set(node, result);
      return result;
    } finally {
      this.depth -= 1;
      this.inProgress.delete(node);
    }
  }

  /** Whether the analysis knows the seal helper by `naming` (one file may be linted under several settings). */
  names(naming: ModuleNaming): boolean {
    return naming === this.naming || namingKey(naming) === namingKey(this.naming);
  }

  /** The module export or global `node` refers to (`createHmac` imported any way, `Buffer.compare`), if any. */
  referenceOf(node: Node): WellKnownReference | undefined {
    return this.of(node).reference;
  }

  /** The string `node` holds where it is known where the code is written (`'raw'`, a `const` holding it, another module's). */
  literalString(node: Node): string | undefined {
    const value = this.of(node);
    return value.kind === 'literal' && typeof value.literalValue === 'string' ? value.literalValue : undefined;
  }

  /** The function `callee` names, where the values know it (see {@link FunctionLookup}). */
  functionOf(callee: Node): FunctionNode | undefined {
    return this.of(callee).functionNode;
  }

  /** The getter a member read runs (`opened.expired` with `get expired() { … }` in its class), when the code shows it. */
  getterOf(member: TSESTree.MemberExpression): FunctionNode | undefined {
    const owner = this.of(member.object).memberOwner;
    const name = member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : getPropertyName(member);
    if (!owner || name === undefined) return undefined;
    const analysis = ownerOf(owner.kind === 'object' ? owner.literal : owner.of) ?? this;
    const definitions = memberDefinitions(analysis.sourceCode, owner, name);
    const [only] = definitions ?? [];
    return definitions?.length === 1 && only?.kind === 'getter' ? only.fn : undefined;
  }

  foreignOriginOf(callee: Node): ForeignOrigin | undefined {
    return this.of(callee).foreign;
  }

  /** The module `fn` is written in: this one, or the imported one whose analysis owns it. */
  sourceCodeOf(fn: FunctionNode): SourceCode {
    return (ownerOf(fn) ?? this).sourceCode;
  }

  /** What a function returns: the alternatives of all its `return`s (literal early exits are fallbacks). */
  returnOf(fn: FunctionNode): Provenance {
    const cached = this.returnsMemo.get(fn);
    if (cached) return cached;
    const owner = ownerOf(fn);
    if (owner && owner !== this) return acrossModules(() => owner.returnOf(fn)) ?? unknownValue(fn);
    if (this.inProgress.has(fn) || this.depth >= MAX_DEPTH || fn.generator) return unknownValue(fn);
    this.inProgress.add(fn);
    this.depth += 1;
    try {
      const result = this.withoutRefusedFallback(fn, returnedValue(fn, this.sourceCode.visitorKeys, this.evaluate));
      this.returnsMemo.set(fn, result);
      return result;
    } finally {
      this.depth -= 1;
      this.inProgress.delete(fn);
    }
  }

  /** Whether `read` reads a member of `object` as written (`extra._meta.requestState` of `extra`), through plain members. */
  private readsThrough(read: Node, object: Node): boolean {
    const whole = this.sourceCode.getText(skipTypeWrappers(object));
    for (let current = skipTypeWrappers(read); current.type === 'MemberExpression'; current = skipTypeWrappers(current.object)) {
      if (this.sourceCode.getText(skipTypeWrappers(current.object)) === whole) return true;
    }
    return false;
  }

  private readonly evaluate = (node: Expression): Provenance => this.of(node);

  /** `decodeKey(raw)` throwing on fewer than 32 bytes: a short literal fallback of what it is handed never comes out. */
  private withoutRefusedFallback(fn: FunctionNode, value: Provenance): Provenance {
    const literal = value.hasLiteralFallback ? value.literalFallback : undefined;
    const fallback = literal && fallbackOf(literal.literalValue, literal.origin);
    if (!fallback) return value;
    const owner = ownerOf(fn) ?? this;
    return refusesReturnedFallback(fn, fallback, owner.sourceCode.visitorKeys) ? { ...value, hasLiteralFallback: false, literalFallback: undefined } : value;
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
        if (node.property.type === 'PrivateIdentifier') {
          return this.members.memberOf(this.of(node.object), `#${node.property.name}`, node) ?? unknownValue(node);
        }
        if (node.computed && readsTruncatedCode(this.sourceCode, node.object, node.property)) return truncatedCodeByte(node);
        return this.withNamingParameter(node, this.lookedUp(node) ?? this.memberOf(this.of(node.object), getPropertyName(node) ?? staticKeyOf(node, this.evaluate), node));
      case 'ThisExpression':
        return this.members.thisValue(node);
      case 'ClassExpression':
        return this.members.classValue(node, node);
      case 'MetaProperty':
        return makeProvenance('unknown', node, {
          valueType: 'object',
          reference: globalReference(`${node.meta.name}.${node.property.name}`),
        });
      case 'CallExpression':
        return this.typedByArgument(node, this.classifyCall(node));
      case 'NewExpression':
        return this.classifyConstruction(node);
      case 'ImportExpression': {
        const specifier = getStaticString(node.source);
        return specifier === undefined ? unknownValue(node) : this.moduleValue(node, specifier);
      }
      case 'BinaryExpression':
        return classifyBinary(node, this.evaluate);
      case 'LogicalExpression': {
        const right = this.of(node.right);
        const left = this.of(node.left);
        // `typeof globalThis !== 'undefined' && globalThis.crypto`: a test's `false`, or what the right side is
        if (node.operator === '&&' && left.valueType === 'boolean' && left.kind !== 'literal') return { ...right, origin: node, maybeAbsent: true };
        // `extra && extra._meta`: a guard that the object is there, then its member (or nothing)
        if (node.operator === '&&' && this.readsThrough(node.right, node.left)) return { ...right, origin: node, maybeAbsent: true };
        const either = eitherOf(left, right);
        // `a || b` and `a ?? b` are absent only when `b` is.
        return node.operator === '&&' ? either : { ...either, maybeAbsent: right.maybeAbsent || right.valueType === 'nullish' };
      }
      case 'ConditionalExpression':
        return eitherOf(this.of(node.consequent), this.of(node.alternate));
      case 'UnaryExpression':
        return classifyUnary(node);
      case 'UpdateExpression':
        return unknownValue(node, 'number');
      case 'AssignmentExpression': {
        if (node.operator === '=') return this.of(node.right);
        const updated = classifyUpdate(node, this.evaluate);
        if (updated) return updated;
        // `codec ??= createRequestStateCodec(…)`, `Vault.#instance ??= new Vault(…)`, `key ??= fetchKey()`: a lazily
        // created object, or a secret fetched once, holds only what the right side makes
        const right = node.operator === '??=' || node.operator === '||=' ? this.of(node.right) : undefined;
        const lazy = right && (right.cryptoObject || (right.memberOwner?.kind === 'instance' && node.right.type === 'NewExpression') || right.readFromSecretStore);
        return lazy ? right : unknownValue(node);
      }
      case 'SequenceExpression':
        return this.of(node.expressions[node.expressions.length - 1]!);
      case 'AwaitExpression':
        return this.of(node.argument);
      case 'YieldExpression':
        // `yield* effect` in `Effect.gen`, `yield* helper()`: what the delegated generator returns
        return node.delegate && node.argument ? this.of(node.argument) : unknownValue(node);
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
        return classifyArray(node, this.evaluate);
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return makeProvenance('unknown', node, { valueType: 'function', functionNode: node });
      default:
        return unknownValue(node);
    }
  }

  /** Constant bytes a later call fills at random (`crypto.getRandomValues(key)`) or writes into are not constant. */
  private afterInPlaceWrites(value: Provenance, identifier: TSESTree.Identifier): Provenance {
    if (value.valueType === 'array' && value.parts !== undefined) {
      // `const out = []; for (…) out.push(piece)`: an array of what it was written with and what is pushed into it
      const pushed = pushedLater(this.sourceCode, identifier);
      if (pushed !== undefined && pushed !== 'changed') {
        const element = [...value.parts, ...pushed.map((piece) => this.of(piece))].reduce((all, piece) => eitherOf(all, piece));
        // items made from one parameter (`out.push(parseInt(hex.substr(i, 2), 16))`): a caller's array is made from its argument
        const passesParameter = element.kind === 'literal' ? undefined : element.passesParameter;
        return makeProvenance(element.kind === 'literal' ? 'literal' : 'unknown', value.origin, { valueType: 'array', element, passesParameter });
      }
    }
    if (value.kind !== 'literal' || (value.valueType !== 'buffer' && value.valueType !== 'array')) return value;
    const written = bytesWrittenLater(this.sourceCode, identifier, (node) => this.referenceOf(node));
    if (written === 'random') return makeProvenance('random', value.origin, { valueType: value.valueType, strongRandom: true });
    return written === 'changed' ? unknownValue(identifier, value.valueType) : value;
  }

  /**
   * `ALPHABET[(carry >> bits) & 63]`, `HEX[byte >> 4]`: a character of a constant table, picked by an index computed from
   * a secret or from parameters, spells that index: an encoder's output is what it encodes.
   */
  private lookedUp(member: TSESTree.MemberExpression): Provenance | undefined {
    if (!member.computed || member.property.type === 'Literal') return undefined;
    // a table written in the file, or handed to the encoder (`alphabet[…]` of `encode(bytes, alphabet)`)
    const table = this.of(member.object);
    if (table.kind === 'literal' ? table.valueType !== 'string' && table.valueType !== 'array' : !table.isParameter) return undefined;
    const index = this.of(member.property);
    if (index.valueType !== 'number') return undefined;
    if (isSecretDerived(index)) return makeProvenance(index.kind, member, { valueType: 'string', derivedFromSecret: true });
    return partOfParameters(index, member, 'string');
  }

  private classifyIdentifier(identifier: TSESTree.Identifier): Provenance {
    const binding = resolveBinding(this.sourceCode, identifier);
    if (!binding) return this.namespaceValue(identifier) ?? unknownValue(identifier);
    return this.bindingValue(identifier, binding);
  }

  /** `namespace StateJwt { export function issue(…) {…} }`: an object whose members are what the namespace exports. */
  private namespaceValue(identifier: TSESTree.Identifier): Provenance | undefined {
    const declaration = findVariable(this.sourceCode, identifier)?.defs.find((def) => def.node.type === 'TSModuleDeclaration')?.node as TSESTree.TSModuleDeclaration | undefined;
    const block = declaration?.body?.type === 'TSModuleBlock' ? declaration.body : undefined;
    if (!block) return undefined;
    return makeProvenance('unknown', identifier, {
      valueType: 'object',
      foreignMembers: (name, at) => {
        const declared = namespaceExport(block, name);
        return declared ? { ...this.of(declared), origin: at } : unknownValue(at);
      },
    });
  }

  private bindingValue(identifier: TSESTree.Identifier, binding: Binding): Provenance {
    switch (binding.kind) {
      case 'global':
        if (binding.name === 'undefined') return makeProvenance('literal', identifier, { valueType: 'nullish' });
        if (binding.name === 'NaN' || binding.name === 'Infinity') {
          return makeProvenance('literal', identifier, { valueType: 'number' });
        }
        return makeProvenance('unknown', identifier, { reference: globalReference(binding.name) });
      case 'initialized': {
        // `const [mint, verify] = [seal(TOOL), open(TOOL)]`: the element written at that place
        const [first, ...rest] = binding.path;
        const element = first?.type === 'index' ? writtenElement(binding.init, first.index) : undefined;
        if (element) return this.followPath({ ...this.of(element), origin: identifier }, rest, identifier);
        const value = this.followPath(this.of(binding.init), binding.path, identifier);
        if (binding.path.length > 0) return value;
        const held = this.afterInPlaceWrites(value, identifier);
        return showsNoMembers(held) ? (this.declaredTypeValue(binding.init, held) ?? held) : held;
      }
      case 'parameter': {
        // `(buf) => …` of `chain.map((buf) => …)`: what the chain before it holds
        const chain = binding.path.length === 0 && binding.position === 0 && binding.fn ? chainFeeding(binding.fn, this.holdsOneValue, this.isFunctionalNamespace) : undefined;
        if (chain) return { ...this.of(chain), origin: identifier };
        const calledBack = binding.path.length === 0 ? this.calledBackWith(binding.fn, binding.position) : undefined;
        if (calledBack) return { ...calledBack, origin: identifier };
        // `verifyAccessToken(presented)`: the bearer token the client presents
        if (binding.path.length === 0 && binding.position === 0 && binding.fn && isTokenVerifierMethod(binding.fn)) {
          return makeProvenance('untrusted', identifier, { valueType: 'string', fromUntrustedInput: true, isCredential: true, fromParameter: true });
        }
        const bindings = binding.path.length === 0 ? workerBindingsParameter(binding.fn, binding.position) : undefined;
        if (bindings) return makeProvenance('unknown', identifier, { valueType: 'object', reference: bindings });
        const parameter = makeProvenance('unknown', identifier, {
          isParameter: true,
          // a route handler's first parameter is the request, or a context holding it: `GET({ url, cookies })`
          isRequestObject: (binding.path.length === 0 && isRequestObjectName(identifier.name)) || (binding.position === 0 && binding.fn !== undefined && isRouteHandler(binding.fn)),
          passesParameter: binding.index,
          // a parameter's name is weaker evidence than a member's: it marks no hash as keyed, unless it is a field too
          ...(binding.path.length === 0 &&
            isHeldSecretName(identifier.name) &&
            (isParameterProperty(binding.fn, identifier.name) ? heldSecretFacts(identifier.name) : { heldSecret: identifier.name })),
        });
        // `@inject(TOKENS.StateTtl) private readonly ttl: string` provided `useValue: '2h'`: that value
        const plain = binding.path.length === 0 ? this.providedPlainValue(binding) : undefined;
        if (plain) return { ...plain, origin: identifier };
        // a type written in place (`{ state }: { state: { seal(data: object): string } }`) names no abstraction the
        // code chose: it says less than what the composition root hands in
        const typed = this.parameterTypeValue(binding);
        // an interface (`codec: StateCodec<Draft>`) says what may be called, not what is: the composition root's value says that
        const inPlace = declaredInPlace(binding) || (typed !== undefined && this.documentedInPlace(binding));
        const instance = typed && !inPlace ? (namesImplementation(typed) ? typed : withImplementation(typed, this.injectedAtImporters(binding))) : (this.injectedAtImporters(binding) ?? typed);
        // what a container's provider gives (`@inject(TOKENS.Config) config` with `useValue: loadConfig()`) comes from
        // no call: its members are that value's, not what callers pass
        const provided = binding.path.length === 0 && instance !== undefined && this.providedFor(listedParameterOf(binding)) !== undefined;
        const passed = this.followPath(instance ? { ...parameter, ...(provided && { isParameter: false }), ...instance } : parameter, binding.path, identifier);
        // normalized in place: what was passed, or what each normalization made of it (read inside one, what was passed)
        const normalizations = binding.normalizations ?? [];
        if (normalizations.length === 0 || normalizations.some((value) => value.range[0] <= identifier.range[0] && identifier.range[1] <= value.range[1])) return passed;
        return normalizations.reduce((either, value) => eitherOf(either, this.of(value)), passed);
      }
      case 'import':
        return this.moduleValue(identifier, binding.source, binding.imported, binding.form);
      case 'assigned': {
        const justGiven = valueAssignedJustBefore(binding, identifier);
        return justGiven ? { ...this.of(justGiven), origin: identifier } : this.members.assignedValue(identifier, binding);
      }
      case 'accumulated': {
        // `let hex = ''; for (const byte of mac) hex += byte.toString(16)`: read after the pieces are added, the text
        // holds every one of them; read before the first, only what it started with
        const first = binding.pieces[0];
        if (!first || identifier.range[0] < first.range[0]) return this.of(binding.seed);
        return concatenationOf([binding.seed, ...binding.pieces].map((piece) => this.of(piece)), identifier);
      }
      case 'function':
        return makeProvenance('unknown', identifier, { valueType: 'function', functionNode: binding.fn });
      case 'class':
        return this.members.classValue(binding.node, identifier);
      case 'enum':
        return makeProvenance('unknown', identifier, { valueType: 'object', enumDeclaration: binding.declaration });
    }
  }

  /**
   * `state: StateService` (a parameter, or a constructor's parameter property, an injected service): an instance of
   * the class its type names, of the file or imported, whose members that class defines.
   */
  /**
   * What a parameter's declared type says the whole parameter is: its TypeScript annotation (on the name, or on the
   * pattern it is destructured with: `{ codec }: { codec: StateCodec }`), else its JSDoc `@param` type.
   */
  private parameterTypeValue(binding: Extract<Binding, { kind: 'parameter' }>): TypedValue | undefined {
    const { fn, position } = binding;
    // `@Inject(STATE_CODEC) private readonly codec: Codec`: what the token's provider gives, whatever the type says
    const injected = binding.path.length === 0 ? this.injectedValue(listedParameterOf(binding)) : undefined;
    if (injected) return injected;
    if (binding.path.length === 0 && binding.declared?.typeAnnotation) return this.instanceOfType(binding.declared);
    if (!fn || position === undefined) return undefined;
    let declared: Node | undefined = fn.params[position];
    if (declared?.type === 'TSParameterProperty') declared = declared.parameter;
    if (declared?.type === 'AssignmentPattern') declared = declared.left;
    if (declared && 'typeAnnotation' in declared && declared.typeAnnotation) return this.instanceOfType(declared as { typeAnnotation?: TSESTree.TSTypeAnnotation });
    const contextual = this.contextualParameterValue(fn, position);
    if (contextual) return contextual;
    const documented = jsDocParameterType(this.sourceCode, fn, position);
    return documented && this.jsDocTypeValue(documented, binding.declared ?? fn, 0);
  }

  /** `@param {{ userId: string, signer: … }} deps`: a JSDoc object type written in place, as `declaredInPlace` reads an annotation. */
  private documentedInPlace(binding: Extract<Binding, { kind: 'parameter' }>): boolean {
    const { fn, position } = binding;
    if (!fn || position === undefined) return false;
    const declared = fn.params[position];
    if (declared && 'typeAnnotation' in declared && declared.typeAnnotation) return false;
    return jsDocParameterType(this.sourceCode, fn, position)?.kind === 'object';
  }

  /**
   * A dependency the modules that import this one hand in: what every call of the exported function (or `new` of the
   * exported class whose constructor it is) passes for the parameter, when each passes an object with members or a
   * function (a service, a codec, a helper). A plain value passed there stays the caller's, judged at the call.
   */
  private injectedAtImporters(binding: Extract<Binding, { kind: 'parameter' }>): Partial<Provenance> | undefined {
    const { fn, position } = binding;
    if (!fn || position === undefined || !this.foreign) return undefined;
    let byPosition = this.injected.get(fn);
    if (!byPosition) {
      byPosition = new Map();
      this.injected.set(fn, byPosition);
    }
    if (byPosition.has(position)) return byPosition.get(position) ?? undefined;
    byPosition.set(position, null);
    const method = fn.parent;
    const owner = method?.type === 'MethodDefinition' && method.kind === 'constructor' ? method.parent.parent : fn;
    // a function's parameter is a dependency where the function calls through it, hands it on to a call or keeps it
    // for the module's other functions (`init(deps)`); a constructor's is kept for its methods
    const dependency = owner !== fn || callsThroughParameter(this.sourceCode, fn, position) || storesParameter(this.sourceCode, fn, position) || handsOnParameter(this.sourceCode, fn, position);
    // or the environment every caller hands in, read by its variables' names (`stateSecret(env)`: `env.STATE_SECRET`)
    if (!dependency && !readsAsEnvironment(this.sourceCode, fn, position)) return undefined;
    const exported = exportedAs(this.sourceCode, owner);
    const shapes = exported && this.foreign.shapesAtImporters(exported, position);
    const origin = fn.params[position] ?? fn;
    // kept for every later question, so worked out as from the start of a chain, whatever chain asks first
    const values = shapes ? fromChainStart(() => shapes.map((shape) => this.shapeValue(shape, origin))) : exported ? undefined : this.handedByLocalCallers(fn, position);
    const injected = dependency && values?.every(isDependency) ? dependencyFacts(values.reduce(eitherOf)) : values && environmentHandedIn(values);
    byPosition.set(position, injected ?? null);
    return injected;
  }

  /**
   * `request.stateCodec` of a parameter: what the package decorates the name with (`fastify.decorate('stateCodec',
   * codec)`), when every decoration is a dependency. A plain value decorated there stays unknown.
   */
  private decoratedValue(name: string, origin: Node): Provenance | undefined {
    const facts = this.keyedDependency(this.decorations, name, origin, () => this.foreign?.decorationShapes(name));
    return facts && { ...unknownValue(origin), ...facts, origin };
  }

  /**
   * `c.get('sealer')` of a request's context a handler is handed: what the package's middleware sets under that key
   * (`c.set('sealer', await createSealer(secret))`), when every write is a dependency (an object with members, an
   * instance, a function). A plain value set there stays unknown.
   */
  private contextValue(call: TSESTree.CallExpression): Provenance | undefined {
    const key = this.foreign ? contextKeyRead(this.sourceCode, call) : undefined;
    const facts = key === undefined ? undefined : this.keyedDependency(this.contextFacts, key, call, () => this.foreign?.contextShapes(key));
    return facts && { ...unknownValue(call), ...facts, origin: call };
  }

  /**
   * `locator.get('stateCodec')`, `container.resolve(TOKENS.sealer)`: what the factory this module or another of the
   * package registers under that key makes (`locator.register('stateCodec', (l) => createStateCodec(l.get('config').state))`),
   * each factory's result when there are several; undefined when none is registered.
   */
  private registeredValue(call: TSESTree.CallExpression): Provenance | undefined {
    const key = serviceKeyRead(this.sourceCode, call);
    if (key === undefined || (!this.foreign && ![...SERVICE_REGISTRATIONS].some((method) => this.vocabulary.spells(`.${method}`)))) return undefined;
    let made = this.registered.get(key);
    if (made === undefined) {
      this.registered.set(key, null);
      const values: Provenance[] = [];
      for (const analysis of [this, ...this.registrarAnalyses(key)]) {
        for (const factory of serviceFactories(analysis.sourceCode, key).slice(0, MAX_REGISTRATIONS)) {
          const value = analysis === this ? this.returnOf(factory) : acrossModules(() => localized(analysis.returnOf(factory), call, { name: key, specifier: '' }, analysis));
          if (value) values.push(value);
        }
      }
      made = values.length > 0 ? values.reduce(eitherOf) : null;
      this.registered.set(key, made);
    }
    return made === null ? undefined : { ...made, origin: call };
  }

  private readonly registered = new Map<string, Provenance | null>();

  /** What the values shapes give under a name (a context key, a decoration) hold in common, once per name: a dependency's facts. */
  private keyedDependency(known: Map<string, Partial<Provenance> | null>, name: string, origin: Node, shapesOf: () => InjectedShape[] | undefined): Partial<Provenance> | undefined {
    let facts = known.get(name);
    if (facts === undefined) {
      known.set(name, null);
      const shapes = shapesOf();
      const values = shapes && fromChainStart(() => shapes.map((shape) => this.shapeValue(shape, origin)));
      facts = values?.every(isDependency) ? dependencyFacts(values.reduce(eitherOf)) : null;
      known.set(name, facts);
    }
    return facts ?? undefined;
  }

  /** What a composition root's value is, here (see `InjectedShape`): what importing, calling or constructing gives. */
  private shapeValue(shape: InjectedShape, origin: Node): Provenance {
    switch (shape.kind) {
      case 'object':
        return makeProvenance('unknown', origin, {
          valueType: 'object',
          foreignMembers: (name, at) => {
            const member = shape.members.get(name);
            return member ? this.shapeValue(member, at) : unknownValue(at);
          },
          foreignMemberNames: () => (shape.spreads ? undefined : [...shape.members.keys()]),
        });
      case 'import':
        return this.moduleValue(origin, shape.specifier, shape.imported, shape.form);
      case 'call': {
        const callee = this.shapeValue(shape.callee, origin);
        const fn = callee.functionNode;
        // `createRequestStateCodec({ … })` handed in: the object a package's factory makes
        const factoryMade = !fn && callee.reference ? MADE_BY_FACTORY.get(referenceKey(callee.reference)) : undefined;
        if (factoryMade) return makeProvenance('unknown', origin, { valueType: 'object', cryptoObject: factoryMade });
        if (!fn) return unknownValue(origin);
        // what a factory of another module makes, its members asked of that module (`createStateCodec(…).seal`)
        const owner = ownerOf(fn);
        const made = this.returnOf(fn);
        return owner && owner !== this ? localized(made, origin, callee.foreign ?? { name: 'made', specifier: '' }, owner) : { ...made, origin };
      }
      case 'new':
        return this.members.construction(this.shapeValue(shape.callee, origin), origin) ?? unknownValue(origin);
      case 'decoration':
        return this.decoratedValue(shape.name, origin) ?? unknownValue(origin);
      case 'function':
        return makeProvenance('unknown', origin, { valueType: 'function', functionNode: shape.node });
      case 'environment':
        return makeProvenance('unknown', origin, { valueType: 'object', reference: shape.reference });
    }
  }

  /** A value the one provider of a parameter's injection token gives that is no dependency: text, a number, a key. */
  private providedPlainValue(binding: Extract<Binding, { kind: 'parameter' }>): Provenance | undefined {
    const parameter = listedParameterOf(binding);
    if (!parameter || !('decorators' in parameter) || !parameter.decorators?.length) return undefined;
    const made = this.providedFor(parameter)?.made;
    // a dependency (an object with members, an instance, a function) keeps what its declared type says too; bytes or
    // text of unknown kind (a key a function of the container's module makes) are still where they were made
    return made && (made.kind !== 'unknown' || made.valueType === 'buffer' || made.valueType === 'string') && !isDependency(made) ? made : undefined;
  }

  /** What a parameter injected by a token (`@Inject(STATE_CODEC)`) holds: what the token's one provider gives, here or in the token's module. */
  private injectedValue(parameter: Node | undefined): TypedValue | undefined {
    const provided = this.providedFor(parameter);
    if (!provided) return undefined;
    return provided.instanceOf ? instanceOfClass(provided.made) : membersOfMade(provided.made);
  }

  /**
   * What the one provider of the token a parameter is injected by gives: written here, in the token's module, or in
   * another module of the package (`container.register(TOKENS.StateTtl, { useValue: '2h' })` in a container module).
   */
  private providedFor(parameter: Node | undefined): { readonly made: Provenance; readonly instanceOf: boolean } | undefined {
    if (!parameter) return undefined;
    if (this.provided.has(parameter)) return this.provided.get(parameter) ?? undefined;
    this.provided.set(parameter, null);
    const found = this.findProvided(parameter);
    this.provided.set(parameter, found ?? null);
    return found;
  }

  private findProvided(parameter: Node): { readonly made: Provenance; readonly instanceOf: boolean } | undefined {
    const token = injectedTokenOf(parameter);
    if (!token) return undefined;
    let root: TSESTree.Node = token;
    while (root.type === 'MemberExpression') root = root.object;
    if (root.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, root);
    const text = this.sourceCode.getText(token);
    if (token.type === 'Identifier') {
      if (binding?.kind === 'import' && binding.imported !== undefined) {
        const there = this.foreign?.providedValue(token, binding.source, binding.imported);
        if (there) return there;
      } else {
        const provider = providerOf(this.sourceCode, token.name);
        if (provider) return { made: provider.kind === 'factory' ? this.returnOf(provider.fn) : this.of(provider.node), instanceOf: provider.kind === 'class' };
      }
    }
    // `@inject(TOKENS.StateKey)`, or a token provided in a module of its own: the package's one provider of it
    return this.foreign?.providedInPackage(token, text, root.name, binding?.kind === 'import' ? binding.source : undefined);
  }

  /** What a JSDoc type says a value is (see {@link JsDocType}). */
  private jsDocTypeValue(type: JsDocType, origin: Node, depth: number): TypedValue | undefined {
    if (depth > MAX_TYPE_ALIASES + 3) return undefined;
    switch (type.kind) {
      case 'object':
        return { valueType: 'object', memberTypes: (name, at) => { const member = type.members.get(name); return member && this.jsDocTypeValue(member, at, depth + 1); } };
      case 'made': {
        const maker = this.jsDocNameValue(type.maker, origin);
        if (type.made === 'returned') return maker?.functionNode ? membersOfMade(this.returnOf(maker.functionNode)) : undefined;
        return instanceOfClass(maker);
      }
      case 'named': {
        const named = this.jsDocNameValue(type.name, origin);
        return instanceOfClass(named);
      }
    }
  }

  /** The value a name of a JSDoc type refers to: a declaration of the module, or an export of another (`import('./x.js').f`). */
  private jsDocNameValue(name: JsDocName, origin: Node): Provenance | undefined {
    if (name.specifier !== undefined) return this.moduleValue(origin, name.specifier, name.name, 'named');
    const variable = findVariableFrom(scopeOf(this.sourceCode, origin), name.name);
    const declared = variable?.defs[0]?.name as Node | undefined;
    return declared?.type === 'Identifier' ? this.of(declared) : undefined;
  }

  /**
   * `export const env: Env = loadEnv(process.env)` with `type Env = Readonly<z.infer<typeof EnvSchema>>`: where what the
   * initializer makes shows nothing of its members, what the declared type says of them.
   */
  private declaredTypeValue(init: Expression, held: Provenance): Provenance | undefined {
    const declarator = init.parent;
    if (declarator?.type !== 'VariableDeclarator' || declarator.init !== init || declarator.id.type !== 'Identifier' || !declarator.id.typeAnnotation) return undefined;
    const typed = this.instanceOfType(declarator.id);
    return typed && { ...held, ...typed };
  }

  /**
   * `container.resolve<StateSealer>(TOKENS.sealer)`, `scope.get<TokenVault>('tokenVault')`: a call whose result shows
   * nothing of what it is, typed by its one type argument, is an instance of the class that argument names.
   */
  private typedByArgument(call: TSESTree.CallExpression, result: Provenance): Provenance {
    const [type, ...more] = call.typeArguments?.params ?? [];
    if (!type || more.length > 0 || result.kind !== 'unknown' || result.memberOwner || result.functionNode || result.foreignMembers || result.objectLiteral) return result;
    const typed = this.instanceOfTypeNode(type, false);
    return typed?.memberOwner ? { ...result, ...typed } : result;
  }

  private instanceOfType(declared: { typeAnnotation?: TSESTree.TSTypeAnnotation } | undefined): TypedValue | undefined {
    const annotation = declared?.typeAnnotation?.typeAnnotation;
    if (annotation?.type === 'TSFunctionType' && annotation.returnType) {
      const returned = this.instanceOfTypeNode(annotation.returnType.typeAnnotation, true);
      return returned && { valueType: 'function', returnsInstance: returned };
    }
    return annotation && this.instanceOfTypeNode(annotation, false);
  }

  /** The instance of a class a type names (`StateService`; where `awaited`, also `Promise<Authenticator>`). */
  private instanceOfTypeNode(annotation: TSESTree.TypeNode, awaited: boolean): TypedValue | undefined {
    // `deps: { codec: StateCodec; cfg: Config }`: each member as its type says
    if (annotation.type === 'TSTypeLiteral') return { valueType: 'object', memberTypes: (name) => this.memberOfTypeLiteral(annotation, name) };
    if (annotation.type !== 'TSTypeReference' || annotation.typeName.type !== 'Identifier') return undefined;
    const [inner] = annotation.typeArguments?.params ?? [];
    if (awaited && annotation.typeName.name === 'Promise' && inner) return this.instanceOfTypeNode(inner, false);
    // `codec: StateCodec` with `type StateCodec = typeof stateCodec`, here or exported by another module: that value
    const queried = this.typeQueryValue(annotation.typeName);
    if (queried) return queried;
    let type = this.of(annotation.typeName);
    if (!type.memberOwner) {
      // `sealer: StateSealer` of `import type { StateSealer } from '../state/StateSealer.js'`: the class that module exports
      const typeImport = typeDeclarationOf(this.sourceCode, annotation.typeName);
      if (typeImport?.kind === 'import') type = this.moduleValue(annotation.typeName, typeImport.source, typeImport.imported, 'named');
    }
    return instanceOfClass(type) ?? packageInstance(type) ?? this.madeValueOfType(annotation, awaited) ?? this.soleTypedValue(annotation.typeName) ?? this.declaredMembersValue(annotation.typeName);
  }

  /** The value a type alias names by `typeof` (`type StateCodec = typeof stateCodec`), of this module or exported by another. */
  private typeQueryValue(name: TSESTree.Identifier): TypedValue | undefined {
    const declaration = typeDeclarationOf(this.sourceCode, name);
    let value: Provenance | undefined;
    if (declaration?.kind === 'alias') {
      const query = declaration.declaration.typeAnnotation;
      if (query.type === 'TSTypeQuery' && query.exprName.type === 'Identifier') value = this.of(query.exprName);
    } else if (declaration?.kind === 'import') {
      const module = this.foreign?.moduleAnalysis(declaration.source) as ProvenanceAnalysis | undefined;
      const query = module && exportedTypeAlias(module.sourceCode, declaration.imported)?.typeAnnotation;
      if (query?.type === 'TSTypeQuery' && query.exprName.type === 'Identifier') value = this.moduleValue(name, declaration.source, query.exprName.name, 'named');
    }
    return value && isKnownValue(value) ? { ...typedValueOf(value), reference: value.reference } : undefined;
  }

  /**
   * The object type a variable or a parameter is declared with (`envelope: SealedEnvelope<T>`), by its name in the
   * module that declares it, with that module's analysis (this one's, or an imported module's).
   */
  declaredTypeOf(name: TSESTree.Identifier): { readonly typeName: string; readonly module: ProvenanceAnalysis } | undefined {
    const declared = findVariable(this.sourceCode, name)?.defs[0]?.name;
    const annotation = declared?.type === 'Identifier' ? declared.typeAnnotation?.typeAnnotation : undefined;
    const typeName = annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName : undefined;
    if (!typeName) return undefined;
    const declaration = typeDeclarationOf(this.sourceCode, typeName);
    if (declaration?.kind !== 'import') return declaresInterfaceOrAlias(this.sourceCode, typeName.name) ? { typeName: typeName.name, module: this } : undefined;
    const module = this.foreign?.moduleAnalysis(declaration.source) as ProvenanceAnalysis | undefined;
    return module && declaresInterfaceOrAlias(module.sourceCode, declaration.imported) ? { typeName: declaration.imported, module } : undefined;
  }

  /**
   * `ctx: ToolContext` where `interface ToolContext { signer: StateSigner<R> }` (or an object type alias), here or
   * imported: each member as its declared type says, when no one value of the type is shown.
   */
  private declaredMembersValue(name: TSESTree.Identifier): TypedValue | undefined {
    const declaration = typeDeclarationOf(this.sourceCode, name);
    if (declaration?.kind === 'import') {
      const imported = this.foreign?.declaredMembersValue(name, declaration.source, declaration.imported);
      return imported?.memberTypes && { valueType: 'object', memberTypes: imported.memberTypes };
    }
    const members = declaredTypeMembers(this.sourceCode, name.name);
    return members && { valueType: 'object', memberTypes: (member) => this.memberOfTypeElements(members, member) };
  }

  /**
   * A parameter of a method of an object literal whose variable declares its type (`const deleteBucket: ToolDef = {
   * async call(input, deps) { … } }` with `interface ToolDef { call(input: CallInput, deps: ToolDeps): … }`, here or
   * imported): what the type's member says the parameter is.
   */
  private contextualParameterValue(fn: FunctionNode, position: number): TypedValue | undefined {
    // `authed.input(schema).mutation(async ({ ctx, input }) => …)`: `ctx` is what `initTRPC.context<T>()` says
    const procedure = position === 0 ? procedureContextOf(this.sourceCode, fn) : undefined;
    if (procedure) {
      const context = procedure.kind === 'local' ? this.valueOfTypeNode(procedure.type, fn) : this.foreign?.procedureContext(fn, procedure.source, procedure.imported);
      return context && { valueType: 'object', memberTypes: (name) => (name === 'ctx' ? typedValueOf(context) : undefined) };
    }
    const member = fn.parent;
    if (member?.type !== 'Property' || member.value !== fn || member.parent.type !== 'ObjectExpression') return undefined;
    const name = getStaticKeyName(member.key, member.computed);
    let object: Node = member.parent;
    while (object.parent?.type === 'TSSatisfiesExpression' || object.parent?.type === 'TSAsExpression') object = object.parent;
    const holder = object.parent;
    if (name === undefined) return undefined;
    if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return this.typedMemberParameter(holder.id.typeAnnotation?.typeAnnotation, name, position);
    // `defineTool({ async run(args, ctx) { … } })` with `defineTool(def: ToolDef<S>)`: what the called function's type
    // for that argument says, read in the function's own module
    if (holder?.type !== 'CallExpression') return undefined;
    const index = holder.arguments.indexOf(object as TSESTree.CallExpressionArgument);
    const callee = index >= 0 ? this.functionOf(holder.callee) : undefined;
    const parameter = callee?.params[index];
    const declared = parameter?.type === 'Identifier' ? parameter.typeAnnotation?.typeAnnotation : undefined;
    return declared && (ownerOf(callee!) ?? this).typedMemberParameter(declared, name, position);
  }

  /** The parameter at `position` of the method `name` of the object type `annotation` names, read in this module. */
  typedMemberParameter(annotation: TSESTree.TypeNode | undefined, name: string, position: number): TypedValue | undefined {
    if (annotation?.type !== 'TSTypeReference' || annotation.typeName.type !== 'Identifier') return undefined;
    const declaration = typeDeclarationOf(this.sourceCode, annotation.typeName);
    if (declaration?.kind === 'import') {
      const imported = this.foreign?.declaredParameterValue(annotation.typeName, declaration.source, declaration.imported, name, position);
      return imported && typedValueOf(imported);
    }
    const members = declaredTypeMembers(this.sourceCode, annotation.typeName.name);
    return members && this.memberParameterType(members, name, position);
  }

  /** What the parameter at `position` of the method `name` a declared type lists is, by its annotation. */
  memberParameterType(members: readonly TSESTree.TypeElement[], name: string, position: number): TypedValue | undefined {
    for (const member of members) {
      if ((member.type !== 'TSMethodSignature' && member.type !== 'TSPropertySignature') || getStaticKeyName(member.key, member.computed) !== name) continue;
      const type = member.type === 'TSPropertySignature' ? member.typeAnnotation?.typeAnnotation : undefined;
      const params = member.type === 'TSMethodSignature' ? member.params : type?.type === 'TSFunctionType' ? type.params : undefined;
      const parameter = params?.[position];
      const annotation = parameter && 'typeAnnotation' in parameter ? parameter.typeAnnotation?.typeAnnotation : undefined;
      return annotation && this.instanceOfTypeNode(annotation, false);
    }
    return undefined;
  }

  /** {@link memberParameterType} as a value, for another module. */
  declaredParameterOf(members: readonly TSESTree.TypeElement[], name: string, position: number, origin: Node): Provenance | undefined {
    const typed = this.memberParameterType(members, name, position);
    return typed && makeProvenance('unknown', origin, typed);
  }

  /**
   * Whether what a `map` is called on holds one value rather than items: a string, a number or a MAC made by a project
   * function's result chain (`mac(key, body).map((sig) => …)`): such a value has no `map` of its own, so the receiver
   * is a promise or a result wrapping it.
   */
  private readonly holdsOneValue = (receiver: Expression): boolean => {
    const value = this.of(receiver);
    return value.valueType === 'string' || value.valueType === 'number' || value.valueType === 'boolean' || (value.kind === 'mac' && value.valueType !== 'buffer' && value.valueType !== 'array');
  };

  /** An import of a functional library (fp-ts, Effect, neverthrow): its namespaces' functions take or make a pipe's steps. */
  private readonly isFunctionalNamespace = (node: Expression): boolean => {
    const expression = skipTypeWrappers(node);
    if (expression.type !== 'Identifier') return false;
    const binding = resolveBinding(this.sourceCode, expression);
    return binding?.kind === 'import' && FUNCTIONAL_PACKAGES.test(binding.source);
  };

  /**
   * `pipe(O.fromNullable(process.env.KEY), O.getOrElse(() => 'dev'))`, `pipe(session, TE.map((s) => s.headers))`: what
   * the pipe holds after its last step, step by step. A step that keeps it keeps it, a fallback adds its own value as
   * the other possibility, a `map` or `chain` gives what its callback returns; any other step is unknown.
   */
  private pipedValue(call: TSESTree.CallExpression): Provenance | undefined {
    const pipe = pipeOf(call);
    if (!pipe) return undefined;
    const steps = pipe.steps.map((step) => ({ step, known: pipeStep(step, this.isFunctionalNamespace) }));
    if (steps.some(({ step, known }) => !known && !isFunctionNode(skipValueWrappers(step)))) return undefined;
    let value = this.of(pipe.start);
    for (const { step, known } of steps) {
      if (!known) {
        // `(secret) => Buffer.from(secret, 'utf8')`: a function of the project's own, handed what the pipe holds
        value = this.passedThrough(skipValueWrappers(step) as FunctionNode, value);
        continue;
      }
      const { name, arguments: handed } = known;
      if (keepsPipeValue(name)) continue;
      const [first] = handed;
      const given = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
      if (fallsBackInPipe(name) && given) {
        value = this.orFallback(value, given);
        continue;
      }
      const handlers = step.type === 'CallExpression' ? matchHandlers(step, this.isFunctionalNamespace) : undefined;
      if (handlers) {
        value = this.eitherReturnOf(handlers, call);
        continue;
      }
      if (step.type === 'CallExpression' && given && isFunctionNode(given) && chainStep(step, this.holdsOneValue, this.isFunctionalNamespace)) {
        value = this.returnOf(given);
        continue;
      }
      return { ...unknownValue(call), heldInResult: true };
    }
    return { ...value, origin: call, heldInResult: true };
  }

  /** What a one-parameter function gives when handed `value`: `value` again where it returns its parameter (converted at most), else unknown. */
  private passedThrough(fn: FunctionNode, value: Provenance): Provenance {
    const returned = this.returnOf(fn);
    if (fn.params.length !== 1 || returned.passesParameter !== 0) return unknownValue(fn);
    return { ...value, valueType: returned.valueType === 'unknown' ? value.valueType : returned.valueType };
  }

  /**
   * `useRuntimeConfig().stateKey` of Nuxt: what `nuxt.config` sets (`runtimeConfig: { stateKey: process.env.X || 'dev' }`)
   * unless the environment overrides it (`NUXT_STATE_KEY`); an object it nests is read the same way, member by member.
   */
  private runtimeConfigMember(path: readonly string[], origin: Node): Provenance {
    const exported = this.foreign?.nuxtConfig(origin);
    const configured = exported && path.reduce((value, name) => this.memberValue(value, name, origin), this.memberValue(exported, 'runtimeConfig', origin));
    if (configured?.objectLiteral || configured?.foreignMembers) return makeProvenance('unknown', origin, { valueType: 'object', reference: { module: RUNTIME_CONFIG.module, path } });
    const overridden = environmentVariable(runtimeConfigVariable(path), origin);
    // `stateKey: ''` declares a key the environment sets, as Nuxt's documentation writes it: no fallback of its own
    const declaresOnly = configured?.kind === 'literal' && configured.literalValue === '';
    return configured && configured.kind !== 'unknown' && !declaresOnly ? { ...eitherOf(overridden, configured), origin } : overridden;
  }

  /** `new Promise((resolve) => …)`: what its executor hands `resolve` (see `resolvedValues`). */
  private resolvedBy(construction: TSESTree.NewExpression): Provenance | undefined {
    const given = resolvedValues(this.sourceCode, construction)?.map((value) => this.of(value));
    return given && given.length > 0 ? { ...given.reduce(eitherOf), origin: construction, heldInResult: true } : undefined;
  }

  /** A Node-style callback's value parameter, where the call it is handed to is a package's or Node's (see `calledBackBy`). */
  private calledBackWith(fn: FunctionNode | undefined, position: number | undefined): Provenance | undefined {
    const call = calledBackBy(fn, position);
    const reference = call && this.of(call.callee).reference;
    if (!call || !reference || reference.module === GLOBALS) return undefined;
    const value = this.of(call);
    return value.kind === 'unknown' ? undefined : value;
  }

  /** A function with a body and no `return` of a value: it throws, or gives `undefined`. */
  private returnsNothing(fn: FunctionNode): boolean {
    return fn.body?.type === 'BlockStatement' && returnedExpressions(fn, this.sourceCode).length === 0;
  }

  /** What one of `handlers` returns, whichever runs; a handler that never returns (it throws) gives nothing. */
  private eitherReturnOf(handlers: readonly FunctionNode[], origin: Node): Provenance {
    const returning = handlers.filter((handler) => !this.returnsNothing(handler));
    return returning.length === 0 ? unknownValue(origin) : { ...returning.map((handler) => this.returnOf(handler)).reduce(eitherOf), origin };
  }

  /** The functions a functional library's `match` hands its value to (see `matchHandlers`). */
  matchedBy(call: TSESTree.CallExpression): FunctionNode[] | undefined {
    return matchHandlers(call, this.isFunctionalNamespace);
  }

  /** The expression whose value a callback of a chain or a pipe is handed (see `chainFeeding`). */
  chainFed(fn: FunctionNode): Expression | undefined {
    return chainFeeding(fn, this.holdsOneValue, this.isFunctionalNamespace);
  }

  /** A value of the type `type` names: the members its declaration here lists, or the instance of the class it names. */
  valueOfTypeNode(type: TSESTree.TypeNode, origin: Node): Provenance | undefined {
    const members = type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? declaredTypeMembers(this.sourceCode, type.typeName.name) : type.type === 'TSTypeLiteral' ? type.members : undefined;
    if (members) return this.declaredMembersOf(members, origin);
    const typed = this.instanceOfTypeNode(type, false);
    return typed && makeProvenance('unknown', origin, typed);
  }

  /** What the members of a declared type make a value whose type it is: `makeProvenance` of {@link declaredMembersValue}, for another module. */
  declaredMembersOf(members: readonly TSESTree.TypeElement[], origin: Node): Provenance {
    return makeProvenance('unknown', origin, { valueType: 'object', memberTypes: (member) => this.memberOfTypeElements(members, member) });
  }

  /** What the one value its module shows of an interface or type alias is (see `soleValueOfType`), here or imported. */
  private soleTypedValue(name: TSESTree.Identifier): TypedValue | undefined {
    const declaration = typeDeclarationOf(this.sourceCode, name);
    if (declaration?.kind === 'import') {
      const imported = this.foreign?.soleTypedValue(name, declaration.source, declaration.imported);
      return imported && membersOfMade(imported);
    }
    if (!declaresInterfaceOrAlias(this.sourceCode, name.name)) return undefined;
    const sole = soleValueOfType(this.sourceCode, name.name);
    const made = sole && (sole.kind === 'value' ? this.of(sole.node) : this.returnOf(sole.fn));
    return made && membersOfMade(made);
  }

  private memberOfTypeLiteral(literal: TSESTree.TSTypeLiteral, name: string): TypedValue | undefined {
    return this.memberOfTypeElements(literal.members, name);
  }

  private memberOfTypeElements(members: readonly TSESTree.TypeElement[], name: string): TypedValue | undefined {
    for (const member of members) {
      if (member.type !== 'TSPropertySignature' || getStaticKeyName(member.key, member.computed) !== name) continue;
      const type = member.typeAnnotation?.typeAnnotation;
      // `codec: () => PendingCodec`: a function whose call gives what its return type says
      if (type?.type === 'TSFunctionType' && type.returnType) {
        const returned = this.instanceOfTypeNode(type.returnType.typeAnnotation, true);
        return returned && { valueType: 'function', returnsInstance: returned };
      }
      return type && this.instanceOfTypeNode(type, false);
    }
    return undefined;
  }

  /**
   * `codec: StateCodec` where `type StateCodec = ReturnType<typeof createStateCodec>` (declared here or imported, type-only
   * too): the members of what the factory returns, whose module knows them.
   */
  private madeValueOfType(annotation: TSESTree.TSTypeReference, awaited: boolean, depth = 0): Pick<Provenance, 'valueType' | 'memberOwner' | 'foreign' | 'foreignMembers' | 'foreignMemberNames'> | undefined {
    const made = this.typeValue(annotation, annotation);
    if (made) return membersOfMade(made);
    if (annotation.typeName.type !== 'Identifier' || depth >= MAX_TYPE_ALIASES) return undefined;
    const declaration = typeDeclarationOf(this.sourceCode, annotation.typeName);
    if (declaration?.kind === 'import') {
      const imported = this.foreign?.importedTypeValue(annotation, declaration.source, declaration.imported);
      return imported && membersOfMade(imported);
    }
    const aliased = declaration?.declaration.typeAnnotation;
    if (aliased?.type !== 'TSTypeReference') return undefined;
    return this.madeValueOfType(aliased, awaited, depth + 1);
  }

  /** What a value of `type` is made by, where the type says (see {@link madeByType}): the maker's return or instance. */
  typeValue(type: TSESTree.TypeNode, origin: Node): Provenance | undefined {
    const made = madeByType(type);
    if (made?.maker.type !== 'Identifier') return undefined;
    // `typeof createState` of `import type { createState } from './state.js'`: the export the type names
    const typeImport = typeDeclarationOf(this.sourceCode, made.maker);
    if (made.made === 'parsed') {
      // `z.infer<typeof EnvSchema>` with `const EnvSchema = z.object({ … })` in this module
      const schema = typeImport ? undefined : this.declaredValueOf(made.maker);
      return schema ? parsedBySchema(origin, schema, this.evaluate) : undefined;
    }
    const maker = typeImport?.kind === 'import' ? this.moduleValue(made.maker, typeImport.source, typeImport.imported, 'named') : this.of(made.maker);
    if (made.made === 'instance') {
      const instance = instanceOfClass(maker);
      return instance && makeProvenance('unknown', origin, instance);
    }
    if (maker.functionNode) return this.returnOf(maker.functionNode);
    // `ReturnType<typeof createRequestStateCodec<Round>>`: what a known factory of a package makes
    const factoryMade = maker.reference && MADE_BY_FACTORY.get(referenceKey(maker.reference));
    return factoryMade && makeProvenance('crypto-object', origin, { cryptoObject: factoryMade, valueType: 'object', derivedFromSecret: true });
  }

  private moduleValue(origin: Node, specifier: string, imported?: string, form: ImportForm = 'namespace'): Provenance {
    // `import { STATE_SECRET } from '$env/static/private'` of SvelteKit: the variable itself
    if (specifier === SVELTEKIT_STATIC_PRIVATE && imported !== undefined && form === 'named') return environmentVariable(imported, origin);
    const project = this.naming.sealModules.has(specifier) ? undefined : this.foreign?.importValue(origin, specifier, imported, form);
    if (project) return project;
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
          // `options = {}`: what the caller passes, or nothing; its members are the caller's options
          if (current.isParameter && isEmptyObjectLiteral(step.value)) break;
          current = eitherOf(current, this.of(step.value));
          break;
      }
    }
    return current;
  }

  /**
   * A property of an object literal, read by the analysis of the file that writes it: a helper of another module may
   * return one (`adapter(req)` giving `{ header: req.header('x-token') }`).
   */
  private propertyOf(object: Provenance, literal: TSESTree.ObjectExpression, name: string | undefined, origin: Node): Provenance {
    // `fresh = { ...session, … }` stored where `session` is read back from: the member is asked of itself
    const asked = this.propertiesAsked.get(literal) ?? new Set<string | undefined>();
    if (asked.has(name) || this.propertiesAsked.size >= MAX_DEPTH) return unknownValue(origin);
    asked.add(name);
    this.propertiesAsked.set(literal, asked);
    try {
      return this.propertyOfWritten(object, literal, name, origin);
    } finally {
      asked.delete(name);
      if (asked.size === 0) this.propertiesAsked.delete(literal);
    }
  }

  private readonly propertiesAsked = new Map<TSESTree.ObjectExpression, Set<string | undefined>>();

  private propertyOfWritten(object: Provenance, literal: TSESTree.ObjectExpression, name: string | undefined, origin: Node): Provenance {
    const owner = ownerOf(literal);
    const returnedBy = object.returnedBy;
    const passed = (node: Expression) => (returnedBy ? this.passedToMaker(returnedBy.call, returnedBy.fn, node) : undefined);
    const spreadIn = (analysis: ProvenanceAnalysis) => (name === undefined ? undefined : spreadMembers(analysis, name, passed));
    if (!owner || owner === this) return propertyOfLiteral(literal, name, origin, (node) => passed(node) ?? this.evaluate(node), this.sourceCode, spreadIn(this));
    // named as this file spells it (`helpers.sign` of `const helpers = makeHelpers()`), from the module the object came from
    const spelled = origin.type === 'MemberExpression' && (ownerOf(origin) ?? this) === this ? this.sourceCode.getText(origin) : undefined;
    const tag = { name: spelled ?? `${object.foreign?.name ?? 'result'}.${name ?? '[…]'}`, specifier: object.foreign?.specifier ?? '' };
    const value = acrossModules(() => localized(propertyOfLiteral(literal, name, origin, (node) => passed(node) ?? owner.of(node), owner.sourceCode, spreadIn(owner)), origin, tag, owner));
    // a method of such an object stays unknown: the summaries of openers and sealers (mcp/) do not judge closures reached
    // through a returned object yet, and a call of one is no data this file reads
    if (!value || value.functionNode || value.memberOwner) return unknownValue(origin);
    return object.foreign ? value : { ...value, foreign: undefined };
  }

  /**
   * A parameter of `fn`, or a member of one (`env.SUPPORT_KEY` in `readSettings(env)`, `value` in `Ok = (value) => ({ ok:
   * true, value })`), read where the object `fn` returned to `call` is: what `call` passes there, that member of it, asked
   * in the module that makes the call. Undefined for anything else.
   */
  private passedToMaker(call: TSESTree.CallExpression, fn: FunctionNode, node: Expression): Provenance | undefined {
    const { root, members } = plainMembersOf(node);
    if (root.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCodeOf(fn), root);
    if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.index === undefined) return undefined;
    const argument = argumentAt(call, binding.index);
    if (!argument) return undefined;
    const path = [...binding.path, ...members.map((name) => ({ type: 'property' as const, name }))];
    const caller = ownerOf(call) ?? this;
    if (caller === this) return this.followPath(this.of(argument), path, node);
    const tag = { name: this.sourceCodeOf(fn).getText(node), specifier: '' };
    return acrossModules(() => localized(caller.followPath(caller.of(argument), path, node), node, tag, caller));
  }

  /**
   * `params[field]` where both are parameters of one function (`pick(params, field)`), the object maybe read through
   * plain members first (`params._meta[field]`): the value, with the role that lets a call name the member.
   */
  private withNamingParameter(member: TSESTree.MemberExpression, value: Provenance): Provenance {
    const key = member.computed ? skipTypeWrappers(member.property) : undefined;
    const keyBinding = key?.type === 'Identifier' ? resolveBinding(this.sourceCode, key) : undefined;
    if (keyBinding?.kind !== 'parameter' || keyBinding.index === undefined || keyBinding.path.length > 0) return value;
    const { root, members: path } = plainMembersOf(member.object);
    const objectBinding = root.type === 'Identifier' && path.length <= 3 ? resolveBinding(this.sourceCode, root) : undefined;
    if (objectBinding?.kind !== 'parameter' || objectBinding.fn !== keyBinding.fn || objectBinding.index === undefined || objectBinding.path.length > 0) return value;
    return { ...value, memberNamedBy: { object: objectBinding.index, path, key: keyBinding.index } };
  }

  /**
   * What a call of a function returning `params[field]` (see {@link withNamingParameter}) gives where it names the
   * member with a constant (`pick(request.params, 'requestState')`); undefined where a return is anything else but
   * nothing, or the call names no constant.
   */
  private namedMemberAt(call: TSESTree.CallExpression, returned: Provenance): Provenance | undefined {
    const alternatives = returned.memberNamedBy ? [returned] : (returned.alternatives ?? []);
    if (!alternatives.some((alternative) => alternative.memberNamedBy)) return undefined;
    const resolved: Provenance[] = [];
    for (const alternative of alternatives) {
      const named = alternative.memberNamedBy;
      if (!named) {
        if (alternative.valueType !== 'nullish') return undefined;
        resolved.push({ ...alternative, origin: call });
        continue;
      }
      const keyArgument = argumentAt(call, named.key);
      const objectArgument = argumentAt(call, named.object);
      const name = keyArgument ? this.of(keyArgument).literalValue : undefined;
      if (typeof name !== 'string' || !objectArgument) return undefined;
      const object = named.path.reduce((held, step) => this.memberOf(held, step, call), this.of(objectArgument));
      resolved.push(this.memberOf(object, name, call));
    }
    return resolved.reduce(eitherOf);
  }

  /**
   * What `closure(x)` gives where the closure calls the function its maker was handed and passes on its own
   * parameters (`memoize(makeCodec)(tool)` of `memoize = (fn) => (k) => fn(k)`): what that function gives `x`.
   * Undefined where the maker's call hands no function of the project there, or the closure passes anything else.
   */
  private resultOfHanded(call: TSESTree.CallExpression, closure: FunctionNode, makerCall: TSESTree.CallExpression, inner: NonNullable<Provenance['resultOfParameter']>): Provenance | undefined {
    const argument = argumentAt(makerCall, inner.index);
    const forwards = inner.call.arguments.every((passed, index) => {
      const parameter = closure.params[index];
      return passed.type === 'Identifier' && parameter?.type === 'Identifier' && parameter.name === passed.name;
    });
    if (!argument || !forwards) return undefined;
    const caller = ownerOf(makerCall) ?? this;
    const given = caller === this ? this.of(argument) : acrossModules(() => caller.of(argument));
    return given?.functionNode ? this.resultOf(call, given, given.functionNode) : undefined;
  }

  /**
   * `adapters[name]` of an object literal the file (or another module) writes, by a key the file does not spell: any of
   * its members, those of an object spread into it too; undefined when one of them cannot be told.
   */
  private anyMember(object: Provenance, origin: Node): Provenance | undefined {
    const names = object.objectLiteral ? undefined : object.foreignMemberNames?.();
    if (names && object.foreignMembers) {
      const members = names.map((name) => object.foreignMembers!(name, origin));
      return members.length > 0 && members.length <= MAX_ANY_MEMBERS ? members.reduce(eitherOf) : undefined;
    }
    const literal = object.objectLiteral;
    if (!literal || literal.properties.length > MAX_ANY_MEMBERS || ownerOf(literal) !== undefined && ownerOf(literal) !== this) return undefined;
    const members: Provenance[] = [];
    for (const property of literal.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.anyMember(this.of(property.argument), origin);
        if (!spread) return undefined;
        members.push(spread);
        continue;
      }
      if (property.kind !== 'init' || property.value.type === 'AssignmentPattern' || property.value.type === 'TSEmptyBodyFunctionExpression') return undefined;
      members.push(this.of(property.value));
    }
    // `const codecs = {}; … codecs[tool] = createRequestStateCodec(…)`: a cache, whose members are what is written there
    const later = laterMemberWrites(this.sourceCode, literal);
    if (later?.anyMember) return undefined;
    const written = later ? [...later.fields.values(), ...later.computed] : [];
    if (members.length + written.length > MAX_ANY_MEMBERS) return undefined;
    for (const value of written) members.push(this.of(value));
    return members.length > 0 ? members.reduce(eitherOf) : undefined;
  }

  /**
   * What each call of a function the module keeps to itself hands it at `position`, where the file proves every call
   * (`askForChanges(deps)` of a tool factory): the dependencies its module was handed, passed on. Not a function
   * handed there, which the callee runs as a callback.
   */
  private handedByLocalCallers(fn: FunctionNode, position: number): Provenance[] | undefined {
    const passedThere = this.provenArguments(fn, position);
    if (!passedThere) return undefined;
    const values: Provenance[] = [];
    for (const argument of passedThere) {
      const value = this.of(argument);
      // a function handed to a local wrapper (`withState(name, handler)`) is a callback the wrapper runs, not a service
      if (value.functionNode) return undefined;
      values.push(value);
    }
    return values;
  }

  /** What each call of `fn` passes at `position`, where the file proves every call (a few at most) and each passes one. */
  private provenArguments(fn: FunctionNode, position: number): Expression[] | undefined {
    const calls = provenCallSites(this.sourceCode, fn);
    if (!calls || calls.length === 0 || calls.length > MAX_PROVEN_CALLERS) return undefined;
    const passed: Expression[] = [];
    for (const call of calls) {
      const argument = argumentAt(call, position);
      if (!argument) return undefined;
      passed.push(argument);
    }
    return passed;
  }

  /**
   * What a parameter, or a member of one (`settings.supportKey`), holds at the calls of its function, where the file
   * proves every call (see `provenCallSites`): either of what each call passes there. Undefined for anything else.
   */
  valueAtCallers(node: Node, depth = 0): Provenance | undefined {
    const { root, members } = plainMembersOf(node);
    if (root.type !== 'Identifier' || depth >= MAX_CALLER_DEPTH) return undefined;
    const binding = resolveBinding(this.sourceCode, root);
    if (binding?.kind !== 'parameter' || !binding.fn || binding.position === undefined || binding.normalizations) return undefined;
    const passedThere = isExported(binding.fn) ? undefined : this.provenArguments(binding.fn, binding.position);
    if (!passedThere) return undefined;
    const values: Provenance[] = [];
    for (const argument of passedThere) {
      const passed = this.of(argument);
      const value = passed.isParameter || passed.memberOfParameter ? (this.valueAtCallers(argument, depth + 1) ?? passed) : passed;
      const steps = [...binding.path, ...members.map((name) => ({ type: 'property' as const, name }))];
      values.push(this.followPath(value, steps, node));
    }
    return values.reduce(eitherOf);
  }

  /** What the modules importing this one hand in for parameter `position` of its exported function `fn` (see {@link ForeignValues.shapesAtImporters}). */
  shapesAtCallers(fn: FunctionNode, position: number, hops: number): InjectedShape[] | undefined {
    const exported = this.foreign && exportedAs(this.sourceCode, fn);
    return exported ? this.foreign!.shapesAtImporters(exported, position, hops) : undefined;
  }

  /** Member `name` of `object` as read at `origin`, where no node of the file reads it (`cfg.stateKey` of a `cfg` passed whole). */
  memberValue(object: Provenance, name: string, origin: Node): Provenance {
    return this.memberOf(object, name, origin);
  }

  /**
   * Member `name` of a subclass of the file whose superclass another module declares (`class CloseTool extends
   * StatefulTool`): the member of an instance (or the statics) of that class, as its module knows it.
   */
  private inheritedMember(superClass: Expression, kind: 'instance' | 'class', name: string, origin: Node, depth = 0): Provenance | undefined {
    const base = this.of(superClass);
    const of = base.memberOwner?.kind === 'class' ? base.memberOwner.of : undefined;
    const owner = of && (ownerOf(of) ?? (superClass.type === 'CallExpression' ? this : undefined));
    if (!of || !owner) return undefined;
    // `extends Audited(StatefulTool)`: a member the mixin's class does not define comes from the class the call hands it
    const mixedInto = superClass.type === 'CallExpression' ? mixinBaseParameter(owner.sourceCode, of) : undefined;
    if (mixedInto !== undefined && !definesOwnMember(owner.sourceCode, of, kind, name)) {
      const handed = (superClass as TSESTree.CallExpression).arguments[mixedInto];
      return handed && handed.type !== 'SpreadElement' && depth < MAX_MIXINS ? this.inheritedMember(handed, kind, name, origin, depth + 1) : undefined;
    }
    if (owner === this && superClass.type !== 'CallExpression') return undefined;
    const object = makeProvenance('unknown', origin, { valueType: kind === 'class' ? 'function' : 'object', memberOwner: { kind, of } as MemberOwner });
    const tag = { name: `${base.foreign?.name ?? 'super'}.${name}`, specifier: base.foreign?.specifier ?? '' };
    const member = acrossModules(() => owner.ownMemberOf(object, name, origin));
    return member && localized(member, origin, tag, owner);
  }

  /**
   * Abstract method `name` of an instance of the class `of` (`this.sign(body)` in a template method): the methods
   * the subclasses the modules loading this file declare give it, when every one of them defines it as a method.
   */
  private implementedMember(of: ClassNode, name: string, origin: Node): Provenance | undefined {
    // kept for every later question (see `ownerMember`), so worked out as from the start of a chain, whatever chain asks first
    return this.foreign ? fromChainStart(() => this.findImplementedMember(of, name, origin)) : undefined;
  }

  private findImplementedMember(of: ClassNode, name: string, origin: Node): Provenance | undefined {
    const values: Provenance[] = [];
    for (const analysis of this.importerAnalyses()) {
      for (const subclass of declaredClasses(analysis.sourceCode)) {
        if (!subclass.superClass || values.length >= MAX_IMPLEMENTATIONS) continue;
        const superClass = subclass.superClass;
        const base = acrossModules(() => analysis.of(superClass));
        if (base?.memberOwner?.kind !== 'class' || !this.isSameDeclaration(base.memberOwner.of, of)) continue;
        const object = makeProvenance('unknown', origin, { valueType: 'object', memberOwner: { kind: 'instance', of: subclass } });
        const member = acrossModules(() => analysis.ownMemberOf(object, name, origin));
        // a method each subclass writes; an abstract field (`abstract readonly name`) differs from one subclass to the next
        if (!member?.functionNode) return undefined;
        values.push(localized(member, origin, { name: `${subclass.id?.name ?? 'subclass'}.${name}`, specifier: this.foreign!.specifierOfAnalysis(analysis) }, analysis));
      }
    }
    return values.length > 0 ? values.reduce(eitherOf) : undefined;
  }

  /**
   * Whether a declaration another module's analysis reached is `declared` of this file: the same node, or the node at
   * the same place in this file's text as that module read it (a module linted after it was read for another).
   */
  private isSameDeclaration(reached: Node, declared: Node): boolean {
    if (reached === declared) return true;
    if (reached.range[0] !== declared.range[0] || reached.range[1] !== declared.range[1]) return false;
    return ownerOf(reached)?.sourceCode.text === this.sourceCode.text;
  }

  private staticOfFunction(object: Provenance, fn: FunctionNode, name: string, origin: Node): Provenance | undefined {
    const owner = ownerOf(fn) ?? this;
    if (owner === this) return this.members.functionMember(fn, name, origin);
    const tag = { name: `${object.foreign?.name ?? 'function'}.${name}`, specifier: object.foreign?.specifier ?? '' };
    return acrossModules(() => {
      const member = owner.ownFunctionMember(fn, name, origin);
      return member && localized(member, origin, tag, owner);
    });
  }

  /** Member `name` of a function of this file given at the top level (see {@link MemberValues.functionMember}). */
  ownFunctionMember(fn: FunctionNode, name: string, origin: Node): Provenance | undefined {
    return this.members.functionMember(fn, name, origin);
  }

  /** Member `name` of an object whose members this file shows (see {@link MemberValues.memberOf}). */
  ownMemberOf(object: Provenance, name: string, origin: Node): Provenance | undefined {
    return this.members.memberOf(object, name, origin);
  }

  private memberOf(object: Provenance, name: string | undefined, origin: Node): Provenance {
    // `PreviewState.parse(token)` of `z.string().transform((token) => …)`: the transform, handed what is parsed
    if (object.parsesWith && (name === 'parse' || name === 'parseAsync')) return makeProvenance('unknown', origin, { valueType: 'function', functionNode: object.parsesWith, foreign: object.foreign });
    // `sealed.value` of `const sealed = await codec.seal(…)` returning a result: the value it holds
    if (name === 'value' && object.heldInResult) return { ...object, origin, heldInResult: false };
    // `(typeof options === 'object' ? options : { secret }).secret`: the member of each object it may be
    if (object.alternatives) {
      const members = object.alternatives.map((alternative) => this.memberOf(alternative, name, origin));
      let member = members.reduce(eitherOf);
      // `session.accessToken` of a stored session or of its refreshed copy (`{ ...session, accessToken: await refresh() }`): read under a credential's name either way
      const read = member.kind === 'unknown' && member.credentialRead === undefined ? members.find((each) => each.credentialRead !== undefined)?.credentialRead : undefined;
      if (read !== undefined) member = { ...member, credentialRead: read };
      // of the objects callers in other modules hand in: what each passes, judged at those calls
      return object.alternatives.every((alternative) => alternative.memberOfParameter) ? { ...member, memberOfParameter: true, throughParameterType: true } : member;
    }
    // `deps.codec` of `deps: { codec: StateCodec }`: what its declared type says, still a member of the parameter
    const typed = name === undefined ? undefined : object.memberTypes?.(name, origin);
    if (typed) return makeProvenance('unknown', origin, { ...typed, fromParameter: object.fromParameter, memberOfParameter: object.isParameter || object.memberOfParameter === true });
    if (name === undefined) {
      const any = this.anyMember(object, origin);
      if (any) return any;
    }
    if (object.foreignMembers) {
      if (name === undefined) return unknownValue(origin);
      const member = object.foreignMembers(name, origin);
      // `cfg.stateKey` of `cfg: GateConfig`, known by what the type's module makes: still what a caller passes
      return object.isParameter || object.memberOfParameter ? { ...member, memberOfParameter: true, throughParameterType: true } : member;
    }
    const memberOwner = object.memberOwner;
    const owner = memberOwner && name !== undefined ? ownerOf(memberOwner.kind === 'object' ? memberOwner.literal : memberOwner.of) : undefined;
    // an instance or class of another module (`new Vault(key)`, `Vault.create`): its module knows its members
    if (owner && owner !== this) {
      const tag = { name: `${object.foreign?.name ?? 'this'}.${name}`, specifier: object.foreign?.specifier ?? '' };
      const member = acrossModules(() => owner.ownMemberOf(object, name!, origin));
      return member ? localized(member, origin, tag, owner) : unknownValue(origin);
    }
    const member = name === undefined ? undefined : this.members.memberOf(object, name, origin);
    if (member) return member;
    // `BankFeed.prototype` of `function BankFeed(…)`: the object its instances take their methods from
    if (name === 'prototype' && object.functionNode && !memberOwner && object.functionNode.type !== 'ArrowFunctionExpression') {
      return makeProvenance('unknown', origin, { valueType: 'object', memberOwner: { kind: 'instance', of: object.functionNode }, foreign: object.foreign });
    }
    // `StateSeal.fromConfig` with `StateSeal.fromConfig = function …` beside `function StateSeal(…)`, here or in its module
    const functionMember = object.functionNode && !memberOwner && name !== undefined ? this.staticOfFunction(object, object.functionNode, name, origin) : undefined;
    if (functionMember) return functionMember;
    // `Bun.env[name]` in `required(name)`: the variable a call names
    if (name === undefined && isEnvironmentObject(object.reference) && origin.type === 'MemberExpression' && origin.computed) {
      const namedBy = this.of(origin.property).passesParameter;
      if (namedBy !== undefined) return environmentNamedBy(namedBy, origin);
    }
    if (object.reference && name !== undefined) {
      if (isEnvironmentObject(object.reference)) return environmentVariable(name, origin);
      if (object.reference.module === RUNTIME_CONFIG.module) return this.runtimeConfigMember([...object.reference.path, name], origin);
      // a member of a module of the project that could not be read: a config (`require('./settings').masterKey`)
      const held = isProjectSpecifier(object.reference.module) && isHeldSecretName(name);
      return makeProvenance('unknown', origin, { reference: memberReference(object.reference, name), ...(held && heldSecretFacts(name)) });
    }
    if (name === 'length' || name === 'byteLength' || name === 'size') return unknownValue(origin, 'number');
    const secretPart = partOfSecretStoreAnswer(object, origin);
    if (secretPart) return secretPart;
    // a byte of a MAC or a secret: `mac[offset]`, `mac[19]`; its bytes whole: `mac.buffer`
    if (object.valueType === 'buffer' && isSecretDerived(object) && (name === undefined || /^\d+$/.test(name))) return numberFromSecret(object, origin);
    if (object.valueType === 'buffer' && isSecretDerived(object) && name === 'buffer') return { ...object, origin };
    if (object.valueType === 'array' && (name === undefined || /^\d+$/.test(name))) return elementOf(object, origin);
    if (object.objectLiteral) return this.propertyOf(object, object.objectLiteral, name, origin);
    if (object.enumDeclaration) return enumMember(object.enumDeclaration, name, origin);
    const requestInput = describeRequestMember(object, name, origin);
    if (requestInput) return requestInput;
    if (object.kind === 'untrusted') {
      return makeProvenance('untrusted', origin, { isCredential: object.isCredential, maybeAbsent: true });
    }
    // a cookie's value, read from what a cookie jar gives: `(await cookies()).get('oauth_state')?.value`
    if (object.heldSecret !== undefined && object.heldCookie === true && name === 'value') return { ...object, origin };
    // `args.adminToken` in `(args) => …`: the caller chose it, as it chose `args`.
    const throughSession = object.throughSession === true || (name !== undefined && /^session$/i.test(name));
    // `req.session[secretKey]`: the session's entry under a key whose name says it names a secret
    const keyName = name === undefined && object.throughSession === true ? computedKeyName(origin) : undefined;
    const heldName = name ?? (keyName !== undefined && isHeldSecretName(keyName) ? keyName : undefined);
    const held =
      heldName !== undefined &&
      holdsSettings(object) &&
      (isHeldSecretName(heldName) || (namesSignInNonce(heldName) && (object.throughSession === true || readsSession(origin))));
    const memberOfParameter = object.isParameter || object.memberOfParameter === true;
    // `bytes[i]` of the bytes a helper was passed
    const part = !held && object.valueType !== 'object' && (name === undefined || /^\d+$/.test(name)) ? partOfParameters(object, origin) : undefined;
    if (part) return part;
    const credentialRead = name !== undefined && !held && isSecretName(name) ? name : undefined;
    return makeProvenance('unknown', origin, {
      fromParameter: object.fromParameter,
      ...(memberOfParameter && { memberOfParameter }),
      ...(throughSession && { throughSession }),
      ...(held && heldSecretFacts(heldName)),
      ...(credentialRead !== undefined && { credentialRead }),
    });
  }

  private classifyCall(call: TSESTree.CallExpression): Provenance {
    const callee = skipTypeWrappers(call.callee);
    // a promise or a result holds what it wraps, and each step of its chain what its callback gives
    const wrapped = wrappedBy(call);
    if (wrapped) return { ...('thunk' in wrapped ? this.returnOf(wrapped.thunk) : this.of(wrapped.value)), origin: call, heldInResult: true };
    const step = chainStep(call, this.holdsOneValue, this.isFunctionalNamespace);
    if (step) return { ...this.returnOf(step.callback), origin: call, heldInResult: true };
    const piped = this.pipedValue(call);
    if (piped) return piped;
    const composed = this.composedStages(call);
    if (composed) return makeProvenance('unknown', call, { valueType: 'function', stages: composed });
    const handlers = matchHandlers(call, this.isFunctionalNamespace);
    if (handlers) return { ...this.eitherReturnOf(handlers, call), heldInResult: true };
    // `R.curry((key, body) => createHmac('sha256', key).update(body).digest())`: that function, over one call or several
    const curried = this.curriedFunction(call);
    if (curried) return makeProvenance('unknown', call, { valueType: 'function', functionNode: curried, curried: true });
    // `const parse = Result.fromThrowable((body) => JSON.parse(body))`: a function calling that one
    const through = calledThrough(call);
    if (through) return makeProvenance('unknown', call, { valueType: 'function', functionNode: through });
    // before the schema library's own description: what it parses is the environment
    const parsed = callee.type === 'MemberExpression' ? this.parsedEnvironmentOf(call, callee.object) : undefined;
    if (parsed) return parsed;
    const context = callee.type === 'MemberExpression' ? (this.contextValue(call) ?? this.registeredValue(call)) : undefined;
    if (context) return context;
    const schema = callee.type === 'MemberExpression' ? (transformingSchema(this, call, callee) ?? this.pipedFromTransform(callee)) : undefined;
    if (schema) return makeProvenance('unknown', call, { valueType: 'object', parsesWith: schema });
    const validated = callee.type === 'MemberExpression' ? this.validatedBySchema(call, callee) : undefined;
    if (validated) return validated;
    const calleeValue = this.of(callee);
    // `v.parse(Schema, value)` of valibot: the value, checked for its shape
    const checked = isReferenceTo(calleeValue.reference, 'valibot', 'parse') || isReferenceTo(calleeValue.reference, 'valibot', 'parseAsync') ? call.arguments[1] : undefined;
    if (checked && checked.type !== 'SpreadElement') return { ...this.of(checked), origin: call };
    // `_.get(extra, '_meta.requestState')`, `fp.get('_meta.requestState')(extra)`, `R.path(['_meta', 'requestState'])`
    const read = this.readByPath(call, calleeValue);
    if (read) return read;
    if (calleeValue.reference) {
      // `registerAs('state', () => ({ … }))` of NestJS: the factory, whose result `ConfigType<typeof …>` names
      const [, factory] = call.arguments;
      if (isReferenceTo(calleeValue.reference, '@nestjs/config', 'registerAs') && factory && factory.type !== 'SpreadElement' && call.arguments.length === 2) {
        return { ...this.of(factory), origin: call };
      }
      // `useRuntimeConfig(event).stateSecret` of Nuxt: the environment, by the member's name
      if (isRuntimeConfigReader(calleeValue.reference)) return makeProvenance('unknown', call, { valueType: 'object', reference: RUNTIME_CONFIG });
      const [config] = call.arguments;
      if (isNuxtConfigDefiner(calleeValue.reference) && config && config.type !== 'SpreadElement' && call.arguments.length === 1) return { ...this.of(config), origin: call };
      // `Object.assign({}, payload, { uid, exp })`: the object literal it stands for
      const assigned = isReferenceTo(calleeValue.reference, GLOBALS, 'Object', 'assign') ? assignedObject(call) : undefined;
      if (assigned) return { ...this.of(assigned), origin: call };
      // `merge(defaults, fileConfig, envConfig)` of lodash, deepmerge, defu, `Object.assign(target, …)`: configuration layers
      if (MERGING_EXPORTS.has(referenceKey(calleeValue.reference)) && call.arguments.length >= 2) return this.mergedOf(call.arguments, call);
      // `util.promisify(jwt.sign)`: the same function, its result a promise of what the callback would get
      const [promisified] = call.arguments;
      if (isReferenceTo(calleeValue.reference, 'node:util', 'promisify') && promisified && promisified.type !== 'SpreadElement' && call.arguments.length === 1) {
        return { ...this.of(promisified), origin: call };
      }
      if (isReferenceTo(calleeValue.reference, GLOBALS, 'require')) {
        const loaded = getLoadedSpecifier(call);
        return loaded === undefined ? unknownValue(call) : this.moduleValue(call, loaded, undefined, 'require');
      }
      const known =
        describeWellKnownCall(calleeValue.reference, call, this.evaluate) ??
        describePackageEncoder(calleeValue.reference, call, this.evaluate) ??
        validatedEnvironment(calleeValue.reference, call, this.evaluate) ??
        describeSecretStoreCall(calleeValue.reference, call, this.evaluate);
      if (known) return known;
      if (calleeValue.reference.path.at(-1) === 'getCookie') {
        const cookie = keptCookie(call.arguments[1] ?? call.arguments[0], call);
        if (cookie) return cookie;
      }
      const input = describeEventReaderCall(calleeValue.reference, headerNameAt(call), call);
      if (input) return input;
      // `await Promise.all(keys.map((key) => macOf(key, body)))`: what the promises settle to, as `await` reads each
      const [promises] = call.arguments;
      if (promises && promises.type !== 'SpreadElement' && isReferenceTo(calleeValue.reference, GLOBALS, 'Promise', 'all')) return { ...this.of(promises), origin: call };
    }
    const method = getMethodName(call);
    if (method !== undefined && callee.type === 'MemberExpression') {
      const environmentName = method === 'get' ? environmentNameRead(call, this.evaluate) : undefined;
      if (environmentName !== undefined) return environmentVariable(environmentName, call);
      // `Deno.env.get(name)` in `required(name)`
      const [named] = call.arguments;
      const namedBy = method === 'get' && named && named.type !== 'SpreadElement' && call.arguments.length === 1 && isEnvironmentObject(this.of(callee.object).reference) ? this.of(named).passesParameter : undefined;
      if (namedBy !== undefined) return environmentNamedBy(namedBy, call);
      const [offset] = call.arguments;
      if (BUFFER_NUMBER_READER.test(method) && offset && offset.type !== 'SpreadElement' && readsTruncatedCode(this.sourceCode, callee.object, offset)) return truncatedCodeByte(call);
      // before the request's own readers: a cookie jar's entry is the cookie the server set, not client input
      const kept = method === 'get' ? this.keptEntry(callee.object, call) : undefined;
      if (kept) return kept;
      // `secrets.send(new GetSecretValueCommand({ SecretId }))` of a client made elsewhere; `.promise()` of AWS SDK v2
      const sent = method === 'send' ? sentCommand(call, this.evaluate) : undefined;
      if (sent) return sent;
      const receiver = this.of(callee.object);
      if (method === 'promise' && call.arguments.length === 0 && receiver.readFromSecretStore) return { ...receiver, origin: call };
      const byMethod = describeMethodCall(receiver, method, call, this.evaluate);
      if (byMethod) return byMethod;
      const mapped = method === 'map' ? (this.mappedSecrets(call) ?? this.mappedRecords(call)) : undefined;
      if (mapped) return mapped;
      const reduced = method === 'reduce' ? this.reducedByMerge(call, callee.object) : undefined;
      if (reduced) return reduced;
    }
    if (method === 'then' && callee.type === 'MemberExpression') {
      const settled = this.settledThrough(call, callee.object);
      if (settled) return settled;
    }
    if (method === 'catch' && callee.type === 'MemberExpression') {
      const rescued = this.rescuedBy(call, callee.object);
      if (rescued) return rescued;
    }
    // `result.unwrapOr('dev')` of a Result or an Option (neverthrow, ts-results, true-myth): its value, or the fallback
    const [fallback] = call.arguments;
    if (method !== undefined && UNWRAPPING_WITH_FALLBACK.has(method) && call.arguments.length === 1 && fallback && fallback.type !== 'SpreadElement') {
      return { ...this.orFallback(unknownValue(call), fallback), origin: call };
    }
    if (calleeValue.returnsInstance) return makeProvenance('unknown', call, calleeValue.returnsInstance);
    // `container.resolve(AppConfig)`, `moduleRef.get(StateService)`: a dependency container hands out an instance of
    // the class it is asked for
    const [asked, ...more] = call.arguments;
    if (method !== undefined && CONTAINER_LOOKUPS.has(method) && asked && asked.type !== 'SpreadElement' && more.length === 0) {
      const instance = instanceOfClass(this.of(asked));
      if (instance) return makeProvenance('unknown', call, instance);
    }
    // NestJS's `context.switchToHttp().getRequest()`: the HTTP request a guard or an interceptor is handed
    if (method === 'getRequest' && callee.type === 'MemberExpression' && call.arguments.length === 0) {
      const host = skipValueWrappers(callee.object);
      if (host.type === 'CallExpression' && getMethodName(host) === 'switchToHttp') return makeProvenance('unknown', call, { valueType: 'object', isRequestObject: true });
    }
    const takesArgumentsInTurn = calleeValue.curried ? calleeValue.functionNode : calleeValue.partialOf;
    if (takesArgumentsInTurn) return this.curriedCallOf(call, calleeValue, takesArgumentsInTurn);
    if (calleeValue.functionNode) return this.resultOf(call, calleeValue, calleeValue.functionNode);
    // `(typeof adapter === 'string' ? adapters[adapter] : adapter)(req)`: what each function it may be gives
    if (calleeValue.alternatives?.some((alternative) => alternative.functionNode)) {
      return calleeValue.alternatives.map((alternative) => (alternative.functionNode ? this.resultOf(call, alternative, alternative.functionNode) : unknownValue(call))).reduce(eitherOf);
    }
    // `const h = makeHelpers(); h.macOf(body)`: a closure the factory returns, here or in the factory's module
    const closure = callee.type === 'MemberExpression' ? factoryClosure(this, callee) : undefined;
    if (closure) return this.resultOf(call, calleeValue, closure);
    // `fn(k)` of a function handed in: what that function gives, where a closure of the maker it was handed to is called
    const handed = callee.type === 'Identifier' ? resolveBinding(this.sourceCode, callee) : undefined;
    if (handed?.kind === 'parameter' && handed.fn && handed.index !== undefined && handed.path.length === 0) {
      return makeProvenance('unknown', call, { resultOfParameter: { fn: handed.fn, index: handed.index, call } });
    }
    // `z.object({ … })`, `z.string().optional()`: a schema, whose `parse` gives back what it checks
    if (method !== undefined && !SCHEMA_RESULTS.has(method) && this.packageCalledBy(callee) === 'zod') return makeProvenance('unknown', call, { valueType: 'object', validates: true });
    return unknownValue(call);
  }

  /**
   * `z.string().transform(decode).pipe(Claims)` of zod: what the transform makes is checked for its shape only, so
   * parsing still runs the transform on what it is handed.
   */
  private pipedFromTransform(callee: TSESTree.MemberExpression): FunctionNode | undefined {
    if (getPropertyName(callee) !== 'pipe') return undefined;
    const transform = this.of(callee.object).parsesWith;
    return transform && this.packageCalledBy(callee) === 'zod' ? transform : undefined;
  }

  /**
   * `RetryParams.parse(params)` of a zod schema that transforms nothing: what it is handed, checked for its shape (the
   * `requestState` in it is still the client's).
   */
  private validatedBySchema(call: TSESTree.CallExpression, callee: TSESTree.MemberExpression): Provenance | undefined {
    const name = getPropertyName(callee);
    const [parsed] = call.arguments;
    if ((name !== 'parse' && name !== 'parseAsync') || call.arguments.length !== 1 || !parsed || parsed.type === 'SpreadElement') return undefined;
    const schema = this.of(callee.object);
    if (schema.parsesWith || !(schema.validates || this.packageCalledBy(callee) === 'zod')) return undefined;
    return { ...this.of(parsed), origin: call };
  }

  /** The functions a composer's call puts together (`compose(JSON.parse, fromB64url)`), in the order they apply. */
  private composedStages(call: TSESTree.CallExpression): Node[] | undefined {
    if (call.arguments.length < 2 || call.arguments.some((argument) => argument.type === 'SpreadElement')) return undefined;
    const order = this.composerOrder(call.callee, 0);
    return order === undefined ? undefined : order === 'pipe' ? [...call.arguments] : [...call.arguments].reverse();
  }

  private composerOrder(callee: Node, depth: number): CompositionOrder | undefined {
    const value = this.of(callee);
    const known = packageComposerOrder(value.reference);
    if (known || !value.functionNode || depth > 2) return known;
    const owner = ownerOf(value.functionNode) ?? this;
    return projectComposerOrder(value.functionNode, (inner) => owner.composerOrder(inner, depth + 1));
  }

  /**
   * A path getter's read: `_.get(object, 'a.b')` of lodash, or the getter `fp.get('a.b')`, `R.path(['a', 'b'])`,
   * `R.prop('a')` make (called in place or kept: `const stateOf = fp.get('_meta.requestState'); stateOf(extra)`), as
   * `object.a.b` is.
   */
  private readByPath(call: TSESTree.CallExpression, calleeValue: Provenance): Provenance | undefined {
    const [first, second] = call.arguments;
    if (!first || first.type === 'SpreadElement') return undefined;
    const direct = calleeValue.reference && PATH_READERS.get(referenceKey(calleeValue.reference));
    if (direct === 'object-path' && second && second.type !== 'SpreadElement' && call.arguments.length === 2) {
      const steps = propertyPath(this.of(second), second);
      return steps && this.followPath(this.of(first), steps, call);
    }
    if (call.arguments.length !== 1) return undefined;
    // the getter: made here, or where the callee was made (another module's `export const stateOf = fp.get(…)`)
    const made = skipValueWrappers(calleeValue.madeElsewhere ?? (call.callee.type === 'CallExpression' ? call.callee : calleeValue.origin));
    if (made.type !== 'CallExpression') return undefined;
    const owner = ownerOf(made) ?? this;
    // `R.either(R.path(['params', 'requestState']), R.path(['params', '_meta', 'requestState']))`: the first path's
    // value, or else the second's
    if (calleeName(made) === 'either' && made.arguments.length === 2 && isReferenceTo(owner.of(made.callee).reference, 'ramda', 'either')) {
      const paths = made.arguments.map((getter) => (getter.type === 'SpreadElement' ? undefined : owner.gettersPath(getter)));
      if (paths.some((steps) => steps === undefined)) return undefined;
      return paths.map((steps) => this.followPath(this.of(first), steps!, call)).reduce(eitherOf);
    }
    const steps = owner.gettersPath(made);
    return steps && this.followPath(this.of(first), steps, call);
  }

  /** `R.curry(fn)`, `_.curry(fn)` of a function the analysis sees: that function. */
  private curriedFunction(call: TSESTree.CallExpression): FunctionNode | undefined {
    const [fn] = call.arguments;
    if (call.arguments.length !== 1 || !fn || fn.type === 'SpreadElement' || !CURRIERS.has(calleeName(call) ?? '')) return undefined;
    const reference = this.of(call.callee).reference;
    if (!reference || !CURRIER_PACKAGES.has(reference.module)) return undefined;
    return this.of(fn).functionNode;
  }

  /**
   * A call of a curried function (`hmac(stateKey)` of `hmac = R.curry((key, body) => …)`): given fewer arguments than it
   * takes, the function waiting for the rest; given them all (or the rest, to what an earlier call left waiting), what it
   * returns: a MAC stays a MAC, though which argument went where is not followed.
   */
  private curriedCallOf(call: TSESTree.CallExpression, calleeValue: Provenance, fn: FunctionNode): Provenance {
    if (calleeValue.curried && call.arguments.length >= fn.params.length) return this.resultOf(call, calleeValue, fn);
    if (calleeValue.curried) return makeProvenance('unknown', call, { valueType: 'function', partialOf: fn, foreign: calleeValue.foreign });
    const returned = this.returnOf(fn);
    return {
      ...returned,
      origin: call,
      foreign: calleeValue.foreign ?? returned.foreign,
      isParameter: false,
      fromParameter: false,
      memberOfParameter: undefined,
      passesParameter: undefined,
      madeFromParameters: undefined,
      signsParameters: undefined,
      hashesParameters: undefined,
      environmentNamedBy: undefined,
      memberNamedBy: undefined,
      resultOfParameter: undefined,
    };
  }

  /** The path a getter is made of (`fp.get('a.b')`, `R.path(['a', 'b'])`, `R.prop('a')`), asked where it is written. */
  private gettersPath(node: Node): PatternStep[] | undefined {
    const made = skipValueWrappers(node);
    // (by its name first: working out what made the callee may read another module)
    if (made.type !== 'CallExpression' || made.arguments.length !== 1 || !PATH_GETTER_NAMES.has(calleeName(made) ?? '')) return undefined;
    const maker = this.of(made.callee).reference;
    const [path] = made.arguments;
    if (!maker || PATH_READERS.get(referenceKey(maker)) !== 'path-getter' || !path || path.type === 'SpreadElement') return undefined;
    return propertyPath(this.of(path), path);
  }

  /**
   * `keys.map((k) => ({ kid: k.kid, codec: createRequestStateCodec({ key: k.key }) }))`: a list of the records the callback
   * makes, whatever the list it walks, each one that literal (`const [signer] = codecs; signer.codec.mint(…)`).
   */
  private mappedRecords(call: TSESTree.CallExpression): Provenance | undefined {
    const [callback] = call.arguments;
    const fn = callback && call.arguments.length === 1 ? skipTypeWrappers(callback) : undefined;
    if ((fn?.type !== 'ArrowFunctionExpression' && fn?.type !== 'FunctionExpression') || fn.async || fn.generator) return undefined;
    const returned = onlyResultOf(fn);
    const record = returned && skipTypeWrappers(returned).type === 'ObjectExpression' ? this.of(returned) : undefined;
    return record?.objectLiteral ? makeProvenance('unknown', call, { valueType: 'array', element: record }) : undefined;
  }

  /**
   * `keys.map((key) => hmac(key, body))`: an array of MACs or signatures, one per item, when the callback written there
   * makes one whatever the item (a list of candidates for key rotation); anything else is left to the receiver's methods.
   */
  private mappedSecrets(call: TSESTree.CallExpression): Provenance | undefined {
    const [first] = call.arguments;
    const callback = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
    if (!callback || !isFunctionNode(callback)) return undefined;
    const element = this.returnOf(callback);
    return isSecretDerived(element) && element.passesParameter === undefined ? makeProvenance('unknown', call, { valueType: 'array', element }) : undefined;
  }

  /**
   * `stateStrategy().mint` where `stateStrategy()` gives one of several object literals (a table of factories chosen
   * by a setting), of this module or another: the function the member is in each, or undefined unless every one of
   * them spells it as a function.
   */
  methodsOf(callee: Node): FunctionNode[] | undefined {
    const member = skipValueWrappers(callee);
    if (member.type !== 'MemberExpression') return undefined;
    const name = getPropertyName(member);
    const object = this.of(member.object);
    const objects = object.objectLiteral ? [object] : (object.alternatives ?? []);
    if (name === undefined || objects.length === 0) return undefined;
    const methods: FunctionNode[] = [];
    for (const candidate of objects) {
      const literal = candidate.objectLiteral;
      const property = literal && staticProperty(literal, name);
      if (!literal || !property) return undefined;
      const owner = ownerOf(literal) ?? this;
      const value = skipValueWrappers(property.value);
      const fn = isFunctionNode(value) ? value : acrossModules(() => owner.of(value as Expression).functionNode);
      if (!fn) return undefined;
      methods.push(fn);
    }
    return methods;
  }

  /** What `call` gives of `fn`, the function `calleeValue` is: its result, with the arguments the call passes put in. */
  private resultOf(call: TSESTree.CallExpression, calleeValue: Provenance, fn: FunctionNode): Provenance {
    // `mergeConfig(defaults, fromFile(), fromEnv(env))`: under each key, what one of the layers holds
    if (mergesParameters((ownerOf(fn) ?? this).sourceCode, fn)) return this.mergedOf(call.arguments, call);
    return this.withoutRefusedFallback(fn, this.callResultOf(call, calleeValue, fn));
  }

  /** Objects merged key by key (see `mergesParameters`): each member is one of theirs, a later one winning where it has it. */
  private mergedOf(layers: readonly (Expression | TSESTree.SpreadElement)[], origin: Node, before: readonly Provenance[] = []): Provenance {
    const values = [...before, ...layers.map((layer) => (layer.type === 'SpreadElement' ? unknownValue(layer) : this.of(layer)))];
    return values.length === 0 ? unknownValue(origin, 'object') : makeProvenance('unknown', origin, { valueType: 'object', alternatives: values });
  }

  /** `[fileLayer(), envLayer(env)].reduce(deepMerge, defaults)`: the layers merged in turn onto the first. */
  private reducedByMerge(call: TSESTree.CallExpression, receiver: Expression): Provenance | undefined {
    const [merge, initial] = call.arguments;
    if (call.arguments.length !== 2 || !merge || merge.type === 'SpreadElement' || !initial || initial.type === 'SpreadElement') return undefined;
    const fn = this.of(merge).functionNode;
    const list = skipValueWrappers(receiver);
    if (!fn || !mergesParameters((ownerOf(fn) ?? this).sourceCode, fn) || list.type !== 'ArrayExpression') return undefined;
    const layers = list.elements.filter((element): element is Expression | TSESTree.SpreadElement => element !== null);
    return this.mergedOf(layers, call, [this.of(initial)]);
  }

  private callResultOf(call: TSESTree.CallExpression, calleeValue: Provenance, fn: FunctionNode): Provenance {
    const returned = this.returnOf(fn);
    const frame = calleeValue.returnedBy;
    const handed = returned.resultOfParameter && frame?.fn === returned.resultOfParameter.fn ? this.resultOfHanded(call, fn, frame.call, returned.resultOfParameter) : undefined;
    if (handed) return handed;
    const named = this.namedMemberAt(call, returned);
    if (named) return named;
    // the variable itself (text), not a fact about it (`Boolean(process.env[name])`, a length)
    if (returned.environmentNamedBy !== undefined && (returned.valueType === 'string' || returned.valueType === 'unknown')) {
      return this.namedEnvironmentVariable(call, returned.environmentNamedBy, calleeValue.foreign ?? returned.foreign);
    }
    if (returned.passesParameter !== undefined) return this.passedArgument(call, returned.passesParameter, returned);
    // `result.ok ? result.value : fallback` of `unwrapOr(result, fallback)`: each alternative, with what the call passes
    const chosen = returned.fromParameter || returned.memberOfParameter ? this.parameterChoiceAt(call, fn) : undefined;
    if (chosen) return { ...chosen, origin: call, foreign: calleeValue.foreign ?? returned.foreign };
    if (returned.hashesParameters) return this.hashedArguments(call, returned.hashesParameters, { ...returned, foreign: calleeValue.foreign ?? returned.foreign });
    // a result computed from what the call passes there: from a secret passed there, or from the calling function's parameters
    const computedFrom = returned.madeFromParameters && this.argumentValuesAt(call, returned.madeFromParameters);
    const secret = computedFrom?.find(isSecretDerived);
    if (secret) return makeProvenance(secret.kind, call, { valueType: returned.valueType, derivedFromSecret: true, foreign: calleeValue.foreign ?? returned.foreign });
    // an encoder's loop over what it is handed (`b64urlEncode(bytes)` looking each character up): unsigned data stays that
    const unsigned = returned.kind === 'unknown' ? computedFrom?.find((value) => value.kind === 'unsigned-data') : undefined;
    if (unsigned) return makeProvenance('unsigned-data', call, { valueType: returned.valueType, foreign: calleeValue.foreign ?? returned.foreign });
    return {
      ...returned,
      origin: call,
      ...((returned.objectLiteral || (returned.functionNode && encloses(fn, returned.functionNode))) && fn.params.length > 0 && { returnedBy: { call, fn } }),
      foreign: calleeValue.foreign ?? returned.foreign,
      madeFromParameters: computedFrom?.reduce<readonly number[] | undefined>((all, value) => unionOf(all, parametersIn(value)), undefined),
      signsParameters: returned.signsParameters && this.parametersPassedAt(call, returned.signsParameters),
    };
  }

  /**
   * What a function whose one `return` chooses among its parameters (`return result.ok ? result.value : fallback`,
   * `return given ?? fallback`) gives at `call`: each choice, a parameter or a member of one holding what the call
   * passes there. Undefined for any other function.
   */
  private parameterChoiceAt(call: TSESTree.CallExpression, fn: FunctionNode): Provenance | undefined {
    const owner = ownerOf(fn) ?? this;
    const returned = returnedExpressions(fn, owner.sourceCode);
    const [only] = returned;
    if (returned.length !== 1 || !only) return undefined;
    const leaves = choiceLeaves(only);
    if (leaves.length < 2) return undefined;
    let passesAny = false;
    const values = leaves.map((leaf) => {
      const passed = this.passedToMaker(call, fn, leaf);
      if (passed) {
        passesAny = true;
        return passed;
      }
      if (owner === this) return this.of(leaf);
      return acrossModules(() => localized(owner.of(leaf), call, { name: owner.sourceCode.getText(leaf), specifier: '' }, owner)) ?? unknownValue(call);
    });
    return passesAny ? values.reduce(eitherOf) : undefined;
  }

  /**
   * `required('CRM_SERVICE_KEY')` of a function that reads the environment by the name its parameter `index` holds: the
   * variable the call names (one the caller's own parameter names, for a reader that hands the name on).
   */
  private namedEnvironmentVariable(call: TSESTree.CallExpression, index: number, foreign: ForeignOrigin | undefined): Provenance {
    const argument = argumentAt(call, index);
    const name = argument ? this.of(argument) : undefined;
    if (name?.kind === 'literal' && typeof name.literalValue === 'string') return { ...environmentVariable(name.literalValue, call), ...(foreign && { foreign }) };
    if (name?.passesParameter !== undefined) return environmentNamedBy(name.passesParameter, call);
    return unknownValue(call, 'string');
  }

  /**
   * `req.session.get('csrfNonce')`, `session.get('oauthState')`: an entry of the session the server keeps, read by a
   * name that holds a secret or a sign-in's nonce, is that secret, as `req.session.csrfNonce` is; so is an entry of a
   * cookie jar (see {@link keptCookie}).
   */
  private parsedEnvironmentOf(call: TSESTree.CallExpression, schema: Expression): Provenance | undefined {
    const [source] = call.arguments;
    if (!checksAgainstSchema(call) || !source || source.type === 'SpreadElement' || !this.isEnvironment(source)) return undefined;
    const name = skipTypeWrappers(schema);
    const made = (name.type === 'Identifier' ? this.declaredValueOf(name) : undefined) ?? name;
    return parsedEnvironment(call, made as Expression, this.evaluate);
  }

  /** The environment object, or a parameter defaulting to it (`loadConfig(env = process.env)`). */
  private isEnvironment(node: Expression): boolean {
    if (isEnvironmentObject(this.of(node).reference)) return true;
    const name = skipTypeWrappers(node);
    const fallback = name.type === 'Identifier' ? parameterDefault(resolveBinding(this.sourceCode, name)) : undefined;
    return fallback !== undefined && isEnvironmentObject(this.of(fallback).reference);
  }

  /** What the variable `name` is declared with (`const Env = z.object({…})`), also where a type of the same name shares it. */
  private declaredValueOf(name: TSESTree.Identifier): Expression | undefined {
    const declarator = findVariable(this.sourceCode, name)?.defs.find((definition) => definition.node.type === 'VariableDeclarator')?.node;
    return declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' && declarator.init ? declarator.init : undefined;
  }

  private keptEntry(receiver: Node, call: TSESTree.CallExpression): Provenance | undefined {
    const [key, ...rest] = call.arguments;
    const name = key && rest.length === 0 && key.type !== 'SpreadElement' ? getStaticString(key) : undefined;
    const object = skipTypeWrappers(receiver);
    const jar = skipValueWrappers(object);
    // `(await cookies()).get('oauth_state')`: the cookie jar a framework's `cookies()` gives
    if (jar.type === 'CallExpression' && this.of(jar.callee).reference?.path.at(-1) === 'cookies') return rest.length === 0 ? keptCookie(key, call) : undefined;
    const value = this.of(object);
    // `cookies.get('oauth_state')` of a route's or a request's cookie jar
    if (value.kind === 'untrusted' && value.inputContainer === 'cookies') return keptCookie(key, call);
    if (name === undefined || !(isHeldSecretName(name) || namesSignInNonce(name))) return undefined;
    const sessionName = object.type === 'Identifier' ? object.name : object.type === 'MemberExpression' ? getPropertyName(object) : undefined;
    if (!/^session$/i.test(sessionName ?? '') && value.throughSession !== true) return undefined;
    return value.kind === 'untrusted' ? undefined : makeProvenance('unknown', call, heldSecretFacts(name));
  }

  /** What `call` passes at `indexes`, those a spread hides or the call leaves out left out. */
  private argumentValuesAt(call: TSESTree.CallExpression, indexes: readonly number[]): Provenance[] {
    return indexes.flatMap((index) => {
      const argument = argumentAt(call, index);
      return argument ? [this.of(argument)] : [];
    });
  }

  /**
   * What a call gives of a function whose result hashes its parameters `indexes` (see {@link Provenance.hashesParameters}):
   * a MAC (or a string made with one) when the call passes a secret there; else the same digest, whose hashed
   * parameters are now those of the calling function that the call passes there.
   */
  private hashedArguments(call: TSESTree.CallExpression, indexes: readonly number[], returned: Provenance): Provenance {
    let hashed: readonly number[] | undefined;
    for (const index of indexes) {
      const argument = argumentAt(call, index);
      if (argument === null) return unknownValue(call, returned.valueType);
      if (!argument) continue;
      const passed = this.of(argument);
      if (passed.derivedFromSecret || passed.keysHash) {
        const kind = returned.kind === 'digest' ? 'mac' : 'signed-token';
        return makeProvenance(kind, call, { valueType: returned.valueType, derivedFromSecret: true, foreign: returned.foreign, hashed: kind === 'mac' && returned.hashed });
      }
      hashed = unionOf(hashed, parametersIn(passed));
    }
    return { ...returned, origin: call, madeFromParameters: undefined, hashesParameters: hashed, signsParameters: undefined };
  }

  /**
   * The parameters of the calling function that `call` passes whole at `indexes` of the callee's: a fact about the
   * callee's parameters told in the caller's (undefined when an argument there is anything else).
   */
  private parametersPassedAt(call: TSESTree.CallExpression, indexes: readonly number[]): readonly number[] | undefined {
    const passed: number[] = [];
    for (const index of indexes) {
      const argument = argumentAt(call, index);
      const parameter = argument ? this.of(argument).passesParameter : undefined;
      if (parameter === undefined) return undefined;
      passed.push(parameter);
    }
    return passed;
  }

  /**
   * What a call gives of a function that returns its parameter `index` (see {@link Provenance.passesParameter}): the
   * argument passed there, or unknown when a spread hides which one it is. A literal argument stays a literal, its
   * text known only where the function returns the parameter as it is.
   */
  /**
   * `promise.then((value) => value)`: a callback whose result is what its first parameter holds, or made from it,
   * gives what the promise settles to (as `await promise` does), or what is made from it.
   */
  private settledThrough(call: TSESTree.CallExpression, promise: Node): Provenance | undefined {
    const [first] = call.arguments;
    const callback = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
    if (!callback || !isFunctionNode(callback)) return undefined;
    const returned = this.returnOf(callback);
    return returned.passesParameter === 0 ? this.passedArgument(call, 0, returned, promise) : undefined;
  }

  /**
   * `promise.catch(() => Buffer.from('local-key'))`: what the promise settles to, or what the handler returns when it
   * fails; a handler that returns nothing (it rethrows, logs) adds nothing.
   */
  private rescuedBy(call: TSESTree.CallExpression, promise: Node): Provenance | undefined {
    const [first] = call.arguments;
    const handler = first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : undefined;
    if (!handler || !isFunctionNode(handler)) return undefined;
    return { ...this.orFallback(this.of(promise), handler), origin: call };
  }

  /**
   * A value, or the one a fallback gives in its place (`O.getOrElse(() => 'dev')`, `.catch(() => localKey)`): a
   * fallback function that never returns a value (it throws, or only logs) adds nothing.
   */
  private orFallback(value: Provenance, fallback: Node): Provenance {
    if (!isFunctionNode(fallback)) return eitherOf(value, this.of(fallback));
    return this.returnsNothing(fallback) ? value : eitherOf(value, this.returnOf(fallback));
  }

  private passedArgument(call: TSESTree.CallExpression, index: number, returned: Provenance, argument: Node | null | undefined = argumentAt(call, index)): Provenance {
    if (!argument) return unknownValue(call, returned.valueType);
    const passed = this.of(argument);
    const asItIs = returned.isParameter;
    if (!asItIs && (returned.valueType === 'number' || returned.valueType === 'array')) return this.itemsOfArgument(passed, returned, call);
    const value = asItIs ? passed : transformed(passed, returned.valueType === 'unknown' ? passed.valueType : returned.valueType);
    if (!asItIs && value.kind === 'literal') return makeProvenance('literal', call, { valueType: value.valueType });
    return { ...value, origin: call };
  }

  /**
   * What a call gives of a function that makes a number, or an array of items, from its parameter: the bytes or digits of
   * a MAC or a secret when the argument is one (`hexToBytes(digest)`, `toInt(code)`), else numbers of unknown origin.
   */
  private itemsOfArgument(passed: Provenance, returned: Provenance, call: TSESTree.CallExpression): Provenance {
    const item = (valueType: ValueType) => {
      if (valueType !== 'number') return transformed(passed, valueType);
      return isSecretDerived(passed) ? numberFromSecret(passed, call) : unknownValue(call, 'number');
    };
    if (returned.valueType === 'number') return item('number');
    const element = returned.element && item(returned.element.valueType);
    return makeProvenance(element?.kind === 'literal' ? 'literal' : 'unknown', call, { valueType: 'array', element });
  }

  private classifyConstruction(construction: TSESTree.NewExpression): Provenance {
    const calleeValue = this.of(construction.callee);
    const settled = isReferenceTo(calleeValue.reference, GLOBALS, 'Promise') ? this.resolvedBy(construction) : undefined;
    if (settled) return settled;
    // `new Map([[id, key], …])`: a collection of the values it is given (and of those `.set(id, key)` adds later)
    if (isReferenceTo(calleeValue.reference, GLOBALS, 'Map')) return mapOf(construction, this.evaluate);
    const known = calleeValue.reference && (describeWellKnownCall(calleeValue.reference, construction, this.evaluate) ?? describeSecretStoreCall(calleeValue.reference, construction, this.evaluate));
    return known ?? this.members.construction(calleeValue, construction) ?? makeProvenance('unknown', construction, { valueType: 'object', madeBy: construction });
  }
}

/** `env.SUPPORT_KEY.value` read from its first name through plain members: that name's node, and the members in order. */
function plainMembersOf(node: Node): { root: Node; members: string[] } {
  const members: string[] = [];
  let root = skipTypeWrappers(node);
  while (root.type === 'MemberExpression' && !root.computed && root.property.type === 'Identifier') {
    members.unshift(root.property.name);
    root = skipTypeWrappers(root.object);
  }
  return { root, members };
}

const analyses = new WeakMap<SourceCode, ProvenanceAnalysis>();

/** An instance of the class `value` is, where it is one. */
/** Functions that merge objects key by key: what each member of the result is, is one of the arguments' members. */
const MERGING_EXPORTS: ReadonlySet<string> = new Set([
  `${GLOBALS}#Object.assign`,
  'lodash#merge',
  'lodash#defaultsDeep',
  'lodash-es#merge',
  'lodash-es/merge#',
  'lodash-es/merge.js#',
  'lodash/merge#',
  'lodash/merge.js#',
  'lodash.merge#',
  'deepmerge#',
  'defu#',
  'defu#defu',
]);

/** Methods of dependency containers that hand out an instance of the class they are given (tsyringe, InversifyJS, NestJS). */
const CONTAINER_LOOKUPS: ReadonlySet<string> = new Set(['resolve', 'get', 'getInstance', 'resolveInstance', 'getAsync']);

function instanceOfClass(value: Provenance | undefined): TypedValue | undefined {
  const owner = value?.memberOwner;
  return owner?.kind === 'class' ? { valueType: 'object', memberOwner: { kind: 'instance', of: owner.of }, foreign: value!.foreign } : undefined;
}

/** A variable of the environment read by the name a parameter holds (see {@link Provenance.environmentNamedBy}). */
function environmentNamedBy(index: number, origin: Node): Provenance {
  return makeProvenance('unknown', origin, { valueType: 'string', maybeAbsent: true, environmentNamedBy: index });
}

/** The name of the variable a computed member is read by: `secretKey` in `session[secretKey]`. */
function computedKeyName(member: Node): string | undefined {
  return member.type === 'MemberExpression' && member.computed && member.property.type === 'Identifier' ? member.property.name : undefined;
}

function isEmptyObjectLiteral(node: Node): boolean {
  const expression = skipTypeWrappers(node);
  return expression.type === 'ObjectExpression' && expression.properties.length === 0;
}

/**
 * Whether an object of unknown origin may hold a server's settings or state: an options or config parameter, a member
 * of another object (`req.session`, `config.auth`, a parameter's member however it is read), `this`. Not a value made
 * from a parameter (`new URL(url)`).
 */
function holdsSettings(object: Provenance): boolean {
  return object.isParameter || object.memberOfParameter === true || object.origin.type === 'MemberExpression' || object.origin.type === 'ThisExpression';
}

/**
 * A cookie the server set, read by a name that holds a secret or a sign-in's nonce (`getCookie(c, '__Host-csrf')`,
 * `cookies().get('oauth_state')`; see `namesSignInNonce`): the copy a double-submit or OAuth check compares the request's
 * value with. The browser sends it, but an attacker timing the check does not know it: it is the victim's.
 */
function keptCookie(key: TSESTree.CallExpressionArgument | undefined, call: TSESTree.CallExpression): Provenance | undefined {
  return keptCookieNamed(key && key.type !== 'SpreadElement' ? getStaticString(key) : undefined, call);
}

/** The header a reader such as `getHeader(event, 'x-token')` reads, when its second argument spells it. */
function headerNameAt(call: TSESTree.CallExpression): string | undefined {
  const name = call.arguments[1];
  return name && name.type !== 'SpreadElement' ? getStaticString(name) : undefined;
}

/** `ctx.session.oauth.state`, `req.session.nonce`: a member read through a session object the server keeps. */
function readsSession(member: Node): boolean {
  for (let object = member.type === 'MemberExpression' ? skipTypeWrappers(member.object) : undefined; object; ) {
    if (object.type === 'Identifier') return /^session$/i.test(object.name);
    if (object.type !== 'MemberExpression') return false;
    if (/^session$/i.test(getPropertyName(object) ?? '')) return true;
    object = skipTypeWrappers(object.object);
  }
  return false;
}

/** The name an exported declaration of a namespace's block gives `name`: a function's, a class's, a variable's. */
function namespaceExport(block: TSESTree.TSModuleBlock, name: string): TSESTree.Identifier | undefined {
  const target = namespaceExportsOf(block).get(name);
  if (target?.kind !== 'local') return undefined;
  const { node } = target;
  if (node.type === 'Identifier') return node;
  return node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration' ? (node.id ?? undefined) : undefined;
}

/** A value the analysis knows nothing of beyond its kind: no members, no maker, no reference. */
function showsNoMembers(value: Provenance): boolean {
  return (
    value.kind === 'unknown' &&
    (value.valueType === 'unknown' || value.valueType === 'object') &&
    !value.foreignMembers &&
    !value.objectLiteral &&
    !value.memberOwner &&
    !value.reference &&
    !value.functionNode &&
    !value.alternatives &&
    !value.cryptoObject &&
    !value.memberTypes
  );
}

/** `constructor(private readonly name: …)`: a parameter that is a field of the instance too. */
function isParameterProperty(fn: FunctionNode | undefined, name: string): boolean {
  return fn?.params.some((param) => param.type === 'TSParameterProperty' && param.parameter.type === 'Identifier' && param.parameter.name === name) ?? false;
}

/** The analysis of the file `node` belongs to, once another module has been read (else undefined: the file's own). */
/** The objects a known factory of a package makes, for a type that names its return (`ReturnType<typeof …>`). */
const MADE_BY_FACTORY: ReadonlyMap<string, NonNullable<Provenance['cryptoObject']>> = new Map([
  ['@modelcontextprotocol/server#createRequestStateCodec', 'request-state-codec'],
  [`${SEAL}#createStateSealer`, 'state-sealer'],
]);

export const ownerOf = (node: Node) => analysisOwning(node) as ProvenanceAnalysis | undefined;

/** The provenance analysis of a file, created once and shared by every rule that asks. */
export function getProvenanceAnalysis(sourceCode: SourceCode, naming: ModuleNaming, imports?: ProjectImports): ProvenanceAnalysis {
  let analysis = analyses.get(sourceCode);
  if (!analysis || !analysis.names(naming)) {
    analysis = new ProvenanceAnalysis(sourceCode, naming, imports);
    analyses.set(sourceCode, analysis);
  }
  return analysis;
}

/** The analysis of another module of the project, read from disk. */
function foreignAnalysis(sourceCode: SourceCode, naming: ModuleNaming, imports: ProjectImports): ProvenanceAnalysis {
  const known = analyses.get(sourceCode);
  // a module read once is analysed again for a file whose seal helper goes by other names
  if (known?.names(naming)) {
    noteForeignUse();
    return known;
  }
  const analysis = new ProvenanceAnalysis(sourceCode, naming, imports, true);
  analyses.set(sourceCode, analysis);
  return analysis;
}

/** The objects an instance of a package's class is (`jwt: JwtService`, injected): what `new` of the class makes. */
const PACKAGE_CLASS_INSTANCES: ReadonlyMap<string, NonNullable<Provenance['cryptoObject']>> = new Map([
  ['@nestjs/jwt#JwtService', 'jwt-service'],
  // a value typed as the SDK's codec (`codec: RequestStateCodec<DeployState>`) is one
  ['@modelcontextprotocol/server#RequestStateCodec', 'request-state-codec'],
]);

function packageInstance(type: Provenance): TypedValue | undefined {
  const made = type.reference && PACKAGE_CLASS_INSTANCES.get(referenceKey(type.reference));
  return made && { valueType: 'object', cryptoObject: made };
}

/** The parameter as its function lists it, decorators and all: a parameter property (`private readonly codec`) whole. */
function listedParameterOf(binding: Extract<Binding, { kind: 'parameter' }>): Node | undefined {
  const { fn, position, declared } = binding;
  if (declared?.parent?.type === 'TSParameterProperty') return declared.parent;
  return fn && position !== undefined ? fn.params[position] : undefined;
}

/** What a value says of its type, as a declared type would: its members, its instance, its crypto object. */
function typedValueOf(value: Provenance): TypedValue {
  const { valueType, memberOwner, foreign, foreignMembers, foreignMemberNames, memberTypes, returnsInstance, cryptoObject } = value;
  return { valueType, memberOwner, foreign, foreignMembers, foreignMemberNames, memberTypes, returnsInstance, cryptoObject };
}

/** `buildServer(env)` called with a Worker's bindings or `process.env` by every importer: that environment object. */
function environmentHandedIn(values: readonly Provenance[]): Partial<Provenance> | undefined {
  const reference = values[0]?.reference;
  const same = (other: Provenance) => other.reference !== undefined && reference !== undefined && isSameReference(other.reference, reference);
  return reference && isEnvironmentObject(reference) && values.every(same) ? { valueType: 'object', reference } : undefined;
}

/** A value handed in as a dependency: an object whose members are known, or a function. */
function isDependency(value: Provenance): boolean {
  return value.alternatives ? value.alternatives.every(isDependency) : value.memberOwner !== undefined || value.foreignMembers !== undefined || value.functionNode !== undefined || value.cryptoObject !== undefined;
}

/** Reads of a property path: `get(object, path)`, or a getter made of a path (`fp.get(path)`, `R.path([…])`, `R.prop(name)`). */
const PATH_READERS = new Map<string, 'object-path' | 'path-getter'>([
  ['lodash#get', 'object-path'],
  ['lodash-es#get', 'object-path'],
  ['lodash/get#', 'object-path'],
  ['lodash.get#', 'object-path'],
  ['lodash/fp#get', 'path-getter'],
  ['lodash/fp#prop', 'path-getter'],
  ['lodash/fp/get#', 'path-getter'],
  ['ramda#path', 'path-getter'],
  ['ramda#prop', 'path-getter'],
]);

const PATH_GETTER_NAMES: ReadonlySet<string> = new Set(['get', 'path', 'prop']);

/** Curriers (`R.curry(fn)`, `_.curry(fn)`), by their name and the packages that export them. */
const CURRIERS: ReadonlySet<string> = new Set(['curry']);
const CURRIER_PACKAGES: ReadonlySet<string> = new Set(['ramda', 'lodash', 'lodash-es', 'lodash/fp']);

/** The property steps a path names: `'a.b'`, `['a', 'b']`, or one name. */
function propertyPath(value: Provenance, node: Node): PatternStep[] | undefined {
  const expression = skipValueWrappers(node);
  const names =
    typeof value.literalValue === 'string'
      ? value.literalValue.split('.')
      : expression.type === 'ArrayExpression' && expression.elements.every((element) => element?.type === 'Literal' && typeof element.value === 'string')
        ? expression.elements.map((element) => (element as TSESTree.StringLiteral).value)
        : undefined;
  return names && names.length > 0 && names.every((name) => name !== '') ? names.map((name) => ({ type: 'property' as const, name })) : undefined;
}

/** What a parameter keeps of the dependency it is handed: its members, its function, its crypto object. */
function dependencyFacts(value: Provenance): Partial<Provenance> {
  const { valueType, memberOwner, foreign, foreignMembers, foreignMemberNames, functionNode, alternatives, cryptoObject, returnsInstance } = value;
  // each object it may be is still what a caller passes: its members are judged at the calls (see `throughParameterType`)
  const passed = alternatives?.map((alternative) => ({ ...alternative, memberOfParameter: true }));
  return { valueType, memberOwner, foreign, foreignMembers, foreignMemberNames, functionNode, alternatives: passed, cryptoObject, returnsInstance };
}

/** The members a made value has, kept on a value that is not itself made there (a parameter the type describes). */
function membersOfMade(made: Provenance): TypedValue | undefined {
  if (made.objectLiteral) return { valueType: 'object', memberOwner: { kind: 'object', literal: made.objectLiteral }, foreign: made.foreign };
  // `ReturnType<typeof makeStateCodec>` of a factory that returns the SDK codec (or a sealer, an HMAC) it makes
  if (made.cryptoObject) return { valueType: 'object', cryptoObject: made.cryptoObject, foreign: made.foreign };
  if (!made.memberOwner && !made.foreignMembers) return undefined;
  return { valueType: made.valueType, memberOwner: made.memberOwner, foreign: made.foreign, foreignMembers: made.foreignMembers, foreignMemberNames: made.foreignMemberNames };
}

/** `export function f`, `export const f = …`: other modules may call it too, with what this file cannot see. */
function isExported(fn: FunctionNode): boolean {
  const declaration = fn.type === 'FunctionDeclaration' ? fn : fn.parent?.type === 'VariableDeclarator' ? fn.parent.parent : undefined;
  const parent = declaration?.parent?.type;
  return parent === 'ExportNamedDeclaration' || parent === 'ExportDefaultDeclaration';
}

/** The methods of a schema that give no schema: what it parses, or a verdict. */
const SCHEMA_RESULTS = new Set(['parse', 'parseAsync', 'safeParse', 'safeParseAsync', 'spa', 'isOptional', 'isNullable']);

/** The schema steps that do not change what a schema parses to, nor check it with code of the project. */
const SCHEMA_CHECKS = new Set(['string', 'min', 'max', 'length', 'trim', 'regex', 'startsWith', 'endsWith', 'includes', 'nonempty', 'optional', 'nullable', 'describe', 'uuid', 'base64', 'base64url']);

/**
 * `z.string().min(1).transform((token) => …)` of zod: the transform, when it is the schema's last step and nothing before
 * it is a `refine` (a check of the project's own, which may verify what the transform then reads).
 */
function transformingSchema(analysis: ProvenanceAnalysis, call: TSESTree.CallExpression, callee: TSESTree.MemberExpression): FunctionNode | undefined {
  if (getPropertyName(callee) !== 'transform' || call.arguments.length !== 1) return undefined;
  const [fn] = call.arguments;
  if (!fn || !isFunctionNode(fn) || analysis.packageCalledBy(callee) !== 'zod') return undefined;
  for (let step = skipTypeWrappers(callee.object); step.type === 'CallExpression'; ) {
    const member = skipTypeWrappers(step.callee);
    if (member.type !== 'MemberExpression') return fn;
    if (!SCHEMA_CHECKS.has(getPropertyName(member) ?? '')) return undefined;
    step = skipTypeWrappers(member.object);
  }
  return fn;
}

/**
 * Whether the parameter holding a binding is typed with a type literal written in place that names no type
 * (`{ state }: { state: { seal(data: object): string } }`): a shape, where a named type (`state: StateService`) would
 * say which class the value is.
 */
function declaredInPlace(binding: Extract<Binding, { kind: 'parameter' }>): boolean {
  const { fn, position } = binding;
  let declared: Node | undefined = fn && position !== undefined ? fn.params[position] : undefined;
  if (declared?.type === 'AssignmentPattern') declared = declared.left;
  const annotation = declared && 'typeAnnotation' in declared ? (declared as { typeAnnotation?: TSESTree.TSTypeAnnotation }).typeAnnotation : undefined;
  if (annotation?.typeAnnotation.type !== 'TSTypeLiteral') return false;
  return !someNodeIn(annotation.typeAnnotation, (node) => (node.type === 'TSTypeReference' ? 'stop' : undefined));
}

/** Methods of a Result or an Option that give its value, or the fallback they are handed where it holds none. */
const UNWRAPPING_WITH_FALLBACK: ReadonlySet<string> = new Set(['unwrapOr', 'unwrap_or', 'valueOr', 'getOrDefault']);

/**
 * The values a choice may give: both branches of `?:`, both sides of `??` and `||` (a `&&` gives its right side), and
 * the fallback of `result.unwrapOr(fallback)` beside the call itself.
 */
function choiceLeaves(node: Expression, depth = 0): Expression[] {
  const expression = skipTypeWrappers(node) as Expression;
  if (depth > 4) return [expression];
  if (expression.type === 'CallExpression' && UNWRAPPING_WITH_FALLBACK.has(getMethodName(expression) ?? '') && expression.arguments.length === 1 && expression.arguments[0]!.type !== 'SpreadElement') {
    return [expression, ...choiceLeaves(expression.arguments[0] as Expression, depth + 1)];
  }
  if (expression.type === 'ConditionalExpression') return [...choiceLeaves(expression.consequent, depth + 1), ...choiceLeaves(expression.alternate, depth + 1)];
  if (expression.type === 'LogicalExpression' && expression.operator !== '&&') return [...choiceLeaves(expression.left, depth + 1), ...choiceLeaves(expression.right, depth + 1)];
  return [expression];
}

/** The element an array literal writes at `index`, when no spread comes before it (`[a, b]` gives `b` at 1). */
function writtenElement(init: Node, index: number): Node | undefined {
  const array = skipValueWrappers(init);
  if (array.type !== 'ArrayExpression' || index < 0 || index >= array.elements.length) return undefined;
  const before = array.elements.slice(0, index + 1);
  if (before.some((element) => element === null || element.type === 'SpreadElement')) return undefined;
  return array.elements[index] ?? undefined;
}

/** The classes a module declares at its top level, exported or not. */
function declaredClasses(sourceCode: SourceCode): ClassNode[] {
  const classes: ClassNode[] = [];
  for (const statement of sourceCode.ast.body) {
    const declared = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
    if (declared?.type === 'ClassDeclaration' || declared?.type === 'ClassExpression') classes.push(declared);
  }
  return classes;
}

/** What an interface-typed parameter's type says, with the class instance the composition root hands in, when it hands one. */
function withImplementation(typed: TypedValue, injected: Partial<Provenance> | undefined): TypedValue {
  if (injected?.reference) return { ...typed, reference: injected.reference };
  return injected?.memberOwner ? { ...typed, memberOwner: injected.memberOwner, ...(injected.foreign && { foreign: injected.foreign }) } : typed;
}

/** Whether a declared type names something with members written somewhere (a class, a package's export), not only a shape. */
function namesImplementation(typed: TypedValue): boolean {
  return typed.memberOwner !== undefined || typed.foreignMembers !== undefined || typed.foreign !== undefined || typed.cryptoObject !== undefined || typed.returnsInstance !== undefined;
}

/** `this.sign(` in a text that defines no `sign(` method, field or property: a member a subclass may write. */
function callsUndefinedMethod(text: string): boolean {
  const called = new Set([...text.matchAll(THIS_CALL)].map((match) => match[1]!));
  for (const name of called) {
    const spelled = name.replaceAll('$', '\\$');
    if (!new RegExp(`(?:^|[\\s;{}])#?${spelled}\\s*(?:\\(|=|:|<)`, 'm').test(text)) return true;
  }
  return false;
}

const THIS_CALL = /\bthis\.#?([\p{ID_Start}$_][\p{ID_Continue}$]*)\s*\(/gu;
