import multipart from '@fastify/multipart';
import { attachmentsPerUpload, entityIdSchema } from '@orbit/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import {
  type OrbitPageFileRow,
  type OrbitPageFiles,
  putOrbitPageFile,
  sendOrbitPageFile,
} from './orbit-page-files.js';
import {
  type CreateOrbitPageBody,
  createOrbitPage,
  deleteOrbitPageForGood,
  setOrbitPageTrashed,
  type UpdateOrbitPageBody,
  updateOrbitPage,
} from './orbit-page-life.js';

type Schemas = {
  /** The page's DTO as the API answers it. */
  page: z.ZodType;
  create: z.ZodType<CreateOrbitPageBody>;
  update: z.ZodType<UpdateOrbitPageBody>;
  /** A stored file's DTO. */
  file: z.ZodType;
};

/** How the kind takes files: how large each may be, and what a request without one is told. */
type FileRules = { maxBytes: number; choose: string };

/**
 * The routes documents and boards share, under `base` (`/api/orgs/:org/documents`, `…/boards`): POST
 * (create), PATCH /:id, DELETE /:id (to Trash), POST /:id/restore, DELETE /:id/permanent, and their
 * files, PUT and GET /:id/files/:fileId (multipart is registered here, with the kind's size limit).
 * Every :id takes the server id or the temporary id; the caller's hooks (a session) apply.
 */
export async function registerOrbitPageRoutes<Row extends OrbitPageFileRow, Dto>(
  app: FastifyInstance,
  ctx: AppContext,
  sync: SyncContext,
  files: OrbitPageFiles<Row, Dto>,
  base: string,
  schemas: Schemas,
  fileRules: FileRules,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: fileRules.maxBytes, files: attachmentsPerUpload, fields: 10, parts: 40 },
  });
  const { kind } = files;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const idParams = orgParamsSchema.extend({ id: entityIdSchema });
  const reply = { 200: schemas.page };
  const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
    resolveActor(ctx.db, request, org);

  routes.post(
    base,
    { schema: { params: orgParamsSchema, body: schemas.create, response: { ...reply, 201: schemas.page } } },
    async (request, answer) => {
      const made = await createOrbitPage(sync, kind, await actor(request, request.params.org), request.body);
      return answer.status(made.created ? 201 : 200).send(made.value);
    },
  );
  routes.patch(
    `${base}/:id`,
    { schema: { params: idParams, body: schemas.update, response: reply } },
    async (request) =>
      updateOrbitPage(sync, kind, await actor(request, request.params.org), request.params.id, request.body),
  );
  routes.delete(`${base}/:id`, { schema: { params: idParams, response: reply } }, async (request) =>
    setOrbitPageTrashed(sync, kind, await actor(request, request.params.org), request.params.id, true),
  );
  routes.post(`${base}/:id/restore`, { schema: { params: idParams, response: reply } }, async (request) =>
    setOrbitPageTrashed(sync, kind, await actor(request, request.params.org), request.params.id, false),
  );
  routes.delete(`${base}/:id/permanent`, { schema: { params: idParams } }, async (request, answer) => {
    await deleteOrbitPageForGood(
      { ...sync, storage: ctx.storage },
      kind,
      await actor(request, request.params.org),
      request.params.id,
    );
    return answer.status(204).send();
  });

  const fileParams = idParams.extend({ fileId: entityIdSchema });
  routes.put(
    `${base}/:id/files/:fileId`,
    { schema: { params: fileParams, response: { 200: schemas.file, 201: schemas.file } } },
    async (request, answer) => {
      const who = await actor(request, request.params.org);
      if (!request.isMultipart()) {
        throw new AppError('validation_failed', fileRules.choose, { file: fileRules.choose });
      }
      const { file, created } = await putOrbitPageFile(
        { ...sync, storage: ctx.storage },
        files,
        who,
        request.params.id,
        request.params.fileId,
        request.parts(),
        ctx.config.storageQuotaBytes,
      );
      return answer.status(created ? 201 : 200).send(file);
    },
  );
  routes.get(
    `${base}/:id/files/:fileId`,
    { schema: { params: fileParams }, exposeHeadRoute: false },
    async (request, answer) =>
      sendOrbitPageFile(
        { db: ctx.db, storage: ctx.storage, logger: ctx.logger },
        files,
        await actor(request, request.params.org),
        request.params.id,
        request.params.fileId,
        request,
        answer,
      ),
  );
}
