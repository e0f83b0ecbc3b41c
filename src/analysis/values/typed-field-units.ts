import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, PerSourceAnswers, type Node } from '../syntax/ast.js';
import { nodeIndexOf } from '../syntax/node-index.js';
import { describeExpiry, type TimeUnit } from './durations.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The unit each field of an object type is written in, by field name. */
export type FieldUnits = ReadonlyMap<string, ReadonlySet<TimeUnit>>;

const unitsOfTypes = new PerSourceAnswers<FieldUnits>(findFieldUnits);

/**
 * The units a module writes each field of its object type `name` in, over every object literal it declares of that type
 * (`const envelope: SealedEnvelope<T> = { exp: now + this.ttlMs }`, `{ … } satisfies T`, `{ … } as T`, the value a
 * function declared to return `T` returns): an expiry is what its value says (`now + ttlMs` of a clock in
 * milliseconds). Empty when no literal of the type writes one.
 */
export function fieldUnitsOfType(sourceCode: SourceCode, name: string): FieldUnits {
  return unitsOfTypes.get(sourceCode, name) ?? NO_UNITS;
}

const NO_UNITS: FieldUnits = new Map();

function findFieldUnits(sourceCode: SourceCode, name: string): FieldUnits {
  const found = new Map<string, Set<TimeUnit>>();
  for (const object of nodeIndexOf(sourceCode).objects) {
    if (declaredTypeName(object) !== name) continue;
    for (const property of object.properties) {
      const key = property.type === 'Property' ? getStaticKeyName(property.key, property.computed) : undefined;
      const unit = key !== undefined && property.type === 'Property' ? describeExpiry(sourceCode, property.value)?.unit : undefined;
      if (key !== undefined && unit) found.set(key, new Set([...(found.get(key) ?? []), unit]));
    }
  }
  return found;
}

/** The type an object literal is declared as: by its variable, a `satisfies`/`as`, or the return type of its function. */
function declaredTypeName(object: TSESTree.ObjectExpression): string | undefined {
  const holder = object.parent;
  if (holder?.type === 'TSSatisfiesExpression' || holder?.type === 'TSAsExpression') return referenceName(holder.typeAnnotation);
  if (holder?.type === 'VariableDeclarator' && holder.init === object && holder.id.type === 'Identifier') return referenceName(holder.id.typeAnnotation?.typeAnnotation);
  if (holder?.type !== 'ReturnStatement') return undefined;
  let fn: Node | undefined = holder.parent;
  while (fn && fn.type !== 'FunctionDeclaration' && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') fn = fn.parent;
  return fn ? referenceName(fn.returnType?.typeAnnotation) : undefined;
}

/** `SealedEnvelope<T>`, `SealedEnvelope`: the name a type reference uses. */
export function referenceName(type: TSESTree.TypeNode | undefined): string | undefined {
  return type?.type === 'TSTypeReference' && type.typeName.type === 'Identifier' ? type.typeName.name : undefined;
}
