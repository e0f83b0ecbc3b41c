import { userInfo } from 'node:os';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  CANCEL_VISIT,
  RESCHEDULE_VISIT,
  type Caller,
  type PendingQuestion,
  type SchedulingService,
} from '../services/SchedulingService.js';
import type { Visit } from '../repositories/VisitRepository.js';
import { AppError, type Result } from '../shared/Result.js';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** tools/call params on MCP 2026-07-28; SDK 1.x passes the extra fields through untyped. */
export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
  requestState?: string;
}

type Text = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };
type InputRequired = {
  resultType: 'input_required';
  inputRequests: Record<string, { method: 'elicitation/create'; params: Record<string, unknown> }>;
  requestState: string;
};

const say = (text: string): Text => ({ content: [{ type: 'text', text }] });
const problem = (error: AppError): Text => ({ content: [{ type: 'text', text: error.message }], isError: true });

const RescheduleArgs = z.object({ visitId: z.string().min(1) });
const CancelArgs = z.object({ visitId: z.string().min(1), reason: z.string().min(3).max(280) });

export const TOOLS: Tool[] = [
  {
    name: RESCHEDULE_VISIT,
    description: 'Move a scheduled visit to another available slot.',
    inputSchema: { type: 'object', properties: { visitId: { type: 'string' } }, required: ['visitId'] },
  },
  {
    name: CANCEL_VISIT,
    description: 'Cancel a scheduled visit. The customer is notified.',
    inputSchema: {
      type: 'object',
      properties: { visitId: { type: 'string' }, reason: { type: 'string' } },
      required: ['visitId', 'reason'],
    },
    annotations: { destructiveHint: true },
  },
];

/**
 * Over HTTP the user is the verified token's subject; over stdio there is no token and the
 * server acts for the local account that started it.
 */
export function callerOf(extra: Extra): Caller {
  if (extra.authInfo) {
    const userId = extra.authInfo.extra?.userId;
    if (typeof userId !== 'string' || userId === '') throw new AppError('forbidden', 'The access token names no user');
    const regions = extra.authInfo.extra?.regions;
    return { userId, regions: Array.isArray(regions) ? regions.map(String) : [] };
  }
  if (extra.requestInfo) throw new AppError('forbidden', 'Unauthenticated HTTP request');
  return { userId: `local:${userInfo().username}`, regions: 'all' };
}

function ask(question: PendingQuestion, key: string, schema: Record<string, unknown>): InputRequired {
  return {
    resultType: 'input_required',
    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', message: question.prompt, requestedSchema: schema } } },
    requestState: question.requestState,
  };
}

function slotSchema(question: PendingQuestion): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      slot: { type: 'string', title: 'Slot', oneOf: question.choices.map((c) => ({ const: c.value, title: c.label })) },
    },
    required: ['slot'],
  };
}

const CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Cancel the visit' } },
  required: ['confirm'],
};

export class VisitToolsController {
  constructor(private readonly scheduling: SchedulingService) {}

  async handle(params: CallParams, extra: Extra): Promise<Text | InputRequired> {
    try {
      const caller = callerOf(extra);
      switch (params.name) {
        case RESCHEDULE_VISIT:
          return await this.reschedule(params, caller);
        case CANCEL_VISIT:
          return await this.cancel(params, caller);
        default:
          return problem(new AppError('invalid', `Unknown tool ${params.name}`));
      }
    } catch (error) {
      if (error instanceof AppError) return problem(error);
      if (error instanceof z.ZodError) return problem(new AppError('invalid', error.message));
      throw error;
    }
  }

  private async reschedule(params: CallParams, caller: Caller): Promise<Text | InputRequired> {
    const { visitId } = RescheduleArgs.parse(params.arguments ?? {});
    let step: Result<PendingQuestion | Visit>;

    if (params.requestState === undefined) {
      step = await this.scheduling.offerSlots(caller, visitId);
    } else {
      const answer = params.inputResponses?.slot;
      const choice = answer?.action === 'accept' ? answer.content?.slot : undefined;
      if (typeof choice !== 'string') return say('The visit keeps its current slot.');
      step = await this.scheduling.pickSlot(caller, visitId, params.requestState, choice);
    }

    if (!step.ok) return problem(step.error);
    if ('requestState' in step.value) return ask(step.value, 'slot', slotSchema(step.value));
    return say(`Visit ${step.value.number} moved to ${step.value.scheduledFor}.`);
  }

  private async cancel(params: CallParams, caller: Caller): Promise<Text | InputRequired> {
    const args = CancelArgs.parse(params.arguments ?? {});

    if (params.requestState === undefined) {
      const question = await this.scheduling.askCancel(caller, args);
      return question.ok ? ask(question.value, 'confirm', CONFIRM_SCHEMA) : problem(question.error);
    }

    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return say('Nothing was cancelled.');
    const cancelled = await this.scheduling.confirmCancel(caller, args, params.requestState);
    return cancelled.ok ? say(`Visit ${cancelled.value.number} cancelled.`) : problem(cancelled.error);
  }
}
