// A NestJS provider whose @Tool methods (mcp-nest style) seal their round state through the barrel ../state/index.js.
// @ts-nocheck
import { Injectable } from '@nestjs/common';
import { Tool } from '@rekog/mcp-nest';
import { z } from 'zod';
import { sealBoundedRound, sealRound } from '../state/index.js';

@Injectable()
export class DeployTool {
  @Tool({ name: 'promote_build', description: 'Promote a build to production', parameters: z.object({ buildId: z.string() }) })
  async promote({ buildId }, context, request) {
    const userId = request.user?.id;
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Promote ${buildId}?`, requestedSchema: {} } } },
      requestState: sealRound({ sub: userId, tool: 'promote_build', buildId }), // expect: require-state-binding
    };
  }

  @Tool({ name: 'rollback_build', description: 'Roll a build back', parameters: z.object({ buildId: z.string() }) })
  async rollback({ buildId }, context, request) {
    const userId = request.user?.id;
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Roll back ${buildId}?`, requestedSchema: {} } } },
      requestState: sealBoundedRound({ sub: userId, tool: 'rollback_build', buildId }),
    };
  }
}
