import type {
  MessageResponse,
  PrivateSuiteProfileResponse,
  PrivateSuitesResponse,
  ProfessionalProfile,
  ProfessionalsResponse,
  SalonProfile,
  SalonsResponse,
} from '@chairside/api-contract';
import { request } from './client';

const id = (value: string | number) => encodeURIComponent(String(value));

/** GET /api/admin/professionals: a plain array. */
export const getProfessionals = () => request<ProfessionalsResponse>('/api/admin/professionals');

/** GET /api/admin/salons: a plain array. */
export const getSalons = () => request<SalonsResponse>('/api/admin/salons');

/** GET /api/admin/private-suites?page={n}&limit=10, `page` one-based. */
export const getPrivateSuites = (page: number, limit = 10) =>
  request<PrivateSuitesResponse>(`/api/admin/private-suites?page=${page}&limit=${limit}`);

export const accountKinds = ['professionals', 'salons', 'private-suites'] as const;
export type AccountKind = (typeof accountKinds)[number];

/**
 * PUT /api/admin/{kind}/{id}/suspend or /unsuspend. The spec sends professionals' calls with a JSON
 * content type and no body, suites with an empty body and salons with none; all three carry no data.
 */
export const setSuspended = (kind: AccountKind, accountId: string | number, suspended: boolean) =>
  request<MessageResponse>(`/api/admin/${kind}/${id(accountId)}/${suspended ? 'suspend' : 'unsuspend'}`, {
    method: 'PUT',
    body: kind === 'professionals' ? null : undefined,
  });

/** DELETE /api/admin/users/{id}: used for private suites, professionals and salons. */
export const deleteAccount = (accountId: string | number) =>
  request<MessageResponse>(`/api/admin/users/${id(accountId)}`, { method: 'DELETE' });

/** GET /api/admin/profile/professional/{id}: the profile object itself. */
export const getProfessionalProfile = (accountId: string | number) =>
  request<ProfessionalProfile>(`/api/admin/profile/professional/${id(accountId)}`);

/** GET /api/admin/profile/salon/{id}: the profile object itself. */
export const getSalonProfile = (accountId: string | number) => request<SalonProfile>(`/api/admin/profile/salon/${id(accountId)}`);

/** GET /api/admin/profile/private-suite/{id}: `{ profile }` with privateSuiteUnits inside. */
export const getPrivateSuiteProfile = (accountId: string | number) =>
  request<PrivateSuiteProfileResponse>(`/api/admin/profile/private-suite/${id(accountId)}`);
