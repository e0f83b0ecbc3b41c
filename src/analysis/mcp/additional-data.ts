import type { TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, pushChildren, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { parameterIndex } from '../scope/local-functions.js';
import type { McpFile } from './file.js';
import { TOOL_FIELD, USER_FIELD } from './signed-fields.js';

/** Where an AEAD cipher takes its additional data: `cipher.setAAD(…)`, or WebCrypto's `additionalData` option too. */
export type AdditionalDataSources = 'setAAD' | 'setAAD or additionalData';

/**
 * The parameters of `fn` that reach its additional data (whole, or through a helper call: `setAAD(aad(userId, tool))`),
 * each with its position: what a call passes there is authenticated with the box.
 */
export function additionalDataParameters(mcp: McpFile, fn: FunctionNode, sources: AdditionalDataSources): Map<number, TSESTree.Identifier> {
  const roots: Node[] = [];
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && getPropertyName(node.callee) === 'setAAD') roots.push(...node.arguments);
    if (sources !== 'setAAD' && node.type === 'Property' && getStaticKeyName(node.key, node.computed) === 'additionalData') roots.push(node.value);
  });
  const parameters = new Map<number, TSESTree.Identifier>();
  const stack = roots;
  while (stack.length > 0) {
    const node = stack.pop()!;
    const index = node.type === 'Identifier' ? parameterIndex(mcp.sourceCode, node, fn) : undefined;
    if (index !== undefined) parameters.set(index, node as TSESTree.Identifier);
    pushChildren(stack, node, mcp.sourceCode.visitorKeys);
  }
  return parameters;
}

/**
 * The roles an AEAD sealer or opener authenticates besides its plaintext, from its own parameters: a parameter named for
 * the user or the tool in `cipher.setAAD(…)` or WebCrypto's `additionalData` (`{ name: 'AES-GCM', iv, additionalData:
 * aad(userId, tool) }`) binds the box to it, since an open with another user or tool fails authentication.
 */
export function authenticatedRoles(mcp: McpFile, fn: FunctionNode): ReadonlySet<'user' | 'tool'> {
  // asked of every opener and hand-rolled sealer, some more than once: a file that names neither source has none
  if (!mcp.vocabulary.mentionsAny(ADDITIONAL_DATA_NAMES)) return NO_ROLES;
  let roles = rolesByFunction.get(fn);
  if (!roles) {
    const found = new Set<'user' | 'tool'>();
    for (const parameter of additionalDataParameters(mcp, fn, 'setAAD or additionalData').values()) {
      if (USER_FIELD.test(parameter.name)) found.add('user');
      if (TOOL_FIELD.test(parameter.name)) found.add('tool');
    }
    roles = found;
    rolesByFunction.set(fn, roles);
  }
  return roles;
}

const ADDITIONAL_DATA_NAMES = ['setAAD', 'additionalData'];
const NO_ROLES: ReadonlySet<'user' | 'tool'> = new Set();
const rolesByFunction = new WeakMap<FunctionNode, ReadonlySet<'user' | 'tool'>>();
