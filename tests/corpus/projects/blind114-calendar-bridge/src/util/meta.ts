// Helpers that read the echoed requestState and inputResponses from a tool call's _meta.
// @ts-nocheck
// SDK 1.x hands tool callbacks only the arguments and `extra`; our gateway
// copies the client's echoed requestState into params._meta so it reaches us.
export type Extra = {
  _meta?: Record<string, unknown>;
  authInfo?: { token: string; clientId: string; scopes: string[]; extra?: Record<string, unknown> };
};

export function incomingState(extra: Extra): string | undefined {
  const v = extra._meta?.requestState;
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

export function incomingResponses(extra: Extra): Record<string, any> {
  const v = extra._meta?.inputResponses;
  return v && typeof v === 'object' ? (v as Record<string, any>) : {};
}

export function currentUser(extra: Extra): string {
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string') throw new Error('unauthenticated');
  return id;
}

export function inputRequired(inputRequests: Record<string, unknown>, requestState: string) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [],
    _meta: { requestState },
  };
}
