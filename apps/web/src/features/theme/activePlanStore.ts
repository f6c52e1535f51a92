import type { Plan } from '@orbit/shared';
import { create } from 'zustand';

/**
 * The plan of the workspace on screen. The theme controller sits above the router, so the dashboard
 * tells it the plan here; outside a workspace nothing is known and nothing is gated.
 */
export const useActivePlanStore = create<{ plan: Plan | undefined }>()(() => ({ plan: undefined }));
