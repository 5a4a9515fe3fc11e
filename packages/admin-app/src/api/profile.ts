import type { AdminProfile, ProfileUpdate } from '@chairside/api-contract';
import { request } from './client';

/** GET /api/admin/profile. */
export const getAdminProfile = () => request<AdminProfile>('/api/admin/profile');

/** PUT /api/admin/profile. */
export const updateAdminProfile = (profile: ProfileUpdate) =>
  request<AdminProfile>('/api/admin/profile', { method: 'PUT', body: profile });
