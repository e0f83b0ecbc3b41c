import type { FunctionNode, Node } from '../syntax/ast.js';
import { functionName } from '../scope/local-functions.js';

const STATE_NAME = /state/i;
/** The state of a web sign-in (an OAuth `state`, a CSRF or PKCE value), which a function named for it makes: not MCP state. */
const SIGN_IN_STATE = /oauth|oidc|login|signin|sign_in|csrf|xsrf|pkce|sso|authorize/i;

/**
 * Whether a function is named for request state: its own name (`sealState`, `packState`), or, for a method, its
 * class's (`JwtStateService.issue`), but not for a web sign-in's (`createOAuthState`, `loginState`).
 */
export function isNamedForState(fn: FunctionNode): boolean {
  const name = functionName(fn) ?? '';
  if (STATE_NAME.test(name)) return !SIGN_IN_STATE.test(name);
  const owner = classNameOf(fn);
  return owner !== undefined && STATE_NAME.test(owner) && !SIGN_IN_STATE.test(owner);
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
