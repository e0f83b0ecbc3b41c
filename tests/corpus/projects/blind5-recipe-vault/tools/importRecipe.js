'use strict';

const TOOL = 'import_recipe';

const definition = {
  name: TOOL,
  description: 'Import a recipe from a web page into one of your collections',
  inputSchema: {
    type: 'object',
    properties: { url: { type: 'string', format: 'uri' } },
    required: ['url'],
  },
};

const PARTNER_HOSTS = new Set(['cooking.partner.example', 'recipes.partner.example']);

function extractRecipe(html) {
  const blocks = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) || [];
  for (const block of blocks) {
    try {
      const json = JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
      const items = Array.isArray(json) ? json : json['@graph'] || [json];
      const recipe = items.find((i) => i['@type'] === 'Recipe' || (Array.isArray(i['@type']) && i['@type'].includes('Recipe')));
      if (recipe) {
        return {
          name: String(recipe.name || 'Untitled'),
          ingredients: (recipe.recipeIngredient || []).map(String).slice(0, 100),
          steps: (recipe.recipeInstructions || []).map((s) => (typeof s === 'string' ? s : s.text)).slice(0, 100),
          image: Array.isArray(recipe.image) ? recipe.image[0] : recipe.image,
        };
      }
    } catch {
      // ignore malformed blocks
    }
  }
  return null;
}

async function partnerToken(host) {
  const res = await fetch(`https://${host}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: process.env.PARTNER_CLIENT_ID, client_secret: process.env.PARTNER_CLIENT_SECRET }),
  });
  if (!res.ok) throw new Error(`partner token: ${res.status}`);
  return (await res.json()).access_token;
}

function makeImportRecipe({ pending, db }) {
  return async function importRecipe(params, principal) {
    const userId = principal.userId;

    if (!params.requestState) {
      const url = new URL(params.arguments.url);
      const isPartner = PARTNER_HOSTS.has(url.hostname);
      const importerAccessToken = isPartner ? await partnerToken(url.hostname) : null;
      const page = await fetch(url, importerAccessToken ? { headers: { authorization: `Bearer ${importerAccessToken}` } } : {});
      const recipe = extractRecipe(await page.text());
      if (!recipe) return { isError: true, content: [{ type: 'text', text: 'No recipe found on that page.' }] };

      const { rows: collections } = await db.query('select id, name from collections where owner_id = $1 order by name', [userId]);
      const handle = await pending.create({
        userId,
        tool: TOOL,
        args: { url: url.toString() },
        data: { recipe, importerAccessToken },
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          where: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Found "${recipe.name}" (${recipe.ingredients.length} ingredients). Where should it go?`,
              requestedSchema: {
                type: 'object',
                properties: { collectionId: { type: 'string', oneOf: collections.map((c) => ({ const: c.id, title: c.name })) } },
                required: ['collectionId'],
              },
            },
          },
        },
        requestState: handle,
      };
    }

    const record = await pending.take(params.requestState, { userId, tool: TOOL });
    if (!record || record.args.url !== new URL(params.arguments.url).toString()) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }
    const where = params.inputResponses && params.inputResponses.where;
    if (!where || where.action !== 'accept') return { content: [{ type: 'text', text: 'Recipe not imported.' }] };

    const { rowCount } = await db.query('select 1 from collections where id = $1 and owner_id = $2', [where.content.collectionId, userId]);
    if (rowCount === 0) return { isError: true, content: [{ type: 'text', text: 'Unknown collection.' }] };

    const { recipe } = record.data;
    await db.query(
      'insert into recipes (collection_id, owner_id, name, ingredients, steps, source_url) values ($1, $2, $3, $4, $5, $6)',
      [where.content.collectionId, userId, recipe.name, recipe.ingredients, recipe.steps, record.args.url],
    );
    return { content: [{ type: 'text', text: `Imported "${recipe.name}".` }] };
  };
}

module.exports = { definition, makeImportRecipe };
