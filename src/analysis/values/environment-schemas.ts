import type { TSESTree } from '@typescript-eslint/utils';
import { getMethodName, getMethodReceiver, getPlainArguments, getStaticKeyName, getStaticString, skipValueWrappers, staticProperty, type Expression, type Node } from '../syntax/ast.js';
import { environmentVariable, isEnvironmentObject } from './environment.js';
import { isReferenceTo, type WellKnownReference } from '../scope/modules.js';
import { eitherOf, makeProvenance, unknownValue, type Evaluate, type Provenance } from './provenance-model.js';

/** The methods of a schema that check a value against it and hand it back (zod, valibot-style `parse`). */
const PARSERS = new Set(['parse', 'parseAsync']);
/** The methods of a schema that answer with a verdict holding the value as its `data` (zod's `safeParse`). */
const SAFE_PARSERS = new Set(['safeParse', 'safeParseAsync']);

/** How a schema library names the schema of an object with the given members: `z.object({ … })`, `z.strictObject({ … })`. */
const OBJECT_SCHEMAS = new Set(['object', 'strictObject', 'looseObject']);

/** Whether a call checks its argument against a schema: `schema.parse(x)`, `schema.parseAsync(x)`. */
export function parsesSchema(call: TSESTree.CallExpression): boolean {
  return PARSERS.has(getMethodName(call) ?? '') && call.arguments.length === 1;
}

/** Whether a call checks its argument against a schema, handing it back or a verdict holding it (`schema.safeParse(x)`). */
export function checksAgainstSchema(call: TSESTree.CallExpression): boolean {
  return parsesSchema(call) || (SAFE_PARSERS.has(getMethodName(call) ?? '') && call.arguments.length === 1);
}

/**
 * `Env.parse(process.env)` where `const Env = z.object({ STATE_SECRET: z.string().min(32).default('dev-…') })`: each
 * member is the variable of its name, and a `.default(…)` literal that passes the schema's own `.min(n)` is a literal
 * fallback (it becomes the value wherever the variable is unset). Undefined for any other call.
 */
export function parsedEnvironment(call: TSESTree.CallExpression, schema: Expression | undefined, evaluate: Evaluate): Provenance | undefined {
  if (!checksAgainstSchema(call) || !schema) return undefined;
  const members = objectSchemaShape(schema);
  if (!members) return undefined;
  const parsed = makeProvenance('unknown', call, {
    valueType: 'object',
    foreignMembers: (name, at) => {
      const variable = environmentVariable(name, at);
      const property = staticProperty(members, name);
      const fallback = property && defaultPassingChecks(property.value);
      return fallback ? eitherOf(variable, evaluate(fallback)) : variable;
    },
  });
  // `const result = Env.safeParse(process.env); … result.data`: the verdict holds what `parse` would give
  if (!SAFE_PARSERS.has(getMethodName(call) ?? '')) return parsed;
  return makeProvenance('unknown', call, { valueType: 'object', foreignMembers: (name, at) => (name === 'data' ? { ...parsed, origin: at } : unknownValue(at)) });
}

/**
 * A value a type says an object schema parsed (`env: Env` with `type Env = z.infer<typeof EnvSchema>`): each member is
 * unknown — the variable of its name, where every key of the schema is written as an environment variable's
 * (`STATE_TTL_SECONDS`) —, or the schema's `.default(…)` literal where it has one that passes its checks.
 */
export function parsedBySchema(origin: Node, schema: Node, evaluate: Evaluate): Provenance | undefined {
  const members = objectSchemaShape(schema);
  if (!members) return undefined;
  const ofEnvironment = members.properties.every((property) => property.type === 'Property' && ENVIRONMENT_NAME.test(getStaticKeyName(property.key, property.computed) ?? ''));
  return makeProvenance('unknown', origin, {
    valueType: 'object',
    foreignMembers: (name, at) => {
      const property = staticProperty(members, name);
      const fallback = property && defaultPassingChecks(property.value);
      const given = ofEnvironment ? environmentVariable(name, at) : unknownValue(at);
      return fallback ? eitherOf(given, evaluate(fallback)) : given;
    },
  });
}

const ENVIRONMENT_NAME = /^[A-Z][A-Z0-9_]*$/;

function objectSchemaShape(schema: Node): TSESTree.ObjectExpression | undefined {
  const made = skipValueWrappers(schema);
  const shape = made.type === 'CallExpression' && OBJECT_SCHEMAS.has(getMethodName(made) ?? '') ? getPlainArguments(made)?.[0] : undefined;
  const members = shape && skipValueWrappers(shape);
  return members?.type === 'ObjectExpression' ? members : undefined;
}

/** The literal a member schema's `.default(…)` gives, unless one of its `.min(n)` / `.length(n)` checks refuses it. */
function defaultPassingChecks(member: Node): Expression | undefined {
  let fallback: Expression | undefined;
  let text: string | undefined;
  const refusals: ((value: string) => boolean)[] = [];
  for (let step = skipValueWrappers(member); step.type === 'CallExpression'; ) {
    const method = getMethodName(step);
    const [argument] = getPlainArguments(step) ?? [];
    const bound = argument?.type === 'Literal' && typeof argument.value === 'number' ? argument.value : undefined;
    if (method === 'default' && argument) {
      fallback = argument;
      text = getStaticString(argument);
    }
    if (method === 'min' && bound !== undefined) refusals.push((value) => value.length < bound);
    if (method === 'length' && bound !== undefined) refusals.push((value) => value.length !== bound);
    const receiver = getMethodReceiver(step);
    if (!receiver) break;
    step = skipValueWrappers(receiver);
  }
  if (fallback === undefined) return undefined;
  return text !== undefined && refusals.some((refuses) => refuses(text!)) ? undefined : fallback;
}

/** The packages whose `createEnv({ server, shared, client, runtimeEnv })` checks the environment against zod schemas. */
const T3_ENVIRONMENT_PACKAGES = ['@t3-oss/env-core', '@t3-oss/env-nextjs', '@t3-oss/env-nuxt'];

/** The schema groups of `createEnv`: each member is a variable of that name. */
const T3_SCHEMA_GROUPS = ['server', 'shared', 'client'];

/**
 * The environment a validation library hands back, each member the variable of its name or the literal its schema
 * falls back to: `createEnv({ server: { STATE_SECRET: z.string().min(32).default('…') }, runtimeEnv })` of
 * `@t3-oss/env-*`, `cleanEnv(process.env, { STATE_TTL: num({ default: 3600 }) })` of envalid. Undefined for any other
 * call.
 */
export function validatedEnvironment(reference: WellKnownReference | undefined, call: TSESTree.CallExpression, evaluate: Evaluate): Provenance | undefined {
  const [first, second] = getPlainArguments(call) ?? [];
  if (T3_ENVIRONMENT_PACKAGES.some((module) => isReferenceTo(reference, module, 'createEnv'))) {
    const options = first && skipValueWrappers(first);
    if (options?.type !== 'ObjectExpression') return undefined;
    const groups = T3_SCHEMA_GROUPS.map((group) => staticProperty(options, group)?.value).map((group) => group && skipValueWrappers(group));
    return environmentOf(call, groups.filter((group): group is TSESTree.ObjectExpression => group?.type === 'ObjectExpression'), defaultPassingChecks, evaluate);
  }
  if (isReferenceTo(reference, 'envalid', 'cleanEnv')) {
    const validators = second && skipValueWrappers(second);
    if (!first || !isEnvironmentObject(evaluate(first).reference) || validators?.type !== 'ObjectExpression') return undefined;
    return environmentOf(call, [validators], validatorDefault, evaluate);
  }
  return undefined;
}

function environmentOf(call: TSESTree.CallExpression, groups: readonly TSESTree.ObjectExpression[], fallbackOf: (member: Node) => Expression | undefined, evaluate: Evaluate): Provenance {
  return makeProvenance('unknown', call, {
    valueType: 'object',
    foreignMembers: (name, at) => {
      const variable = environmentVariable(name, at);
      const property = groups.map((group) => staticProperty(group, name)).find((found) => found !== undefined);
      const fallback = property && fallbackOf(property.value);
      return fallback ? eitherOf(variable, evaluate(fallback)) : variable;
    },
  });
}

/** `str({ default: 'dev-key' })` of envalid: the literal every environment without the variable gets (`devDefault` only outside production). */
function validatorDefault(member: Node): Expression | undefined {
  const validator = skipValueWrappers(member);
  const [options] = validator.type === 'CallExpression' ? (getPlainArguments(validator) ?? []) : [];
  const spec = options && skipValueWrappers(options);
  const fallback = spec?.type === 'ObjectExpression' ? staticProperty(spec, 'default')?.value : undefined;
  return fallback && fallback.type !== 'AssignmentPattern' ? (fallback as Expression) : undefined;
}
