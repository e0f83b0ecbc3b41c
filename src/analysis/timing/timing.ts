import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import {
  getEnclosingFunction,
  getMethodName,
  mayCallMember,
  skipValueWrappers,
  walkOwnBody,
  type Expression,
  type FunctionNode,
  type Node,
} from '../syntax/ast.js';
import { findVariable, mayCallValueOfAnotherName, resolveBinding } from '../scope/bindings.js';
import { isSecretEnvironmentName } from '../values/environment.js';
import { mayNameHeldSecrets } from '../values/held-secrets.js';
import { GLOBALS, isReferenceTo } from '../scope/modules.js';
import type { EqualityTest } from './equality.js';
import { compareDigestLengths, suffixSliceOf } from './digest-lengths.js';
import { EqualLengths, measuredValue } from './equal-lengths.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';
import { isSecretDerived, type Provenance } from '../values/provenance-model.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** An equality test whose running time depends on how much of a secret-derived value the other side matches. */
export interface TimingLeak {
  /** The secret-derived side: a MAC, signature, signed token or secret. */
  readonly secret: Provenance;
  readonly other: Provenance;
  /** Which operand is the secret-derived one. */
  readonly secretSide: 'left' | 'right';
  readonly left: Provenance;
  readonly right: Provenance;
}

/** Values that never hold a secret worth timing: literals, numbers, booleans, `null`/`undefined`, `typeof x`. */
function isInert(value: Provenance): boolean {
  return (
    value.kind === 'literal' || value.valueType === 'number' || value.valueType === 'boolean' || value.valueType === 'nullish'
  );
}

/**
 * Client input, or a value the enclosing function was handed. A secret compared with state the server
 * keeps (`cached.key === process.env.STATE_KEY`) is not a leak; with what a caller passes in, it likely is.
 */
function mayComeFromCaller(value: Provenance): boolean {
  return value.fromUntrustedInput || value.fromParameter;
}

function isComputedMac(value: Provenance): boolean {
  return value.kind === 'mac' || value.kind === 'signed-token';
}

/** Values whose length is fixed by their algorithm: digests, MACs and signatures computed here. */
function hasFixedLength(value: Provenance): boolean {
  return value.kind === 'mac' || value.kind === 'digest';
}

/**
 * Whether the file can compare anything secret-derived (a MAC, a signed token, a secret from the environment, with
 * `extraSecretWords` counted as secret words): elsewhere no comparison needs a look.
 */
export function mayCompareSecrets(provenance: ProvenanceAnalysis, extraSecretWords: readonly string[] = []): boolean {
  return mayNameHeldSecrets(provenance.sourceCode.text) || provenance.mayComputeMacs() || provenance.mayReadSecretEnvironment(extraSecretWords);
}

/**
 * Whether comparing `left` and `right` for equality leaks a secret through timing.
 *
 * One side must be secret-derived and the other not inert. A computed MAC or signed token is only ever
 * compared to check something, so any other side counts; a secret from the environment counts when the
 * other side is client input or comes from a parameter. Two MACs computed here (the double-HMAC pattern)
 * and two secrets (configuration checks) are not leaks: the client controls neither side. With `searchesList` (a search
 * such as `left.includes(right)`), a list on the left is judged by its items, each of which is compared with `right`.
 */
export function findTimingLeak(
  provenance: ProvenanceAnalysis,
  left: Node,
  right: Node,
  extraSecretWords: readonly string[] = [],
  searchesList = false,
): TimingLeak | undefined {
  // most comparisons test against a literal (`type === 'Bearer'`): that side is looked at first, and the other is
  // then never classified
  const rightFirst = isWrittenLiteral(right) && !isWrittenLiteral(left);
  // `candidates.includes(mac)`: a list is searched by comparing each of its items with the value, one by one
  const valueOf = (node: Node) => {
    const given = provenance.of(node);
    // a member of a parameter of a function whose every call the file shows holds what those calls pass there (a
    // parameter compared whole is judged at each call, where its result may decide nothing)
    const value = heldEnvironmentSecret(given.kind === 'unknown' && given.memberOfParameter ? (provenance.valueAtCallers(node) ?? given) : given);
    return searchesList && node === left && value.valueType === 'array' && value.element ? value.element : value;
  };
  const firstValue = withExtraSecretWords(valueOf(rightFirst ? right : left), extraSecretWords);
  if (isInert(firstValue)) return undefined;
  const secondValue = withExtraSecretWords(valueOf(rightFirst ? left : right), extraSecretWords);
  if (isInert(secondValue)) return undefined;
  const [leftValue, rightValue] = rightFirst ? [secondValue, firstValue] : [firstValue, secondValue];
  const leftSecret = isSecretDerived(leftValue);
  const rightSecret = isSecretDerived(rightValue);
  if (!leftSecret && !rightSecret) return heldSecretAgainstInput(leftValue, rightValue);
  if (leftSecret && rightSecret) {
    if (isComputedMac(leftValue) && isComputedMac(rightValue)) return undefined;
    if (leftValue.kind === 'secret' && rightValue.kind === 'secret') return undefined;
  }
  const [secret, other] = leftSecret ? [leftValue, rightValue] : [rightValue, leftValue];
  // both sides hashed (`sha1(mac) === sha1(given)`): the time tells how much of two digests match, not of the secret
  if (secret.hashed && other.hashed) return undefined;
  if (secret.kind === 'secret' && !isSecretDerived(other) && !mayComeFromCaller(other)) return undefined;
  return { secret, other, secretSide: leftSecret ? 'left' : 'right', left: leftValue, right: rightValue };
}

/**
 * A secret the server keeps, known by its name alone (`opts.deployToken`, `req.session.csrfSecret`), compared with
 * request input: a name is evidence only against what a client sends, never against a parameter or another value.
 */
function heldSecretAgainstInput(left: Provenance, right: Provenance): TimingLeak | undefined {
  const isHeld = (value: Provenance) => value.heldSecret !== undefined && !value.fromUntrustedInput;
  const isInput = (value: Provenance) => value.fromUntrustedInput && value.heldSecret === undefined;
  if (isHeld(left) && isInput(right)) return { secret: left, other: right, secretSide: 'left', left, right };
  if (isHeld(right) && isInput(left)) return { secret: right, other: left, secretSide: 'right', left, right };
  return undefined;
}

/**
 * A member of a settings object another module makes from a secret environment variable (`this.settings.kioskToken`,
 * made as `kioskToken: env.KIOSK_SERVICE_TOKEN`): that secret, wherever the object is handed in.
 */
function heldEnvironmentSecret(value: Provenance): Provenance {
  const held = value.heldSecret;
  return value.kind === 'unknown' && value.derivedFromSecret && value.foreign !== undefined && value.madeElsewhere !== undefined && held !== undefined && /^[A-Z][A-Z0-9_]*$/.test(held) && isSecretEnvironmentName(held) ? { ...value, kind: 'secret' } : value;
}

/** An environment variable named with one of a team's own secret words (`HMAC_SALT`) is a secret too. */
function withExtraSecretWords(value: Provenance, extraSecretWords: readonly string[]): Provenance {
  const name = value.environmentVariable;
  if (extraSecretWords.length === 0 || value.kind !== 'unknown' || name === undefined) return value;
  return isSecretEnvironmentName(name, extraSecretWords) ? { ...value, kind: 'secret', derivedFromSecret: true } : value;
}

/**
 * Whether a side of `test` is written as a literal (`type === 'Bearer'`, `typeof x === 'string'`): such a test leaks
 * nothing (see {@link findTimingLeak}), which is known before anything about the file or its imports is asked.
 */
export function comparesWrittenLiteral(test: Pick<EqualityTest, 'left' | 'right'>): boolean {
  return isWrittenLiteral(test.left) || isWrittenLiteral(test.right);
}

/** A literal, a template without expressions, or `typeof`/`void` of anything: inert, and known without classifying more. */
function isWrittenLiteral(node: Node): boolean {
  const expression = skipValueWrappers(node);
  switch (expression.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return expression.expressions.length === 0;
    case 'UnaryExpression':
      return expression.operator === 'typeof' || expression.operator === 'void';
    default:
      return false;
  }
}

const isPresentString = (value: Provenance) => value.valueType === 'string' && !value.maybeAbsent;
const isPresentBuffer = (value: Provenance) => value.valueType === 'buffer' && !value.maybeAbsent;

/**
 * Whether `safeEqual(left, right)` (true only for two equal strings or two equal byte buffers, never throwing)
 * gives the same answer as the test, so a fix cannot change what the program does.
 *
 * - `===` / `!==`: one side is surely a string; then both are false for any other type.
 * - `==` / `!=`: both sides are strings (one may be absent), so no coercion happens.
 * - `Buffer.compare`, `.equals`: both sides are surely buffers, so neither throws.
 * - `.localeCompare`: never; it equates canonically equivalent strings.
 */
export function safeEqualAgrees(test: EqualityTest, leak: TimingLeak): boolean {
  const { left, right } = leak;
  switch (test.form) {
    case 'operator':
      if (test.operator === '===' || test.operator === '!==') return isPresentString(left) || isPresentString(right);
      return left.valueType === 'string' && right.valueType === 'string' && (isPresentString(left) || isPresentString(right));
    case 'buffer-compare':
    case 'equals':
      return isPresentBuffer(left) && isPresentBuffer(right);
    case 'locale-compare':
    case 'search':
      return false;
  }
}

const CONVERSIONS_OF_FIRST_ARGUMENT = [['Buffer', 'from'], ['Uint8Array', 'from'], ['String']] as const;
const CONVERSION_METHODS = new Set(['toString', 'trim', 'normalize']);
const ORDERING_OPERATORS = new Set(['==', '!=', '===', '!==', '<', '<=', '>', '>=']);

interface LengthCheck {
  readonly valueKey: string;
  readonly start: number;
}

/**
 * Knows which values a function checks the length of, to tell a guarded `timingSafeEqual(a, b)`
 * (`a.length === b.length && timingSafeEqual(a, b)`) from one that throws on a short input.
 * Each function body is scanned once.
 */
export class LengthGuardAnalysis {
  private readonly checksByFunction = new Map<FunctionNode | TSESTree.Program, LengthCheck[]>();
  private readonly equalLengths: EqualLengths;

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly provenance: ProvenanceAnalysis,
  ) {
    this.equalLengths = new EqualLengths(sourceCode, provenance, (node) => this.valueKey(node));
  }

  /** Whether `timingSafeEqual(...values)` at `call` cannot throw for a length mismatch the client causes. */
  isGuarded(call: TSESTree.CallExpression, values: readonly Expression[]): boolean {
    if (isInsideTryBlock(call)) return true;
    const [first, second] = values;
    const digests = first && second ? compareDigestLengths(this.sourceCode, this.provenance, first, second) : undefined;
    const checked = new Set<string>();
    for (let scope: Node = call; scope.type !== 'Program'; ) {
      const owner = getEnclosingFunction(scope);
      for (const check of this.lengthChecksOf(owner)) {
        if (check.start < call.range[0]) checked.add(check.valueKey);
      }
      scope = owner;
    }
    // the last bytes of a Buffer whose length was checked first are as many as they are sliced
    const sliced = values.flatMap((value) => suffixSliceOf(this.sourceCode, this.provenance, value)?.of ?? []);
    if (digests === 'equal' && sliced.every((of) => checked.has(this.valueKey(of)))) return true;
    if (first && second && this.equalLengths.haveEqualLengths(first, second)) return true;
    const isSafe = (value: Node): boolean => {
      const expression = skipValueWrappers(value);
      if (expression.type === 'ConditionalExpression') return isSafe(expression.consequent) && isSafe(expression.alternate);
      const fixedLength = digests !== 'different' && hasFixedLength(this.provenance.of(expression));
      return fixedLength || checked.has(this.valueKey(expression));
    };
    return values.every(isSafe);
  }

  private lengthChecksOf(owner: FunctionNode | TSESTree.Program): LengthCheck[] {
    let checks = this.checksByFunction.get(owner);
    if (checks) return checks;
    checks = [];
    const found = checks;
    const visit = (node: Node) => {
      const measured = measuredValue(node);
      if (measured && isComparisonOperand(node)) found.push({ valueKey: this.valueKey(measured), start: node.range[0] });
      const matched = node.type === 'CallExpression' ? fixedLengthMatch(node, (pattern) => this.constantValue(pattern)) : undefined;
      if (matched) found.push({ valueKey: this.valueKey(matched), start: node.range[0] });
    };
    walkOwnBody(owner, this.sourceCode.visitorKeys, visit);
    this.checksByFunction.set(owner, checks);
    return checks;
  }

  /** What a `const` holds (`const SIG_RE = /^[0-9a-f]{64}$/`), else the node itself. */
  private constantValue(node: Node): Node {
    const expression = skipValueWrappers(node);
    const held = expression.type === 'Identifier' ? this.convertedValue(expression) : undefined;
    return held ? skipValueWrappers(held) : expression;
  }

  /** The same key for `mac`, `Buffer.from(mac)`, `mac.toString()` and a `const` initialised with one of them. */
  private valueKey(node: Node): string {
    let current = skipValueWrappers(node);
    for (let steps = 0; steps < 16; steps += 1) {
      const inner = this.convertedValue(current);
      if (!inner) break;
      current = skipValueWrappers(inner);
    }
    if (current.type === 'Identifier') {
      // `const [body, mac] = parts`: `mac` is `parts[1]`, however the code spells it
      const binding = resolveBinding(this.sourceCode, current);
      const [step] = binding?.kind === 'initialized' && binding.path.length === 1 ? binding.path : [];
      const from = step?.type === 'index' && binding?.kind === 'initialized' ? skipValueWrappers(binding.init) : undefined;
      if (step?.type === 'index' && from?.type === 'Identifier') return `${this.valueKey(from)}[${step.index}]`;
      const variable = findVariable(this.sourceCode, current);
      const definition = variable?.defs[0];
      if (definition) return `variable:${definition.name.range[0]}`;
    }
    // `parts[1]`: the element of what `parts` is
    if (current.type === 'MemberExpression' && current.computed && current.property.type === 'Literal' && typeof current.property.value === 'number') {
      return `${this.valueKey(current.object)}[${current.property.value}]`;
    }
    return `text:${this.sourceCode.getText(current).replace(/\s+/g, '')}`;
  }

  private convertedValue(node: Node): Node | undefined {
    if (node.type === 'Identifier') {
      const binding = resolveBinding(this.sourceCode, node);
      return binding?.kind === 'initialized' && binding.path.length === 0 ? binding.init : undefined;
    }
    if (node.type === 'NewExpression') {
      const reference = this.provenance.of(node.callee).reference;
      const [first] = node.arguments;
      return isReferenceTo(reference, GLOBALS, 'Uint8Array') && first?.type !== 'SpreadElement' ? first : undefined;
    }
    if (node.type !== 'CallExpression') return undefined;
    const [first] = node.arguments;
    const method = getMethodName(node);
    const callee = skipValueWrappers(node.callee);
    if (method !== undefined && callee.type === 'MemberExpression') {
      if (CONVERSION_METHODS.has(method)) return callee.object;
      if (method === 'encode' && first && first.type !== 'SpreadElement') return first;
    }
    const reference = this.provenance.of(node.callee).reference;
    const converts = CONVERSIONS_OF_FIRST_ARGUMENT.some((path) => isReferenceTo(reference, GLOBALS, ...path));
    return converts && first && first.type !== 'SpreadElement' ? first : undefined;
  }
}

/**
 * `/^[0-9a-f]{64}$/.test(sig)`, also through a `const` (`SIG_RE.test(sig)`): the value a pattern of one length is
 * tested against, which then has that length (a check as good as comparing `sig.length`).
 */
function fixedLengthMatch(call: TSESTree.CallExpression, constantValue: (node: Node) => Node): Node | undefined {
  const callee = skipValueWrappers(call.callee);
  const [text] = call.arguments;
  if (callee.type !== 'MemberExpression' || getMethodName(call) !== 'test' || !text || text.type === 'SpreadElement' || call.arguments.length !== 1) return undefined;
  const pattern = constantValue(callee.object);
  if (pattern.type !== 'Literal' || !('regex' in pattern) || !pattern.regex || !matchesOneLength(pattern.regex.pattern)) return undefined;
  // `fields.v1 ?? ''`: the fallback never matches, so a value that passes is the one tested
  const tested = skipValueWrappers(text);
  return tested.type === 'LogicalExpression' && tested.operator !== '&&' && tested.right.type === 'Literal' ? tested.left : tested;
}

/** Whether an anchored pattern matches strings of one length only: characters, classes and escapes, each repeated `{n}` times at most. */
function matchesOneLength(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  const body = pattern.slice(1, -1);
  const unit = String.raw`(?:\\[dDwWsS]|\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\[^a-zA-Z0-9]|\[(?:\\.|[^\]\\])+\]|[^\\[\](){}|*+?.^$])`;
  return new RegExp(`^(?:${unit}(?:\\{\\d+\\})?)+$`).test(body);
}

function isComparisonOperand(node: Node): boolean {
  let current = node;
  while (current.parent && (current.parent.type === 'TSAsExpression' || current.parent.type === 'TSNonNullExpression' || current.parent.type === 'ChainExpression')) {
    current = current.parent;
  }
  const parent = current.parent;
  return parent?.type === 'BinaryExpression' && ORDERING_OPERATORS.has(parent.operator);
}

function isInsideTryBlock(node: Node): boolean {
  let child: Node = node;
  for (let current = node.parent; current; child = current, current = current.parent) {
    if (current.type === 'TryStatement' && current.block === child && current.handler) return true;
    if (current.type === 'FunctionDeclaration' || current.type === 'FunctionExpression' || current.type === 'ArrowFunctionExpression') {
      return false;
    }
  }
  return false;
}

/** `timingSafeEqual(a, b)` from `node:crypto`, however it is imported or required. */
export function isTimingSafeEqualCall(provenance: ProvenanceAnalysis, call: TSESTree.CallExpression): boolean {
  if (!mayCallMember(call, 'timingSafeEqual') || !mayCallValueOfAnotherName(provenance.sourceCode, call)) return false;
  return isReferenceTo(provenance.of(call.callee).reference, 'node:crypto', 'timingSafeEqual');
}
