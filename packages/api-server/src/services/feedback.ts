import {
  serverMessages,
  type Feedback,
  type FeedbacksResponse,
  type SupportRequest,
  type SupportRequestCreate,
  type SupportRequestsResponse,
} from '@chairside/api-contract';
import type { Selectable } from 'kysely';
import { insertSupportRequest, listFeedback, listSupportRequests } from '../db/queries/content.ts';
import type { SupportRequestsTable } from '../db/schema.ts';
import type { ServiceContext } from './context.ts';
import { consume } from './rate-limit.ts';

type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>[number];

/** A review as the contract sends it; the author is null once their account is gone. */
const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  starsCount: row.stars_count,
  text: row.text,
  createdAt: row.created_at,
  user: row.full_name === null ? null : { fullName: row.full_name },
});

const toSupportRequest = (row: Selectable<SupportRequestsTable>): SupportRequest => ({
  id: row.id,
  email: row.email,
  headline: row.headline,
  description: row.description,
  createdAt: row.created_at,
});

/** Every review, newest first. */
export const listFeedbacks = async (ctx: ServiceContext): Promise<FeedbacksResponse> => ({
  feedbacks: (await listFeedback(ctx.db)).map(toFeedback),
});

/** Every support request, newest first. */
export const listSupport = async (ctx: ServiceContext): Promise<SupportRequestsResponse> => ({
  supportRequests: (await listSupportRequests(ctx.db)).map(toSupportRequest),
});

/** Stores a request from the public form, rate limited per address. */
export const createSupportRequest = async (ctx: ServiceContext, input: SupportRequestCreate, address: string) => {
  await consume(ctx, `support:${address}`, ctx.config.supportRateLimit, 'support requests');
  const { id } = await insertSupportRequest(ctx.db, {
    email: input.email.toLowerCase(),
    headline: input.headline,
    description: input.description,
    created_at: ctx.now().toISOString(),
  });
  return { message: serverMessages.supportCreated, id };
};
