// The upstream API client keeps its credentials next to the page it reached.
export interface Cursor {
  page: number;
  accessToken: string;
}

export const cursorFor = (page: number, auth: { token: string }): Cursor => ({ page, accessToken: auth.token });
