import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticKeyName, isFunctionNode, isNullishLiteral, memberChainStart, pushChildren, skipValueWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import { calleeFunction } from '../values/callee-functions.js';
import { ownerOf, type ProvenanceAnalysis } from '../values/provenance.js';
import { asEqualityTest, EQUALITY_SPELLINGS, type EqualityTest } from './equality.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type Variable = TSESLint.Scope.Variable;

/**
 * A helper named like a constant-time compare (`timingSafeEqual`, `safeCompare`, `secureCompare`, …) whose body is not
 * one: the comparison of its two parameters that leaks through timing.
 * - `whole`: the two values compared as wholes, which stops at the first difference (`String(a) === String(b)`,
 *   `Buffer.from(a).equals(Buffer.from(b))`);
 * - `early-exit`: their characters or bytes compared one at a time, leaving at the first that differs
 *   (`if (a[i] !== b[i]) return false` in a loop, `while (a[i] === b[i]) i++`, `a.every((x, i) => x === b[i])`).
 */
export interface MisnamedCompare {
  /** The name the helper goes by (its own, its variable's, its key's). */
  readonly helper: string;
  readonly test: EqualityTest;
  readonly kind: 'whole' | 'early-exit';
}

/** A side of the helper's comparison: parameter 0 or 1, as a whole or one character or byte of it. */
interface Operand {
  readonly side: 0 | 1;
  readonly element: boolean;
}

const QUALIFIERS = /safe|secure|const(?:ant)?_?time/gi;
const NAME_CHARACTER = /[\w$]/;
const NAME_WORDS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g;
const COMPARE_WORDS = new Set(['compare', 'comparison', 'cmp', 'equal', 'equals', 'eq', 'eql', 'equality']);

/** Methods that give a character or a byte of their receiver. */
const ELEMENT_METHODS = new Set(['charCodeAt', 'charAt', 'codePointAt', 'at', 'readUInt8', 'readUint8']);
/** Methods that keep what a value is, for a comparison: the same text, bytes or characters. */
const KEEPING_METHODS = new Set(['toString', 'valueOf', 'trim', 'normalize', 'toLowerCase', 'toUpperCase', 'split']);
/** Array methods that stop calling their callback at the first answer. */
const EARLY_EXIT_ITERATORS = new Set(['every', 'some', 'find', 'findIndex', 'findLast', 'findLastIndex']);
const CONVERSIONS = [['String'], ['Buffer', 'from'], ['Uint8Array', 'from'], ['Array', 'from']] as const;
const LOOPS = new Set(['ForStatement', 'WhileStatement', 'DoWhileStatement', 'ForOfStatement', 'ForInStatement']);
const MAX_DEPTH = 8;
/** Longer words are data (a hex or base64 blob), not a helper's name. */
const MAX_NAME_LENGTH = 64;

/** The words of a name: `timingSafeEqual` → timing, safe, equal; `SECURE_COMPARE` → secure, compare. */
function nameWords(name: string): string[] {
  return (name.match(NAME_WORDS) ?? []).map((word) => word.toLowerCase());
}

/**
 * Whether a name says its function compares in constant time: timing + safe, constant (or const) + time, or safe or
 * secure with a word of comparing (`safeCompare`, `secureEquals`, `safe_str_cmp`). `unsafeEqual`, `insecureCompare`
 * and `isEqual` do not.
 */
export function isConstantTimeName(name: string): boolean {
  const words = nameWords(name);
  for (let index = 0; index + 1 < words.length; index += 1) {
    const [first, second] = [words[index], words[index + 1]];
    if ((first === 'timing' && second === 'safe') || ((first === 'constant' || first === 'const') && second === 'time')) return true;
  }
  return words.some((word) => word === 'safe' || word === 'secure') && words.some((word) => COMPARE_WORDS.has(word));
}

/**
 * The names of constant-time compares the text spells, found in one pass when it spells a qualifier at all: a file
 * without one has no such helper, and nothing more is looked at.
 */
export function constantTimeNamesIn(text: string): ReadonlySet<string> {
  const names = new Set<string>();
  let end = 0;
  for (const match of text.matchAll(QUALIFIERS)) {
    // the whole word around the qualifier, each word once (a long word is never scanned again)
    if (match.index < end) continue;
    let start = match.index;
    while (start > 0 && NAME_CHARACTER.test(text[start - 1]!)) start -= 1;
    end = match.index + match[0].length;
    while (end < text.length && NAME_CHARACTER.test(text[end]!)) end += 1;
    const word = text.slice(start, end);
    if (word.length <= MAX_NAME_LENGTH && isConstantTimeName(word)) names.add(word);
  }
  return names;
}

/** The names a function goes by: its own, its variable's, the key of its property, method or field, what it is assigned to. */
function helperNames(fn: FunctionNode): string[] {
  const names: string[] = [];
  if (fn.id) names.push(fn.id.name);
  const parent = fn.parent;
  switch (parent?.type) {
    case 'VariableDeclarator':
      if (parent.init === fn && parent.id.type === 'Identifier') names.push(parent.id.name);
      break;
    case 'AssignmentExpression':
      if (parent.right !== fn) break;
      if (parent.left.type === 'Identifier') names.push(parent.left.name);
      else if (parent.left.type === 'MemberExpression') {
        const name = getPropertyName(parent.left);
        if (name !== undefined) names.push(name);
      }
      break;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition': {
      if (parent.value !== fn || (parent.type === 'MethodDefinition' && parent.kind !== 'method')) break;
      const name = parent.key.type === 'PrivateIdentifier' ? parent.key.name : getStaticKeyName(parent.key, parent.computed);
      if (name !== undefined) names.push(name);
      break;
    }
  }
  return names;
}

/**
 * The two names a helper compares: two parameters (`a`, `b = ''`), followed by optional ones only, or the two names one
 * destructured parameter binds.
 */
function comparedParameters(fn: FunctionNode): [TSESTree.Identifier, TSESTree.Identifier] | undefined {
  const parameters = fn.params.filter((parameter) => !(parameter.type === 'Identifier' && parameter.name === 'this'));
  let names: (TSESTree.Identifier | undefined)[];
  // an optional parameter after the two values is an option (`timingSafeEqual(a, b, hashFunction?)`), never a side
  if (parameters.length >= 2 && parameters.slice(2).every(isOptional)) names = parameters.slice(0, 2).map(plainName);
  else if (parameters.length === 1 && parameters[0]!.type === 'ObjectPattern') {
    names = parameters[0]!.properties.map((property) => (property.type === 'Property' ? plainName(property.value) : undefined));
  } else if (parameters.length === 1 && parameters[0]!.type === 'ArrayPattern') {
    names = parameters[0]!.elements.map((element) => (element ? plainName(element) : undefined));
  } else return undefined;
  const [first, second] = names;
  return names.length === 2 && first && second ? [first, second] : undefined;
}

/** `x?: T`, `x = fallback`, `...rest`: a parameter a caller may leave out. */
function isOptional(parameter: TSESTree.Parameter): boolean {
  return parameter.type === 'AssignmentPattern' || parameter.type === 'RestElement' || (parameter.type === 'Identifier' && parameter.optional === true);
}

/** `x`, `x = fallback`, `x: T` → `x`. */
function plainName(node: Node): TSESTree.Identifier | undefined {
  if (node.type === 'Identifier') return node;
  if (node.type === 'AssignmentPattern' && node.left.type === 'Identifier') return node.left;
  return undefined;
}

/**
 * Where a helper named like a constant-time compare leaks through timing: the first comparison (in source order) of
 * its two parameters as wholes, or of their characters or bytes where the helper leaves at the first difference.
 * Lengths are never such a comparison, and a helper that XORs every byte or calls `timingSafeEqual` has none.
 * `names` are the constant-time names the file spells ({@link constantTimeNamesIn}).
 */
export function findMisnamedCompare(provenance: ProvenanceAnalysis, fn: FunctionNode, names: ReadonlySet<string>): MisnamedCompare | undefined {
  if (names.size === 0) return undefined;
  const helper = helperNames(fn).find((name) => names.has(name));
  if (helper === undefined) return undefined;
  const parameters = comparedParameters(fn);
  if (!parameters) return undefined;
  return new HelperBody(provenance, fn, helper, parameters).firstLeak();
}

/**
 * A call of a project function that compares its two parameters in a way that leaks through timing, wherever it is
 * written (`equals(sig, expected)` where another module's `equals` returns `String(a) === String(b)`): the two
 * arguments the call hands it, for the caller to judge as it judges `sig === expected`. A helper named like a
 * constant-time compare is left out: {@link findMisnamedCompare} reports it once, at its own comparison.
 */
export interface HelperComparison {
  readonly helper: string;
  readonly kind: MisnamedCompare['kind'];
  /** The helper's comparison, as written in its own module. */
  readonly operator: string;
  readonly left: TSESTree.Expression;
  readonly right: TSESTree.Expression;
}

const helperComparisons = new WeakMap<FunctionNode, MisnamedCompare | null>();

/**
 * The two values a call hands a function to compare, when it may be such a call: two arguments (and at most an
 * option), neither written in the call (`same(kind, 'draft')` holds no secret), and a result something decides on.
 * Asked before anything is looked up: only such a call's callee is looked for, and its values are judged only where
 * that callee compares them ({@link comparedByHelper}).
 */
export function helperCallOperands(call: TSESTree.CallExpression): [TSESTree.Expression, TSESTree.Expression] | undefined {
  const [left, right, ...rest] = call.arguments;
  if (!left || !right || rest.length > 1 || left.type === 'SpreadElement' || right.type === 'SpreadElement') return undefined;
  return isWrittenValue(left) || isWrittenValue(right) || !decidesOn(call) ? undefined : [left, right];
}

/** The comparison the function `call` runs makes of `operands` ({@link helperCallOperands}), when it leaks. */
export function comparedByHelper(
  provenance: ProvenanceAnalysis,
  call: TSESTree.CallExpression,
  [left, right]: readonly [TSESTree.Expression, TSESTree.Expression],
): HelperComparison | undefined {
  const fn = helperCalled(provenance, call);
  if (!fn || fn.params.length < 2 || fn.params.slice(0, 2).some((parameter) => plainName(parameter) === undefined)) return undefined;
  let found = helperComparisons.get(fn);
  if (found === undefined) {
    const names = helperNames(fn);
    const parameters = names.some(isConstantTimeName) ? undefined : comparedParameters(fn);
    found = (parameters && new HelperBody(ownerOf(fn) ?? provenance, fn, names[0] ?? 'the helper', parameters).firstLeak()) ?? null;
    helperComparisons.set(fn, found);
  }
  return found ? { helper: found.helper, kind: found.kind, operator: found.test.operator, left, right } : undefined;
}

/**
 * The project function `call` runs ({@link calleeFunction}), with the callees that surely name none told by their
 * spelling and the file's bindings before anything is classified: a global, a class or an enum (`fetch(url, init)`),
 * a member of a global other than `exports` and `module` (`Math.max(a, b)`, `Buffer.concat(list, n)`), or of `super`.
 * A function declared in the file is known by its binding, and one taken from a module of the project whose text, and
 * that of every module it imports, spells no equality test ({@link EQUALITY_SPELLINGS}) compares nothing.
 */
function helperCalled(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): FunctionNode | undefined {
  const callee = skipValueWrappers(call.callee);
  if (callee.type === 'Identifier') {
    const binding = resolveBinding(provenance.sourceCode, callee);
    if (binding?.kind === 'function') return binding.fn;
    if (binding?.kind === 'global' || binding?.kind === 'class' || binding?.kind === 'enum') return undefined;
  } else if (callee.type === 'MemberExpression' && namesNoFunction(provenance.sourceCode, callee)) return undefined;
  // a function of another module compares only where that module, or one it imports, writes a test: not parsed to see
  if (!provenance.calleeModuleSpellsAny(callee, EQUALITY_SPELLINGS)) return undefined;
  return calleeFunction(provenance, call);
}

/** Values whose members the file may write (`exports.same = …`, `module.exports.same = …`), and so may be its functions. */
const EXPORTS_OBJECTS = new Set(['exports', 'module']);

/** `super.x`, `Math.max`, `Buffer.from`, `process.env.X`: a member, through members only, of `super` or of a global other than the exports. */
function namesNoFunction(sourceCode: SourceCode, member: TSESTree.MemberExpression): boolean {
  const object = memberChainStart(member.object);
  if (object.type === 'Super') return true;
  if (object.type !== 'Identifier' || EXPORTS_OBJECTS.has(object.name)) return false;
  return resolveBinding(sourceCode, object)?.kind === 'global';
}

/**
 * Whether a call's result decides something: it is tested (`if`, a loop, `?:`, `!`, `&&`/`||`), returned, the body
 * of an arrow, kept in a variable (`const ok = same(a, b)`, `ok = same(a, b)`), or read with `.then`.
 */
function decidesOn(call: TSESTree.CallExpression): boolean {
  let node: Node = call;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case 'AwaitExpression':
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'LogicalExpression':
        continue;
      case 'UnaryExpression':
        if (parent.operator === '!') continue;
        return false;
      case 'IfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
      case 'ConditionalExpression':
        return 'test' in parent && parent.test === node;
      case 'ReturnStatement':
      case 'ArrowFunctionExpression':
        return true;
      case 'MemberExpression':
        // `same(a, b).then((ok) => …)`: decided on where it settles
        return parent.object === node && getPropertyName(parent) === 'then';
      case 'VariableDeclarator':
        return parent.init === node;
      case 'AssignmentExpression':
        // `genuine = same(mac, expected)`: kept to be tested, as a declared one is
        return parent.right === node && parent.operator === '=' && parent.left.type === 'Identifier';
      default:
        return false;
    }
  }
  return false;
}

function isWrittenValue(node: Node): boolean {
  return node.type === 'Literal' || node.type === 'TemplateLiteral' || node.type === 'ObjectExpression' || node.type === 'ArrayExpression' || isFunctionNode(node);
}

class HelperBody {
  private readonly sourceCode: SourceCode;
  private readonly sides = new Map<Variable, 0 | 1>();
  private readonly kept = new Map<Variable, boolean>();

  constructor(
    private readonly provenance: ProvenanceAnalysis,
    private readonly fn: FunctionNode,
    private readonly helper: string,
    parameters: [TSESTree.Identifier, TSESTree.Identifier],
  ) {
    this.sourceCode = provenance.sourceCode;
    const declared = this.sourceCode.getDeclaredVariables(fn);
    parameters.forEach((parameter, side) => {
      const variable = declared.find((candidate) => candidate.identifiers.includes(parameter));
      if (variable) this.sides.set(variable, side as 0 | 1);
    });
  }

  firstLeak(): MisnamedCompare | undefined {
    if (this.sides.size !== 2) return undefined;
    const stack: Node[] = [this.fn.body];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'BinaryExpression' || node.type === 'UnaryExpression' || node.type === 'CallExpression') {
        const found = this.leakAt(node);
        if (found) return found;
      }
      pushChildren(stack, node, this.sourceCode.visitorKeys);
    }
    return undefined;
  }

  private leakAt(node: TSESTree.BinaryExpression | TSESTree.UnaryExpression | TSESTree.CallExpression): MisnamedCompare | undefined {
    const test = asEqualityTest(this.provenance, node);
    if (!test) return undefined;
    const left = this.operandOf(test.left, 0);
    if (!left) return undefined;
    const right = this.operandOf(test.right, 0);
    if (!right || left.side === right.side || left.element !== right.element) return undefined;
    if (!left.element) {
      return runsAfterAnotherCompare(test.node) || this.comparesNoText(test.node) ? undefined : { helper: this.helper, test, kind: 'whole' };
    }
    return leavesAtFirstDifference(test.node, this.fn) ? { helper: this.helper, test, kind: 'early-exit' } : undefined;
  }

  /**
   * Whether a comparison stands where one input is absent or not a string, so `===` has nothing to walk:
   * `if (!a || !b) return a === b`, `a == null ? a === b : …`, `typeof a !== 'string' || …`.
   */
  private comparesNoText(comparison: Node): boolean {
    let child: Node = comparison;
    for (let current = comparison.parent; current && current !== this.fn; child = current, current = current.parent) {
      if ((current.type === 'IfStatement' || current.type === 'ConditionalExpression') && current.consequent === child) {
        if (this.rulesOutText(current.test)) return true;
      }
      if (isFunctionNode(current)) return false;
    }
    return false;
  }

  /** `!a`, `a == null`, `a === undefined`, `typeof a !== 'string'` of a parameter, or an `||` of such tests. */
  private rulesOutText(node: Node): boolean {
    const test = skipValueWrappers(node);
    if (test.type === 'LogicalExpression') return test.operator === '||' && this.rulesOutText(test.left) && this.rulesOutText(test.right);
    if (test.type === 'UnaryExpression') return test.operator === '!' && this.isWholeParameter(test.argument);
    if (test.type !== 'BinaryExpression' || test.left.type === 'PrivateIdentifier') return false;
    const [left, right] = [skipValueWrappers(test.left), skipValueWrappers(test.right)];
    if (test.operator === '==' || test.operator === '===') {
      return (isNullishLiteral(right) && this.isWholeParameter(left)) || (isNullishLiteral(left) && this.isWholeParameter(right));
    }
    if (test.operator !== '!=' && test.operator !== '!==') return false;
    const typeOf = (side: Node, other: Node) =>
      side.type === 'UnaryExpression' && side.operator === 'typeof' && this.isWholeParameter(side.argument) && other.type === 'Literal' && other.value === 'string';
    return typeOf(left, right) || typeOf(right, left);
  }

  private isWholeParameter(node: Node): boolean {
    const operand = this.operandOf(node, 0);
    return operand !== undefined && !operand.element;
  }

  /** What `node` is of the parameters: one of them (through conversions and constants), or a character or byte of one. */
  private operandOf(node: Node, depth: number): Operand | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const expression = skipValueWrappers(node);
    const whole = (inner: Node | undefined): Operand | undefined => {
      const operand = inner && this.operandOf(inner, depth + 1);
      return operand && !operand.element ? operand : undefined;
    };
    const elementOf = (inner: Node | undefined): Operand | undefined => {
      const operand = whole(inner);
      return operand && { side: operand.side, element: true };
    };
    switch (expression.type) {
      case 'Identifier':
        return this.variableOperand(expression, depth);
      case 'MemberExpression': {
        // `a[i]`, `a[0]`: a character or byte; `a.length` is no operand
        const indexed = indexedObject(expression);
        return indexed && elementOf(indexed);
      }
      case 'TemplateLiteral':
        return expression.expressions.length === 1 && expression.quasis.every((quasi) => quasi.value.cooked === '') ? whole(expression.expressions[0]) : undefined;
      case 'ArrayExpression': {
        const [only] = expression.elements;
        return expression.elements.length === 1 && only?.type === 'SpreadElement' ? whole(only.argument) : undefined;
      }
      case 'NewExpression': {
        const [first] = getPlainArguments(expression) ?? [];
        return expression.arguments.length === 1 && isReferenceTo(this.provenance.of(expression.callee).reference, GLOBALS, 'Uint8Array') ? whole(first) : undefined;
      }
      case 'CallExpression':
        return this.callOperand(expression, whole, elementOf);
      default:
        return undefined;
    }
  }

  private callOperand(
    call: TSESTree.CallExpression,
    whole: (inner: Node | undefined) => Operand | undefined,
    elementOf: (inner: Node | undefined) => Operand | undefined,
  ): Operand | undefined {
    const argumentsOf = getPlainArguments(call);
    if (!argumentsOf) return undefined;
    const method = getMethodName(call);
    const receiver = getMethodReceiver(call);
    if (method !== undefined && receiver) {
      if (ELEMENT_METHODS.has(method)) return elementOf(receiver);
      if (KEEPING_METHODS.has(method)) return whole(receiver);
      // `new TextEncoder().encode(a)`, `encoder.encode(a)`
      if (method === 'encode' && argumentsOf.length === 1) return whole(argumentsOf[0]);
    }
    const [first] = argumentsOf;
    if (!first) return undefined;
    const reference = this.provenance.of(call.callee).reference;
    return CONVERSIONS.some((path) => isReferenceTo(reference, GLOBALS, ...path)) ? whole(first) : undefined;
  }

  private variableOperand(identifier: TSESTree.Identifier, depth: number): Operand | undefined {
    const variable = findVariable(this.sourceCode, identifier);
    if (!variable) return undefined;
    const side = this.sides.get(variable);
    if (side !== undefined) return this.keepsParameter(variable, side) ? { side, element: false } : undefined;
    const definition = variable.defs.length === 1 ? variable.defs[0] : undefined;
    if (!definition) return undefined;
    if (definition.type === 'Parameter') return this.callbackElement(definition.node, definition.name, depth);
    if (definition.type !== 'Variable' || definition.node.id !== definition.name) return undefined;
    const declarator = definition.node;
    const loop = declarator.parent?.parent;
    if (loop?.type === 'ForOfStatement' && loop.left === declarator.parent) {
      // `for (const ch of a)`: each character of `a`
      const operand = this.operandOf(loop.right, depth + 1);
      return operand && !operand.element ? { side: operand.side, element: true } : undefined;
    }
    const neverReassigned = variable.references.every((reference) => reference.init === true || !reference.isWrite());
    return neverReassigned && declarator.init ? this.operandOf(declarator.init, depth + 1) : undefined;
  }

  /** The first parameter of the callback of `a.every(…)` (and `some`, `find`, …): each character or byte of `a`. */
  private callbackElement(fn: Node, name: Node, depth: number): Operand | undefined {
    if (!isFunctionNode(fn) || fn.params[0] !== name || !isEarlyExitCallback(fn)) return undefined;
    const receiver = getMethodReceiver(fn.parent as TSESTree.CallExpression);
    const operand = receiver && this.operandOf(receiver, depth + 1);
    return operand && !operand.element ? { side: operand.side, element: true } : undefined;
  }

  /** A parameter is still itself when every value given to it is itself again (`a = String(a)`), not the other one. */
  private keepsParameter(variable: Variable, side: 0 | 1): boolean {
    const known = this.kept.get(variable);
    if (known !== undefined) return known;
    this.kept.set(variable, true);
    const writes = variable.references.filter((reference) => reference.isWrite() && reference.init !== true);
    const keeps = writes.every((reference) => {
      const value = reference.writeExpr;
      const isPlainAssignment = reference.identifier.parent?.type === 'AssignmentExpression' && reference.identifier.parent.operator === '=';
      const operand = value && isPlainAssignment ? this.operandOf(value, 0) : undefined;
      return operand !== undefined && operand.side === side && !operand.element;
    });
    this.kept.set(variable, keeps);
    return keeps;
  }
}

/**
 * Whether a comparison of characters or bytes ends the work of `fn` at the first difference: it is the test of a loop
 * (`while (a[i] === b[i]) i++`), the test of an `if` in a loop whose branch returns, breaks or throws, or the
 * callback of `every`, `some` or `find`.
 */
function leavesAtFirstDifference(comparison: Node, fn: FunctionNode | TSESTree.Program): boolean {
  const owner = getEnclosingFunction(comparison);
  if (owner !== fn && owner.type !== 'Program' && isEarlyExitCallback(owner)) return true;
  let child: Node = comparison;
  for (let current = comparison.parent; current && current !== fn; child = current, current = current.parent) {
    if (LOOPS.has(current.type) && 'test' in current && current.test === child) return true;
    if (current.type === 'IfStatement' && current.test === child && (exits(current.consequent) || (current.alternate && exits(current.alternate)))) {
      return isInsideLoop(current, fn);
    }
    if (isStatement(current) || isFunctionNode(current)) return false;
  }
  return false;
}

/**
 * The two values a comparison of their characters or bytes tests one at a time, leaving at the first that differs,
 * wherever it is written (`if (mac.charCodeAt(i) !== expected.charCodeAt(i)) return null` in a loop,
 * `while (a[i] === b[i]) i++`, `[...mac].every((c, i) => c === expected[i])`): the receivers, to be judged as the
 * values themselves are, since the time such a loop takes tells how much of them matches.
 */
export function elementwiseOperands(test: EqualityTest): [TSESTree.Expression, TSESTree.Expression] | undefined {
  const left = elementReceiver(test.left);
  const right = left && elementReceiver(test.right);
  if (!left || !right) return undefined;
  const owner = getEnclosingFunction(test.node);
  const fn = owner.type !== 'Program' && isEarlyExitCallback(owner) ? getEnclosingFunction(owner) : owner;
  return leavesAtFirstDifference(test.node, fn) ? [left, right] : undefined;
}

/** `a` of `a[i]` or `a[0]`, read one character or byte at a time (not `a.length`, not `a['key']`). */
function indexedObject(member: TSESTree.MemberExpression): TSESTree.Expression | undefined {
  const name = getPropertyName(member);
  return member.computed && (name === undefined || /^\d+$/.test(name)) ? member.object : undefined;
}

/** What `node` is a character or byte of: `a` of `a[i]`, `a.charCodeAt(i)`, `a.at(i)`, or of the item an early-exit callback is given. */
function elementReceiver(node: Node): TSESTree.Expression | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'MemberExpression') return indexedObject(expression);
  if (expression.type === 'CallExpression') {
    const method = getMethodName(expression);
    const receiver = getMethodReceiver(expression);
    return method !== undefined && receiver && ELEMENT_METHODS.has(method) ? receiver : undefined;
  }
  if (expression.type !== 'Identifier') return undefined;
  // `[...mac].every((c, i) => c === expected[i])`: `c` is each character of what `every` is called on
  const fn = getEnclosingFunction(expression);
  const [item] = fn.type === 'Program' ? [] : fn.params;
  if (fn.type === 'Program' || item?.type !== 'Identifier' || item.name !== expression.name || !isEarlyExitCallback(fn)) return undefined;
  const receiver = getMethodReceiver(fn.parent as TSESTree.CallExpression);
  const spread = receiver && skipValueWrappers(receiver);
  const [only] = spread?.type === 'ArrayExpression' ? spread.elements : [];
  return spread?.type === 'ArrayExpression' && spread.elements.length === 1 && only?.type === 'SpreadElement' ? only.argument : receiver;
}

/** The callback of `a.every(…)`, `some`, `find`, `findIndex`: called until the first answer. */
function isEarlyExitCallback(fn: FunctionNode): boolean {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn) return false;
  const method = getMethodName(call);
  return method !== undefined && EARLY_EXIT_ITERATORS.has(method);
}


function isStatement(node: Node): boolean {
  return node.type.endsWith('Statement') || node.type.endsWith('Declaration');
}

/** Whether a branch leaves the loop around it: a `return`, `break` or `throw` in it (not in a function inside it). */
function exits(branch: Node): boolean {
  const stack: Node[] = [branch];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'ReturnStatement' || node.type === 'BreakStatement' || node.type === 'ThrowStatement') return true;
    if (isFunctionNode(node)) continue;
    if (node.type === 'BlockStatement') stack.push(...node.body);
    else if (node.type === 'IfStatement') stack.push(node.consequent, ...(node.alternate ? [node.alternate] : []));
  }
  return false;
}

function isInsideLoop(node: Node, fn: FunctionNode | TSESTree.Program): boolean {
  for (let current = node.parent; current && current !== fn; current = current.parent) {
    if (LOOPS.has(current.type)) return true;
    if (isFunctionNode(current)) return false;
  }
  return false;
}

/**
 * `bufferEqual(ah, bh) && a === b` (as `tsscmp` writes it): the comparison runs only once another compare, over
 * values of the same length (two HMACs of the inputs), said they are equal.
 */
function runsAfterAnotherCompare(comparison: Node): boolean {
  let child: Node = comparison;
  for (let current = comparison.parent; current?.type === 'LogicalExpression'; child = current, current = current.parent) {
    if (current.operator === '&&' && current.right === child && callsCompare(current.left)) return true;
  }
  return false;
}

function callsCompare(node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (expression.type === 'UnaryExpression') return callsCompare(expression.argument);
  if (expression.type === 'LogicalExpression') return callsCompare(expression.left) || callsCompare(expression.right);
  if (expression.type !== 'CallExpression') return false;
  const callee = skipValueWrappers(expression.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? getPropertyName(callee) : undefined;
  return name !== undefined && nameWords(name).some((word) => COMPARE_WORDS.has(word));
}
