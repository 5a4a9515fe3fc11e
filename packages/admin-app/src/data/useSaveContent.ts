import type { PrivacyPolicyResponse, TermsResponse } from '@chairside/api-contract';
import useSWRMutation from 'swr/mutation';
import { saveAdminPrivacyPolicy, saveAdminTerms } from '../api/content';
import { keys } from './keys';

/** Saves the privacy policy; the cached policy becomes the saved one (as the server sanitised it). */
export const useSavePrivacyPolicy = () =>
  useSWRMutation<PrivacyPolicyResponse, Error, string, string>(keys.adminPolicy, (_key, { arg }) => saveAdminPrivacyPolicy(arg), {
    populateCache: true,
    revalidate: false,
    throwOnError: true,
  });

/** Saves the terms; the cached terms become the saved ones. */
export const useSaveTerms = () =>
  useSWRMutation<TermsResponse, Error, string, string>(keys.adminTerms, (_key, { arg }) => saveAdminTerms(arg), {
    populateCache: true,
    revalidate: false,
    throwOnError: true,
  });
