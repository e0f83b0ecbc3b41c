import { Body, Controller, HttpCode, Logger, Post, Req, UseGuards } from '@nestjs/common';
import { BearerGuard, type AuthedRequest } from '../auth/bearer.guard';
import { StateRejected, StateSignerService, type StateClaims } from '../state/state-signer.service';
import { TicketTools, type ToolResult } from './ticket-tools';

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number;
  method: string;
  params?: Record<string, any>;
}

const PROTOCOL_VERSION = '2026-07-28';

@Controller('mcp')
@UseGuards(BearerGuard)
export class McpController {
  private readonly log = new Logger(McpController.name);

  constructor(
    private readonly tools: TicketTools,
    private readonly signer: StateSignerService,
  ) {}

  @Post()
  @HttpCode(200)
  async handle(@Body() msg: JsonRpcRequest, @Req() req: AuthedRequest) {
    if (msg?.jsonrpc !== '2.0' || typeof msg.method !== 'string') {
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } };
    }
    switch (msg.method) {
      case 'initialize':
        return this.ok(msg.id, {
          protocolVersion: PROTOCOL_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: 'ticket-desk', version: '0.7.2' },
        });
      case 'tools/list':
        return this.ok(msg.id, { tools: this.tools.describe() });
      case 'tools/call':
        return this.ok(msg.id, await this.callTool(msg.params ?? {}, req));
      default:
        return { jsonrpc: '2.0', id: msg.id ?? null, error: { code: -32601, message: `Unknown method ${msg.method}` } };
    }
  }

  private async callTool(params: Record<string, any>, req: AuthedRequest): Promise<ToolResult> {
    const name = String(params.name ?? '');
    let resumed: StateClaims | undefined;

    if (typeof params.requestState === 'string') {
      try {
        resumed = this.signer.open(params.requestState);
      } catch (err) {
        if (!(err instanceof StateRejected)) throw err;
        this.log.warn(err.message);
        return this.refuse('Invalid or expired request state');
      }
      if (resumed.exp < Date.now()) return this.refuse('Invalid or expired request state'); // expect: require-state-binding
      if (resumed.sub !== req.agent.id || resumed.tool !== name) {
        return this.refuse('Request state does not belong to this call');
      }
    }

    return this.tools.call(name, params.arguments ?? {}, {
      agent: req.agent,
      inputResponses: params.inputResponses,
      resumed,
    });
  }

  private refuse(message: string): ToolResult {
    return { resultType: 'complete', isError: true, content: [{ type: 'text', text: message }] };
  }

  private ok(id: JsonRpcRequest['id'], result: unknown) {
    return { jsonrpc: '2.0', id: id ?? null, result };
  }
}
