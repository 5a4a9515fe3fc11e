import useSWRMutation from 'swr/mutation';
import { call } from '../api/client';
import { keyOf } from './keys';
import { readPolicy, readTerms, type PolicyDocument } from './useReads';

/** Saves the privacy policy; the cached policy becomes the saved one (as the server sanitised it). */
export const useSavePrivacyPolicy = () =>
  useSWRMutation<PolicyDocument, Error, string, string>(
    keyOf('getAdminPrivacyPolicy'),
    async (_key, { arg }) => readPolicy(await call('saveAdminPrivacyPolicy', { body: { content: arg } })),
    { populateCache: true, revalidate: false, throwOnError: true },
  );

/** Saves the terms; the cached terms become the saved ones. */
export const useSaveTerms = () =>
  useSWRMutation<PolicyDocument, Error, string, string>(
    keyOf('getAdminTerms'),
    async (_key, { arg }) => readTerms(await call('saveAdminTerms', { body: { content: arg } })),
    { populateCache: true, revalidate: false, throwOnError: true },
  );
