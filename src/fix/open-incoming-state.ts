import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getEnclosingFunction, skipTypeWrappers, type Node } from '../analysis/syntax/ast.js';
import { planNamedImports, unusedName } from './imports.js';
import { indentationOf } from './text-edits.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** One place where a decode of the client's state becomes an open. */
export interface OpenSite {
  /** What is replaced by the opened state: the unverified decode, or a call of a local decode helper. */
  readonly decode: TSESTree.CallExpression;
  /** The incoming token as written: `request.params.requestState`, `raw`. */
  readonly tokenText: string;
  /** `userId: …, tool: …` */
  readonly bindingText: string;
  /** The exports of the seal module `bindingText` calls (`principalOf`), imported by the same fix. */
  readonly imports?: readonly string[] | undefined;
  /** The tool handler the decode runs in: `return refusal(…)` must return from it. */
  readonly handler: Node;
  /** `<DeployState>` when the decode helper was called with type arguments: the open keeps the type. */
  readonly typeArgumentsText?: string;
  /**
   * The decode helper answered a missing token with `null` or `undefined` (`if (!token) return null;`), or the read
   * is the SDK's own (`ctx.mcpReq.requestState()`, undefined on the first round): the open runs only when the token
   * is there, and the state reads as that value when it is not. A token read by a call is read once, into a `const`.
   */
  readonly absent?: 'null' | 'undefined';
}

/** A call that hands out state, rewritten to `sealState(state, { binding })`: the other end of the same migration. */
export interface SealSite {
  readonly call: Node;
  /** The state as written: `{ zone, objects }`. */
  readonly stateText: string;
  /** `userId: …, tool: …` — the same binding as the opens of its handler. */
  readonly bindingText: string;
  /** The exports of the seal module `bindingText` calls (`principalOf`), imported by the same fix. */
  readonly imports?: readonly string[] | undefined;
}

export interface OpenIncomingStatesRequest {
  readonly sites: readonly OpenSite[];
  /** Seals rewritten by the same fix, so that both ends change together. */
  readonly seals?: readonly SealSite[];
  readonly sealModule: string;
  readonly sourceType: string | undefined;
}

/** A token read without a call, `raw` or `request.params.requestState`: testing it and opening it read it twice at no cost. */
const STABLE_READ = /^[\w$]+(?:\??\.[\w$]+)*$/;

interface PlannedSite {
  readonly site: OpenSite;
  readonly declaration: TSESTree.VariableDeclaration;
  /** `raw` of `raw ? decode(raw) : undefined` or `raw && decode(raw)`: the open runs only when it holds. */
  readonly guard: Node | undefined;
}

/**
 * The declaration whose initializer is `decode` (type assertions aside), or a conditional that decodes only when its
 * test holds (`raw ? decode(raw) : undefined`, `raw && decode(raw)`), in a block of the handler itself.
 */
function placeOf(decode: TSESTree.CallExpression, handler: Node): Omit<PlannedSite, 'site'> | undefined {
  let guard: Node | undefined;
  let initializer: Node = decode;
  for (let parent: Node | undefined = initializer.parent; parent && parent.type !== 'VariableDeclarator'; parent = initializer.parent) {
    if (parent.type === 'ConditionalExpression' && parent.consequent === initializer && guard === undefined) guard = parent.test;
    else if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === initializer && guard === undefined) guard = parent.left;
    else if (skipTypeWrappers(parent) === parent) return undefined;
    initializer = parent;
  }
  const declarator = initializer.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== initializer) return undefined;
  const declaration = declarator.parent;
  if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
  if (declaration.parent?.type !== 'BlockStatement') return undefined;
  return getEnclosingFunction(declaration) === handler ? { declaration, guard } : undefined;
}

/**
 * Rewrites `const state = decode(token)` in a tool handler into
 * `const opened = openState(token, { userId, tool }); if (!opened.ok) return refusal(opened.reason); const state = opened.state;`
 * — the state is used only once it verified, and a refused one ends the call with a tool error. A decode that runs
 * only when a test holds (`raw ? decode(raw) : undefined`) opens under the same test, and reads `opened?.state`.
 * Every site is rewritten by the one fix, or none is: undefined where one is not a declaration's initializer in its
 * handler (nothing to return from).
 */
export function planOpenIncomingStates(sourceCode: SourceCode, request: OpenIncomingStatesRequest): TSESLint.ReportFixFunction | undefined {
  const planned: PlannedSite[] = [];
  for (const site of request.sites) {
    const place = placeOf(site.decode, site.handler);
    if (!place || planned.some((other) => other.declaration === place.declaration)) return undefined;
    planned.push({ site, ...place });
  }
  const [first] = planned;
  if (!first) return undefined;
  const names = unusedNames(sourceCode, 'opened', planned.length);
  // a token read by a call (`ctx.mcpReq.requestState()`, `pendingTransfer(ctx)`) is read once, before its test
  const readOnce = planned.filter(({ site, guard }) => !guard && site.absent && !STABLE_READ.test(site.tokenText));
  const tokenNames = unusedNames(sourceCode, 'token', readOnce.length);
  return (fixer) => {
    const seals = request.seals ?? [];
    const called = [...request.sites, ...seals].flatMap((site) => site.imports ?? []);
    const imports = planNamedImports(sourceCode, {
      module: request.sealModule,
      names: [...new Set([...(seals.length > 0 ? ['openState', 'refusal', 'sealState'] : ['openState', 'refusal']), ...called])],
      usedAt: first.site.decode,
      sourceType: request.sourceType,
    });
    const openState = imports.references.get('openState')!;
    const refusal = imports.references.get('refusal')!;
    const importFix = imports.fix(fixer);
    const edits = planned.flatMap(({ site, declaration, guard }, index) => {
      const opened = names[index]!;
      const indentation = indentationOf(sourceCode, declaration);
      const read = readOnce.findIndex((entry) => entry.site === site);
      const token = read === -1 ? site.tokenText : tokenNames[read]!;
      const readLine = read === -1 ? '' : `const ${token} = ${site.tokenText};\n${indentation}`;
      const call = `${openState}${site.typeArgumentsText ?? ''}(${token}, { ${site.bindingText} })`;
      const test = guard ? sourceCode.getText(guard) : site.absent ? `${token} !== undefined` : undefined;
      const open = test ? `const ${opened} = ${test} ? ${call} : undefined;` : `const ${opened} = ${call};`;
      const refuse = test ? `if (${opened} && !${opened}.ok) return ${refusal}(${opened}.reason);` : `if (!${opened}.ok) return ${refusal}(${opened}.reason);`;
      const state = !test ? `${opened}.state` : site.absent === 'null' ? `(${opened}?.state ?? null)` : `${opened}?.state`;
      return [fixer.insertTextBefore(declaration, `${readLine}${open}\n${indentation}${refuse}\n${indentation}`), fixer.replaceText(site.decode, state)];
    });
    const sealState = imports.references.get('sealState');
    const sealEdits = seals.map((seal) => fixer.replaceText(seal.call, `${sealState!}(${seal.stateText}, { ${seal.bindingText} })`));
    return [...(importFix ? [importFix] : []), ...edits, ...sealEdits];
  };
}

function unusedNames(sourceCode: SourceCode, base: string, count: number): string[] {
  const first = unusedName(sourceCode, base);
  const names = [first];
  const suffix = first === base ? 1 : Number(first.slice(base.length));
  for (let next = suffix + 1; names.length < count; next += 1) {
    const candidate = unusedName(sourceCode, `${base}${next}`);
    if (!names.includes(candidate)) names.push(candidate);
  }
  return names;
}
