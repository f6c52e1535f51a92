import { type Editor, useEditorState } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import Code from 'lucide-react/icons/code';
import Heading2 from 'lucide-react/icons/heading-2';
import Italic from 'lucide-react/icons/italic';
import Bold from 'lucide-react/icons/letter-b';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Quote from 'lucide-react/icons/quote';
import SquareCode from 'lucide-react/icons/square-code';
import Strikethrough from 'lucide-react/icons/strikethrough';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkForm } from './LinkForm';

type Props = { editor: Editor; label: string };

type Tool = {
  name: string;
  icon: LucideIcon;
  /** tiptap's own shortcut for it, announced as aria-keyshortcuts. */
  keys: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const tools: Tool[] = [
  {
    name: 'bold',
    icon: Bold,
    keys: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: Italic,
    keys: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'strike',
    icon: Strikethrough,
    keys: 'Control+Shift+S',
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'code',
    icon: Code,
    keys: 'Control+E',
    active: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    name: 'heading',
    icon: Heading2,
    keys: 'Control+Alt+2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'bulletList',
    icon: List,
    keys: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: ListOrdered,
    keys: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'quote',
    icon: Quote,
    keys: 'Control+Shift+B',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    name: 'codeBlock',
    icon: SquareCode,
    keys: 'Control+Alt+C',
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
];

/** Formatting buttons: one tab stop, arrow keys move between them (the ARIA toolbar pattern). */
export function EditorToolbar({ editor, label }: Props) {
  const { t } = useTranslation('taskDetail');
  const [current, setCurrent] = useState(0);
  const [linking, setLinking] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: tools.map((tool) => tool.active(e)),
      link: e.isActive('link'),
      href: String(e.getAttributes('link').href ?? ''),
    }),
  });
  const count = tools.length + 1;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (current + step + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const button = (
    index: number,
    name: string,
    Icon: LucideIcon,
    pressed: boolean,
    onPress: () => void,
    keys?: string,
  ) => (
    <button
      key={name}
      ref={(el) => {
        buttons.current[index] = el;
      }}
      type="button"
      className="rich-text-tool"
      tabIndex={index === current ? 0 : -1}
      aria-label={t(`editor.tools.${name}`)}
      title={t(`editor.tools.${name}`)}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      // Keep the caret in the text: a click must not blur the editor (and save half a change).
      onMouseDown={(e) => e.preventDefault()}
      onFocus={() => setCurrent(index)}
      onClick={onPress}
    >
      <Icon size={15} aria-hidden="true" />
    </button>
  );

  return (
    <div className="rich-text-toolbar-wrap">
      <div role="toolbar" aria-label={label} className="rich-text-toolbar" onKeyDown={onKeyDown}>
        {tools.map((tool, i) =>
          button(i, tool.name, tool.icon, state.active[i] ?? false, () => tool.run(editor), tool.keys),
        )}
        {button(tools.length, 'link', Link, state.link, () => {
          if (state.link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
          else setLinking(true);
        })}
      </div>
      {linking && (
        <LinkForm
          initial={state.href}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onSubmit={(href) => {
            setLinking(false);
            const chain = editor.chain().focus();
            if (editor.state.selection.empty) {
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else chain.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </div>
  );
}
