import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, skipValueWrappers, someNodeIn, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';

/**
 * Whether a literal fallback of a key can never become the key because the code refuses it before any use: the
 * value holding it (or a value made from it, `Buffer.from(raw, 'base64')`) is checked right after it is made, in the
 * same block, by an `if` that throws (`if (KEY.length < 32) throw …`, `if (!key || Buffer.byteLength(key) < 32) throw
 * …`), directly, through a list of problems it throws on, or in a function of the module called there (`assertEnv();`).
 * The check must refuse the fallback itself: a length bound above the fallback's length, or a falsy test of an empty
 * string. Only syntax is read, so the fallback may be written in another module.
 */
export function isRefusedAtStartup(fallback: Node, literal: string | undefined): boolean {
  const declared = holdingDeclarator(fallback);
  if (!declared) return false;
  const { statement, name } = declared;
  const list = statementList(statement);
  if (!list) return false;
  const bytes = literal === undefined ? undefined : Buffer.byteLength(literal, 'utf8');
  return refusedIn(list.slice(list.indexOf(statement) + 1), new Set([name]), { bytes, empty: literal === '' }, 0);
}

/**
 * Whether a member of the object made at `made` can never hold its literal fallback because the code refuses it right
 * after the object is made (`const settings = Object.freeze({ ...defaults, ...fromEnv }); if (!settings.webhookSecret)
 * throw …`), with the object's module read as syntax only.
 */
export function isMemberRefusedAtStartup(made: Node, member: string, literal: string | undefined): boolean {
  const declared = holdingDeclarator(made);
  const list = declared && statementList(declared.statement);
  if (!declared || !list) return false;
  const bytes = literal === undefined ? undefined : Buffer.byteLength(literal, 'utf8');
  return refusedIn(list.slice(list.indexOf(declared.statement) + 1), new Set([`${declared.name}.${member}`]), { bytes, empty: literal === '' }, 0);
}

/** `settings.webhookSecret` of a name and its plain members, as written; undefined for anything else. */
function pathText(node: Node): string | undefined {
  const expression = skipValueWrappers(node);
  if (expression.type === 'Identifier') return expression.name;
  if (expression.type !== 'MemberExpression' || expression.computed || expression.property.type !== 'Identifier') return undefined;
  const object = pathText(expression.object);
  return object === undefined ? undefined : `${object}.${expression.property.name}`;
}

/**
 * Whether a function refuses a literal fallback of what it returns: each `return` gives a `const` of its body that an
 * `if` between the two throws on when it is as short as the literal (`const key = Buffer.from(raw, 'base64'); if
 * (key.length < 32) throw …; return key;`), so a caller's short fallback never comes out of it.
 */
export function refusesReturnedFallback(fn: FunctionNode, fallback: Fallback, visitorKeys: TSESLint.SourceCode.VisitorKeys): boolean {
  if (fn.body?.type !== 'BlockStatement') return false;
  const statements = fn.body.body;
  const returns = statements.filter((statement): statement is TSESTree.ReturnStatement => statement.type === 'ReturnStatement');
  let allReturns = 0;
  walkOwnBody(fn, visitorKeys, (node) => {
    if (node.type === 'ReturnStatement') allReturns += 1;
  });
  if (returns.length === 0 || returns.length !== allReturns) return false;
  return returns.every((returned) => {
    const value = returned.argument && copiedName(returned.argument);
    if (value?.type !== 'Identifier') return false;
    const declared = statements.findIndex((statement) => statement.type === 'VariableDeclaration' && statement.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === value.name));
    const end = statements.indexOf(returned);
    return declared >= 0 && declared < end && refusedIn(statements.slice(declared + 1, end), new Set([value.name]), fallback, 0);
  });
}

/** Copies of a value's bytes that keep its length: `new Uint8Array(key)`, `Uint8Array.from(key)`, `Buffer.from(key)`. */
const BYTE_COPIES = /^(?:new (?:Uint8Array|Buffer)|(?:Uint8Array|Buffer)\.from)$/;

/** `key` of `key`, or of a copy of its bytes (`return new Uint8Array(key)`); else the expression. */
function copiedName(node: Node): Node {
  const value = skipValueWrappers(node);
  if ((value.type !== 'NewExpression' && value.type !== 'CallExpression') || value.arguments.length !== 1) return value;
  const [copied] = value.arguments;
  return BYTE_COPIES.test(`${value.type === 'NewExpression' ? 'new ' : ''}${calleeText(value)}`) && copied?.type === 'Identifier' ? copied : value;
}

/** `Buffer.alloc`, `Uint8Array`: a callee as written, a name or a member of a name; '' for anything else. */
function calleeText(call: TSESTree.CallExpression | TSESTree.NewExpression): string {
  const { callee } = call;
  if (callee.type === 'Identifier') return callee.name;
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' ? `${callee.object.name}.${getPropertyName(callee) ?? ''}` : '';
}

/** What a literal fallback is: how many bytes it holds (undefined: not known), and whether it is the empty string. */
export interface Fallback {
  readonly bytes: number | undefined;
  readonly empty: boolean;
}

/** A fallback written as a string, or as an empty or zero-filled buffer of a written size (`Buffer.alloc(0)`). */
export function fallbackOf(literal: unknown, origin: Node): Fallback | undefined {
  if (typeof literal === 'string') return { bytes: Buffer.byteLength(literal, 'utf8'), empty: literal === '' };
  const made = skipValueWrappers(origin);
  if (made.type !== 'CallExpression' && made.type !== 'NewExpression') return undefined;
  const callee = calleeText(made);
  const [size] = made.arguments;
  const sized = callee === 'Buffer.alloc' || callee === 'Buffer.allocUnsafe' || (made.type === 'NewExpression' && callee === 'Uint8Array');
  return sized && size?.type === 'Literal' && typeof size.value === 'number' ? { bytes: size.value, empty: false } : undefined;
}

const MAX_CALL_DEPTH = 2;

/**
 * Whether one of `statements`, run in order, refuses the fallback held by `names`: an `if` that throws, an `if` that
 * records a problem in a list that a later `if` throws on when it is not empty, or a call of a function of the module
 * (`assertEnv();` right after the key is read) whose own body does so.
 */
function refusedIn(statements: readonly Node[], checked: ReadonlySet<string>, fallback: Fallback, depth: number): boolean {
  const names = new Set(checked);
  for (const [index, next] of statements.entries()) {
    if (next.type === 'VariableDeclaration') {
      // `const key = Buffer.from(raw, 'base64')`: a value made from the checked one is checked in its place
      for (const declarator of next.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init && mentions(declarator.init, names)) names.add(declarator.id.name);
      }
      continue;
    }
    if (next.type === 'ExpressionStatement') {
      const body = depth < MAX_CALL_DEPTH ? calledBody(next.expression, names) : undefined;
      if (body && refusedIn(body, names, fallback, depth + 1)) return true;
      continue;
    }
    if (next.type !== 'IfStatement' || !refuses(next.test, names, fallback.bytes, fallback.empty)) continue;
    if (alwaysThrows(next.consequent)) return true;
    const problems = recordedProblems(next.consequent);
    if (problems && statements.slice(index + 1).some((later) => throwsWhenNotEmpty(later, problems))) return true;
  }
  return false;
}

/**
 * The statements of the function `expression` calls, when it is one declared at the top of the same module and
 * taking no parameter or local of the checked names, so that the names in its body are the checked values.
 */
function calledBody(expression: TSESTree.Expression, names: ReadonlySet<string>): readonly Node[] | undefined {
  const call = skipValueWrappers(expression);
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.arguments.length > 0) return undefined;
  const callee = call.callee.name;
  const program = programOf(call);
  if (!program) return undefined;
  for (const entry of program.body) {
    const statement = entry.type === 'ExportNamedDeclaration' && entry.declaration ? entry.declaration : entry;
    const fn = declaredFunction(statement, callee);
    if (!fn) continue;
    if (fn.body.type !== 'BlockStatement' || fn.async || fn.generator || fn.params.length > 0) return undefined;
    const shadows = fn.body.body.some(
      (inner) => inner.type === 'VariableDeclaration' && inner.declarations.some((d) => d.id.type === 'Identifier' && names.has(d.id.name)),
    );
    return shadows ? undefined : fn.body.body;
  }
  return undefined;
}

type PlainFunction = TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression;

function declaredFunction(statement: Node, name: string): PlainFunction | undefined {
  if (statement.type === 'FunctionDeclaration') return statement.id?.name === name ? statement : undefined;
  if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') return undefined;
  for (const declarator of statement.declarations) {
    if (declarator.id.type !== 'Identifier' || declarator.id.name !== name || !declarator.init) continue;
    const init = declarator.init;
    return init.type === 'FunctionExpression' || init.type === 'ArrowFunctionExpression' ? init : undefined;
  }
  return undefined;
}

function programOf(node: Node): TSESTree.Program | undefined {
  let current: Node | undefined = node;
  while (current && current.type !== 'Program') current = current.parent;
  return current;
}

/** `problems.push(…)` (alone or last in a block): the name of the list a problem is recorded in. */
function recordedProblems(statement: TSESTree.Statement): string | undefined {
  const last = statement.type === 'BlockStatement' ? statement.body[statement.body.length - 1] : statement;
  if (last?.type !== 'ExpressionStatement') return undefined;
  const call = skipValueWrappers(last.expression);
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || getPropertyName(call.callee) !== 'push') return undefined;
  const list = skipValueWrappers(call.callee.object);
  return list.type === 'Identifier' ? list.name : undefined;
}

/** `if (problems.length > 0) throw …` (also `!== 0`, `>= 1`, or `.length` alone). */
function throwsWhenNotEmpty(statement: Node, list: string): boolean {
  if (statement.type !== 'IfStatement' || !alwaysThrows(statement.consequent)) return false;
  const test = skipValueWrappers(statement.test);
  const isLength = (node: Node): boolean => {
    const expression = skipValueWrappers(node);
    if (expression.type !== 'MemberExpression' || getPropertyName(expression) !== 'length') return false;
    const object = skipValueWrappers(expression.object);
    return object.type === 'Identifier' && object.name === list;
  };
  if (isLength(test)) return true;
  if (test.type !== 'BinaryExpression' || !isLength(test.left)) return false;
  const right = skipValueWrappers(test.right);
  if (right.type !== 'Literal' || typeof right.value !== 'number') return false;
  return ((test.operator === '>' || test.operator === '!==' || test.operator === '!=') && right.value === 0) || (test.operator === '>=' && right.value === 1);
}

const MAX_STEPS = 8;

/** The `const name = …` whose value holds `node` through `??`, `||`, `?:`, conversions and wrappers. */
function holdingDeclarator(node: Node): { statement: TSESTree.VariableDeclaration; name: string } | undefined {
  let current: Node = node;
  for (let steps = 0; steps < MAX_STEPS; steps += 1) {
    const parent = current.parent;
    if (!parent) return undefined;
    if (parent.type === 'VariableDeclarator') {
      const statement = parent.parent;
      return parent.init === current && parent.id.type === 'Identifier' && statement?.type === 'VariableDeclaration'
        ? { statement, name: parent.id.name }
        : undefined;
    }
    const passes =
      parent.type === 'LogicalExpression' ||
      parent.type === 'ConditionalExpression' ||
      parent.type === 'CallExpression' ||
      parent.type === 'MemberExpression' ||
      parent.type === 'AwaitExpression' ||
      parent.type === 'TSAsExpression' ||
      parent.type === 'TSNonNullExpression' ||
      parent.type === 'TSSatisfiesExpression' ||
      parent.type === 'ChainExpression';
    if (!passes) return undefined;
    current = parent;
  }
  return undefined;
}

function statementList(statement: TSESTree.VariableDeclaration): readonly Node[] | undefined {
  const holder = statement.parent?.type === 'ExportNamedDeclaration' ? statement.parent : statement;
  const parent = holder.parent;
  if (parent?.type !== 'Program' && parent?.type !== 'BlockStatement' && parent?.type !== 'StaticBlock') return undefined;
  const list = parent.body as readonly Node[];
  // a declaration exported in place sits in the list as its export
  return holder === statement ? list : list.map((entry) => (entry === holder ? statement : entry));
}

function alwaysThrows(statement: TSESTree.Statement): boolean {
  if (statement.type === 'ThrowStatement') return true;
  if (statement.type !== 'BlockStatement') return false;
  const last = statement.body[statement.body.length - 1];
  return last?.type === 'ThrowStatement' || (last?.type === 'ExpressionStatement' && isExit(last.expression));
}

/** `process.exit(1)`. */
function isExit(expression: TSESTree.Expression): boolean {
  const call = skipValueWrappers(expression);
  return call.type === 'CallExpression' && call.callee.type === 'MemberExpression' && getPropertyName(call.callee) === 'exit';
}

/** Whether `test` is true for the fallback: a length bound it fails, or (for `''`) `!name`. */
function refuses(test: Node, names: ReadonlySet<string>, bytes: number | undefined, empty: boolean): boolean {
  const expression = skipValueWrappers(test);
  if (expression.type === 'LogicalExpression' && expression.operator === '||') {
    return refuses(expression.left, names, bytes, empty) || refuses(expression.right, names, bytes, empty);
  }
  if (expression.type === 'UnaryExpression' && expression.operator === '!') {
    const operand = skipValueWrappers(expression.argument);
    const read = pathText(operand);
    return empty && read !== undefined && names.has(read);
  }
  if (expression.type !== 'BinaryExpression') return false;
  const { operator } = expression;
  const left = skipValueWrappers(expression.left);
  const right = skipValueWrappers(expression.right);
  const [measured, bound, flipped] = isLengthOf(left, names) ? [left, right, false] : isLengthOf(right, names) ? [right, left, true] : [undefined, undefined, false];
  const limit = bound && numberOf(bound);
  if (!measured || limit === undefined) return false;
  const length = bytes ?? 0;
  const op = flipped ? FLIPPED[operator] : operator;
  switch (op) {
    case '<':
      return length < limit;
    case '<=':
      return length <= limit;
    case '!==':
    case '!=':
      return length !== limit;
    case '===':
    case '==':
      return length === limit;
    default:
      return false;
  }
}

/** A number literal, or a `const` in an enclosing block or the module that holds one (`MIN_KEY_BYTES`). */
function numberOf(node: Node): number | undefined {
  if (node.type === 'Literal') return typeof node.value === 'number' ? node.value : undefined;
  if (node.type !== 'Identifier') return undefined;
  for (let scope: Node | undefined = node.parent; scope; scope = scope.parent) {
    if (scope.type === 'FunctionDeclaration' || scope.type === 'FunctionExpression' || scope.type === 'ArrowFunctionExpression') {
      const index = scope.params.findIndex((param) => (param.type === 'Identifier' ? param : param.type === 'AssignmentPattern' && param.left.type === 'Identifier' ? param.left : undefined)?.name === node.name);
      if (index >= 0) return smallestPassed(scope, index);
    }
    if (scope.type !== 'BlockStatement' && scope.type !== 'Program') continue;
    for (const entry of scope.body) {
      const statement = entry.type === 'ExportNamedDeclaration' && entry.declaration ? entry.declaration : entry;
      if (statement.type !== 'VariableDeclaration') continue;
      const declarator = statement.declarations.find((d) => d.id.type === 'Identifier' && d.id.name === node.name);
      if (!declarator) continue;
      const init = declarator.init && skipValueWrappers(declarator.init);
      return statement.kind === 'const' && init?.type === 'Literal' && typeof init.value === 'number' ? init.value : undefined;
    }
  }
  return undefined;
}

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '!==': '!==', '!=': '!=', '===': '===', '==': '==' };

/** `name.length`, `name.byteLength`, `Buffer.byteLength(name)`, `new TextEncoder().encode(name).length`. */
function isLengthOf(node: Node, names: ReadonlySet<string>): boolean {
  if (node.type === 'MemberExpression') {
    const property = getPropertyName(node);
    return (property === 'length' || property === 'byteLength') && mentions(node.object, names);
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && getPropertyName(node.callee) === 'byteLength') {
    const [first] = node.arguments;
    return first !== undefined && mentions(first, names);
  }
  return false;
}

/** Whether `node` reads one of `names` (as an identifier anywhere inside it, not as a property name). */
function mentions(node: Node, names: ReadonlySet<string>): boolean {
  return someNodeIn(node, (candidate, key, parent) => {
    if (candidate.type === 'MemberExpression') {
      const read = pathText(candidate);
      return read !== undefined && names.has(read) ? 'stop' : undefined;
    }
    if (candidate.type !== 'Identifier') return undefined;
    const isPropertyName = parent?.type === 'MemberExpression' && key === 'property' && !parent.computed;
    return !isPropertyName && names.has(candidate.name) ? 'stop' : 'skip';
  });
}

/**
 * The smallest number a parameter with a number default (`min = 32`) can hold: the default, or a number a call of the
 * function passes there, when the function is declared in its module, not exported, and only ever called by its name
 * there (`bytes('TALLY_STATE_KEY')`); undefined when anything else may reach it.
 */
function smallestPassed(fn: PlainFunction, index: number): number | undefined {
  const parameter = fn.params[index];
  const fallback = parameter?.type === 'AssignmentPattern' ? skipValueWrappers(parameter.right) : undefined;
  const name = fn.type === 'FunctionDeclaration' ? fn.id?.name : fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier' ? fn.parent.id.name : undefined;
  const program = programOf(fn);
  if (fallback?.type !== 'Literal' || typeof fallback.value !== 'number' || !name || !program || isExportedDeclaration(fn)) return undefined;
  const declaredName = fn.type === 'FunctionDeclaration' ? fn.id : (fn.parent as TSESTree.VariableDeclarator).id;
  let smallest = fallback.value;
  const escapes = someNodeIn(program, (current) => {
    if (current.type !== 'Identifier' || current.name !== name || current === declaredName) return undefined;
    const call = current.parent;
    if (call?.type !== 'CallExpression' || call.callee !== current) return 'stop';
    const passed = call.arguments[index];
    if (!passed) return 'skip';
    const value = skipValueWrappers(passed);
    if (value.type !== 'Literal' || typeof value.value !== 'number') return 'stop';
    smallest = Math.min(smallest, value.value);
    return 'skip';
  });
  return escapes ? undefined : smallest;
}

function isExportedDeclaration(fn: PlainFunction): boolean {
  const holder = fn.type === 'FunctionDeclaration' ? fn : fn.parent?.parent;
  return holder?.parent?.type === 'ExportNamedDeclaration' || holder?.parent?.type === 'ExportDefaultDeclaration';
}
