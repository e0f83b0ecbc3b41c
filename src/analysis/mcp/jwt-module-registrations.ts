import type { TSESTree } from '@typescript-eslint/utils';
import { encloses, getEnclosingFunction, getMethodName, getPlainArguments, getStaticKeyName, skipValueWrappers, staticProperty, type Expression, type Node } from '../syntax/ast.js';
import { soleReturnedExpression } from '../scope/local-functions.js';
import { isReferenceTo } from '../scope/modules.js';
import { objectLiteralOf, staticProperties } from '../values/object-literals.js';
import { fileOwning, type McpFile } from './file.js';
import { findSeals } from './seals.js';
import { sealsRequestState } from './state-results.js';

type Property = TSESTree.Property;

/**
 * `JwtModule.register(options)` or `JwtModule.registerAsync({ useFactory })` of `@nestjs/jwt`, in a `@Module` one of
 * whose providers signs request state with the `JwtService` it is injected: the options apply to that state.
 */
export interface StateJwtRegistration {
  readonly call: TSESTree.CallExpression;
  /** The `secret` (or `privateKey`) option: the key every token of the module is signed with. */
  readonly secret: Property | undefined;
  /** `signOptions`' properties (`expiresIn`, `subject`, `audience`, …). */
  readonly signOptions: ReadonlyMap<string, Property>;
  /** `verifyOptions`' properties (`ignoreExpiration`, `clockTolerance`, …). */
  readonly verifyOptions: ReadonlyMap<string, Property>;
}

const registrationsByFile = new WeakMap<McpFile, readonly StateJwtRegistration[]>();

/** The file's `JwtModule` registrations whose `JwtService` signs request state, with the options they write. */
export function stateJwtRegistrations(mcp: McpFile): readonly StateJwtRegistration[] {
  const known = registrationsByFile.get(mcp);
  if (known) return known;
  const found: StateJwtRegistration[] = [];
  if (mcp.vocabulary.spells('JwtModule')) {
    for (const call of mcp.calls) {
      const registration = registrationOf(mcp, call);
      if (registration) found.push(registration);
    }
  }
  registrationsByFile.set(mcp, found);
  return found;
}

function registrationOf(mcp: McpFile, call: TSESTree.CallExpression): StateJwtRegistration | undefined {
  const method = getMethodName(call);
  if ((method !== 'register' && method !== 'registerAsync') || !isReferenceTo(mcp.provenance.of(call.callee).reference, '@nestjs/jwt', 'JwtModule', method)) return undefined;
  const [argument] = getPlainArguments(call) ?? [];
  const options = argument && (method === 'register' ? objectLiteralOf(mcp.provenance, argument) : factoryOptions(mcp, argument));
  if (!options || !providersSignState(mcp, call)) return undefined;
  const properties = staticProperties(options);
  return {
    call,
    secret: properties.get('secret') ?? properties.get('privateKey'),
    signOptions: nestedProperties(mcp, properties.get('signOptions')),
    verifyOptions: nestedProperties(mcp, properties.get('verifyOptions')),
  };
}

/** `registerAsync({ useFactory: (config) => ({ … }) })`: the options object the factory returns. */
function factoryOptions(mcp: McpFile, argument: Expression): TSESTree.ObjectExpression | undefined {
  const literal = objectLiteralOf(mcp.provenance, argument);
  const factory = literal && staticProperty(literal, 'useFactory');
  const fn = factory && mcp.provenance.of(factory.value as Expression).functionNode;
  const returned = fn && soleReturnedExpression(fn, mcp.sourceCode);
  return returned && objectLiteralOf(mcp.provenance, skipValueWrappers(returned));
}

function nestedProperties(mcp: McpFile, property: Property | undefined): ReadonlyMap<string, Property> {
  const literal = property && objectLiteralOf(mcp.provenance, property.value as Expression);
  return literal ? staticProperties(literal) : new Map();
}

/**
 * Whether a provider of the `@Module({ imports: [registration], providers: […] })` around the registration signs
 * request state with a `JwtService`: a seal of its class whose token becomes the state or that a function named for
 * state makes.
 */
function providersSignState(mcp: McpFile, registration: TSESTree.CallExpression): boolean {
  const metadata = moduleMetadataOf(registration);
  const providers = metadata && staticProperties(metadata).get('providers')?.value;
  if (providers?.type !== 'ArrayExpression') return false;
  return providers.elements.some((element) => {
    const provided = element && element.type !== 'SpreadElement' ? providedClass(mcp, element) : undefined;
    const owner = provided && fileOwning(mcp, provided);
    return owner !== undefined && findSeals(owner).some((seal) => seal.viaJwtService === true && encloses(provided!, seal.call) && sealsRequestState(owner, seal));
  });
}

/** The object literal of the `@Module({ imports: [registration] })` decorator a registration is listed in. */
function moduleMetadataOf(registration: Node): TSESTree.ObjectExpression | undefined {
  const list = registration.parent;
  const imports = list?.type === 'ArrayExpression' ? list.parent : undefined;
  if (imports?.type !== 'Property' || getStaticKeyName(imports.key, imports.computed) !== 'imports') return undefined;
  const metadata = imports.parent;
  const decorator = metadata?.type === 'ObjectExpression' ? metadata.parent?.parent : undefined;
  return decorator?.type === 'Decorator' && getEnclosingFunction(decorator).type === 'Program' ? (metadata as TSESTree.ObjectExpression) : undefined;
}

/** The class a provider entry makes: `StateService`, or `{ provide: X, useClass: StateService }`. */
function providedClass(mcp: McpFile, entry: Expression): Node | undefined {
  const literal = entry.type === 'ObjectExpression' ? entry : undefined;
  const made = literal ? staticProperty(literal, 'useClass')?.value : entry;
  const owner = made && made.type !== 'AssignmentPattern' ? mcp.provenance.of(made as Expression).memberOwner : undefined;
  return owner?.kind === 'class' ? owner.of : undefined;
}
