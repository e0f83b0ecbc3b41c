import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { findThisMethod, getEnclosingFunction, getMethodName, getPlainArguments, getPropertyName, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { parameterIndex, returnedExpressions } from '../scope/local-functions.js';
import { GLOBALS, isReferenceTo, referenceKey } from '../scope/modules.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Output bytes of the hash algorithms `createHash`/`createHmac` take, by their normalised name. */
const DIGEST_BYTES = new Map<string, number>([
  ['md5', 16],
  ['sha1', 20],
  ['ripemd160', 20],
  ['rmd160', 20],
  ['sha224', 28],
  ['sha256', 32],
  ['sha384', 48],
  ['sha512', 64],
  ['sha512-224', 28],
  ['sha512-256', 32],
  ['sha3-224', 28],
  ['sha3-256', 32],
  ['sha3-384', 48],
  ['sha3-512', 64],
  ['blake2s256', 32],
  ['blake2b512', 64],
  ['sm3', 32],
]);

/**
 * How a digest is written, which with the algorithm fixes its length: `bytes` (a Buffer, or a latin1 string: one
 * character a byte), or a string in `hex`, `base64` or `base64url` (each also as the Buffer of that string's ASCII).
 */
type Form = 'bytes' | 'hex' | 'base64' | 'base64url';

const STRING_FORMS = new Set<string>(['hex', 'base64', 'base64url']);
/** Encodings that read hex or base64 text one byte a character. */
const ASCII_ENCODINGS = new Set(['utf8', 'utf-8', 'ascii']);

/** A digest of a known or named algorithm, in a form: `createHash('sha256').update(a).digest('hex')`. */
interface DigestShape {
  /** The output bytes when the algorithm is known, else the name of the constant that holds it. */
  readonly algorithm: number | string;
  readonly form: Form;
  /** A string in its `form`, or (false) bytes: the Buffer of a digest or of its hex/base64 text. */
  readonly isString: boolean;
}

const MAX_DEPTH = 8;

const HEX_CLASSES = new Set(['0-9a-f', 'a-f0-9', '0-9a-fA-F', '0-9A-Fa-f', 'a-fA-F0-9', 'A-Fa-f0-9', '0-9A-F', 'A-F0-9']);
const BASE64URL_CLASSES = new Set(['A-Za-z0-9_-', 'A-Za-z0-9\\-_', 'A-Za-z0-9-_', '\\w-', 'a-zA-Z0-9_-', 'a-zA-Z0-9-_']);

/** The contents of a pattern's capturing groups, in order (no nesting: a group holding a group gives up). */
function capturingGroups(pattern: string): string[] {
  const groups: string[] = [];
  let start = -1;
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (inClass) {
      if (character === ']') inClass = false;
      continue;
    }
    if (character === '[') inClass = true;
    else if (character === '(') {
      if (start >= 0) return [];
      if (pattern[index + 1] === '?') continue;
      start = index + 1;
    } else if (character === ')' && start >= 0) {
      groups.push(pattern.slice(start, index));
      start = -1;
    }
  }
  return groups;
}

/** The length of `bytes` of digest written in `form`. */
function lengthIn(bytes: number, form: Form): number {
  switch (form) {
    case 'bytes':
      return bytes;
    case 'hex':
      return bytes * 2;
    case 'base64':
      return Math.ceil(bytes / 3) * 4;
    case 'base64url':
      return Math.ceil((bytes * 4) / 3);
  }
}

/**
 * Whether two arguments of `timingSafeEqual` are digests whose lengths the code fixes: `equal` for the same
 * algorithm in the same form (also through local helpers returning such digests), `different` for algorithms or
 * forms of different lengths, undefined when either is not a digest the file spells out.
 */
export function compareDigestLengths(
  sourceCode: SourceCode,
  provenance: ProvenanceAnalysis,
  first: Node,
  second: Node,
): 'equal' | 'different' | undefined {
  const shapes = new DigestShapes(sourceCode, provenance);
  const left = shapes.of(first, 0);
  const right = left && shapes.of(second, 0);
  if (!left || !right) return undefined;
  if (typeof left.algorithm === 'number' && typeof right.algorithm === 'number') {
    return lengthIn(left.algorithm, left.form) === lengthIn(right.algorithm, right.form) ? 'equal' : 'different';
  }
  if (left.algorithm !== right.algorithm) return undefined;
  return left.form === right.form ? 'equal' : 'different';
}

/**
 * `raw.subarray(raw.length - TAG_LEN)`, `raw.subarray(-32)` (also held in a `const`): the last N bytes of a Buffer,
 * which are N only where the code made sure it holds that many (`if (raw.length <= TAG_LEN) throw …`).
 */
export function suffixSliceOf(sourceCode: SourceCode, provenance: ProvenanceAnalysis, node: Node): { of: Expression; bytes: number } | undefined {
  let expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(sourceCode, expression);
    if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
    expression = skipValueWrappers(binding.init);
  }
  if (expression.type !== 'CallExpression' || expression.callee.type !== 'MemberExpression' || expression.arguments.length !== 1) return undefined;
  const method = getMethodName(expression);
  const receiver = skipValueWrappers(expression.callee.object) as Expression;
  if (method !== 'subarray' && !(method === 'slice' && provenance.of(receiver).valueType === 'buffer')) return undefined;
  const [start] = expression.arguments;
  const number = (value: Node) => {
    const literal = provenance.of(value).literalValue;
    return typeof literal === 'number' && Number.isInteger(literal) && literal > 0 ? literal : undefined;
  };
  const from = start && skipValueWrappers(start);
  // `-32`
  if (from?.type === 'UnaryExpression' && from.operator === '-') {
    const bytes = number(from.argument);
    return bytes === undefined ? undefined : { of: receiver, bytes };
  }
  // `raw.length - TAG_LEN`
  if (from?.type !== 'BinaryExpression' || from.operator !== '-') return undefined;
  const measured = skipValueWrappers(from.left);
  const sameValue = measured.type === 'MemberExpression' && getPropertyName(measured) === 'length' && sourceCode.getText(measured.object) === sourceCode.getText(receiver);
  const bytes = sameValue ? number(from.right) : undefined;
  return bytes === undefined ? undefined : { of: receiver, bytes };
}

/** A local helper being read, and the call that reached it: its parameters stand for that call's arguments. */
interface Frame {
  readonly fn: FunctionNode;
  readonly call: TSESTree.CallExpression;
}

class DigestShapes {
  private readonly frames: Frame[] = [];

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly provenance: ProvenanceAnalysis,
  ) {}

  of(node: Node, depth: number): DigestShape | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const expression = skipValueWrappers(node);
    if (expression.type === 'MemberExpression') return this.capturedText(expression);
    if (expression.type === 'Identifier') {
      const binding = resolveBinding(this.sourceCode, expression);
      return binding?.kind === 'initialized' && binding.path.length === 0 ? this.of(binding.init, depth + 1) : undefined;
    }
    if (expression.type !== 'CallExpression') return undefined;
    const argumentsOf = getPlainArguments(expression);
    if (!argumentsOf) return undefined;
    const reference = this.provenance.of(expression.callee).reference;
    if (reference) {
      switch (referenceKey(reference)) {
        case 'node:crypto#hash': {
          // crypto.hash(algorithm, data, outputEncoding = 'hex')
          const [algorithm, , encoding] = argumentsOf;
          const bytes = algorithm && this.algorithmOf(algorithm);
          return bytes === undefined ? undefined : this.shapeIn(bytes, this.encodingName(encoding, 'hex'));
        }
        case `${GLOBALS}#Buffer.from`: {
          const [data, encoding] = argumentsOf;
          const inner = data && this.of(data, depth + 1);
          return inner && this.decoded(inner, this.encodingName(encoding, 'utf8'));
        }
        default:
          return undefined;
      }
    }
    // the last N bytes of a Buffer, as many as a digest of N bytes where the Buffer holds that many (see `suffixSliceOf`)
    const suffix = suffixSliceOf(this.sourceCode, this.provenance, expression);
    if (suffix) return { algorithm: suffix.bytes, form: 'bytes', isString: false };
    const method = getMethodName(expression);
    const callee = skipValueWrappers(expression.callee);
    if (method === 'digest' && callee.type === 'MemberExpression' && argumentsOf.length <= 1) {
      const bytes = this.hashObjectAlgorithm(callee.object);
      return bytes === undefined ? undefined : this.shapeIn(bytes, this.encodingName(argumentsOf[0], 'buffer'));
    }
    if (method === 'toString' && callee.type === 'MemberExpression' && argumentsOf.length <= 1) {
      const inner = this.of(callee.object, depth + 1);
      return inner && !inner.isString ? this.encoded(inner, this.encodingName(argumentsOf[0], 'utf8')) : undefined;
    }
    const fn = this.provenance.of(expression.callee).functionNode ?? (callee.type === 'MemberExpression' ? findThisMethod(callee) : undefined);
    return fn ? this.returnedShape(fn, expression, depth) : undefined;
  }

  /**
   * `match[1]` of `const match = /^sha256=([0-9a-f]{64})$/.exec(header)`: a group of a fixed count of hex or base64url
   * characters is text of that many, as a digest's would be (what `exec` gives is read only where it matched).
   */
  private capturedText(member: TSESTree.MemberExpression): DigestShape | undefined {
    const index = member.computed && member.property.type === 'Literal' && typeof member.property.value === 'number' ? member.property.value : undefined;
    const holder = skipValueWrappers(member.object);
    const binding = index !== undefined && holder.type === 'Identifier' ? resolveBinding(this.sourceCode, holder) : undefined;
    const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
    if (init?.type !== 'CallExpression' || init.arguments.length !== 1) return undefined;
    const method = getMethodName(init);
    const pattern = method === 'exec' ? (init.callee as TSESTree.MemberExpression).object : method === 'match' ? init.arguments[0] : undefined;
    const regex = pattern && this.regexLiteral(pattern);
    const group = regex && capturingGroups(regex)[index! - 1];
    const fixed = group && /^\[([^\]]+)\]\{(\d+)\}$/.exec(group);
    if (!fixed) return undefined;
    const [, characters, count] = fixed as unknown as [string, string, string];
    const length = Number(count);
    if (HEX_CLASSES.has(characters) && length % 2 === 0) return { algorithm: length / 2, form: 'hex', isString: true };
    const bytes = Math.floor((length * 3) / 4);
    return BASE64URL_CLASSES.has(characters) && lengthIn(bytes, 'base64url') === length ? { algorithm: bytes, form: 'base64url', isString: true } : undefined;
  }

  private regexLiteral(node: Node): string | undefined {
    let expression = skipValueWrappers(node);
    if (expression.type === 'Identifier') {
      const binding = resolveBinding(this.sourceCode, expression);
      if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
      expression = skipValueWrappers(binding.init);
    }
    return expression.type === 'Literal' && 'regex' in expression && expression.regex ? expression.regex.pattern : undefined;
  }

  /** What every `return` of a local helper gives, when they agree. */
  private returnedShape(fn: FunctionNode, call: TSESTree.CallExpression, depth: number): DigestShape | undefined {
    if (fn.generator) return undefined;
    this.frames.push({ fn, call });
    const shapes = returnedExpressions(fn, this.sourceCode).map((returned) => this.of(returned, depth + 1));
    this.frames.pop();
    const [only] = shapes;
    const agree = only !== undefined && shapes.every((shape) => shape?.algorithm === only.algorithm && shape.form === only.form && shape.isString === only.isString);
    return agree ? only : undefined;
  }

  /** The algorithm of `createHash(alg)` / `createHmac(alg, key)` after any number of `.update(…)` calls. */
  private hashObjectAlgorithm(receiver: Expression): number | string | undefined {
    const object = this.provenance.of(receiver);
    if (object.cryptoObject !== 'hmac' && object.cryptoObject !== 'hash') return undefined;
    const factory = object.origin;
    if (factory.type !== 'CallExpression') return undefined;
    const reference = this.provenance.of(factory.callee).reference;
    const isHash = isReferenceTo(reference, 'node:crypto', 'createHash') && factory.arguments.length === 1;
    const isHmac = isReferenceTo(reference, 'node:crypto', 'createHmac') && factory.arguments.length === 2;
    const [algorithm] = factory.arguments;
    return (isHash || isHmac) && algorithm && algorithm.type !== 'SpreadElement' ? this.algorithmOf(algorithm) : undefined;
  }

  /**
   * Output bytes of a named algorithm, or for one the file does not spell, the module-level constant holding it (set
   * once, so the same for every call); undefined for anything else, such as a parameter each call may set apart.
   */
  private algorithmOf(node: Expression, depth = 0): number | string | undefined {
    const name = this.provenance.literalString(node);
    if (name !== undefined) {
      const normalised = name.toLowerCase().replace(/^rsa-/, '').replace(/^sha-(\d)/, 'sha$1');
      return DIGEST_BYTES.get(normalised) ?? `algorithm:${normalised}`;
    }
    const expression = skipValueWrappers(node);
    if (expression.type !== 'Identifier') return undefined;
    const binding = resolveBinding(this.sourceCode, expression);
    if (binding?.kind === 'parameter') return this.argumentFor(expression, binding.fn, depth);
    const once = binding?.kind === 'initialized' && getEnclosingFunction(binding.init).type === 'Program';
    return once ? `constant:${expression.name}@${binding.init.range[0]}` : undefined;
  }

  /** A helper's algorithm parameter: the algorithm the call being read passes (`digest(a, 'sha256')`). */
  private argumentFor(parameter: TSESTree.Identifier, fn: FunctionNode | undefined, depth: number): number | string | undefined {
    const frameIndex = this.frames.findLastIndex((frame) => frame.fn === fn);
    const frame = this.frames[frameIndex];
    const index = frame && depth <= MAX_DEPTH ? parameterIndex(this.sourceCode, parameter, frame.fn) : undefined;
    const argument = index === undefined ? undefined : getPlainArguments(frame!.call)?.[index];
    if (!argument) return undefined;
    const outer = this.frames.splice(frameIndex);
    try {
      return this.algorithmOf(argument, depth + 1);
    } finally {
      this.frames.push(...outer);
    }
  }

  /** A digest written with `encoding` (`'buffer'` for none); undefined for an encoding that changes its length. */
  private shapeIn(algorithm: number | string, encoding: string | undefined): DigestShape | undefined {
    if (encoding === 'buffer') return { algorithm, form: 'bytes', isString: false };
    if (encoding === 'latin1' || encoding === 'binary') return { algorithm, form: 'bytes', isString: true };
    return encoding !== undefined && STRING_FORMS.has(encoding) ? { algorithm, form: encoding as Form, isString: true } : undefined;
  }

  /** `Buffer.from(digest, encoding)`: the bytes again when decoded from its own form, its ASCII when read as UTF-8. */
  private decoded(inner: DigestShape, encoding: string | undefined): DigestShape | undefined {
    if (!inner.isString) return inner;
    if (encoding === undefined) return undefined;
    if (inner.form === 'bytes') return encoding === 'latin1' || encoding === 'binary' ? { ...inner, isString: false } : undefined;
    if (encoding === inner.form) return { ...inner, form: 'bytes', isString: false };
    return ASCII_ENCODINGS.has(encoding) ? { ...inner, isString: false } : undefined;
  }

  /** `bytes.toString(encoding)`: a Buffer of digest bytes written out, or the ASCII of a digest's text read back. */
  private encoded(inner: DigestShape, encoding: string | undefined): DigestShape | undefined {
    if (inner.form === 'bytes') return this.shapeIn(inner.algorithm, encoding);
    return encoding !== undefined && ASCII_ENCODINGS.has(encoding) ? { ...inner, isString: true } : undefined;
  }

  /** The encoding an argument names, `absent` when there is none, undefined when the file does not spell it. */
  private encodingName(encoding: Expression | undefined, absent: string): string | undefined {
    return encoding === undefined ? absent : this.provenance.literalString(encoding);
  }

}

