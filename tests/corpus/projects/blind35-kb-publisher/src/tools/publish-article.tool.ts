import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { principal } from '../auth.js';
import { cms } from '../cms.js';
import { env } from '../env.js';
import { askAgain, defineTool, refusal, resumed, StaleRound, text } from '../mcp.js';
import type { RoundState } from '../state/index.js';

const TOOL = 'publish_article';

interface PublishRound extends RoundState {
  step: 'confirm';
  articleId: string;
  revision: number;
}

export default defineTool<{ articleId: string; revision: number }>({
  name: TOOL,
  config: {
    title: 'Publish article',
    description: 'Publish one revision of a knowledge-base article, replacing the live page.',
    inputSchema: { articleId: z.string().min(1), revision: z.number().int().positive() },
    annotations: { destructiveHint: true },
  },
  async handler({ articleId, revision }, ctx) {
    const editor = principal(ctx);
    let round: PublishRound | undefined;
    try {
      round = await resumed<PublishRound>(ctx, TOOL);
    } catch (err) {
      if (err instanceof StaleRound) return refusal(err.message);
      throw err;
    }

    if (!round) {
      const draft = await cms.revision(editor, articleId, revision);
      return askAgain(
        ctx,
        {
          confirm: inputRequired.elicit({
            message: `Publish "${draft.title}" (r${revision}) to ${env.KB_CMS_WORKSPACE}? Preview: ${draft.previewUrl}`,
            requestedSchema: {
              type: 'object',
              properties: { publish: { type: 'boolean', title: 'Publish now' } },
              required: ['publish'],
            },
          }),
        },
        { tool: TOOL, step: 'confirm', articleId, revision },
      );
    }

    if (round.articleId !== articleId || round.revision !== revision) {
      return refusal('The confirmation was given for another article or revision. Start again.');
    }
    const answer = acceptedContent<{ publish: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.publish) return text('Nothing was published.');

    const { url } = await cms.publish(editor, articleId, revision);
    return text(`Published r${revision}: ${url}`);
  },
});
