import { isFunctionNode, type FunctionNode, type Node } from '../syntax/ast.js';
import { functionName } from '../scope/local-functions.js';

const STATE_NAME = /state/i;
/** The state of a web sign-in (an OAuth `state`, a CSRF or PKCE value), which a function named for it makes: not MCP state. */
const SIGN_IN_STATE = /oauth|oidc|login|signin|sign_in|csrf|xsrf|pkce|sso|authorize/i;

/**
 * Whether a function is named for request state: its own name (`sealState`, `packState`), or, for a method, its
 * class's (`JwtStateService.issue`) or its object's (`const stateTokens = { issue() … }`,
 * `fastify.decorate('stateTokens', { issue() … })`), but not for a web sign-in's (`createOAuthState`, `loginState`).
 */
export function isNamedForState(fn: FunctionNode): boolean {
  const name = functionName(fn) ?? '';
  if (STATE_NAME.test(name)) return !SIGN_IN_STATE.test(name);
  const owner = classNameOf(fn) ?? objectNameOf(fn) ?? namespaceNameOf(fn);
  return owner !== undefined && STATE_NAME.test(owner) && !SIGN_IN_STATE.test(owner);
}

/**
 * Whether code lies in something named for request state: a function (see {@link isNamedForState}), or the
 * initializer of a variable so named (`const StateCodecLive = Layer.effect(StateCodec, Effect.gen(function* () { … }))`).
 */
export function isWithinStateNamedCode(node: Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current) && isNamedForState(current)) return true;
    if (current.type === 'VariableDeclarator' && current.id.type === 'Identifier' && STATE_NAME.test(current.id.name) && !SIGN_IN_STATE.test(current.id.name)) return true;
  }
  return false;
}

/** `namespace StateJwt { export function issue(…) }`: the namespace a function is declared in. */
function namespaceNameOf(fn: FunctionNode): string | undefined {
  const statement = fn.parent?.type === 'ExportNamedDeclaration' ? fn.parent : fn;
  const block = statement.parent;
  const namespace = block?.type === 'TSModuleBlock' ? block.parent : undefined;
  return namespace?.type === 'TSModuleDeclaration' && namespace.id.type === 'Identifier' ? namespace.id.name : undefined;
}

/**
 * The name an object literal holding a method goes by: its variable's (`const stateTokens = {…}`), the member or key
 * it is given to (`app.stateTokens = {…}`, `{ stateTokens: {…} }`), or the name a call registers it under
 * (`fastify.decorate('stateTokens', {…})`, `container.register('stateCodec', {…})`).
 */
function objectNameOf(fn: FunctionNode): string | undefined {
  const property = fn.parent;
  if (property?.type !== 'Property' || property.value !== fn || property.parent.type !== 'ObjectExpression') return undefined;
  const literal = property.parent;
  const holder = literal.parent;
  switch (holder?.type) {
    case 'VariableDeclarator':
      return holder.init === literal && holder.id.type === 'Identifier' ? holder.id.name : undefined;
    case 'AssignmentExpression':
      return holder.right === literal ? nameOfTarget(holder.left) : undefined;
    case 'Property':
      return holder.value === literal && !holder.computed && holder.key.type === 'Identifier' ? holder.key.name : undefined;
    case 'CallExpression': {
      const index = holder.arguments.indexOf(literal);
      const before = index > 0 ? holder.arguments[index - 1] : undefined;
      return before?.type === 'Literal' && typeof before.value === 'string' ? before.value : undefined;
    }
    default:
      return undefined;
  }
}

function nameOfTarget(target: Node): string | undefined {
  if (target.type === 'Identifier') return target.name;
  return target.type === 'MemberExpression' && !target.computed && target.property.type === 'Identifier' ? target.property.name : undefined;
}

/** The name of the class a method, accessor or field function belongs to. */
function classNameOf(fn: FunctionNode): string | undefined {
  const member: Node | undefined = fn.parent;
  if (member?.type !== 'MethodDefinition' && member?.type !== 'PropertyDefinition') return undefined;
  const body = member.parent;
  const declaration = body?.parent;
  if (declaration?.type !== 'ClassDeclaration' && declaration?.type !== 'ClassExpression') return undefined;
  if (declaration.id) return declaration.id.name;
  const holder = declaration.parent;
  return holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier' ? holder.id.name : undefined;
}
