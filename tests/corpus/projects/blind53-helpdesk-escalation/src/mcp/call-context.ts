import { z } from 'zod';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import type { UserId } from '../state/claims.js';
import type { ToolName } from './catalog.js';
import type { InputResponse } from './outcome.js';

/** Everything a tool handler may use about the call it serves. */
export interface CallContext {
  readonly userId: UserId;
  readonly tool: ToolName;
  readonly auth: AuthInfo;
  readonly requestState: string | undefined;
  readonly inputResponses: Readonly<Record<string, InputResponse>>;
}

// SDK 1.x strips nothing it doesn't know from params, so the MRTR fields are still there.
const RetryParams = z.looseObject({
  requestState: z.string().optional(),
  inputResponses: z
    .record(
      z.string(),
      z.object({
        action: z.enum(['accept', 'decline', 'cancel']),
        content: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
});

function userIdOf(auth: AuthInfo): UserId {
  const id = auth.extra?.['userId'];
  if (typeof id !== 'string' || id.length === 0) throw new Error('token carries no userId');
  return id as UserId;
}

export function callContext(tool: ToolName, params: CallToolRequest['params'], auth: AuthInfo | undefined): CallContext {
  if (!auth) throw new Error('helpdesk-escalation only serves authenticated HTTP requests');
  const { requestState, inputResponses = {} } = RetryParams.parse(params);
  return { userId: userIdOf(auth), tool, auth, requestState, inputResponses };
}
