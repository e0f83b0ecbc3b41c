import { z } from 'zod';
import { kb } from '../../utils/kb';
import { packRoundState, unpackRoundState } from '../../utils/round-state';
import { callerId, confirmRequest, text, type ToolHandler } from './shared';

export const archiveSpaceTool = {
  name: 'archive_space',
  description: 'Archive a space: it becomes read-only and disappears from search.',
  inputSchema: {
    type: 'object',
    properties: { spaceId: { type: 'string' } },
    required: ['spaceId'],
  },
  annotations: { destructiveHint: true },
} as const;

const Args = z.object({ spaceId: z.string().min(1) });

interface ArchiveState {
  spaceId: string;
  articleCount: number;
}

export const archiveSpace: ToolHandler = async (params, extra) => {
  const userId = callerId(extra);
  const role = extra.authInfo?.extra?.role;
  const { spaceId } = Args.parse(params.arguments ?? {});
  const binding = { userId, tool: archiveSpaceTool.name };

  if (role !== 'admin') return text('Only admins can archive spaces.', true);

  if (!params.requestState) {
    const space = await kb.space(spaceId);
    if (space.archived) return text(`${space.name} is already archived.`);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(`Archive "${space.name}" (${space.articleCount} articles)?`),
      },
      requestState: packRoundState<ArchiveState>({ spaceId, articleCount: space.articleCount }, binding),
    };
  }

  const pending = unpackRoundState<ArchiveState>(params.requestState, binding);
  if (!pending || pending.spaceId !== spaceId) {
    return text('This confirmation does not match the request. Run the tool again.', true);
  }
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    return text('Nothing archived.');
  }

  const archived = await kb.archive(pending.spaceId, userId);
  return text(`Archived ${archived.name}.`);
};
