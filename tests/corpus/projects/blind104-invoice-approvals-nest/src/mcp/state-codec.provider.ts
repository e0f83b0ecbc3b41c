// Nest provider exposing the request-state codec shared by the MCP server and tool handlers.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { AppConfigService } from '../config/app-config.service';

export const REQUEST_STATE_CODEC = Symbol('REQUEST_STATE_CODEC');

export const requestStateCodecProvider = {
  provide: REQUEST_STATE_CODEC,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService) =>
    createRequestStateCodec({
      key: config.stateKey, // expect: no-weak-state-key
      ttlSeconds: 600,
      bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? ''),
    }),
};
