export class NotAuthenticated extends Error {}

/** The signed-in person, as put into authInfo.extra by the bearer verifier. */
export function principalOf(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra || typeof extra.userId !== 'string' || typeof extra.email !== 'string') {
    throw new NotAuthenticated('calendar-concierge needs an authenticated user');
  }
  return { userId: extra.userId, email: extra.email.toLowerCase() };
}
