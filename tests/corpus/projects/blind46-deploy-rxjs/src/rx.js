import { catchError, from, mergeMap, of } from 'rxjs';

export const text = (message) => ({ content: [{ type: 'text', text: message }] });

export const failure = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

export const elicit = (message, requestedSchema) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
});

// askFor(inputRequests)(requestState): the 1.x SDK has no helper for this, so it is built by hand.
export const askFor = (inputRequests) => (requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

export const accepted = (inputResponses, key) => {
  const response = inputResponses?.[key];
  return response?.action === 'accept' ? response.content : undefined;
};

// fetchJson(url, init): Observable of the decoded body, erroring on a non-2xx answer.
export const fetchJson = (url, init) =>
  from(fetch(url, init)).pipe(
    mergeMap((res) => (res.ok ? from(res.json()) : Promise.reject(new Error(`${url.pathname} answered ${res.status}`)))),
  );

export const orFailure = (prefix) => catchError((error) => of(failure(`${prefix}: ${error.message}`)));
