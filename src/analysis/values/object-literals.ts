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
