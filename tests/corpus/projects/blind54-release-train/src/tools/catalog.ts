import type { CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';

// SDK 1.x has no multi round-trip types yet; these follow the 2026-07-28 schema.
export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}
export type RoundParams = CallToolRequest['params'] & {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};
export interface ToolExtra {
  authInfo?: AuthInfo;
}
export type ToolResult =
  | { content: { type: 'text'; text: string }[]; isError?: boolean }
  | { resultType: 'input_required'; inputRequests: Record<string, unknown>; requestState: string };

export const PROMOTE_TOOL = 'promote_release';
export const ROLLBACK_TOOL = 'rollback_release';

const ENVIRONMENTS = ['dev', 'staging', 'prod-eu', 'prod-us'];

export const TOOLS = [
  {
    name: PROMOTE_TOOL,
    description: 'Promote a service version from one environment to the next',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        version: { type: 'string', description: 'semver or build id' },
        from: { type: 'string', enum: ENVIRONMENTS },
        to: { type: 'string', enum: ENVIRONMENTS },
      },
      required: ['service', 'version', 'from', 'to'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: ROLLBACK_TOOL,
    description: 'Roll a service in one environment back to an earlier version',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        environment: { type: 'string', enum: ENVIRONMENTS },
        toVersion: { type: 'string' },
      },
      required: ['service', 'environment', 'toVersion'],
    },
    annotations: { destructiveHint: true },
  },
];

export const refuse = (text: string): ToolResult => ({ isError: true, content: [{ type: 'text', text }] });

export const confirmRequest = (message: string) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  },
});

export const confirmed = (params: RoundParams) => {
  const answer = params.inputResponses?.confirm;
  return answer?.action === 'accept' && answer.content?.confirm === true;
};
