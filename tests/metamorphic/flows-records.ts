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

/** The same record parked by a helper under a handle it makes itself, serialised, and its name cut of the handle's prefix. */
function parkedRecordFlow(name: string, about: string, check: string, expect: readonly Expectation[]): Flow {
  return {
    name,
    about,
    sdk: 'both',
    imports: [{ from: 'node:crypto', names: ['randomBytes'] }],
    preamble: "const parked = new Map();\nconst PREFIX = 'trip_';",
    helpers: [
      { name: 'recordName', params: [['handle', 'string']], body: 'return `pending:${handle.slice(PREFIX.length)}`;' },
      {
        name: 'parkTrip',
        params: [['record', 'Record<string, unknown>']],
        body: "const handle = PREFIX + randomBytes(24).toString('base64url');\nparked.set($h.recordName(handle), JSON.stringify({ ...record, parkedAt: Date.now() }));\nreturn handle;",
      },
      {
        name: 'takeTrip',
        params: [['handle', 'string']],
        body: 'const raw = parked.get($h.recordName(handle));\nparked.delete($h.recordName(handle));\nreturn raw ? JSON.parse(raw) : undefined;',
      },
    ],
    tool: { name: 'plan_trip', fields: ['city'] },
    handler: ['const raw = $STATE;', `if (raw === undefined) return $ASK($h.parkTrip(${RECORD}));`, 'const saved = $h.takeTrip(raw);', `if (${check}) return ${REFUSED};`, `return ${BOOKED};`].join('\n'),
    inline: {
      preamble: "const parked = new Map();\nconst PREFIX = 'trip_';",
      imports: [{ from: 'node:crypto', names: ['randomBytes'] }],
      handler: [
        'const raw = $STATE;',
        'if (raw === undefined) {',
        "  const handle = PREFIX + randomBytes(24).toString('base64url');",
        `  parked.set(\`pending:\${handle.slice(PREFIX.length)}\`, JSON.stringify(${RECORD}));`,
        '  return $ASK(handle);',
        '}',
        'const kept = parked.get(`pending:${raw.slice(PREFIX.length)}`);',
        'const saved = kept ? JSON.parse(kept) : undefined;',
        `if (${check}) return ${REFUSED};`,
        `return ${BOOKED};`,
      ].join('\n'),
    },
    expect,
  };
}

export const RECORD_FLOWS: readonly Flow[] = [
  parkedRecordFlow(
    'parked-record-user-unchecked',
    'A helper parks the record under a handle it makes and takes it back by the handle; the retry compares the tool and the expiry, not the user.',
    TOOL_AND_EXPIRY,
    [{ rule: 'require-state-binding', messageId: 'recordSkipsChecks', at: '$h.takeTrip(raw)', atInline: 'parked.get(`pending:${raw.slice(PREFIX.length)}`)' }],
  ),
  parkedRecordFlow('parked-record-checked', 'The same parked record compared with the user too: nothing to report.', `${TOOL_AND_EXPIRY} || saved.userId !== $USER`, []),
  handleRecordFlow(
    'handle-record-user-unchecked',
    'A random handle keys a record kept under `trip:${handle}` that names the user; the retry compares the tool and the expiry, not the user.',
    TOOL_AND_EXPIRY,
    [{ rule: 'require-state-binding', messageId: 'recordSkipsChecks', at: '$h.takeTrip(raw)', atInline: 'pendingTrips.get(`trip:${raw}`)' }],
  ),
  handleRecordFlow('handle-record-checked', 'The same record, compared with the user, the tool and the clock: nothing to report.', `${TOOL_AND_EXPIRY} || saved.userId !== $USER`, []),
];
