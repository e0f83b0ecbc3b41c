import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { issueRound, redeemRound } from '@fieldkit/state';
import { inspections, type FindingsPage } from '../backend.js';
import { callerOf, confirmSchema, failure, success, type ToolContext } from '../context.js';

const TOOL = 'review_findings';

/** What the next page needs: where the findings API left off, and how much has been shown. */
interface ReviewRound {
  inspectionId: string;
  nextPageToken: string;
  shown: number;
  maxTokens: number;
}

const PAGE_MAX_TOKENS = 800;

const inputSchema = z.object({ inspectionId: z.string().uuid() });

const render = (page: FindingsPage, maxTokens: number): string => {
  const text = page.findings.map((f) => `• [${f.section}] ${f.text}`).join('\n');
  // rough budget: ~4 characters per token
  return text.length > maxTokens * 4 ? `${text.slice(0, maxTokens * 4)}…` : text;
};

export function registerReviewFindings(server: McpServer): void {
  server.registerTool(
    TOOL,
    { description: 'Page through the findings of an inspection', inputSchema },
    async ({ inspectionId }: z.infer<typeof inputSchema>, ctx: ToolContext) => {
      const userId = callerOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      let round: ReviewRound | undefined;
      if (token !== undefined) {
        const redeemed = redeemRound<ReviewRound>(token, { userId, tool: TOOL });
        if (!redeemed.ok) return failure(`Please start the review again (${redeemed.reason}).`);
        if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'more')?.confirm !== true) {
          return success(`Stopped after ${redeemed.body.shown} findings.`);
        }
        round = redeemed.body;
      } else if (!(await inspections.get(inspectionId, userId))) {
        return failure('That inspection is not assigned to you.');
      }

      const id = round?.inspectionId ?? inspectionId;
      const page = await inspections.findings(id, round?.nextPageToken);
      const shown = (round?.shown ?? 0) + page.findings.length;
      const body = render(page, round?.maxTokens ?? PAGE_MAX_TOKENS);
      if (!page.nextPageToken) return success(`${body}\n\n(${shown} findings, end of list)`);

      const next: ReviewRound = { inspectionId: id, nextPageToken: page.nextPageToken, shown, maxTokens: PAGE_MAX_TOKENS };
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({ message: `${body}\n\n${shown} findings so far. Show the next page?`, requestedSchema: confirmSchema }),
        },
        requestState: issueRound(next, { userId, tool: TOOL }),
      });
    },
  );
}
