import { robotFor, rotateRobot } from '../ci.js';
import { form, refuse, text } from '../lib/kit.js';
import { hold, resume, who, type Params } from '../round.js';
import { hasRobot, putRobot } from '../vault.js';

const NAME = 'rotate_registry_robot';

export const def = {
  name: NAME,
  description: "Rotate the CI's robot account for a container registry. The old secret stops working at once.",
  inputSchema: {
    type: 'object' as const,
    properties: { registry: { type: 'string', description: 'registry host, e.g. ghcr.io' } },
    required: ['registry'],
  },
  annotations: { destructiveHint: true },
};

export async function call(params: Params, extra: { authInfo?: { extra?: Record<string, unknown> } }) {
  const sub = who(extra);
  const { registry } = params.arguments as { registry: string };
  const bind = { sub, tool: NAME };

  if (params.requestState === undefined) {
    const robot = await robotFor(sub, registry);
    const hasToken = await hasRobot(registry);
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        confirm: form(
          `Rotate ${robot.name} on ${registry}${robot.lastRotated ? ` (last rotated ${robot.lastRotated})` : ''}? Running jobs that pulled the old secret will fail their next push.`,
          { confirm: { type: 'boolean' } },
        ),
      },
      requestState: hold({ registry, robot: robot.name, hasToken }, bind),
    };
  }

  const value = resume<{ registry: string; robot: string; hasToken: boolean }>(params.requestState, bind);
  if (!value || value.registry !== registry) return refuse('This confirmation was for another registry, or it expired.');
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Not rotated.');

  const res = await rotateRobot(sub, value.registry);
  await putRobot(value.registry, res.name, res.secret, sub);
  return text(`Rotated ${res.name} on ${value.registry}; the runners pick up the new secret on their next job.`);
}
