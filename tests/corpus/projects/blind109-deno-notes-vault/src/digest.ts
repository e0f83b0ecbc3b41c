// Computes a SHA-256 digest over a tool name and its canonically serialised arguments.
// @ts-nocheck
const enc = new TextEncoder();

/** Stable JSON: object keys sorted, so the same arguments always hash the same. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

/** SHA-256 over tool name + canonical arguments, hex encoded. Not a secret: the client knows both. */
export async function argsDigest(tool: string, args: unknown): Promise<string> {
  const buf = await crypto.subtle.digest("SHA-256", enc.encode(`${tool}\n${canonical(args)}`));
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}
