import type { TSESTree } from '@typescript-eslint/utils';
import { encloses, getPropertyName, getStaticKeyName, pushChildren, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
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
  const parameters = new Map<number, TSESTree.Identifier>();
  for (const identifier of additionalDataNames(mcp, fn, sources)) {
    const index = parameterIndex(mcp.sourceCode, identifier, fn);
    if (index !== undefined) parameters.set(index, identifier);
  }
  return parameters;
}

/** The names that reach `fn`'s additional data, whole or through a helper call. */
function additionalDataNames(mcp: McpFile, fn: FunctionNode, sources: AdditionalDataSources): TSESTree.Identifier[] {
  const roots: Node[] = [];
  walkOwnBody(fn, mcp.sourceCode.visitorKeys, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && getPropertyName(node.callee) === 'setAAD') roots.push(...node.arguments);
    if (sources !== 'setAAD' && node.type === 'Property' && getStaticKeyName(node.key, node.computed) === 'additionalData') roots.push(node.value);
  });
  const names: TSESTree.Identifier[] = [];
  const stack = roots;
  const seen = new Set<Node>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    if (node.type === 'Identifier') {
      names.push(node);
      // `const aad = await additionalData(binding)`, then `{ additionalData: aad }`
      const binding = resolveBinding(mcp.sourceCode, node);
      if (binding?.kind === 'initialized' && binding.path.length === 0 && encloses(fn, binding.init)) stack.push(binding.init);
    }
    pushChildren(stack, node, mcp.sourceCode.visitorKeys);
  }
  return names;
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
    // a parameter whole, or a member of one destructured (`seal(payload, { userId, tool })`); what a call hands a
    // parameter named otherwise (`binding`) is judged at the call
    for (const name of additionalDataNames(mcp, fn, 'setAAD or additionalData')) {
      const binding = resolveBinding(mcp.sourceCode, name);
      if (binding?.kind !== 'parameter' || binding.fn !== fn) continue;
      if (USER_FIELD.test(name.name)) found.add('user');
      if (TOOL_FIELD.test(name.name)) found.add('tool');
    }
    roles = found;
    rolesByFunction.set(fn, roles);
  }
  return roles;
}

/**
 * Whether a parameter named for neither the user nor the tool reaches `fn`'s additional data (`setAAD(aad(binding))`):
 * what it authenticates is what each call passes there, judged at the calls.
 */
export function authenticatesWhatCallersPass(mcp: McpFile, fn: FunctionNode): boolean {
  if (!mcp.vocabulary.mentionsAny(ADDITIONAL_DATA_NAMES)) return false;
  return [...additionalDataParameters(mcp, fn, 'setAAD or additionalData').values()].some((name) => !USER_FIELD.test(name.name) && !TOOL_FIELD.test(name.name));
}

const ADDITIONAL_DATA_NAMES = ['setAAD', 'additionalData'];
const NO_ROLES: ReadonlySet<'user' | 'tool'> = new Set();
const rolesByFunction = new WeakMap<FunctionNode, ReadonlySet<'user' | 'tool'>>();
