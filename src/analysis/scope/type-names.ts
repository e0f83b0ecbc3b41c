import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionNode, PerSourceAnswers, soleMatch, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import { findVariable } from './bindings.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** Where a type's name is declared: a type alias of the file, or an import (type-only or not) of another module's. */
export type TypeDeclaration =
  | { readonly kind: 'alias'; readonly declaration: TSESTree.TSTypeAliasDeclaration }
  | { readonly kind: 'import'; readonly source: string; readonly imported: string };

/** The declaration `name` (a type reference's name) resolves to, where it is an alias or an import by name. */
export function typeDeclarationOf(sourceCode: SourceCode, name: TSESTree.Identifier): TypeDeclaration | undefined {
  const variable = findVariable(sourceCode, name);
  if (!variable || variable.defs.length !== 1) return undefined;
  const definition = variable.defs[0]!;
  const node = definition.node as Node;
  if (node.type === 'TSTypeAliasDeclaration') return { kind: 'alias', declaration: node };
  if (node.type !== 'ImportSpecifier') return undefined;
  const declaration = node.parent;
  if (declaration?.type !== 'ImportDeclaration') return undefined;
  const imported = node.imported.type === 'Identifier' ? node.imported.name : String(node.imported.value);
  return { kind: 'import', source: declaration.source.value, imported };
}

/** The type alias a module declares under `name` and exports (`export type X = …`, or `type X = …` exported by a list). */
export function exportedTypeAlias(sourceCode: SourceCode, name: string): TSESTree.TSTypeAliasDeclaration | undefined {
  let local: string | undefined;
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.declaration?.type === 'TSTypeAliasDeclaration' && statement.declaration.id.name === name) return statement.declaration;
    if (statement.source) continue;
    for (const specifier of statement.specifiers) {
      const exported = specifier.exported.type === 'Identifier' ? specifier.exported.name : specifier.exported.value;
      if (exported === name && specifier.local.type === 'Identifier') local = specifier.local.name;
    }
  }
  if (local === undefined) return undefined;
  for (const statement of sourceCode.ast.body) {
    if (statement.type === 'TSTypeAliasDeclaration' && statement.id.name === local) return statement;
  }
  return undefined;
}

/** The type helpers of schema libraries that name what parsing with a schema gives (`z.infer<typeof S>`). */
const SCHEMA_OUTPUTS: ReadonlySet<string> = new Set(['infer', 'output', 'input', 'Infer', 'InferOutput']);

/**
 * What a type says a value is made by: `ReturnType<typeof f>` (and `Awaited<…>` of it) is what calling `f` gives,
 * `InstanceType<typeof C>` an instance of `C`, `z.infer<typeof S>` what parsing with the schema `S` gives. The
 * expression named after `typeof`, or undefined for any other type.
 */
export function madeByType(type: TSESTree.TypeNode): { readonly maker: TSESTree.EntityName; readonly made: 'returned' | 'instance' | 'parsed' } | undefined {
  if (type.type !== 'TSTypeReference') return undefined;
  const [argument] = type.typeArguments?.params ?? [];
  if (!argument) return undefined;
  // `z.infer<typeof EnvSchema>` (also `z.output`, `z.input`): what parsing with that schema gives
  if (type.typeName.type === 'TSQualifiedName') {
    const parses = SCHEMA_OUTPUTS.has(type.typeName.right.name) && argument.type === 'TSTypeQuery' && argument.exprName.type !== 'TSImportType';
    return parses ? { maker: argument.exprName as TSESTree.EntityName, made: 'parsed' } : undefined;
  }
  if (type.typeName.type !== 'Identifier') return undefined;
  switch (type.typeName.name) {
    case 'Awaited':
    // `Readonly<z.infer<typeof EnvSchema>>`: the same value, typed to forbid writes
    case 'Readonly':
    case 'NonNullable':
      return madeByType(argument);
    case 'ReturnType':
    // `ConfigType<typeof stateConfig>` of NestJS: what the factory `registerAs` was given returns
    case 'ConfigType':
    case 'InstanceType':
      return argument.type === 'TSTypeQuery' && argument.exprName.type !== 'TSImportType'
        ? { maker: argument.exprName, made: type.typeName.name === 'InstanceType' ? 'instance' : 'returned' }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The specifiers of the type-only imports that name a parameter's type (`import type { StateCodec } from './state'`
 * with `codec: StateCodec`): the values such a parameter holds are made by that module, although the file never loads it.
 */
export function parameterTypeSources(sourceCode: SourceCode): ReadonlySet<string> {
  const sources = new Set<string>();
  for (const statement of sourceCode.ast.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (statement.importKind !== 'type' && (specifier.type !== 'ImportSpecifier' || specifier.importKind !== 'type')) continue;
      const [variable] = sourceCode.getDeclaredVariables(specifier);
      if (variable?.references.some((reference) => typesParameter(reference.identifier as Node))) sources.add(statement.source.value);
    }
  }
  return sources;
}

/** The type nodes a parameter's annotation may nest a type's name in (`deps: { codec: StateCodec }`). */
const NESTING_TYPES = new Set(['TSTypeReference', 'TSTypeParameterInstantiation', 'TSTypeQuery', 'TSTypeLiteral', 'TSPropertySignature', 'TSTypeAnnotation']);

/**
 * Whether a type's name stands in a parameter's annotation (`codec: StateCodec`, `codec: Awaited<StateCodec>`, a member
 * of an object type: `deps: { codec: StateCodec }`, also of a destructured parameter), in a member of a declared
 * type (`interface ToolContext { signer: StateSigner }`), which a parameter elsewhere may have, on a variable whose
 * object's methods it types (`const tool: ToolDef = { call(input, deps) { … } }`), or as the type argument of a call
 * (`container.resolve<StateSealer>('sealer')`).
 */
function typesParameter(name: Node): boolean {
  // `container.resolve<StateSealer>('sealer')`: the type argument of a call types what it gives
  const instantiation = name.parent?.type === 'TSTypeReference' ? name.parent.parent : undefined;
  if (instantiation?.type === 'TSTypeParameterInstantiation' && instantiation.parent?.type === 'CallExpression') return true;
  let current = name;
  for (let steps = 0; current.parent && NESTING_TYPES.has(current.parent.type) && steps < 12; steps += 1) {
    current = current.parent;
    if (current.type === 'TSTypeAnnotation' && current.parent && !NESTING_TYPES.has(current.parent.type)) break;
  }
  if (current.type === 'TSPropertySignature') return current.parent.type === 'TSInterfaceBody' || current.parent.parent?.type === 'TSTypeAliasDeclaration';
  if (current.type !== 'TSTypeAnnotation') return false;
  let annotated = current.parent;
  if (annotated?.type !== 'Identifier' && annotated?.type !== 'ObjectPattern') return false;
  // `const deleteBucket: ToolDef = { call(input, deps) { … } }`: the type types its methods' parameters
  if (annotated.parent?.type === 'VariableDeclarator' && annotated.parent.id === annotated) return true;
  if (annotated.parent?.type === 'AssignmentPattern') annotated = annotated.parent;
  const owner = annotated.parent;
  return owner?.type === 'TSParameterProperty' || (owner !== undefined && isFunctionNode(owner) && (owner.params as Node[]).includes(annotated));
}

/** The one value a module shows of a type: a variable declared with it (`const deps: ToolDeps = {…}`), or a function's result. */
export type SoleTypedValue = { readonly kind: 'value'; readonly node: Expression } | { readonly kind: 'returned'; readonly fn: FunctionNode };

const soleValues = new PerSourceAnswers<SoleTypedValue>(findSoleValue);

/**
 * The one value of the type `name` (an interface or a type alias, declared or imported there) the module shows: the
 * initialiser of the only variable declared with that type, or the result of the only function declared to return it
 * (`(): StateCodec<T>`, `(): Promise<Config>`), or the variable a `type Deps = typeof deps` names. Undefined when it
 * shows none or several: a parameter of that type may then hold anything.
 */
export function soleValueOfType(sourceCode: SourceCode, name: string): SoleTypedValue | undefined {
  return soleValues.get(sourceCode, name);
}

function findSoleValue(sourceCode: SourceCode, name: string): SoleTypedValue | undefined {
  if (!sourceCode.text.includes(name)) return undefined;
  // `export type Deps = typeof deps`: the type of one value, that value
  const query = typeQueryOf(sourceCode, name);
  if (query) return { kind: 'value', node: query };
  return soleMatch<SoleTypedValue>(
    sourceCode.ast,
    sourceCode.visitorKeys,
    (node) => {
      if (node.type === 'VariableDeclarator' && node.init && node.id.type === 'Identifier' && namesType(node.id.typeAnnotation?.typeAnnotation, name, false)) return { kind: 'value', node: node.init };
      if (isFunctionNode(node) && node.body && namesType(node.returnType?.typeAnnotation, name, true)) return { kind: 'returned', fn: node };
      return undefined;
    },
    (_parent, child) => child.type !== 'TSTypeAnnotation',
  );
}

/** The variable a top-level `type name = typeof variable` of the module names. */
function typeQueryOf(sourceCode: SourceCode, name: string): TSESTree.Identifier | undefined {
  for (const statement of sourceCode.ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'TSTypeAliasDeclaration' || declaration.id.name !== name) continue;
    const type = declaration.typeAnnotation;
    return type.type === 'TSTypeQuery' && type.exprName.type === 'Identifier' ? type.exprName : undefined;
  }
  return undefined;
}

/** Whether a type is `name` (with any type arguments), or, `awaited`, `Promise<name>` too. */
function namesType(type: TSESTree.TypeNode | undefined, name: string, awaited: boolean): boolean {
  if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return false;
  if (type.typeName.name === name) return true;
  const [inner] = type.typeArguments?.params ?? [];
  return awaited && type.typeName.name === 'Promise' && inner !== undefined && namesType(inner, name, false);
}

/**
 * The members an interface or an object type alias of the module declares at its top level (`interface ToolContext {
 * signer: StateSigner }`, `type Deps = { codec: Codec }`, exported or not); undefined for any other type.
 */
export function declaredTypeMembers(sourceCode: SourceCode, name: string): readonly TSESTree.TypeElement[] | undefined {
  for (const statement of sourceCode.ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSInterfaceDeclaration' && declaration.id.name === name) return declaration.body.body;
    if (declaration?.type === 'TSTypeAliasDeclaration' && declaration.id.name === name) {
      return declaration.typeAnnotation.type === 'TSTypeLiteral' ? declaration.typeAnnotation.members : undefined;
    }
  }
  return undefined;
}

/** Whether `name` is an interface or a type alias the module declares (not a class, whose instances the class tells). */
export function declaresInterfaceOrAlias(sourceCode: SourceCode, name: string): boolean {
  for (const statement of sourceCode.ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if ((declaration?.type === 'TSInterfaceDeclaration' || declaration?.type === 'TSTypeAliasDeclaration') && declaration.id.name === name) return true;
  }
  return false;
}

/**
 * The member names a type spells out: a type literal (`{ username: string; password: string }`), or an interface or a
 * type alias of one this module declares (`PortalLogin`). Undefined for any other type.
 */
export function declaredMemberNames(sourceCode: SourceCode, type: TSESTree.TypeNode, depth = 0): string[] | undefined {
  if (type.type === 'TSTypeLiteral') return membersOf(type.members);
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || depth > 2) return undefined;
  const declared = findVariable(sourceCode, type.typeName)?.defs[0]?.node as Node | undefined;
  if (declared?.type === 'TSInterfaceDeclaration') return membersOf(declared.body.body);
  return declared?.type === 'TSTypeAliasDeclaration' ? declaredMemberNames(sourceCode, declared.typeAnnotation, depth + 1) : undefined;
}

function membersOf(members: readonly TSESTree.TypeElement[]): string[] {
  return members.flatMap((member) => (member.type === 'TSPropertySignature' && member.key.type === 'Identifier' && !member.computed ? [member.key.name] : []));
}

