import { useRead } from './useReads';

/**
 * An account's moderation history (its audit entries, newest first) and where its suspension stands;
 * no call without an id. The key is the call's url, so the detail page's actions read it again.
 */
export const useAccountHistory = (id: string | undefined) => useRead('getAccountHistory', id ? [{ params: { id } }] : null);
