// Reducer for the booking journey: each round's event is folded into the nested state of the previous one.
export const emptyJourney = Object.freeze({ stage: 'trip', done: [], trip: {}, party: {}, pricing: {}, addons: [] });

export function applyRound(state = emptyJourney, event) {
  const done = state.stage && !state.done.includes(state.stage) ? [...state.done, state.stage] : state.done;
  switch (event.type) {
    case 'trip':
      return { ...state, stage: 'party', done, trip: { ...state.trip, ...event.trip } };
    case 'party':
      return {
        ...state,
        stage: 'addons',
        done,
        party: { ...state.party, ...event.party },
        pricing: { ...state.pricing, ...event.pricing },
      };
    case 'addons':
      return { ...state, stage: 'confirm', done, addons: [...event.addons] };
    case 'confirmed':
      return { ...state, stage: 'booked', done };
    default:
      throw new Error(`unknown journey event ${event.type}`);
  }
}

export function totalCents(state, addonPrices) {
  const base = state.pricing.perHeadCents * state.party.size;
  const extras = state.addons.reduce((sum, code) => sum + (addonPrices[code] ?? 0), 0);
  return base + extras;
}
