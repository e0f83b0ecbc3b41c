import * as z from 'zod/v4';
import { inputRequired } from '@modelcontextprotocol/server';
import { officerOf } from '../auth.js';
import { saveReportDraft } from '../club-site.js';
import { scorelineApi } from '../scoreline.js';
import { issueRoundToken, readRoundToken } from '../state/round-token.js';
import { refuse, reply } from './refusal.js';

const TOOL = 'draft_race_report';
const REPORT_BUDGET = { maxTokens: 900, tokenizer: 'o200k_base' };

function resultsTable(race) {
  return race.results
    .map((r) => `${r.place}. ${r.sailNumber} ${r.boatName} (${r.skipper}) ${r.elapsed}${r.penalty ? ` ${r.penalty}` : ''}`)
    .join('\n');
}

/** @param {import('@modelcontextprotocol/server').McpServer} server */
export function registerRaceReport(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Draft a race report',
      description: "Write the club-site report for a finished race from ScoreLine's results (saved as a draft post).",
      inputSchema: z.object({ raceKey: z.string().min(3), tone: z.enum(['dry', 'chatty']).default('chatty') }),
    },
    async (args, ctx) => {
      const officer = officerOf(ctx);
      const token = ctx.mcpReq.requestState();

      if (token === undefined) {
        const race = await scorelineApi.race(args.raceKey);
        if (race.status !== 'final') return refuse(`race ${args.raceKey} is ${race.status}, not final`);
        return inputRequired({
          inputRequests: {
            draft: inputRequired.createMessage({
              systemPrompt: `You write short ${args.tone} race reports for a yacht club website. No invented facts.`,
              messages: [
                {
                  role: 'user',
                  content: {
                    type: 'text',
                    text: `${race.seriesName}, ${race.name} (${race.date}). Wind ${race.conditions.wind}.\n\n${resultsTable(race)}`,
                  },
                },
              ],
              maxTokens: REPORT_BUDGET.maxTokens,
            }),
          },
          requestState: await issueRoundToken({
            userId: officer.userId,
            tool: TOOL,
            args,
            data: { raceKey: race.key, seriesKey: race.seriesKey, title: `${race.seriesName}: ${race.name}`, ...REPORT_BUDGET },
          }),
        });
      }

      const round = await readRoundToken(token, { userId: officer.userId, tool: TOOL, args });
      if (!round.ok) return refuse(round.reason);
      const sampled = ctx.mcpReq.inputResponses?.draft;
      const text = sampled?.content?.type === 'text' ? sampled.content.text.trim() : '';
      if (!text) return reply('The client returned no draft; nothing saved.');

      const post = await saveReportDraft({ title: round.data.title, body: text, authorName: officer.name });
      return reply(`Draft saved for review: ${post.editUrl}`);
    },
  );
}
