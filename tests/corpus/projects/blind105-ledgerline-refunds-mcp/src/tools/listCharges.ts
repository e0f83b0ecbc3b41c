// list_charges tool: read-only listing of a merchant's recent charges, or the details of one charge.
// @ts-nocheck
import { z } from 'zod';
import * as TE from 'fp-ts/lib/TaskEither.js';
import * as A from 'fp-ts/lib/Array.js';
import { pipe, flow } from 'fp-ts/lib/function.js';
import { withCaller, textResult } from '../lib/handler.js';

export const TOOL = 'list_charges';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);

const line = (c) =>
  `${c.id}  ${c.created_at.toISOString().slice(0, 10)}  ${money(c.amount_cents, c.currency)}  ` +
  `${c.status}${c.refunded_cents ? ` (refunded ${money(c.refunded_cents, c.currency)})` : ''}`;

const render = flow(A.map(line), (lines: string[]) => (lines.length ? lines.join('\n') : 'No charges found.'), textResult);

export const listCharges = ({ db }) => ({
  name: TOOL,
  config: {
    description: 'List your most recent charges, or show one charge by id.',
    inputSchema: {
      chargeId: z.string().optional(),
      limit: z.number().int().min(1).max(100).default(20),
    },
    annotations: { readOnlyHint: true },
  },
  handler: withCaller('refunds:read', (caller) => (args) =>
    args.chargeId
      ? pipe(db.chargeForOwner(args.chargeId, caller.userId), TE.map((c) => render([c])))
      : pipe(db.recentCharges(caller.userId, args.limit), TE.map(render)),
  ),
});
