// schedule_watering: asks the user for any missing start time or duration, then books the run.
const db = require('../db');
const gateway = require('../gateway');
const { packDraft, expandDraft } = require('../state/drafts');

const DETAILS_KEY = 'schedule_details';

function askForDetails(zoneName, draft) {
  return {
    resultType: 'input_required',
    inputRequests: {
      [DETAILS_KEY]: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `When should ${zoneName} be watered, and for how long?`,
          requestedSchema: {
            type: 'object',
            properties: {
              startAt: { type: 'string', format: 'date-time', title: 'Start time' },
              minutes: { type: 'integer', minimum: 1, maximum: 120, title: 'Duration (minutes)' },
              recurrence: { type: 'string', enum: ['once', 'daily', 'weekdays'], default: 'once' },
            },
            required: ['startAt', 'minutes'],
          },
        },
      },
    },
    requestState: packDraft(draft), // expect: require-sealed-state
  };
}

const scheduleWatering = {
  name: 'schedule_watering',
  description: 'Book a watering run for a zone. A missing start time or duration is asked from the user.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneId: { type: 'string', format: 'uuid' },
      startAt: { type: 'string', format: 'date-time' },
      minutes: { type: 'integer', minimum: 1, maximum: 120 },
      recurrence: { type: 'string', enum: ['once', 'daily', 'weekdays'] },
    },
    required: ['zoneId'],
  },
  async handle(args, { caller, inputResponses, requestState }) {
    let draft;
    if (requestState) {
      draft = expandDraft(JSON.parse(Buffer.from(requestState, 'base64url').toString('utf8'))); // expect: require-sealed-state
      const reply = inputResponses[DETAILS_KEY];
      if (!reply || reply.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Scheduling cancelled.' }] };
      }
      draft = { ...draft, ...reply.content };
    } else {
      const zone = await db.getZone(args.zoneId);
      if (!zone || zone.grower_id !== caller.growerId) {
        return { isError: true, content: [{ type: 'text', text: 'zone not found' }] };
      }
      draft = {
        zoneId: zone.id,
        growerId: zone.grower_id,
        startAt: args.startAt,
        minutes: args.minutes,
        recurrence: args.recurrence,
      };
      if (!draft.startAt || !draft.minutes) return askForDetails(zone.name, draft);
    }

    const zone = await db.getZone(draft.zoneId);
    if (!zone) return { isError: true, content: [{ type: 'text', text: 'zone no longer exists' }] };
    const recurrence = draft.recurrence || 'once';
    const booked = await db.insertSchedule({
      growerId: draft.growerId,
      zoneId: draft.zoneId,
      startAt: draft.startAt,
      minutes: draft.minutes,
      recurrence,
      createdBy: caller.userId,
    });
    await gateway.pushSchedule(zone.valve_id, { id: booked.id, start: draft.startAt, minutes: draft.minutes, repeat: recurrence });
    return {
      content: [{ type: 'text', text: `Booked ${draft.minutes} min on ${zone.name} from ${booked.start_at.toISOString()} (${recurrence}).` }],
    };
  },
};

module.exports = { tools: [scheduleWatering] };
