import useSWR from 'swr';
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

/** The dashboard's figures. */
export const useDashboardSummary = () => useSWR(keys.dashboard, getDashboardSummary);

/** The signed-in administrator's profile. */
export const useAdminProfile = () => useSWR(keys.adminProfile, getAdminProfile);

/** Every professional (the list answer is a plain array). */
export const useProfessionals = () => useSWR(keys.professionals, getProfessionals);

/** Every salon. */
export const useSalons = () => useSWR(keys.salons, getSalons);

/** One page of private suites; `page` is one-based, as sent on the wire. */
export const usePrivateSuites = (page: number) =>
  useSWR(keys.privateSuites(page), () => getPrivateSuites(page), { keepPreviousData: true });

/** One professional's profile; no call without an id. */
export const useProfessionalProfile = (id: string | undefined) =>
  useSWR(id ? keys.professional(id) : null, () => getProfessionalProfile(id!));

/** One salon's profile. */
export const useSalonProfile = (id: string | undefined) => useSWR(id ? keys.salon(id) : null, () => getSalonProfile(id!));

/** One private suite's profile (`{ profile }`). */
export const usePrivateSuiteProfile = (id: string | undefined) =>
  useSWR(id ? keys.privateSuite(id) : null, () => getPrivateSuiteProfile(id!));

/** The privacy policy as the editor loads it. */
export const useAdminPrivacyPolicy = () => useSWR(keys.adminPolicy, getAdminPrivacyPolicy, { revalidateOnFocus: false });

/** The terms as the editor loads them. */
export const useAdminTerms = () => useSWR(keys.adminTerms, getAdminTerms, { revalidateOnFocus: false });

/** The public privacy policy (no login). */
export const usePublicPrivacyPolicy = () => useSWR(keys.publicPolicy, getPublicPrivacyPolicy);

/** The public terms (no login). */
export const usePublicTerms = () => useSWR(keys.publicTerms, getPublicTerms);

/** Product reviews. */
export const useFeedbacks = () => useSWR(keys.feedbacks, getFeedbacks);

/** Support requests sent through the public form. */
export const useSupportRequests = () => useSWR(keys.supportRequests, getSupportRequests);
