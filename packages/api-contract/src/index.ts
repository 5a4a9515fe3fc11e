/** Every call of SPEC.md section 7 lives under this prefix. */
export const apiPrefix = '/api';
