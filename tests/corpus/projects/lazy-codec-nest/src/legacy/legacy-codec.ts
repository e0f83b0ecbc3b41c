// The legacy tools' codec, created through the in-house framework module that re-exports the SDK factory.
// @ts-nocheck
import { createRequestStateCodec, McpServer } from '../framework/mcp.js';

export const legacyCodec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.LEGACY_STATE_KEY as string, 'base64'),
  ttlSeconds: 7200, // expect: require-state-binding
});

export const legacyServer = new McpServer({ name: 'legacy', version: '0.1.0' }, { requestState: { verify: legacyCodec.verify } });
