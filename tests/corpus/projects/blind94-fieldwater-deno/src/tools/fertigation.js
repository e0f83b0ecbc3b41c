// set_fertigation tool: a three-step wizard that picks a nutrient recipe and dose for a zone.
import { decodeProgress, encodeProgress } from '../state/progress.js';
import { STATE_META } from '../state/token.js';

export const fertigationTool = {
  name: 'set_fertigation',
  description: 'Choose and apply a fertigation recipe for a zone. Asks which recipe and confirms the dose.',
  inputSchema: {
    type: 'object',
    properties: { zoneId: { type: 'string' } },
    required: ['zoneId'],
  },
};

const errorResult = (text) => ({ content: [{ type: 'text', text }], isError: true });

function accepted(round, key) {
  const reply = round.responses[key];
  return reply?.action === 'accept' ? reply.content ?? {} : null;
}

export async function setFertigation({ deps, user, args, round }) {
  const progress = decodeProgress(round.state); // expect: require-sealed-state
  let next;
  let inputRequests;

  if (!progress) {
    if (!(await deps.userCanOperate(user.id, args.zoneId))) return errorResult('You cannot operate that zone.');
    const zone = await deps.getZone(args.zoneId);
    const recipes = await deps.fertigationRecipes(zone.cropType);
    if (recipes.length === 0) return errorResult(`No recipes are defined for ${zone.cropType}.`);
    next = { step: 'recipe', zoneId: zone.id, cropType: zone.cropType };
    inputRequests = {
      recipe: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Which recipe should ${zone.name} get?`,
          requestedSchema: {
            type: 'object',
            properties: { recipeId: { type: 'string', enum: recipes.map((r) => r.id), enumNames: recipes.map((r) => r.label) } },
            required: ['recipeId'],
          },
        },
      },
    };
  } else if (progress.step === 'recipe') {
    const choice = accepted(round, 'recipe');
    if (!choice) return { content: [{ type: 'text', text: 'No recipe chosen; nothing changed.' }] };
    const recipes = await deps.fertigationRecipes(progress.cropType);
    const recipe = recipes.find((r) => r.id === choice.recipeId);
    if (!recipe) return errorResult('Unknown recipe.');
    next = { step: 'dose', zoneId: progress.zoneId, recipeId: recipe.id, ppm: recipe.defaultPpm };
    inputRequests = {
      dose: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Apply ${recipe.label} at ${recipe.defaultPpm} ppm? You may adjust the dose (max ${recipe.maxPpm}).`,
          requestedSchema: {
            type: 'object',
            properties: {
              ppm: { type: 'integer', minimum: 0, maximum: recipe.maxPpm, default: recipe.defaultPpm },
              apply: { type: 'boolean' },
            },
            required: ['apply'],
          },
        },
      },
    };
  } else if (progress.step === 'dose') {
    const dose = accepted(round, 'dose');
    if (!dose?.apply) return { content: [{ type: 'text', text: 'Fertigation unchanged.' }] };
    const ppm = Number.isInteger(dose.ppm) ? dose.ppm : progress.ppm;
    await deps.controller.setFertigation(progress.zoneId, { recipeId: progress.recipeId, ppm });
    await deps.log({ user: user.id, action: 'fertigation', zoneId: progress.zoneId, recipeId: progress.recipeId, ppm });
    return { content: [{ type: 'text', text: `Zone ${progress.zoneId} now runs ${progress.recipeId} at ${ppm} ppm.` }] };
  } else {
    return errorResult('Unrecognised wizard step; start again.');
  }

  return {
    resultType: 'input_required',
    inputRequests,
    _meta: { [STATE_META]: encodeProgress(next) }, // expect: require-sealed-state
  };
}
