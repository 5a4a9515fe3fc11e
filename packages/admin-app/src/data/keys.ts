/** SWR cache keys: the path of the call, so a key names exactly what it caches. */
export const keys = {
  dashboard: '/api/admin/dashboard-summary',
  adminProfile: '/api/admin/profile',
  professionals: '/api/admin/professionals',
  salons: '/api/admin/salons',
  privateSuites: (page: number) => `/api/admin/private-suites?page=${page}&limit=10`,
  professional: (id: string) => `/api/admin/profile/professional/${id}`,
  salon: (id: string) => `/api/admin/profile/salon/${id}`,
  privateSuite: (id: string) => `/api/admin/profile/private-suite/${id}`,
  adminPolicy: '/api/admin/privacy-policy',
  adminTerms: '/api/admin/terms',
  publicPolicy: '/api/public/privacy-policy',
  publicTerms: '/api/public/terms',
  feedbacks: '/api/admin/feedbacks',
  supportRequests: '/api/admin/support-requests',
} as const;
