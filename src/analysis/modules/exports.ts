import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, getStaticKeyName, skipTypeWrappers, walkOwnBody, type Expression, type Node } from '../syntax/ast.js';
import type { ExportName } from '../scope/imported-calls.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * Where an export of a module gets its value:
 * - `local`: a node of the module itself — the function declared, the name a `const` binds, the expression assigned
 * - `reexport`: an export of another module, `name` of it or (undefined) its namespace
 */
export type ExportTarget =
  | { readonly kind: 'local'; readonly node: Node }
  | { readonly kind: 'reexport'; readonly specifier: string; readonly name: string | undefined };

/** What a module exports, read from its top-level statements. */
export interface ExportMap {
  /** ES exports by name (`default` too), and CommonJS `exports.x = …` / `module.exports.x = …`. */
  readonly named: ReadonlyMap<string, ExportTarget>;
  /** `export * from '…'`, in order. */
  readonly stars: readonly string[];
  /** `module.exports = …`: the value `require` gives. */
  readonly whole: Node | undefined;
  /** Whether the module has ES exports or imports (a `require` of it gives the namespace). */
  readonly isEsModule: boolean;
}

/** Names exported more than once (by two CommonJS assignments) are not known: the answer would depend on the order. */
const AMBIGUOUS = Symbol('ambiguous');

const maps = new WeakMap<SourceCode, ExportMap>();

export function exportMapOf(sourceCode: SourceCode): ExportMap {
  const cached = maps.get(sourceCode);
  if (cached) return cached;
  const named = new Map<string, ExportTarget | typeof AMBIGUOUS>();
  const stars: string[] = [];
  let whole: Node | undefined | typeof AMBIGUOUS;
  let isEsModule = false;
  const add = (name: string, target: ExportTarget) => named.set(name, named.has(name) ? AMBIGUOUS : target);
  for (const statement of sourceCode.ast.body) {
    switch (statement.type) {
      case 'ImportDeclaration':
        isEsModule = true;
        break;
      case 'ExportAllDeclaration':
        isEsModule = true;
        if (statement.exportKind === 'type') break;
        if (statement.exported) add(exportedName(statement.exported), { kind: 'reexport', specifier: statement.source.value, name: undefined });
        else stars.push(statement.source.value);
        break;
      case 'ExportDefaultDeclaration':
        isEsModule = true;
        add('default', { kind: 'local', node: statement.declaration });
        break;
      case 'ExportNamedDeclaration':
        isEsModule = true;
        if (statement.exportKind === 'type') break;
        addNamedExports(statement, add);
        break;
      case 'TSExportAssignment':
        whole = whole === undefined ? statement.expression : AMBIGUOUS;
        break;
      // `const config = module.exports = {}` (members written on `config` afterwards): the module exports what `config` holds
      case 'VariableDeclaration':
        for (const declarator of statement.declarations) {
          if (!declarator.init || declarator.id.type !== 'Identifier') continue;
          for (const assignment of commonJsAssignments(declarator.init)) {
            if (assignment.name === undefined) whole = whole === undefined ? declarator.id : AMBIGUOUS;
            else add(assignment.name, { kind: 'local', node: declarator.id });
          }
        }
        break;
      case 'ExpressionStatement':
        for (const assignment of commonJsAssignments(statement.expression)) {
          if (assignment.name === undefined) whole = whole === undefined ? assignment.value : AMBIGUOUS;
          else add(assignment.name, { kind: 'local', node: assignment.value });
        }
        break;
      default:
        break;
    }
  }
  const known = new Map<string, ExportTarget>();
  for (const [name, target] of named) if (target !== AMBIGUOUS) known.set(name, target);
  const map: ExportMap = { named: known, stars, whole: whole === AMBIGUOUS ? undefined : whole, isEsModule };
  maps.set(sourceCode, map);
  return map;
}

function exportedName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value;
}

/** What a TypeScript namespace's block exports, by name (`namespace StateJwt { export function issue… }`). */
export function namespaceExportsOf(block: TSESTree.TSModuleBlock): ReadonlyMap<string, ExportTarget> {
  const named = new Map<string, ExportTarget>();
  for (const statement of block.body) {
    if (statement.type === 'ExportNamedDeclaration') addNamedExports(statement, (name, target) => named.set(name, target));
  }
  return named;
}

function addNamedExports(statement: TSESTree.ExportNamedDeclaration, add: (name: string, target: ExportTarget) => void): void {
  const { declaration, source } = statement;
  if (declaration) {
    switch (declaration.type) {
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'TSEnumDeclaration':
        if (declaration.id) add(declaration.id.name, { kind: 'local', node: declaration });
        return;
      // `export namespace StateJwt { … }`: an object of what it exports
      case 'TSModuleDeclaration':
        if (declaration.id.type === 'Identifier' && declaration.kind === 'namespace') add(declaration.id.name, { kind: 'local', node: declaration.id });
        return;
      case 'VariableDeclaration':
        for (const declarator of declaration.declarations) {
          if (declarator.id.type === 'Identifier') add(declarator.id.name, { kind: 'local', node: declarator.id });
        }
        return;
      default:
        return;
    }
  }
  for (const specifier of statement.specifiers) {
    if (specifier.type !== 'ExportSpecifier' || specifier.exportKind === 'type') continue;
    const name = exportedName(specifier.exported);
    if (source) {
      const imported = exportedName(specifier.local);
      add(name, { kind: 'reexport', specifier: source.value, name: imported === 'default' ? 'default' : imported });
    } else {
      add(name, { kind: 'local', node: specifier.local });
    }
  }
}

/**
 * `module.exports = v` (name undefined), `module.exports.x = v`, `exports.x = v`, and chains of them
 * (`exports.a = exports.b = v`). TypeScript's `exports.x = void 0;` before the real assignment declares, it exports nothing.
 */
function commonJsAssignments(expression: Node): { name: string | undefined; value: Node }[] {
  const targets: (string | undefined)[] = [];
  let current = expression;
  while (current.type === 'AssignmentExpression' && current.operator === '=') {
    const target = skipTypeWrappers(current.left);
    if (target.type !== 'MemberExpression') return [];
    const object = skipTypeWrappers(target.object);
    const name = getPropertyName(target);
    if (isModuleExports(target)) targets.push(undefined);
    else if (name !== undefined && ((object.type === 'Identifier' && object.name === 'exports') || (object.type === 'MemberExpression' && isModuleExports(object)))) targets.push(name);
    else return [];
    current = current.right;
  }
  if (current.type === 'UnaryExpression' && current.operator === 'void') return [];
  return targets.map((name) => ({ name, value: current }));
}

function isModuleExports(member: TSESTree.MemberExpression): boolean {
  const object = skipTypeWrappers(member.object);
  return object.type === 'Identifier' && object.name === 'module' && getPropertyName(member) === 'exports';
}

/**
 * How the module exports the top-level function or class `declared`: by its own node (`export function f`,
 * `export default class`, `module.exports = function …`) or by the name it is declared with (`export { f }`,
 * `module.exports = f`, `exports.f = f`). A function that is a member of an exported object (`export const tools =
 * { init(deps) {…} }`, the object an IIFE returns, a static method of an exported class) is exported as that member.
 * Undefined when it is not exported, or exported more than once.
 */
export function exportedAs(sourceCode: SourceCode, declared: Node): ExportName | undefined {
  const direct = exportedNodeAs(sourceCode, declared);
  if (direct) return direct;
  const held = heldAsMember(sourceCode, declared);
  const holder = held && exportedNodeAs(sourceCode, held.holder);
  return holder && { ...holder, member: held.member };
}

function exportedNodeAs(sourceCode: SourceCode, declared: Node): ExportName | undefined {
  const localName = topLevelName(declared);
  const names = (node: Node) => node === declared || (localName !== undefined && node.type === 'Identifier' && node.name === localName);
  const map = exportMapOf(sourceCode);
  const found: (string | undefined)[] = [];
  const whole = map.whole && skipTypeWrappers(map.whole);
  if (whole && names(whole)) found.push(undefined);
  // `module.exports = { sealState, open: openState }`: a member of the object CommonJS hands out
  if (whole?.type === 'ObjectExpression' && !map.isEsModule) {
    for (const property of whole.properties) {
      if (property.type !== 'Property' || property.kind !== 'init') continue;
      const key = getStaticKeyName(property.key, property.computed);
      if (key !== undefined && names(skipTypeWrappers(property.value as Expression))) found.push(key);
    }
  }
  for (const [name, target] of map.named) if (target.kind === 'local' && names(target.node)) found.push(name);
  return found.length === 1 ? { name: found[0], isEsModule: map.isEsModule } : undefined;
}

/**
 * The node whose value holds the function `fn` as its member `member`: an object literal (or the call of the one
 * function expression that returns it, `(function () { … return { init }; })()`), or the class of a static method.
 */
function heldAsMember(sourceCode: SourceCode, fn: Node): { holder: Node; member: string } | undefined {
  const parent = fn.parent;
  if (parent?.type === 'MethodDefinition' && parent.static && parent.kind === 'method') {
    const member = getStaticKeyName(parent.key, parent.computed);
    const owner = parent.parent.parent;
    return member === undefined || !owner ? undefined : { holder: owner, member };
  }
  if (parent?.type !== 'Property' || parent.value !== fn || parent.kind !== 'init') return undefined;
  const member = getStaticKeyName(parent.key, parent.computed);
  const literal = parent.parent;
  if (member === undefined || literal?.type !== 'ObjectExpression') return undefined;
  return { holder: madeByImmediateCall(sourceCode, literal) ?? literal, member };
}

/** `(function () { …; return literal; })()`: the call, when `literal` is the one value the function returns. */
function madeByImmediateCall(sourceCode: SourceCode, literal: TSESTree.ObjectExpression): Node | undefined {
  const returned = literal.parent;
  if (returned?.type !== 'ReturnStatement') return undefined;
  const body = returned.parent;
  const fn = body?.type === 'BlockStatement' ? body.parent : undefined;
  if ((fn?.type !== 'FunctionExpression' && fn?.type !== 'ArrowFunctionExpression') || fn.body !== body) return undefined;
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || call.callee !== fn || call.arguments.length > 0) return undefined;
  // its only `return` (a bare one counts: it returns undefined), not those of the functions nested in it
  let returns = 0;
  walkOwnBody(fn, sourceCode.visitorKeys, (node) => {
    if (node.type === 'ReturnStatement') returns++;
  });
  return returns === 1 ? call : undefined;
}

/** The name a function or class declared at the top of its module is bound to (`function f`, `const f = () => …`). */
function topLevelName(declared: Node): string | undefined {
  const atTop = (statement: Node | undefined) => statement?.type === 'Program' || (statement?.type === 'ExportNamedDeclaration' && statement.parent?.type === 'Program');
  if ((declared.type === 'FunctionDeclaration' || declared.type === 'ClassDeclaration') && declared.id) return atTop(declared.parent) ? declared.id.name : undefined;
  const declarator = declared.parent;
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== declared || declarator.id.type !== 'Identifier') return undefined;
  return atTop(declarator.parent?.parent) ? declarator.id.name : undefined;
}

/**
 * Whether other modules may call `fn`: an ES export (`export function`, `export const f = …`), or an export
 * {@link exportedAs} finds (`module.exports = { sealState }`, `exports.open = open`).
 */
export function isExportedFunction(sourceCode: SourceCode, fn: Node): boolean {
  for (let node: Node | undefined = fn.parent; node && node.type !== 'Program'; node = node.parent) {
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') return true;
    if (node.type !== 'VariableDeclarator' && node.type !== 'VariableDeclaration') break;
  }
  return exportedAs(sourceCode, fn) !== undefined;
}
