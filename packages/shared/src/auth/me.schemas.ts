import { z } from 'zod';
import { workspaceSummarySchema } from '../workspaces/workspace.schemas.js';
import { userSchema } from './auth.schemas.js';

/** GET /api/auth/me: who is signed in and the workspaces they belong to. */
export const meSchema = z.object({ user: userSchema, workspaces: z.array(workspaceSummarySchema) });
export type MeDto = z.infer<typeof meSchema>;
