import {
  createListSchema,
  createOrbitSchema,
  entityIdSchema,
  listSchema,
  orbitMemberSchema,
  orbitSchema,
  overseenOrbitListSchema,
  updateListSchema,
  updateOrbitSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { archiveOrbit } from './archive-orbit.js';
import { createList } from './create-list.js';
import { createOrbit } from './create-orbit.js';
import { deleteList } from './delete-list.js';
import { joinOrbit } from './join-orbit.js';
import { listAllOrbits } from './list-all-orbits.js';
import { setOrbitMember } from './orbit-members.js';
import { unarchiveOrbit } from './unarchive-orbit.js';
import { updateList } from './update-list.js';
import { updateOrbit } from './update-orbit.js';

const idParams = orgParamsSchema.extend({ id: entityIdSchema });
const memberParams = idParams.extend({ userId: entityIdSchema });

export const orbitsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    app.addHook('preHandler', app.requireUser);
    const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    app.post(
      '/api/orgs/:org/orbits',
      {
        schema: {
          params: orgParamsSchema,
          body: createOrbitSchema,
          response: { 200: orbitSchema, 201: orbitSchema },
        },
      },
      async (request, reply) => {
        const made = await createOrbit(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    // Settings → All orbits: owners and admins list every orbit (private ones too) and may join any.
    app.get(
      '/api/orgs/:org/orbits/all',
      { schema: { params: orgParamsSchema, response: { 200: overseenOrbitListSchema } } },
      async (request) => listAllOrbits(ctx.db, await actor(request, request.params.org)),
    );
    app.post(
      '/api/orgs/:org/orbits/:id/join',
      { schema: { params: idParams, response: { 200: orbitSchema } } },
      async (request) => joinOrbit(sync, await actor(request, request.params.org), request.params.id),
    );
    app.patch(
      '/api/orgs/:org/orbits/:id',
      { schema: { params: idParams, body: updateOrbitSchema, response: { 200: orbitSchema } } },
      async (request) =>
        updateOrbit(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.post(
      '/api/orgs/:org/orbits/:id/members',
      { schema: { params: idParams, body: orbitMemberSchema, response: { 200: orbitSchema } } },
      async (request) =>
        setOrbitMember(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.body.userId,
          true,
        ),
    );
    app.delete(
      '/api/orgs/:org/orbits/:id/members/:userId',
      { schema: { params: memberParams, response: { 200: orbitSchema } } },
      async (request) =>
        setOrbitMember(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.params.userId,
          false,
        ),
    );
    app.delete('/api/orgs/:org/orbits/:id', { schema: { params: idParams } }, async (request, reply) => {
      await archiveOrbit(sync, await actor(request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
    app.post(
      '/api/orgs/:org/orbits/:id/unarchive',
      { schema: { params: idParams, response: { 200: orbitSchema } } },
      async (request) => unarchiveOrbit(sync, await actor(request, request.params.org), request.params.id),
    );

    app.post(
      '/api/orgs/:org/lists',
      {
        schema: {
          params: orgParamsSchema,
          body: createListSchema,
          response: { 200: listSchema, 201: listSchema },
        },
      },
      async (request, reply) => {
        const made = await createList(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    app.patch(
      '/api/orgs/:org/lists/:id',
      { schema: { params: idParams, body: updateListSchema, response: { 200: listSchema } } },
      async (request) =>
        updateList(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.delete('/api/orgs/:org/lists/:id', { schema: { params: idParams } }, async (request, reply) => {
      await deleteList(sync, await actor(request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
  };
