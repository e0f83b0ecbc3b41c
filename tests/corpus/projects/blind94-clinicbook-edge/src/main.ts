// Runtime entry: the same default export serves Cloudflare Workers, `deno serve` and Bun.
// @ts-nocheck
import { createApp } from './app';

let appPromise: ReturnType<typeof createApp> | undefined;

function app(env?: Record<string, unknown>) {
  appPromise ??= createApp(env).catch((err) => {
    appPromise = undefined;
    throw err;
  });
  return appPromise;
}

export default {
  async fetch(request: Request, env?: Record<string, unknown>): Promise<Response> {
    return (await app(env)).fetch(request);
  },

  async scheduled(_event: unknown, env: Record<string, unknown>, ctx: { waitUntil(p: Promise<unknown>): void }) {
    ctx.waitUntil(app(env).then((a) => a.sendReminders()));
  },
};
