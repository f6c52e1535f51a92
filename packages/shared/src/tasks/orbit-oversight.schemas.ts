import { z } from 'zod';
import { orbitVisibilities } from './task.schemas.js';

/** GET /api/orgs/:org/orbits/all (owners and admins): every orbit of the workspace, private ones too. */
export const overseenOrbitSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  visibility: z.enum(orbitVisibilities),
  archived: z.boolean(),
  memberCount: z.number().int(),
  /** Whether the caller is a member of it (a private orbit they are not in: they may join). */
  joined: z.boolean(),
  createdBy: z.string().nullable(),
});
export type OverseenOrbit = z.infer<typeof overseenOrbitSchema>;
export const overseenOrbitListSchema = z.array(overseenOrbitSchema);
