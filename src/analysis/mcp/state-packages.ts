import type { TSESTree } from '@typescript-eslint/utils';
import { SEAL } from '../scope/modules.js';
import type { McpFile } from './file.js';
import { JWT_LIKE_PACKAGES } from './jwt-like-libraries.js';

/** The packages whose functions seal or open state themselves, besides the seal helper ({@link SEAL}). */
const STATE_PACKAGES = [...JWT_LIKE_PACKAGES, 'jose'];
const SDK_SCOPE = '@modelcontextprotocol/';

/**
 * Whether `call` calls into a package or built-in module that neither seals nor opens state (`z.string().min(1)`,
 * `crypto.randomUUID()`): every kind of seal and open is the seal helper's, a JWT library's, the SDK codec's or a
 * function of the project. Where the file names the codec's factory, any package may pass that on (a framework built
 * on the SDK re-exports it), so none is ruled out.
 */
export function callsPackageOtherThanState(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  const module = mcp.provenance.packageCalledBy(call.callee);
  if (module === undefined || module === SEAL || module.startsWith(SDK_SCOPE)) return false;
  if (STATE_PACKAGES.some((name) => module === name || module.startsWith(`${name}/`))) return false;
  return !mcp.vocabulary.spells('createRequestStateCodec');
}
