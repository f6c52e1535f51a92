import {
  boardFileMaxBytes,
  boardFileSchema,
  boardSchema,
  createBoardSchema,
  updateBoardSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { registerOrbitPageRoutes } from '../orbit-pages/orbit-page.routes.js';
import type { SyncContext } from '../sync/with-changes.js';
import './board-collab.js';
import { boardPageFiles } from './board-files.js';

// Whiteboards (docs/API.md, Boards), under /api/orgs/:org/boards; every :id takes the server id or
// the temporary id the board was made under. The drawing itself travels on the collaboration socket.

const base = '/api/orgs/:org/boards';

export const boardsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);
    await registerOrbitPageRoutes(
      app,
      ctx,
      sync,
      boardPageFiles,
      base,
      { page: boardSchema, create: createBoardSchema, update: updateBoardSchema, file: boardFileSchema },
      { maxBytes: boardFileMaxBytes, choose: 'Choose a file.' },
    );
  };
