import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, type Node } from '../analysis/syntax/ast.js';
import { findVariableFrom } from '../analysis/scope/bindings.js';
import { getModuleLoads, type ModuleLoad } from '../analysis/scope/modules.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface NamedImportRequest {
  /** The module to import from, e.g. `eslint-plugin-mcp-state/seal` or a team's re-export. */
  readonly module: string;
  /** The exported name, e.g. `safeEqual`. */
  readonly name: string;
  /** Where the fix will use the name; an existing import is reused only if it is visible (not shadowed) here. */
  readonly usedAt: Node;
  /** `context.languageOptions.sourceType`: `commonjs` and `script` files get a `require`. */
  readonly sourceType?: string | undefined;
}

export interface NamedImportPlan {
  /** What to write to refer to the export at `usedAt`: `safeEqual`, `sealSafeEqual` or `seal.safeEqual`. */
  readonly reference: string;
  /** The edit that makes `reference` valid (none when an import already provides it). */
  readonly fix: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix | undefined;
}

export interface NamedImportsRequest extends Omit<NamedImportRequest, 'name'> {
  /** The exported names, e.g. `['openState', 'refusal']`. */
  readonly names: readonly string[];
}

export interface NamedImportsPlan {
  /** What to write for each requested name (see {@link NamedImportPlan.reference}). */
  readonly references: ReadonlyMap<string, string>;
  /** One edit that makes every reference valid: a single extended or added import (none when all exist). */
  readonly fix: NamedImportPlan['fix'];
}

interface MissingName {
  readonly name: string;
  readonly local: string;
}

const noEdit = (): undefined => undefined;

/**
 * Plans how a fix refers to `name` from `module`: reuse an import or require that already provides it
 * (under any alias, or through a namespace), else extend a named import / destructuring require of the
 * same module, else add a new import (or `const { … } = require(…)` in CommonJS) after the last one.
 * A new local name never shadows or collides with a name the file already uses.
 */
export function planNamedImport(sourceCode: SourceCode, request: NamedImportRequest): NamedImportPlan {
  const { name, ...rest } = request;
  const plan = planNamedImports(sourceCode, { ...rest, names: [name] });
  return { reference: plan.references.get(name)!, fix: plan.fix };
}

/** {@link planNamedImport} for several names of one module, imported together by one edit. */
export function planNamedImports(sourceCode: SourceCode, request: NamedImportsRequest): NamedImportsPlan {
  const loads = getModuleLoads(sourceCode).loads.filter((load) => load.source === request.module);
  const references = new Map<string, string>();
  const missing: MissingName[] = [];
  const taken = new Set<string>();
  for (const name of request.names) {
    const existing = loads.map((load) => existingReference(sourceCode, load, { ...request, name })).find((reference) => reference !== undefined);
    if (existing !== undefined) {
      references.set(name, existing);
      continue;
    }
    const local = freshName(sourceCode, name, taken);
    taken.add(local);
    references.set(name, local);
    missing.push({ name, local });
  }
  if (missing.length === 0) return { references, fix: noEdit };
  for (const load of loads) {
    const fix = extendLoad(load, missing);
    if (fix) return { references, fix };
  }
  return { references, fix: addLoad(sourceCode, request, missing) };
}

/**
 * `fix`, and in the same fix the imports of `names` from `module` it refers to (see {@link planNamedImports}): for a
 * text written with the names the file will have (`principalOf(ctx)`). `fix` unchanged when `names` is empty.
 */
export function withNamedImports(sourceCode: SourceCode, request: NamedImportsRequest, fix: TSESLint.ReportFixFunction): TSESLint.ReportFixFunction {
  if (request.names.length === 0) return fix;
  return (fixer) => {
    const importFix = planNamedImports(sourceCode, request).fix(fixer);
    const edits = fix(fixer);
    const list = edits === null ? [] : Symbol.iterator in edits ? [...edits] : [edits];
    return importFix ? [importFix, ...list] : list;
  };
}

/** `base`, or `base2`, `base3`, … : a name for a new local variable that the file does not use anywhere. */
export function unusedName(sourceCode: SourceCode, base: string): string {
  const used = namesInUse(sourceCode);
  let candidate = base;
  for (let suffix = 2; used.has(candidate); suffix += 1) candidate = `${base}${suffix}`;
  return candidate;
}

function isVisibleAt(sourceCode: SourceCode, usedAt: Node, local: TSESTree.Identifier): boolean {
  const variable = findVariableFrom(sourceCode.getScope(usedAt), local.name);
  return variable !== undefined && variable.defs.some((definition) => definition.name === local);
}

function existingReference(sourceCode: SourceCode, load: ModuleLoad, request: NamedImportRequest): string | undefined {
  if (load.style === 'import') {
    if (load.declaration.importKind === 'type') return undefined;
    for (const specifier of load.declaration.specifiers) {
      if (specifier.type === 'ImportSpecifier') {
        const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        if (imported === request.name && specifier.importKind !== 'type' && isVisibleAt(sourceCode, request.usedAt, specifier.local)) {
          return specifier.local.name;
        }
      } else if (specifier.type === 'ImportNamespaceSpecifier' && isVisibleAt(sourceCode, request.usedAt, specifier.local)) {
        return `${specifier.local.name}.${request.name}`;
      }
    }
    return undefined;
  }
  const pattern = load.declarator.id;
  if (pattern.type === 'Identifier') {
    return isVisibleAt(sourceCode, request.usedAt, pattern) ? `${pattern.name}.${request.name}` : undefined;
  }
  if (pattern.type !== 'ObjectPattern') return undefined;
  for (const property of pattern.properties) {
    if (
      property.type === 'Property' &&
      getStaticKeyName(property.key, property.computed) === request.name &&
      property.value.type === 'Identifier' &&
      isVisibleAt(sourceCode, request.usedAt, property.value)
    ) {
      return property.value.name;
    }
  }
  return undefined;
}

function importSpecifierText({ name, local }: MissingName): string {
  return local === name ? name : `${name} as ${local}`;
}

function requirePropertyText({ name, local }: MissingName): string {
  return local === name ? name : `${name}: ${local}`;
}

function extendLoad(load: ModuleLoad, missing: readonly MissingName[]): NamedImportPlan['fix'] | undefined {
  if (load.style === 'import') {
    const { declaration } = load;
    if (declaration.importKind === 'type') return undefined;
    const named = declaration.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
    const lastNamed = named[named.length - 1];
    const specifiersText = missing.map(importSpecifierText).join(', ');
    if (lastNamed) return (fixer) => fixer.insertTextAfter(lastNamed, `, ${specifiersText}`);
    const [onlyDefault] = declaration.specifiers;
    if (declaration.specifiers.length === 1 && onlyDefault?.type === 'ImportDefaultSpecifier') {
      return (fixer) => fixer.insertTextAfter(onlyDefault, `, { ${specifiersText} }`);
    }
    return undefined;
  }
  const pattern = load.declarator.id;
  if (pattern.type !== 'ObjectPattern' || pattern.properties.some((property) => property.type === 'RestElement')) return undefined;
  const last = pattern.properties[pattern.properties.length - 1];
  if (!last) return undefined;
  return (fixer) => fixer.insertTextAfter(last, `, ${missing.map(requirePropertyText).join(', ')}`);
}

function usesCommonJs(sourceCode: SourceCode, sourceType: string | undefined): boolean {
  const { lastImport, lastRequire } = getModuleLoads(sourceCode);
  if (lastImport) return false;
  return (sourceType ?? sourceCode.ast.sourceType) !== 'module' || lastRequire !== undefined;
}

function addLoad(sourceCode: SourceCode, request: NamedImportsRequest, missing: readonly MissingName[]): NamedImportPlan['fix'] {
  const { lastImport, lastRequire } = getModuleLoads(sourceCode);
  const commonJs = usesCommonJs(sourceCode, request.sourceType);
  const previous = commonJs ? lastRequire : lastImport;
  const quote = previous ? quoteOf(sourceCode, previous) : "'";
  const semicolon = previous && !sourceCode.getText(previous).endsWith(';') ? '' : ';';
  const specifier = `${quote}${request.module}${quote}`;
  const statement = commonJs
    ? `const { ${missing.map(requirePropertyText).join(', ')} } = require(${specifier})${semicolon}`
    : `import { ${missing.map(importSpecifierText).join(', ')} } from ${specifier}${semicolon}`;
  if (previous) {
    const sameLineComments = sourceCode.getCommentsAfter(previous).filter((comment) => comment.loc.start.line === previous.loc.end.line);
    const end = sameLineComments[sameLineComments.length - 1]?.range[1] ?? previous.range[1];
    return (fixer) => fixer.insertTextAfterRange([end, end], `\n${statement}`);
  }
  const body = sourceCode.ast.body;
  const firstStatement = body.find((statement) => !isDirective(statement));
  if (firstStatement) return (fixer) => fixer.insertTextBefore(firstStatement, `${statement}\n`);
  const lastDirective = body[body.length - 1];
  if (lastDirective) return (fixer) => fixer.insertTextAfter(lastDirective, `\n${statement}`);
  return (fixer) => fixer.insertTextAfterRange([0, 0], `${statement}\n`);
}

function isDirective(statement: TSESTree.ProgramStatement): boolean {
  return statement.type === 'ExpressionStatement' && statement.directive !== undefined;
}

function quoteOf(sourceCode: SourceCode, statement: Node): string {
  const token = sourceCode.getTokens(statement).find((candidate) => candidate.type === 'String');
  return token?.value.startsWith('"') ? '"' : "'";
}

const namesInUseCache = new WeakMap<SourceCode, Set<string>>();

/** Every name the file declares anywhere, or reads as a global: a new import must avoid all of them. */
function namesInUse(sourceCode: SourceCode): Set<string> {
  let names = namesInUseCache.get(sourceCode);
  if (names) return names;
  names = new Set<string>();
  const scopeManager = sourceCode.scopeManager;
  if (scopeManager) {
    for (const scope of scopeManager.scopes) {
      for (const variable of scope.variables) if (variable.defs.length > 0) names.add(variable.name);
    }
    for (const reference of scopeManager.globalScope?.through ?? []) names.add(reference.identifier.name);
  }
  namesInUseCache.set(sourceCode, names);
  return names;
}

/** `safeEqual`, or `sealSafeEqual`, `sealSafeEqual2`, … when the file (or this fix) already uses the name. */
function freshName(sourceCode: SourceCode, name: string, taken: ReadonlySet<string> = new Set()): string {
  const used = namesInUse(sourceCode);
  const isFree = (candidate: string) => !used.has(candidate) && !taken.has(candidate);
  if (isFree(name)) return name;
  const base = `seal${name[0]!.toUpperCase()}${name.slice(1)}`;
  let candidate = base;
  for (let suffix = 2; !isFree(candidate); suffix += 1) candidate = `${base}${suffix}`;
  return candidate;
}
