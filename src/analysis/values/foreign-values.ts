import { dirname, join, relative, sep } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { laterMemberWrites } from '../scope/object-writes.js';
import { argumentAt, declaratorHolding, getStaticKeyName, isFunctionNode, skipTypeWrappers, type Expression, type FunctionNode, type Node, staticProperty } from '../syntax/ast.js';
import { findVariable, isNeverReassigned, resolveBinding } from '../scope/bindings.js';
import { getModuleLoads, isProjectSpecifier, memberReference, moduleReference, namingKey, type ModuleNaming } from '../scope/modules.js';
import {
  exportMapOf,
  importersOf,
  contextWritersOf,
  stateWritersOf,
  registrarsOf,
  decoratorsOf,
  providerModulesOf,
  projectSpecifiersOf,
  timed,
  typeOnlyLoads,
  type Importer,
  type ProjectImports,
  type ProjectModule,
  nearestManifest,
  resolveFile,
} from '../modules/index.js';
import { namesHash, namesSigner } from './crypto.js';
import { isEnvironmentObject, isSecretEnvironmentName } from './environment.js';
import { makeProvenance, unknownValue, type ForeignOrigin, type Provenance } from './provenance-model.js';
import { enumMember, propertyOfLiteral, spreadMembers } from './value-operators.js';
import { declaredTypeMembers, declaresInterfaceOrAlias, exportedTypeAlias, parameterTypeSources, soleValueOfType } from '../scope/type-names.js';
import { providerOf, type InjectionProvider } from '../scope/injection-providers.js';
import { contextKeyWrites, decorationWrites, injectedShape, memberShape, usesOfImport, type ExportName, type InjectedShape } from '../scope/imported-calls.js';
import { builderContext } from '../scope/procedure-contexts.js';
import { FileVocabulary } from './vocabulary.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** How an import names what it takes from a module. */
export type ImportForm = 'named' | 'default' | 'namespace' | 'require';

/** What this module asks of another module's provenance analysis. */
export interface ForeignAnalysis {
  readonly sourceCode: SourceCode;
  of(node: Node): Provenance;
  returnOf(fn: FunctionNode): Provenance;
  /** Member `name` of `object`, read at `origin` of this module. */
  memberValue(object: Provenance, name: string, origin: Node): Provenance;
  /** What the modules importing this one hand in for parameter `position` of its exported function `fn`. */
  shapesAtCallers(fn: FunctionNode, position: number, hops: number): InjectedShape[] | undefined;
  /** What a value of `type` is made by, where the type says (`ReturnType<typeof makeCodec>`). */
  typeValue(type: TSESTree.TypeNode, origin: Node): Provenance | undefined;
  /** A value whose type declares `members`, each as its declared type says. */
  declaredMembersOf(members: readonly TSESTree.TypeElement[], origin: Node): Provenance;
  /** What the parameter at `position` of the method `name` of a declared type is, by its annotation. */
  declaredParameterOf(members: readonly TSESTree.TypeElement[], name: string, position: number, origin: Node): Provenance | undefined;
  /** A value of the type `type` names, as its declaration in this module says. */
  valueOfTypeNode(type: TSESTree.TypeNode, origin: Node): Provenance | undefined;
}

export type AnalysisFactory = (sourceCode: SourceCode, imports: ProjectImports) => ForeignAnalysis;

/**
 * What in a module's text may export a value it imports: re-exports and export lists (`export * from`, `export { x }`),
 * an export bound to a bare name (`export const open = seal.open;`, `export default verify;`), and CommonJS exports
 * given anything but a function or class written there (`module.exports = require('./x')`, `exports.open = open`,
 * `module.exports = { open }`).
 */
const PASSES_ON_IMPORTS =
  /\bexport\s*[*{=]|\bexport\s+default\s+[\w$.]+\s*(?:;|$)|\bexport\s+(?:const|let|var)\s+[\w$]+\s*=\s*[\w$.]+\s*(?:;|$)|\bexports(?:\s*\.\s*[\w$]+)?\s*=(?!=)(?!\s*(?:async\s+)?function\b|\s*class\b|\s*(?:async\s*)?\([^()]*\)\s*=>|\s*(?:async\s+)?[\w$]+\s*=>)/m;

const passingOn = new WeakMap<ProjectModule, boolean>();

/** Whether a module's text may export a value it imports (see {@link PASSES_ON_IMPORTS}), tested once per module. */
function passesOnImports(module: ProjectModule): boolean {
  let passes = passingOn.get(module);
  if (passes === undefined) {
    passes = timed('scan', () => PASSES_ON_IMPORTS.test(module.text));
    passingOn.set(module, passes);
  }
  return passes;
}

/** A function or class called more often than this from the modules that import it is not read for what they pass. */
const MAX_IMPORTED_CALLS = 8;
/** Barrels re-exporting barrels: the importers of a module are followed through at most this many. */
const MAX_REEXPORT_DEPTH = 3;

/** Re-exports, helpers calling helpers: at most this many modules deep, then the answer is unknown. */
export const MAX_MODULE_CHAIN = 4;
/** The modules one lookup of an export reads through barrels (`export *` of `export *`) before it gives up. */
const MAX_BARREL_MODULES = 24;
let chain = 0;

/**
 * `work()` as the module it summarises would do it when linted itself: from the start of a chain, whatever chain the
 * question that needs the summary is on. A summary is kept per module and given to every later question, so it must
 * not depend on how deep the first question that needed it stood (its module's answers would then depend on the
 * order in which the linter reaches files).
 */
export function fromChainStart<T>(work: () => T): T {
  const saved = chain;
  chain = 0;
  try {
    return work();
  } finally {
    chain = saved;
  }
}

/** `ask()` one module further along the chain, or undefined past {@link MAX_MODULE_CHAIN}. */
export function acrossModules<T>(ask: () => T): T | undefined {
  if (chain >= MAX_MODULE_CHAIN) return undefined;
  chain += 1;
  try {
    return ask();
  } finally {
    chain -= 1;
  }
}

/** Whether a module's text names what signs, or a hash and a secret from the environment to feed it (a MAC by hand). */
/** `c.get('sealer')`: a key read from a request's context. */
const CONTEXT_KEY_READ = /\.get\(\s*(['"])([\w$.-]+)\1\s*\)/g;

/** What a module that opens an AEAD box names: Node's decipher, Web Crypto's or a library's decrypt, NaCl's secretbox. */
const DECRYPTER_NAMES = ['createDecipheriv', 'decrypt', 'secretbox', 'crypto_secretbox_open_easy', 'crypto_aead_xchacha20poly1305_ietf_decrypt'];

function textMayComputeMacs(vocabulary: FileVocabulary): boolean {
  return namesSigner(vocabulary) || (namesHash(vocabulary) && readsSecret(vocabulary, []));
}

/** What a seal, MAC or signed token is made with: a module whose text names none of it makes none. */
function mayMakeSeals(vocabulary: FileVocabulary): boolean {
  return namesSigner(vocabulary) || namesHash(vocabulary) || vocabulary.mentions('createCipheriv');
}

const vocabularies = new WeakMap<ProjectModule, Map<string, FileVocabulary>>();

function vocabularyOf(module: ProjectModule, naming: ModuleNaming): FileVocabulary {
  let byNaming = vocabularies.get(module);
  if (!byNaming) {
    byNaming = new Map();
    vocabularies.set(module, byNaming);
  }
  const key = namingKey(naming);
  let vocabulary = byNaming.get(key);
  if (!vocabulary) {
    vocabulary = new FileVocabulary(module.text, naming);
    byNaming.set(key, vocabulary);
  }
  return vocabulary;
}

const answersByImports = new WeakMap<ProjectImports, Map<string, boolean>>();

function answersOf(imports: ProjectImports): Map<string, boolean> {
  let answers = answersByImports.get(imports);
  if (!answers) {
    answers = new Map();
    answersByImports.set(imports, answers);
  }
  return answers;
}

/** `answers`' answer to `question`, worked out by `answer` when first asked. */
function remembered<Question>(answers: Map<Question, boolean>, question: Question, answer: () => boolean): boolean {
  let known = answers.get(question);
  if (known === undefined) {
    known = answer();
    answers.set(question, known);
  }
  return known;
}

/**
 * The values a file takes from the other modules of its project: each import, `require` or namespace member that
 * names an export is answered by the provenance analysis of the module that exports it.
 */
export class ForeignValues {
  constructor(
    private readonly sourceCode: SourceCode,
    private readonly imports: ProjectImports,
    private readonly naming: ModuleNaming,
    private readonly analysisFor: AnalysisFactory,
  ) {}

  /** What `import`/`require` of `specifier` gives at `origin`; undefined when it names no module of the project. */
  importValue(origin: Node, specifier: string, imported: string | undefined, form: ImportForm): Provenance | undefined {
    const module = this.imports.module(specifier, this.specifierNode(specifier));
    if (!module) return undefined;
    const localName = origin.type === 'Identifier' ? origin.name : (boundName(origin) ?? specifier);
    if (form === 'named' && imported !== undefined) {
      return this.exportValue(this.imports, module, imported, origin, { name: imported, specifier }, new Set());
    }
    const tag = { name: localName, specifier };
    return form === 'namespace' ? this.namespaceValue(this.imports, module, origin, tag) : this.wholeValue(this.imports, module, origin, tag, form);
  }

  /**
   * What the project's `nuxt.config` (beside its `package.json`) exports, as `origin` sees it: its `runtimeConfig` is
   * what Nuxt's `useRuntimeConfig()` gives where the environment overrides nothing.
   */
  nuxtConfig(origin: Node): Provenance | undefined {
    const root = nearestManifest(dirname(this.imports.filename))?.directory;
    const config = root === undefined ? undefined : resolveFile(join(root, 'nuxt.config'));
    if (config === undefined || config === this.imports.filename) return undefined;
    return this.importValue(origin, relativeSpecifier(this.imports.filename, config), undefined, 'default');
  }

  /**
   * What a value of the type alias `name` of the module `specifier` is made by (`export type StateCodec =
   * ReturnType<typeof createStateCodec>`, imported type-only too), as `origin` sees it; undefined where the type does not say.
   */
  importedTypeValue(origin: Node, specifier: string, name: string): Provenance | undefined {
    return this.fromModule(origin, specifier, name, (sourceCode) => {
      const alias = exportedTypeAlias(sourceCode, name);
      return alias && ((analysis) => analysis.typeValue(alias.typeAnnotation, alias));
    });
  }

  /**
   * The one value the module `specifier` shows of its interface or type alias `name` (see `soleValueOfType`), as
   * `origin` sees it: what a parameter of that type holds (`deps: ToolDeps` with `const deps: ToolDeps = {…}` there).
   */
  soleTypedValue(origin: Node, specifier: string, name: string): Provenance | undefined {
    return this.fromModule(origin, specifier, name, (sourceCode) => {
      const sole = declaresInterfaceOrAlias(sourceCode, name) ? soleValueOfType(sourceCode, name) : undefined;
      return sole && ((analysis) => (sole.kind === 'value' ? analysis.of(sole.node) : analysis.returnOf(sole.fn)));
    });
  }

  /**
   * A value of the interface or object type alias `name` of the module `specifier`, as `origin` sees it: each member as
   * the module declares its type (`ctx: ToolContext` with `interface ToolContext { signer: StateSigner<R> }` there).
   */
  declaredMembersValue(origin: Node, specifier: string, name: string): Provenance | undefined {
    // the members' types are read in their module, where the type names they use resolve
    return this.askModule(specifier, (sourceCode) => {
      const members = declaredTypeMembers(sourceCode, name);
      return members && ((analysis) => analysis.declaredMembersOf(members, origin));
    })?.made;
  }

  /** The analysis of the module `specifier` names (where a type it declares is asked about). */
  moduleAnalysis(specifier: string): ForeignAnalysis | undefined {
    const module = this.imports.module(specifier, this.specifierNode(specifier));
    return module && this.analysisOf(this.imports, module);
  }

  /** The parameter at `position` of the method `member` of the interface or object type `name` of the module `specifier`. */
  declaredParameterValue(origin: Node, specifier: string, name: string, member: string, position: number): Provenance | undefined {
    return this.askModule(specifier, (sourceCode) => {
      const members = declaredTypeMembers(sourceCode, name);
      return members && ((analysis) => analysis.declaredParameterOf(members, member, position, origin));
    })?.made;
  }

  /**
   * The context a tRPC procedure builder another module exports gives its resolvers (`authedProcedure`, made from
   * `t.procedure` with `const t = initTRPC.context<GateContext>().create()`): a value of that type, as the module
   * declares it.
   */
  procedureContext(origin: Node, specifier: string, name: string): Provenance | undefined {
    return this.askModule(specifier, (sourceCode) => {
      const target = exportMapOf(sourceCode).named.get(name);
      const declarator = target?.kind === 'local' ? target.node.parent : undefined;
      const context = declarator?.type === 'VariableDeclarator' && declarator.init ? builderContext(sourceCode, declarator.init, 1) : undefined;
      return context?.kind === 'local' ? (analysis) => analysis.valueOfTypeNode(context.type, origin) : undefined;
    })?.made;
  }

  /**
   * What the one provider the module `specifier` writes for its injection token `name` gives (see `providerOf`), as
   * `origin` sees it: what a parameter injected by that token holds.
   */
  providedValue(origin: Node, specifier: string, name: string): { readonly made: Provenance; readonly instanceOf: boolean } | undefined {
    let instanceOf = false;
    const made = this.fromModule(origin, specifier, name, (sourceCode) => {
      const provider = providerOf(sourceCode, name);
      instanceOf = provider?.kind === 'class';
      return provider && ((analysis) => (provider.kind === 'factory' ? analysis.returnOf(provider.fn) : analysis.of(provider.node)));
    });
    return made && { made, instanceOf };
  }

  /**
   * What the one provider the package writes for a token gives (`container.register(TOKENS.StateKey, { useFactory })`
   * in a container module), the token spelled there as here and taken from the same module (`tokenSpecifier`, or the
   * provider's own module where it declares the token). Undefined when there is none, or several, or the package
   * cannot be listed.
   */
  providedInPackage(origin: Node, tokenText: string, root: string, tokenSpecifier: string | undefined): { readonly made: Provenance; readonly instanceOf: boolean } | undefined {
    const tokenModule = tokenSpecifier === undefined ? this.imports.filename : this.imports.module(tokenSpecifier, this.specifierNode(tokenSpecifier))?.path;
    if (!tokenModule) return undefined;
    const last = tokenText.split('.').pop()!;
    let found: { module: ProjectModule; sourceCode: SourceCode; provider: InjectionProvider } | undefined;
    for (const module of providerModulesOf(this.imports.filename) ?? []) {
      if (!module.text.includes(last)) continue;
      const sourceCode = this.imports.sourceCodeOf(module);
      const provider = sourceCode && providerOf(sourceCode, tokenText);
      if (!sourceCode || !provider) continue;
      const source = importSourceOf(sourceCode, root);
      const from = source === undefined ? module.path : this.imports.importsOf(module).module(source)?.path;
      if (from !== tokenModule) continue;
      if (found) return undefined;
      found = { module, sourceCode, provider };
    }
    if (!found) return undefined;
    const { module, sourceCode, provider } = found;
    const analysis = this.analysisFor(sourceCode, this.imports.importsOf(module));
    const made = acrossModules(() => (provider.kind === 'factory' ? analysis.returnOf(provider.fn) : analysis.of(provider.node)));
    return made && { made: localized(made, origin, { name: tokenText, specifier: relativeSpecifier(this.imports.filename, module.path) }, analysis), instanceOf: provider.kind === 'class' };
  }

  /**
   * What the module `specifier` names gives, one module further along the chain and as `origin` sees it (named
   * `name`): `find` looks at the module's tree first, and only what it asks then of the module's analysis is worked out.
   */
  private fromModule(origin: Node, specifier: string, name: string, find: (sourceCode: SourceCode) => ((analysis: ForeignAnalysis) => Provenance | undefined) | undefined): Provenance | undefined {
    const answer = this.askModule(specifier, find);
    return answer?.made && localized(answer.made, origin, { name, specifier }, answer.analysis);
  }

  /** What `find` asks of the module `specifier`'s analysis, with that analysis (see {@link fromModule}). */
  private askModule(specifier: string, find: (sourceCode: SourceCode) => ((analysis: ForeignAnalysis) => Provenance | undefined) | undefined): { made: Provenance | undefined; analysis: ForeignAnalysis } | undefined {
    const module = this.imports.module(specifier, this.specifierNode(specifier));
    const sourceCode = module && this.imports.sourceCodeOf(module);
    const ask = sourceCode && find(sourceCode);
    if (!module || !sourceCode || !ask) return undefined;
    const analysis = this.analysisFor(sourceCode, this.imports.importsOf(module));
    return { made: acrossModules(() => ask(analysis)), analysis };
  }

  /**
   * What each call of this module's export `exported` passes at `position`, in the other modules of its package that
   * load it (through barrels that re-export it too), as the text of each caller shows it (see `injectedShape`), with
   * the modules it names as this file would name them: a dependency a composition root hands in. Only those modules'
   * text is read, never their analysis, so the answer does not depend on which module was analysed first. Undefined
   * when not every call can be seen (see `importersOf`, `usesOfImport`), or there are none or too many.
   */
  shapesAtImporters(exported: ExportName, position: number, hops = 0): InjectedShape[] | undefined {
    const shapes: InjectedShape[] = [];
    const visited = new Set<string>();
    const visit = (path: string, target: ExportName, depth: number): boolean => {
      // (one module may hand on several exports of the one asked about: each subclass of a base class it declares)
      const key = `${path}\0${target.name ?? ''}\0${target.member ?? ''}`;
      if (visited.has(key) || depth > MAX_REEXPORT_DEPTH) return false;
      visited.add(key);
      const importers = importersOf(this.imports, path);
      if (!importers) return false;
      for (const { module, specifiers } of importers) {
        const sourceCode = this.imports.sourceCodeOf(module);
        const uses = sourceCode && usesOfImport(sourceCode, new Set(specifiers), target);
        if (!sourceCode || !uses || shapes.length + uses.calls.length > MAX_IMPORTED_CALLS) return false;
        const isEsModule = exportMapOf(sourceCode).isEsModule;
        for (const name of uses.reexportedAs) if (!visit(module.path, { name, isEsModule, member: target.member }, depth + 1)) return false;
        for (const entry of uses.handedOnAs) if (!visit(module.path, entry, depth + 1)) return false;
        const resolver = this.imports.importsOf(module);
        for (const call of uses.calls) {
          const argument = argumentAt(call, position);
          const shape = argument && injectedShape(sourceCode, argument);
          // `buildServer(env)` with a Worker's bindings or `process.env`: that environment object
          const environment = !shape && argument ? this.analysisFor(sourceCode, resolver).of(argument as Expression).reference : undefined;
          if (environment && isEnvironmentObject(environment)) {
            shapes.push({ kind: 'environment', reference: environment });
            continue;
          }
          if (!shape) {
            // `registerTool(server, deps)` in `buildServer(deps)`, itself exported: what its own importers hand in
            const handed = argument && hops < MAX_INJECTION_HOPS ? handedParameter(sourceCode, argument) : undefined;
            const whole = handed && this.analysisFor(sourceCode, resolver).shapesAtCallers(handed.fn, handed.index, hops + 1);
            const further = whole?.map((each) => handed!.members.reduce<InjectedShape | undefined>((held, name) => held && memberShape(held, name), each));
            if (!further || further.some((each) => each === undefined)) return false;
            for (const each of further) shapes.push(this.asSeenHere(each!, resolver));
            continue;
          }
          // a function the root writes is worked out by the root's own analysis, made here if no question made it yet
          if (writesFunction(shape)) this.analysisFor(sourceCode, resolver);
          shapes.push(this.asSeenHere(shape, resolver));
        }
      }
      return true;
    };
    return visit(this.imports.filename, exported, 0) && shapes.length > 0 ? distinctShapes(shapes) : undefined;
  }

  /**
   * What the modules of the package write under `key` on a request's context (`c.set('sealer', await createSealer(…))`
   * in a middleware), as shapes this file can work out (see {@link shapesAtImporters}); undefined when one write is
   * not to be read from its text, or there is none.
   */
  contextShapes(key: string): InjectedShape[] | undefined {
    return this.shapesWrittenBy(contextWritersOf(this.imports.filename, key), (sourceCode) => contextKeyWrites(sourceCode, key));
  }

  /**
   * What the modules of the package decorate `name` with (`fastify.decorate('stateCodec', codec)`, `request.stateCodec =
   * …` in a hook), as shapes (see {@link contextShapes}); undefined when one is not to be read from its text, or none.
   */
  decorationShapes(name: string): InjectedShape[] | undefined {
    return this.shapesWrittenBy(decoratorsOf(this.imports.filename, name), (sourceCode) => decorationWrites(sourceCode, name));
  }

  /** The shapes of the values `writes` finds in each of `writers`, as this file names their modules. */
  private shapesWrittenBy(writers: readonly ProjectModule[] | undefined, writes: (sourceCode: SourceCode) => Node[]): InjectedShape[] | undefined {
    if (!writers || writers.length === 0 || writers.length > MAX_IMPORTED_CALLS) return undefined;
    const shapes: InjectedShape[] = [];
    for (const module of writers) {
      const sourceCode = this.imports.sourceCodeOf(module);
      if (!sourceCode) return undefined;
      const resolver = this.imports.importsOf(module);
      for (const value of writes(sourceCode)) {
        const shape = injectedShape(sourceCode, value);
        // (a decoration copied from another is not what it is decorated with)
        if (!shape || shape.kind === 'decoration' || shapes.length >= MAX_IMPORTED_CALLS) return undefined;
        shapes.push(this.asSeenHere(shape, resolver));
      }
    }
    return shapes.length > 0 ? shapes : undefined;
  }

  /** A shape read in another module, with each module of the project it names as this file would name it. */
  private asSeenHere(shape: InjectedShape, resolver: ProjectImports): InjectedShape {
    switch (shape.kind) {
      case 'object':
        return { ...shape, members: new Map([...shape.members].map(([name, member]) => [name, this.asSeenHere(member, resolver)])) };
      case 'call':
      case 'new':
        return { ...shape, callee: this.asSeenHere(shape.callee, resolver) };
      case 'decoration':
      case 'function':
      case 'environment':
        return shape;
      case 'import': {
        if (this.naming.sealModules.has(shape.specifier)) return shape;
        const module = resolver.module(shape.specifier);
        return module ? { ...shape, specifier: relativeSpecifier(this.imports.filename, module.path) } : shape;
      }
    }
  }

  /** Whether `specifier` names a module of the project (a workspace package or a tsconfig alias too). */
  namesProjectModule(specifier: string): boolean {
    return this.imports.module(specifier, this.specifierNode(specifier)) !== undefined;
  }

  /**
   * Whether a module that sets a key this file reads from a request's context (`c.get('sealer')`), or one it imports,
   * may compute a MAC: what the middleware sets there may seal.
   */
  contextWritersMayComputeMacs(text: string): boolean {
    if (this.contextMacs !== undefined) return this.contextMacs;
    const keys = new Set([...text.matchAll(CONTEXT_KEY_READ)].map((match) => match[2]!));
    const writers = [...keys].flatMap((key) => contextWritersOf(this.imports.filename, key) ?? []);
    this.contextMacs = writers.length > 0 && this.anyImported('context macs', textMayComputeMacs, [], MAX_MODULE_CHAIN, false, writers);
    return this.contextMacs;
  }

  /** Whether a module the file imports (or one it imports, a few modules deep) may decrypt with an AEAD: open a sealed box. */
  mayDecrypt(): boolean {
    this.decrypts ??= this.anyImported('decrypts', (vocabulary) => vocabulary.mentionsAny(DECRYPTER_NAMES));
    return this.decrypts;
  }

  /** Whether a module the file imports (or one it imports, a few modules deep) may compute a MAC. */
  mayComputeMacs(): boolean {
    this.macs ??= this.anyImported('macs', textMayComputeMacs);
    return this.macs;
  }

  /**
   * Whether a module of the package that loads this file (or one it imports, a few modules deep) may compute a MAC:
   * what it hands this file's exported functions may seal.
   */
  importersMayComputeMacs(): boolean {
    this.importerMacs ??= this.anyImporter('importer macs', textMayComputeMacs);
    return this.importerMacs;
  }

  /** The analyses of the modules that load this file themselves (a few at most), each as if it were linted. */
  importerAnalyses(): ForeignAnalysis[] {
    const direct = importersOf(this.imports, this.imports.filename) ?? [];
    return this.analysesOf(direct.map(({ module }) => module));
  }

  /**
   * The analyses of the other modules of the package that write `requestState` onto an object (a hook rewriting what
   * handlers return), a few at most, each as if it were linted.
   */
  stateWriterAnalyses(): ForeignAnalysis[] {
    return this.analysesOfOthers(stateWritersOf(this.imports.filename));
  }

  /** The analyses of the other modules of the package that register a service's factory under `key` (`locator.register(key, …)`). */
  registrarAnalyses(key: string): ForeignAnalysis[] {
    return this.analysesOfOthers(registrarsOf(this.imports.filename, key));
  }

  /** How this file would name a module, by the analysis {@link analysesOf} gave for it. */
  specifierOfAnalysis(analysis: ForeignAnalysis): string {
    const path = this.analysedPaths.get(analysis);
    return path === undefined ? '' : relativeSpecifier(this.imports.filename, path);
  }

  private readonly analysedPaths = new WeakMap<ForeignAnalysis, string>();

  /** {@link analysesOf} the modules of a package index's list but this file. */
  private analysesOfOthers(modules: readonly ProjectModule[] | undefined): ForeignAnalysis[] {
    return this.analysesOf((modules ?? []).filter((module) => module.path !== this.imports.filename));
  }

  /** The analyses of the first few of `modules` that can be read, each as if it were linted. */
  private analysesOf(modules: readonly ProjectModule[]): ForeignAnalysis[] {
    return modules.slice(0, MAX_IMPORTED_CALLS).flatMap((module) => {
      const sourceCode = this.imports.sourceCodeOf(module);
      if (!sourceCode) return [];
      const analysis = this.analysisFor(sourceCode, this.imports.importsOf(module));
      this.analysedPaths.set(analysis, module.path);
      return [analysis];
    });
  }

  /** Whether the text of a module that loads this file (or of one it imports, a few modules deep) spells each of `texts`. */
  importersSpell(texts: readonly string[]): boolean {
    return remembered(this.importersSpelled, texts, () => this.anyImporter(`importer spells ${texts.join(' ')}`, (vocabulary) => texts.every((text) => vocabulary.spells(text))));
  }

  private anyImporter(question: string, test: (vocabulary: FileVocabulary) => boolean): boolean {
    // the modules that load this one first; those that load a barrel re-exporting it only where they do not answer
    const direct = importersOf(this.imports, this.imports.filename) ?? [];
    if (direct.length > 0 && this.anyImported(question, test, [], MAX_MODULE_CHAIN, false, direct.map(({ module }) => module))) return true;
    this.barrelImporters ??= this.importersThroughBarrels(direct);
    if (this.barrelImporters.length > 0 && this.anyImported(question, test, [], MAX_MODULE_CHAIN, false, this.barrelImporters)) return true;
    // the modules that load those (a composition root handing a dependency through `buildServer(deps)`)
    this.secondImporters ??= this.importersOfImporters(direct);
    return this.secondImporters.length > 0 && this.anyImported(question, test, [], MAX_MODULE_CHAIN, false, this.secondImporters);
  }

  /** The modules that load the modules loading this file, for dependencies handed on whole (see {@link MAX_INJECTION_HOPS}). */
  private importersOfImporters(direct: readonly Importer[]): ProjectModule[] {
    const seen = new Set([this.imports.filename, ...direct.map(({ module }) => module.path)]);
    const found: ProjectModule[] = [];
    for (const { module } of direct) {
      for (const { module: outer } of importersOf(this.imports, module.path) ?? []) {
        if (seen.has(outer.path) || found.length >= MAX_IMPORTED_CALLS) continue;
        seen.add(outer.path);
        found.push(outer);
      }
    }
    return found;
  }

  /** The modules that load a module re-exporting this file (a barrel), a few barrels up, not those that load it directly. */
  private importersThroughBarrels(direct: readonly Importer[]): ProjectModule[] {
    const seen = new Set([this.imports.filename, ...direct.map(({ module }) => module.path)]);
    const found: ProjectModule[] = [];
    let barrels = direct.filter(({ module, specifiers }) => specifiers.some((specifier) => reexportsText(module.text, specifier))).map(({ module }) => module.path);
    for (let depth = 1; depth <= MAX_REEXPORT_DEPTH && barrels.length > 0; depth++) {
      const next: string[] = [];
      for (const path of barrels) {
        for (const { module, specifiers } of importersOf(this.imports, path) ?? []) {
          if (seen.has(module.path)) continue;
          seen.add(module.path);
          found.push(module);
          if (specifiers.some((specifier) => reexportsText(module.text, specifier))) next.push(module.path);
        }
      }
      barrels = next;
    }
    return found;
  }

  /** Whether a module the file imports may read a secret from the environment (by a secret name, or by a name its text does not show). */
  mayReadEnvironment(extraSecretWords: readonly string[] = []): boolean {
    if (extraSecretWords.length > 0) {
      return this.anyImported(`environment ${extraSecretWords.join(' ')}`, (vocabulary) => readsSecret(vocabulary, extraSecretWords));
    }
    this.environment ??= this.anyImported('environment', (vocabulary) => readsSecret(vocabulary, []));
    return this.environment;
  }

  /**
   * Whether the module `specifier` names, or one it imports a few modules deep, may sign, hash or encrypt: what any
   * seal, MAC or signed token that module hands out is made with. True when `specifier` names no module of the project.
   */
  maySign(specifier: string): boolean {
    return remembered(this.signers, specifier, () => {
      const module = this.imports.module(specifier, this.specifierNode(specifier));
      return !module || this.anyImported('seals', mayMakeSeals, [{ specifier, node: undefined }], MAX_MODULE_CHAIN, true);
    });
  }

  /** Whether any module of the project the file imports, or one those import at any depth, names one of `names`. */
  anyMentions(names: readonly string[]): boolean {
    return remembered(this.mentioned, names, () =>
      this.anyImported(`mentions ${names.join(' ')}`, (vocabulary) => vocabulary.mentionsAny(names), this.projectLoads(), Infinity),
    );
  }

  /**
   * Whether the text of the module `specifier` names, or of one it imports at any depth, spells one of `texts`: true
   * when `specifier` names no module of the project.
   */
  moduleSpellsAny(specifier: string, texts: readonly string[]): boolean {
    let bySpecifier = this.spelledAny.get(texts);
    if (!bySpecifier) {
      bySpecifier = new Map();
      this.spelledAny.set(texts, bySpecifier);
    }
    return remembered(bySpecifier, specifier, () => {
      const node = this.specifierNode(specifier);
      if (!this.imports.module(specifier, node)) return true;
      return this.anyImported(`spells any ${texts.join(' ')}`, (vocabulary) => vocabulary.spellsAny(texts), [{ specifier, node }], Infinity);
    });
  }

  /**
   * Whether any module of the project the file imports, or one those import at any depth, may sign, hash or encrypt
   * (see {@link maySign}): where none does, no function another module hands over can seal.
   */
  anyMaySign(): boolean {
    this.signs ??= this.anyImported('seals', mayMakeSeals, this.projectLoads(), Infinity);
    return this.signs;
  }

  /**
   * Whether an export of the module `specifier` names may be another package's export passed on under that module's
   * name (`export { verify } from 'jsonwebtoken'`, `export const open = seal.openState`): its text names such a package
   * (`names`), or may pass on what it imports. False only when the text shows that each export is declared there and
   * names none of them, so that a question about which package's function a call reaches does not parse the module.
   */
  mayPassOnPackageExports(specifier: string, names: (vocabulary: FileVocabulary) => boolean): boolean {
    const module = this.imports.module(specifier, this.specifierNode(specifier));
    if (!module) return true;
    return passesOnImports(module) || timed('scan', () => names(vocabularyOf(module, this.naming)));
  }

  /**
   * Whether the text of a module the file imports (or of one it imports, a few modules deep) spells each of `texts`:
   * a question about what a helper of another module may do, answered without parsing it.
   */
  importsSpell(texts: readonly string[]): boolean {
    return remembered(this.spelled, texts, () => this.anyImported(`spells ${texts.join(' ')}`, (vocabulary) => texts.every((text) => vocabulary.spells(text))));
  }

  // the answers given to this file: most questions are asked again at each of its calls
  private readonly signers = new Map<string, boolean>();
  private readonly mentioned = new Map<readonly string[], boolean>();
  private readonly spelled = new Map<readonly string[], boolean>();
  private readonly importersSpelled = new Map<readonly string[], boolean>();
  private readonly spelledAny = new Map<readonly string[], Map<string, boolean>>();
  private macs: boolean | undefined;
  private importerMacs: boolean | undefined;
  private decrypts: boolean | undefined;
  private contextMacs: boolean | undefined;
  private barrelImporters: ProjectModule[] | undefined;
  private secondImporters: ProjectModule[] | undefined;
  private environment: boolean | undefined;
  private signs: boolean | undefined;

  /**
   * Whether `test` holds for the text of a module the file imports (of `loads`, by default all), or of one those import, up to
   * {@link MAX_MODULE_CHAIN} modules deep. Each module's answer is kept with the resolution of its imports, so that
   * a module many files import is looked into once per lint run.
   */
  private anyImported(
    question: string,
    test: (vocabulary: FileVocabulary) => boolean,
    loads = this.projectLoads(),
    maxChain = MAX_MODULE_CHAIN,
    withTypes = false,
    modules: readonly ProjectModule[] = [],
  ): boolean {
    const inProgress = new Set<ProjectModule>();
    const sealNames = namingKey(this.naming);
    let cutCycle = false;
    const visit = (imports: ProjectImports, module: ProjectModule, depth: number): boolean => {
      if (inProgress.has(module)) {
        cutCycle = true;
        return false;
      }
      const inner = imports.importsOf(module);
      const key = `${question}\n${maxChain === Infinity ? 'any' : depth}\n${sealNames}${withTypes ? '\ntypes' : ''}`;
      const answers = answersOf(inner);
      const known = answers.get(key);
      if (known !== undefined) return known;
      if (timed('scan', () => test(vocabularyOf(module, this.naming)))) {
        answers.set(key, true);
        return true;
      }
      if (depth + 1 >= maxChain) {
        answers.set(key, false);
        return false;
      }
      inProgress.add(module);
      const cutBefore = cutCycle;
      cutCycle = false;
      const found = projectSpecifiersOf(module, withTypes).some((specifier) => {
        const next = inner.module(specifier);
        return next !== undefined && visit(inner, next, depth + 1);
      });
      inProgress.delete(module);
      // an answer that a cycle cut short holds only for this path into the module
      if (found || !cutCycle) answers.set(key, found);
      cutCycle ||= cutBefore;
      return found;
    };
    return (
      modules.some((module) => visit(this.imports, module, 0)) ||
      loads.some(({ specifier, node }) => {
        const module = this.imports.module(specifier, node);
        return module !== undefined && visit(this.imports, module, 0);
      })
    );
  }

  /** The specifiers of the file that may name a project module: relative and `#` ones anywhere, aliases the program resolves. */
  private projectLoads(): readonly { specifier: string; node: object | undefined }[] {
    this.loads ??= this.findProjectLoads();
    return this.loads;
  }

  private loads: readonly { specifier: string; node: object | undefined }[] | undefined;

  private findProjectLoads(): { specifier: string; node: object | undefined }[] {
    // a type-only import loads nothing when the file runs, but a parameter it types holds what that module makes
    const typesParameters = parameterTypeSources(this.sourceCode);
    const loads = getModuleLoads(this.sourceCode)
      .loads.filter((load) => load.style !== 'import' || load.declaration.importKind !== 'type' || typesParameters.has(load.source))
      .map((load) => ({ specifier: load.source, node: load.style === 'import' ? (load.declaration.source as object) : undefined }));
    const text = this.sourceCode.text;
    const typeOnly = new Set(typeOnlyLoads(text).filter((specifier) => !typesParameters.has(specifier)));
    for (const match of text.matchAll(/(['"])(\.{1,2}\/[^'"\n]*|#[^'"\n]*)\1/g)) {
      if (!typeOnly.has(match[2]!)) loads.push({ specifier: match[2]!, node: undefined });
    }
    const seen = new Set<string>();
    return loads.filter(({ specifier }) => {
      if (seen.has(specifier) || this.naming.sealModules.has(specifier)) return false;
      seen.add(specifier);
      return isProjectSpecifier(specifier) || !specifier.startsWith('node:');
    });
  }

  /** The string literal of the `import` that names `specifier` (the TypeScript program resolves by it). */
  private specifierNode(specifier: string): object | undefined {
    const load = getModuleLoads(this.sourceCode).loads.find((candidate) => candidate.source === specifier && candidate.style === 'import');
    return load?.style === 'import' ? load.declaration.source : undefined;
  }

  private analysisOf(imports: ProjectImports, module: ProjectModule): ForeignAnalysis | undefined {
    const sourceCode = imports.sourceCodeOf(module);
    return sourceCode && this.analysisFor(sourceCode, imports.importsOf(module));
  }

  /** `module.exports` (what `require` and a default import of CommonJS give), or the ES default export / namespace. */
  private wholeValue(imports: ProjectImports, module: ProjectModule, origin: Node, tag: ForeignOrigin, form: ImportForm): Provenance {
    const sourceCode = imports.sourceCodeOf(module);
    if (!sourceCode) return unknownValue(origin);
    const map = exportMapOf(sourceCode);
    if (map.isEsModule) {
      return form === 'require' ? this.namespaceValue(imports, module, origin, tag) : this.exportValue(imports, module, 'default', origin, tag, new Set());
    }
    // `module.exports = {}` with members written onto it afterwards (`module.exports.seal = seal`): the object as
    // those writes leave it, member by member
    if (!map.whole || (map.named.size > 0 && skipTypeWrappers(map.whole).type === 'ObjectExpression')) return this.namespaceValue(imports, module, origin, tag);
    const analysis = this.analysisOf(imports, module);
    const whole = map.whole;
    const value = analysis && acrossModules(() => localized(valueOfNode(analysis, whole), origin, tag, analysis));
    // (`module.exports = process.env.S || Math.random().toString(36)`: the expression, as an `export const` carries it)
    return (value && { ...value, definedElsewhere: whole }) ?? unknownValue(origin);
  }

  private namespaceValue(imports: ProjectImports, module: ProjectModule, origin: Node, tag: ForeignOrigin): Provenance {
    return makeProvenance('unknown', origin, {
      valueType: 'object',
      foreign: tag,
      foreignMembers: (name, at) => this.exportValue(imports, module, name, at, { name, specifier: tag.specifier }, new Set()),
    });
  }

  /**
   * The export `name` of `module`, through re-exports and `export *` (cycles, chains too deep and barrels that would
   * have more than {@link MAX_BARREL_MODULES} modules read are unknown). `chain` holds the modules on the way here.
   */
  private exportValue(
    imports: ProjectImports,
    module: ProjectModule,
    name: string,
    origin: Node,
    tag: ForeignOrigin,
    chain: ReadonlySet<ProjectModule>,
    budget = { modules: MAX_BARREL_MODULES },
  ): Provenance {
    const sourceCode = imports.sourceCodeOf(module);
    if (!sourceCode || chain.has(module) || chain.size >= MAX_MODULE_CHAIN || budget.modules <= 0) return unknownValue(origin);
    budget.modules -= 1;
    const seen = new Set(chain).add(module);
    const map = exportMapOf(sourceCode);
    const analysis = this.analysisFor(sourceCode, imports.importsOf(module));
    const inner = imports.importsOf(module);
    const target = map.named.get(name);
    if (target?.kind === 'reexport') {
      const next = inner.module(target.specifier);
      if (!next) return packageExport(this.naming, target.specifier, target.name, origin, tag);
      if (target.name === undefined) return this.namespaceValue(inner, next, origin, tag);
      return this.exportValue(inner, next, target.name, origin, tag, seen, budget);
    }
    if (target) {
      const value = acrossModules(() => localized(valueOfNode(analysis, target.node), origin, tag, analysis));
      const definition = value && boundExpression(sourceCode, target.node);
      return (definition ? { ...value, definedElsewhere: definition } : value) ?? unknownValue(origin);
    }
    if (!map.isEsModule && map.whole) {
      const whole = map.whole;
      const value = acrossModules(() => analysis.of(whole));
      const literal = value?.objectLiteral;
      if (!literal) return unknownValue(origin);
      const member = acrossModules(() => localized(propertyOfLiteral(literal, name, origin, (node) => analysis.of(node), analysis.sourceCode, spreadMembers(analysis, name)), origin, tag, analysis));
      return (member && withDefinition(member, sourceCode, literal, name)) ?? unknownValue(origin);
    }
    if (name === 'default') return unknownValue(origin);
    for (const star of map.stars) {
      const next = inner.module(star);
      if (!next) continue;
      // each `export *` is a chain of its own: the modules another one read do not cut it short
      const value = this.exportValue(inner, next, name, origin, tag, seen, budget);
      if (isKnownValue(value)) return value;
    }
    return unknownValue(origin);
  }
}

/** The expression the `const` an export names is bound to (`export const key = …`, `const key = …; export { key }`). */
/**
 * `module.exports = { STATE_SECRET }`: the member `name` of an exported object literal, with the expression the `const`
 * it names is bound to in its module, as an `export const` carries it.
 */
function withDefinition(value: Provenance, sourceCode: SourceCode, literal: TSESTree.ObjectExpression, name: string): Provenance {
  const property = staticProperty(literal, name);
  // `const settings = {}; settings.stateSecret = process.env.S || localSecret()`: the value written there
  if (!property) {
    const written = laterMemberWrites(sourceCode, literal)?.fields.get(name);
    return written ? { ...value, definedElsewhere: written } : value;
  }
  const definition = boundExpression(sourceCode, property.value as Node);
  return definition ? { ...value, definedElsewhere: definition } : value;
}

function boundExpression(sourceCode: SourceCode, node: Node): Node | undefined {
  if (node.type !== 'Identifier') return undefined;
  const binding = resolveBinding(sourceCode, node);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? binding.init : undefined;
}

/** Whether a value says anything: what `export *` finds there, where an unknown is the answer of a module without the name. */
export function isKnownValue(value: Provenance): boolean {
  return (
    value.kind !== 'unknown' ||
    value.functionNode !== undefined ||
    value.foreignMembers !== undefined ||
    value.memberOwner !== undefined ||
    value.objectLiteral !== undefined ||
    value.cryptoObject !== undefined ||
    value.reference !== undefined ||
    value.enumDeclaration !== undefined
  );
}

/**
 * Whether an importer's questions may well read this module's tree: its text names what signs, hashes, encrypts or
 * encodes, the state or a request for input, or it re-exports another module's values (`export * from`,
 * `export { x } from`).
 */
export function mayMatterToImporters(vocabulary: FileVocabulary, sourceCode: SourceCode): boolean {
  if (
    namesSigner(vocabulary) ||
    namesHash(vocabulary) ||
    vocabulary.mentions('createCipheriv') ||
    vocabulary.spellsAny(['requestState', 'inputRequired', 'input_required', 'base64', 'atob', 'btoa'])
  ) {
    return true;
  }
  if (!REEXPORTS.test(sourceCode.text)) return false;
  const exports = exportMapOf(sourceCode);
  return exports.stars.length > 0 || [...exports.named.values()].some((target) => target.kind === 'reexport');
}

/** What every re-export statement writes: `export *`, `export * as ns from`, `export { x } from`. */
const REEXPORTS = /\bexport\s*(?:\*|\{[^}]*\}\s*from\b)/;

function readsSecret(vocabulary: FileVocabulary, extraSecretWords: readonly string[]): boolean {
  // another module's text is all there is: a read whose name it does not show counts when it is of the environment itself
  return vocabulary
    .environmentReads()
    .some(({ name, onEnvironmentObject }) => (name === undefined ? onEnvironmentObject : isSecretEnvironmentName(name, extraSecretWords)));
}

/** An export another module re-exports from a package (`export { sealState } from 'eslint-plugin-mcp-state/seal'`). */
function packageExport(naming: ModuleNaming, specifier: string, name: string | undefined, origin: Node, tag: ForeignOrigin): Provenance {
  if (isProjectSpecifier(specifier)) return unknownValue(origin);
  const module = moduleReference(specifier, naming);
  return makeProvenance('unknown', origin, { reference: name === undefined ? module : memberReference(module, name), foreign: tag });
}

/** How many exported functions deep a dependency handed on whole (`buildServer(deps)` → `register(server, deps)`) is followed. */
const MAX_INJECTION_HOPS = 2;

/** `deps` handed on whole, a parameter of the function around the call: that function and the parameter's position. */
function handedParameter(sourceCode: SourceCode, argument: Node): { fn: FunctionNode; index: number; members: readonly string[] } | undefined {
  const expression = skipTypeWrappers(argument);
  const binding = expression.type === 'Identifier' ? resolveBinding(sourceCode, expression) : undefined;
  if (binding?.kind !== 'parameter' || !binding.fn || binding.normalizations) return undefined;
  if (binding.path.length === 0) return binding.index === undefined ? undefined : { fn: binding.fn, index: binding.index, members: [] };
  // `createApp({ codec })` handing `codec` on: the member of what its callers pass, where nothing reassigns it
  const members = binding.path.map((step) => (step.type === 'property' ? step.name : undefined));
  const variable = findVariable(sourceCode, expression as TSESTree.Identifier);
  return binding.position !== undefined && variable !== undefined && isNeverReassigned(variable.references) && members.every((name) => name !== undefined) ? { fn: binding.fn, index: binding.position, members: members as string[] } : undefined;
}

/** An exported node's value in its own module: a function or class declared, or the value of an expression or binding. */
function valueOfNode(analysis: ForeignAnalysis, node: Node): Provenance {
  if (isFunctionNode(node)) return makeProvenance('unknown', node, { valueType: 'function', functionNode: node });
  // its members are answered by its own module's analysis, which owns the class node
  if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
    return makeProvenance('unknown', node, { valueType: 'function', memberOwner: { kind: 'class', of: node } });
  }
  // `export enum ToolName { Cancel = 'cancel_appointment' }`: its members are the values written there
  if (node.type === 'TSEnumDeclaration') return makeProvenance('unknown', node, { valueType: 'object', enumDeclaration: node });
  return analysis.of(skipTypeWrappers(node));
}

/**
 * Another module's value as this file sees it: found at `origin`, named by `tag`, without the other module's nodes
 * (object literals, array parts) that this file's questions would read as their own; members are asked of that module.
 */
export function localized(value: Provenance, origin: Node, tag: ForeignOrigin, analysis: ForeignAnalysis): Provenance {
  const literal = value.objectLiteral;
  const enumeration = value.enumDeclaration;
  const members = enumeration
    ? (name: string, at: Node) => enumMember(enumeration, name, at)
    : literal === undefined
      ? functionsNamed(value.foreignMembers, tag)
      : (name: string, at: Node) => {
          // a member is named by itself: `toWire` (or `wire.toWire`) from '../lib/wire', not the module
          const member = { name, specifier: tag.specifier };
          const value = acrossModules(() => localized(propertyOfLiteral(literal, name, at, (node) => analysis.of(node), analysis.sourceCode, spreadMembers(analysis, name)), at, member, analysis));
          return (value && withDefinition(value, analysis.sourceCode, literal, name)) ?? unknownValue(at);
        };
  return {
    ...value,
    origin,
    madeElsewhere: value.madeElsewhere ?? value.origin,
    foreign: tag,
    objectLiteral: undefined,
    enumDeclaration: undefined,
    parts: undefined,
    // `ring[0].secret` of `export const ring = [{ secret: … }, ...(old ? [{ secret: old }] : [])]`: each item, asked there
    element: value.element && localized(value.element, origin, tag, analysis),
    alternatives: value.alternatives?.map((alternative) => localized(alternative, origin, tag, analysis)),
    foreignMembers: members,
    foreignMemberNames: literal === undefined ? value.foreignMemberNames : () => spelledKeysOf(literal),
    memberTypes: value.memberTypes,
  };
}


const nodeIds = new WeakMap<object, number>();
let nextNodeId = 0;

/** Each shape once: several calls handing in the same thing (`new BookTool(deps)`, `new CancelTool(deps)`) give one value. */
function distinctShapes(shapes: InjectedShape[]): InjectedShape[] {
  const seen = new Set<string>();
  const keyOf = (shape: InjectedShape) =>
    JSON.stringify(shape, (key, value: unknown) => {
      if (value instanceof Map) return [...value.entries()];
      if (key === 'node' && typeof value === 'object' && value !== null) {
        if (!nodeIds.has(value)) nodeIds.set(value, nextNodeId++);
        return nodeIds.get(value);
      }
      return value;
    });
  return shapes.filter((shape) => {
    const key = keyOf(shape);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `StateHelpers.openTrip` of an exported namespace: a function member is named by itself, from the module it comes from. */
function functionsNamed(members: Provenance['foreignMembers'], tag: ForeignOrigin): Provenance['foreignMembers'] {
  if (!members) return undefined;
  return (name, at) => {
    const member = members(name, at);
    return member.functionNode && !member.foreign ? { ...member, foreign: { name, specifier: tag.specifier } } : member;
  };
}

/** The names of all the members of an object literal, when it spells each (no spread, no computed key). */
function spelledKeysOf(literal: TSESTree.ObjectExpression): readonly string[] | undefined {
  const names: string[] = [];
  for (const property of literal.properties) {
    const name = property.type === 'Property' ? getStaticKeyName(property.key, property.computed) : undefined;
    if (name === undefined) return undefined;
    names.push(name);
  }
  return names;
}

/** The name `const name = require('…')` binds the module to. */
function boundName(origin: Node): string | undefined {
  const id = declaratorHolding(origin)?.id;
  return id?.type === 'Identifier' ? id.name : undefined;
}

/** How a module at `from` would name the module at `to` (`./server.js`, `../app.ts`). */
function relativeSpecifier(from: string, to: string): string {
  const path = relative(dirname(from), to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Whether a module's text hands on what `specifier` exports: `export * from`, `export { x } from`, `module.exports = require(…)`. */
function reexportsText(text: string, specifier: string): boolean {
  if (!text.includes('export') && !text.includes('require')) return false;
  let pattern = reexportPatterns.get(specifier);
  if (!pattern) {
    const quoted = `['"]${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`;
    // (`registry.route_lookup = require('./x')`, `{ route_lookup: require('./x') }`: a registry of modules hands them on too)
    pattern = new RegExp(`\\bexport\\s*(?:type\\s*)?(?:\\*(?:\\s*as\\s+[\\w$]+)?|\\{[^}]*\\})\\s*from\\s*${quoted}|\\bexports\\s*=\\s*require\\(\\s*${quoted}|(?:\\.[\\w$]+\\s*=|[\\w$'"]\\s*:)\\s*require\\(\\s*${quoted}`);
    if (reexportPatterns.size > 1000) reexportPatterns.clear();
    reexportPatterns.set(specifier, pattern);
  }
  return pattern.test(text);
}

/** The pattern {@link reexportsText} looks for, by specifier: compiled once. */
const reexportPatterns = new Map<string, RegExp>();

/** The module an `import` of the file binds `name` from, if it does. */
function importSourceOf(sourceCode: SourceCode, name: string): string | undefined {
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (statement.specifiers.some((specifier) => specifier.local.name === name)) return statement.source.value;
  }
  return undefined;
}

/** Whether a shape holds a function the composition root writes itself. */
function writesFunction(shape: InjectedShape): boolean {
  if (shape.kind === 'function') return true;
  if (shape.kind === 'object') return [...shape.members.values()].some(writesFunction);
  return shape.kind === 'call' || shape.kind === 'new' ? writesFunction(shape.callee) : false;
}
