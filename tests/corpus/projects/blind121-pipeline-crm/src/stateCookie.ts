// Serializes and parses requestState values shaped like Set-Cookie strings.
// @ts-nocheck
// requestState is shaped like a Set-Cookie value so our gateway's log scrubber
// and the web console's debugger recognise it:  name=value; Max-Age=600; Path=/tool
export interface StateCookie {
  name: string;
  value: string;
  attrs: Record<string, string>;
}

export function serializeStateCookie(name: string, value: string, maxAgeSec: number, path: string): string {
  return `${name}=${value}; Max-Age=${Math.floor(maxAgeSec)}; Path=/${path}`;
}

export function parseStateCookie(raw: string): StateCookie | null {
  const [pair, ...rest] = raw.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const attrs: Record<string, string> = {};
  for (const part of rest) {
    const [k, v = ''] = part.split('=');
    attrs[k.toLowerCase()] = v;
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}
