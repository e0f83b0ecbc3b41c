import type { TSESTree } from '@typescript-eslint/utils';
import { skipValueWrappers } from '../syntax/ast.js';

type ObjectExpression = TSESTree.ObjectExpression;

const assignedObjects = new WeakMap<TSESTree.CallExpression, ObjectExpression>();

/**
 * `Object.assign({}, payload, { uid, exp })`, the spread of older code: the object it gives, as the literal `{
 * ...payload, uid, exp }` would be written (made once per call, each source's properties in order, a source that is no
 * literal spread in). Undefined unless the target is a literal.
 */
export function assignedObject(call: TSESTree.CallExpression): ObjectExpression | undefined {
  const known = assignedObjects.get(call);
  if (known) return known;
  const [target, ...sources] = call.arguments;
  if (target?.type !== 'ObjectExpression' || sources.some((source) => source.type === 'SpreadElement')) return undefined;
  const object = { type: 'ObjectExpression', properties: [], range: call.range, loc: call.loc, parent: call } as unknown as ObjectExpression;
  const properties: ObjectExpression['properties'][number][] = [...target.properties];
  for (const source of sources as TSESTree.Expression[]) {
    const literal = skipValueWrappers(source);
    if (literal.type === 'ObjectExpression') properties.push(...literal.properties);
    else properties.push({ type: 'SpreadElement', argument: source, range: source.range, loc: source.loc, parent: object } as TSESTree.SpreadElement);
  }
  (object as { properties: ObjectExpression['properties'] }).properties = properties;
  assignedObjects.set(call, object);
  return object;
}
