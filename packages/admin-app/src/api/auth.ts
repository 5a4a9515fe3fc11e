import type { LoginRequest } from '@chairside/api-contract';
import { call } from './client';

/** Signs in (the login page's call). A 401 here is a wrong password, not an expired session. */
export const login = (credentials: LoginRequest) => call('login', { body: credentials });
