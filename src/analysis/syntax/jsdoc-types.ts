import type { TSESLint } from '@typescript-eslint/utils';
import type { FunctionNode, Node } from './ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * What a JSDoc type says a parameter holds, as far as the analysis reads one (the JavaScript spelling of a TypeScript
 * annotation, which `checkJs` checks as it checks an annotation):
 * - `made`: `ReturnType<typeof f>` (also `Awaited<…>` of it), `InstanceType<typeof C>`, where `f` is a name of the module
 *   or an export of another (`typeof import('./state.js').createState`);
 * - `object`: an object type (`{ state: …, orders: any }`, or `@param {object} deps` with `@param {…} deps.state`), its
 *   members' types by name (`undefined` for a type the analysis does not read);
 * - `named`: a type's name, of the module or of another (`import('./vault.js').Vault`): an instance of that class.
 */
export type JsDocType =
  | { readonly kind: 'made'; readonly made: 'returned' | 'instance'; readonly maker: JsDocName }
  | { readonly kind: 'object'; readonly members: ReadonlyMap<string, JsDocType | undefined> }
  | { readonly kind: 'named'; readonly name: JsDocName };

/** A name a JSDoc type refers to: `f` of the module, or the export `f` of the module `specifier` (`import('./x.js').f`). */
export interface JsDocName {
  readonly name: string;
  readonly specifier: string | undefined;
}

/** Longer comments are not read. */
const MAX_COMMENT = 8000;

/** The `@param` types of a comment: by name, and in the order the tags are written. */
interface ParameterTypes {
  readonly names: readonly string[];
  readonly types: readonly (JsDocType | undefined)[];
}

const cache = new WeakMap<FunctionNode, ParameterTypes | null>();

/**
 * The JSDoc type of a function's parameter at `position` (`@param {T} name`, a dotted `@param {T} deps.state` adding a
 * member to `deps`): the tag of its name, or for a destructured parameter the tag written in its place. Read from the
 * block comment just before the function, or before the declaration, export, property or method that holds it.
 */
export function jsDocParameterType(sourceCode: SourceCode, fn: FunctionNode, position: number): JsDocType | undefined {
  let known = cache.get(fn);
  if (known === undefined) {
    const comment = jsDocOf(sourceCode, fn);
    known = (comment === undefined ? undefined : parameterTypes(comment)) ?? null;
    cache.set(fn, known);
  }
  if (!known) return undefined;
  let parameter: Node | undefined = fn.params[position];
  if (parameter?.type === 'AssignmentPattern') parameter = parameter.left;
  if (parameter?.type === 'Identifier') {
    const index = known.names.indexOf(parameter.name);
    return index < 0 ? undefined : known.types[index];
  }
  return known.types[position];
}

function jsDocOf(sourceCode: SourceCode, fn: FunctionNode): string | undefined {
  let holder: Node = fn;
  for (let steps = 0; steps < 4; steps += 1) {
    const parent: Node | undefined = holder.parent;
    if (!parent) break;
    const holds =
      parent.type === 'VariableDeclarator' ||
      parent.type === 'VariableDeclaration' ||
      parent.type === 'ExportNamedDeclaration' ||
      parent.type === 'ExportDefaultDeclaration' ||
      parent.type === 'MethodDefinition' ||
      parent.type === 'PropertyDefinition' ||
      (parent.type === 'Property' && parent.value === holder);
    if (!holds) break;
    holder = parent;
  }
  return blockCommentBefore(sourceCode.text, holder.range[0]) ?? (holder === fn ? undefined : blockCommentBefore(sourceCode.text, fn.range[0]));
}

/**
 * The text of the `/** … *\/` comment that ends just before `offset`, nothing but white space between (read from the
 * text: a module read from disk may come without its comments).
 */
function blockCommentBefore(text: string, offset: number): string | undefined {
  const before = text.slice(Math.max(0, offset - MAX_COMMENT), offset).trimEnd();
  if (!before.endsWith('*/')) return undefined;
  const start = before.lastIndexOf('/**');
  if (start < 0 || before.indexOf('*/', start + 2) !== before.length - 2) return undefined;
  return before.slice(start + 2, -2);
}

/** `@param {T} name` tags: the type text and the name (`[name=default]` and `name?` read as `name`). */
function* parameterTags(comment: string): Generator<{ type: string; name: string }> {
  const tag = /@(?:param|arg|argument)\s*\{/g;
  for (let match = tag.exec(comment); match; match = tag.exec(comment)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    for (; end < comment.length && depth > 0; end += 1) {
      if (comment[end] === '{') depth += 1;
      else if (comment[end] === '}') depth -= 1;
    }
    if (depth !== 0) return;
    const name = /^\s*\[?\s*([\w$.]+)/.exec(comment.slice(end));
    if (name) yield { type: comment.slice(start, end - 1).replace(/\n\s*\*/g, ' '), name: name[1]! };
    tag.lastIndex = end;
  }
}

function parameterTypes(comment: string): ParameterTypes | undefined {
  const types: (JsDocType | undefined)[] = [];
  const names: string[] = [];
  for (const { type, name } of parameterTags(comment)) {
    const [top, ...members] = name.split('.');
    if (members.length === 0) {
      names.push(top!);
      types.push(parseType(type));
      continue;
    }
    // `@param {T} deps.state` after `@param {object} deps`: a member of the parameter before
    const index = names.lastIndexOf(top!);
    if (index < 0 || members.length !== 1) continue;
    const whole = types[index];
    const known = whole?.kind === 'object' ? whole.members : new Map<string, JsDocType | undefined>();
    types[index] = { kind: 'object', members: new Map([...known, [members[0]!, parseType(type)]]) };
  }
  return types.length > 0 ? { names, types } : undefined;
}

/** Reads a type's text; undefined for what the analysis does not read (unions, arrays, generics other than the ones above). */
export function parseType(text: string): JsDocType | undefined {
  const parser = new TypeText(text);
  const type = parser.type();
  return parser.atEnd() ? type : undefined;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*/;

class TypeText {
  private at = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    this.skipSpace();
    return this.at >= this.text.length;
  }

  type(depth = 0): JsDocType | undefined {
    if (depth > 6) return undefined;
    this.skipSpace();
    if (this.eat('{')) return this.objectType(depth);
    const name = this.name();
    if (name === undefined) return undefined;
    if (name.name === 'ReturnType' || name.name === 'InstanceType' || name.name === 'Awaited') {
      if (name.specifier !== undefined || !this.eat('<')) return undefined;
      const inner = name.name === 'Awaited' ? this.type(depth + 1) : this.typeQuery(name.name === 'ReturnType' ? 'returned' : 'instance');
      return this.eat('>') ? inner : undefined;
    }
    return { kind: 'named', name };
  }

  /** `typeof f`, `typeof import('./x.js').f`. */
  private typeQuery(made: 'returned' | 'instance'): JsDocType | undefined {
    this.skipSpace();
    if (!this.word('typeof')) return undefined;
    const maker = this.name();
    return maker && { kind: 'made', made, maker };
  }

  /** `{ a: T, b: U; c?: V }`: the members whose types it reads; any other member is there with no type. */
  private objectType(depth: number): JsDocType | undefined {
    const members = new Map<string, JsDocType | undefined>();
    for (;;) {
      this.skipSpace();
      if (this.eat('}')) return { kind: 'object', members };
      const key = IDENTIFIER.exec(this.text.slice(this.at))?.[0] ?? /^(['"])([^'"]*)\1/.exec(this.text.slice(this.at))?.[0];
      if (key === undefined) return undefined;
      this.at += key.length;
      this.eat('?');
      if (!this.eat(':')) return undefined;
      const start = this.at;
      let type = this.type(depth + 1);
      // a member whose type is not read (`Buffer | null`): skip to the next member
      if (!type || !this.peekSeparator()) {
        this.at = start;
        type = undefined;
        if (!this.skipMemberType()) return undefined;
      }
      members.set(key.replace(/^['"]|['"]$/g, ''), type);
      if (!this.eat(',')) this.eat(';');
    }
  }

  private peekSeparator(): boolean {
    this.skipSpace();
    const next = this.text[this.at];
    return next === ',' || next === ';' || next === '}';
  }

  /** Skips a type up to the `,`, `;` or `}` that ends its member, brackets balanced. */
  private skipMemberType(): boolean {
    let depth = 0;
    for (; this.at < this.text.length; this.at += 1) {
      const char = this.text[this.at]!;
      if ('{<(['.includes(char)) depth += 1;
      else if ('}>)]'.includes(char)) {
        if (depth === 0) return char === '}';
        depth -= 1;
      } else if ((char === ',' || char === ';') && depth === 0) return true;
    }
    return false;
  }

  /** `f`, `ns.f` (unread: undefined), `import('./x.js').f`. */
  private name(): JsDocName | undefined {
    this.skipSpace();
    let specifier: string | undefined;
    if (this.word('import')) {
      this.skipSpace();
      const quoted = /^\(\s*(['"])([^'"]+)\1\s*\)\s*\./.exec(this.text.slice(this.at));
      if (!quoted) return undefined;
      specifier = quoted[2];
      this.at += quoted[0].length;
    }
    const name = IDENTIFIER.exec(this.text.slice(this.at))?.[0];
    if (name === undefined) return undefined;
    this.at += name.length;
    if (this.text[this.at] === '.') return undefined;
    return { name, specifier };
  }

  private word(word: string): boolean {
    if (!this.text.startsWith(word, this.at) || /[\w$]/.test(this.text[this.at + word.length] ?? '')) return false;
    this.at += word.length;
    return true;
  }

  private eat(char: string): boolean {
    this.skipSpace();
    if (this.text[this.at] !== char) return false;
    this.at += 1;
    return true;
  }

  private skipSpace(): void {
    while (this.at < this.text.length && /\s|\*/.test(this.text[this.at]!)) this.at += 1;
  }
}
