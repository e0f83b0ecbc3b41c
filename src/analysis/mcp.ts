import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { forEachChild, getPropertyName, type Expression, type FunctionNode, type Node } from './ast.js';
import { principalText } from './handler-fix-texts.js';
import { hasUnverifiedServer, isIncomingState } from './incoming-state.js';
import { callSitesOf } from './local-functions.js';
import { objectLiteralOf } from './object-literals.js';
import { openOf, type StateOpen } from './opens.js';
import type { ProvenanceAnalysis } from './provenance.js';
import { findSeals, sealOf, stringifiedBySealer, usesAead, type CustomStateFunctions, type StateSeal } from './seals.js';
import { fieldsOf, signedObjectsOf, type SignedFields } from './signed-fields.js';
import { findStateResults, flowsIntoState, type StateResult } from './state-results.js';
import { enclosingToolHandler, findToolHandlers, sdkOfImports, type SdkVersion, type ToolHandler } from './tool-handlers.js';
import { terminalsOf } from './value-terminals.js';
import { hasVerificationStep } from './verification-steps.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/**
 * Everything MCP-specific about one file, built once per file: the nodes the questions start from, and the
 * questions (each answered by the module that knows its idea).
 */
export class McpAnalysis {
  readonly calls: CallExpression[] = [];
  readonly newExpressions: TSESTree.NewExpression[] = [];
  readonly objects: ObjectExpression[] = [];
  /** `x.requestState = …` */
  readonly stateAssignments: TSESTree.AssignmentExpression[] = [];
  /** The SDK the file imports, when it imports only one. */
  readonly importedSdk: SdkVersion | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    readonly provenance: ProvenanceAnalysis,
  ) {
    this.collect();
    this.importedSdk = sdkOfImports(sourceCode);
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

  isIncomingState(node: Node, steps = 0): boolean {
    return isIncomingState(this, node, steps);
  }

  callSitesOf(fn: FunctionNode): readonly CallExpression[] {
    return callSitesOf(this, fn);
  }

  hasVerificationStep(fn: FunctionNode | TSESTree.Program, names: CustomStateFunctions = {}, depth = 0, near?: Node): boolean {
    return hasVerificationStep(this, fn, names, depth, near);
  }

  sealOf(call: CallExpression, names: CustomStateFunctions = {}): StateSeal | undefined {
    return sealOf(this, call, names);
  }

  openOf(call: CallExpression, names: CustomStateFunctions = {}): StateOpen | undefined {
    return openOf(this, call, names);
  }

  seals(names: CustomStateFunctions = {}): StateSeal[] {
    return findSeals(this, names);
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
