/**
 * The syntax layer: JavaScript and TypeScript syntax alone — node types, wrappers to see through, static keys and
 * strings, walks over a function's own body, maps keyed by nodes, the types a JSDoc comment gives parameters. It knows nothing about scopes, values or security,
 * and imports no other layer.
 */
export * from './ast.js';
export { NodeMap } from './node-map.js';
export { writesInCode } from './code-words.js';
export { forEachNode, nodeIndexOf, type NodeIndex } from './node-index.js';
export { jsDocParameterType, parseType, type JsDocName, type JsDocType } from './jsdoc-types.js';
