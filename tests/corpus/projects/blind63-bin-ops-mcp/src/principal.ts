import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';

// The gateway in front of us validates the employee's SSO token and passes the AuthInfo through;
// `clientId` is the shared handheld app, so the operator comes from `extra.employeeId`.
export function requireOperator(extra: RequestHandlerExtra<any, any>): string {
  const employeeId = extra.authInfo?.extra?.employeeId;
  if (typeof employeeId !== 'string' || employeeId.length === 0) {
    throw new Error('no authenticated operator on this request');
  }
  return employeeId;
}
