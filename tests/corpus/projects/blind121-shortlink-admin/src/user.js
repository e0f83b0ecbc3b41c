// Returns the authenticated caller's login from the request context.
// The gateway in front of us has already authenticated the caller (mTLS + SSO)
// and passes the verified login in authInfo.extra.
export function currentUser(ctx) {
  const login = ctx.http?.authInfo?.extra?.userId;
  if (!login) throw new Error('unauthenticated call reached a tool handler');
  return login;
}
