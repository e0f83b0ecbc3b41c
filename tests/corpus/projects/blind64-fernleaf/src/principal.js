// The signed-in Fernleaf user. The OIDC verifier in server.js puts `sub` into
// authInfo.extra.userId; clientId is the MCP host and is shared by its users.

export function who(ctx) {
  const id = ctx?.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') {
    throw new Error('This server needs a signed-in Fernleaf user.');
  }
  return id;
}
