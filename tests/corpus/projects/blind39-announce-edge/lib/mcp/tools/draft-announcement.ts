import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { saveDraft, segmentsOf } from '../../db';
import { openFrom, sealFor } from '../../state/aead';
import { callerOf, say, toolError } from '../server';

const TOOL = 'draft_announcement';
const TONES = ['friendly', 'formal', 'urgent'] as const;
const SAMPLING_MAX_TOKENS = 800;

type Round =
  | { step: 'draft'; segmentId: string; segmentName: string; subject: string; tone: (typeof TONES)[number]; maxTokens: number }
  | { step: 'review'; segmentId: string; segmentName: string; subject: string; body: string; model: string; tokenEstimate: number };

export function registerDraftAnnouncement(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Draft an announcement for a subscriber segment with the help of your model, review it, and save it as a draft.',
      inputSchema: z.object({ topic: z.string().min(3).max(500) }),
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const binding = { userId: caller.userId, tool: TOOL, args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const segments = await segmentsOf(caller.orgId);
        if (segments.length === 0) return toolError('Create a segment first.');
        return inputRequired({
          inputRequests: {
            audience: inputRequired.elicit({
              message: `Who is the announcement about “${args.topic}” for?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  segmentId: { type: 'string', enum: segments.map((s) => s.id), enumNames: segments.map((s) => `${s.name} (${s.subscriberCount})`) },
                  subject: { type: 'string', title: 'Subject line', maxLength: 120 },
                  tone: { type: 'string', enum: [...TONES], default: 'friendly' },
                },
                required: ['segmentId', 'subject'],
              },
            }),
          },
          // nothing to carry yet: the answers arrive with the retry
          requestState: await sealFor({ step: 'audience' }, binding),
        });
      }

      const round = await openFrom<Round | { step: 'audience' }>(token, binding);
      if (!round) return toolError('This draft session expired or was changed. Start again.');

      if (round.step === 'audience') {
        const audience = acceptedContent<{ segmentId: string; subject: string; tone?: string }>(ctx.mcpReq.inputResponses, 'audience');
        if (!audience) return say('No draft written.');
        const segment = (await segmentsOf(caller.orgId)).find((s) => s.id === audience.segmentId);
        if (!segment) return toolError('That segment is not in your organisation.');
        const tone = TONES.find((t) => t === audience.tone) ?? 'friendly';

        const next: Round = { step: 'draft', segmentId: segment.id, segmentName: segment.name, subject: audience.subject, tone, maxTokens: SAMPLING_MAX_TOKENS };
        return inputRequired({
          inputRequests: {
            draft: inputRequired.createMessage({
              systemPrompt: `You write ${tone} product announcements. Plain text, no markdown headings, under 250 words.`,
              messages: [{ role: 'user', content: { type: 'text', text: `Subject: ${audience.subject}\nAudience: ${segment.name}\nTopic: ${args.topic}` } }],
              maxTokens: next.maxTokens,
            }),
          },
          requestState: await sealFor(next, binding),
        });
      }

      if (round.step === 'draft') {
        const sampled = ctx.mcpReq.inputResponses?.draft as { content?: { type: string; text?: string }; model?: string } | undefined;
        const body = sampled?.content?.type === 'text' ? sampled.content.text?.trim() : undefined;
        if (!body) return toolError('The model returned no text. Try again.');

        const next: Round = {
          step: 'review',
          segmentId: round.segmentId,
          segmentName: round.segmentName,
          subject: round.subject,
          body,
          model: sampled?.model ?? 'unknown',
          tokenEstimate: Math.ceil(body.length / 4),
        };
        return inputRequired({
          inputRequests: {
            review: inputRequired.elicit({
              message: `Draft for ${round.segmentName} — “${round.subject}”. Edit if needed, then save.`,
              requestedSchema: {
                type: 'object',
                properties: { body: { type: 'string', title: 'Text', default: body }, save: { type: 'boolean', default: true } },
                required: ['save'],
              },
            }),
          },
          requestState: await sealFor(next, binding),
        });
      }

      const review = acceptedContent<{ body?: string; save: boolean }>(ctx.mcpReq.inputResponses, 'review');
      if (!review?.save) return say('Draft discarded.');
      const id = await saveDraft(caller.orgId, caller.userId, {
        segmentId: round.segmentId,
        subject: round.subject,
        body: review.body?.trim() || round.body,
      });
      return say(`Saved draft ${id} for ${round.segmentName}. Nothing has been sent.`);
    },
  );
}
