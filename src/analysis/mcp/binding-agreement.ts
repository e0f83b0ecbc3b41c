import type { TSESTree } from '@typescript-eslint/utils';
import { skipTypeWrappers, type Expression } from '../syntax/ast.js';
import { objectLiteralOf } from '../values/object-literals.js';
import type { McpFile } from './file.js';
import { openOf, type StateOpen } from './opens.js';
import { findSeals, type CustomStateFunctions, type StateSeal } from './seals.js';
import { fieldsOf } from './signed-fields.js';
import { enclosingToolHandler, groupByToolHandler, type ToolHandler } from './tool-handlers.js';

type ObjectExpression = TSESTree.ObjectExpression;

/** How an open's binding differs from the seal's: `args` at one end only, or another tool or user. */
export type BindingDisagreementKind = 'args-sealed-only' | 'args-opened-only' | 'tool' | 'userId';

export interface BindingDisagreement {
  readonly kind: BindingDisagreementKind;
  /** The seal whose binding the open should repeat. */
  readonly seal: TSESTree.CallExpression;
  readonly sealBinding: ObjectExpression;
  readonly openBinding: ObjectExpression;
  /** The seal's value of the field that differs (for `args-sealed-only`, `tool`, `userId`). */
  readonly sealValue: Expression | undefined;
  /** The open's value of the field that differs (for `args-opened-only`, `tool`, `userId`). */
  readonly openValue: Expression | undefined;
}

const BOUND_SEALS: ReadonlySet<string> = new Set(['seal-helper', 'state-sealer', 'custom']);
const BOUND_OPENS: ReadonlySet<string> = new Set(['open-helper', 'state-sealer', 'custom']);

interface LiteralBinding {
  readonly object: ObjectExpression;
  readonly fields: ReadonlyMap<string, Expression>;
}

function literalBinding(mcp: McpFile, binding: Expression | undefined): LiteralBinding | undefined {
  const object = binding && objectLiteralOf(mcp.provenance, binding);
  if (!object) return undefined;
  const fields = fieldsOf(mcp, object, undefined);
  return fields.complete ? { object, fields: fields.fields } : undefined;
}

/** What an expression stands for, as text: `?.` read as `.`, type assertions and spacing dropped, a `const` read through once. */
function sourceText(mcp: McpFile, node: Expression): string {
  const value = skipTypeWrappers(node);
  const literal = mcp.provenance.of(value);
  if (literal.kind === 'literal' && (typeof literal.literalValue === 'string' || typeof literal.literalValue === 'number')) {
    return JSON.stringify(literal.literalValue);
  }
  return mcp.sourceCode.getText(value).replace(/\?\./g, '.').replace(/\s+/g, '');
}

const sealsByFile = new WeakMap<McpFile, WeakMap<CustomStateFunctions, Map<ToolHandler | undefined, StateSeal[]>>>();

/** The file's seals with a binding argument, by the tool handler they are in (undefined: outside every handler), worked out once. */
function sealsByHandler(mcp: McpFile, names: CustomStateFunctions): Map<ToolHandler | undefined, StateSeal[]> {
  let byNames = sealsByFile.get(mcp);
  if (!byNames) {
    byNames = new WeakMap();
    sealsByFile.set(mcp, byNames);
  }
  let byHandler = byNames.get(names);
  if (!byHandler) {
    const bound = findSeals(mcp, names).filter((seal) => BOUND_SEALS.has(seal.kind));
    byHandler = groupByToolHandler(mcp, bound, (seal) => seal.call);
    byNames.set(names, byHandler);
  }
  return byHandler;
}

/** The seals an open is paired with: the seals of the same tool handler, else the one seal outside every handler. */
function pairedSeals(mcp: McpFile, open: StateOpen, names: CustomStateFunctions): StateSeal[] {
  const byHandler = sealsByHandler(mcp, names);
  const handler = enclosingToolHandler(mcp, open.call);
  if (handler) return byHandler.get(handler) ?? [];
  const outside = byHandler.get(undefined) ?? [];
  return outside.length === 1 ? outside : [];
}

/**
 * How the binding an open checks differs from the binding its state was sealed with, in the same tool handler (or
 * the one sealer and opener of a file outside handlers): `args` bound at one end only, or a tool or user taken from
 * another source. Either way every continuation is refused, or a check is silently skipped. Only literal bindings at
 * both ends are compared; anything else is silence.
 */
export function bindingDisagreements(mcp: McpFile, call: TSESTree.CallExpression, names: CustomStateFunctions = {}): BindingDisagreement[] {
  const open = openOf(mcp, call, names);
  if (!open || !BOUND_OPENS.has(open.kind)) return [];
  const opened = literalBinding(mcp, open.binding);
  if (!opened) return [];
  const found: BindingDisagreement[] = [];
  const seen = new Set<BindingDisagreementKind>();
  for (const seal of pairedSeals(mcp, open, names)) {
    const sealed = literalBinding(mcp, seal.binding);
    if (!sealed) continue;
    const add = (kind: BindingDisagreementKind, sealValue: Expression | undefined, openValue: Expression | undefined): void => {
      if (seen.has(kind)) return;
      seen.add(kind);
      found.push({ kind, seal: seal.call, sealBinding: sealed.object, openBinding: opened.object, sealValue, openValue });
    };
    const sealArgs = sealed.fields.get('args');
    const openArgs = opened.fields.get('args');
    if (sealArgs && !openArgs) add('args-sealed-only', sealArgs, undefined);
    if (openArgs && !sealArgs) add('args-opened-only', undefined, openArgs);
    for (const field of ['tool', 'userId'] as const) {
      const sealValue = sealed.fields.get(field);
      const openValue = opened.fields.get(field);
      if (sealValue && openValue && sourceText(mcp, sealValue) !== sourceText(mcp, openValue)) add(field, sealValue, openValue);
    }
  }
  return found;
}
