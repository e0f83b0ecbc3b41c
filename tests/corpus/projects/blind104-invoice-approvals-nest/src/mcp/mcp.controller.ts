// HTTP controller that forwards POST /mcp to the MCP fetch handler with the caller's auth info.
// @ts-nocheck
import { Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { BearerAuthGuard } from '../auth/bearer-auth.guard';
import { McpServerFactory } from './mcp-server.factory';

function toFetchHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

@Controller('mcp')
@UseGuards(BearerAuthGuard)
export class McpController {
  private readonly handler;

  constructor(factory: McpServerFactory) {
    this.handler = createMcpHandler(() => factory.create());
  }

  @Post()
  async handle(@Req() req, @Res() res): Promise<void> {
    const url = `${req.protocol}://${req.get('host')}${req.originalUrl}`;
    const request = new Request(url, {
      method: 'POST',
      headers: toFetchHeaders(req.headers),
      body: JSON.stringify(req.body ?? {}),
    });

    const response = await this.handler.fetch(request, { authInfo: req.authInfo });

    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  }
}
