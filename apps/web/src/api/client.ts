// The app's API client. Interim: a few calls over fetch until @balance/api-client's createApiClient lands.
import { readTokenCookie } from '../auth/tokenCookie';
import type { UserSettings } from './types';

export type AppApiClientOptions = { baseUrl: string; onUnauthorized: () => void };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type AuthResult = { token: string; expiresAt: string; settings: UserSettings };

export function createAppApiClient({ baseUrl, onUnauthorized }: AppApiClientOptions) {
  async function call<T>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = readTokenCookie();
    if (auth && token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as {
      data?: T;
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.status === 401 && auth) onUnauthorized();
    if (!response.ok)
      throw new ApiError(response.status, json.message ?? `HTTP ${response.status}`, json.errors);
    return json.data as T;
  }
  return {
    login: (body: { userName: string; password: string; area: 'admin' | 'agent'; recaptchaToken?: string }) =>
      call<AuthResult>('POST', '/Auth', body, false),
    requestPasswordReset: (body: { userName: string; recaptchaToken?: string }) =>
      call<{ message: string }>('POST', '/user/resetpassword', body, false),
  };
}

export type AppApiClient = ReturnType<typeof createAppApiClient>;
