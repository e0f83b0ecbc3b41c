import { skipValueWrappers, type Node } from '../syntax/ast.js';
import { resolveBinding } from '../scope/bindings.js';
import { durationSeconds, parseDurationSeconds } from '../values/durations.js';
import { fileOwning, type McpFile } from './file.js';

/**
 * A number of seconds written as a constant here, or a constant another module of the project exports
 * (`ttlSeconds: STATE_TTL_SECONDS` with `export const STATE_TTL_SECONDS = 60 * 60` in config.ts), or a property of
 * an object it exports (`config.clockSkewSeconds`), or the literal a configured value falls back to wherever its
 * variable is unset (`env.STATE_TTL_SECONDS` of a schema's `.default(60 * 60)`).
 */
export function constantSeconds(mcp: McpFile, node: Node): number | undefined {
  const here = durationSeconds(mcp.sourceCode, node);
  if (here !== undefined) return here;
  const expression = skipValueWrappers(node);
  const fallback = fallbackSeconds(mcp, expression);
  if (fallback !== undefined) return fallback;
  const imported = expression.type === 'Identifier' ? resolveBinding(mcp.sourceCode, expression)?.kind === 'import' : expression.type === 'MemberExpression';
  if (!imported) return undefined;
  const value = mcp.provenance.of(expression);
  const made = value.madeElsewhere;
  const owner = made && fileOwning(mcp, made);
  if (made && owner && owner !== mcp) return durationSeconds(owner.sourceCode, made);
  // `config.stateTtl` of `const config = { stateTtl: '45m' }` here: the literal the member holds
  if (expression.type !== 'MemberExpression' || value.kind !== 'literal' || value.maybeAbsent) return undefined;
  if (typeof value.literalValue === 'number') return value.literalValue;
  return typeof value.literalValue === 'string' ? parseDurationSeconds(value.literalValue) : undefined;
}

/** The seconds of the literal a value read from the environment falls back to, when it is a constant duration. */
function fallbackSeconds(mcp: McpFile, expression: Node): number | undefined {
  if (expression.type !== 'MemberExpression' && expression.type !== 'Identifier') return undefined;
  const value = mcp.provenance.of(expression);
  const fallback = value.hasLiteralFallback && value.environmentVariable !== undefined ? value.literalFallback : undefined;
  return fallback && durationSeconds(fileOwning(mcp, fallback.origin).sourceCode, fallback.origin);
}
