import useSWR, { type Key, type SWRConfiguration } from 'swr';
import { ApiError } from '../api/client';
import { getDashboardSummary } from '../api/dashboard';
import { getAdminProfile } from '../api/profile';
import {
  getPrivateSuiteProfile,
  getPrivateSuites,
  getProfessionalProfile,
  getProfessionals,
  getSalonProfile,
  getSalons,
} from '../api/accounts';
import {
  getAdminPrivacyPolicy,
  getAdminTerms,
  getFeedbacks,
  getPublicPrivacyPolicy,
  getPublicTerms,
  getSupportRequests,
} from '../api/content';
import { keys } from './keys';

/**
 * What every read does unless it says otherwise: no retry storm on answers that will not change by
 * retrying (4xx). Given to each read rather than through an SWRConfig at the root, so the code the
 * login page waits for does not include SWR (scripts/bundle-budget.mjs).
 */
export const readDefaults: SWRConfiguration = {
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

/** useSWR with the read defaults; `options` adds to them. */
function useRead<Data>(key: Key, fetcher: () => Promise<Data>, options?: SWRConfiguration<Data, Error>) {
  return useSWR<Data, Error>(key, () => fetcher(), { ...readDefaults, ...options });
}

/** The dashboard's figures. */
export const useDashboardSummary = () => useRead(keys.dashboard, getDashboardSummary);

/** The signed-in administrator's profile. */
export const useAdminProfile = () => useRead(keys.adminProfile, getAdminProfile);

/** Every professional (the list answer is a plain array). */
export const useProfessionals = () => useRead(keys.professionals, getProfessionals);

/** Every salon. */
export const useSalons = () => useRead(keys.salons, getSalons);

/** One page of private suites; `page` is one-based, as sent on the wire. */
export const usePrivateSuites = (page: number) =>
  useRead(keys.privateSuites(page), () => getPrivateSuites(page), { keepPreviousData: true });

/** One professional's profile; no call without an id. */
export const useProfessionalProfile = (id: string | undefined) =>
  useRead(id ? keys.professional(id) : null, () => getProfessionalProfile(id!));

/** One salon's profile. */
export const useSalonProfile = (id: string | undefined) => useRead(id ? keys.salon(id) : null, () => getSalonProfile(id!));

/** One private suite's profile (`{ profile }`). */
export const usePrivateSuiteProfile = (id: string | undefined) =>
  useRead(id ? keys.privateSuite(id) : null, () => getPrivateSuiteProfile(id!));

/** The privacy policy as the editor loads it. */
export const useAdminPrivacyPolicy = () => useRead(keys.adminPolicy, getAdminPrivacyPolicy, { revalidateOnFocus: false });

/** The terms as the editor loads them. */
export const useAdminTerms = () => useRead(keys.adminTerms, getAdminTerms, { revalidateOnFocus: false });

/** The public privacy policy (no login). */
export const usePublicPrivacyPolicy = () => useRead(keys.publicPolicy, getPublicPrivacyPolicy);

/** The public terms (no login). */
export const usePublicTerms = () => useRead(keys.publicTerms, getPublicTerms);

/** Product reviews. */
export const useFeedbacks = () => useRead(keys.feedbacks, getFeedbacks);

/** Support requests sent through the public form. */
export const useSupportRequests = () => useRead(keys.supportRequests, getSupportRequests);
