import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, skipTypeWrappers, type FunctionNode, type Node } from '../syntax/ast.js';
import { resolveBinding } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The calls of a tRPC procedure builder that take its resolver: `.mutation(fn)`, `.query(fn)`, `.subscription(fn)`. */
const RESOLVER_METHODS: ReadonlySet<string> = new Set(['mutation', 'query', 'subscription']);

/** How many builders deep a procedure is followed (`authedProcedure = t.procedure.use(…)`, then `.input(…)`). */
const MAX_BUILDERS = 4;

/**
 * Where a procedure's context type is decided, for a resolver `fn` (`authed.input(schema).mutation(async ({ ctx }) => …)`):
 * the builder the chain starts at. `local` — the `initTRPC.context<T>()` type argument of this module; `imported` — a
 * builder another module exports (`authedProcedure`), whose own chain is followed there. Undefined for any other function.
 */
export type ProcedureContext =
  | { readonly kind: 'local'; readonly type: TSESTree.TypeNode }
  | { readonly kind: 'imported'; readonly source: string; readonly imported: string };

export function procedureContextOf(sourceCode: SourceCode, fn: FunctionNode): ProcedureContext | undefined {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.arguments.length !== 1 || call.arguments[0] !== fn) return undefined;
  const callee = skipTypeWrappers(call.callee);
  if (callee.type !== 'MemberExpression' || !RESOLVER_METHODS.has(getPropertyName(callee) ?? '')) return undefined;
  return builderContext(sourceCode, callee.object, 0);
}

/** The context of the builder `node` (a chain of `.input(…)`, `.use(…)` on a procedure, `t.procedure` itself). */
export function builderContext(sourceCode: SourceCode, node: Node, depth: number): ProcedureContext | undefined {
  if (depth > MAX_BUILDERS) return undefined;
  let root = skipTypeWrappers(node);
  while (root.type === 'CallExpression') {
    const callee = skipTypeWrappers(root.callee);
    if (callee.type !== 'MemberExpression') return undefined;
    root = skipTypeWrappers(callee.object);
  }
  if (root.type === 'MemberExpression') {
    // `t.procedure` with `const t = initTRPC.context<GateContext>().create()`
    if (getPropertyName(root) !== 'procedure' || root.object.type !== 'Identifier') return undefined;
    const binding = resolveBinding(sourceCode, root.object);
    const type = binding?.kind === 'initialized' && binding.path.length === 0 ? contextTypeArgument(binding.init) : undefined;
    return type && { kind: 'local', type };
  }
  if (root.type !== 'Identifier') return undefined;
  const binding = resolveBinding(sourceCode, root);
  if (binding?.kind === 'import' && binding.imported !== undefined && binding.form === 'named') return { kind: 'imported', source: binding.source, imported: binding.imported };
  return binding?.kind === 'initialized' && binding.path.length === 0 ? builderContext(sourceCode, binding.init, depth + 1) : undefined;
}

/** `T` of `initTRPC.context<T>().create()` (and `.meta<M>()` on the way). */
function contextTypeArgument(init: Node): TSESTree.TypeNode | undefined {
  for (let step = skipTypeWrappers(init); step.type === 'CallExpression'; ) {
    const callee = skipTypeWrappers(step.callee);
    if (callee.type !== 'MemberExpression') return undefined;
    if (getPropertyName(callee) === 'context') return step.typeArguments?.params[0];
    step = skipTypeWrappers(callee.object);
  }
  return undefined;
}
