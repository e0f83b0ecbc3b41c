import { skipValueWrappers, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { durationSeconds } from '../values/durations.js';
import { fileOwning, type McpFile } from './file.js';

/**
 * A number of seconds written as a constant here, or a constant another module of the project exports
 * (`ttlSeconds: STATE_TTL_SECONDS` with `export const STATE_TTL_SECONDS = 60 * 60` in config.ts), or a property of
 * an object it exports (`config.clockSkewSeconds`).
 */
export function constantSeconds(mcp: McpFile, node: Node): number | undefined {
  const here = durationSeconds(mcp.sourceCode, node);
  if (here !== undefined) return here;
  const expression = skipValueWrappers(node);
  const imported = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression)?.kind === 'import' : expression.type === 'MemberExpression';
  if (!imported) return undefined;
  const made = mcp.provenance.of(expression).madeElsewhere;
  const owner = made && fileOwning(mcp, made);
  return made && owner && owner !== mcp ? durationSeconds(owner.sourceCode, made) : undefined;
}
