import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { dispatch } from './jsonrpc.js';
import { cognitoCaller } from './middleware/caller.js';

async function mcpEndpoint(event, context) {
  const reply = await dispatch(event.body, context.caller);
  if (reply === undefined) return { statusCode: 202, body: '' };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(reply),
  };
}

export const handler = middy(mcpEndpoint)
  .use(httpHeaderNormalizer())
  .use(httpJsonBodyParser())
  .use(cognitoCaller({ userPoolId: process.env.USER_POOL_ID, clientId: process.env.USER_POOL_CLIENT_ID }))
  .use(httpErrorHandler());
