import * as z from 'zod/v4';
import { principalOf } from '../state/sealer.js';
import { closeStaleIssues, listIssues, openIssue } from './issues.js';
import { deleteBranch, listBranches, protectBranch } from './branches.js';
import { createRelease, purgeCaches, transferRepository } from './releases.js';
import { text } from './ui.js';

const whoami = {
  name: 'whoami',
  config: { description: 'The GitHub login this session acts for', inputSchema: z.object({}) },
  handler: async (_args, ctx) => text(`You are ${principalOf(ctx)}.`),
};

/** Every tool the steward serves, in the order clients list them. */
export const TOOLS = [
  whoami,
  listIssues,
  openIssue,
  closeStaleIssues,
  listBranches,
  deleteBranch,
  protectBranch,
  createRelease,
  transferRepository,
  purgeCaches,
];
