import multipart from '@fastify/multipart';
import { attachmentMaxBytes, attachmentsPerUpload, entityIdSchema, itemSchema } from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { addAttachments } from './add-attachments.js';
import { removeAttachment } from './remove-attachment.js';
import { sendAttachment } from './send-attachment.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });

export const attachmentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    // Only these routes take multipart bodies; files stream to storage, never into memory.
    await app.register(multipart, {
      limits: { fileSize: attachmentMaxBytes, files: attachmentsPerUpload, fields: 10, parts: 40 },
    });
    app.addHook('preHandler', app.requireUser);

    app.post(
      '/api/orgs/:org/items/:id/attachments',
      { schema: { params: idParams, response: { 201: itemSchema } } },
      async (request, reply) => {
        const actor = await resolveActor(ctx.db, request, request.params.org);
        if (!request.isMultipart()) {
          throw new AppError('validation_failed', 'Choose a file to attach.', {
            file: 'Choose a file to attach.',
          });
        }
        const item = await addAttachments(
          sync,
          ctx.storage,
          actor,
          request.params.id,
          request.parts(),
          ctx.config.storageQuotaBytes,
        );
        return reply.status(201).send(item);
      },
    );
    app.get(
      '/api/orgs/:org/attachments/:id',
      // A HEAD would open the file only to drop it.
      { schema: { params: idParams }, exposeHeadRoute: false },
      async (request, reply) =>
        sendAttachment(
          { db: ctx.db, storage: ctx.storage, logger: ctx.logger },
          await resolveActor(ctx.db, request, request.params.org),
          request.params.id,
          request,
          reply,
        ),
    );
    app.delete(
      '/api/orgs/:org/attachments/:id',
      { schema: { params: idParams, response: { 200: itemSchema } } },
      async (request) =>
        removeAttachment(
          sync,
          ctx.storage,
          await resolveActor(ctx.db, request, request.params.org),
          request.params.id,
        ),
    );
  };
