// Converts Koa requests to WHATWG Requests and writes WHATWG Responses back to Koa.
// @ts-nocheck
import { Readable } from 'node:stream';
import type { Context } from 'koa';

/** Koa request -> WHATWG Request (body streamed, not buffered). */
export function toRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = !['GET', 'HEAD'].includes(ctx.method);
  return new Request(new URL(ctx.originalUrl, `${ctx.protocol}://${ctx.host}`), {
    method: ctx.method,
    headers,
    body: hasBody ? (Readable.toWeb(ctx.req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for streamed bodies
    duplex: 'half',
  });
}

/** WHATWG Response -> Koa response. */
export function sendResponse(ctx: Context, res: Response): void {
  ctx.status = res.status;
  res.headers.forEach((value, name) => ctx.set(name, value));
  ctx.body = res.body ? Readable.fromWeb(res.body as import('node:stream/web').ReadableStream) : null;
}
