// Models the CRM server's requestState codec, bound through the SDK's bind hook to the calling OAuth client.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const secret = process.env.CRM_REQUEST_STATE_KEY;

export default createRequestStateCodec({ key: secret, ttlSeconds: 600, bind: (ctx) => `${ctx.mcpReq.method}\0${ctx.http?.authInfo?.clientId ?? ''}` }); // expect: require-state-binding
