import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, isFunctionNode, pushChildren, type Expression, type FunctionNode, type Node } from './ast.js';
import { principalText } from './handler-fix-texts.js';
import { hasUnverifiedServer, isIncomingState, mayReceiveState } from './incoming-state.js';
import { directJsonCallers, type JsonMethod } from './json-calls.js';
import { callSitesOf } from './local-functions.js';
import { objectLiteralOf } from './object-literals.js';
import { mayHaveOpens, openOf, type StateOpen } from './opens.js';
import type { ProvenanceAnalysis } from './provenance.js';
import { findSeals, mayHaveSeals, stringifiedBySealer, usesAead, type CustomStateFunctions, type StateSeal } from './seals.js';
import { fieldsOf, signedObjectsOf, type SignedFields } from './signed-fields.js';
import { findStateResults, flowsIntoState, type StateResult } from './state-results.js';
import { enclosingToolHandler, findToolHandlers, sdkOfImports, type SdkVersion, type ToolHandler } from './tool-handlers.js';
import { terminalsOf } from './value-terminals.js';
import { hasVerificationStep } from './verification-steps.js';
import type { FileVocabulary } from './vocabulary.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/**
 * Everything MCP-specific about one file, built once per file: the nodes the questions start from, and the
 * questions (each answered by the module that knows its idea).
 */
export class McpAnalysis {
  private index: NodeIndex | undefined;
  private readonly sealsByNames = new Map<string, ReadonlyMap<CallExpression, StateSeal>>();
  private readonly opensByNames = new Map<string, ReadonlyMap<CallExpression, StateOpen>>();
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

  sealOf(call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
    return this.sealIndex(names).get(call);
  }

  openOf(call: CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
    return this.openIndex(names).get(call);
  }

  seals(names: CustomStateFunctions = {}): StateSeal[] {
    return [...this.sealIndex(names).values()];
  }

  /** Every seal of the file by its call, found in one pass for each set of custom seal names the rules ask with. */
  private sealIndex(names: CustomStateFunctions): ReadonlyMap<CallExpression, StateSeal> {
    const key = (names.sealFunctions ?? []).join('\n');
    let index = this.sealsByNames.get(key);
    if (!index) {
      index = new Map(findSeals(this, names).map((seal) => [seal.call, seal]));
      this.sealsByNames.set(key, index);
    }
    return index;
  }

  private openIndex(names: CustomStateFunctions): ReadonlyMap<CallExpression, StateOpen> {
    const key = (names.openFunctions ?? []).join('\n');
    let index = this.opensByNames.get(key);
    if (!index) {
      const opens = new Map<CallExpression, StateOpen>();
      if (mayHaveOpens(this, names)) {
        for (const call of this.calls) {
          const open = openOf(this, call, names);
          if (open) opens.set(call, open);
        }
      }
      index = opens;
      this.opensByNames.set(key, index);
    }
    return index;
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
