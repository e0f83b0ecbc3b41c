import type { TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, skipValueWrappers, type Node } from '../syntax/ast.js';

export { staticProperty } from '../syntax/ast.js';
import type { ProvenanceAnalysis } from './provenance.js';

type ObjectExpression = TSESTree.ObjectExpression;

/** The static properties of an object literal by name (the last one wins, as at run time). */
export function staticProperties(object: ObjectExpression): Map<string, TSESTree.Property> {
  const properties = new Map<string, TSESTree.Property>();
  for (const property of object.properties) {
    if (property.type !== 'Property') continue;
    const key = getStaticKeyName(property.key, property.computed);
    if (key !== undefined) properties.set(key, property);
  }
  return properties;
}

/** The object literal an expression is (through `const`s and TS wrappers). */
export function objectLiteralOf(provenance: ProvenanceAnalysis, node: Node): ObjectExpression | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'ObjectExpression') return expression;
  return provenance.of(expression).objectLiteral;
}


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
