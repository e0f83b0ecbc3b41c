import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { getLoadedSpecifier, GLOBALS, isReferenceTo, referenceKey } from '../scope/modules.js';
import { calleeFunctionOf } from './callee-functions.js';
import { fileOwning, type McpFile } from './file.js';
import { isRefusedAtStartup } from './startup-key-checks.js';

const MAX_DEPTH = 12;

/** Key derivations of `node:crypto` and the argument positions of what they derive from (password, salt, info). */
const DERIVATIONS: ReadonlyMap<string, readonly number[]> = new Map([
  ['node:crypto#pbkdf2Sync', [0, 1]],
  ['node:crypto#scryptSync', [0, 1]],
  ['node:crypto#hkdfSync', [1, 2, 3]],
]);

/** Facts anyone can learn about the server: its machine, its process, its package, the clock. */
const PUBLIC_FACTS = new Set([
  'node:os#hostname',
  'node:os#userInfo',
  'node:os#platform',
  'node:os#arch',
  'node:os#type',
  'node:os#release',
  `${GLOBALS}#process.pid`,
  `${GLOBALS}#process.ppid`,
  `${GLOBALS}#process.platform`,
  `${GLOBALS}#process.arch`,
  `${GLOBALS}#process.version`,
  `${GLOBALS}#process.cwd`,
  `${GLOBALS}#Date.now`,
  `${GLOBALS}#Date`,
  `${GLOBALS}#Deno.hostname`,
  `${GLOBALS}#Deno.pid`,
  `${GLOBALS}#Deno.ppid`,
  `${GLOBALS}#Deno.osRelease`,
  `${GLOBALS}#Deno.build`,
]);

/**
 * Whether a key is derived (a hash, an HMAC, PBKDF2, scrypt, HKDF) only from literals and facts anyone can learn —
 * the machine's name, the process id, the package's name, the clock — however many steps, `const`s and project
 * functions lie between: whoever reads the code derives the same key. At least one derivation step must be seen (a bare
 * literal is judged as a literal).
 */
export function isPublicKeyDerivation(mcp: McpFile, key: Expression): boolean {
  const walk: Walk = { derived: false, readsFact: false, unpassed: new Set() };
  return isPublic(mcp, key, walk, 0) && (walk.derived || walk.readsFact);
}

interface Walk {
  derived: boolean;
  /** A public fact was read on the way (`Deno.hostname()`, `pkg.name`): a key made with one is not a bare literal. */
  readsFact: boolean;
  /** Functions entered through a call that passes none of their parameters: each parameter holds its default. */
  readonly unpassed: Set<FunctionNode>;
}

function isPublic(mcp: McpFile, node: Node, walk: Walk, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const file = fileOwning(mcp, node);
  const expression = skipValueWrappers(node);
  const next = (child: Node) => isPublic(file, child, walk, depth + 1);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' || typeof expression.value === 'number';
    case 'TemplateLiteral':
      return expression.expressions.every(next);
    case 'BinaryExpression':
      return expression.operator === '+' && next(expression.left) && next(expression.right);
    case 'AwaitExpression':
      return next(expression.argument);
    case 'LogicalExpression':
      return expression.operator !== '&&' && next(expression.right) && (next(expression.left) || isUnrefusedEnvironmentFallback(file, expression));
    case 'Identifier': {
      const binding = resolveBinding(file.sourceCode, expression);
      if (binding?.kind === 'initialized' && binding.path.length === 0) return next(binding.init);
      if (binding?.kind === 'parameter') {
        const [step, ...rest] = binding.path;
        const unpassed = binding.fn !== undefined && walk.unpassed.has(binding.fn);
        return unpassed && step?.type === 'default' && rest.length === 0 && next(step.value);
      }
      if (binding?.kind !== 'import') return false;
      // a constant another module of the project exports: what it was made from, there
      const made = file.provenance.of(expression).madeElsewhere;
      return made !== undefined && fileOwning(file, made) !== file && next(made);
    }
    case 'MemberExpression':
      return noteFact(walk, isPublicFact(file, expression) || isPackageField(file, expression));
    case 'NewExpression':
      return noteFact(walk, isPublicFact(file, expression.callee));
    case 'CallExpression':
      return isPublicCall(file, expression, walk, next);
    default:
      return false;
  }
}

/**
 * `process.env.X ?? 'default'` whose alternative is public: when the variable is unset the key is made of what anyone
 * knows, unless a startup check refuses the fallback.
 */
function isUnrefusedEnvironmentFallback(file: McpFile, choice: TSESTree.LogicalExpression): boolean {
  if (file.provenance.of(choice.left).environmentVariable === undefined) return false;
  const fallback = skipValueWrappers(choice.right);
  return !(fallback.type === 'Literal' && typeof fallback.value === 'string' && isRefusedAtStartup(fallback, fallback.value));
}

function isPublicCall(file: McpFile, call: TSESTree.CallExpression, walk: Walk, next: (child: Node) => boolean): boolean {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return false;
  if (isPublicFact(file, call.callee)) return noteFact(walk, true);
  const reference = file.provenance.of(call.callee).reference;
  const key = reference && referenceKey(reference);
  const derived = key === undefined ? undefined : DERIVATIONS.get(key);
  if (derived) {
    walk.derived = true;
    return derived.every((index) => argumentsOf[index] === undefined || next(argumentsOf[index]!));
  }
  if (isReferenceTo(reference, GLOBALS, 'Buffer', 'from') || isReferenceTo(reference, GLOBALS, 'String')) return argumentsOf[0] !== undefined && next(argumentsOf[0]);
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  if (receiver && (method === 'digest' || method === 'toString' || method === 'trim' || method === 'toISOString' || method === 'toDateString')) return next(receiver);
  if (receiver && method === 'update') return argumentsOf.every(next) && next(receiver);
  if (method === 'encode' && receiver) return argumentsOf[0] !== undefined && next(argumentsOf[0]);
  if (key === 'node:crypto#createHash') {
    walk.derived = true;
    return true;
  }
  if (key === 'node:crypto#createHmac') {
    walk.derived = true;
    return argumentsOf[1] !== undefined && next(argumentsOf[1]);
  }
  const fn = calleeFunctionOf(file, call);
  if (!fn || fn.generator) return false;
  // a parameter with a default the call does not pass holds that default
  if (fn.params.length > 0) {
    if (argumentsOf.length > 0 || !fn.params.every((parameter) => parameter.type === 'AssignmentPattern' && parameter.left.type === 'Identifier')) return false;
    walk.unpassed.add(fn);
  }
  const owner = fileOwning(file, fn);
  const returned = returnedExpressions(fn, owner.sourceCode);
  return returned.length > 0 && returned.every((value) => isPublic(owner, value, walk, 0 + 1));
}

function noteFact(walk: Walk, isFact: boolean): boolean {
  if (isFact) walk.readsFact = true;
  return isFact;
}

function isPublicFact(file: McpFile, node: Node): boolean {
  const reference = file.provenance.of(node as Expression).reference;
  return reference !== undefined && PUBLIC_FACTS.has(referenceKey(reference));
}

/** `pkg.name`, `pkg.version` where `pkg` is imported (or required) from a `package.json`. */
function isPackageField(file: McpFile, member: TSESTree.MemberExpression): boolean {
  const name = getPropertyName(member);
  if (name !== 'name' && name !== 'version') return false;
  const object = skipValueWrappers(member.object);
  if (object.type !== 'Identifier') return false;
  const binding = resolveBinding(file.sourceCode, object);
  if (binding?.kind === 'import') return PACKAGE_JSON.test(binding.source);
  const init = binding?.kind === 'initialized' && binding.path.length === 0 ? skipValueWrappers(binding.init) : undefined;
  const specifier = init?.type === 'CallExpression' ? getLoadedSpecifier(init) : undefined;
  return specifier !== undefined && PACKAGE_JSON.test(specifier);
}

const PACKAGE_JSON = /(^|\/)package\.json$/;
