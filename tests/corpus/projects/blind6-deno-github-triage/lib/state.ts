import { stateSigner } from "./keys.ts";

export interface TriageState {
  login: string;
  tool: string;
  repo: string;
  issues?: number[];
  pat?: string;
  iat: number;
  exp: number;
}

const enc = new TextEncoder();

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");

async function mac(data: string): Promise<string> {
  return hex(await crypto.subtle.sign("HMAC", await stateSigner(), enc.encode(data)));
}

export async function pack(fields: Omit<TriageState, "iat" | "exp">): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: TriageState = {
    ...fields,
    iat: now,
    exp: now + 300,
  };
  const body = btoa(JSON.stringify(claims));
  return `${body}.${await mac(body)}`;
}

export async function unpack(token: string): Promise<TriageState | null> {
  if (!token.includes(".")) {
    return JSON.parse(atob(token)) as TriageState; // expect: require-sealed-state
  }
  const [body, given] = token.split(".");
  const expected = await mac(body);
  if (given.localeCompare(expected) !== 0) return null; // expect: no-timing-unsafe-compare
  return JSON.parse(atob(body)) as TriageState;
}
