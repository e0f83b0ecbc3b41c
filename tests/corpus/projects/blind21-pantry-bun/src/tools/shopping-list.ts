import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { defineTool, failure, text, userIdOf } from './registry.ts';

const TOOL = 'plan_shopping_list';

interface ListDraft {
  suggested: string[];
}

export default defineTool<{ meals: string[] }>({
  name: TOOL,
  description: 'Suggest a shopping list for the given meals and let the user trim it before saving.',
  inputSchema: { meals: z.array(z.string().min(2)).min(1).max(14) },
  handler:
    ({ drafts, grocer }) =>
    async (args, ctx) => {
      const sub = userIdOf(ctx);
      if (!sub) return failure('Sign in first.');

      const answer = acceptedContent<{ keep: string[] }>(ctx.mcpReq.inputResponses, 'trim');
      // requestState here is just a random handle into the server-side draft store.
      const draft = answer ? drafts.take<ListDraft>(ctx.mcpReq.requestState(), sub, TOOL) : null;

      if (!draft || !answer) {
        const cart = await grocer.cart(sub);
        const inCart = new Set(cart.map((l) => l.name.toLowerCase()));
        const suggested = [...new Set(args.meals.flatMap(ingredientsFor))].filter((i) => !inCart.has(i));
        const handle = drafts.put<ListDraft>(sub, TOOL, { suggested });
        return inputRequired({
          inputRequests: {
            trim: inputRequired.elicit({
              message: `I'd buy ${suggested.length} things. Untick what you already have.`,
              requestedSchema: {
                type: 'object',
                properties: { keep: { type: 'array', items: { type: 'string', enum: suggested }, default: suggested } },
                required: ['keep'],
              },
            }),
          },
          requestState: handle,
        });
      }

      const keep = answer.keep.filter((item) => draft.suggested.includes(item));
      await grocer.replaceList(sub, keep);
      return text(`Saved ${keep.length} items to your shopping list.`, { items: keep });
    },
});

function ingredientsFor(meal: string): string[] {
  const m = meal.toLowerCase();
  if (m.includes('curry')) return ['onions', 'garlic', 'ginger', 'coconut milk', 'rice'];
  if (m.includes('pasta')) return ['pasta', 'tomatoes', 'garlic', 'parmesan'];
  if (m.includes('salad')) return ['lettuce', 'cucumber', 'tomatoes', 'olive oil'];
  return [m];
}
