import type { LoginRequest, LoginResponse, MessageResponse, PasswordChange } from '@chairside/api-contract';
import { request } from './client';

/** POST /api/admin/login (no token; a 401 here is a wrong password, not an expired session). */
export const login = (credentials: LoginRequest) =>
  request<LoginResponse>('/api/admin/login', { method: 'POST', body: credentials, auth: false });

/** POST /api/admin/logout: revokes the session on the server (an extra of our server). */
export const logout = () => request<MessageResponse>('/api/admin/logout', { method: 'POST' });

/** PUT /api/admin/password. */
export const changePassword = (change: PasswordChange) =>
  request<MessageResponse>('/api/admin/password', { method: 'PUT', body: change });
