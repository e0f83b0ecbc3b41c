import type { ClockScope } from '../values/durations.js';
import type { Node } from '../syntax/ast.js';
import { fileOwning, type McpFile } from './file.js';

const scopes = new WeakMap<McpFile, ClockScope>();

/**
 * Where the file's readings of the clock are read: a call reaches its function through the file's provenance, in
 * whichever module, class, factory or barrel it lives (`nowSeconds()` of `./clock.js`), and that function is read in
 * its own module.
 */
export function clockScopeOf(mcp: McpFile): ClockScope {
  let scope = scopes.get(mcp);
  if (!scope) {
    scope = {
      sourceCode: mcp.sourceCode,
      calledFunction(callee: Node) {
        const fn = mcp.provenance.of(callee).functionNode;
        return fn ? { fn, scope: clockScopeOf(fileOwning(mcp, fn)) } : undefined;
      },
    };
    scopes.set(mcp, scope);
  }
  return scope;
}
