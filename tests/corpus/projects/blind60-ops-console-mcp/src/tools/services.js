import { platform } from '../platform.js';
import { text, withConfirmation, withForm } from '../lib/rounds.js';

const serviceEnv = {
  type: 'object',
  properties: {
    service: { type: 'string', description: 'Service name as in the catalog, e.g. "checkout-api"' },
    environment: { type: 'string', enum: ['staging', 'production'] },
  },
  required: ['service', 'environment'],
};

export const listServices = {
  definition: {
    name: 'list_services',
    description: 'List services with their owning team and current version per environment',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  async run() {
    const services = await platform.services();
    return text(services.map((s) => `${s.name} (${s.team})  staging=${s.versions.staging}  production=${s.versions.production}`).join('\n'));
  },
};

export const serviceStatus = {
  definition: {
    name: 'service_status',
    description: 'Replicas, health and last deploy of a service',
    inputSchema: serviceEnv,
    annotations: { readOnlyHint: true },
  },
  async run({ args }) {
    const s = await platform.service(args.service, args.environment);
    return text(`${s.name}@${args.environment}: ${s.readyReplicas}/${s.replicas} ready, ${s.health}, deployed ${s.deployedAt} by ${s.deployedBy}`);
  },
};

export const scaleService = {
  definition: {
    name: 'scale_service',
    description: 'Change the replica count of a service',
    inputSchema: serviceEnv,
  },
  run: withForm('scale_service', {
    async begin({ service, environment }) {
      const s = await platform.service(service, environment);
      return {
        form: {
          message: `${service}@${environment} runs ${s.replicas} replicas (autoscaler bounds ${s.minReplicas}-${s.maxReplicas}). New count?`,
          requestedSchema: {
            type: 'object',
            properties: { replicas: { type: 'integer', minimum: 0, maximum: s.maxReplicas } },
            required: ['replicas'],
          },
        },
        claims: { from: s.replicas, max: s.maxReplicas },
      };
    },
    async finish({ service, environment }, answer, claims, userId) {
      const replicas = Math.min(Number(answer.replicas), claims.max);
      await platform.scale(service, environment, { replicas, requestedBy: userId });
      return text(`${service}@${environment}: ${claims.from} -> ${replicas} replicas.`);
    },
  }),
};

export const restartService = {
  definition: {
    name: 'restart_service',
    description: 'Rolling restart of every pod of a service',
    inputSchema: serviceEnv,
    annotations: { destructiveHint: true },
  },
  run: withConfirmation('restart_service', {
    async describe({ service, environment }) {
      const s = await platform.service(service, environment);
      return { message: `Restart all ${s.replicas} pods of ${service} in ${environment}?`, claims: { replicas: s.replicas } };
    },
    async execute({ service, environment }, claims, userId) {
      const r = await platform.restart(service, environment, { requestedBy: userId });
      return text(`Rolling restart ${r.id} started for ${claims.replicas} pods.`);
    },
  }),
};

const incidentForm = {
  type: 'object',
  properties: {
    severity: { type: 'string', enum: ['sev1', 'sev2', 'sev3'] },
    summary: { type: 'string', maxLength: 200 },
  },
  required: ['severity', 'summary'],
};

export const openIncident = {
  definition: {
    name: 'open_incident',
    description: 'Open an incident for a service and page its on-call if it is a sev1',
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
  },
  run: withForm('open_incident', {
    async begin({ service }) {
      const rotation = await platform.oncall(service);
      return {
        form: { message: `New incident on ${service} (on call: ${rotation.primary})`, requestedSchema: incidentForm },
        claims: { service, rotation: rotation.id },
      };
    },
    async finish(_args, answer, claims, userId) {
      const incident = await platform.openIncident({ service: claims.service, ...answer, openedBy: userId });
      if (answer.severity === 'sev1') {
        await platform.page(claims.rotation, { from: userId, message: `[${incident.id}] ${answer.summary}`, urgency: 'high' });
      }
      return text(`Incident ${incident.id} opened (${answer.severity}).`);
    },
  }),
};

export const pageOncall = {
  definition: {
    name: 'page_oncall',
    description: "Page a service's on-call engineer directly",
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
  },
  run: withForm('open_incident', { // expect-todo: require-state-binding
    async begin({ service }) {
      const rotation = await platform.oncall(service);
      return {
        form: {
          message: `Page ${rotation.primary} (${rotation.name})?`,
          requestedSchema: {
            type: 'object',
            properties: {
              message: { type: 'string', maxLength: 300 },
              urgency: { type: 'string', enum: ['high', 'low'], default: 'high' },
            },
            required: ['message'],
          },
        },
        claims: { service, rotation: rotation.id },
      };
    },
    async finish(_args, answer, claims, userId) {
      const page = await platform.page(claims.rotation, { from: userId, message: answer.message, urgency: answer.urgency ?? 'high' });
      return text(`Paged ${page.target} about ${claims.service} (page ${page.id}).`);
    },
  }),
};
