import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, getStaticKeyName, getStaticString, isNodeOf, skipTypeWrappers, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { isSecretEnvironmentName } from '../values/environment.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { fileOwning, getMcpFile, type McpFile } from './file.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';
import type { StateSeal } from './seals.js';
import { describeSecretFormat } from '../values/secret-formats.js';
import type { ForeignOrigin, Provenance } from '../values/provenance-model.js';
import { findSeals, sealOf } from './seals.js';
import { findStateResults } from './state-results.js';
import { terminalsOf } from './value-terminals.js';

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
  /** A literal in a known secret format (`ghp_…`, `sk-…`, a PEM private key). */
  | { readonly type: 'format'; readonly format: string }
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
    for (const result of findStateResults(this.mcp)) this.inspectStateValue(result.value);
    return [...this.found.values()].sort((a, b) => a.node.range[0] - b.node.range[0]);
  }

  private inspectSeal(seal: StateSeal): void {
    if (seal.kind === 'jose' && getMethodName(seal.call) === 'encrypt') return;
    if (!seal.payload) return;
    const visibility: StateVisibility = seal.kind === 'jose' || seal.kind === 'jsonwebtoken' ? 'jwt' : 'sealed';
    const context: PayloadContext = { visibility, sealCall: seal.call, sealer: seal.sealer, use: seal.payload };
    this.inspectPayload(seal.payload, context, 0);
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
        for (const returned of returnedExpressions(encoder, owner.sourceCode)) {
          const stringified = stringifiedArgument(owner.provenance, owner.provenance.of(returned).origin);
          if (!stringified) continue;
          if (owner === this.mcp) {
            this.inspectPayload(stringified, { visibility: 'unsigned', sealCall: terminal, sealer: encoder, use: terminal }, 0);
            continue;
          }
          // an encoder of another module: what this file passes for the parameter it stringifies is the payload
          const index = stringified.type === 'Identifier' ? parameterIndex(encoder, stringified.name) : undefined;
          const argument = index === undefined || terminal.type !== 'CallExpression' ? undefined : terminal.arguments[index];
          if (argument && argument.type !== 'SpreadElement') this.inspectPayload(argument, { visibility: 'unsigned', sealCall: terminal, sealer: undefined, use: argument }, 0);
        }
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
    const value = this.provenance.of(expression);
    const literal = expression.type === 'ObjectExpression' ? expression : value.objectLiteral;
    if (literal) {
      this.inspectObject(literal, context, depth);
      this.inspectWrites(expression, context);
      return;
    }
    const evidence = this.valueEvidence(expression, value);
    if (evidence) this.add({ node: expression, key: undefined, evidence, visibility: context.visibility, ...(value.foreign && { helper: value.foreign }) }, context);
  }

  /** Inside a hand-rolled sealer, the argument of `context.sealCall` that a parameter named by `node` receives. */
  private sealerArgument(node: Node, context: PayloadContext): Expression | undefined {
    if (node.type !== 'Identifier' || !context.sealer) return undefined;
    const binding = resolveBinding(this.sourceCode, node);
    if (binding?.kind !== 'parameter' || binding.fn !== context.sealer || binding.path.length > 0) return undefined;
    const index = parameterIndex(context.sealer, node.name);
    const argument = index === undefined ? undefined : (context.sealCall as TSESTree.CallExpression).arguments[index];
    return argument && argument.type !== 'SpreadElement' ? argument : undefined;
  }

  private inspectObject(object: TSESTree.ObjectExpression, context: PayloadContext, depth: number): void {
    if (depth > MAX_NESTING) return;
    for (const property of object.properties) {
      if (property.type === 'SpreadElement') {
        this.inspectSpread(property, context, depth);
        continue;
      }
      if (property.kind !== 'init' || property.method) continue;
      const key = getStaticKeyName(property.key, property.computed);
      this.inspectEntry(property, key, property.value as Expression, this.inThisFile(property) ? { ...context, use: property } : context, depth);
    }
  }

  private inspectSpread(spread: TSESTree.SpreadElement, outer: PayloadContext, depth: number): void {
    const argument = skipValueWrappers(spread.argument) as Expression;
    const context = this.inThisFile(argument) ? { ...outer, use: argument } : outer;
    const callArgument = this.sealerArgument(argument, context);
    if (callArgument) {
      this.inspectPayload(callArgument, { ...context, sealer: undefined }, depth + 1);
      return;
    }
    const value = this.provenance.of(argument);
    const container = containerOf(value);
    if (container) {
      this.add({ node: spread, key: undefined, evidence: { type: 'container', container }, visibility: context.visibility }, context);
      return;
    }
    if (value.objectLiteral) this.inspectObject(value.objectLiteral, context, depth + 1);
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
    const value = this.provenance.of(valueNode);
    const nested = skipValueWrappers(valueNode);
    // An object or array literal under a secret name is searched instead: `credentials: { user, password }`.
    const literalStructure = value.objectLiteral !== undefined || nested.type === 'ArrayExpression';
    const namedSecret = key !== undefined && !literalStructure && this.isSecretName(key) && mayHoldSecret(value);
    const evidence = this.valueEvidence(valueNode, value) ?? (namedSecret ? { type: 'name' as const } : undefined);
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
        const literal = this.provenance.of(element).objectLiteral;
        if (literal) this.inspectObject(literal, context, depth + 1);
      }
      return;
    }
    if (value.objectLiteral) this.inspectObject(value.objectLiteral, context, depth + 1);
  }

  /** `state.apiKey = key;` and `Object.assign(state, { apiKey })` before `state` is sealed. */
  private inspectWrites(payload: Expression, context: PayloadContext): void {
    if (payload.type !== 'Identifier') return;
    const variable = findVariable(this.sourceCode, payload);
    if (!variable) return;
    for (const reference of variable.references) {
      const identifier = reference.identifier as Node;
      if (reference.init || identifier.range[0] >= context.sealCall.range[0]) continue;
      const parent = identifier.parent;
      if (parent?.type === 'MemberExpression' && parent.object === identifier) {
        const assignment = parent.parent;
        if (assignment?.type === 'AssignmentExpression' && assignment.left === parent && assignment.operator === '=') {
          this.inspectEntry(assignment, getPropertyName(parent), assignment.right, context, 0);
        }
      } else if (parent?.type === 'CallExpression' && parent.arguments[0] === identifier && isObjectAssign(this.provenance, parent)) {
        for (const source of parent.arguments.slice(1)) {
          if (source.type === 'SpreadElement') continue;
          const literal = this.provenance.of(source).objectLiteral;
          if (literal) this.inspectObject(literal, context, 0);
        }
      }
    }
  }

  /** What makes a value secret whatever it is stored under, if anything. */
  private valueEvidence(node: Expression, value: Provenance): SecretEvidence | undefined {
    const variable = value.environmentVariable;
    if (variable !== undefined && (value.kind === 'secret' || isSecretEnvironmentName(variable, MORE_SECRET_ENVIRONMENT_WORDS))) {
      return { type: 'environment', variable };
    }
    if (value.kind === 'untrusted' && value.isCredential && value.valueType !== 'object') return { type: 'credential' };
    const container = containerOf(value);
    if (container) return { type: 'container', container };
    if (value.kind === 'literal') {
      const text = typeof value.literalValue === 'string' ? value.literalValue : getStaticString(skipTypeWrappers(node));
      const format = text === undefined ? undefined : describeSecretFormat(text);
      if (format) return { type: 'format', format };
    }
    return undefined;
  }

  /** Keeps `secret`; one found in another module is reported where this file uses what that module built. */
  private add(secret: StateSecret, context: PayloadContext): void {
    const found: StateSecret = this.inThisFile(secret.node)
      ? secret
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
