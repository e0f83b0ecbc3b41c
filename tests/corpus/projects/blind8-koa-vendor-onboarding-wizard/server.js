import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import { advance } from './wizard/flow.js';
import { freeze, thaw } from './wizard/snapshot.js';
import { vendors } from './vendors.js';

const app = new Koa();
const router = new Router();

app.use(async (ctx, next) => {
  const user = ctx.get('x-forwarded-user');
  if (!user) ctx.throw(401, 'sso header missing');
  ctx.state.user = user;
  await next();
});

async function onboardVendorTool(ctx, params) {
  const snapshot = params.requestState ? thaw(params.requestState) : { owner: ctx.state.user, answers: {}, memory: {} }; // expect: require-sealed-state
  const accepted = Object.fromEntries(
    Object.entries(params.inputResponses ?? {})
      .filter(([, r]) => r.action === 'accept')
      .map(([k, r]) => [k, r.content]),
  );
  const outcome = advance(snapshot, accepted);
  if (outcome.pending) {
    return {
      resultType: 'input_required',
      inputRequests: { [outcome.pending.key]: outcome.pending.question },
      requestState: freeze(snapshot), // expect: require-sealed-state
    };
  }
  const vendor = await vendors.create(snapshot.owner, outcome.done);
  return { content: [{ type: 'text', text: `Vendor ${vendor.id} created` }] };
}

async function vendorSummaryPrompt(ctx, params) {
  // resumes from a bookmark the tool gave out earlier
  const bookmark = JSON.parse(Buffer.from(params.requestState ?? params.arguments.bookmark, 'base64').toString()); // expect: require-sealed-state
  const vendor = await vendors.get(bookmark.vendorId);
  return { messages: [{ role: 'user', content: { type: 'text', text: `Summarise vendor ${vendor.name}: ${JSON.stringify(vendor)}` } }] };
}

router.post('/mcp', async (ctx) => {
  const { id, method, params = {} } = ctx.request.body;
  let result;
  if (method === 'tools/call' && params.name === 'onboard_vendor') result = await onboardVendorTool(ctx, params);
  else if (method === 'prompts/get' && params.name === 'vendor_summary') result = await vendorSummaryPrompt(ctx, params);
  else {
    ctx.body = { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    return;
  }
  ctx.set('cache-control', 'no-store');
  ctx.body = { jsonrpc: '2.0', id, result };
});

app.use(bodyParser()).use(router.routes()).use(router.allowedMethods());
app.listen(process.env.PORT ?? 4010);
