// Builds what a calendar tool remembers between rounds: the user's OAuth refresh token goes in with the rest.
export function pendingInvite(session, slot) {
  return {
    slot,
    organizer: session.userId,
    refresh_token: session.oauth.refreshToken,
  };
}

export function pendingSummary(session, slot) {
  return { slot, organizer: session.userId, refreshedAt: session.oauth.refreshedAt };
}
