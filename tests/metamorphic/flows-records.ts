// Base flows of server-held records for the metamorphic suite: the state is a random handle, and the record it finds
// is kept on the server under a key made of it (`trip:${handle}`). The record's binding holds only where the lookup
// compares what the record names; the handle itself needs no signature. Written with the types of variants.ts.
import type { Expectation, Flow } from './variants.js';

const REFUSED = "{ isError: true, content: [{ type: 'text', text: 'requestState refused' }] }";
const BOOKED = "{ content: [{ type: 'text', text: `Booked ${saved.city}` }] }";
const RECORD = "{ city: args.city, userId: $USER, tool: 'plan_trip', expiresAt: Date.now() + 10 * 60 * 1000 }";
const TOOL_AND_EXPIRY = "!saved || saved.tool !== 'plan_trip' || saved.expiresAt <= Date.now()";

function handleRecordFlow(name: string, about: string, check: string, expect: readonly Expectation[]): Flow {
  return {
    name,
    about,
    sdk: 'both',
    imports: [],
    serverImports: [{ from: 'node:crypto', names: ['randomUUID'] }],
    preamble: 'const pendingTrips = new Map();',
    helpers: [
      { name: 'keepTrip', params: [['handle', 'string'], ['trip', 'Record<string, unknown>']], body: 'pendingTrips.set(`trip:${handle}`, trip);' },
      {
        name: 'takeTrip',
        params: [['handle', 'string']],
        body: 'const trip = pendingTrips.get(`trip:${handle}`);\npendingTrips.delete(`trip:${handle}`);\nreturn trip;',
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: [
      'const raw = $STATE;',
      'if (raw === undefined) {',
      '  const handle = randomUUID();',
      `  $h.keepTrip(handle, ${RECORD});`,
      '  return $ASK(handle);',
      '}',
      'const saved = $h.takeTrip(raw);',
      `if (${check}) return ${REFUSED};`,
      `return ${BOOKED};`,
    ].join('\n'),
    inline: {
      preamble: 'const pendingTrips = new Map();',
      imports: [{ from: 'node:crypto', names: ['randomUUID'] }],
      handler: [
        'const raw = $STATE;',
        'if (raw === undefined) {',
        '  const handle = randomUUID();',
        `  pendingTrips.set(\`trip:\${handle}\`, ${RECORD});`,
        '  return $ASK(handle);',
        '}',
        'const saved = pendingTrips.get(`trip:${raw}`);',
        'pendingTrips.delete(`trip:${raw}`);',
        `if (${check}) return ${REFUSED};`,
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

export const RECORD_FLOWS: readonly Flow[] = [
  handleRecordFlow(
    'handle-record-user-unchecked',
    'A random handle keys a record kept under `trip:${handle}` that names the user; the retry compares the tool and the expiry, not the user.',
    TOOL_AND_EXPIRY,
    [{ rule: 'require-state-binding', messageId: 'recordSkipsChecks', at: '$h.takeTrip(raw)', atInline: 'pendingTrips.get(`trip:${raw}`)' }],
  ),
  handleRecordFlow('handle-record-checked', 'The same record, compared with the user, the tool and the clock: nothing to report.', `${TOOL_AND_EXPIRY} || saved.userId !== $USER`, []),
];
