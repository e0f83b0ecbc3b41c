import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { encloses, getEnclosingFunction, settledValue, getMethodName, isDiscarded, isFunctionNode, getPropertyName, getStaticKeyName, getStaticString, isNodeOf, skipTypeWrappers, skipValueWrappers, walkOwnBody, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding, type PatternStep } from '../scope/bindings.js';
import { declaredMemberNames } from '../scope/type-names.js';
import { isSecretEnvironmentName } from '../values/environment.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { callSitesOf } from './call-sites.js';
import { fileOwning, getMcpFile, type McpFile } from './file.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';
import type { StateSeal } from './seals.js';
import { describeSecretFormat } from '../values/secret-formats.js';
import type { ForeignOrigin, Provenance } from '../values/provenance-model.js';
import { findSeals, forwardedSealOf, hasSealingFunctions, mayHaveSeals, sealOf, writtenBySealer } from './seals.js';
import { findStateResults } from './state-results.js';
import { terminalsOf } from './value-terminals.js';
import { calleeFunctionOf, calleeFunctionsOf } from './callee-functions.js';
import { echoedClientValue } from './echoed-client-values.js';
import { describeUnsignedEncoding } from './state-encoding.js';
import { usesAead } from './aead-calls.js';
import { staticProperty } from '../values/object-literals.js';
import { builderChainValues } from './foreign-sealers.js';
import { jwtSealThrough } from './jwt-signers.js';
import { memberSentAsCredential, sentAsCredential } from './credential-parameters.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Words that, besides those every rule knows (KEY, TOKEN, SECRET, PASSWORD), make an environment variable secret. */
const MORE_SECRET_ENVIRONMENT_WORDS = ['CREDENTIAL', 'CREDENTIALS', 'CREDS', 'PRIVATE'];

/** How far nested object literals in a payload are searched. */
const MAX_NESTING = 32;

/**
 * Who can read the state a secret ends up in:
 * - `sealed`: signed state (`sealState`, `sealer.seal`, `codec.mint`, a hand-rolled sealer): signed, not encrypted
 * - `jwt`: a signed JWT's claims, base64url in its middle part
 * - `unsigned`: a `requestState` sent without any signature
 */
export type StateVisibility = 'sealed' | 'jwt' | 'unsigned';

/** What makes a value secret. */
export type SecretEvidence =
  /** The property's name says it holds a secret (`apiKey`, `password`, `accessToken`). */
  | { readonly type: 'name' }
  /** `process.env.X` where X names a secret. */
  | { readonly type: 'environment'; readonly variable: string }
  /** The caller's bearer token, or its `authorization` / `cookie` header. */
  | { readonly type: 'credential' }
  /** What the user answered an input request with, under a field whose name says it is a secret (`login.token`). */
  | { readonly type: 'typed'; readonly field: string }
  /** A literal in a known secret format (`ghp_…`, `sk-…`, a PEM private key). */
  | { readonly type: 'format'; readonly format: string }
  /**
   * What was read under a credential's name, from an answer the server got or a setting it holds (`json.access_token`,
   * `config.apiKey`), whatever the state calls it.
   */
  | { readonly type: 'read'; readonly name: string }
  /** What a call in the same function sends in a credential header (`getTicket(session.zendeskToken, id)`), through `sender`. */
  | { readonly type: 'sent'; readonly sender: string }
  /** A whole object that holds secrets: request headers or cookies, `process.env`, `authInfo`. */
  | { readonly type: 'container'; readonly container: 'headers' | 'cookies' | 'environment' | 'auth' };

export interface StateSecret {
  /** The property, spread, assignment or value that puts the secret into the state. */
  readonly node: TSESTree.Property | TSESTree.SpreadElement | TSESTree.AssignmentExpression | Expression;
  /** The property name, when there is one. */
  readonly key: string | undefined;
  readonly evidence: SecretEvidence;
  readonly visibility: StateVisibility;
  /** The helper of another module the secret comes from (`import { config } from './config.js'`), if any. */
  readonly helper?: ForeignOrigin;
  /**
   * Set when another module puts the secret into the state (a payload builder): `key` and `evidence` are that
   * module's, `node` is where this file hands its result on, and this helper is the one called there, if known.
   */
  readonly putByHelper?: ForeignOrigin | 'unknown';
  /**
   * Set when the secret is written in a helper this file calls (`upstream: token` in `buildState(args, token)`), the
   * credential being what the call passes: the helper may serve other callers, so it is not rewritten from here.
   */
  readonly throughCall?: boolean;
  /**
   * The name of the state's entry that holds the object the secret is in, when that object is made elsewhere and read
   * here by reference (`upstream: session.headers`): `node` is that entry, which is what leaves the state.
   */
  readonly heldUnder?: string;
}

/**
 * Finds secrets in the state a file hands to clients: the payloads of seals (see {@link McpFile.seals}) and
 * unsigned `requestState` values, following constant objects to their literals, spreads of object literals,
 * nested literals, and properties written to a constant object before it is sealed.
 */
export class StateSecretFinder {
  private readonly mcp: McpFile;
  private readonly found = new Map<Node, StateSecret>();

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly provenance: ProvenanceAnalysis,
    private readonly isSecretName: (name: string) => boolean,
  ) {
    this.mcp = getMcpFile(sourceCode, provenance);
  }

  /** Every secret in client-visible state, each node once, in source order. */
  find(): StateSecret[] {
    for (const seal of findSeals(this.mcp)) this.inspectSeal(seal);
    // a one-line wrapper of another module's sealer hands out what that sealer signs
    for (const result of findStateResults(this.mcp)) {
      let value = skipValueWrappers(result.value);
      // (`const token = sealRequestState(state, binding)`, handed out as `requestState: token`)
      const binding = value.type === 'Identifier' ? resolveBinding(this.sourceCode, value) : undefined;
      if (binding?.kind === 'initialized' && binding.path.length === 0) value = skipValueWrappers(binding.init);
      const forwarded = value.type === 'CallExpression' && !sealOf(this.mcp, value) ? forwardedSealOf(this.mcp, value) : undefined;
      if (forwarded) this.inspectSeal(forwarded);
    }
    for (const result of findStateResults(this.mcp)) this.inspectStateValue(result.value);
    this.inspectSealingHelpers();
    this.inspectEncodingHelpers();
    return [...this.found.values()].sort((a, b) => a.node.range[0] - b.node.range[0]);
  }

  private inspectSeal(seal: StateSeal): void {
    if (seal.kind === 'jose' && getMethodName(seal.call) === 'encrypt') return;
    // a hand-rolled sealer that encrypts what it writes with an AEAD cipher hands out nothing the client can read
    if (seal.encrypts) return;
    const visibility: StateVisibility = seal.kind === 'jose' || seal.kind === 'jsonwebtoken' ? 'jwt' : 'sealed';
    // a builder's chain (`.with('imap', { password })`) hands its values to a sealer of another module
    if (!seal.payload && seal.helper) {
      for (const value of builderChainValues(this.mcp, seal).values()) this.inspectPayload(value, { visibility, sealCall: seal.call, sealer: undefined, use: value }, 0);
    }
    // `mintState(env, { evernoteToken }, bind)` nesting that argument in what another module's sealer signs
    for (const carried of seal.payload ? [] : (seal.carried ?? [])) this.inspectPayload(carried, { visibility, sealCall: seal.call, sealer: undefined, use: carried }, 0);
    if (!seal.payload) return;
    const context: PayloadContext = { visibility, sealCall: seal.call, sealer: seal.sealer, use: seal.payload };
    this.inspectPayload(seal.payload, context, 0);
  }

  /**
   * `sealBooking({ …, password }, userId)` where a project function (local, a method, another module's export, a
   * factory's closure) seals a payload made from its parameters: what this call passes there is in the state. A
   * secret the helper adds itself is reported at the call.
   */
  private inspectSealingHelpers(): void {
    if (!mayHaveSeals(this.mcp) && !this.mcp.provenance.importsMayComputeMacs()) return;
    // the helper a call runs is a function of this file or of a module it imports (at any depth, through re-exports)
    if (!this.mcp.provenance.importsMaySign() && !hasSealingFunctions(this.mcp) && !this.mcp.provenance.importersMaySeal()) return;
    for (const call of this.mcp.calls) {
      // a callee from a module whose text names nothing that signs seals nothing: its module is not read
      // (a helper of another module called for its effects alone hands out no state here: its module is not read)
      if (call.arguments.length === 0 || !this.mcp.provenance.calleeMaySign(call.callee)) continue;
      // (a helper of another module called for its effects alone hands out no state itself, but the handlers it
      // registers may: `registerEscalate(server, { cfg, codec })`)
      const discarded = isDiscarded(call);
      if (discarded && !handsOverValues(this.mcp, call)) continue;
      const forEffects = discarded && this.mcp.provenance.projectModuleOf(call.callee) !== undefined;
      // a seal whose payload is known is judged by `inspectSeal`; another module's sealer that builds its own, here
      if (!forEffects && sealOf(this.mcp, call)?.payload) continue;
      const fn = calleeFunctionOf(this.mcp, call);
      if (!fn) continue;
      const owner = fileOwning(this.mcp, fn);
      if (forEffects) {
        this.inspectNestedSeals(owner, fn, call);
        continue;
      }
      // the helper is itself a hand-rolled sealer (a factory's `sign(payload, binding)` that MACs the JSON it writes);
      // one that encrypts it with an AEAD cipher hands out nothing the client can read
      const stringified = writtenBySealer(owner, fn);
      if (stringified && usesAead(owner, fn, 'seal')) continue;
      if (stringified) {
        const frame: Frame = { fn, call, outer: undefined };
        this.inspectPayload(stringified, { visibility: 'sealed', sealCall: call, sealer: fn, use: call, frame, sealerCall: call, entered: [fn] }, 0);
        continue;
      }
      // a helper that returns the JWT of another (`packState` returning `` `j.${await issueToken(claims)}` ``)
      const through = sealsInFunction(owner, fn).length === 0 ? jwtSealThrough(this.mcp, call) : undefined;
      if (through && through.steps.length > 1 && through.seal.payload && getMethodName(through.seal.call) !== 'encrypt') {
        const frame = through.steps.reduceRight<Frame | undefined>((outer, step) => ({ fn: step.fn, call: step.call, outer }), undefined)!;
        const context: PayloadContext = { visibility: 'jwt', sealCall: call, sealer: through.seal.sealer, use: call, frame, sealerCall: through.seal.call, entered: through.steps.map((step) => step.fn) };
        this.inspectPayload(through.seal.payload, context, 0);
      }
      for (const seal of sealsInFunction(owner, fn)) {
        if (seal.encrypts) continue;
        if (seal.kind === 'jose' && getMethodName(seal.call) === 'encrypt') continue;
        const visibility: StateVisibility = seal.kind === 'jose' || seal.kind === 'jsonwebtoken' ? 'jwt' : 'sealed';
        const frame: Frame = { fn, call, outer: undefined };
        if (seal.payload) this.inspectPayload(seal.payload, { visibility, sealCall: call, sealer: seal.sealer, use: call, frame, sealerCall: seal.call, entered: [fn] }, 0);
        // `sealEnvelope({ sub: bind.userId, round })` handing what this call passes to another module's sealer
        else for (const carried of seal.carried ?? []) this.inspectPayload(carried, { visibility, sealCall: call, sealer: undefined, use: call, frame, entered: [fn] }, 0);
      }
      // `ask(requests, next)` with `const ask = (requests, next) => inputRequired({ …, requestState: await mintFor(ctx,
      // TOOL, next) })`: a helper handing its parameter on to another that seals it
      if (sealsInFunction(owner, fn).length === 0) {
        for (const inner of callsHandingParameters(owner, fn)) {
          const innerFn = calleeFunctionOf(owner, inner);
          if (!innerFn || innerFn === fn) continue;
          const innerOwner = fileOwning(owner, innerFn);
          // (`sealRound(bind, round)` returning `sealEnvelope({ sub, tool, round })`, a hand-rolled sealer that MACs what it writes)
          const written = writtenBySealer(innerOwner, innerFn);
          if (written && !usesAead(innerOwner, innerFn, 'seal')) {
            const frame: Frame = { fn: innerFn, call: inner, outer: { fn, call, outer: undefined } };
            this.inspectPayload(written, { visibility: 'sealed', sealCall: call, sealer: innerFn, use: call, frame, sealerCall: inner, entered: [fn, innerFn] }, 0);
          }
          for (const seal of sealsInFunction(innerOwner, innerFn)) {
            if (!seal.payload || seal.encrypts || (seal.kind === 'jose' && getMethodName(seal.call) === 'encrypt')) continue;
            const visibility: StateVisibility = seal.kind === 'jose' || seal.kind === 'jsonwebtoken' ? 'jwt' : 'sealed';
            const frame: Frame = { fn: innerFn, call: inner, outer: { fn, call, outer: undefined } };
            this.inspectPayload(seal.payload, { visibility, sealCall: call, sealer: seal.sealer, use: call, frame, sealerCall: seal.call, entered: [fn, innerFn] }, 0);
          }
        }
      }
      // `askAgain(ctx, requests, { …, password })` handing its parameter to a strategy chosen among several
      for (const made of chosenMakers(owner, fn)) {
        const frame: Frame = { fn, call, outer: undefined };
        this.inspectPayload(made.payload, { visibility: made.visibility, sealCall: call, sealer: fn, use: call, frame, sealerCall: made.call, entered: [fn] }, 0);
      }
      this.inspectNestedSeals(owner, fn, call);
    }
  }

  /**
   * `askForm(key, form, { …, hubspotToken })` where another module's helper hands out, as the `requestState` of the result
   * it builds, what its parameter becomes through an encoding without a seal (`deflate(JSON.stringify(state))`): what
   * this call passes there is in unsigned state. (A helper of this file is followed from its result: `passedByCallers`.)
   */
  private inspectEncodingHelpers(): void {
    if (!this.mcp.provenance.importsMention(['requestState'])) return;
    for (const call of this.mcp.calls) {
      // the helper's result is what is handed out, and only a value of this file's making can carry a secret of its own
      if (call.arguments.length === 0 || isDiscarded(call) || !handsOverValues(this.mcp, call)) continue;
      if (!this.mcp.provenance.calleeModuleSpellsAny(call.callee, ['requestState'])) continue;
      const fn = calleeFunctionOf(this.mcp, call);
      if (!fn) continue;
      const owner = fileOwning(this.mcp, fn);
      if (owner === this.mcp) continue;
      const index = encodedStateParameter(owner, fn);
      const argument = index === undefined ? undefined : call.arguments[index];
      if (!argument || argument.type === 'SpreadElement') continue;
      this.inspectPayload(argument, { visibility: 'unsigned', sealCall: call, sealer: undefined, use: argument }, 0);
    }
  }

  /**
   * The seals in functions a helper makes (a tool handler it registers, a closure it returns) whose payloads read the
   * helper's parameters: what this call passes there is in the state. Only such a secret is told here; what the handler
   * puts in of its own is told in its module.
   */
  private inspectNestedSeals(owner: McpFile, fn: FunctionNode, call: TSESTree.CallExpression): void {
    for (const seal of sealsNestedIn(owner, fn)) {
      if (seal.encrypts) continue;
      if (seal.kind === 'jose' && getMethodName(seal.call) === 'encrypt') continue;
      const visibility: StateVisibility = seal.kind === 'jose' || seal.kind === 'jsonwebtoken' ? 'jwt' : 'sealed';
      const frame: Frame = { fn, call, outer: undefined };
      // (`seal(state, userId, spec.tool)` of another module's sealer: what it is handed, as it signs it)
      const payloads = seal.payload ? [seal.payload] : (seal.carried ?? []);
      for (const payload of payloads) this.inspectPayload(payload, { visibility, sealCall: call, sealer: seal.payload ? seal.sealer : undefined, use: call, frame, sealerCall: seal.call, entered: [fn], onlyThrough: true }, 0);
    }
  }

  /** A `requestState` handed out: seals are inspected as seals; anything else the client reads as it is. */
  private inspectStateValue(value: Expression): void {
    for (const terminal of terminalsOf(this.mcp, value)) {
      if (terminal.type === 'CallExpression' && sealOf(this.mcp, terminal)) continue;
      const provenance = this.provenance.of(terminal);
      if (provenance.kind === 'signed-token' || provenance.kind === 'mac') continue;
      const encoder = terminal.type === 'CallExpression' ? this.provenance.of(terminal.callee).functionNode : undefined;
      if (encoder) {
        // `encode(state)` with `const encode = (value) => btoa(JSON.stringify(value))`: the argument is the payload.
        const owner = fileOwning(this.mcp, encoder);
        let serialised = false;
        for (const stringified of stringifiedReturns(owner, encoder)) {
          serialised = true;
          // what it stringifies, its parameters holding what this call passes (`JSON.stringify({ v: 2, ...draft })`)
          this.inspectPayload(stringified, { visibility: 'unsigned', sealCall: terminal, sealer: encoder, use: terminal }, 0);
        }
        // an encoder that writes its one argument some other way (a binary packer, then gzip): the proof names it
        const payload = serialised ? undefined : describeUnsignedEncoding(this.mcp, terminal)?.payload;
        if (payload) this.inspectPayload(payload as Expression, { visibility: 'unsigned', sealCall: terminal, sealer: undefined, use: payload as Expression }, 0);
        continue;
      }
      const stringified = stringifiedArgument(this.provenance, provenance.origin);
      this.inspectPayload(stringified ?? terminal, { visibility: 'unsigned', sealCall: terminal, sealer: undefined, use: stringified ?? terminal }, 0);
    }
  }

  private inspectPayload(payload: Expression, outer: PayloadContext, depth: number): void {
    const expression = skipValueWrappers(payload) as Expression;
    const context = this.inThisFile(expression) ? { ...outer, use: expression } : outer;
    const callArgument = context.sealer && context.sealCall.type === 'CallExpression' ? this.sealerArgument(expression, context) : undefined;
    if (callArgument) {
      // The sealer stringifies its own parameter: what the caller passed is the payload.
      this.inspectPayload(callArgument, { ...context, sealer: undefined }, depth + 1);
      return;
    }
    if (depth > MAX_NESTING) return;
    const passed = this.passedArgument(expression, context) ?? this.passedMember(expression, context);
    if (passed && 'value' in passed) {
      const evidence = this.valueEvidence(passed.origin, passed.value);
      if (evidence && !namesTheStateItself(evidence)) this.add({ node: expression, key: undefined, evidence, visibility: context.visibility, ...(passed.value.foreign && { helper: passed.value.foreign }) }, { ...context, through: context.through || passed.rooted });
      return;
    }
    if (passed) {
      this.inspectPayload(passed.argument, { ...context, frame: passed.frame, through: context.through || passed.frame === undefined }, depth + 1);
      return;
    }
    // `needInput(state, …)` of this file writing its parameter into the state it hands out: what each of its calls passes
    const handed = context.frame === undefined ? this.passedByCallers(expression, context) : undefined;
    if (handed) {
      const entered = [...(context.entered ?? []), handed.fn];
      for (const argument of handed.arguments) this.inspectPayload(argument, { ...context, entered }, depth + 1);
      return;
    }
    const built = expression.type === 'ObjectExpression' ? undefined : this.builtByHelper(expression, context);
    if (built) {
      const through = context.through || built.calledBack;
      for (const returned of built.returned) this.inspectPayload(returned, { ...context, frame: built.frame, entered: [...(context.entered ?? []), built.frame.fn], through }, depth + 1);
      if (expression.type === 'Identifier') this.inspectWrites(expression, context);
      return;
    }
    const merged = mergedSources(fileOwning(this.mcp, expression).provenance, expression);
    if (merged) {
      for (const source of merged) {
        if (source.type === 'ObjectExpression') this.inspectObject(source, context, depth + 1);
        else this.inspectSpread(source, source, context, depth + 1);
      }
      if (expression.type === 'Identifier') this.inspectWrites(expression, context);
      return;
    }
    const value = this.valueOf(expression);
    const literals = expression.type === 'ObjectExpression' ? [expression] : objectLiteralsOf(value);
    if (literals.length > 0) {
      for (const literal of literals) this.inspectObject(literal, context, depth);
      this.inspectWrites(expression, context);
      return;
    }
    const evidence = this.valueEvidence(expression, value);
    if (evidence && !namesTheStateItself(evidence)) this.add({ node: expression, key: undefined, evidence, visibility: context.visibility, ...(value.foreign && { helper: value.foreign }) }, context);
  }

  /**
   * What the calls this file makes of a function of its own pass for its parameter `node`, the function entered once
   * (a recursive call hands on what it was handed); undefined for anything else, or no call.
   */
  private passedByCallers(node: Expression, context: PayloadContext): { fn: FunctionNode; arguments: Expression[] } | undefined {
    if (node.type !== 'Identifier' || !this.inThisFile(node)) return undefined;
    const binding = resolveBinding(this.sourceCode, node);
    if (binding?.kind !== 'parameter' || !binding.fn || binding.index === undefined || binding.path.length > 0) return undefined;
    const { fn, index } = binding;
    const calls = context.entered?.includes(fn) ? [] : callSitesOf(this.mcp, fn);
    if (calls.length === 0) return undefined;
    const handed = calls.flatMap((call) => {
      const argument = call.arguments[index];
      return argument && argument.type !== 'SpreadElement' ? [argument] : [];
    });
    return { fn, arguments: handed };
  }

  /** Inside a hand-rolled sealer, the argument of `context.sealCall` that a parameter named by `node` receives. */
  private sealerArgument(node: Node, context: PayloadContext): Expression | undefined {
    if (node.type !== 'Identifier' || !context.sealer) return undefined;
    const binding = resolveBinding(fileOwning(this.mcp, node).sourceCode, node);
    if (binding?.kind !== 'parameter' || binding.fn !== context.sealer || binding.path.length > 0) return undefined;
    const index = parameterIndex(context.sealer, node.name);
    const argument = index === undefined ? undefined : ((context.sealerCall ?? context.sealCall) as TSESTree.CallExpression).arguments[index];
    return argument && argument.type !== 'SpreadElement' ? argument : undefined;
  }

  private inspectObject(object: TSESTree.ObjectExpression, context: PayloadContext, depth: number): void {
    if (depth > MAX_NESTING) return;
    for (const property of object.properties) {
      if (property.type === 'SpreadElement') {
        this.inspectSpread(property.argument, property, context, depth);
        continue;
      }
      if (property.kind !== 'init' || property.method) continue;
      const key = getStaticKeyName(property.key, property.computed);
      this.inspectEntry(property, key, property.value as Expression, this.inThisFile(property) ? { ...context, use: property } : context, depth);
    }
  }

  /** What `...source` (or a source of `Object.assign`) adds to a payload; a container of credentials is reported at `spread`. */
  private inspectSpread(source: Expression, spread: TSESTree.SpreadElement | Expression, outer: PayloadContext, depth: number): void {
    const argument = skipValueWrappers(source) as Expression;
    const context = this.inThisFile(argument) ? { ...outer, use: argument } : outer;
    const callArgument = this.sealerArgument(argument, context);
    if (callArgument) {
      this.inspectPayload(callArgument, { ...context, sealer: undefined }, depth + 1);
      return;
    }
    const passed = this.passedArgument(argument, context);
    if (passed) {
      const passedValue = this.valueOf(passed.argument);
      const passedContainer = containerOf(passedValue);
      if (passedContainer) this.add({ node: spread, key: undefined, evidence: { type: 'container', container: passedContainer }, visibility: context.visibility }, context);
      else this.inspectPayload(passed.argument, { ...context, frame: passed.frame }, depth + 1);
      return;
    }
    const value = this.valueOf(argument);
    const container = containerOf(value);
    if (container) {
      this.add({ node: spread, key: undefined, evidence: { type: 'container', container }, visibility: context.visibility }, context);
      return;
    }
    for (const literal of objectLiteralsOf(value)) this.inspectObject(literal, context, depth + 1);
  }

  private inspectEntry(
    node: TSESTree.Property | TSESTree.AssignmentExpression,
    key: string | undefined,
    valueNode: Expression,
    context: PayloadContext,
    depth: number,
  ): void {
    const type: string = valueNode.type;
    if (type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') return;
    if (depth > MAX_NESTING) return;
    const passed = this.passedArgument(valueNode, context) ?? this.passedMember(valueNode, context);
    if (passed && 'value' in passed) {
      // `pass: cfg.upstream.pass` in a helper, `cfg` an object another module makes: that member's value, read there
      const member = passed.value;
      const memberLiteral = objectLiteralOf(member);
      const namedSecret = key !== undefined && memberLiteral === undefined && this.isSecretName(key) && mayHoldSecret(member);
      const evidence = preferName(this.valueEvidence(passed.origin, member), namedSecret);
      const helper = evidence && evidence.type !== 'name' ? member.foreign : undefined;
      if (evidence) this.add({ node, key, evidence, visibility: context.visibility, ...(helper && { helper }) }, { ...context, through: context.through || passed.rooted });
      else if (memberLiteral) this.inspectObject(memberLiteral, { ...context, frame: undefined, through: context.through || passed.rooted }, depth + 1);
      return;
    }
    if (passed) {
      // `upstream: token` in a helper: what the call passes for `token` is stored under this name
      this.inspectEntry(node, key, passed.argument, { ...context, frame: passed.frame, through: context.through || passed.frame === undefined }, depth + 1);
      return;
    }
    const value = this.valueOf(valueNode);
    const nested = skipValueWrappers(valueNode);
    const built = nested.type === 'ObjectExpression' || nested.type === 'ArrayExpression' || this.valueEvidence(valueNode, value) ? undefined : this.builtByHelper(nested as Expression, context);
    if (built) {
      // `upstream: crmHeaders(token)`: what the helper returns, its parameters holding what this call passes
      const through = context.through || built.calledBack;
      const before = this.found.size;
      for (const returned of built.returned) this.inspectPayload(returned, { ...context, frame: built.frame, entered: [...(context.entered ?? []), built.frame.fn], through }, depth + 1);
      // (`ghToken: bearerFrom(ctx)`, a text the helper gives that tells nothing of itself: the name says it)
      const named = key !== undefined && this.found.size === before && mayHoldSecret(value) && value.valueType !== 'object' && this.isSecretName(key);
      if (named) this.add({ node, key, evidence: { type: 'name' }, visibility: context.visibility }, context);
      return;
    }
    // An object or array literal under a secret name is searched instead: `credentials: { user, password }`.
    const literal = objectLiteralOf(value);
    const literalStructure = literal !== undefined || nested.type === 'ArrayExpression';
    const namedSecret = key !== undefined && !literalStructure && this.isSecretName(key) && mayHoldSecret(value);
    const evidence = preferName(this.valueEvidence(valueNode, value), namedSecret) ?? (key !== undefined && !literalStructure && mayHoldSecret(value) ? this.retriedAsCredential(node, key) : undefined);
    if (evidence) {
      this.add({ node, key, evidence, visibility: context.visibility, ...(evidence.type !== 'name' && value.foreign && { helper: value.foreign }) }, context);
      return;
    }
    const callArgument = this.sealerArgument(nested, context);
    if (callArgument) {
      // `JSON.stringify({ payload, userId })` in a sealer: what the caller passes as `payload` is in the state.
      this.inspectPayload(callArgument, { ...context, sealer: undefined }, depth + 1);
      return;
    }
    if (nested.type === 'ArrayExpression') {
      for (const element of nested.elements) {
        if (!element || element.type === 'SpreadElement') continue;
        const literal = this.valueOf(element).objectLiteral;
        if (literal) this.inspectObject(literal, context, depth + 1);
      }
      return;
    }
    // an object another object or function holds, read here (`upstream: session.headers`): what leaves with the state
    // is this entry (a literal written for the state, `const upstream = { … }`, is searched where it is written)
    const readElsewhere = nested.type === 'MemberExpression' || nested.type === 'CallExpression';
    const holder = context.holder ?? (readElsewhere ? { node, key } : undefined);
    if (literal) this.inspectObject(literal, { ...context, holder }, depth + 1);
  }

  /** What `node` is, asked of the file it is written in. */
  private valueOf(node: Node): Provenance {
    return fileOwning(this.mcp, node).provenance.of(node as Expression);
  }

  /**
   * A value that is a parameter of a function whose call is being followed (`token` in `buildState(args, token)`,
   * also seen through text around it, `` `Bearer ${token}` ``): the argument that call passes there.
   */
  private passedArgument(node: Node, context: PayloadContext): { argument: Expression; frame: Frame | undefined } | undefined {
    if (!context.frame) return undefined;
    const expression = skipValueWrappers(node);
    let index: number | undefined;
    let property: string | undefined;
    let fn: FunctionNode | undefined;
    if (expression.type === 'Identifier') {
      const binding = resolveBinding(fileOwning(this.mcp, expression).sourceCode, expression);
      if (binding?.kind === 'parameter' && binding.fn && binding.position !== undefined && !binding.normalizations) {
        const [step, ...rest] = binding.path;
        if (!step && binding.index !== undefined) {
          index = binding.index;
          fn = binding.fn;
        } else if (step?.type === 'property' && rest.length === 0) {
          // `function make({ secret })`: the property the call's options object gives
          index = binding.position;
          property = step.name;
          fn = binding.fn;
        }
      }
    }
    if (index === undefined) {
      const passes = this.valueOf(expression).passesParameter;
      const enclosing = getEnclosingFunction(expression);
      if (passes === undefined || enclosing.type === 'Program') return undefined;
      index = passes;
      fn = enclosing;
    }
    for (let frame: Frame | undefined = context.frame; frame; frame = frame.outer) {
      if (frame.fn !== fn) continue;
      const argument = frame.call.arguments[index];
      if (!argument || argument.type === 'SpreadElement') return undefined;
      if (property === undefined) return { argument, frame: frame.outer };
      const literal = this.valueOf(argument).objectLiteral ?? (skipValueWrappers(argument).type === 'ObjectExpression' ? (skipValueWrappers(argument) as TSESTree.ObjectExpression) : undefined);
      const entry = literal && staticProperty(literal, property);
      const type: string | undefined = entry?.value.type;
      if (!entry || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') return undefined;
      return { argument: entry.value as Expression, frame: frame.outer };
    }
    return undefined;
  }

  /**
   * A member of a parameter of a function whose call is being followed (`cfg.upstream.pass` in `snapshotFor(cfg, …)`,
   * `cfg.pager.passkey` with `const { cfg } = deps`): followed into what the call passes there, through the object
   * literals it is written in and the parameters of calls further out; where it leaves them, the member's value as the
   * module that makes the object reads it (`settings.upstream.pass` of `settings` imported from './settings').
   */
  private passedMember(node: Node, context: PayloadContext): { argument: Expression; frame: Frame | undefined } | { value: Provenance; origin: Expression; rooted: boolean } | undefined {
    if (!context.frame) return undefined;
    const member = this.parameterMember(node);
    if (!member || member.path.length === 0) return undefined;
    let frame: Frame | undefined = this.frameOf(member.fn, context.frame);
    if (!frame) return undefined;
    let argument: Node | undefined = frame.call.arguments[member.index];
    let path = member.path;
    frame = frame.outer;
    for (let steps = 0; argument && argument.type !== 'SpreadElement' && steps < MAX_FOLLOWED; steps += 1) {
      const expression = skipValueWrappers(argument) as Expression;
      if (path.length === 0) return { argument: expression, frame };
      const literal = expression.type === 'ObjectExpression' ? expression : this.valueOf(expression).objectLiteral;
      if (literal) {
        const property = staticProperty(literal, path[0]!);
        const type: string | undefined = property?.value.type;
        if (!property || type === 'AssignmentPattern' || type === 'TSEmptyBodyFunctionExpression') return undefined;
        argument = property.value;
        path = path.slice(1);
        continue;
      }
      // a parameter (or a member of one) of a call further out
      const outer = this.parameterMember(expression);
      const outerFrame = outer && frame && this.frameOf(outer.fn, frame);
      if (outer && outerFrame) {
        argument = outerFrame.call.arguments[outer.index];
        path = [...outer.path, ...path];
        frame = outerFrame.outer;
        continue;
      }
      // an object another module makes: its member, read by that module's analysis
      const owner = fileOwning(this.mcp, expression).provenance;
      const value = path.reduce((object, name) => owner.memberValue(object, name, expression), owner.of(expression));
      return { value, origin: expression, rooted: frame === undefined };
    }
    return undefined;
  }

  /** The followed call of `fn`, innermost first. */
  private frameOf(fn: FunctionNode, innermost: Frame): Frame | undefined {
    for (let frame: Frame | undefined = innermost; frame; frame = frame.outer) if (frame.fn === fn) return frame;
    return undefined;
  }

  /**
   * The parameter a value is, or a member of: `cfg.upstream.pass` (parameter `cfg`, members `upstream.pass`), `passkey`
   * destructured in the parameter list, or a `const` destructured from a parameter (`const { cfg } = deps`).
   */
  private parameterMember(node: Node): { fn: FunctionNode; index: number; path: readonly string[] } | undefined {
    let expression = skipValueWrappers(node);
    let path: string[] = [];
    for (let steps = 0; steps < MAX_FOLLOWED; steps += 1) {
      if (expression.type === 'MemberExpression') {
        const name = getPropertyName(expression);
        if (name === undefined) return undefined;
        path = [name, ...path];
        expression = skipValueWrappers(expression.object);
        continue;
      }
      if (expression.type !== 'Identifier') return undefined;
      const binding = resolveBinding(fileOwning(this.mcp, expression).sourceCode, expression);
      const names = (steps: readonly PatternStep[]) => {
        const kept = steps.filter((step) => !(step.type === 'default' && skipValueWrappers(step.value).type === 'ObjectExpression'));
        return kept.every((step) => step.type === 'property') ? kept.map((step) => (step as { name: string }).name) : undefined;
      };
      if (binding?.kind === 'parameter') {
        const members = names(binding.path);
        if (!binding.fn || binding.position === undefined || binding.normalizations || !members) return undefined;
        return { fn: binding.fn, index: binding.position, path: [...members, ...path] };
      }
      const members = binding?.kind === 'initialized' ? names(binding.path) : undefined;
      if (binding?.kind !== 'initialized' || !members || (members.length === 0 && path.length === 0)) return undefined;
      path = [...members, ...path];
      expression = skipValueWrappers(binding.init);
    }
    return undefined;
  }

  /**
   * A call of a project function that is no seal (`buildState(args, token)`, `await build(…)`, `build(…).then((v) =>
   * v)`, or a `const` holding one): the expressions it returns, each read with its parameters bound to this call's
   * arguments.
   */
  private builtByHelper(node: Expression, context: PayloadContext): { returned: Expression[]; frame: Frame; calledBack: boolean } | undefined {
    let expression = settledValue(node);
    const file = fileOwning(this.mcp, expression);
    for (let steps = 0; expression.type === 'Identifier' && steps < MAX_FOLLOWED; steps += 1) {
      const binding = resolveBinding(file.sourceCode, expression);
      if (binding?.kind !== 'initialized' || binding.path.length !== 0) return undefined;
      expression = settledValue(binding.init);
    }
    if (expression.type !== 'CallExpression' || sealOf(file, expression)) return undefined;
    // (a callback the followed call was handed is what that call passes: its result comes through a parameter)
    const callback = this.calledBack(expression, context);
    const fn = callback ?? calleeFunctionOf(file, expression);
    if (!fn || fn.generator) return undefined;
    for (let frame = context.frame; frame; frame = frame.outer) if (frame.fn === fn) return undefined;
    const owner = fileOwning(file, fn);
    const returned = returnedExpressions(fn, owner.sourceCode);
    if (returned.length === 0) return undefined;
    return { returned, frame: { fn, call: expression, outer: context.frame }, calledBack: callback !== undefined };
  }

  /**
   * `spec.remember(args, userId)` in a helper entered through `roundTrip({ …, remember: async (args) => ({ bankToken }) })`:
   * the function the followed call passes for that member of its parameter.
   */
  private calledBack(call: TSESTree.CallExpression, context: PayloadContext): FunctionNode | undefined {
    const member = context.frame ? this.parameterMember(call.callee) : undefined;
    const frame = member && member.path.length > 0 && context.frame ? this.frameOf(member.fn, context.frame) : undefined;
    const argument = frame?.call.arguments[member!.index];
    if (!argument || argument.type === 'SpreadElement') return undefined;
    const owner = fileOwning(this.mcp, argument);
    let held: Node | undefined = argument;
    for (const name of member!.path) {
      const literal: TSESTree.ObjectExpression | undefined = held && (skipValueWrappers(held).type === 'ObjectExpression' ? (skipValueWrappers(held) as TSESTree.ObjectExpression) : owner.provenance.of(held as Expression).objectLiteral);
      const entry: TSESTree.Property | undefined = literal && staticProperty(literal, name);
      held = entry && entry.value.type !== 'AssignmentPattern' ? entry.value : undefined;
    }
    const callback = held && skipValueWrappers(held);
    return callback && isFunctionNode(callback) ? callback : undefined;
  }

  /** `state.apiKey = key;` and `Object.assign(state, { apiKey })` before `state` is sealed. */
  private inspectWrites(payload: Expression, context: PayloadContext): void {
    if (payload.type !== 'Identifier') return;
    const owner = fileOwning(this.mcp, payload);
    const variable = findVariable(owner.sourceCode, payload);
    if (!variable) return;
    // in a builder of another module (`draft.pagerAuth = …; return draft;`), the writes before it returns the object
    const before = owner === fileOwning(this.mcp, context.sealCall) ? context.sealCall.range[0] : payload.range[0];
    for (const reference of variable.references) {
      const identifier = reference.identifier as Node;
      if (reference.init || identifier.range[0] >= before) continue;
      const parent = identifier.parent;
      if (parent?.type === 'MemberExpression' && parent.object === identifier) {
        const assignment = parent.parent;
        if (assignment?.type === 'AssignmentExpression' && assignment.left === parent && assignment.operator === '=') {
          this.inspectEntry(assignment, getPropertyName(parent), assignment.right, context, 0);
        }
      } else if (parent?.type === 'CallExpression' && parent.arguments[0] === identifier && isObjectAssign(owner.provenance, parent)) {
        for (const source of parent.arguments.slice(1)) {
          if (source.type === 'SpreadElement') continue;
          const literal = owner.provenance.of(source).objectLiteral;
          if (literal) this.inspectObject(literal, context, 0);
        }
      }
    }
  }

  /**
   * `leaseToken: lease.clientToken` of a state whose retry, in the same function, sends `state.leaseToken` in a
   * credential header (`vault.read(path, state.leaseToken)`): what the state carries under that name is a credential.
   */
  private retriedAsCredential(node: Node, key: string): SecretEvidence | undefined {
    if (!this.inThisFile(node)) return undefined;
    const scope = getEnclosingFunction(node);
    const sender = scope.type === 'Program' ? undefined : memberSentAsCredential(this.mcp, scope, key);
    return sender === undefined ? undefined : { type: 'sent', sender };
  }

  /** What makes a value secret whatever it is stored under, if anything. */
  private valueEvidence(node: Expression, value: Provenance): SecretEvidence | undefined {
    const variable = value.environmentVariable;
    if (variable !== undefined && (value.kind === 'secret' || isSecretEnvironmentName(variable, MORE_SECRET_ENVIRONMENT_WORDS))) {
      return { type: 'environment', variable };
    }
    if (value.kind === 'untrusted' && value.isCredential && value.valueType !== 'object') return { type: 'credential' };
    const field = this.typedSecretField(node);
    if (field !== undefined) return { type: 'typed', field };
    // a setting the server holds (`config.apiKey`), not a parameter whose name alone says so (`.then((token) => …)`)
    const read = value.credentialRead ?? (value.isParameter ? undefined : value.heldSecret);
    if (read !== undefined && value.kind === 'unknown' && mayHoldSecret(value) && this.isSecretName(read)) return { type: 'read', name: read };
    const container = containerOf(value);
    if (container) return { type: 'container', container };
    const sender = value.kind === 'unknown' && value.valueType !== 'object' ? sentAsCredential(fileOwning(this.mcp, node), node) : undefined;
    if (sender !== undefined) return { type: 'sent', sender };
    if (value.kind === 'literal') {
      const text = typeof value.literalValue === 'string' ? value.literalValue : getStaticString(skipTypeWrappers(node));
      const format = text === undefined ? undefined : describeSecretFormat(text);
      if (format) return { type: 'format', format };
    }
    return undefined;
  }

  /**
   * `login.token` (or `token` destructured) where `login` is the content the user accepted for an input request
   * (`acceptedContent(ctx.mcpReq.inputResponses, 'login')`): the field's name, when it says the answer is a secret.
   */
  private typedSecretField(node: Expression): string | undefined {
    const expression = skipValueWrappers(node);
    const named = expression.type === 'MemberExpression' ? getPropertyName(expression) : expression.type === 'Identifier' ? expression.name : undefined;
    // `login` of `acceptedContent<PortalLogin>(…)` with `interface PortalLogin { username: string; password: string }`:
    // the whole answer, holding a field whose name says it is a secret
    const field = named !== undefined && this.isSecretName(named) ? named : this.secretMemberOfAnswerType(expression);
    if (field === undefined) return undefined;
    const answer = echoedClientValue(fileOwning(this.mcp, expression), expression, expression);
    return answer?.kind === 'input-response' && !answer.computed ? field : undefined;
  }

  /** The secret-named member of the type an answer is read as: the type argument of the call, or the variable's type. */
  private secretMemberOfAnswerType(expression: Node): string | undefined {
    if (expression.type !== 'Identifier') return undefined;
    const owner = fileOwning(this.mcp, expression);
    const binding = resolveBinding(owner.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    const init = skipValueWrappers(binding.init);
    const declarator = binding.init.parent;
    const type =
      (init.type === 'CallExpression' ? init.typeArguments?.params[0] : undefined) ??
      (declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier' ? declarator.id.typeAnnotation?.typeAnnotation : undefined);
    return type && declaredMemberNames(owner.sourceCode, type)?.find((name) => this.isSecretName(name));
  }

  /** Keeps `secret`; one found in another module is reported where this file uses what that module built. */
  private add(secret: StateSecret, context: PayloadContext): void {
    if (context.onlyThrough && !context.through) return;
    // ranges compare within one file: a function entered in another module does not hold this file's secret
    const home = fileOwning(this.mcp, secret.node);
    // what a handler another module registers puts in, that module tells by itself (its parameter's type says what it
    // holds): reported there, once
    if (context.onlyThrough && home !== this.mcp && this.valueEvidence(secret.node as Expression, home.provenance.of(secret.node as Expression))) return;
    // a secret the module it is written in finds by itself (a handler another module dispatches to): reported there, once
    if (home !== this.mcp && reportedInItsModule(home, secret.node, this.isSecretName)) return;
    const throughCall = (context.entered ?? []).some((fn) => fileOwning(this.mcp, fn) === home && fn.range[0] <= secret.node.range[0] && secret.node.range[1] <= fn.range[1]);
    const holder = context.holder && this.inThisFile(context.holder.node) ? context.holder : undefined;
    const found: StateSecret = holder
      ? { node: holder.node, key: secret.key, evidence: secret.evidence, visibility: secret.visibility, ...(holder.key !== undefined && { heldUnder: holder.key }), ...(throughCall && { throughCall }) }
      : this.inThisFile(secret.node)
      ? throughCall ? { ...secret, throughCall } : secret
      : { node: context.use as StateSecret['node'], key: secret.key, evidence: secret.evidence, visibility: secret.visibility, putByHelper: this.helperBehind(context.use) ?? 'unknown' };
    if (!this.found.has(found.node)) this.found.set(found.node, found);
  }

  private inThisFile(node: Node): boolean {
    return isNodeOf(this.sourceCode.ast, node);
  }

  /** The imported function whose result `use` is: `buildState(…)`, or `state` where `const state = buildState(…)`. */
  private helperBehind(use: Node): ForeignOrigin | undefined {
    const value = this.provenance.of(use);
    for (const node of [use, value.origin]) {
      if (node.type === 'CallExpression' || node.type === 'NewExpression') {
        const helper = this.provenance.of(node.callee).foreign;
        if (helper) return helper;
      }
    }
    return value.foreign;
  }
}

interface PayloadContext {
  readonly visibility: StateVisibility;
  /** The seal call (or, for unsigned state, the value handed out): writes after it are not in the state. */
  readonly sealCall: Node;
  /** For a hand-rolled seal or encoder: the function, whose parameters stand for the call's arguments. */
  readonly sealer: FunctionNode | undefined;
  /** The last node of this file on the way to the payload: where a secret found in another module is reported. */
  readonly use: Node;
  /** The calls being followed into the functions they run, innermost first. */
  readonly frame?: Frame | undefined;
  /** Every function a followed call led into (kept when a frame is left): a secret written there is the helper's. */
  readonly entered?: readonly FunctionNode[];
  /** For a seal inside a helper: the seal call itself (`sealCall` is then the helper's call in this file). */
  readonly sealerCall?: Node;
  /** Only a secret the followed call passes is kept (a seal in a function the helper makes: see `sealsNestedIn`). */
  readonly onlyThrough?: boolean;
  /** The value was reached through what a followed call passes. */
  readonly through?: boolean;
  /** The state's entry whose value is an object read by reference: a secret in that object is reported there. */
  readonly holder?: { readonly node: TSESTree.Property | TSESTree.AssignmentExpression; readonly key: string | undefined };
}

/** A call followed into the function it runs: the function's parameters hold the call's arguments. */
interface Frame {
  readonly fn: FunctionNode;
  readonly call: TSESTree.CallExpression;
  readonly outer: Frame | undefined;
}

const MAX_FOLLOWED = 12;

const foundByModule = new WeakMap<McpFile, ReadonlySet<Node> | 'finding'>();

/** Whether the finder run on `home` itself reports `node` (a module still being searched reports nothing yet). */
function reportedInItsModule(home: McpFile, node: Node, isSecretName: (name: string) => boolean): boolean {
  const known = foundByModule.get(home);
  if (known === 'finding') return false;
  if (known) return known.has(node);
  foundByModule.set(home, 'finding');
  const found = new Set<Node>(new StateSecretFinder(home.sourceCode, home.provenance, isSecretName).find().map((secret) => secret.node));
  foundByModule.set(home, found);
  return found.has(node);
}


/**
 * The evidence a finding gives: what the value is, unless that is only the name it was read under and the state's own
 * name already says it is a secret (`refreshToken: tokens.refresh_token`).
 */
function preferName(found: SecretEvidence | undefined, namedSecret: boolean): SecretEvidence | undefined {
  if (namedSecret && (found === undefined || found.type === 'read')) return { type: 'name' };
  return found;
}

/** Values that cannot hold a secret although their name says so: `hasPassword: true`, `token: null`, `tokenHash: digest`. */
function mayHoldSecret(value: Provenance): boolean {
  if (value.valueType === 'boolean' || value.valueType === 'number' || value.valueType === 'nullish' || value.valueType === 'function') return false;
  if (value.kind === 'digest' || value.kind === 'mac') return false;
  return !(value.kind === 'literal' && value.literalValue === '');
}

function containerOf(value: Provenance): 'headers' | 'cookies' | 'environment' | 'auth' | undefined {
  if (isReferenceTo(value.reference, GLOBALS, 'process', 'env')) return 'environment';
  if (value.kind !== 'untrusted') return undefined;
  switch (value.inputContainer) {
    case 'headers':
    case 'cookies':
    case 'auth':
      return value.inputContainer;
    default:
      return undefined;
  }
}

/** `JSON.stringify(x)` → `x`: what an unsigned encoding encodes. */
function stringifiedArgument(provenance: ProvenanceAnalysis, origin: Node): Expression | undefined {
  if (origin.type !== 'CallExpression' || !isReferenceTo(provenance.referenceOf(origin.callee), GLOBALS, 'JSON', 'stringify')) return undefined;
  const [first] = origin.arguments;
  return first && first.type !== 'SpreadElement' ? first : undefined;
}

/** `Object.assign({}, data, { tool })`, or a name bound to one: the objects it merges, in order. */
function mergedSources(provenance: ProvenanceAnalysis, expression: Expression): Expression[] | undefined {
  let call: Node = expression;
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(provenance.sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    call = skipValueWrappers(binding.init);
  }
  if (call.type !== 'CallExpression' || !isObjectAssign(provenance, call) || call.arguments.some((argument) => argument.type === 'SpreadElement')) return undefined;
  return call.arguments as Expression[];
}

function isObjectAssign(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): boolean {
  return isReferenceTo(provenance.referenceOf(call.callee), GLOBALS, 'Object', 'assign');
}

function parameterIndex(fn: FunctionNode, name: string): number | undefined {
  const index = fn.params.findIndex((parameter) => {
    const target = parameter.type === 'AssignmentPattern' ? parameter.left : parameter;
    return target.type === 'Identifier' && target.name === name;
  });
  return index >= 0 ? index : undefined;
}

/** The position of the parameter of `fn` that `node` names whole (`state` in `packState(state)`), if it names one. */
function parameterNamedBy(fn: FunctionNode, node: Node | undefined): number | undefined {
  const expression = node && skipValueWrappers(node as Expression);
  return expression?.type === 'Identifier' ? parameterIndex(fn, expression.name) : undefined;
}

/** The calls in `fn`'s own body that hand on one of its parameters (`mintFor(ctx, TOOL, next)` in `ask(requests, next)`). */
function callsHandingParameters(owner: McpFile, fn: FunctionNode): TSESTree.CallExpression[] {
  const names = new Set(fn.params.flatMap((parameter) => (parameter.type === 'Identifier' ? [parameter.name] : [])));
  const calls: TSESTree.CallExpression[] = [];
  if (names.size === 0) return calls;
  // whole, or in an object literal it writes (`sealEnvelope({ sub: bind.userId, round })`)
  const hands = (argument: Node): boolean =>
    (argument.type === 'Identifier' && names.has(argument.name)) ||
    (argument.type === 'ObjectExpression' && argument.properties.some((property) => hands(property.type === 'SpreadElement' ? property.argument : property.value)));
  walkOwnBody(fn, owner.sourceCode.visitorKeys, (node) => {
    if (node.type === 'CallExpression' && node.arguments.some(hands)) calls.push(node);
  });
  return calls;
}

/** The seals written in functions nested in `fn` (a handler it registers, a closure it returns), not in its own body. */
function sealsNestedIn(owner: McpFile, fn: FunctionNode): readonly StateSeal[] {
  let index = nestedSealsByFile.get(owner);
  if (!index) {
    // each seal under every function around the one it is written in: one pass, however many calls ask
    index = new Map();
    for (const seal of findSeals(owner)) {
      let around: Node = getEnclosingFunction(seal.call);
      while (around.type !== 'Program') {
        around = getEnclosingFunction(around);
        if (around.type === 'Program') break;
        const list = index.get(around) ?? [];
        list.push(seal);
        index.set(around, list);
      }
    }
    nestedSealsByFile.set(owner, index);
  }
  return index.get(fn) ?? [];
}

const nestedSealsByFile = new WeakMap<McpFile, Map<Node, StateSeal[]>>();

const sealsByOwner = new WeakMap<McpFile, Map<FunctionNode | TSESTree.Program, StateSeal[]>>();

/** The seals written in `fn`'s own body, found in one pass over its module's seals. */
function sealsInFunction(owner: McpFile, fn: FunctionNode): readonly StateSeal[] {
  let byFunction = sealsByOwner.get(owner);
  if (!byFunction) {
    byFunction = new Map();
    sealsByOwner.set(owner, byFunction);
    for (const seal of findSeals(owner)) {
      const around = getEnclosingFunction(seal.call);
      byFunction.set(around, [...(byFunction.get(around) ?? []), seal]);
    }
  }
  return byFunction.get(fn) ?? [];
}

/** A call of `fn` making its `requestState` by a callee chosen among several, and what it hands them to write. */
interface ChosenMaker {
  readonly call: TSESTree.CallExpression;
  readonly payload: Expression;
  readonly visibility: StateVisibility;
}

/**
 * In a helper that hands out state (`askAgain` returning `inputRequired({ inputRequests, requestState })`), the calls
 * making that state by one of several functions (`stateStrategy().mint(state, ctx)`, the strategy picked from a table):
 * the argument every one of them writes into the state, unsigned where one of them encodes it without a seal.
 */
function chosenMakers(owner: McpFile, fn: FunctionNode): ChosenMaker[] {
  const made: ChosenMaker[] = [];
  for (const result of findStateResults(owner)) {
    if (!encloses(fn, result.value)) continue;
    for (const terminal of terminalsOf(owner, result.value)) {
      if (terminal.type !== 'CallExpression' || !encloses(fn, terminal)) continue;
      const candidates = calleeFunctionsOf(owner, terminal);
      if (candidates.length < 2) continue;
      const written = candidates.map((candidate) => writtenParameter(fileOwning(owner, candidate), candidate));
      const index = written[0]?.index;
      if (index === undefined || written.some((each) => each?.index !== index)) continue;
      const payload = terminal.arguments[index];
      if (!payload || payload.type === 'SpreadElement') continue;
      made.push({ call: terminal, payload, visibility: written.some((each) => each?.unsigned) ? 'unsigned' : 'sealed' });
    }
  }
  return made;
}

/** The parameter a function writes into the state it returns: sealed (a seal of it, a hand-rolled sealer) or encoded as JSON. */
function writtenParameter(owner: McpFile, fn: FunctionNode): { index: number; unsigned: boolean } | undefined {
  for (const seal of sealsInFunction(owner, fn)) {
    const index = parameterNamedBy(fn, seal.payload);
    if (index !== undefined && !seal.encrypts) return { index, unsigned: false };
  }
  const sealed = parameterNamedBy(fn, writtenBySealer(owner, fn));
  if (sealed !== undefined) return { index: sealed, unsigned: false };
  for (const stringified of stringifiedReturns(owner, fn)) {
    const encoded = parameterNamedBy(fn, stringified);
    if (encoded !== undefined) return { index: encoded, unsigned: true };
  }
  return undefined;
}

/**
 * The parameter a function hands out as the `requestState` of a result it builds, encoded without a seal: through an
 * encoder of the project (`packState(state)`) or one the proof names (`btoa(JSON.stringify(state))`).
 */
function encodedStateParameter(owner: McpFile, fn: FunctionNode): number | undefined {
  for (const result of findStateResults(owner)) {
    if (!encloses(fn, result.value) || getEnclosingFunction(result.value) !== fn) continue;
    for (const terminal of terminalsOf(owner, result.value)) {
      if (terminal.type !== 'CallExpression' || sealOf(owner, terminal)) continue;
      const encoder = calleeFunctionOf(owner, terminal);
      const written = encoder ? writtenParameter(fileOwning(owner, encoder), encoder) : undefined;
      const payload = written ? (written.unsigned ? terminal.arguments[written.index] : undefined) : describeUnsignedEncoding(owner, terminal)?.payload;
      const index = parameterNamedBy(fn, payload);
      if (index !== undefined) return index;
    }
  }
  return undefined;
}

/** What an encoder's returns are `JSON.stringify` of (`btoa(JSON.stringify(value))` gives `value`). */
function stringifiedReturns(owner: McpFile, encoder: FunctionNode): Expression[] {
  return returnedExpressions(encoder, owner.sourceCode).flatMap((returned) => stringifiedArgument(owner.provenance, owner.provenance.of(returned).origin) ?? []);
}

/**
 * Whether a call hands over values of its own making (`registerEscalate(server, { cfg, codec })`, a `const` it was given),
 * not only what the calling function was itself handed (`registerTools(server)`): only those can carry a secret of this
 * file into the handlers a helper registers.
 */
function handsOverValues(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  return call.arguments.some((argument) => {
    const expression = skipValueWrappers(argument.type === 'SpreadElement' ? argument.argument : argument);
    if (expression.type !== 'Identifier') return expression.type !== 'ThisExpression';
    const binding = resolveBinding(mcp.sourceCode, expression);
    return binding !== undefined && binding.kind !== 'parameter' && binding.kind !== 'function' && binding.kind !== 'class';
  });
}

/** The object literal a value is: written here, or in the module that made it (`session.headers` of another module's `{ headers: { … } }`). */
function objectLiteralOf(value: Provenance): TSESTree.ObjectExpression | undefined {
  if (value.objectLiteral) return value.objectLiteral;
  return value.kind === 'unsigned-data' && value.madeElsewhere?.type === 'ObjectExpression' ? value.madeElsewhere : undefined;
}

/** The object literals a value may be: itself, or each of the values it is one of (`result.value` of `Ok({ … })` or `Fail(e)`). */
function objectLiteralsOf(value: Provenance): TSESTree.ObjectExpression[] {
  const literal = objectLiteralOf(value);
  if (literal) return [literal];
  return (value.alternatives ?? []).flatMap((alternative) => objectLiteralOf(alternative) ?? []);
}

/** Names a whole state is read under as the token it is (`requestState: round.token`), not as a credential. */
const STATE_TOKEN_NAME = /^(?:token|stateToken|state|requestState|sealed|sealedState|continuation|cursor)$/i;

/** Evidence by a name alone that, read for the whole state, names the state token itself. */
function namesTheStateItself(evidence: SecretEvidence): boolean {
  return evidence.type === 'read' && STATE_TOKEN_NAME.test(evidence.name);
}
