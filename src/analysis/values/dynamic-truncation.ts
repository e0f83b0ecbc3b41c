import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getPropertyName, skipTypeWrappers, type Node } from '../syntax/ast.js';
import { findVariable, resolveBinding } from '../scope/bindings.js';
import { makeProvenance, type Provenance } from './provenance-model.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The index of the last byte of a SHA-1, SHA-256 and SHA-512 digest, where a truncation may read its offset from. */
const LAST_DIGEST_BYTES = new Set([19, 31, 63]);

/** How far past the offset the four bytes of the code are read: `digest[offset + 3]`. */
const MAX_BYTE_STEP = 3;

/** A number read at the offset HOTP's dynamic truncation picks (see {@link readsTruncatedCode}): a byte of an HMAC. */
export function truncatedCodeByte(origin: Node): Provenance {
  return makeProvenance('mac', origin, { valueType: 'number' });
}

/**
 * Whether `bytes[index]` (or `bytes.readUInt32BE(index)`) reads the code of HOTP's dynamic truncation (RFC 4226,
 * section 5.3): `index` is, or is at most three past, an offset made of the low four bits of the last byte of the same
 * `bytes` (`const offset = digest[digest.length - 1] & 0xf`). That is done only to turn an HMAC into a one-time code:
 * the bytes it picks are a MAC's, whatever computed the digest (a callback, a plugin, another package).
 */
export function readsTruncatedCode(sourceCode: SourceCode, bytes: Node, index: Node): boolean {
  let offset = skipTypeWrappers(index);
  if (offset.type === 'BinaryExpression' && offset.operator === '+') {
    const step = [offset.left, offset.right].find((side) => isSmallInteger(side, MAX_BYTE_STEP));
    const other = step === offset.left ? offset.right : step === offset.right ? offset.left : undefined;
    if (!other) return false;
    offset = skipTypeWrappers(other);
  }
  const computed = offset.type === 'Identifier' ? constantInit(sourceCode, offset) : offset;
  if (computed?.type !== 'BinaryExpression' || computed.operator !== '&') return false;
  const lastByte = isLiteralNumber(computed.right, 0xf) ? computed.left : isLiteralNumber(computed.left, 0xf) ? computed.right : undefined;
  return lastByte !== undefined && readsLastByteOf(sourceCode, skipTypeWrappers(lastByte), skipTypeWrappers(bytes));
}

/** `bytes[bytes.length - 1]`, `bytes[19]` (of a SHA-1 digest; 31, 63 of longer ones), `bytes.at(-1)`. */
function readsLastByteOf(sourceCode: SourceCode, read: Node, bytes: Node): boolean {
  if (read.type === 'CallExpression') {
    const [only, ...rest] = read.arguments;
    const receiver = read.callee.type === 'MemberExpression' ? read.callee.object : undefined;
    return getMethodName(read) === 'at' && rest.length === 0 && only !== undefined && isMinusOne(only) && receiver !== undefined && isSameValue(sourceCode, receiver, bytes);
  }
  if (read.type !== 'MemberExpression' || !read.computed || !isSameValue(sourceCode, read.object, bytes)) return false;
  const index = skipTypeWrappers(read.property);
  if (index.type === 'Literal') return typeof index.value === 'number' && LAST_DIGEST_BYTES.has(index.value);
  if (index.type !== 'BinaryExpression' || index.operator !== '-' || !isLiteralNumber(index.right, 1)) return false;
  const measured = skipTypeWrappers(index.left);
  if (measured.type !== 'MemberExpression') return false;
  const name = getPropertyName(measured);
  return (name === 'length' || name === 'byteLength') && isSameValue(sourceCode, measured.object, bytes);
}

/** The same variable, or the same member path of it (`this.digest`), written twice. */
function isSameValue(sourceCode: SourceCode, first: Node, second: Node): boolean {
  const a = skipTypeWrappers(first);
  const b = skipTypeWrappers(second);
  if (a.type === 'Identifier' && b.type === 'Identifier') {
    const variable = findVariable(sourceCode, a);
    return variable !== undefined && variable === findVariable(sourceCode, b);
  }
  if (a.type !== 'MemberExpression' || b.type !== 'MemberExpression' || a.computed || b.computed || getPropertyName(a) !== getPropertyName(b)) return false;
  return (a.object.type === 'ThisExpression' && b.object.type === 'ThisExpression') || isSameValue(sourceCode, a.object, b.object);
}

/** What a `const` (or a variable never reassigned) was initialised with, when it is the whole initialiser. */
function constantInit(sourceCode: SourceCode, identifier: TSESTree.Identifier): Node | undefined {
  const binding = resolveBinding(sourceCode, identifier);
  return binding?.kind === 'initialized' && binding.path.length === 0 ? skipTypeWrappers(binding.init) : undefined;
}

function isLiteralNumber(node: Node, value: number): boolean {
  const expression = skipTypeWrappers(node);
  return expression.type === 'Literal' && expression.value === value;
}

function isSmallInteger(node: Node, max: number): boolean {
  const expression = skipTypeWrappers(node);
  return expression.type === 'Literal' && typeof expression.value === 'number' && Number.isInteger(expression.value) && expression.value >= 0 && expression.value <= max;
}

function isMinusOne(node: Node): boolean {
  const expression = skipTypeWrappers(node);
  return expression.type === 'UnaryExpression' && expression.operator === '-' && isLiteralNumber(expression.argument, 1);
}
