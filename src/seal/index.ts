/**
 * Runtime helper for MCP multi round-trip `requestState`: seal it with an HMAC key, bind it to the user, the tool and
 * (for risky actions) the exact args, expire it, and compare secrets in constant time. Imports `node:crypto` only
 * (`principalOf` reads the local account through `node:os` on stdio, loaded at that first call).
 *
 * @packageDocumentation
 */
export type { StateBinding } from './binding.js';
export { openState, sealState, STATE_KEY_VARIABLE } from './default-sealer.js';
export { REFUSAL_REASONS, type OpenResult, type RefusalReason } from './open-result.js';
export { principalOf, type PrincipalAuthInfo, type PrincipalContext, type PrincipalOptions } from './principal.js';
export { refusal, type RefusalResult } from './refusal.js';
export { safeEqual } from './safe-equal.js';
export { createStateSealer, DEFAULT_TTL_SECONDS, type StateSealer, type StateSealerOptions } from './sealer.js';
export { MIN_KEY_BYTES, type StateKey } from './sealing-key.js';
export { MAX_TOKEN_LENGTH } from './token.js';
export { createSdkRequestState, LOCAL_USER, type SdkHandlerContext, type SdkRequestState, type SdkRequestStateOptions, type SdkToolCall, type SealedRound, type SealedToolHandler } from './mcp-sdk.js';
