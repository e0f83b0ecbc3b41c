/**
 * The SDK verifies requestState inside the McpServer, but the route handler has to pick
 * the org *before* the server is built. The wire format is `v1.<b64url({p, exp, b})>.<mac>`,
 * so we can read the payload without the key.
 */
export function peekState<T extends object>(raw: unknown): Partial<T> | null {
  if (typeof raw !== "string" || !raw.startsWith("v1.")) return null;
  const [, body] = raw.split(".");
  if (!body) return null;
  try {
    const decoded = JSON.parse(Buffer.from(body, "base64url").toString("utf8")); // expect-todo: require-sealed-state
    return decoded && typeof decoded.p === "object" ? (decoded.p as Partial<T>) : null;
  } catch {
    return null;
  }
}
