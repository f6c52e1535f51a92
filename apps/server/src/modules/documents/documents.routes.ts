import { documentSchema, entityIdSchema } from '@orbit/shared';
import {
  createDocumentSchema,
  createDocumentVersionSchema,
  documentBacklinkListSchema,
  documentFileMaxBytes,
  documentFileSchema,
  documentVersionListSchema,
  documentVersionNameMax,
  documentVersionSchema,
  itemDocumentListSchema,
  updateDocumentSchema,
} from '@orbit/shared/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerOrbitPageRoutes } from '../orbit-pages/orbit-page.routes.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import './document-collab.js';
import { documentPageFiles } from './document-files.js';
import { documentBacklinks, itemDocuments, linkDocument, unlinkDocument } from './document-links.js';
import { createDocumentVersion, listDocumentVersions, restoreDocumentVersion } from './document-versions.js';

// Documents (docs/API.md, Documents), under /api/orgs/:org/documents; every :id takes the server id or
// the temporary id the document was made under. The text itself travels on the collaboration socket
// (`doc:<id>`, document-collab.ts); versions and task links are plain REST.

const base = '/api/orgs/:org/documents';
const idParams = orgParamsSchema.extend({ id: entityIdSchema });

const versionParams = idParams.extend({ versionId: entityIdSchema });
const linkParams = idParams.extend({ itemId: entityIdSchema });

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);
    const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    await registerOrbitPageRoutes(
      app,
      ctx,
      sync,
      documentPageFiles,
      base,
      {
        page: documentSchema,
        create: createDocumentSchema,
        update: updateDocumentSchema,
        file: documentFileSchema,
      },
      { maxBytes: documentFileMaxBytes, choose: 'Choose an image.' },
    );

    app.get(
      `${base}/:id/versions`,
      { schema: { params: idParams, response: { 200: documentVersionListSchema } } },
      async (request) => ({
        versions: await listDocumentVersions(
          ctx.db,
          await actor(request, request.params.org),
          request.params.id,
        ),
      }),
    );
    app.post(
      `${base}/:id/versions`,
      {
        schema: {
          params: idParams,
          body: createDocumentVersionSchema,
          response: { 201: documentVersionSchema },
        },
      },
      async (request, reply) => {
        const made = await createDocumentVersion(
          { ...sync, collab: ctx.collab },
          await actor(request, request.params.org),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(made);
      },
    );
    app.post(
      `${base}/:id/versions/:versionId/restore`,
      {
        schema: {
          params: versionParams,
          response: { 200: z.object({ restored: documentVersionSchema, saved: documentVersionSchema }) },
        },
      },
      async (request) =>
        restoreDocumentVersion(
          { ...sync, collab: ctx.collab },
          await actor(request, request.params.org),
          request.params.id,
          request.params.versionId,
          (name) => `Before restoring “${name}”`.slice(0, documentVersionNameMax),
        ),
    );

    app.get(
      `${base}/:id/backlinks`,
      { schema: { params: idParams, response: { 200: documentBacklinkListSchema } } },
      async (request) => ({
        backlinks: await documentBacklinks(
          ctx.db,
          await actor(request, request.params.org),
          request.params.id,
        ),
      }),
    );
    app.put(`${base}/:id/links/:itemId`, { schema: { params: linkParams } }, async (request, reply) => {
      await linkDocument(
        ctx.db,
        await actor(request, request.params.org),
        request.params.id,
        request.params.itemId,
      );
      return reply.status(204).send();
    });
    app.delete(`${base}/:id/links/:itemId`, { schema: { params: linkParams } }, async (request, reply) => {
      await unlinkDocument(
        ctx.db,
        await actor(request, request.params.org),
        request.params.id,
        request.params.itemId,
      );
      return reply.status(204).send();
    });
    app.get(
      '/api/orgs/:org/items/:id/documents',
      { schema: { params: idParams, response: { 200: itemDocumentListSchema } } },
      async (request) => ({
        documents: await itemDocuments(ctx.db, await actor(request, request.params.org), request.params.id),
      }),
    );
  };
