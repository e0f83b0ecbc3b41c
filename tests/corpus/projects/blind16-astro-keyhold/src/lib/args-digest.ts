/** Canonical JSON (sorted keys) so the same arguments always hash the same way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 over method, tool and canonical arguments, base64url. Not a secret. */
export async function argsDigest(tool: string, args: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(`tools/call\n${tool}\n${canonical(args)}`);
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return btoa(String.fromCharCode(...hash)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
