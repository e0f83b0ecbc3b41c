/* generated: lint checks off upstream (eslint-disable in the original) */
/* tslint:disable */
// @ts-nocheck
/*
 * ---------------------------------------------------------------
 * ## THIS FILE WAS GENERATED VIA SWAGGER-TYPESCRIPT-API        ##
 * ##                                                           ##
 * ## AUTHOR: acacode                                           ##
 * ## SOURCE: https://github.com/acacode/swagger-typescript-api ##
 * ---------------------------------------------------------------
 */

export interface Contact {
  /** @format uuid */
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  company?: string | null;
  phone?: string | null;
  /** @format date-time */
  updatedAt: string;
}

export interface ContactPage {
  items: Contact[];
  /** Opaque cursor for the next page, absent on the last page */
  nextCursor?: string | null;
  total: number;
}

export interface MergeRequest {
  /** @format uuid */
  survivorId: string;
  /** @format uuid */
  duplicateId: string;
  /** Field-by-field choice; defaults to survivor */
  prefer?: Record<string, 'survivor' | 'duplicate'>;
}

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
}

export type QueryParamsType = Record<string | number, any>;

export interface FullRequestParams extends Omit<RequestInit, 'body'> {
  secure?: boolean;
  path: string;
  type?: ContentType;
  query?: QueryParamsType;
  format?: 'json' | 'text';
  body?: unknown;
  baseUrl?: string;
}

export type RequestParams = Omit<FullRequestParams, 'body' | 'method' | 'query' | 'path'>;

export interface ApiConfig<SecurityDataType = unknown> {
  baseUrl?: string;
  baseApiParams?: Omit<RequestParams, 'baseUrl'>;
  securityWorker?: (securityData: SecurityDataType | null) => Promise<RequestParams | void> | RequestParams | void;
  customFetch?: typeof fetch;
}

export interface HttpResponse<D extends unknown, E extends unknown = unknown> extends Response {
  data: D;
  error: E;
}

export enum ContentType {
  Json = 'application/json',
  FormData = 'multipart/form-data',
  UrlEncoded = 'application/x-www-form-urlencoded',
  Text = 'text/plain',
}

export class HttpClient<SecurityDataType = unknown> {
  public baseUrl: string = 'https://api.acmecrm.example/v3';
  private securityData: SecurityDataType | null = null;
  private securityWorker?: ApiConfig<SecurityDataType>['securityWorker'];
  private baseApiParams: RequestParams = {
    credentials: 'same-origin',
    headers: {},
    redirect: 'follow',
    referrerPolicy: 'no-referrer',
  };

  constructor(apiConfig: ApiConfig<SecurityDataType> = {}) {
    Object.assign(this, apiConfig);
  }

  public setSecurityData = (data: SecurityDataType | null) => {
    this.securityData = data;
  };

  protected encodeQueryParam(key: string, value: any) {
    const encodedKey = encodeURIComponent(key);
    return `${encodedKey}=${encodeURIComponent(typeof value === 'number' ? value : `${value}`)}`;
  }

  protected toQueryString(rawQuery?: QueryParamsType): string {
    const query = rawQuery || {};
    const keys = Object.keys(query).filter((key) => 'undefined' !== typeof query[key]);
    return keys.map((key) => this.encodeQueryParam(key, query[key])).join('&');
  }

  protected addQueryParams(rawQuery?: QueryParamsType): string {
    const queryString = this.toQueryString(rawQuery);
    return queryString ? `?${queryString}` : '';
  }

  public request = async <T = any, E = any>({
    body,
    secure,
    path,
    type,
    query,
    format,
    baseUrl,
    ...params
  }: FullRequestParams): Promise<HttpResponse<T, E>> => {
    const secureParams =
      ((typeof secure === 'boolean' ? secure : this.baseApiParams.secure) &&
        this.securityWorker &&
        (await this.securityWorker(this.securityData))) ||
      {};
    const requestParams = { ...this.baseApiParams, ...params, ...secureParams };
    const response = (await fetch(`${baseUrl || this.baseUrl || ''}${path}${this.addQueryParams(query)}`, {
      ...requestParams,
      headers: {
        ...(requestParams.headers || {}),
        ...(type ? { 'Content-Type': type } : {}),
      },
      body: body === undefined ? undefined : type === ContentType.Json ? JSON.stringify(body) : (body as BodyInit),
    })) as HttpResponse<T, E>;
    response.data = null as unknown as T;
    response.error = null as unknown as E;

    const payload = format === 'json' ? await response.json().catch(() => null) : await response.text();
    if (response.ok) response.data = payload;
    else response.error = payload;

    if (!response.ok) throw response;
    return response;
  };
}

/**
 * @title Acme CRM API
 * @version 3.2.0
 * @baseUrl https://api.acmecrm.example/v3
 */
export class Api<SecurityDataType extends unknown> extends HttpClient<SecurityDataType> {
  contacts = {
    /**
     * @tags Contacts
     * @name ContactsGet
     * @request GET:/contacts/{contactId}
     * @secure
     */
    contactsGet: (contactId: string, params: RequestParams = {}) =>
      this.request<Contact, ProblemDetails>({
        path: `/contacts/${contactId}`,
        method: 'GET',
        secure: true,
        format: 'json',
        ...params,
      }),

    /**
     * @tags Contacts
     * @name ContactsSearch
     * @request GET:/contacts
     * @secure
     */
    contactsSearch: (query: { q: string; cursor?: string; limit?: number }, params: RequestParams = {}) =>
      this.request<ContactPage, ProblemDetails>({
        path: `/contacts`,
        method: 'GET',
        query: query,
        secure: true,
        format: 'json',
        ...params,
      }),

    /**
     * @tags Contacts
     * @name ContactsMerge
     * @request POST:/contacts/merge
     * @secure
     */
    contactsMerge: (data: MergeRequest, params: RequestParams = {}) =>
      this.request<Contact, ProblemDetails>({
        path: `/contacts/merge`,
        method: 'POST',
        body: data,
        secure: true,
        type: ContentType.Json,
        format: 'json',
        ...params,
      }),
  };
}
