import { constantNumber, type ClockScope } from '../values/durations.js';
import type { Node } from '../syntax/ast.js';
import { fileOwning, type McpFile } from './file.js';

const scopes = new WeakMap<McpFile, ClockScope>();

/** A constant read through other modules' constants (`TTL = 5 * MINUTE` of `./units.js`) goes this many modules away at most. */
const MAX_MODULES_AWAY = 4;
let numbersElsewhere = 0;

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
      numberElsewhere(node: Node) {
        const value = mcp.provenance.of(node);
        const made = value.definedElsewhere ?? value.madeElsewhere;
        const owner = made && fileOwning(mcp, made);
        if (!made || !owner || owner === mcp || numbersElsewhere >= MAX_MODULES_AWAY) return undefined;
        numbersElsewhere += 1;
        try {
          return constantNumber(owner.sourceCode, made, 0, clockScopeOf(owner).numberElsewhere);
        } finally {
          numbersElsewhere -= 1;
        }
      },
    };
    scopes.set(mcp, scope);
  }
  return scope;
}
