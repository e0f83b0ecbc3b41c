// Workflow for scale_deployment: asks for a replica count if missing and double-checks large reductions.
// @ts-nocheck
import type { Question } from './runner.js';

export async function* scaleDeploymentFlow(args, { kube }): AsyncGenerator<Question, unknown, Record<string, unknown>> {
  const deployment = await kube.readDeployment(args.namespace, args.name);
  const current = deployment.spec?.replicas ?? 0;

  let target = args.replicas;
  if (target === undefined) {
    const answer = yield {
      key: 'replicas',
      message: `${args.namespace}/${args.name} runs ${current} replicas. How many should it run?`,
      schema: {
        type: 'object',
        properties: { replicas: { type: 'integer', minimum: 0, maximum: 200 } },
        required: ['replicas'],
      },
    };
    target = Number(answer.replicas);
  }

  if (target === current) return { changed: false, replicas: current };

  if (target === 0 || target < current / 2) {
    const answer = yield {
      key: 'confirm_reduction',
      message: `Scaling ${args.namespace}/${args.name} from ${current} to ${target} removes most of its capacity. Continue?`,
      schema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
    };
    if (answer.confirm !== true) return { changed: false, replicas: current };
  }

  await kube.scaleDeployment(args.namespace, args.name, target);
  return { changed: true, from: current, replicas: target };
}
