import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getStaticKeyName, isFunctionNode, PerSourceAnswers, skipTypeWrappers, soleMatch, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** What a dependency-injection provider gives for its token: a factory's result, a value, or an instance of a class. */
export type InjectionProvider =
  | { readonly kind: 'factory'; readonly fn: FunctionNode }
  | { readonly kind: 'value'; readonly node: Expression }
  | { readonly kind: 'class'; readonly node: Expression };

/** Decorators that name the token a parameter is injected by: NestJS and Angular's `@Inject`, tsyringe's `@inject`. */
const INJECT_DECORATORS: ReadonlySet<string> = new Set(['Inject', 'inject']);

/** The token a constructor parameter is injected by (`@Inject(STATE_CODEC) private readonly codec: Codec`), if a name. */
export function injectionTokenOf(parameter: Node | undefined): TSESTree.Identifier | undefined {
  const token = injectedTokenOf(parameter);
  return token?.type === 'Identifier' ? token : undefined;
}

/** The token an `@Inject(…)` / `@inject(…)` decorator of a parameter names: a name, or a member of one (`TYPES.StateKey`). */
export function injectedTokenOf(parameter: Node | undefined): TSESTree.Identifier | TSESTree.MemberExpression | undefined {
  const decorators = parameter && 'decorators' in parameter ? (parameter.decorators as TSESTree.Decorator[] | undefined) : undefined;
  for (const decorator of decorators ?? []) {
    const call = skipTypeWrappers(decorator.expression);
    if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || !INJECT_DECORATORS.has(call.callee.name)) continue;
    const [token] = call.arguments;
    if (call.arguments.length === 1 && (token?.type === 'Identifier' || (token?.type === 'MemberExpression' && !token.computed))) return token;
  }
  return undefined;
}

const providers = new PerSourceAnswers<InjectionProvider>(findProvider);

/**
 * The one provider the module writes for the token `name` (`{ provide: STATE_CODEC, useFactory: () => … }`, `useValue`,
 * `useClass`; tsyringe's `container.register(STATE_CODEC, { useValue })`): undefined when it writes none or several.
 */
export function providerOf(sourceCode: SourceCode, name: string): InjectionProvider | undefined {
  return providers.get(sourceCode, name);
}

function findProvider(sourceCode: SourceCode, name: string): InjectionProvider | undefined {
  if (!sourceCode.text.includes(name.split('.').pop()!) || !/\buse(?:Factory|Value|Class)\b/.test(sourceCode.text)) return undefined;
  return soleMatch(sourceCode.ast, sourceCode.visitorKeys, (node) =>
    node.type === 'ObjectExpression' ? (providedBy(node, tokenNamed(sourceCode, property(node, 'provide'), name)) ?? registeredBy(sourceCode, node, name)) : undefined,
  );
}

/** `container.register(TOKEN, { useValue })`: the options object of a registration under the token. */
function registeredBy(sourceCode: SourceCode, object: TSESTree.ObjectExpression, name: string): InjectionProvider | undefined {
  const call = object.parent;
  if (call?.type !== 'CallExpression' || call.arguments[1] !== object) return undefined;
  return providedBy(object, tokenNamed(sourceCode, call.arguments[0] as Expression | undefined, name));
}

function providedBy(object: TSESTree.ObjectExpression, isToken: boolean): InjectionProvider | undefined {
  if (!isToken) return undefined;
  const factory = property(object, 'useFactory');
  const made = factory && factoryOf(skipTypeWrappers(factory));
  if (made) return { kind: 'factory', fn: made };
  const value = property(object, 'useValue');
  if (value) return { kind: 'value', node: value };
  const instance = property(object, 'useClass');
  return instance ? { kind: 'class', node: instance } : undefined;
}

/** A factory, or the one a wrapper of the container is handed: tsyringe's `instanceCachingFactory(() => …)`. */
function factoryOf(node: Node): FunctionNode | undefined {
  if (isFunctionNode(node)) return node;
  if (node.type !== 'CallExpression' || node.arguments.length !== 1) return undefined;
  const [only] = node.arguments;
  return only && isFunctionNode(only) ? only : undefined;
}

/** A token spelled `name`: a name (`STATE_CODEC`), or a member of a tokens object (`TOKENS.StateKey`). */
function tokenNamed(sourceCode: SourceCode, node: Expression | undefined, name: string): boolean {
  const token = node && skipTypeWrappers(node);
  if (token?.type === 'Identifier') return token.name === name;
  return token?.type === 'MemberExpression' && !token.computed && sourceCode.getText(token) === name;
}

function property(object: TSESTree.ObjectExpression, key: string): Expression | undefined {
  for (const each of object.properties) {
    if (each.type === 'Property' && getStaticKeyName(each.key, each.computed) === key && each.value.type !== 'AssignmentPattern') return each.value as Expression;
  }
  return undefined;
}
