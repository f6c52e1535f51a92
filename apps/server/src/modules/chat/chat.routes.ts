import multipart from '@fastify/multipart';
import {
  attachmentMaxBytes,
  attachmentSchema,
  attachmentsPerUpload,
  chatReadSchema,
  conversationSchema,
  createDmSchema,
  createScheduledSchema,
  createTopicSchema,
  deleteDraftQuerySchema,
  draftSchema,
  editMessageSchema,
  entityIdSchema,
  historyPageSchema,
  historyQuerySchema,
  markReadSchema,
  messageSchema,
  messageSearchQuerySchema,
  messageSearchResultSchema,
  muteSchema,
  reactionEmojiSchema,
  saveDraftSchema,
  scheduledMessageSchema,
  sendMessageResultSchema,
  sendMessageSchema,
  topicMembersSchema,
  unreadCountsSchema,
  updateScheduledSchema,
  updateTopicSchema,
} from '@orbit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { resolveActor } from '../sync/actor.js';
import type { SyncContext } from '../sync/with-changes.js';
import { orgParamsSchema } from '../workspaces/workspaces.routes.js';
import { setTopicArchived } from './archive-topic.js';
import { markRead, setMuted, unreadCounts } from './chat-reads.js';
import { createDm } from './create-dm.js';
import { createTopic } from './create-topic.js';
import { deleteMessage } from './delete-message.js';
import { deleteDraft, saveDraft } from './drafts.js';
import { editMessage } from './edit-message.js';
import { getHistory } from './get-history.js';
import { sendMessageFile, uploadMessageFiles } from './message-files.js';
import { setReaction } from './react-to-message.js';
import { cancelScheduled, createScheduled, updateScheduled } from './scheduled-messages.js';
import { searchMessages } from './search-messages.js';
import { sendMessage } from './send-message.js';
import { addTopicMembers, joinTopic, leaveTopic, removeTopicMember } from './topic-members.js';
import { registerTyping } from './typing.socket.js';
import { updateTopic } from './update-topic.js';

// Chat's routes (docs/API.md, Chat), all under /api/orgs/:org/chat; every :id takes a server id or
// the row's temporary id, a conversation's also a task's id.

const base = '/api/orgs/:org/chat';
const idParams = orgParamsSchema.extend({ id: entityIdSchema });
const conversationReply = { schema: { params: idParams, response: { 200: conversationSchema } } };

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sync: SyncContext = { db: ctx.db, io: app.io, logger: ctx.logger };
    registerTyping(ctx.db, app.io, ctx.logger);
    // Files for messages stream to storage like task attachments (same limits).
    await app.register(multipart, {
      limits: { fileSize: attachmentMaxBytes, files: attachmentsPerUpload, fields: 10, parts: 40 },
    });
    app.addHook('preHandler', app.requireUser);
    const actor = (request: Parameters<typeof resolveActor>[1], org: string) =>
      resolveActor(ctx.db, request, org);

    // ---- topics and dms ----
    app.post(
      `${base}/topics`,
      {
        schema: {
          params: orgParamsSchema,
          body: createTopicSchema,
          response: { 200: conversationSchema, 201: conversationSchema },
        },
      },
      async (request, reply) => {
        const made = await createTopic(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    app.patch(
      `${base}/topics/:id`,
      { schema: { params: idParams, body: updateTopicSchema, response: { 200: conversationSchema } } },
      async (request) =>
        updateTopic(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.post(`${base}/topics/:id/join`, conversationReply, async (request) =>
      joinTopic(sync, await actor(request, request.params.org), request.params.id),
    );
    app.post(`${base}/topics/:id/leave`, { schema: { params: idParams } }, async (request, reply) => {
      await leaveTopic(sync, await actor(request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
    app.post(
      `${base}/topics/:id/members`,
      { schema: { params: idParams, body: topicMembersSchema, response: { 200: conversationSchema } } },
      async (request) =>
        addTopicMembers(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.body.userIds,
        ),
    );
    app.delete(
      `${base}/topics/:id/members/:userId`,
      {
        schema: {
          params: idParams.extend({ userId: entityIdSchema }),
          response: { 200: conversationSchema },
        },
      },
      async (request) =>
        removeTopicMember(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.params.userId,
        ),
    );
    app.post(`${base}/topics/:id/archive`, conversationReply, async (request) =>
      setTopicArchived(sync, await actor(request, request.params.org), request.params.id, true),
    );
    app.post(`${base}/topics/:id/unarchive`, conversationReply, async (request) =>
      setTopicArchived(sync, await actor(request, request.params.org), request.params.id, false),
    );
    app.post(
      `${base}/dms`,
      {
        schema: {
          params: orgParamsSchema,
          body: createDmSchema,
          response: { 200: conversationSchema, 201: conversationSchema },
        },
      },
      async (request, reply) => {
        const made = await createDm(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );

    // ---- messages ----
    app.get(
      `${base}/conversations/:id/messages`,
      { schema: { params: idParams, querystring: historyQuerySchema, response: { 200: historyPageSchema } } },
      async (request) =>
        getHistory(ctx.db, await actor(request, request.params.org), request.params.id, request.query),
    );
    app.post(
      `${base}/conversations/:id/messages`,
      {
        schema: {
          params: idParams,
          body: sendMessageSchema,
          response: { 200: sendMessageResultSchema, 201: sendMessageResultSchema },
        },
      },
      async (request, reply) => {
        const sent = await sendMessage(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.body,
        );
        return reply
          .status(sent.created ? 201 : 200)
          .send({ message: sent.message, warnings: sent.warnings });
      },
    );
    app.patch(
      `${base}/messages/:id`,
      { schema: { params: idParams, body: editMessageSchema, response: { 200: messageSchema } } },
      async (request) =>
        editMessage(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.delete(`${base}/messages/:id`, { schema: { params: idParams } }, async (request, reply) => {
      await deleteMessage(sync, ctx.storage, await actor(request, request.params.org), request.params.id);
      return reply.status(204).send();
    });
    const reactionParams = idParams.extend({ emoji: reactionEmojiSchema });
    app.put(
      `${base}/messages/:id/reactions/:emoji`,
      { schema: { params: reactionParams, response: { 200: messageSchema } } },
      async (request) =>
        setReaction(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.params.emoji,
          true,
        ),
    );
    app.delete(
      `${base}/messages/:id/reactions/:emoji`,
      { schema: { params: reactionParams, response: { 200: messageSchema } } },
      async (request) =>
        setReaction(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.params.emoji,
          false,
        ),
    );

    // ---- read markers ----
    app.post(
      `${base}/conversations/:id/read`,
      { schema: { params: idParams, body: markReadSchema, response: { 200: chatReadSchema } } },
      async (request) =>
        markRead(sync, await actor(request, request.params.org), request.params.id, request.body.lastReadSeq),
    );
    app.put(
      `${base}/conversations/:id/mute`,
      { schema: { params: idParams, body: muteSchema, response: { 200: chatReadSchema } } },
      async (request) =>
        setMuted(sync, await actor(request, request.params.org), request.params.id, request.body.muted),
    );
    app.get(
      `${base}/unread`,
      { schema: { params: orgParamsSchema, response: { 200: unreadCountsSchema } } },
      async (request) => unreadCounts(ctx.db, await actor(request, request.params.org)),
    );

    // ---- drafts ----
    app.put(
      `${base}/conversations/:id/draft`,
      { schema: { params: idParams, body: saveDraftSchema, response: { 200: draftSchema } } },
      async (request) =>
        saveDraft(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.delete(
      `${base}/conversations/:id/draft`,
      { schema: { params: idParams, querystring: deleteDraftQuerySchema } },
      async (request, reply) => {
        await deleteDraft(
          sync,
          await actor(request, request.params.org),
          request.params.id,
          request.query.thread,
        );
        return reply.status(204).send();
      },
    );

    // ---- scheduled messages ----
    app.post(
      `${base}/scheduled`,
      {
        schema: {
          params: orgParamsSchema,
          body: createScheduledSchema,
          response: { 200: scheduledMessageSchema, 201: scheduledMessageSchema },
        },
      },
      async (request, reply) => {
        const made = await createScheduled(sync, await actor(request, request.params.org), request.body);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );
    app.patch(
      `${base}/scheduled/:id`,
      {
        schema: { params: idParams, body: updateScheduledSchema, response: { 200: scheduledMessageSchema } },
      },
      async (request) =>
        updateScheduled(sync, await actor(request, request.params.org), request.params.id, request.body),
    );
    app.delete(`${base}/scheduled/:id`, { schema: { params: idParams } }, async (request, reply) => {
      await cancelScheduled(sync, await actor(request, request.params.org), request.params.id);
      return reply.status(204).send();
    });

    // ---- search and files ----
    app.get(
      `${base}/search`,
      {
        schema: {
          params: orgParamsSchema,
          querystring: messageSearchQuerySchema,
          response: { 200: messageSearchResultSchema },
        },
      },
      async (request) => searchMessages(ctx.db, await actor(request, request.params.org), request.query),
    );
    app.post(
      `${base}/conversations/:id/files`,
      { schema: { params: idParams, response: { 201: z.array(attachmentSchema) } } },
      async (request, reply) => {
        const who = await actor(request, request.params.org);
        if (!request.isMultipart()) {
          throw new AppError('validation_failed', 'Choose a file to attach.', {
            file: 'Choose a file to attach.',
          });
        }
        const files = await uploadMessageFiles(
          sync,
          ctx.storage,
          who,
          request.params.id,
          request.parts(),
          ctx.config.storageQuotaBytes,
        );
        return reply.status(201).send(files);
      },
    );
    app.get(
      `${base}/messages/:id/files/:fileId`,
      { schema: { params: idParams.extend({ fileId: entityIdSchema }) }, exposeHeadRoute: false },
      async (request, reply) =>
        sendMessageFile(
          { db: ctx.db, storage: ctx.storage, logger: ctx.logger },
          await actor(request, request.params.org),
          request.params.id,
          request.params.fileId,
          request,
          reply,
        ),
    );
  };
