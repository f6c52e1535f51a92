import multipart from '@fastify/multipart';
import {
  attachmentsPerUpload,
  boardFileMaxBytes,
  boardFileSchema,
  boardSchema,
  createBoardSchema,
  entityIdSchema,
  updateBoardSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { registerOrbitPageRoutes } from '../orbit-pages/orbit-page.routes.js';
import { putOrbitPageFile, sendOrbitPageFile } from '../orbit-pages/orbit-page-files.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import './board-collab.js';
import { boardPageFiles } from './board-files.js';

// Whiteboards (docs/API.md, Boards), under /api/orgs/:org/boards; every :id takes the server id or
// the temporary id the board was made under. The drawing itself travels on the collaboration socket.

const base = '/api/orgs/:org/boards';
const idParams = orgParamsSchema.extend({ id: entityIdSchema });

export const boardsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    await app.register(multipart, {
      limits: { fileSize: boardFileMaxBytes, files: attachmentsPerUpload, fields: 10, parts: 40 },
    });
    app.addHook('preHandler', app.requireUser);
    const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    registerOrbitPageRoutes(app, ctx, sync, 'board', base, {
      page: boardSchema,
      create: createBoardSchema,
      update: updateBoardSchema,
    });

    const fileParams = idParams.extend({ fileId: entityIdSchema });
    app.put(
      `${base}/:id/files/:fileId`,
      { schema: { params: fileParams, response: { 200: boardFileSchema, 201: boardFileSchema } } },
      async (request, reply) => {
        const who = await actor(request, request.params.org);
        if (!request.isMultipart()) {
          throw new AppError('validation_failed', 'Choose a file.', { file: 'Choose a file.' });
        }
        const { file, created } = await putOrbitPageFile(
          { ...sync, storage: ctx.storage },
          boardPageFiles,
          who,
          request.params.id,
          request.params.fileId,
          request.parts(),
          ctx.config.storageQuotaBytes,
        );
        return reply.status(created ? 201 : 200).send(file);
      },
    );
    app.get(
      `${base}/:id/files/:fileId`,
      { schema: { params: fileParams }, exposeHeadRoute: false },
      async (request, reply) =>
        sendOrbitPageFile(
          { db: ctx.db, storage: ctx.storage, logger: ctx.logger },
          boardPageFiles,
          await actor(request, request.params.org),
          request.params.id,
          request.params.fileId,
          request,
          reply,
        ),
    );
  };
