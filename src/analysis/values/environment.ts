import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, nodeAt, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { GLOBALS, type WellKnownReference } from '../scope/modules.js';
import { makeProvenance, type Evaluate, type Provenance } from './provenance-model.js';
import { staticKeyOf } from './value-operators.js';
import type { EnvironmentRead } from './vocabulary.js';
import { describesSecret } from './secret-names.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Word parts that make an environment variable a secret: `STATE_KEY`, `apiToken`, `DB_PASSWORD`, `WEBHOOK_SECRET`. */
const SECRET_WORDS = new Set([
  'SECRET',
  'SECRETS',
  'TOKEN',
  'KEY',
  'KEYS',
  'PASSWORD',
  'PASSWORDS',
  'PASSWD',
  'PASSPHRASE',
  'APIKEY',
  'SECRETKEY',
  'AUTHTOKEN',
  'ACCESSTOKEN',
]);

/** `API_TOKEN` → API, TOKEN; `stateKey` → STATE, KEY; `MAX_TOKENS` → MAX, TOKENS. */
export function wordParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part.length > 0)
    .map((part) => part.toUpperCase());
}

/**
 * Whether an environment variable of this name holds secret material (a key, token, password).
 * `extraSecretWords` (upper case) are words a team uses for secrets besides the built-in ones (`SALT`, `PEPPER`).
 */
export function isSecretEnvironmentName(name: string, extraSecretWords: readonly string[] = []): boolean {
  const parts = wordParts(name);
  const isSecretWord = (part: string) => SECRET_WORDS.has(part) || extraSecretWords.includes(part);
  return parts.some(isSecretWord) && !describesSecret(parts);
}

/** Where environment variables live: `process.env`, `import.meta.env`, `Bun.env`, Netlify's `Netlify.env` (read with `.get`). */
const ENVIRONMENT_OBJECTS = new Set(['process.env', 'import.meta.env', 'Bun.env', 'Deno.env', 'Netlify.env']);

/** SvelteKit's private environment: `import { env } from '$env/dynamic/private'`, `import { STATE_KEY } from '$env/static/private'`. */
const SVELTEKIT_DYNAMIC: WellKnownReference = { module: '$env/dynamic/private', path: ['env'] };
export const SVELTEKIT_STATIC_PRIVATE = '$env/static/private';

/** The modules Nuxt's `useRuntimeConfig` is auto-imported from, besides the global it is in a Nuxt app. */
const NUXT_MODULES: ReadonlySet<string> = new Set(['#imports', '#app', 'nuxt/app', '#app/nuxt']);

/**
 * `useRuntimeConfig()` of Nuxt (or Nitro): the runtime config, whose members the environment sets
 * (`NUXT_STATE_SECRET` sets `stateSecret`): read as the environment, each member secret by its name.
 */
export function isRuntimeConfigReader(reference: WellKnownReference | undefined): boolean {
  if (reference === undefined || reference.path.length !== 1 || reference.path[0] !== 'useRuntimeConfig') return false;
  return reference.module === GLOBALS || NUXT_MODULES.has(reference.module) || reference.module === 'nitropack/runtime';
}

/** What `useRuntimeConfig()` gives, and (`path`) the objects nested in it: read by `runtimeConfigMember` of the provenance analysis. */
export const RUNTIME_CONFIG: WellKnownReference = { module: 'nuxt:runtime-config', path: [] };

/** `defineNuxtConfig(config)`: the config itself. */
export function isNuxtConfigDefiner(reference: WellKnownReference | undefined): boolean {
  return reference !== undefined && reference.path.length === 1 && reference.path[0] === 'defineNuxtConfig' && (reference.module === GLOBALS || reference.module === 'nuxt/config');
}

/** `NUXT_OAUTH_CLIENT_SECRET`: the variable that overrides the runtime config's `oauth.clientSecret`. */
export function runtimeConfigVariable(path: readonly string[]): string {
  return ['NUXT', ...path.flatMap(wordParts)].join('_');
}

/** Where a Cloudflare Worker's bindings (its secrets among them) can be imported from: `import { env } from 'cloudflare:workers'`. */
const WORKER_BINDINGS: WellKnownReference = { module: 'cloudflare:workers', path: ['env'] };

/** A Worker's entry points that are handed the bindings as their second parameter: `fetch(request, env, ctx)`. */
const WORKER_HANDLERS = new Set(['fetch', 'scheduled', 'queue', 'email', 'tail', 'trace']);

/**
 * An object whose members are environment variables: `process.env`, `import.meta.env`, `Bun.env`, `Deno.env` (read with
 * `.get(name)`), a Worker's bindings.
 */
export function isEnvironmentObject(reference: WellKnownReference | undefined): boolean {
  if (reference === undefined) return false;
  const path = reference.path.join('.');
  if (reference.module === WORKER_BINDINGS.module) return path === 'env';
  if (reference.module === SVELTEKIT_DYNAMIC.module) return path === 'env';
  return reference.module === GLOBALS && ENVIRONMENT_OBJECTS.has(path);
}

/**
 * The bindings a Worker's module syntax hands its handlers (`export default { fetch(request, env) { … } }`): the second
 * parameter of such a method of the object the module exports by default, as `cloudflare:workers` exports them.
 */
export function workerBindingsParameter(fn: FunctionNode | undefined, position: number | undefined): WellKnownReference | undefined {
  if (position !== 1 || fn === undefined || fn.type === 'FunctionDeclaration') return undefined;
  const property = fn.parent;
  if (property?.type !== 'Property' || property.value !== fn || property.computed) return undefined;
  const name = getStaticKeyName(property.key, false);
  if (name === undefined || !WORKER_HANDLERS.has(name)) return undefined;
  let exported: Node | undefined = property.parent;
  while (exported?.parent && (exported.parent.type === 'TSSatisfiesExpression' || exported.parent.type === 'TSAsExpression')) exported = exported.parent;
  return exported?.parent?.type === 'ExportDefaultDeclaration' ? WORKER_BINDINGS : undefined;
}

/** `Deno.env.get('NAME')`: the name an environment object's `get` reads, when it is written. */
export function environmentNameRead(call: TSESTree.CallExpression, evaluate: Evaluate): string | undefined {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || getPropertyName(callee) !== 'get' || call.arguments.length !== 1) return undefined;
  const [name] = call.arguments;
  if (!name || name.type === 'SpreadElement' || !isEnvironmentObject(evaluate(callee.object).reference)) return undefined;
  const value = evaluate(name);
  return value.kind === 'literal' && typeof value.literalValue === 'string' ? value.literalValue : undefined;
}

/** What a destructuring pattern takes apart: the initializer of its declaration, the right side of its assignment. */
function destructuredFrom(pattern: Node): Expression | undefined {
  const holder = pattern.parent;
  if (holder?.type === 'VariableDeclarator' && holder.id === pattern) return holder.init ?? undefined;
  if (holder?.type === 'AssignmentExpression' && holder.left === pattern) return holder.right;
  return undefined;
}

/** The object pattern `value` is destructured into: `const { A, B } = value`, `({ A } = value)`. */
function destructuredInto(value: Node): TSESTree.ObjectPattern | undefined {
  const holder = value.parent;
  if (holder?.type === 'VariableDeclarator' && holder.init === value && holder.id.type === 'ObjectPattern') return holder.id;
  if (holder?.type === 'AssignmentExpression' && holder.right === value && holder.left.type === 'ObjectPattern') return holder.left;
  return undefined;
}

/** Whether a property of a pattern destructuring the environment may take a secret: a secret name, a computed key, a rest. */
function destructuresSecret(property: TSESTree.ObjectPattern['properties'][number], extraSecretWords: readonly string[]): boolean {
  if (property.type === 'RestElement') return true;
  const key = getStaticKeyName(property.key, property.computed);
  return key === undefined || isSecretEnvironmentName(key, extraSecretWords);
}

/** Whether `node` names a member where `parent` defines one (`{ env: … }`, a class's `env` field or method): it reads nothing. */
function isKeyOf(parent: Node, node: Node): boolean {
  switch (parent.type) {
    case 'Property':
      return parent.parent.type === 'ObjectExpression' && parent.key === node && !parent.computed && !parent.shorthand;
    case 'PropertyDefinition':
    case 'MethodDefinition':
    case 'AccessorProperty':
      return parent.key === node && !parent.computed;
    default:
      return false;
  }
}

/** `process`, `globalThis.process`, `require('node:process')`: an object whose `env` is the environment. */
function isProcessObject(node: Expression | undefined, evaluate: Evaluate): boolean {
  const reference = node && evaluate(node).reference;
  return reference?.module === GLOBALS && reference.path.length === 1 && reference.path[0] === 'process';
}

/** `process.env.NAME`: a string that may be absent, secret when its name is. */
export function environmentVariable(name: string, origin: Node): Provenance {
  return makeProvenance(isSecretEnvironmentName(name) ? 'secret' : 'unknown', origin, {
    valueType: 'string',
    maybeAbsent: true,
    environmentVariable: name,
  });
}

/**
 * Whether the `env` written at `read.index` reads a secret: it is an environment object (`process.env`, `import.meta.env`, `Bun.env`),
 * read by a secret name or used whole. An `env` read by a harmless name is harmless whatever it is; one in a
 * comment, a string, or an object literal's key reads nothing; one destructured by that name or imported may be
 * `process.env`.
 */
export function isSecretEnvironmentRead(
  sourceCode: SourceCode,
  { index, name }: EnvironmentRead,
  extraSecretWords: readonly string[],
  evaluate: Evaluate,
): boolean {
  if (name !== undefined && !isSecretEnvironmentName(name, extraSecretWords)) return false;
  const written = nodeAt(sourceCode.ast, sourceCode.visitorKeys, index);
  const parent = written?.parent;
  if (!written || !parent) return false;
  if (parent.type === 'ImportSpecifier') return true;
  if (isKeyOf(parent, written)) return false;
  // `const { env } = process`, `{ env: e }`; but `{ schemaEnv: env }` reads `schemaEnv`, which no environment object is,
  // and `const { env } = options` reads the options' `env`
  if (parent.type === 'Property' && parent.parent.type === 'ObjectPattern') {
    return getStaticKeyName(parent.key, parent.computed) === 'env' && isProcessObject(destructuredFrom(parent.parent), evaluate);
  }
  const environment = parent.type === 'MemberExpression' && parent.property === written ? parent : written;
  if (environment.type !== 'MemberExpression' && environment.type !== 'Identifier') return false;
  if (!isEnvironmentObject(evaluate(environment).reference)) return false;
  const destructured = destructuredInto(environment);
  if (destructured) return destructured.properties.some((property) => destructuresSecret(property, extraSecretWords));
  const read = environment.parent;
  if (read?.type !== 'MemberExpression' || read.object !== environment) return true;
  const call = read.parent;
  const key = call?.type === 'CallExpression' && call.callee === read ? environmentNameRead(call, evaluate) : (getPropertyName(read) ?? staticKeyOf(read, evaluate));
  return key !== undefined && isSecretEnvironmentName(key, extraSecretWords);
}
