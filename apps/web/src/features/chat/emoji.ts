/** The five Fitzpatrick skin-tone modifiers; `emojiSkintoneModifier` 0 means none (the yellow default). */
export const skinTones = ['', '\u{1F3FB}', '\u{1F3FC}', '\u{1F3FD}', '\u{1F3FE}', '\u{1F3FF}'] as const;

/** An emoji with a skin tone: the modifier goes after its base (replacing a variation selector). */
export function withSkinTone(emoji: string, tone: number): string {
  const modifier = skinTones[tone] ?? '';
  if (!modifier) return emoji;
  const [base, ...rest] = [...emoji];
  if (!base) return emoji;
  const tail = rest[0] === '\uFE0F' ? rest.slice(1) : rest;
  return `${base}${modifier}${tail.join('')}`;
}

export type EmojiEntry = { emoji: string; keywords: string; tone?: boolean };
export type EmojiGroup = { id: string; emoji: EmojiEntry[] };

const e = (emoji: string, keywords: string, tone = false): EmojiEntry => ({ emoji, keywords, tone });

/** The reactions offered first, one click each. */
export const quickReactions = ['👍', '❤️', '😂', '🎉', '👀', '🙏'];

/** A small, hand-picked set (what teams use most), grouped like every emoji keyboard. */
export const emojiGroups: EmojiGroup[] = [
  {
    id: 'smileys',
    emoji: [
      e('😀', 'grin smile happy'),
      e('😃', 'smile happy'),
      e('😄', 'smile laugh'),
      e('😁', 'grin'),
      e('😆', 'laugh'),
      e('😅', 'sweat smile relief'),
      e('😂', 'joy tears laugh lol'),
      e('🙂', 'slight smile'),
      e('😉', 'wink'),
      e('😊', 'blush'),
      e('😍', 'heart eyes love'),
      e('🥰', 'love hearts'),
      e('😘', 'kiss'),
      e('😋', 'yum'),
      e('😎', 'cool sunglasses'),
      e('🤓', 'nerd'),
      e('🤔', 'thinking hmm'),
      e('🤨', 'raised eyebrow'),
      e('😐', 'neutral'),
      e('😶', 'speechless'),
      e('🙄', 'eye roll'),
      e('😏', 'smirk'),
      e('😬', 'grimace'),
      e('😌', 'relieved'),
      e('😴', 'sleep'),
      e('🤯', 'mind blown'),
      e('🥳', 'party celebrate'),
      e('😮', 'wow open mouth'),
      e('😢', 'cry sad'),
      e('😭', 'sob'),
      e('😤', 'triumph'),
      e('😡', 'angry'),
      e('🤗', 'hug'),
      e('🤫', 'shush'),
      e('🫡', 'salute'),
      e('🙃', 'upside down'),
    ],
  },
  {
    id: 'people',
    emoji: [
      e('👍', 'thumbs up yes ok +1', true),
      e('👎', 'thumbs down no -1', true),
      e('👏', 'clap applause', true),
      e('🙌', 'raised hands hooray', true),
      e('👋', 'wave hello bye', true),
      e('🙏', 'pray thanks please', true),
      e('🤝', 'handshake deal'),
      e('✌️', 'victory peace', true),
      e('🤞', 'fingers crossed luck', true),
      e('👌', 'ok perfect', true),
      e('👉', 'point right', true),
      e('👀', 'eyes look'),
      e('💪', 'muscle strong', true),
      e('🫶', 'heart hands', true),
      e('🤷', 'shrug', true),
      e('🙋', 'raising hand', true),
      e('🧠', 'brain'),
      e('👨‍💻', 'developer'),
    ],
  },
  {
    id: 'symbols',
    emoji: [
      e('❤️', 'heart love'),
      e('🧡', 'orange heart'),
      e('💛', 'yellow heart'),
      e('💚', 'green heart'),
      e('💙', 'blue heart'),
      e('💜', 'purple heart'),
      e('💯', 'hundred'),
      e('✅', 'check done'),
      e('❌', 'cross no'),
      e('⚠️', 'warning'),
      e('❗', 'exclamation'),
      e('❓', 'question'),
      e('🔥', 'fire hot'),
      e('✨', 'sparkles'),
      e('⭐', 'star'),
      e('⚡', 'zap lightning'),
      e('💡', 'idea bulb'),
      e('🚀', 'rocket launch ship'),
    ],
  },
  {
    id: 'objects',
    emoji: [
      e('🎉', 'tada party'),
      e('🎊', 'confetti'),
      e('🏆', 'trophy win'),
      e('🎯', 'target'),
      e('📌', 'pin'),
      e('📎', 'paperclip'),
      e('📅', 'calendar date'),
      e('⏰', 'alarm clock'),
      e('📈', 'chart up'),
      e('📉', 'chart down'),
      e('📝', 'memo note'),
      e('🐛', 'bug'),
      e('🔧', 'wrench fix'),
      e('🔒', 'lock'),
      e('☕', 'coffee'),
      e('🍕', 'pizza'),
      e('🍰', 'cake'),
      e('🌱', 'seedling'),
    ],
  },
];
