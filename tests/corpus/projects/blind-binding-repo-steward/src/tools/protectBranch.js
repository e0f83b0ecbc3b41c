// Models protect_branch: lists branches, lets the user pick, and carries the offered list in a JWT requestState.
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { github } from '../github.js';

const pickSchema = z.object({ branch: z.string(), requiredReviews: z.number().int().min(1).max(6) });
const secret = () => process.env.REPO_STATE_SECRET;

export function registerProtectBranch(server) {
  server.registerTool(
    'protect_branch',
    {
      description: 'Turn on branch protection for a branch of a repository you administer',
      inputSchema: z.object({ repo: z.string() }),
    },
    async ({ repo }, ctx) => {
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'pick', pickSchema);
      if (!pick) {
        const branches = await github.branches(repo);
        const requestState = jwt.sign({ repo, branches: branches.map(b => b.name) }, secret(), { algorithm: 'HS256' }); // expect: require-state-binding
        return inputRequired({
          inputRequests: { pick: inputRequired.elicit({ message: `Protect which branch of ${repo}?`, requestedSchema: pickSchema }) },
          requestState,
        });
      }

      let offer;
      try {
        offer = jwt.verify(ctx.mcpReq.requestState(), secret(), { algorithms: ['HS256'] });
      } catch {
        return { isError: true, content: [{ type: 'text', text: 'Invalid state, start again.' }] };
      }
      if (!offer.branches.includes(pick.branch)) {
        return { isError: true, content: [{ type: 'text', text: `${pick.branch} was not offered.` }] };
      }
      await github.protect(offer.repo, pick.branch, pick.requiredReviews);
      return { content: [{ type: 'text', text: `${offer.repo}@${pick.branch} is now protected.` }] };
    },
  );
}
