import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getPropertyName, getStaticString, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterDefault, resolveBinding } from '../scope/bindings.js';
import type { ForeignOrigin } from '../values/provenance-model.js';
import type { ProvenanceAnalysis } from '../values/provenance.js';
import { returnedExpressions } from '../scope/local-functions.js';
import { memberDefinitions } from '../scope/members.js';
import { getLoadedSpecifier, GLOBALS, isReferenceTo, referenceKey } from '../scope/modules.js';
import { staticProperty } from '../values/object-literals.js';
import { calleeFunctionOf } from './callee-functions.js';
import { wrappedBy } from '../values/result-chains.js';
import { fileOwning, type McpFile } from './file.js';
import { isMemberRefusedAtStartup, isRefusedAtStartup } from '../values/startup-key-checks.js';
import { pushedLater } from '../values/in-place-fills.js';
import { mapEntryValues } from '../values/value-operators.js';
import { isSecretEnvironmentName, wordParts } from '../values/environment.js';

const MAX_DEPTH = 12;

/**
 * Key derivations: the argument positions of the key material they derive from (`node:crypto`'s password or input key,
 * libsodium's generic hash's data and key), and of their other inputs (salt, info), which are public by design: a key
 * derived from public material is public whatever salt or info it is given, unless one of them is itself a secret.
 */
const DERIVATIONS: ReadonlyMap<string, { readonly material: readonly number[]; readonly parameters: readonly number[] }> = new Map([
  ['node:crypto#pbkdf2Sync', { material: [0], parameters: [1] }],
  ['node:crypto#scryptSync', { material: [0], parameters: [1] }],
  ['node:crypto#hkdfSync', { material: [1], parameters: [2, 3] }],
  ['libsodium-wrappers#crypto_generichash', { material: [1, 2], parameters: [] }],
  // a Web Crypto digest of the data (`crypto.subtle.digest('SHA-256', bytes)`)
  [`${GLOBALS}#crypto.subtle.digest`, { material: [1], parameters: [] }],
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
 * Variables a platform sets to facts anyone can learn: the machine's or the app's name, its public URL, its region, its
 * repository and commit, the package's name (Azure App Service, Vercel, Netlify, Render, Fly, Heroku, Cloud Run,
 * Lambda, GitHub Actions, npm).
 */
const PUBLIC_ENVIRONMENT = new Set([
  'HOSTNAME',
  'COMPUTERNAME',
  'WEBSITE_SITE_NAME',
  'WEBSITE_HOSTNAME',
  'WEBSITE_INSTANCE_ID',
  'VERCEL_URL',
  'VERCEL_PROJECT_PRODUCTION_URL',
  'VERCEL_BRANCH_URL',
  'VERCEL_ENV',
  'VERCEL_REGION',
  'VERCEL_GIT_REPO_OWNER',
  'VERCEL_GIT_REPO_SLUG',
  'VERCEL_GIT_COMMIT_REF',
  'VERCEL_GIT_COMMIT_SHA',
  'GITHUB_REPOSITORY',
  'GITHUB_SHA',
  'CONTEXT',
  'BRANCH',
  'REPOSITORY_URL',
  'COMMIT_REF',
  'RENDER_GIT_REPO_SLUG',
  'RENDER_GIT_COMMIT',
  'URL',
  'DEPLOY_URL',
  'SITE_NAME',
  'RENDER_SERVICE_NAME',
  'RENDER_EXTERNAL_URL',
  'FLY_APP_NAME',
  'FLY_REGION',
  'HEROKU_APP_NAME',
  'K_SERVICE',
  'K_REVISION',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_REGION',
  'npm_package_name',
  'npm_package_version',
]);

/** Words of a variable's name that say it holds what identifies a build: its commit, revision, version, release. */
const RELEASE_WORDS: ReadonlySet<string> = new Set(['SHA', 'COMMIT', 'REVISION', 'REV', 'VERSION', 'RELEASE', 'BUILD', 'TAG']);

/**
 * A variable a platform sets to a public fact, or one the project names for its build (`RELEASE_SHA`, `GIT_COMMIT`,
 * `APP_VERSION`) and not for a secret: a build is shipped, tagged and served, and anyone who can see one can learn it.
 */
function isPublicEnvironmentName(name: string): boolean {
  if (PUBLIC_ENVIRONMENT.has(name)) return true;
  return RELEASE_WORDS.has(wordParts(name).at(-1) ?? '') && !isSecretEnvironmentName(name);
}

/** A variable the project names for what identifies its deployment (see {@link IDENTITY_WORDS}), not for a secret. */
function isDeploymentIdentityName(name: string): boolean {
  return IDENTITY_WORDS.has(wordParts(name).at(-1) ?? '') && !isSecretEnvironmentName(name);
}

/**
 * Last words of a variable's name that say it names the deployment, not a secret: an account's, a tenant's or a
 * worker's id or name, its region or environment (`CF_ACCOUNT_ID`, `DRIVE_TENANT_ID`, `WORKER_NAME`): such values are
 * written in dashboards, URLs and logs, and a key made from them alone is a key anyone who learns them makes.
 */
const IDENTITY_WORDS: ReadonlySet<string> = new Set(['ID', 'NAME', 'REGION', 'ENV', 'ENVIRONMENT', 'STAGE', 'HOST', 'DOMAIN']);

/**
 * Whether a key is derived (a hash, an HMAC, PBKDF2, scrypt, HKDF) only from literals and facts anyone can learn —
 * the machine's name, the process id, the package's name, the clock — however many steps, `const`s and project
 * functions lie between: whoever reads the code derives the same key. At least one derivation step must be seen (a bare
 * literal is judged as a literal).
 */
export function isPublicKeyDerivation(mcp: McpFile, key: Expression): boolean {
  return publicKeyDerivation(mcp, key) !== undefined;
}

/** A key proven public (see {@link isPublicKeyDerivation}), and when it is. */
export interface PublicDerivation {
  /**
   * The variable whose unset value the key falls back to public facts for (`fromEnv() ?? derivedLocalKey()` with
   * `process.env.GATE_SIGNING_KEY` read in `fromEnv`): the key is public wherever it is unset.
   */
  readonly fallbackOf: string | undefined;
  /**
   * The key is public on one path and something else on another (`configured ?? derivedKey()`, a function that returns
   * the configured key when there is one and a hash of the host otherwise): a fallback to public facts.
   */
  readonly onSomePath: boolean;
  /** The function of another module of the project the walk found the public key in first, if any. */
  readonly helper: ForeignOrigin | undefined;
  /** A fact about the machine, the process, the package or the clock is read on the way, not only literals. */
  readonly readsFact: boolean;
  /** The key is looked up in a collection of keys (`ring.get(kid)`) one of which is public (see {@link onSomePath}). */
  readonly ringMember: boolean;
}

/** Whether a key is a public derivation, and when: always, or on some path (whenever the configured key is missing). */
export function publicKeyDerivation(mcp: McpFile, key: Expression): PublicDerivation | undefined {
  const walk = newWalk();
  return isPublic(mcp, key, walk, 0) ? derivationOf(walk) : undefined;
}

/** Whether the member `name` of `object` is a public derivation (`config.state` handed whole, signing with its `secret`). */
export function publicMemberDerivation(mcp: McpFile, object: Expression, name: string): PublicDerivation | undefined {
  const walk = newWalk();
  return isPublicMemberOf(mcp, object, name, walk, (child) => isPublic(mcp, child, walk, 1)) ? derivationOf(walk) : undefined;
}

function newWalk(): Walk {
  return { derived: false, readsFact: false, unpassed: new Set(), passed: new Map(), fallbackOf: undefined, onSomePath: false, ringMember: false, helper: undefined, steps: 0 };
}

function derivationOf(walk: Walk): PublicDerivation | undefined {
  if (!(walk.derived || walk.readsFact)) return undefined;
  return { fallbackOf: walk.fallbackOf, onSomePath: walk.onSomePath, ringMember: walk.ringMember, helper: walk.helper, readsFact: walk.readsFact };
}

interface Walk {
  derived: boolean;
  /** A public fact was read on the way (`Deno.hostname()`, `pkg.name`): a key made with one is not a bare literal. */
  readsFact: boolean;
  /** The environment variable whose fallback the walk took on the way (see {@link PublicDerivation.fallbackOf}). */
  fallbackOf: string | undefined;
  /** A choice on the way has a public alternative and another (see {@link PublicDerivation.onSomePath}). */
  onSomePath: boolean;
  /** The key was read out of a collection of keys on the way (see {@link PublicDerivation.ringMember}). */
  ringMember: boolean;
  helper: ForeignOrigin | undefined;
  /** Nodes looked at so far: a walk gives up (not public) past {@link MAX_STEPS}. */
  steps: number;
  /** Functions entered through a call that passes none of their parameters: each parameter holds its default. */
  readonly unpassed: Set<FunctionNode>;
  /** Functions entered through a call that passes their parameters: each parameter holds what that call passes. */
  readonly passed: Map<FunctionNode, TSESTree.CallExpression>;
}

/** Words of an environment variable's name that say it holds key material, besides the secret words (`STATE_MASTER`). */
export const KEY_MATERIAL_WORDS: readonly string[] = ['MASTER', 'SEED', 'HMAC', 'SIGNING'];

/** How many nodes one walk looks at at most. */
const MAX_STEPS = 400;

type Next = (child: Node) => boolean;

function isPublic(mcp: McpFile, node: Node, walk: Walk, depth: number): boolean {
  walk.steps += 1;
  if (depth > MAX_DEPTH || walk.steps > MAX_STEPS) return false;
  const file = fileOwning(mcp, node);
  const expression = skipValueWrappers(node);
  const next: Next = (child) => isPublic(file, child, walk, depth + 1);
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' || typeof expression.value === 'number';
    case 'TemplateLiteral':
      return expression.expressions.every(next);
    case 'BinaryExpression':
      return expression.operator === '+' && next(expression.left) && next(expression.right);
    case 'AwaitExpression':
      return next(expression.argument);
    case 'LogicalExpression': {
      if (expression.operator === '&&' || !attempt(walk, next, expression.right)) return false;
      if (attempt(walk, next, expression.left)) return true;
      if (isRefusedFallback(expression.right)) return false;
      // `process.env.X ?? 'default'`: public whenever the variable is unset
      const configured = file.provenance.of(expression.left);
      // (the variable that names key material, where public ones are read on the way too: `SEED ?? \`${PUBLIC_URL}/…\``)
      const variable = configured.environmentVariable;
      if (variable !== undefined && (walk.fallbackOf === undefined || isSecretEnvironmentName(variable, KEY_MATERIAL_WORDS))) walk.fallbackOf = variable;
      // `configured ?? derivedKey()`, or a secret of the environment (`MASTER_KEY || 'dev'`) whatever derives from it
      // later: public whenever the left side is absent
      if (configured.environmentVariable === undefined || configured.derivedFromSecret) walk.onSomePath = true;
      return true;
    }
    case 'ConditionalExpression': {
      const before = walk.onSomePath;
      if (!choice(walk, next, [expression.consequent, expression.alternate])) return false;
      // `hex ? Buffer.from(hex, 'hex') : Buffer.from('dev-master')` with `hex` read from the environment
      const variable = !before && walk.onSomePath ? file.provenance.of(expression.test).environmentVariable : undefined;
      if (variable !== undefined) walk.fallbackOf ??= variable;
      return true;
    }
    case 'ArrayExpression':
      // a list of keys (a rotation list): public when each key in it is
      return expression.elements.length > 0 && expression.elements.every((element) => element !== null && element.type !== 'SpreadElement' && next(element));
    case 'Identifier': {
      const binding = resolveBinding(file.sourceCode, expression);
      if (binding?.kind === 'initialized') {
        if (binding.path.length === 0) return next(binding.init);
        // `const { key } = resolveStateKey(env)`, `const [current] = keys`: the member of what it is taken from
        const [step, ...rest] = binding.path;
        const name = step?.type === 'property' ? step.name : step?.type === 'index' ? String(step.index) : undefined;
        return name !== undefined && rest.length === 0 && isPublicMemberOf(file, binding.init, name, walk, next);
      }
      // `let cached; … cached = fromEnv() ?? derivedLocalKey()`: every value it is given
      if (binding?.kind === 'assigned') return choice(walk, next, binding.values.filter((value) => !isNullish(value)));
      if (binding?.kind === 'parameter') {
        // `derive(master, label)` entered from `derive(loadMaster(), 'mac')`: what that call passes
        const call = binding.fn && walk.passed.get(binding.fn);
        const whole = binding.path.every((step) => step.type === 'default');
        const argument = call && binding.index !== undefined && whole ? getPlainArguments(call)?.[binding.index] : undefined;
        if (argument) return next(argument);
        const fallback = binding.fn !== undefined && walk.unpassed.has(binding.fn) ? parameterDefault(binding) : undefined;
        if (fallback !== undefined) return next(fallback);
        // `Effect.map(stateKey, (key) => …)`, `.then((key) => …)`: what the chain before the callback holds
        const fed = binding.fn && binding.index === 0 && binding.path.length === 0 ? file.provenance.chainFed(binding.fn) : undefined;
        if (fed !== undefined) return next(fed);
        // `@inject(STATE_KEY) key`: what the token's one provider makes, in its module
        const provided = file.provenance.of(expression).madeElsewhere;
        if (provided !== undefined && fileOwning(file, provided) !== file) return next(provided);
        // `constructor(private readonly secret = STATE_SECRET)`, `sign(body, key = localKey())`: the key of every call
        // that leaves it out
        const omitted = parameterDefault(binding);
        // the call the walk came through leaves it out: its default, on every path
        if (omitted !== undefined && call && whole) return next(omitted);
        if (omitted === undefined || !attempt(walk, next, omitted)) return false;
        walk.onSomePath = true;
        return true;
      }
      if (binding?.kind !== 'import') return false;
      // `import { name, version } from '../package.json'`
      if (PACKAGE_JSON.test(binding.source) && (binding.imported === 'name' || binding.imported === 'version')) return noteFact(walk, true);
      // a constant another module of the project exports: what it was made from, there
      const value = file.provenance.of(expression);
      const made = value.definedElsewhere ?? value.madeElsewhere;
      return made !== undefined && fileOwning(file, made) !== file && next(made);
    }
    case 'MemberExpression': {
      if (isPublicFact(file, expression) || isPackageField(file, expression)) return noteFact(walk, true);
      // a part of a public fact: `os.userInfo().username`, `Deno.build.os`
      const whole = skipValueWrappers(expression.object);
      if (isPublicFact(file, whole) || (whole.type === 'CallExpression' && isPublicFact(file, whole.callee))) return noteFact(walk, true);
      // a piece a split cut of public text (`os.hostname().split('-')[0]`) is public
      if (expression.computed && whole.type === 'CallExpression' && getMethodName(whole) === 'split' && file.provenance.of(expression.property).kind === 'literal') {
        return isPublicCall(file, whole, walk, next, depth);
      }
      const name = expression.property.type === 'PrivateIdentifier' ? `#${expression.property.name}` : getPropertyName(expression);
      if (name !== undefined && attempt(walk, (object) => isPublicMemberOf(file, object, name, walk, next), expression.object)) return true;
      // a value another module makes and hands in (an injected field, a provider's factory): what it is made from, there
      return madeInAnotherModule(file, expression, walk, next) || fallsBackToLiteral(file, expression, name, walk);
    }
    case 'NewExpression': {
      if (isPublicFact(file, expression.callee)) return noteFact(walk, true);
      // `new Uint8Array(digest)`: the same bytes
      const [bytes, hmacKey] = getPlainArguments(expression) ?? [];
      const reference = file.provenance.of(expression.callee).reference;
      // Bun's hasher: a hash of what is fed to it, or with a key (its second argument) an HMAC
      if (isReferenceTo(reference, GLOBALS, 'Bun', 'CryptoHasher')) {
        walk.derived = true;
        return hmacKey === undefined || next(hmacKey);
      }
      return bytes !== undefined && expression.arguments.length === 1 && BYTE_COPIES.some((name) => isReferenceTo(reference, GLOBALS, name)) && next(bytes);
    }
    case 'CallExpression':
      return isPublicCall(file, expression, walk, next, depth);
    default:
      return false;
  }
}

function madeInAnotherModule(file: McpFile, expression: Expression, walk: Walk, next: Next): boolean {
  const value = file.provenance.of(expression);
  const made = value.definedElsewhere ?? value.madeElsewhere;
  if (made === undefined || fileOwning(file, made) === file) return false;
  walk.helper ??= value.foreign;
  return next(made);
}

/** Walks `child` as one alternative of a choice: what it notes is kept only when it is public. */
function attempt(walk: Walk, next: Next, child: Node): boolean {
  const { derived, readsFact, fallbackOf, onSomePath, helper } = walk;
  if (next(child)) return true;
  Object.assign(walk, { derived, readsFact, fallbackOf, onSomePath, helper });
  return false;
}

/** A value that is one of `alternatives`: public when each is; on some path when one is (see {@link PublicDerivation.onSomePath}). */
function choice(walk: Walk, next: Next, alternatives: readonly Node[]): boolean {
  let public_ = 0;
  for (const alternative of alternatives) if (attempt(walk, next, alternative)) public_ += 1;
  if (public_ === 0) return false;
  if (public_ < alternatives.length) walk.onSomePath = true;
  return true;
}

/** A literal fallback a startup check refuses (`?? ''` followed by `if (raw.length < 32) throw …`): it never becomes the key. */
/**
 * `settings.stateKey` of `Object.freeze({ ...defaults, ...fromEnv })`: a member that holds a literal wherever the
 * configured value is missing, and that nothing refuses at startup, is public on that path.
 */
function fallsBackToLiteral(file: McpFile, member: TSESTree.MemberExpression, name: string | undefined, walk: Walk): boolean {
  const value = file.provenance.of(member);
  const fallback = value.literalFallback;
  const literal = typeof fallback?.literalValue === 'string' ? fallback.literalValue : undefined;
  if (!value.hasLiteralFallback || !fallback || literal === undefined || literal === '' || name === undefined) return false;
  if (isRefusedAtStartup(fallback.origin, literal) || isMemberRefusedWhereMade(file.provenance, member.object, name, literal)) return false;
  walk.onSomePath = true;
  if (value.environmentVariable !== undefined) walk.fallbackOf ??= value.environmentVariable;
  return true;
}

/**
 * Whether the member `name` of `object` is refused at startup where the object is made, in whichever module makes it
 * (`if (!settings.webhookSecret) throw …` right after `export const settings = { …defaults, …fromEnv }`).
 */
export function isMemberRefusedWhereMade(provenance: ProvenanceAnalysis, object: Node, name: string, literal: string | undefined): boolean {
  const value = provenance.of(object);
  return isMemberRefusedAtStartup(value.madeElsewhere ?? value.origin, name, literal);
}

/** `read ?? ''` (or `||`) where the server refuses to start with the fallback. */
function hasRefusedFallback(node: Node): boolean {
  const parent = node.parent;
  return parent?.type === 'LogicalExpression' && parent.left === node && parent.operator !== '&&' && isRefusedFallback(parent.right);
}

function isRefusedFallback(node: Node): boolean {
  const fallback = skipValueWrappers(node);
  return fallback.type === 'Literal' && typeof fallback.value === 'string' && isRefusedAtStartup(fallback, fallback.value);
}

function isNullish(node: Node): boolean {
  const expression = skipValueWrappers(node);
  return (expression.type === 'Literal' && expression.value === null) || (expression.type === 'Identifier' && expression.name === 'undefined');
}

/**
 * Member `name` of `object` where the analysis shows its values: a property of an object literal (`pkg.name` of `{ name:
 * parsed.name ?? 'deploy-gate' }`, also of each object a function returns), an element of an array literal, a field of
 * a class or an instance (`static readonly #key = gateSigningKey()`, `this.key` set in the constructor) or a getter,
 * here or in another module.
 */
function isPublicMemberOf(file: McpFile, object: Node, name: string, walk: Walk, next: Next): boolean {
  const expression = skipValueWrappers(object);
  if (expression.type === 'AwaitExpression') return isPublicMemberOf(file, expression.argument, name, walk, next);
  // `const { name, version } = require('../package.json')`
  if (expression.type === 'CallExpression' && (name === 'name' || name === 'version') && PACKAGE_JSON.test(getLoadedSpecifier(expression) ?? '')) return noteFact(walk, true);
  if (expression.type === 'ObjectExpression') {
    const property = staticProperty(expression, name);
    const type: string | undefined = property?.value.type;
    return property !== undefined && type !== 'AssignmentPattern' && type !== 'TSEmptyBodyFunctionExpression' && next(property.value);
  }
  if (expression.type === 'ArrayExpression') {
    const element = /^\d+$/.test(name) ? expression.elements[Number(name)] : undefined;
    return element !== undefined && element !== null && element.type !== 'SpreadElement' && next(element);
  }
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(file.sourceCode, expression);
    if (binding?.kind === 'initialized' && binding.path.length === 0) return isPublicMemberOf(file, binding.init, name, walk, next);
    // `build(config = loadConfig())`: what the call the walk came through passes, else the default (one of its values)
    if (binding?.kind === 'parameter' && binding.fn && binding.index !== undefined) {
      const call = walk.passed.get(binding.fn);
      const argument = call && getPlainArguments(call)?.[binding.index];
      if (argument) return isPublicMemberOf(file, argument, name, walk, next);
      const fallback = parameterDefault(binding);
      if (fallback) {
        if (!walk.unpassed.has(binding.fn)) walk.onSomePath = true;
        return isPublicMemberOf(file, fallback, name, walk, next);
      }
    }
    // `let cached = null; … cached = Object.freeze({ stateMac: derive(master, 'mac') })`: each object it is given
    if (binding?.kind === 'assigned') {
      const values = binding.values.filter((value) => !isNullish(value));
      return values.length > 0 && choice(walk, (value) => isPublicMemberOf(file, value, name, walk, next), values);
    }
  }
  const frozen = expression.type === 'CallExpression' ? frozenObject(file, expression) : undefined;
  if (frozen) return isPublicMemberOf(file, frozen, name, walk, next);
  if (expression.type === 'CallExpression') {
    // a member of what a project function returns: of each object it may return
    const entered = enteredFunction(file, expression, walk);
    if (entered) return choice(walk, (returned) => isPublicMemberOf(entered.owner, returned, name, walk, next), entered.returned);
  }
  const value = file.provenance.of(expression as Expression);
  // one of several objects (`load()`'s `{ current: localKey }` or `{ current: decodeKey(raw) }` through a promise chain,
  // configuration layers merged key by key): the member of each that writes it
  const written = value.alternatives?.flatMap((alternative) => {
    const made = alternative.madeElsewhere && skipValueWrappers(alternative.madeElsewhere);
    const literal = alternative.objectLiteral ?? (made?.type === 'ObjectExpression' ? made : undefined);
    const property = literal && staticProperty(literal, name);
    return property && property.value.type !== 'AssignmentPattern' && property.value.type !== 'TSEmptyBodyFunctionExpression' ? [property.value] : [];
  });
  if (written && written.length > 0) return choice(walk, next, written);
  // `config.state.key`: a member of an object literal another module exports (nested in it, required or imported)
  const madeAs = value.madeElsewhere && skipValueWrappers(value.madeElsewhere);
  const made = madeAs?.type === 'CallExpression' ? (frozenObject(fileOwning(file, madeAs), madeAs) ?? madeAs) : madeAs;
  if (made?.type === 'ObjectExpression' && fileOwning(file, made) !== file) {
    walk.helper ??= value.foreign && { specifier: value.foreign.specifier, name: `${value.foreign.name}.${name}` };
    return isPublicMemberOf(fileOwning(file, made), made, name, walk, next);
  }
  // `env.SERVICE_NAME` of `env: Env` (a schema's parse): a literal where the variable is unset
  if (value.foreignMembers && !value.objectLiteral) {
    const member = file.provenance.memberValue(value, name, expression);
    const literal = member.kind === 'literal' ? member : member.hasLiteralFallback ? member.literalFallback : undefined;
    if (literal && (literal.valueType === 'string' || literal.valueType === 'number')) {
      if (member.kind !== 'literal') walk.onSomePath = true;
      return true;
    }
  }
  const owner = value.memberOwner;
  if (owner) {
    const ownerFile = fileOwning(file, owner.kind === 'object' ? owner.literal : owner.of);
    const given = memberDefinitions(ownerFile.sourceCode, owner, name)?.filter((definition) => definition.kind !== 'unset') ?? [];
    const valuesOf = given.map((definition) => (definition.kind === 'value' ? [definition.value] : definition.kind === 'getter' ? returnedExpressions(definition.fn, fileOwning(file, definition.fn).sourceCode) : []));
    // each definition must show its values: a getter may return several (`if (configured) return …; return derive()`)
    return valuesOf.length > 0 && valuesOf.every((values) => values.length > 0) && choice(walk, next, valuesOf.flat());
  }
  const property = value.objectLiteral && staticProperty(value.objectLiteral, name);
  const type: string | undefined = property?.value.type;
  return property !== undefined && type !== 'AssignmentPattern' && type !== 'TSEmptyBodyFunctionExpression' && next(property.value);
}

/**
 * The project function a call runs and the values it returns (none `null` or `undefined`: a key that is absent signs
 * nothing). A parameter the call does not pass holds its default; one it passes is of unknown value.
 */
function enteredFunction(file: McpFile, call: TSESTree.CallExpression, walk: Walk): { owner: McpFile; returned: Expression[] } | undefined {
  const argumentsOf = getPlainArguments(call);
  const fn = argumentsOf && calleeFunctionOf(file, call);
  if (!fn || fn.generator) return undefined;
  if (argumentsOf.length === 0 && fn.params.length > 0) {
    if (!fn.params.every((parameter) => parameter.type === 'AssignmentPattern' && parameter.left.type === 'Identifier')) return undefined;
    walk.unpassed.add(fn);
  } else if (argumentsOf.length > 0 && !walk.passed.has(fn)) walk.passed.set(fn, call);
  const owner = fileOwning(file, fn);
  const returned = returnedExpressions(fn, owner.sourceCode).filter((value) => !isNullish(value));
  if (returned.length === 0) return undefined;
  if (owner !== file) walk.helper ??= file.provenance.of(call.callee).foreign;
  return { owner, returned };
}

function isPublicCall(file: McpFile, call: TSESTree.CallExpression, walk: Walk, next: Next, depth: number): boolean {
  const argumentsOf = getPlainArguments(call);
  if (!argumentsOf) return false;
  // `requireEnv('CRM_TENANT_ID')`: a helper handing back the variable
  if (isPublicFact(file, call.callee) || isPublicFact(file, call)) return noteFact(walk, true);
  const reference = file.provenance.of(call.callee).reference;
  const key = reference && referenceKey(reference);
  const derived = key === undefined ? undefined : DERIVATIONS.get(key);
  if (derived) {
    walk.derived = true;
    const secretParameter = derived.parameters.some((index) => argumentsOf[index] !== undefined && file.provenance.of(argumentsOf[index]!).derivedFromSecret);
    return !secretParameter && derived.material.every((index) => argumentsOf[index] === undefined || next(argumentsOf[index]!));
  }
  if (isReferenceTo(reference, GLOBALS, 'Buffer', 'from') || isReferenceTo(reference, GLOBALS, 'String') || (key !== undefined && TEXT_TO_BYTES.has(key))) {
    return argumentsOf[0] !== undefined && next(argumentsOf[0]);
  }
  const frozen = frozenObject(file, call);
  if (frozen) return next(frozen);
  const method = getMethodName(call);
  const receiver = getMethodReceiver(call);
  // a piece of public bytes is public (`okm.subarray(32, 64)`)
  if (receiver && method !== undefined && PUBLIC_PIECES.has(method)) return next(receiver);
  if (receiver && method === 'update') return argumentsOf.every(next) && next(receiver);
  // `url.replace(/\/$/, '')`: public text with public text put in
  if (receiver && (method === 'replace' || method === 'replaceAll')) return argumentsOf.every((argument) => argument.type === 'Literal' || next(argument)) && next(receiver);
  // `[os.hostname(), pkg.name].join(':')`, `prefix.concat(host)`: text made of public pieces
  if (receiver && (method === 'join' || method === 'concat')) return argumentsOf.every(next) && next(receiver);
  if (method === 'encode' && receiver) return argumentsOf[0] !== undefined && next(argumentsOf[0]);
  if (key === 'node:crypto#createHash') {
    walk.derived = true;
    return true;
  }
  if (key === 'node:crypto#createHmac') {
    walk.derived = true;
    return argumentsOf[1] !== undefined && next(argumentsOf[1]);
  }

  // `Effect.gen(function* () { … return key; })`, `Option.match(configured, { onSome, onNone })`: what the generator,
  // or one of the handlers, returns
  const wrapped = wrappedBy(call);
  const thunks = wrapped && 'thunk' in wrapped ? [wrapped.thunk] : file.provenance.matchedBy(call);
  if (wrapped && 'value' in wrapped) return next(wrapped.value);
  if (thunks) {
    const returned = thunks.flatMap((thunk) => returnedExpressions(thunk, file.sourceCode)).filter((value) => !isNullish(value));
    return returned.length > 0 && choice(walk, next, returned);
  }
  // `ring.get(kid)` of a `Map` of keys (`ring.set('h1', hash('…'))`), `keys.find(…)`: one of the keys it holds
  const held = receiver && method !== undefined && ELEMENT_READERS.has(method) ? heldElements(file, receiver) : undefined;
  if (held) {
    const before = walk.onSomePath;
    if (!choice(walk, next, held)) return false;
    if (!before && walk.onSomePath) walk.ringMember = true;
    return true;
  }
  const entered = enteredFunction(file, call, walk);
  return entered !== undefined && choice(walk, (value) => isPublic(entered.owner, value, walk, depth + 1), entered.returned);
}

/** Methods that hand back one of the values a `Map` or an array holds. */
const ELEMENT_READERS: ReadonlySet<string> = new Set(['get', 'at', 'find', 'findLast']);

/**
 * The values a `const` collection of the module holds: the elements of its array literal (or the values of the pairs a
 * `new Map([…])` is made with) and every value `set` or `push` adds to it later. Undefined when anything else changes it.
 */
function heldElements(file: McpFile, receiver: Expression): Node[] | undefined {
  const expression = skipValueWrappers(receiver);
  if (expression.type !== 'Identifier') return undefined;
  const binding = resolveBinding(file.sourceCode, expression);
  if (binding?.kind !== 'initialized' || binding.path.length > 0) return undefined;
  const init = skipValueWrappers(binding.init);
  const initial: Node[] = [];
  if (init.type === 'ArrayExpression') {
    for (const element of init.elements) {
      if (!element || element.type === 'SpreadElement') return undefined;
      initial.push(element);
    }
  } else if (init.type === 'NewExpression' && init.callee.type === 'Identifier' && init.callee.name === 'Map') {
    const values = mapEntryValues(init);
    if (!values) return undefined;
    initial.push(...values);
  } else {
    return undefined;
  }
  const later = pushedLater(file.sourceCode, expression);
  if (later === 'changed') return undefined;
  const values = [...initial, ...(later ?? [])];
  return values.length > 0 ? values : undefined;
}

/** Methods whose result is the receiver's data, or a piece or a form of it. */
const PUBLIC_PIECES: ReadonlySet<string> = new Set(['digest', 'toString', 'trim', 'toISOString', 'toDateString', 'subarray', 'slice', 'split', 'substring', 'toLowerCase', 'toUpperCase']);

/** `Object.freeze(x)`: `x`, the same object. */
function frozenObject(file: McpFile, call: TSESTree.CallExpression): Node | undefined {
  const [object] = getPlainArguments(call) ?? [];
  return object && isReferenceTo(file.provenance.of(call.callee).reference, GLOBALS, 'Object', 'freeze') ? object : undefined;
}

function noteFact(walk: Walk, isFact: boolean): boolean {
  if (isFact) walk.readsFact = true;
  return isFact;
}

function isPublicFact(file: McpFile, node: Node): boolean {
  const value = file.provenance.of(node as Expression);
  const name = value.environmentVariable;
  if (name !== undefined && isPublicEnvironmentName(name)) return true;
  // `process.env.TENANT_ID`, unless the server refuses to start when it is short (`?? ''` then `length < 32`): a key, however named
  if (name !== undefined && isDeploymentIdentityName(name) && !hasRefusedFallback(node)) return true;
  return value.reference !== undefined && PUBLIC_FACTS.has(referenceKey(value.reference));
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
  if (init?.type !== 'CallExpression') return false;
  const specifier = getLoadedSpecifier(init);
  return (specifier !== undefined && PACKAGE_JSON.test(specifier)) || parsesPackageJson(file, init);
}

const PACKAGE_JSON = /(^|\/)package\.json$/;

/** What reads a file's text, by import or global: `readFileSync(path, 'utf8')`, `await readFile(path)`, `Deno.readTextFile(path)`. */
const FILE_READERS = new Set([
  'node:fs#readFileSync',
  'node:fs#promises.readFile',
  'node:fs/promises#readFile',
  `${GLOBALS}#Deno.readTextFileSync`,
  `${GLOBALS}#Deno.readTextFile`,
]);

/**
 * `JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))`: the package's manifest read at run
 * time, whose `name` and `version` are as public as an imported one's.
 */
function parsesPackageJson(file: McpFile, call: TSESTree.CallExpression): boolean {
  const [text] = getPlainArguments(call) ?? [];
  if (!text || !isReferenceTo(file.provenance.of(call.callee).reference, GLOBALS, 'JSON', 'parse')) return false;
  const read = skipValueWrappers(text);
  const [path] = read.type === 'CallExpression' ? (getPlainArguments(read) ?? []) : [];
  const reader = read.type === 'CallExpression' ? file.provenance.of(read.callee).reference : undefined;
  return path !== undefined && reader !== undefined && FILE_READERS.has(referenceKey(reader)) && namesPackageJson(file, path, 0);
}

/** A path to a `package.json`: its text, a `const` holding it, `new URL('../package.json', import.meta.url)`, `join(dir, 'package.json')`. */
function namesPackageJson(file: McpFile, node: Node, depth: number): boolean {
  if (depth > 4) return false;
  const expression = skipValueWrappers(node);
  const text = getStaticString(expression);
  if (text !== undefined) return PACKAGE_JSON.test(text);
  if (expression.type === 'TemplateLiteral') return PACKAGE_JSON.test(expression.quasis.at(-1)?.value.cooked ?? '');
  if (expression.type === 'Identifier') {
    const binding = resolveBinding(file.sourceCode, expression);
    return binding?.kind === 'initialized' && binding.path.length === 0 && namesPackageJson(file, binding.init, depth + 1);
  }
  if (expression.type !== 'NewExpression' && expression.type !== 'CallExpression') return false;
  const argumentsOf = getPlainArguments(expression) ?? [];
  const reference = file.provenance.of(expression.callee).reference;
  // `new URL(path, base)`: the path; `join(…, 'package.json')`, `resolve(…)`: the last part
  const part = expression.type === 'NewExpression' ? (isReferenceTo(reference, GLOBALS, 'URL') ? argumentsOf[0] : undefined) : PATH_JOINERS.has(reference ? referenceKey(reference) : '') ? argumentsOf.at(-1) : undefined;
  return part !== undefined && namesPackageJson(file, part, depth + 1);
}

/** Constructors that copy the bytes they are given. */
const BYTE_COPIES = ['Uint8Array', 'Buffer'];

/** Package functions that give the bytes of the text they are handed, as `Buffer.from(text)` does. */
const TEXT_TO_BYTES: ReadonlySet<string> = new Set(['libsodium-wrappers#from_string', 'tweetnacl-util#decodeUTF8', '@noble/hashes/utils#utf8ToBytes', '@noble/hashes/utils.js#utf8ToBytes']);

const PATH_JOINERS = new Set(['node:path#join', 'node:path#resolve', 'node:path#posix.join', 'node:path#posix.resolve']);
