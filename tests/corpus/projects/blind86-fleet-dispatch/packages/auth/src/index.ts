// Public surface of @fleet/auth: the token verifier and the bearer guard used by the HTTP entry point.
// @ts-nocheck
import { requireBearerAuth } from '@modelcontextprotocol/server';
import { introspectionVerifier } from './introspect.js';

export { introspectionVerifier as idpVerifier };

export function bearerGuard(verifier, requiredScopes: string[]) {
  return requireBearerAuth({ verifier, requiredScopes });
}
