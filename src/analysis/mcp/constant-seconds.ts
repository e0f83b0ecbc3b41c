import { getPropertyName, skipValueWrappers, type Node } from '../syntax/ast.js';
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
  if (made && owner && owner !== mcp) return durationSeconds(owner.sourceCode, made) ?? fallbackSeconds(owner, unconverted(made));
  // `config.stateTtl` of `const config = { stateTtl: '45m' }` here: the literal the member holds
  if (expression.type !== 'MemberExpression' || value.kind !== 'literal' || value.maybeAbsent) return undefined;
  if (typeof value.literalValue === 'number') return value.literalValue;
  return typeof value.literalValue === 'string' ? parseDurationSeconds(value.literalValue) : undefined;
}

/** The seconds of the literal a value read from the environment falls back to, when it is a constant duration. */
function fallbackSeconds(mcp: McpFile, expression: Node): number | undefined {
  if (expression.type !== 'MemberExpression' && expression.type !== 'Identifier' && expression.type !== 'LogicalExpression') return undefined;
  const value = mcp.provenance.of(expression);
  const fallback = value.hasLiteralFallback && value.environmentVariable !== undefined ? value.literalFallback : undefined;
  return fallback && durationSeconds(fileOwning(mcp, fallback.origin).sourceCode, fallback.origin);
}

/** Functions that turn text into the number it writes. */
const NUMBER_PARSERS: ReadonlySet<string> = new Set(['Number', 'parseInt', 'parseFloat']);

/** What a conversion to a number converts: `x` of `Number(x)`, `parseInt(x, 10)`, `Number.parseInt(x)`, `+x`. */
function unconverted(node: Node): Node {
  const expression = skipValueWrappers(node);
  if (expression.type === 'UnaryExpression' && expression.operator === '+') return skipValueWrappers(expression.argument);
  if (expression.type !== 'CallExpression') return expression;
  const callee = skipValueWrappers(expression.callee);
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'Number' ? getPropertyName(callee) : undefined;
  const [first] = expression.arguments;
  return name !== undefined && NUMBER_PARSERS.has(name) && first && first.type !== 'SpreadElement' ? skipValueWrappers(first) : expression;
}

/**
 * Where a lifetime reported at `node` is written, when that is one `const` of this file holding a number
 * (`exp: now + TTL_SECONDS` with `const TTL_SECONDS = 60 * 60`): its value, the one place to change it. Else `node`.
 */
export function lifetimeConstantOf(mcp: McpFile, node: Node): Node {
  const held: Node[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0 && held.length < 2) {
    const expression = skipValueWrappers(stack.pop()!);
    if (expression.type === 'BinaryExpression') stack.push(expression.left, expression.right);
    else if (expression.type === 'Identifier') {
      const binding = resolveBinding(mcp.sourceCode, expression);
      const init = binding?.kind === 'initialized' && binding.path.length === 0 ? binding.init : undefined;
      if (init && durationSeconds(mcp.sourceCode, init) !== undefined) held.push(init);
    }
  }
  return held.length === 1 ? held[0]! : node;
}
