// NestJS report tools: both mint through the lazily created StateService.codec, and neither payload names its tool.
// @ts-nocheck
import { Injectable } from '@nestjs/common';
import { inputRequired } from '../framework/mcp.js';
import { StateService } from '../state/state.service.js';

@Injectable()
export class ReportTools {
  constructor(private readonly state: StateService) {}

  register(server) {
    server.registerTool('publish_report', { description: 'Publish a report' }, async ({ reportId }, ctx) => {
      const saved = ctx.mcpReq.requestState();
      if (!saved) return inputRequired({ inputRequests: {}, requestState: await this.state.codec.mint({ reportId }, ctx) }); // expect: require-state-binding
      return { content: [{ type: 'text', text: `Published ${saved.reportId}` }] };
    });

    server.registerTool('retract_report', { description: 'Retract a report' }, async ({ reportId }, ctx) => {
      const saved = ctx.mcpReq.requestState();
      if (!saved) return inputRequired({ inputRequests: {}, requestState: await this.state.codec.mint({ reportId }, ctx) }); // expect: require-state-binding
      return { content: [{ type: 'text', text: `Retracted ${saved.reportId}` }] };
    });

    server.registerTool('audit_report', { description: 'Audit a report' }, async ({ reportId }, ctx) => {
      const saved = ctx.mcpReq.requestState();
      if (!saved) return inputRequired({ inputRequests: {}, requestState: await this.state.auditCodec.mint({ tool: 'audit_report', reportId }, ctx) });
      return { content: [{ type: 'text', text: `Audited ${saved.reportId}` }] };
    });
  }
}
