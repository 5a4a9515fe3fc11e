import type { DashboardSummary } from '@chairside/api-contract';
import { request } from './client';

/** GET /api/admin/dashboard-summary. */
export const getDashboardSummary = () => request<DashboardSummary>('/api/admin/dashboard-summary');
