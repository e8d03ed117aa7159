import type {
  AnonymousCheckResponse,
  AuthResponse,
  CreatePaymentSessionRequest,
  DocumentSummary,
  DownloadFormat,
  LoginRequest,
  PageCheckResponse,
  PaymentSessionResponse,
  PaymentStatusResponse,
  ProcessResponse,
  ProfileUpdateRequest,
  SignupRequest,
  User,
} from '@statemint/contracts';
import { apiRequest, OAUTH_SESSION_TOKEN } from './client.ts';

/** Header carrying the id from the address hash during the OAuth exchange (spec section 9). */
export const SESSION_ID_HEADER = 'X-Session-ID';

/** Header carrying the anonymous visitor's browser fingerprint (spec section 9). */
export const FINGERPRINT_HEADER = 'X-Browser-Fingerprint';

export const api = {
  oauthSessionData: (sessionId: string) =>
    apiRequest<User>('/api/auth/oauth/session-data', {
      headers: { [SESSION_ID_HEADER]: sessionId },
    }),
  profile: (token: string) => apiRequest<User>('/api/user/profile', { token }),
  login: (body: LoginRequest) =>
    apiRequest<AuthResponse>('/api/auth/login', { method: 'POST', json: body }),
  signup: (body: SignupRequest) =>
    apiRequest<AuthResponse>('/api/auth/signup', { method: 'POST', json: body }),
  logout: (token: string) =>
    token === OAUTH_SESSION_TOKEN
      ? apiRequest<void>('/api/auth/oauth/logout', { method: 'POST', as: 'none' })
      : apiRequest<void>('/api/auth/logout', { method: 'POST', token, as: 'none' }),
  checkPages: (token: string, pageCount: number) =>
    apiRequest<PageCheckResponse>('/api/user/pages/check', {
      method: 'POST',
      token,
      json: { page_count: pageCount },
    }),
  anonymousCheck: (fingerprint: string) =>
    apiRequest<AnonymousCheckResponse>('/api/anonymous/check', {
      method: 'POST',
      json: { browser_fingerprint: fingerprint },
    }),
  anonymousConvert: (file: File, fingerprint: string) =>
    apiRequest<Partial<ProcessResponse>>('/api/anonymous/convert', {
      method: 'POST',
      body: fileForm(file),
      headers: { [FINGERPRINT_HEADER]: fingerprint },
    }),
  processPdf: (file: File, token: string) =>
    apiRequest<Partial<ProcessResponse>>('/api/process-pdf', {
      method: 'POST',
      body: fileForm(file),
      token,
    }),
  documents: (token: string) => apiRequest<DocumentSummary[]>('/api/documents', { token }),
  downloadDocument: (token: string, id: string, format: DownloadFormat = 'csv') =>
    apiRequest<Blob>(
      `/api/documents/${encodeURIComponent(id)}/download${format === 'csv' ? '' : `?format=${format}`}`,
      { token, as: 'blob' },
    ),
  deleteDocument: (token: string, id: string) =>
    apiRequest<void>(`/api/documents/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      token,
      as: 'none',
    }),
  updateProfile: (token: string, body: ProfileUpdateRequest) =>
    apiRequest<User>('/api/user/profile', { method: 'PUT', token, json: body }),
  deleteProfile: (token: string) =>
    apiRequest<void>('/api/user/profile', { method: 'DELETE', token, as: 'none' }),
  createPaymentSession: (token: string, body: CreatePaymentSessionRequest) =>
    apiRequest<PaymentSessionResponse>('/api/payments/create-session', {
      method: 'POST',
      token,
      json: body,
    }),
  paymentStatus: (token: string, sessionId: string) =>
    apiRequest<PaymentStatusResponse>(`/api/payments/status/${encodeURIComponent(sessionId)}`, {
      token,
    }),
};

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
