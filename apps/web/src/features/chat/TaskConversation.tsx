import type { ConversationDto } from '@orbit/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Minimize2 from 'lucide-react/icons/minimize-2';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import type { ConversationRow } from '../sync/chatStore';
import { ConversationPane } from './ConversationPane';
import { useChatPeople } from './useChatPeople';
import { useChatScope } from './useChatScope';
import { findConversation, useConversations } from './useConversations';
import { useMentionCandidates } from './useMentionCandidates';
import './chat.css';

type Props = {
  taskId: string;
  taskTitle: string;
  orbitId: string;
  /** On phones: shown over the task panel, full screen, with a way back to the task. */
  onClose?: () => void;
};

/** The narrowest and widest the conversation beside a task may be dragged to. */
export const CONVO_MIN_WIDTH = 280;
export const CONVO_MAX_WIDTH = 720;

export const clampConvoWidth = (width: number) =>
  Math.round(Math.min(CONVO_MAX_WIDTH, Math.max(CONVO_MIN_WIDTH, width)));

const noop = () => undefined;

/**
 * A task's conversation (its comments) beside its panel: `convosWidth` wide (330 at first, dragged or
 * moved with the arrow keys on its edge), `halfHalfWidth` (500) when widened; hidden again by
 * `attachedConvoEnabled`. The conversation's id is the task's; the server makes it on the first comment.
 */
export function TaskConversation({ taskId, taskTitle, orbitId, onClose }: Props) {
  const { t } = useTranslation('chat');
  const ctx = useChatScope();
  const convosWidth = useAppStore((s) => s.convosWidth);
  const halfHalfWidth = useAppStore((s) => s.halfHalfWidth);
  const setState = useAppStore((s) => s.set);
  const [wide, setWide] = useState(false);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const conversations = useConversations(ctx?.workspaceId);
  const people = useChatPeople(ctx?.workspaceId);
  const candidates = useMentionCandidates(
    ctx?.workspaceId ?? '',
    people,
    conversations.rows,
    ctx?.meId ?? '',
  );
  const held = findConversation(conversations.rows, taskId);
  const conversation: ConversationRow = useMemo(() => {
    const base: ConversationDto = held ?? {
      id: taskId,
      clientId: null,
      workspaceId: ctx?.workspaceId ?? '',
      kind: 'task',
      name: '',
      description: '',
      visibility: 'private',
      itemId: taskId,
      orbitId,
      memberIds: [],
      createdBy: null,
      archivedAt: null,
      lastSeq: 0,
      lastMessageAt: null,
      createdAt: new Date(0).toISOString(),
      seq: 0,
    };
    return { ...base, name: taskTitle };
  }, [held, taskId, taskTitle, orbitId, ctx?.workspaceId]);

  if (!ctx) return null;
  const width = dragWidth ?? (wide ? halfHalfWidth : convosWidth);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setDragWidth(clampConvoWidth(drag.current.width - (event.clientX - drag.current.x)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (dragWidth !== null) {
      setState('convosWidth', dragWidth);
      setWide(false);
    }
    setDragWidth(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: 16, ArrowRight: -16 }[event.key];
    if (!step) return;
    event.preventDefault();
    setWide(false);
    setState('convosWidth', clampConvoWidth(width + step));
  };

  const pane = (
    <ConversationPane
      key={taskId}
      ctx={ctx}
      conversation={conversation}
      title={taskTitle}
      participants={[]}
      people={people}
      candidates={candidates}
      threadId={null}
      onOpenThread={noop}
      onCloseThread={noop}
      compact
    />
  );
  if (onClose) {
    return (
      <aside
        className="task-conversation task-conversation-mobile"
        aria-label={t('task.label')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) onClose();
        }}
      >
        <div className="task-conversation-bar">
          <button
            type="button"
            className="icon-button"
            aria-label={t('task.back')}
            title={t('task.back')}
            onClick={onClose}
          >
            <ArrowLeft size={18} aria-hidden="true" />
          </button>
          <h2 className="task-conversation-title">{taskTitle}</h2>
        </div>
        {pane}
      </aside>
    );
  }

  return (
    <aside className="task-conversation" style={{ width }} aria-label={t('task.label')}>
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable splitter has no HTML element */}
      <div
        className="task-conversation-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('task.resize')}
        aria-valuenow={width}
        aria-valuemin={CONVO_MIN_WIDTH}
        aria-valuemax={CONVO_MAX_WIDTH}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <div className="task-conversation-bar">
        <h2 className="task-conversation-title">{t('task.title')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-pressed={wide}
          aria-label={t('task.widen')}
          title={t('task.widen')}
          onClick={() => setWide(!wide)}
        >
          {wide ? <Minimize2 size={15} aria-hidden="true" /> : <Maximize2 size={15} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('task.hide')}
          title={t('task.hide')}
          onClick={() => setState('attachedConvoEnabled', false)}
        >
          <X size={15} aria-hidden="true" />
        </button>
      </div>
      {pane}
    </aside>
  );
}
