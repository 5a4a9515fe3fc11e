/*
 * @chairside/api-contract/fixtures: what tests build their data from. It is the demo data, so a test
 * sees what the seed and the mocks serve, plus the default documents, which tests compare answers
 * with. Production code imports '@chairside/api-contract' or '@chairside/api-contract/demo', never this.
 */
export * from './demo';
export { defaultPrivacyPolicyHtml, defaultTermsHtml, productName } from './documents';
