import { All, Controller, Req, Res } from '@nestjs/common';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { RobotTools } from './robot.tools';

@Controller('mcp')
export class McpController {
  private readonly handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'warehouse-robots', version: '3.0.1' }, { capabilities: { tools: {} } });
    this.tools.register(server);
    return server;
  });

  constructor(private readonly tools: RobotTools) {}

  @All()
  async handle(@Req() req: ExpressRequest, @Res() res: ExpressResponse): Promise<void> {
    const url = new URL(req.originalUrl, `http://${req.headers.host ?? 'localhost'}`);
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : JSON.stringify(req.body),
    });
    const authInfo = (req as ExpressRequest & { auth?: unknown }).auth;
    const response = await this.handler.fetch(request, { authInfo } as never);
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  }
}
