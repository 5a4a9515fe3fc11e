import type { FeedbacksResponse, MessageResponse, PrivacyPolicyResponse, SupportRequestCreate, SupportRequestsResponse, TermsResponse } from '@chairside/api-contract';
import { request } from './client';

/** GET /api/admin/privacy-policy. */
export const getAdminPrivacyPolicy = () => request<PrivacyPolicyResponse>('/api/admin/privacy-policy');

/** POST /api/admin/privacy-policy {content}. */
export const saveAdminPrivacyPolicy = (content: string) =>
  request<PrivacyPolicyResponse>('/api/admin/privacy-policy', { method: 'POST', body: { content } });

/** GET /api/admin/terms. */
export const getAdminTerms = () => request<TermsResponse>('/api/admin/terms');

/** POST /api/admin/terms {content}. */
export const saveAdminTerms = (content: string) => request<TermsResponse>('/api/admin/terms', { method: 'POST', body: { content } });

/** GET /api/public/privacy-policy (no login). */
export const getPublicPrivacyPolicy = () => request<PrivacyPolicyResponse>('/api/public/privacy-policy', { auth: false });

/** GET /api/public/terms (no login). */
export const getPublicTerms = () => request<TermsResponse>('/api/public/terms', { auth: false });

/** GET /api/admin/feedbacks. */
export const getFeedbacks = () => request<FeedbacksResponse>('/api/admin/feedbacks');

/** GET /api/admin/support-requests. */
export const getSupportRequests = () => request<SupportRequestsResponse>('/api/admin/support-requests');

/** POST /api/support (public, no auth). */
export const submitSupportRequest = (supportRequest: SupportRequestCreate) =>
  request<MessageResponse>('/api/support', { method: 'POST', body: supportRequest, auth: false });
