// Returns the calling user's id and CRM token from the verified request context.
/** Who is calling, taken from the bearer token the HTTP layer verified. */
export function caller(ctx) {
  const authInfo = ctx.http?.authInfo;
  const userId = authInfo?.extra?.userId;
  if (!authInfo || !userId) throw new Error('This server requires an authenticated user');
  return { userId, crmToken: authInfo.extra.crmToken ?? authInfo.token };
}
