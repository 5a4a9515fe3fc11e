export { RequireAuth, type LoginState } from './RequireAuth';
export { logout } from './logout';
export { loadSignIn, loginMessages, signInFailure, storeSignIn } from './signIn';
export { authKey, clearSession, isLoggedIn, readToken, storeSession, tokenKey } from './storage';
