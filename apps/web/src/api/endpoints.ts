import {
  AnonymousCheckResponse,
  AuthResponse,
  BillingHistory,
  ClaimResponse,
  DocumentDetail,
  PaymentsConfigResponse,
  PortalResponse,
  SubscriptionResponse,
  DocumentList,
  ExportPreferences,
  OAUTH_PATHS,
  OAuthConfigResponse,
  ForgotPasswordResponse,
  PageCheckResponse,
  PaymentSessionResponse,
  PaymentStatusResponse,
  ProcessResponse,
  StatementUpdateResponse,
  User,
  type ChangePasswordRequest,
  type CreatePaymentSessionRequest,
  type DownloadFormat,
  type ExportDateFormat,
  type ExportFormat,
  type LoginRequest,
  type ProfileUpdateRequest,
  type ResetPasswordRequest,
  type SignupRequest,
  type Statement,
} from '@statemint/contracts';
import { apiRequest, OAUTH_SESSION_TOKEN } from './client.ts';

/** Header carrying the id from the address hash during the OAuth exchange (spec section 9). */
export const SESSION_ID_HEADER = 'X-Session-ID';

/** Header carrying the anonymous visitor's browser fingerprint (spec section 9). */
export const FINGERPRINT_HEADER = 'X-Browser-Fingerprint';

export const api = {
  oauthConfig: () => apiRequest(OAUTH_PATHS.config, { schema: OAuthConfigResponse }),
  oauthSessionData: (sessionId: string) =>
    apiRequest(OAUTH_PATHS.sessionData, {
      headers: { [SESSION_ID_HEADER]: sessionId },
      schema: User,
    }),
  profile: (token: string) => apiRequest('/api/user/profile', { token, schema: User }),
  login: (body: LoginRequest) =>
    apiRequest('/api/auth/login', { method: 'POST', json: body, schema: AuthResponse }),
  signup: (body: SignupRequest) =>
    apiRequest('/api/auth/signup', { method: 'POST', json: body, schema: AuthResponse }),
  logout: (token: string) =>
    token === OAUTH_SESSION_TOKEN
      ? apiRequest<void>(OAUTH_PATHS.logout, { method: 'POST', as: 'none' })
      : apiRequest<void>('/api/auth/logout', { method: 'POST', token, as: 'none' }),
  forgotPassword: (email: string) =>
    apiRequest('/api/auth/forgot-password', {
      method: 'POST',
      json: { email },
      schema: ForgotPasswordResponse,
    }),
  resetPassword: (body: ResetPasswordRequest) =>
    apiRequest<void>('/api/auth/reset-password', { method: 'POST', json: body, as: 'none' }),
  changePassword: (token: string, body: ChangePasswordRequest) =>
    apiRequest<void>('/api/auth/change-password', {
      method: 'POST',
      token,
      json: body,
      as: 'none',
    }),
  /** Signs out every session of the user; an OAuth session sends its cookie. */
  logoutAll: (token: string) =>
    apiRequest<void>('/api/auth/logout-all', { method: 'POST', token, as: 'none' }),
  checkPages: (token: string, pageCount: number) =>
    apiRequest('/api/user/pages/check', {
      method: 'POST',
      token,
      json: { page_count: pageCount },
      schema: PageCheckResponse,
    }),
  anonymousCheck: (fingerprint: string) =>
    apiRequest('/api/anonymous/check', {
      method: 'POST',
      json: { browser_fingerprint: fingerprint },
      schema: AnonymousCheckResponse,
    }),
  anonymousConvert: (file: File, fingerprint: string) =>
    apiRequest('/api/anonymous/convert', {
      method: 'POST',
      body: fileForm(file),
      headers: { [FINGERPRINT_HEADER]: fingerprint },
      schema: ProcessResponse,
    }),
  processPdf: (file: File, token: string) =>
    apiRequest('/api/process-pdf', {
      method: 'POST',
      body: fileForm(file),
      token,
      schema: ProcessResponse,
    }),
  documents: (token: string) => apiRequest('/api/documents', { token, schema: DocumentList }),
  document: (token: string, id: string) =>
    apiRequest(`/api/documents/${encodeURIComponent(id)}`, { token, schema: DocumentDetail }),
  /** Attaches an anonymous conversion to the signed-in account (issue 10); single use. */
  claimDocument: (token: string, claimToken: string) =>
    apiRequest('/api/documents/claim', {
      method: 'POST',
      token,
      json: { token: claimToken },
      schema: ClaimResponse,
    }),
  downloadDocument: (token: string, id: string, format: DownloadFormat = 'csv') =>
    apiRequest<Blob>(
      `/api/documents/${encodeURIComponent(id)}/download${format === 'csv' ? '' : `?format=${format}`}`,
      { token, as: 'blob' },
    ),
  /** A stored document in any export format, read from its current (edited) version by the server. */
  exportDocument: (
    token: string,
    id: string,
    format: ExportFormat,
    options: { dateFormat: ExportDateFormat; european: boolean },
  ) =>
    apiRequest<Blob>(
      `/api/documents/${encodeURIComponent(id)}/export?${new URLSearchParams({
        format,
        dateFormat: options.dateFormat,
        european: options.european ? '1' : '0',
      }).toString()}`,
      { token, as: 'blob' },
    ),
  exportPreferences: (token: string) =>
    apiRequest('/api/user/preferences', { token, schema: ExportPreferences }),
  updateExportPreferences: (token: string, body: ExportPreferences) =>
    apiRequest('/api/user/preferences', {
      method: 'PUT',
      token,
      json: body,
      schema: ExportPreferences,
    }),
  /** Stores an edited Statement as the document's new version (the engine's original is kept). */
  saveStatement: (token: string, id: string, statement: Statement) =>
    apiRequest(`/api/documents/${encodeURIComponent(id)}/statement`, {
      method: 'PUT',
      token,
      json: statement,
      schema: StatementUpdateResponse,
    }),
  deleteDocument: (token: string, id: string) =>
    apiRequest<void>(`/api/documents/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      token,
      as: 'none',
    }),
  updateProfile: (token: string, body: ProfileUpdateRequest) =>
    apiRequest('/api/user/profile', { method: 'PUT', token, json: body, schema: User }),
  deleteProfile: (token: string) =>
    apiRequest<void>('/api/user/profile', { method: 'DELETE', token, as: 'none' }),
  createPaymentSession: (token: string, body: CreatePaymentSessionRequest) =>
    apiRequest('/api/payments/create-session', {
      method: 'POST',
      token,
      json: body,
      schema: PaymentSessionResponse,
    }),
  paymentStatus: (token: string, sessionId: string) =>
    apiRequest(`/api/payments/status/${encodeURIComponent(sessionId)}`, {
      token,
      schema: PaymentStatusResponse,
    }),
  paymentsConfig: () => apiRequest('/api/payments/config', { schema: PaymentsConfigResponse }),
  subscription: (token: string) =>
    apiRequest('/api/payments/subscription', { token, schema: SubscriptionResponse }),
  cancelSubscription: (token: string) =>
    apiRequest<void>('/api/payments/cancel', { method: 'POST', token, as: 'none' }),
  billingHistory: (token: string) =>
    apiRequest('/api/payments/history', { token, schema: BillingHistory }),
  billingPortal: (token: string) =>
    apiRequest('/api/payments/portal', { method: 'POST', token, schema: PortalResponse }),
};

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}
