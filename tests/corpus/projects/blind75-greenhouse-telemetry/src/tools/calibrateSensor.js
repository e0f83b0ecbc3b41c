// calibrate_sensor tool: asks for a handheld reference reading and stores the resulting sensor offset.
const TOOL = 'calibrate_sensor';
const STATE_API_VERSION = '2024-06';

export const calibrateSensor = {
  name: TOOL,
  description: 'Calibrate an EC, pH or temperature sensor against a handheld reference meter.',
  inputSchema: {
    type: 'object',
    properties: { sensorId: { type: 'string' } },
    required: ['sensorId'],
  },
  annotations: { idempotentHint: true },

  async run(args, ctx, { hub, sealer }) {
    const { userId, siteId } = ctx;

    if (!ctx.requestState) {
      const sensor = await hub.sensor(siteId, args.sensorId);
      if (!sensor) return { isError: true, content: [{ type: 'text', text: 'Unknown sensor.' }] };

      const requestState = sealer.seal(
        { apiVersion: STATE_API_VERSION, sensorId: sensor.id, kind: sensor.kind, raw: sensor.rawValue },
        { userId, tool: TOOL },
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          reference: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Sensor ${sensor.label} reads ${sensor.rawValue} ${sensor.unit}. What does your reference meter read?`,
              requestedSchema: {
                type: 'object',
                properties: { value: { type: 'number', title: `Reference (${sensor.unit})` } },
                required: ['value'],
              },
            },
          },
        },
        requestState,
      };
    }

    const state = sealer.open(ctx.requestState, { userId, tool: TOOL });
    if (!state || state.apiVersion !== STATE_API_VERSION || state.sensorId !== args.sensorId) {
      return { isError: true, content: [{ type: 'text', text: 'Calibration session expired; start again.' }] };
    }
    const answer = ctx.inputResponses?.reference;
    if (answer?.action !== 'accept' || typeof answer.content?.value !== 'number') {
      return { content: [{ type: 'text', text: 'Calibration cancelled.' }] };
    }

    const offset = Number((answer.content.value - state.raw).toFixed(3));
    await hub.setCalibration(siteId, state.sensorId, offset, userId);
    return {
      content: [{ type: 'text', text: `Offset ${offset} applied to ${state.kind} sensor ${state.sensorId}.` }],
      structuredContent: { sensorId: state.sensorId, offset },
    };
  },
};
