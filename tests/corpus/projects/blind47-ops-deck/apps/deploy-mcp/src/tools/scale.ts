import { callerOf } from '../auth.js';
import { clusters } from '../platform.js';
import { askForInput, packRound, refused, text, unpackRound, type ToolModule } from '../results.js';

interface ScaleRound {
  cluster: string;
  service: string;
  current: number;
}

export const scaleService: ToolModule = {
  definition: {
    name: 'scale_service',
    description: 'Change how many replicas a service runs. Shows the current count and asks for the new one.',
    inputSchema: {
      type: 'object',
      properties: { service: { type: 'string' } },
      required: ['service'],
    },
  },

  async run(params, extra) {
    const userId = callerOf(extra);

    if (!params.requestState) {
      const { service } = params.arguments as { service: string };
      const placement = await clusters.locate(service, { visibleTo: userId });
      if (!placement) return refused(`no service named ${service} in your teams`);
      const round: ScaleRound = { cluster: placement.cluster, service, current: placement.replicas };
      return askForInput(
        'replicas',
        {
          message: `${service} runs ${placement.replicas} replicas on ${placement.cluster}. How many should it run?`,
          requestedSchema: {
            type: 'object',
            properties: { replicas: { type: 'integer', minimum: 0, maximum: 50 } },
            required: ['replicas'],
          },
        },
        packRound(round), // expect: require-sealed-state
      );
    }

    const round = unpackRound<ScaleRound>(params.requestState); // expect: require-sealed-state
    const wanted = Number(params.inputResponses?.replicas?.content?.replicas);
    if (!Number.isInteger(wanted) || wanted < 0 || wanted > 50) return refused('replica count out of range');

    await clusters.scale(round.cluster, round.service, wanted, { actor: userId });
    return text(`Scaled ${round.service} on ${round.cluster} from ${round.current} to ${wanted} replicas.`);
  },
};
