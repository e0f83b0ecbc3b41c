'use strict';

const http = require('node:http');
const { createHash } = require('node:crypto');
const { dispatch } = require('./mcp');
const { userForSession } = require('./services/repo');

/** compose(a, b, c)(terminal) -> ctx => a(ctx, () => b(ctx, () => c(ctx, () => terminal(ctx)))) */
const compose =
  (...layers) =>
  (terminal) =>
    layers.reduceRight((next, layer) => (ctx) => layer(ctx, () => next(ctx)), terminal);

const readBody = async (ctx, next) => {
  const chunks = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > 1 << 20) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  ctx.body = Buffer.concat(chunks).toString('utf8');
  return next();
};

const jsonRpc = async (ctx, next) => {
  let id = null;
  try {
    ctx.rpc = JSON.parse(ctx.body);
    id = ctx.rpc.id ?? null;
    await next();
    ctx.reply = { jsonrpc: '2.0', id, result: ctx.result };
  } catch (err) {
    const code = Number.isInteger(err.code) && err.code < 0 ? err.code : -32603;
    ctx.reply = { jsonrpc: '2.0', id, error: { code, message: err.message } };
  }
  ctx.res.writeHead(200, { 'content-type': 'application/json' });
  ctx.res.end(JSON.stringify(ctx.reply));
};

// Session tokens are opaque; we store only their SHA-256 in the sessions table.
const bearerAuth = async (ctx, next) => {
  const header = ctx.req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) throw Object.assign(new Error('Unauthorized'), { code: -32001 });
  const digest = createHash('sha256').update(header.slice(7)).digest('hex');
  const user = await userForSession(digest);
  if (!user) throw Object.assign(new Error('Unauthorized'), { code: -32001 });
  ctx.user = user;
  return next();
};

const handle = compose(readBody, jsonRpc, bearerAuth)(dispatch);

http
  .createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/mcp') {
      res.writeHead(404).end();
      return;
    }
    handle({ req, res }).catch((err) => {
      if (!res.headersSent) res.writeHead(err.status ?? 500);
      res.end();
    });
  })
  .listen(Number(process.env.PORT ?? 3030));
