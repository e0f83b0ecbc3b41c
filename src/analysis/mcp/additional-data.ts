import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterIndex } from '../scope/local-functions.js';
import type { McpFile } from './file.js';
import { TOOL_FIELD, USER_FIELD } from './signed-fields.js';

/**
 * The roles an AEAD sealer or opener authenticates besides its plaintext, from its own parameters: what reaches
 * `cipher.setAAD(…)` or WebCrypto's `additionalData` (`{ name: 'AES-GCM', iv, additionalData: aad(userId, tool) }`),
 * whole or through a helper call. A parameter named for the user or the tool there binds the box to it: an open with
 * another user or tool fails authentication.
 */
export function authenticatedRoles(mcp: McpFile, fn: FunctionNode): ReadonlySet<'user' | 'tool'> {
  const roles = new Set<'user' | 'tool'>();
  const collect = (root: Node) => {
    const stack: Node[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type === 'Identifier' && parameterIndex(mcp.sourceCode, node, fn) !== undefined) {
        if (USER_FIELD.test(node.name)) roles.add('user');
        if (TOOL_FIELD.test(node.name)) roles.add('tool');
      }
      for (const key of mcp.sourceCode.visitorKeys[node.type] ?? []) {
        const child = (node as unknown as Record<string, unknown>)[key];
        for (const each of Array.isArray(child) ? child : [child]) if (each && typeof (each as Node).type === 'string') stack.push(each as Node);
      }
    }
  };
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && getPropertyName(node.callee) === 'setAAD') node.arguments.forEach(collect);
    if (node.type === 'Property' && getStaticKeyName(node.key, node.computed) === 'additionalData') collect((node as TSESTree.Property).value);
  });
  return roles;
}
