import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { rounds, type Round } from '../state.js';
import { wiki, type Page } from '../wiki.js';
import { ask, note, refuse, type ToolSpec } from './kit.js';

export const MOVE = 'move_pages';
const MAX_PAGES = 200;
const CONFIRM = `confirm_${MOVE}`;

const input = {
  from: z.string().regex(/^\d{1,12}$/).describe('Page whose subtree moves'),
  to: z.string().regex(/^\d{1,12}$/).describe('New parent page'),
  includeChildren: z.boolean().optional(),
};

type MoveRound = Round<typeof MOVE, { from: string; to: string; includeChildren: boolean; moves: [id: string, version: number][] }>;

async function plan(root: Page, includeChildren: boolean): Promise<Page[] | undefined> {
  const pages = [root];
  if (!includeChildren) return pages;
  collect: {
    for await (const page of wiki.descendants(root.id)) {
      if (pages.push(page) > MAX_PAGES) break collect;
    }
    return pages;
  }
  return undefined; // too large for one confirmation
}

export const move: ToolSpec<typeof input> = {
  config: {
    title: 'Move pages',
    description: 'Move a page (and by default its subtree) under another parent.',
    inputSchema: input,
    annotations: { destructiveHint: false, idempotentHint: true },
  },

  async run({ from, to, includeChildren = true }, ctx) {
    const round = ctx.mcpReq.requestState<MoveRound>();

    if (round === undefined) {
      const [root, target] = await Promise.all([wiki.page(from), wiki.page(to)]);
      const pages = await plan(root, includeChildren);
      if (!pages) return refuse(`More than ${MAX_PAGES} pages under "${root.title}"; move smaller subtrees.`);
      const spaces = new Set(pages.map((p) => p.space));
      return inputRequired({
        inputRequests: {
          [CONFIRM]: inputRequired.elicit({
            message: ask`Move "${root.title}"${includeChildren ? ` and ${pages.length - 1} page(s) below it` : ''} under "${target.title}"?` +
              (spaces.has(target.space) ? '' : ` This moves them into space ${target.space}.`),
            requestedSchema: { type: 'object', properties: { move: { type: 'boolean', title: 'Move' } }, required: ['move'] },
          }),
        },
        requestState: await rounds.mint<typeof MOVE, Omit<MoveRound, 'tool'>>(
          { tool: MOVE, from, to, includeChildren, moves: pages.map(({ id, version }) => [id, version]) },
          ctx,
        ),
      });
    }

    if (round.tool !== MOVE || round.from !== from || round.to !== to || round.includeChildren !== includeChildren) {
      return refuse('That confirmation belongs to another move. Ask again.');
    }
    if (acceptedContent<{ move?: boolean }>(ctx.mcpReq.inputResponses, CONFIRM)?.move !== true) return note('Nothing moved.');

    const [[rootId, rootVersion] = [from, 0]] = round.moves;
    await wiki.move(rootId, to, rootVersion);
    return note(`Moved ${includeChildren ? `${round.moves.length} page(s)` : 'the page'} under ${to}.`, { moved: round.moves.map(([id]) => id) });
  },
};
