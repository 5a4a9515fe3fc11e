export { RequireAuth, type LoginState } from './RequireAuth';
export { logout } from './logout';
export { authKey, clearSession, isLoggedIn, readToken, storeSession, tokenKey } from './storage';
