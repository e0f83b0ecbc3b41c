import Iron from '@hapi/iron';
import { bookVisit, freeSlots, getSite } from '../inspections-api.js';
import { acceptedContent, askUser, callerOf, done, elicitForm, refuse } from '../mcp-result.js';
import { ironPassword } from '../secrets.js';

export const SCHEDULE_VISIT = 'schedule_visit';

// iron = AES-256-CBC + HMAC-SHA256 (encrypt-then-MAC), with the expiry inside the MAC.
const IRON_OPTIONS = { ...Iron.defaults, ttl: 8 * 60 * 1000 };
const UNSEAL_PASSWORDS = { [ironPassword.id]: ironPassword.secret };

export const scheduleVisitTool = {
  name: SCHEDULE_VISIT,
  description: 'Book an inspection visit at a site; offers the free slots of the next two weeks.',
  inputSchema: { type: 'object', properties: { siteId: { type: 'string' } }, required: ['siteId'] },
};

export async function handleScheduleVisit(params, extra) {
  const userId = callerOf(extra);
  const siteId = params.arguments?.siteId;
  if (typeof siteId !== 'string' || siteId === '') return refuse('siteId is required.');

  if (!params.requestState) {
    const [site, slots] = await Promise.all([getSite(siteId), freeSlots(siteId, 14)]);
    if (slots.length === 0) return done(`No free slots at ${site.name} in the next two weeks.`);
    const offered = slots.slice(0, 12);
    const sealed = await Iron.seal(
      { uid: userId, tool: SCHEDULE_VISIT, siteId, slotIds: offered.map((s) => s.id) },
      ironPassword,
      IRON_OPTIONS,
    );
    return askUser(
      {
        slot: elicitForm(
          `Pick a visit slot at ${site.name}:`,
          { slotId: { type: 'string', oneOf: offered.map((s) => ({ const: s.id, title: s.label })) } },
          ['slotId'],
        ),
      },
      sealed,
    );
  }

  let offer;
  try {
    offer = await Iron.unseal(params.requestState, UNSEAL_PASSWORDS, IRON_OPTIONS);
  } catch {
    return refuse('signature');
  }
  if (offer.uid !== userId || offer.tool !== SCHEDULE_VISIT || offer.siteId !== siteId) return refuse('signature');

  const choice = acceptedContent(params, 'slot');
  if (!choice) return done('No visit booked.');
  if (!offer.slotIds.includes(choice.slotId)) return refuse('That slot was not offered.');

  const visit = await bookVisit(siteId, choice.slotId, userId);
  return done(`Booked: ${visit.label} (${visit.id}).`);
}
