import type { TSESTree } from '@typescript-eslint/utils';
import { skipTypeWrappers, type FunctionNode } from '../syntax/ast.js';
import { provenCallSites } from '../scope/local-functions.js';
import type { McpFile } from './file.js';

type CallExpression = TSESTree.CallExpression;

const callSitesByFile = new WeakMap<McpFile, Map<FunctionNode, readonly CallExpression[]>>();
const tracedByFile = new WeakMap<McpFile, Map<FunctionNode, CallExpression[]>>();

/**
 * The calls of a local function in this file, worked out once per function: a helper every sealer calls is asked
 * about once per sealer, and reading its references each time would cost their number every time.
 */
export function callSitesOf(mcp: McpFile, fn: FunctionNode): readonly CallExpression[] {
  let answers = callSitesByFile.get(mcp);
  if (!answers) {
    answers = new Map();
    callSitesByFile.set(mcp, answers);
  }
  let callSites = answers.get(fn);
  if (!callSites) {
    callSites = provenCallSites(mcp.sourceCode, fn) ?? tracedCallSitesOf(mcp, fn);
    answers.set(fn, callSites);
  }
  return callSites;
}

/**
 * The calls of `fn` found by tracing every callee of the file to the function it calls, whatever the path (aliases,
 * object members, returned functions). The first question traces the whole file.
 */
export function tracedCallSitesOf(mcp: McpFile, fn: FunctionNode): readonly CallExpression[] {
  let callSites = tracedByFile.get(mcp);
  if (!callSites) {
    callSites = new Map<FunctionNode, CallExpression[]>();
    for (const call of mcp.calls) {
      const callee = skipTypeWrappers(call.callee);
      if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') continue;
      const target = mcp.provenance.of(callee).functionNode;
      if (!target) continue;
      const list = callSites.get(target) ?? [];
      list.push(call);
      callSites.set(target, list);
    }
    tracedByFile.set(mcp, callSites);
  }
  return callSites.get(fn) ?? [];
}
