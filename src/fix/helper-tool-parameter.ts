import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { HelperToolCall, ToolParameterHelper } from '../analysis/mcp/tool-parameters.js';
import { TOOL_PARAMETER } from '../analysis/mcp/tool-parameters.js';
import { addProperty } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Adds a trailing `tool` parameter to each helper and binds it wherever the helper binds a tool: a literal tool
 * becomes the parameter (`tool: 'plan_trip'` → `tool`, `claims.tool !== 'plan_trip'` → `claims.tool !== tool`) and
 * the parameter defaults to it (`defaultText`), a binding without one gets `tool`. Without a default, the parameter of
 * a TypeScript function whose parameters are typed is typed `string`.
 */
export function addToolParameter(
  sourceCode: SourceCode,
  helpers: readonly ToolParameterHelper[],
  defaultText: string | undefined,
  typescript: boolean,
): TSESLint.ReportFixFunction {
  return (fixer) => {
    const fixes: TSESLint.RuleFix[] = [];
    for (const { fn, sites } of helpers) {
      const typed = typescript && fn.params.some((parameter) => parameter.type === 'Identifier' && parameter.typeAnnotation !== undefined);
      const parameter = defaultText !== undefined ? `${TOOL_PARAMETER} = ${defaultText}` : typed ? `${TOOL_PARAMETER}: string` : TOOL_PARAMETER;
      fixes.push(fixer.insertTextAfter(fn.params[fn.params.length - 1]!, `, ${parameter}`));
      for (const site of sites) {
        if (site.value === undefined) {
          if (site.object) fixes.push(addProperty(sourceCode, fixer, site.object, TOOL_PARAMETER));
          continue;
        }
        const property = site.value.parent;
        const named = property?.type === 'Property' && !property.computed && !property.shorthand && property.value === site.value && keyName(property) === TOOL_PARAMETER;
        fixes.push(named ? fixer.replaceText(property, TOOL_PARAMETER) : fixer.replaceText(site.value, TOOL_PARAMETER));
      }
    }
    return fixes;
  };
}

function keyName(property: TSESTree.Property): string | undefined {
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
}

/** Passes the handler's tool (`toolText`) at each call: in place of the argument it passes, or after the last one. */
export function passTool(sourceCode: SourceCode, calls: readonly HelperToolCall[], toolText: string): TSESLint.ReportFixFunction {
  return (fixer) =>
    calls.map(({ call, argument }) => {
      if (argument) return fixer.replaceText(argument, toolText);
      const last = call.arguments[call.arguments.length - 1];
      return last ? fixer.insertTextAfter(last, `, ${toolText}`) : fixer.insertTextAfter(sourceCode.getTokenAfter(call.callee, { filter: (token) => token.value === '(' })!, toolText);
    });
}
