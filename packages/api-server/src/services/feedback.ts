import { serverMessages, type FeedbacksResponse, type SupportRequestCreate, type SupportRequestsResponse } from '@chairside/api-contract';
import { insertSupportRequest, listFeedback, listSupportRequests } from '../db/queries/content.ts';
import type { ServiceContext } from './context.ts';
import { consume } from './rate-limit.ts';

/** Every review, newest first; the author is null once their account is gone. */
export const listFeedbacks = async (ctx: ServiceContext): Promise<FeedbacksResponse> => {
  const rows = await listFeedback(ctx.db);
  return {
    feedbacks: rows.map((row) => ({
      id: row.id,
      starsCount: row.stars_count,
      text: row.text,
      createdAt: row.created_at,
      user: row.full_name === null ? null : { fullName: row.full_name },
    })),
  };
};

export const listSupport = async (ctx: ServiceContext): Promise<SupportRequestsResponse> => {
  const rows = await listSupportRequests(ctx.db);
  return {
    supportRequests: rows.map((row) => ({
      id: row.id,
      email: row.email,
      headline: row.headline,
      description: row.description,
      createdAt: row.created_at,
    })),
  };
};

/** Stores a request from the public form, rate limited per address. */
export const createSupportRequest = async (ctx: ServiceContext, input: SupportRequestCreate, address: string) => {
  await consume(ctx, `support:${address}`, ctx.config.supportRateLimit, 'support requests');
  const { id } = await insertSupportRequest(ctx.db, {
    email: input.email.toLowerCase(),
    headline: input.headline,
    description: input.description,
    createdAt: ctx.now().toISOString(),
  });
  return { message: serverMessages.supportCreated, id };
};
