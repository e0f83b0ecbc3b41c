// Compact serialisation of partially filled watering schedules so a later round can resume them.
function packDraft(draft) {
  const compact = {
    z: draft.zoneId,
    g: draft.growerId,
    s: draft.startAt || null,
    m: draft.minutes || null,
    r: draft.recurrence || null,
  };
  return Buffer.from(JSON.stringify(compact), 'utf8').toString('base64url');
}

function expandDraft(compact) {
  return {
    zoneId: compact.z,
    growerId: compact.g,
    startAt: compact.s || undefined,
    minutes: compact.m || undefined,
    recurrence: compact.r || undefined,
  };
}

module.exports = { packDraft, expandDraft };
