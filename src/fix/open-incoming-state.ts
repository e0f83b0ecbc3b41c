import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, skipTypeWrappers, type Node } from '../analysis/syntax/ast.js';
import { planNamedImports, unusedName } from './imports.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface OpenIncomingStateRequest {
  /** The unverified decode: `JSON.parse(Buffer.from(token, 'base64').toString())`. */
  readonly decode: TSESTree.CallExpression;
  /** The incoming token as written: `request.params.requestState`, `raw`. */
  readonly tokenText: string;
  /** `userId: …, tool: …` */
  readonly bindingText: string;
  /** The tool handler the decode runs in: `return refusal(…)` must return from it. */
  readonly handler: Node;
  readonly sealModule: string;
  readonly sourceType: string | undefined;
}

/** The declaration whose whole initializer is `decode` (type assertions aside), in a block of the handler itself. */
function declarationInitializedBy(decode: TSESTree.CallExpression, handler: Node): TSESTree.VariableDeclaration | undefined {
  let initializer: Node = decode;
  while (initializer.parent && initializer.parent.type !== 'VariableDeclarator' && skipTypeWrappers(initializer.parent) !== initializer.parent) {
    initializer = initializer.parent;
  }
  const declarator = initializer.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== initializer) return undefined;
  const declaration = declarator.parent;
  if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
  if (declaration.parent?.type !== 'BlockStatement') return undefined;
  return getEnclosingFunction(declaration) === handler ? declaration : undefined;
}

function indentationOf(sourceCode: SourceCode, node: Node): string {
  const before = sourceCode.lines[node.loc.start.line - 1]?.slice(0, node.loc.start.column) ?? '';
  return /^\s*$/.test(before) ? before : ' ';
}

/**
 * Rewrites `const state = decode(token)` in a tool handler into
 * `const opened = openState(token, { userId, tool }); if (!opened.ok) return refusal(opened.reason); const state = opened.state;`
 * — the state is used only once it verified, and a refused one ends the call with a tool error.
 * Undefined where the decode is not a declaration's initializer directly in the handler (nothing to return from).
 */
export function planOpenIncomingState(sourceCode: SourceCode, request: OpenIncomingStateRequest): TSESLint.ReportFixFunction | undefined {
  const declaration = declarationInitializedBy(request.decode, request.handler);
  if (!declaration) return undefined;
  const opened = unusedName(sourceCode, 'opened');
  return (fixer) => {
    const imports = planNamedImports(sourceCode, {
      module: request.sealModule,
      names: ['openState', 'refusal'],
      usedAt: request.decode,
      sourceType: request.sourceType,
    });
    const indentation = indentationOf(sourceCode, declaration);
    const open = `const ${opened} = ${imports.references.get('openState')!}(${request.tokenText}, { ${request.bindingText} });`;
    const refuse = `if (!${opened}.ok) return ${imports.references.get('refusal')!}(${opened}.reason);`;
    const importFix = imports.fix(fixer);
    return [
      ...(importFix ? [importFix] : []),
      fixer.insertTextBefore(declaration, `${open}\n${indentation}${refuse}\n${indentation}`),
      fixer.replaceText(request.decode, `${opened}.state`),
    ];
  };
}
