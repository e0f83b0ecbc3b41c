import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, skipTypeWrappers, type Expression, type Node } from '../syntax/ast.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';

/**
 * How two values are tested for equality:
 * - `operator`: `a === b`, `a !== b`, `a == b`, `a != b`
 * - `buffer-compare`: `Buffer.compare(a, b) === 0`, `!== 0`, `!Buffer.compare(a, b)`
 * - `equals`: `a.equals(b)`
 * - `locale-compare`: `a.localeCompare(b) === 0` (also `!== 0`)
 * - `search`: `a.includes(b)`, `a.startsWith(b)`, `a.endsWith(b)`, `a.indexOf(b) !== -1` (and `=== 0`, `>= 0` …): a
 *   search for one value in the other, which stops at the first character that differs as `===` does; no call of
 *   `safeEqual` answers the same question
 */
export type EqualityForm = 'operator' | 'buffer-compare' | 'equals' | 'locale-compare' | 'search';

export interface EqualityTest {
  /** The whole test: the node to report and to replace. */
  readonly node: TSESTree.BinaryExpression | TSESTree.UnaryExpression | TSESTree.CallExpression;
  readonly form: EqualityForm;
  /** How the test reads in a message: `===`, `!=`, `Buffer.compare()`, `.equals()`, `.localeCompare()`. */
  readonly operator: string;
  readonly left: Expression;
  readonly right: Expression;
  /** True when the test is true for *different* values (`!==`, `Buffer.compare(a, b) !== 0`). */
  readonly negated: boolean;
  /** The call holding both operands as arguments (`Buffer.compare(a, b)`) or the method call (`a.equals(b)`). */
  readonly call?: TSESTree.CallExpression;
}

const EQUALITY_OPERATORS = new Set(['===', '!==', '==', '!=']);

/**
 * What the text of every equality test {@link asEqualityTest} knows spells: an operator (`Buffer.compare(a, b) === 0`
 * and `a.localeCompare(b) !== 0` too), `indexOf` (and `lastIndexOf`), `!Buffer.compare`, or a method of search or
 * `equals`. Code that spells none of them tests nothing for equality.
 */
export const EQUALITY_SPELLINGS: readonly string[] = ['==', '!=', 'indexOf', 'compare', 'includes', 'startsWith', 'endsWith', 'equals'];

/** Methods whose answer says whether one string holds another (`indexOf` only by its comparison with -1 or 0). */
const SEARCH_METHODS = new Set(['includes', 'startsWith', 'endsWith']);
const INDEX_METHODS = new Set(['indexOf', 'lastIndexOf']);
const INDEX_TEST_OPERATORS = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/** `-1` or `0`, what an index found or not found is compared with. */
function isNotFoundOrStart(node: Node): boolean {
  const expression = skipTypeWrappers(node);
  if (expression.type === 'Literal') return expression.value === 0;
  return expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal' && expression.argument.value === 1;
}

/** `a.indexOf(b) !== -1`, `-1 < a.indexOf(b)`, `a.indexOf(b) === 0`: the search `a.indexOf(b)` is, tested. */
function indexSearch(node: TSESTree.BinaryExpression): EqualityTest | undefined {
  if (!INDEX_TEST_OPERATORS.has(node.operator) || node.left.type === 'PrivateIdentifier') return undefined;
  const searched = isNotFoundOrStart(node.right) ? node.left : isNotFoundOrStart(node.left) ? node.right : undefined;
  const call = searched && skipTypeWrappers(searched);
  if (call?.type !== 'CallExpression') return undefined;
  const method = getMethodName(call);
  const operands = method !== undefined && INDEX_METHODS.has(method) ? singleArgumentMethodOperands(call, method) : undefined;
  if (!operands) return undefined;
  return { node, form: 'search', operator: `.${method}()`, left: operands[0], right: operands[1], negated: false, call };
}

function isZero(node: Node): boolean {
  const expression = skipTypeWrappers(node);
  return expression.type === 'Literal' && expression.value === 0;
}

/** `Buffer.compare(a, b)` → [a, b]. */
function bufferCompareOperands(provenance: ProvenanceAnalysis, node: Node): [Expression, Expression] | undefined {
  const call = skipTypeWrappers(node);
  if (call.type !== 'CallExpression') return undefined;
  const argumentsOf = getPlainArguments(call);
  if (argumentsOf?.length !== 2) return undefined;
  return isReferenceTo(provenance.of(call.callee).reference, GLOBALS, 'Buffer', 'compare')
    ? [argumentsOf[0]!, argumentsOf[1]!]
    : undefined;
}

/** `receiver.method(argument)` with exactly one argument → [receiver, argument]. */
function singleArgumentMethodOperands(node: Node, method: string): [Expression, Expression] | undefined {
  const call = skipTypeWrappers(node);
  if (call.type !== 'CallExpression' || getMethodName(call) !== method) return undefined;
  const receiver = getMethodReceiver(call);
  const argumentsOf = getPlainArguments(call);
  return receiver && argumentsOf?.length === 1 ? [receiver, argumentsOf[0]!] : undefined;
}

/** The equality test `node` is, if it is one. */
export function asEqualityTest(provenance: ProvenanceAnalysis, node: Node): EqualityTest | undefined {
  switch (node.type) {
    case 'BinaryExpression': {
      const search = indexSearch(node);
      if (search) return search;
      if (!EQUALITY_OPERATORS.has(node.operator) || node.left.type === 'PrivateIdentifier') return undefined;
      const negated = node.operator.startsWith('!');
      const compared = isZero(node.right) ? node.left : isZero(node.left) ? node.right : undefined;
      if (compared) {
        const callNode = skipTypeWrappers(compared) as TSESTree.CallExpression;
        const bufferOperands = bufferCompareOperands(provenance, compared);
        if (bufferOperands) {
          const [left, right] = bufferOperands;
          return { node, form: 'buffer-compare', operator: 'Buffer.compare()', left, right, negated, call: callNode };
        }
        const localeOperands = singleArgumentMethodOperands(compared, 'localeCompare');
        if (localeOperands) {
          const [left, right] = localeOperands;
          return { node, form: 'locale-compare', operator: '.localeCompare()', left, right, negated, call: callNode };
        }
      }
      return { node, form: 'operator', operator: node.operator, left: node.left, right: node.right, negated };
    }
    case 'UnaryExpression': {
      if (node.operator !== '!') return undefined;
      const bufferOperands = bufferCompareOperands(provenance, node.argument);
      if (!bufferOperands) return undefined;
      const call = skipTypeWrappers(node.argument) as TSESTree.CallExpression;
      const [left, right] = bufferOperands;
      return { node, form: 'buffer-compare', operator: 'Buffer.compare()', left, right, negated: false, call };
    }
    case 'CallExpression': {
      const method = getMethodName(node);
      if (method !== undefined && SEARCH_METHODS.has(method)) {
        const searched = singleArgumentMethodOperands(node, method);
        return searched && { node, form: 'search', operator: `.${method}()`, left: searched[0], right: searched[1], negated: false, call: node };
      }
      const operands = singleArgumentMethodOperands(node, 'equals');
      if (!operands) return undefined;
      const [left, right] = operands;
      return { node, form: 'equals', operator: '.equals()', left, right, negated: false, call: node };
    }
    default:
      return undefined;
  }
}
