import Smile from 'lucide-react/icons/face-slightly-smiling';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type ReactElement, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import { emojiGroups, skinTones, withSkinTone } from './emoji';

type Props = {
  /** The trigger's accessible name ("Insert emoji", "Add reaction"). */
  label: string;
  onPick: (emoji: string) => void;
  /** A trigger of the caller's own (one element that takes a ref); a smiley button otherwise. */
  trigger?: ReactElement;
  align?: 'start' | 'end';
};

const COLUMNS = 8;
const toneSwatches = ['#ffc83d', '#f7dece', '#f3d2a2', '#d5ab88', '#af7e57', '#7c533e'];

/**
 * A small emoji picker: search, groups, and the skin tone saved as `emojiSkintoneModifier`. Arrow keys
 * move in the grid, Enter picks, Esc closes.
 */
export function EmojiPicker({ label, onPick, trigger, align = 'start' }: Props) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const tone = useAppStore((s) => s.preferences.emojiSkintoneModifier);
  const setPreference = useAppStore((s) => s.setPreference);
  const grid = useRef<HTMLDivElement>(null);

  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return emojiGroups
      .map((group) => ({
        ...group,
        emoji: group.emoji.filter((entry) => !q || entry.keywords.includes(q)),
      }))
      .filter((group) => group.emoji.length > 0);
  }, [query]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    if (!step) return;
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button[data-emoji]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, index + step))];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  const choose = (emoji: string) => {
    onPick(emoji);
    setOpen(false);
    setQuery('');
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        {trigger ?? (
          <button
            type="button"
            className="chat-composer-tool"
            aria-label={label}
            title={label}
            onMouseDown={(e) => e.preventDefault()}
          >
            <Smile size={16} aria-hidden="true" />
          </button>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="chat-emoji-picker"
          side="top"
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('emoji.picker')}
        >
          <div className="chat-emoji-top">
            <input
              className="chat-emoji-search"
              type="search"
              value={query}
              placeholder={t('emoji.search')}
              aria-label={t('emoji.search')}
              onChange={(e) => setQuery(e.target.value)}
            />
            <fieldset className="chat-emoji-tones">
              <legend className="visually-hidden">{t('emoji.skinTone')}</legend>
              {skinTones.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: the six tones never move
                  key={index}
                  type="button"
                  className="chat-emoji-tone"
                  style={{ background: toneSwatches[index] }}
                  aria-pressed={tone === index}
                  aria-label={t(`emoji.tones.${index}`)}
                  title={t(`emoji.tones.${index}`)}
                  onClick={() => setPreference('emojiSkintoneModifier', index)}
                />
              ))}
            </fieldset>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the emoji buttons */}
          <div className="chat-emoji-grid" ref={grid} onKeyDown={move}>
            {groups.length === 0 && <p className="chat-emoji-empty">{t('emoji.none')}</p>}
            {groups.map((group) => (
              <section key={group.id} aria-label={t(`emoji.groups.${group.id}`)}>
                <h3 className="chat-emoji-heading">{t(`emoji.groups.${group.id}`)}</h3>
                <div className="chat-emoji-cells">
                  {group.emoji.map((entry) => {
                    const emoji = entry.tone ? withSkinTone(entry.emoji, tone) : entry.emoji;
                    return (
                      <button
                        key={entry.emoji}
                        type="button"
                        data-emoji=""
                        className="chat-emoji-cell"
                        title={entry.keywords.split(' ')[0]}
                        onClick={() => choose(emoji)}
                      >
                        {emoji}
                      </button>
                    );
                  })}
                </div>
              </section>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
