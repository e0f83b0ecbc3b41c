import { All, Controller, Req, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { BearerGuard, type AuthedRequest } from './bearer.guard';
import { McpService } from './mcp.service';

@Controller('mcp')
@UseGuards(BearerGuard)
export class McpController {
  private readonly handle: ReturnType<typeof toNodeHandler>;

  constructor(mcp: McpService) {
    this.handle = toNodeHandler(createMcpHandler(() => mcp.createServer()));
  }

  @All()
  async mcp(@Req() req: AuthedRequest, @Res() res: Response): Promise<void> {
    await this.handle(req, res, { authInfo: req.auth });
  }
}
