import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  forEachChild,
  getMethodName,
  getMethodReceiver,
  getPlainArguments,
  getPropertyName,
  getStaticKeyName,
  getStaticString,
  isFunctionNode,
  skipTypeWrappers,
  skipValueWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from './ast.js';
import { findVariable, resolveBinding } from './bindings.js';
import { getModuleLoads, GLOBALS, isReferenceTo, SEAL, type WellKnownReference } from './modules.js';
import type { ProvenanceAnalysis } from './provenance.js';
import type { Provenance } from './values.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/** Names of a team's own seal and open wrappers (the `sealFunctions` / `openFunctions` rule options). */
export interface CustomStateFunctions {
  readonly sealFunctions?: readonly string[];
  readonly openFunctions?: readonly string[];
}

/** Which official TypeScript SDK a handler is written for: 1.x (`extra.authInfo`) or 2.x (`ctx.http?.authInfo`). */
export type SdkVersion = 1 | 2;

/** A function the MCP SDK calls for `tools/call`. */
export interface ToolHandler {
  readonly fn: FunctionNode;
  /** `server.registerTool(…)`, `server.tool(…)` or `server.setRequestHandler(…)`. */
  readonly registration: CallExpression;
  readonly sdk: SdkVersion | undefined;
  /** The tool's name, when the registration spells it. */
  readonly toolName: string | undefined;
  /** What a fix writes for the tool: `'deploy'`, `TOOL`, `request.params.name`. */
  readonly toolNameText: string | undefined;
  /** Registered with `annotations: { destructiveHint: true }`. */
  readonly destructive: boolean;
}

/** A place where a server hands `requestState` to the client. */
export interface StateResult {
  /** The `requestState` property, or the `x.requestState = …` assignment. */
  readonly node: TSESTree.Property | TSESTree.AssignmentExpression;
  readonly value: Expression;
  /** The `inputRequests` of the same result, if written there. */
  readonly inputRequests: Expression | undefined;
}

/**
 * How state is sealed:
 * - `seal-helper`: `sealState(state, binding)` from the bundled `/seal`
 * - `state-sealer`: `createStateSealer(…).seal(state, binding)`
 * - `sdk-codec`: `createRequestStateCodec(…).mint(payload, ctx)` (SDK 2.x)
 * - `jsonwebtoken`: `jwt.sign(payload, key, options)`
 * - `jose`: `new SignJWT(payload).set…().sign(key)`
 * - `hand-rolled`: a local function that HMAC-signs `JSON.stringify(…)` of its payload
 * - `custom`: a call to a name listed in `sealFunctions`
 */
export type StateSealKind = 'seal-helper' | 'state-sealer' | 'sdk-codec' | 'jsonwebtoken' | 'jose' | 'hand-rolled' | 'custom';

export interface StateSeal {
  readonly kind: StateSealKind;
  /** The call that returns the sealed token (for jose, the final `.sign(key)`). */
  readonly call: CallExpression;
  /** What is sealed: the state argument, the JWT claims, the object a hand-rolled sealer stringifies. */
  readonly payload: Expression | undefined;
  /** The binding argument of `sealState`/`seal`/a custom sealer (`{ userId, tool, args? }`). */
  readonly binding: Expression | undefined;
  /** `jwt.sign`'s options argument. */
  readonly options: Expression | undefined;
  /** jose: the builder calls between `new SignJWT(…)` and `.sign()` (`setExpirationTime`, `setSubject`, …). */
  readonly builderCalls: readonly CallExpression[];
  /** For `hand-rolled`: the sealer function. */
  readonly sealer: FunctionNode | undefined;
}

export type StateOpenKind = 'open-helper' | 'state-sealer' | 'sdk-codec' | 'jsonwebtoken' | 'jose' | 'hand-rolled' | 'custom';

export interface StateOpen {
  readonly kind: StateOpenKind;
  readonly call: CallExpression;
  readonly token: Expression | undefined;
  readonly binding: Expression | undefined;
}

/** The fields of a signed object as far as the file shows them. */
export interface SignedFields {
  /** The object literal that holds them (where a report about a missing field goes). */
  readonly object: ObjectExpression;
  /** Field name → its value, including fields spread in from object literals. */
  readonly fields: ReadonlyMap<string, Expression>;
  /** False when a spread the file cannot see may add fields. */
  readonly complete: boolean;
}

const TOOL_SCHEMA_NAMES = new Set(['CallToolRequestSchema']);
const REGISTRATION_METHODS = new Set(['registerTool', 'tool']);
const SDK1_MODULE = /^@modelcontextprotocol\/sdk(?:\/|$)/;
const SDK2_MODULE = /^@modelcontextprotocol\/(?:server|node|express|hono|fastify)(?:\/|$)/;
const SERVER_CLASSES = new Set(['McpServer', 'Server']);

/** Names of signed fields that identify the user, the tool, the expiry or the exact arguments. */
export const USER_FIELD = /^(?:user|userId|user_id|userID|uid|sub|subject|principal|principalId|owner|ownerId|accountId|actor|actorId|callerId)$/;
export const TOOL_FIELD = /^(?:tool|toolName|tool_name|toolId|method)$/;
export const EXPIRY_FIELD = /^(?:exp|expires|expiresAt|expires_at|expiry|expiration|expirationTime|expAt|validUntil|notAfter|deadline)$/;
export const ARGS_FIELD = /^(?:args|arguments|argsDigest|argsHash|args_digest|argumentsDigest|argDigest|params|paramsDigest|input|inputDigest|request|requestDigest)$/;

const USER_VALUE = /\b(?:user\w*|userId|uid|sub|principal\w*|owner\w*|account\w*|actor\w*)\b|authInfo/i;
const TOOL_VALUE = /\btool\w*|\bTOOL\w*|params\.name\b/i;

const MAX_FOLLOW = 12;

/** Everything MCP-specific about one file: handlers, state results, seals and opens. Built once per file. */
export class McpAnalysis {
  readonly calls: CallExpression[] = [];
  private readonly newExpressions: TSESTree.NewExpression[] = [];
  private readonly objects: ObjectExpression[] = [];
  private readonly stateAssignments: TSESTree.AssignmentExpression[] = [];
  private handlerList: ToolHandler[] | undefined;
  private readonly handlersByFunction = new Map<FunctionNode, ToolHandler>();
  private callSitesByFunction: Map<FunctionNode, CallExpression[]> | undefined;
  private readonly sealerMemo = new Map<FunctionNode, Expression | null>();
  private readonly evidenceMemo = new Map<FunctionNode | TSESTree.Program, boolean>();
  private stateResultList: StateResult[] | undefined;
  private stateTerminals: Set<Node> | undefined;
  private readonly fileSdk: SdkVersion | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    readonly provenance: ProvenanceAnalysis,
  ) {
    this.collect();
    this.fileSdk = this.sdkOfImports();
  }

  private collect(): void {
    const stack: Node[] = [this.sourceCode.ast];
    const { visitorKeys } = this.sourceCode;
    while (stack.length > 0) {
      const node = stack.pop()!;
      switch (node.type) {
        case 'CallExpression':
          this.calls.push(node);
          break;
        case 'NewExpression':
          this.newExpressions.push(node);
          break;
        case 'ObjectExpression':
          this.objects.push(node);
          break;
        case 'AssignmentExpression':
          if (node.operator === '=' && node.left.type === 'MemberExpression' && getPropertyName(node.left) === 'requestState') {
            this.stateAssignments.push(node);
          }
          break;
        default:
          break;
      }
      const children: Node[] = [];
      forEachChild(node, visitorKeys, (child) => children.push(child));
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
    }
    this.calls.sort((a, b) => a.range[0] - b.range[0]);
  }

  private sdkOfImports(): SdkVersion | undefined {
    const sources = getModuleLoads(this.sourceCode).loads.map((load) => load.source);
    const v2 = sources.some((source) => SDK2_MODULE.test(source));
    const v1 = sources.some((source) => SDK1_MODULE.test(source));
    if (v2 && !v1) return 2;
    if (v1 && !v2) return 1;
    return undefined;
  }

  // ─── Tool handlers ───────────────────────────────────────────────────────────

  /** Every tool handler the file registers. */
  handlers(): readonly ToolHandler[] {
    if (this.handlerList) return this.handlerList;
    this.handlerList = [];
    for (const call of this.calls) {
      const handler = this.describeRegistration(call);
      if (!handler) continue;
      this.handlerList.push(handler);
      this.handlersByFunction.set(handler.fn, handler);
    }
    return this.handlerList;
  }

  /** The tool handler `node` is in (directly, or in a function nested in it). */
  handlerOf(node: Node): ToolHandler | undefined {
    this.handlers();
    for (let current: Node | undefined = node; current; current = current.parent) {
      if (isFunctionNode(current)) {
        const handler = this.handlersByFunction.get(current);
        if (handler) return handler;
      }
    }
    return undefined;
  }

  private describeRegistration(call: CallExpression): ToolHandler | undefined {
    const method = getMethodName(call);
    const argumentsOf = getPlainArguments(call);
    if (method === undefined || !argumentsOf) return undefined;
    if (method === 'setRequestHandler' && argumentsOf.length === 2) {
      const [schema, fn] = argumentsOf as [Expression, Expression];
      const handler = skipTypeWrappers(fn);
      if (!isFunctionNode(handler)) return undefined;
      const schemaName = schema.type === 'Identifier' ? schema.name : schema.type === 'MemberExpression' ? getPropertyName(schema) : undefined;
      const byName = getStaticString(schema) === 'tools/call';
      if (!byName && (schemaName === undefined || !TOOL_SCHEMA_NAMES.has(schemaName))) return undefined;
      const request = handler.params[0];
      return {
        fn: handler,
        registration: call,
        sdk: this.fileSdk ?? (byName ? 2 : 1),
        toolName: undefined,
        toolNameText: request?.type === 'Identifier' ? `${request.name}.params.name` : undefined,
        destructive: false,
      };
    }
    if (!REGISTRATION_METHODS.has(method) || argumentsOf.length < 2) return undefined;
    const handler = skipTypeWrappers(argumentsOf[argumentsOf.length - 1]!);
    if (!isFunctionNode(handler)) return undefined;
    const nameNode = argumentsOf[0]!;
    const nameValue = this.provenance.of(nameNode);
    const toolName = nameValue.kind === 'literal' && typeof nameValue.literalValue === 'string' ? nameValue.literalValue : undefined;
    if (method === 'tool' && toolName === undefined) return undefined;
    const config = argumentsOf.length >= 3 ? argumentsOf[1] : undefined;
    return {
      fn: handler,
      registration: call,
      sdk: this.fileSdk ?? this.sdkOfHandlerUse(handler),
      toolName,
      toolNameText: toolName === undefined ? undefined : nameNode.type === 'Identifier' ? nameNode.name : JSON.stringify(toolName).replace(/^"|"$/g, "'"),
      destructive: config !== undefined && isDestructiveConfig(this.provenance, config),
    };
  }

  /** SDK 2.x handlers read `ctx.mcpReq` / `ctx.http`; 1.x ones read `extra.authInfo` directly. */
  private sdkOfHandlerUse(fn: FunctionNode): SdkVersion | undefined {
    const context = fn.params[1];
    if (context?.type !== 'Identifier') return undefined;
    const text = this.sourceCode.getText(fn.body);
    const name = escapeRegExp(context.name);
    if (new RegExp(`\\b${name}\\??\\.(?:mcpReq|http)\\b`).test(text)) return 2;
    if (new RegExp(`\\b${name}\\??\\.authInfo\\b`).test(text)) return 1;
    return undefined;
  }

  /**
   * The expression a fix writes for the authenticated user's id at `usedAt`: a local `const` the handler already
   * reads from `authInfo` (`userId`), else `extra.authInfo?.extra?.userId` (SDK 1.x) or
   * `ctx.http?.authInfo?.extra?.userId` (SDK 2.x); undefined when the handler has no principal in reach.
   */
  principalText(handler: ToolHandler, usedAt: Node): string | undefined {
    const local = this.localUserVariable(handler.fn, usedAt);
    if (local) return local;
    const context = handler.fn.params[1];
    if (context?.type !== 'Identifier') return undefined;
    if (handler.sdk === 2) return `${context.name}.http?.authInfo?.extra?.userId`;
    if (handler.sdk === 1) return `${context.name}.authInfo?.extra?.userId`;
    return undefined;
  }

  private localUserVariable(fn: FunctionNode, usedAt: Node): string | undefined {
    if (fn.body.type !== 'BlockStatement') return undefined;
    for (const statement of fn.body.body) {
      if (statement.range[0] >= usedAt.range[0]) break;
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
        if (!/user|^sub$|principal|owner|account/i.test(declarator.id.name)) continue;
        if (/\bauthInfo\b/.test(this.sourceCode.getText(declarator.init))) return declarator.id.name;
      }
    }
    return undefined;
  }

  // ─── Results that hand state to the client ───────────────────────────────────

  /** Every `requestState` the file hands to a client: input_required results, `inputRequired({…})`, `x.requestState = …`. */
  stateResults(): readonly StateResult[] {
    if (this.stateResultList) return this.stateResultList;
    const results: StateResult[] = [];
    for (const object of this.objects) {
      const properties = staticProperties(object);
      const state = properties.get('requestState');
      if (!state || state.value.type === 'AssignmentPattern' || state.value.type === 'TSEmptyBodyFunctionExpression') continue;
      const inputRequests = properties.get('inputRequests');
      const resultType = properties.get('resultType');
      const isResult =
        inputRequests !== undefined ||
        (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value)) === 'input_required') ||
        this.isInputRequiredArgument(object);
      if (!isResult) continue;
      results.push({ node: state, value: state.value as Expression, inputRequests: inputRequests?.value as Expression | undefined });
    }
    for (const assignment of this.stateAssignments) {
      const target = assignment.left as TSESTree.MemberExpression;
      const result = this.inputRequiredResultOf(target.object) ?? (isNamedResult(target.object) ? { inputRequests: undefined } : undefined);
      if (result) results.push({ node: assignment, value: assignment.right, inputRequests: result.inputRequests });
    }
    results.sort((a, b) => a.node.range[0] - b.node.range[0]);
    this.stateResultList = results;
    return results;
  }

  /**
   * The input_required result `node` holds, for `x.requestState = …`: a `const` initialised with a result
   * literal (`{ resultType: 'input_required', … }`, `{ inputRequests, … }`) or with `inputRequired(…)`. (An object
   * named `result` counts too; a UI reducer's `draft.requestState = 'loading'` does not.)
   */
  private inputRequiredResultOf(node: Node): { inputRequests: Expression | undefined } | undefined {
    const expression = skipValueWrappers(node);
    if (expression.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, expression);
    const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
    if (!init) return undefined;
    if (init.type === 'CallExpression') {
      const [first] = init.arguments;
      const argument = first && first.type !== 'SpreadElement' ? skipTypeWrappers(first) : undefined;
      if (argument?.type !== 'ObjectExpression' || !this.isInputRequiredArgument(argument)) return undefined;
      return { inputRequests: staticProperties(argument).get('inputRequests')?.value as Expression | undefined };
    }
    if (init.type !== 'ObjectExpression') return undefined;
    const properties = staticProperties(init);
    const inputRequests = properties.get('inputRequests');
    const resultType = properties.get('resultType');
    const isResult = inputRequests !== undefined || (resultType !== undefined && getStaticString(skipTypeWrappers(resultType.value)) === 'input_required');
    return isResult ? { inputRequests: inputRequests?.value as Expression | undefined } : undefined;
  }

  private isInputRequiredArgument(object: ObjectExpression): boolean {
    const parent = object.parent;
    if (parent?.type !== 'CallExpression' || parent.arguments[0] !== object) return false;
    const callee = skipTypeWrappers(parent.callee);
    if (callee.type === 'Identifier' && callee.name === 'inputRequired') return true;
    const reference = this.provenance.of(callee).reference;
    return reference !== undefined && reference.module.startsWith('@modelcontextprotocol/') && reference.path.at(-1) === 'inputRequired';
  }

  // ─── Incoming state ──────────────────────────────────────────────────────────

  /** Whether the file constructs an `McpServer`/`Server` and none of them has a `requestState` (verify) option. */
  hasUnverifiedServer(): boolean {
    let constructed = false;
    for (const construction of this.newExpressions) {
      const callee = skipTypeWrappers(construction.callee);
      const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? getPropertyName(callee) : undefined;
      if (name === undefined || !SERVER_CLASSES.has(name)) continue;
      constructed = true;
      const options = construction.arguments[1];
      if (options === undefined) continue;
      if (options.type !== 'ObjectExpression') return false;
      const requestState = staticProperties(options).get('requestState');
      if (options.properties.some((property) => property.type === 'SpreadElement')) return false;
      if (requestState === undefined) continue;
      const hook = skipTypeWrappers(requestState.value);
      if (hook.type !== 'ObjectExpression' || hook.properties.some((property) => property.type === 'SpreadElement')) return false;
      if (staticProperties(hook).has('verify')) return false;
    }
    return constructed;
  }

  /**
   * Whether `node` is the `requestState` a client sent, unverified: `request.params.requestState`, a `requestState`
   * destructured from params or a parameter, `ctx.mcpReq.requestState()` on a server without a verify hook, a
   * `const` holding one, or a parameter of a local function called with one.
   */
  isIncomingState(node: Node, steps = 0): boolean {
    if (steps > MAX_FOLLOW) return false;
    const expression = skipValueWrappers(node);
    switch (expression.type) {
      case 'MemberExpression':
        return getPropertyName(expression) === 'requestState' && isParamsObject(expression.object);
      case 'CallExpression':
        return (
          getMethodName(expression) === 'requestState' &&
          expression.arguments.length === 0 &&
          isMcpReq(getMethodReceiver(expression)) &&
          this.hasUnverifiedServer()
        );
      case 'LogicalExpression':
        return this.isIncomingState(expression.left, steps + 1);
      case 'Identifier': {
        const binding = resolveBinding(this.sourceCode, expression);
        if (!binding) return false;
        if (binding.kind === 'initialized') {
          const path = binding.path.filter((step) => step.type !== 'default');
          if (path.length === 0) return this.isIncomingState(binding.init, steps + 1);
          const last = path[path.length - 1]!;
          if (path.length === 1 && last.type === 'index') {
            const split = skipValueWrappers(binding.init);
            const receiver = split.type === 'CallExpression' && getMethodName(split) === 'split' ? getMethodReceiver(split) : undefined;
            return receiver !== undefined && this.isIncomingState(receiver, steps + 1);
          }
          return path.length === 1 && last.type === 'property' && last.name === 'requestState' && isParamsObject(binding.init);
        }
        if (binding.kind === 'parameter' && binding.fn) {
          const path = binding.path.filter((step) => step.type !== 'default');
          const last = path[path.length - 1];
          if (last?.type === 'property' && last.name === 'requestState') return true;
          if (path.length !== 0) return false;
          const index = this.parameterIndex(expression, binding.fn);
          return index !== undefined && this.callSitesOf(binding.fn).some((call) => {
            const argument = call.arguments[index];
            return argument !== undefined && argument.type !== 'SpreadElement' && this.isIncomingState(argument, steps + 1);
          });
        }
        return false;
      }
      default:
        return false;
    }
  }

  /** The calls of a local function in this file. */
  callSitesOf(fn: FunctionNode): readonly CallExpression[] {
    if (!this.callSitesByFunction) {
      const map = new Map<FunctionNode, CallExpression[]>();
      for (const call of this.calls) {
        const callee = skipTypeWrappers(call.callee);
        if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') continue;
        const target = this.provenance.of(callee).functionNode;
        if (!target) continue;
        const list = map.get(target) ?? [];
        list.push(call);
        map.set(target, list);
      }
      this.callSitesByFunction = map;
    }
    return this.callSitesByFunction.get(fn) ?? [];
  }

  /**
   * Whether `fn` (or a local function it hands the state to) checks a signature before trusting data: a MAC is
   * computed to compare, a known verifier runs (`jwt.verify`, `codec.verify`, `openState`, `safeEqual`), or a
   * function whose name says it verifies is called. With `near`, only code that can run on the way to `near`
   * counts: a check in another `if` branch or `switch` case (another tool's) does not.
   */
  hasVerificationStep(fn: FunctionNode | TSESTree.Program, names: CustomStateFunctions = {}, depth = 0, near?: Node): boolean {
    const memoize = near === undefined && (names.openFunctions ?? []).length === 0;
    const cached = memoize ? this.evidenceMemo.get(fn) : undefined;
    if (cached !== undefined) return cached;
    let found = false;
    const visit = (node: Node) => {
      if (!found && node.type === 'CallExpression' && this.isVerificationCall(node, names, depth)) found = true;
    };
    if (near) this.walkOnTheWayTo(fn, near, visit);
    else walkOwnBody(fn, this.sourceCode.visitorKeys, visit);
    if (memoize) this.evidenceMemo.set(fn, found);
    return found;
  }

  /** Walks `fn`'s own body, leaving out the branches of `if`, `?:` and `switch` that do not lead to `near`. */
  private walkOnTheWayTo(fn: FunctionNode | TSESTree.Program, near: Node, visit: (node: Node) => void): void {
    const leadsToNear = (node: Node) => node.range[0] <= near.range[0] && near.range[1] <= node.range[1];
    const stack: Node[] = fn.type === 'Program' ? [...fn.body].reverse() : [fn.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      visit(node);
      if (isFunctionNode(node)) continue;
      let children: Node[] = [];
      forEachChild(node, this.sourceCode.visitorKeys, (child) => children.push(child));
      if (node.type === 'IfStatement' || node.type === 'ConditionalExpression') {
        children = children.filter((child) => child === node.test || leadsToNear(child));
      } else if (node.type === 'SwitchStatement') {
        children = children.filter((child) => child === node.discriminant || leadsToNear(child));
      }
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
    }
  }

  private isVerificationCall(call: CallExpression, names: CustomStateFunctions, depth: number): boolean {
    if (this.provenance.of(call).kind === 'mac') return true;
    if (isReferenceTo(this.provenance.of(call.callee).reference, 'node:crypto', 'createDecipheriv')) {
      const algorithm = this.provenance.of(call.arguments[0] ?? call);
      if (typeof algorithm.literalValue === 'string' && /gcm|ccm|ocb|poly1305/i.test(algorithm.literalValue)) return true;
    }
    if (this.openOf(call, names)) return true;
    const calleeValue = this.provenance.of(call.callee);
    if (isVerifierReference(calleeValue.reference)) return true;
    const name = calleeName(call);
    if (name !== undefined && /verif|valid|unseal|authentic|signature|checkMac|checkSig/i.test(name)) return true;
    // A local function counts when it is handed the state: `if (!verifyToken(raw)) return …`.
    const local = calleeValue.functionNode;
    if (local === undefined || depth >= 3) return false;
    const handsState = call.arguments.some((argument) => argument.type !== 'SpreadElement' && this.isIncomingState(argument));
    return handsState && this.hasVerificationStep(local, names, depth + 1);
  }

  // ─── Seals and opens ─────────────────────────────────────────────────────────

  /** The seal `call` is, if any: the bundled helper, the SDK codec, a JWT library, a hand-rolled or a custom sealer. */
  sealOf(call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
    const argumentsOf = getPlainArguments(call);
    if (!argumentsOf) return undefined;
    const base = { call, payload: argumentsOf[0], binding: undefined, options: undefined, builderCalls: [], sealer: undefined };
    const calleeValue = this.provenance.of(call.callee);
    if (isReferenceTo(calleeValue.reference, SEAL, 'sealState')) return { ...base, kind: 'seal-helper', binding: argumentsOf[1] };
    if (isReferenceTo(calleeValue.reference, 'jsonwebtoken', 'sign')) return { ...base, kind: 'jsonwebtoken', options: argumentsOf[2] };
    const method = getMethodName(call);
    const receiver = getMethodReceiver(call);
    if (method !== undefined && receiver) {
      const receiverValue = this.provenance.of(receiver);
      if (receiverValue.cryptoObject === 'state-sealer' && method === 'seal') return { ...base, kind: 'state-sealer', binding: argumentsOf[1] };
      if (receiverValue.cryptoObject === 'request-state-codec' && method === 'mint') return { ...base, kind: 'sdk-codec' };
      if (receiverValue.cryptoObject === 'jws-builder' && (method === 'sign' || method === 'encrypt')) {
        const chain = joseChain(call);
        if (chain) return { ...base, kind: 'jose', payload: chain.payload, builderCalls: chain.builderCalls };
      }
    }
    const name = calleeName(call);
    if (name !== undefined && (names.sealFunctions ?? []).includes(name)) return { ...base, kind: 'custom', binding: argumentsOf[1] };
    const local = calleeValue.functionNode;
    if (local && this.stringifiedBySealer(local) !== undefined) {
      return { ...base, kind: 'hand-rolled', payload: this.stringifiedBySealer(local), sealer: local };
    }
    return undefined;
  }

  /** The open `call` is, if any: `openState`, `sealer.open`, `codec.verify`, `jwt.verify`, `jwtVerify`, a custom opener. */
  openOf(call: CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
    const argumentsOf = getPlainArguments(call);
    if (!argumentsOf) return undefined;
    const base = { call, token: argumentsOf[0], binding: undefined };
    const reference = this.provenance.of(call.callee).reference;
    if (isReferenceTo(reference, SEAL, 'openState')) return { ...base, kind: 'open-helper', binding: argumentsOf[1] };
    if (isReferenceTo(reference, 'jsonwebtoken', 'verify')) return { ...base, kind: 'jsonwebtoken' };
    if (isReferenceTo(reference, 'jose', 'jwtVerify') || isReferenceTo(reference, 'jose', 'jwtDecrypt') || isReferenceTo(reference, 'jose', 'compactVerify')) {
      return { ...base, kind: 'jose' };
    }
    const method = getMethodName(call);
    const receiver = getMethodReceiver(call);
    if (method !== undefined && receiver) {
      const receiverValue = this.provenance.of(receiver);
      if (receiverValue.cryptoObject === 'state-sealer' && method === 'open') return { ...base, kind: 'state-sealer', binding: argumentsOf[1] };
      if (receiverValue.cryptoObject === 'request-state-codec' && method === 'verify') return { ...base, kind: 'sdk-codec' };
    }
    const name = calleeName(call);
    if (name !== undefined && (names.openFunctions ?? []).includes(name)) return { ...base, kind: 'custom', binding: argumentsOf[1] };
    return undefined;
  }

  /** Every seal call in the file. */
  seals(names: CustomStateFunctions = {}): StateSeal[] {
    const seals: StateSeal[] = [];
    for (const call of this.calls) {
      const seal = this.sealOf(call, names);
      if (seal) seals.push(seal);
    }
    return seals;
  }

  /**
   * For a local function that seals by hand — returns a MAC-signed token, stringifies its payload with
   * `JSON.stringify`, and calls no other recognised sealer — the expression it stringifies.
   */
  stringifiedBySealer(fn: FunctionNode): Expression | undefined {
    if (this.sealerMemo.has(fn)) return this.sealerMemo.get(fn) ?? undefined;
    this.sealerMemo.set(fn, null);
    let stringified: Expression | undefined;
    let delegates = false;
    if (this.provenance.returnOf(fn).kind === 'signed-token' || this.usesAead(fn, 'createCipheriv')) {
      walkOwnBody(fn, this.sourceCode.visitorKeys, (node) => {
        if (node.type !== 'CallExpression') return;
        if (isReferenceTo(this.provenance.of(node.callee).reference, GLOBALS, 'JSON', 'stringify')) {
          const [first] = node.arguments;
          if (stringified === undefined && first && first.type !== 'SpreadElement') stringified = first;
          return;
        }
        const known = this.sealOf(node);
        if (known && known.kind !== 'hand-rolled') delegates = true;
      });
    }
    const result = delegates ? undefined : stringified;
    this.sealerMemo.set(fn, result ?? null);
    return result;
  }

  /** Whether `fn` itself encrypts (`createCipheriv`) or decrypts (`createDecipheriv`) with an AEAD cipher (GCM, CCM, OCB, ChaCha20-Poly1305). */
  usesAead(fn: FunctionNode | TSESTree.Program, factory: 'createCipheriv' | 'createDecipheriv'): boolean {
    let found = false;
    walkOwnBody(fn, this.sourceCode.visitorKeys, (node) => {
      if (found || node.type !== 'CallExpression' || !isReferenceTo(this.provenance.of(node.callee).reference, 'node:crypto', factory)) return;
      const algorithm = this.provenance.of(node.arguments[0] ?? node);
      found = typeof algorithm.literalValue === 'string' && /gcm|ccm|ocb|poly1305/i.test(algorithm.literalValue);
    });
    return found;
  }

  /**
   * The signed objects a hand-rolled seal puts its fields in, with the fields each one has. A sealer that
   * stringifies `{ ...state, userId, exp }` gives that literal (plus the fields of `state` where every caller passes
   * a literal); one that stringifies its parameter gives each call site's object literal.
   */
  signedObjectsOf(sealer: FunctionNode): SignedFields[] {
    const stringified = this.stringifiedBySealer(sealer);
    if (!stringified) return [];
    const expression = skipTypeWrappers(stringified);
    if (expression.type === 'ObjectExpression') return [this.fieldsOf(expression, sealer)];
    const index = this.parameterIndex(expression, sealer);
    if (index === undefined) {
      const literal = this.provenance.of(expression).objectLiteral;
      return literal ? [this.fieldsOf(literal, sealer)] : [];
    }
    const objects: SignedFields[] = [];
    for (const call of this.callSitesOf(sealer)) {
      const argument = call.arguments[index];
      const literal = argument && argument.type !== 'SpreadElement' ? this.objectLiteralOf(argument) : undefined;
      if (literal) objects.push(this.fieldsOf(literal, undefined));
    }
    return objects;
  }

  /** The object literal an expression is (through `const`s and TS wrappers). */
  objectLiteralOf(node: Node): ObjectExpression | undefined {
    const expression = skipValueWrappers(node);
    if (expression.type === 'ObjectExpression') return expression;
    return this.provenance.of(expression).objectLiteral;
  }

  /** The fields of an object literal; spreads of a sealer's parameter add what every caller passes. */
  fieldsOf(object: ObjectExpression, sealer: FunctionNode | undefined, depth = 0): SignedFields {
    const fields = new Map<string, Expression>();
    let complete = true;
    for (const property of object.properties) {
      if (property.type === 'Property') {
        const key = getStaticKeyName(property.key, property.computed);
        if (key === undefined) complete = false;
        else fields.set(key, property.value as Expression);
        continue;
      }
      const spread = skipTypeWrappers(property.argument);
      const index = sealer ? this.parameterIndex(spread, sealer) : undefined;
      if (index !== undefined && sealer) {
        const callSites = this.callSitesOf(sealer);
        const literals = callSites.map((call) => {
          const argument = call.arguments[index];
          return argument && argument.type !== 'SpreadElement' ? this.objectLiteralOf(argument) : undefined;
        });
        if (literals.some((literal) => literal === undefined)) {
          complete = false;
          continue;
        }
        // A field counts only when every caller passes it.
        const passed = literals.map((literal) => this.fieldsOf(literal!, undefined, depth + 1));
        if (passed.some((fieldsPassed) => !fieldsPassed.complete)) complete = false;
        const [first, ...rest] = passed;
        for (const [key, value] of first?.fields ?? []) {
          if (rest.every((other) => other.fields.has(key))) fields.set(key, value);
        }
        continue;
      }
      const literal = depth < 4 ? this.objectLiteralOf(spread) : undefined;
      if (!literal) {
        complete = false;
        continue;
      }
      const inner = this.fieldsOf(literal, sealer, depth + 1);
      if (!inner.complete) complete = false;
      for (const [key, value] of inner.fields) fields.set(key, value);
    }
    return { object, fields, complete };
  }

  /** The position of the parameter `node` names in `fn`'s parameter list, when `node` is that whole parameter. */
  private parameterIndex(node: Node, fn: FunctionNode): number | undefined {
    if (node.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, node);
    if (binding?.kind !== 'parameter' || binding.fn !== fn || binding.path.some((step) => step.type !== 'default')) return undefined;
    const declared = findVariable(this.sourceCode, node)?.defs[0]?.name as Node | undefined;
    const root = declared && findParameterRoot(declared, fn);
    const index = root ? fn.params.indexOf(root) : -1;
    return index >= 0 ? index : undefined;
  }

  // ─── Where a value comes from, structurally ──────────────────────────────────

  /**
   * The expressions a value is made of after following `const`s, `await`, conditionals and the returns of local
   * functions: `requestState: encode(s)` with `const encode = (s) => btoa(JSON.stringify(s))` gives `btoa(…)`.
   */
  terminalsOf(node: Node): Expression[] {
    const terminals: Expression[] = [];
    const seen = new Set<Node>();
    const visit = (current: Node, depth: number): void => {
      const expression = skipValueWrappers(current) as Expression;
      if (seen.has(expression) || depth > MAX_FOLLOW) return;
      seen.add(expression);
      switch (expression.type) {
        case 'ConditionalExpression':
          visit(expression.consequent, depth + 1);
          visit(expression.alternate, depth + 1);
          return;
        case 'LogicalExpression':
          visit(expression.left, depth + 1);
          visit(expression.right, depth + 1);
          return;
        case 'Identifier': {
          const binding = resolveBinding(this.sourceCode, expression);
          if (binding?.kind === 'initialized' && binding.path.length === 0) visit(binding.init, depth + 1);
          else terminals.push(expression);
          return;
        }
        case 'CallExpression': {
          terminals.push(expression);
          if (this.sealOf(expression)) return;
          const local = this.provenance.of(expression.callee).functionNode;
          if (local) for (const returned of returnedExpressions(local, this.sourceCode)) visit(returned, depth + 1);
          return;
        }
        default:
          terminals.push(expression);
      }
    };
    visit(node, 0);
    return terminals;
  }

  /** Whether a seal's token ends up in a `requestState` the file hands out. */
  flowsIntoState(call: CallExpression): boolean {
    // asked once per seal or sealer call: following every result each time would be quadratic in the file's tools
    this.stateTerminals ??= new Set(this.stateResults().flatMap((result) => this.terminalsOf(result.value)));
    return this.stateTerminals.has(call);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The static properties of an object literal by name (the last one wins, as at run time). */
export function staticProperties(object: ObjectExpression): Map<string, TSESTree.Property> {
  const properties = new Map<string, TSESTree.Property>();
  for (const property of object.properties) {
    if (property.type !== 'Property') continue;
    const key = getStaticKeyName(property.key, property.computed);
    if (key !== undefined) properties.set(key, property);
  }
  return properties;
}

function isDestructiveConfig(provenance: ProvenanceAnalysis, config: Expression): boolean {
  const object = skipTypeWrappers(config).type === 'ObjectExpression' ? (skipTypeWrappers(config) as ObjectExpression) : provenance.of(config).objectLiteral;
  const annotations = object && staticProperties(object).get('annotations');
  const annotationsObject = annotations && skipTypeWrappers(annotations.value);
  if (annotationsObject?.type !== 'ObjectExpression') return false;
  const hint = staticProperties(annotationsObject).get('destructiveHint');
  const value = hint && skipTypeWrappers(hint.value);
  return value?.type === 'Literal' && value.value === true;
}

const RESULT_NAME = /^(?:result|toolResult|callResult|response|reply)$/i;

/** `result`, `this.result`: an object named as the result a handler returns. */
function isNamedResult(node: Node): boolean {
  const expression = skipValueWrappers(node);
  const name = expression.type === 'Identifier' ? expression.name : expression.type === 'MemberExpression' ? getPropertyName(expression) : undefined;
  return name !== undefined && RESULT_NAME.test(name);
}

/** `request.params`, `params`, `req.body.params`: where a tool call's arguments and echoed state live. */
function isParamsObject(node: Node): boolean {
  let expression = skipValueWrappers(node);
  while (expression.type === 'LogicalExpression') expression = skipValueWrappers(expression.left);
  if (expression.type === 'Identifier') return expression.name === 'params';
  return expression.type === 'MemberExpression' && getPropertyName(expression) === 'params';
}

function isMcpReq(node: Node | undefined): boolean {
  const expression = node && skipValueWrappers(node);
  return expression?.type === 'MemberExpression' && getPropertyName(expression) === 'mcpReq';
}

/** The element of `fn.params` that contains `identifier`. */
function findParameterRoot(identifier: Node, fn: FunctionNode): TSESTree.Parameter | undefined {
  return fn.params.find((parameter) => parameter.range[0] <= identifier.range[0] && identifier.range[1] <= parameter.range[1]);
}

/** `f(…)` → `f`, `obj.f(…)` → `f`. */
export function calleeName(call: CallExpression): string | undefined {
  const callee = skipTypeWrappers(call.callee);
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return getPropertyName(callee);
  return undefined;
}

const VERIFIER_REFERENCES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['node:crypto', 'timingSafeEqual'],
  ['node:crypto', 'verify'],
  ['node:crypto', 'createVerify'],
  [GLOBALS, 'crypto', 'subtle', 'verify'],
  [SEAL, 'safeEqual'],
  [SEAL, 'openState'],
  ['jsonwebtoken', 'verify'],
  ['jose', 'jwtVerify'],
  ['jose', 'jwtDecrypt'],
  ['jose', 'compactVerify'],
  ['jose', 'flattenedVerify'],
];

function isVerifierReference(reference: WellKnownReference | undefined): boolean {
  return VERIFIER_REFERENCES.some(([module, ...path]) => isReferenceTo(reference, module, ...path));
}

/** `new SignJWT(payload).setA().setB().sign(key)` → the payload and the builder calls. */
function joseChain(call: CallExpression): { payload: Expression | undefined; builderCalls: CallExpression[] } | undefined {
  const builderCalls: CallExpression[] = [];
  let current = getMethodReceiver(call);
  for (let steps = 0; current && steps < 32; steps += 1) {
    const expression = skipValueWrappers(current);
    if (expression.type === 'NewExpression') {
      const [first] = expression.arguments;
      return { payload: first && first.type !== 'SpreadElement' ? first : undefined, builderCalls };
    }
    if (expression.type !== 'CallExpression') return { payload: undefined, builderCalls };
    builderCalls.push(expression);
    current = getMethodReceiver(expression);
  }
  return { payload: undefined, builderCalls };
}

/** The expressions a function returns (its expression body, or each `return x;`). */
export function returnedExpressions(fn: FunctionNode, sourceCode: SourceCode): Expression[] {
  if (fn.body.type !== 'BlockStatement') return [fn.body];
  const returned: Expression[] = [];
  walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
    if (node.type === 'ReturnStatement' && node.argument) returned.push(node.argument);
  });
  return returned;
}

/** The name a function is known by: its own, its variable's, its property's or method's key. */
export function functionName(fn: FunctionNode): string | undefined {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && !parent.computed) {
    return getStaticKeyName(parent.key, false);
  }
  return undefined;
}

/** Whether a signed field's name or value says it holds the user. */
export function isUserField(key: string, value: Expression, sourceCode: SourceCode): boolean {
  return USER_FIELD.test(key) || isPrincipalValue(sourceCode, value);
}

/** A value named for the user (`userId`, `sub`, `owner`), or read from `authInfo` (`const u = extra.authInfo.extra.userId`). */
export function isPrincipalValue(sourceCode: SourceCode, node: Node, steps = 0): boolean {
  if (USER_VALUE.test(sourceCode.getText(node))) return true;
  const expression = skipValueWrappers(node);
  if (expression.type !== 'Identifier' || steps > 3) return false;
  const binding = resolveBinding(sourceCode, expression);
  return binding?.kind === 'initialized' && isPrincipalValue(sourceCode, binding.init, steps + 1);
}

/** Whether a signed field's name or value says it holds the tool (`tool: 'deploy'`, `t: TOOL`, `tool: request.params.name`). */
export function isToolField(key: string, value: Expression, sourceCode: SourceCode, toolNames: ReadonlySet<string>): boolean {
  if (TOOL_FIELD.test(key) || TOOL_VALUE.test(sourceCode.getText(value))) return true;
  const literal = getStaticString(skipTypeWrappers(value));
  return literal !== undefined && toolNames.has(literal);
}

const analyses = new WeakMap<SourceCode, McpAnalysis>();

/** The MCP analysis of a file, created once and shared by every rule that asks. */
export function getMcpAnalysis(sourceCode: SourceCode, provenance: ProvenanceAnalysis): McpAnalysis {
  let analysis = analyses.get(sourceCode);
  if (!analysis) {
    analysis = new McpAnalysis(sourceCode, provenance);
    analyses.set(sourceCode, analysis);
  }
  return analysis;
}

/** Every recognised seal of the file, with its payload: what other rules inspect for secrets. */
export function findStateSeals(sourceCode: SourceCode, provenance: ProvenanceAnalysis, names: CustomStateFunctions = {}): StateSeal[] {
  return getMcpAnalysis(sourceCode, provenance).seals(names);
}

/** The payload of `call` if it is a recognised seal (`sealState(payload, …)`, `jwt.sign(payload, …)`, a hand-rolled sealer's object …). */
export function sealPayloadOf(
  sourceCode: SourceCode,
  provenance: ProvenanceAnalysis,
  call: CallExpression,
  names: CustomStateFunctions = {},
): Expression | undefined {
  return getMcpAnalysis(sourceCode, provenance).sealOf(call, names)?.payload;
}

export type { Provenance };
