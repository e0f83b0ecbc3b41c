import { z } from 'zod';
import type { Step } from '../rounds/dispatcher.js';
import { accepted, declined, form, sample, sampledText } from '../rounds/requests.js';

export const DRAFT_ANNOUNCEMENT = 'draft_announcement';

export const announceInput = {
  repo: z.string(),
  version: z.string().describe('Version that was released, without the leading v'),
};

export interface AnnounceArgs {
  repo: string;
  version: string;
}

interface AnnounceState {
  draft?: string;
}

export interface Announcer {
  channels(): Promise<string[]>;
  post(channel: string, text: string): Promise<string>;
  releaseNotes(repo: string, version: string): Promise<string>;
}

export function draftAnnouncement(announcer: Announcer, modelHint: string): Step<AnnounceArgs, AnnounceState> {
  return async (args, round) => {
    const carry: AnnounceState = { ...(round.state ?? {}) };

    if (!carry.draft) {
      const text = sampledText(round.responses.draft);
      if (!text) {
        const notes = await announcer.releaseNotes(args.repo, args.version);
        return round.suspend(
          {
            draft: sample(
              'Write a short, friendly chat announcement for a software release. At most 6 lines.',
              `${args.repo} ${args.version} is out. Release notes:\n${notes}`,
              { maxTokens: 400, hint: modelHint },
            ),
          },
          carry,
        );
      }
      carry.draft = text.trim();
    }

    if (declined(round.responses.publish)) return { content: [{ type: 'text', text: 'Not posted.' }] };
    const publish = accepted<{ channel: string; text: string }>(round.responses.publish);
    if (!publish) {
      const channels = await announcer.channels();
      return round.suspend(
        {
          publish: form('Where should this go? You can edit the text first.', {
            channel: { type: 'string', title: 'Channel', enum: channels, default: channels[0] },
            text: { type: 'string', title: 'Announcement', default: carry.draft },
          }),
        },
        carry,
      );
    }

    const link = await announcer.post(publish.channel, publish.text);
    return { content: [{ type: 'text', text: `Posted to #${publish.channel}: ${link}` }] };
  };
}
