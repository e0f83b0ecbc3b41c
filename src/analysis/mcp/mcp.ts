import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, isFunctionNode, pushChildren, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { principalText } from './handler-fix-texts.js';
import { hasUnverifiedServer, isIncomingState, mayReceiveState } from './incoming-state.js';
import { directJsonCallers, type JsonMethod } from '../values/json-calls.js';
import { callSitesOf } from '../scope/local-functions.js';
import { NodeMap } from '../syntax/node-map.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { mayHaveOpens, openOf, type StateOpen } from './opens.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';
import { mayHaveSeals, sealOf, stringifiedBySealer, usesAead, type CustomStateFunctions, type StateSeal } from './seals.js';
import { fieldsOf, signedObjectsOf, type SignedFields } from './signed-fields.js';
import { findStateResults, flowsIntoState, type StateResult } from './state-results.js';
import { enclosingToolHandler, findToolHandlers, sdkOfImports, type SdkVersion, type ToolHandler } from './tool-handlers.js';
import { terminalsOf } from './value-terminals.js';
import { hasVerificationStep } from './verification-steps.js';
import type { FileVocabulary } from '../values/vocabulary.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/**
 * Everything MCP-specific about one file, built once per file: the nodes the questions start from, and the
 * questions (each answered by the module that knows its idea).
 */
export class McpAnalysis {
  private index: NodeIndex | undefined;
  private readonly sealsByNames = new Map<string, NodeMap<CallExpression, StateSeal | null>>();
  private readonly opensByNames = new Map<string, NodeMap<CallExpression, StateOpen | null>>();
  private sdk: { version: SdkVersion | undefined } | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    readonly provenance: ProvenanceAnalysis,
  ) {}

  /** What the file's text rules out: questions it answers need no walk of the AST. */
  get vocabulary(): FileVocabulary {
    return this.provenance.vocabulary;
  }

  /** Every call of the file, in source order. */
  get calls(): readonly CallExpression[] {
    return this.nodeIndex().calls;
  }

  get newExpressions(): readonly TSESTree.NewExpression[] {
    return this.nodeIndex().newExpressions;
  }

  get objects(): readonly ObjectExpression[] {
    return this.nodeIndex().objects;
  }

  /** `x.requestState = …` */
  get stateAssignments(): readonly TSESTree.AssignmentExpression[] {
    return this.nodeIndex().stateAssignments;
  }

  /** Every function of the file, in source order. */
  get functions(): readonly FunctionNode[] {
    return this.nodeIndex().functions;
  }

  /**
   * The functions that may call `JSON.<method>` themselves: those the scope analysis finds calling it directly when
   * nothing can alias it, else every function (see {@link directJsonCallers}).
   */
  functionsCalling(method: JsonMethod): readonly FunctionNode[] {
    const callers = directJsonCallers(this.sourceCode, method);
    return callers ? [...callers].filter(isFunctionNode) : this.functions;
  }

  /** Whether `fn` may call `JSON.<method>` itself (see {@link functionsCalling}). */
  mayCallJson(fn: FunctionNode, method: JsonMethod): boolean {
    return directJsonCallers(this.sourceCode, method)?.has(fn) ?? true;
  }

  /** The SDK the file imports, when it imports only one. */
  get importedSdk(): SdkVersion | undefined {
    this.sdk ??= { version: sdkOfImports(this.sourceCode) };
    return this.sdk.version;
  }

  private nodeIndex(): NodeIndex {
    this.index ??= indexNodes(this.sourceCode);
    return this.index;
  }

  handlers(): readonly ToolHandler[] {
    return findToolHandlers(this);
  }

  handlerOf(node: Node): ToolHandler | undefined {
    return enclosingToolHandler(this, node);
  }

  principalText(handler: ToolHandler, usedAt: Node): string | undefined {
    return principalText(this.sourceCode, handler, usedAt);
  }

  stateResults(): readonly StateResult[] {
    return findStateResults(this);
  }

  hasUnverifiedServer(): boolean {
    return hasUnverifiedServer(this);
  }

  mayReceiveState(): boolean {
    return mayReceiveState(this);
  }

  isIncomingState(node: Node, steps = 0): boolean {
    return isIncomingState(this, node, steps);
  }

  callSitesOf(fn: FunctionNode): readonly CallExpression[] {
    return callSitesOf(this, fn);
  }

  hasVerificationStep(fn: FunctionNode | TSESTree.Program, names: CustomStateFunctions = {}, depth = 0, near?: Node): boolean {
    return hasVerificationStep(this, fn, names, depth, near);
  }

  mayHaveSeals(names: CustomStateFunctions = {}): boolean {
    return mayHaveSeals(this, names);
  }

  mayHaveOpens(names: CustomStateFunctions = {}): boolean {
    return mayHaveOpens(this, names);
  }

  /** The seal `call` is, if any (see {@link sealOf}), answered once per call and set of custom seal names. */
  sealOf(call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
    return this.mayHaveSeals(names) ? answerOnce(this, this.sealsByNames, names.sealFunctions, call, names, sealOf) : undefined;
  }

  /** The open `call` is, if any (see {@link openOf}), answered once per call and set of custom open names. */
  openOf(call: CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
    return this.mayHaveOpens(names) ? answerOnce(this, this.opensByNames, names.openFunctions, call, names, openOf) : undefined;
  }

  /** Every seal of the file, in source order. */
  seals(names: CustomStateFunctions = {}): StateSeal[] {
    const seals: StateSeal[] = [];
    if (!this.mayHaveSeals(names)) return seals;
    for (const call of this.calls) {
      const seal = this.sealOf(call, names);
      if (seal) seals.push(seal);
    }
    return seals;
  }

  stringifiedBySealer(fn: FunctionNode): Expression | undefined {
    return stringifiedBySealer(this, fn);
  }

  usesAead(fn: FunctionNode | TSESTree.Program, factory: 'createCipheriv' | 'createDecipheriv'): boolean {
    return usesAead(this, fn, factory);
  }

  signedObjectsOf(sealer: FunctionNode): SignedFields[] {
    return signedObjectsOf(this, sealer);
  }

  objectLiteralOf(node: Node): ObjectExpression | undefined {
    return objectLiteralOf(this.provenance, node);
  }

  fieldsOf(object: ObjectExpression, sealer: FunctionNode | undefined, depth = 0): SignedFields {
    return fieldsOf(this, object, sealer, depth);
  }

  terminalsOf(node: Node): Expression[] {
    return terminalsOf(this, node);
  }

  flowsIntoState(call: CallExpression): boolean {
    return flowsIntoState(this, call);
  }
}

/**
 * `classify`'s answer for `call`, worked out once and kept by the custom names it depends on (`keyNames`: rules with
 * different options ask with different names).
 */
function answerOnce<T>(
  mcp: McpAnalysis,
  byNames: Map<string, NodeMap<CallExpression, T | null>>,
  keyNames: readonly string[] = [],
  call: CallExpression,
  names: CustomStateFunctions,
  classify: (mcp: McpAnalysis, call: CallExpression, names: CustomStateFunctions) => T | undefined,
): T | undefined {
  const key = keyNames.length === 0 ? '' : keyNames.join('\n');
  let answers = byNames.get(key);
  if (!answers) {
    answers = new NodeMap();
    byNames.set(key, answers);
  }
  let answer = answers.get(call);
  if (answer === undefined) {
    answer = classify(mcp, call, names) ?? null;
    answers.set(call, answer);
  }
  return answer ?? undefined;
}

interface NodeIndex {
  readonly functions: FunctionNode[];
  readonly calls: CallExpression[];
  readonly newExpressions: TSESTree.NewExpression[];
  readonly objects: ObjectExpression[];
  readonly stateAssignments: TSESTree.AssignmentExpression[];
}

/** The nodes the MCP questions start from, in one walk of the AST, made when the first question needs them. */
function indexNodes(sourceCode: SourceCode): NodeIndex {
  const index: NodeIndex = { functions: [], calls: [], newExpressions: [], objects: [], stateAssignments: [] };
  const stack: Node[] = [sourceCode.ast];
  const { visitorKeys } = sourceCode;
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'CallExpression':
        index.calls.push(node);
        break;
      case 'NewExpression':
        index.newExpressions.push(node);
        break;
      case 'ObjectExpression':
        index.objects.push(node);
        break;
      case 'AssignmentExpression':
        if (node.operator === '=' && node.left.type === 'MemberExpression' && getPropertyName(node.left) === 'requestState') {
          index.stateAssignments.push(node);
        }
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        index.functions.push(node);
        break;
      default:
        break;
    }
    pushChildren(stack, node, visitorKeys);
  }
  index.calls.sort((a, b) => a.range[0] - b.range[0]);
  return index;
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
