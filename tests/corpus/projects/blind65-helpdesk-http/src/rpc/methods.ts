import type { Agent } from '../auth.js';
import { searchTickets } from '../tools/search-tickets.js';
import { closeTicket } from '../tools/close-ticket.js';
import {
  INVALID_PARAMS,
  ProtocolError,
  type InputResponse,
  type ToolCallParams,
  type ToolResult,
} from './protocol.js';

export interface ToolContext {
  agent: Agent;
  inputResponses: Record<string, InputResponse>;
  requestState?: string;
}

export interface ToolModule {
  definition: {
    name: string;
    title?: string;
    description: string;
    inputSchema: Record<string, unknown>;
    annotations?: Record<string, boolean>;
  };
  call(args: Record<string, unknown>, ctx: ToolContext): Promise<ToolResult>;
}

const TOOLS: Record<string, ToolModule> = {
  [searchTickets.definition.name]: searchTickets,
  [closeTicket.definition.name]: closeTicket,
};

export type MethodHandler = (params: Record<string, unknown>, agent: Agent) => Promise<unknown>;

function asCallParams(params: Record<string, unknown>): ToolCallParams {
  if (typeof params.name !== 'string') throw new ProtocolError(INVALID_PARAMS, 'tools/call: name is required');
  if (params.requestState !== undefined && typeof params.requestState !== 'string') {
    throw new ProtocolError(INVALID_PARAMS, 'tools/call: requestState must be a string');
  }
  return params as unknown as ToolCallParams;
}

export const methods: Record<string, MethodHandler> = {
  async initialize(params) {
    return {
      protocolVersion: '2026-07-28',
      capabilities: { tools: {} },
      serverInfo: { name: 'northwind-helpdesk', version: '1.3.0' },
      echo: params.protocolVersion === '2026-07-28' ? undefined : { requested: params.protocolVersion },
    };
  },

  async ping() {
    return {};
  },

  async 'tools/list'() {
    return { tools: Object.values(TOOLS).map((tool) => tool.definition) };
  },

  async 'tools/call'(params, agent) {
    const call = asCallParams(params);
    const tool = TOOLS[call.name];
    if (!tool) throw new ProtocolError(INVALID_PARAMS, `Unknown tool: ${call.name}`);
    const result = await tool.call(call.arguments ?? {}, {
      agent,
      inputResponses: call.inputResponses ?? {},
      requestState: call.requestState,
    });
    return 'resultType' in result && result.resultType ? result : { resultType: 'complete', ...result };
  },
};

/** Notifications we accept and ignore. */
export const notifications = new Set(['notifications/initialized', 'notifications/cancelled']);
