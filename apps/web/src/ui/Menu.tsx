import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import type { IconName } from './Icon';

export type MenuEntry =
  | {
      kind?: 'item';
      label: string;
      /** Tells apart items with the same label (two workspaces of one name). */
      id?: string;
      onSelect(): void;
      icon?: IconName;
      /** Any visual before the label (an avatar, a tile), instead of `icon`. */
      leading?: ReactNode;
      /** A hint at the end (a shortcut, "Soon"). */
      hint?: string;
      disabled?: boolean;
      /** Destructive: drawn in the danger colour. */
      danger?: boolean;
      /** The current one of a set (the workspace you are in): a check mark, announced as checked. */
      checked?: boolean;
    }
  | { kind: 'separator' }
  | { kind: 'heading'; label: string };

export type MenuProps = {
  /** The trigger: one element that takes a ref and passes on its handlers (an IconButton, a button). */
  children: ReactElement<TriggerProps>;
  items: readonly MenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The menu's accessible name, when the trigger's is not enough. */
  label?: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
};

type TriggerProps = {
  onPointerEnter?(event: PointerEvent): void;
  onPointerDown?(event: PointerEvent): void;
  onFocus?(event: FocusEvent): void;
  onBlur?(event: FocusEvent): void;
  onKeyDown?(event: KeyboardEvent): void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

const loadPanel = () => import('./MenuPanel');
type Panel = Awaited<ReturnType<typeof loadPanel>>['MenuPanel'];
/** Once one menu has fetched the panel, every menu renders it from the start. */
let loadedPanel: Panel | null = null;

const opensMenu = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A dropdown menu (radix): arrows, typeahead, Esc; disabled items are skipped and look disabled. The
 * radix part (menu, popper, scroll lock) is its own chunk, fetched when a pointer comes near the
 * trigger, it takes focus, or it is pressed: a screen of menus does not load it until one is used.
 */
export function Menu(props: MenuProps) {
  const [Panel, setPanel] = useState<Panel | null>(() => loadedPanel);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const focused = useRef(false);
  const wanted = useRef(false);
  if (Panel) {
    return <Panel {...props} defaultOpen={openOnLoad} focusTrigger={focused.current && !openOnLoad} />;
  }

  const load = (open: boolean) => {
    if (open) wanted.current = true;
    void loadPanel().then(({ MenuPanel }) => {
      loadedPanel = MenuPanel;
      if (wanted.current) {
        setOpenOnLoad(true);
        props.onOpenChange?.(true);
      }
      setPanel(() => MenuPanel);
    });
  };
  const trigger = props.children;
  const own = trigger.props;
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      load(false);
    },
    onPointerDown: (event: PointerEvent) => {
      own.onPointerDown?.(event);
      // As radix does: the left button opens it (and focus stays where the menu will put it).
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      load(true);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      focused.current = true;
      load(false);
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      focused.current = false;
    },
    onKeyDown: (event: KeyboardEvent) => {
      own.onKeyDown?.(event);
      if (!opensMenu.has(event.key)) return;
      event.preventDefault();
      load(true);
    },
  });
}
