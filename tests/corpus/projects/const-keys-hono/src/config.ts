// Settings of a Hono MCP server on Workers: two state keys with development stand-ins that are the same on every machine.
// @ts-nocheck
export const STATE_SECRET: string = process.env.STATE_SECRET ?? 'x'.repeat(32);
export const FIXTURE_KEY = new Uint8Array(32).fill(7);
export const RUNTIME_KEY = crypto.getRandomValues(new Uint8Array(32));
export const DIVIDER = '-'.repeat(40);
