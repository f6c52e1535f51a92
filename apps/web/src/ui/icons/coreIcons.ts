import type { LucideIcon } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Bell from 'lucide-react/icons/bell';
import Calendar from 'lucide-react/icons/calendar';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronUp from 'lucide-react/icons/chevron-up';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import Copy from 'lucide-react/icons/copy';
import Ellipsis from 'lucide-react/icons/ellipsis';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Funnel from 'lucide-react/icons/funnel';
import Hash from 'lucide-react/icons/hash';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import Info from 'lucide-react/icons/info';
import List from 'lucide-react/icons/list';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import Minus from 'lucide-react/icons/minus';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import PanelLeft from 'lucide-react/icons/panel-left';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Sun from 'lucide-react/icons/sun';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import User from 'lucide-react/icons/user';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import X from 'lucide-react/icons/x';

/**
 * Icons bundled with the primitives: the ones the shell, sign-in and every ui primitive need on first paint.
 * Deep imports keep each icon its own module, so only these land in the initial bundle.
 */
export const coreIcons = {
  accounts: Users,
  ai: Sparkles,
  alert: CircleAlert,
  'alert-circle': CircleAlert,
  'alert-triangle': TriangleAlert,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  away: Moon,
  back: ArrowLeft,
  bell: Bell,
  brightness: Sun,
  'building-home': House,
  'bullet-list': List,
  calendar: Calendar,
  call: Phone,
  calls: Phone,
  'caret-down': ChevronDown,
  'caret-right': ChevronRight,
  channel: Hash,
  channels: Hash,
  chat: MessageSquare,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'circle-alert': CircleAlert,
  'circle-help': CircleHelp,
  close: X,
  copy: Copy,
  'dark-mode': Moon,
  edit: Pencil,
  ellipsis: Ellipsis,
  'ellipsis-vertical': EllipsisVertical,
  envelope: Mail,
  'external-link': ExternalLink,
  eye: Eye,
  'eye-off': EyeOff,
  favorite: Star,
  filter: Funnel,
  forward: ArrowRight,
  hash: Hash,
  'hash-tag': Hash,
  help: CircleHelp,
  'help-circle': CircleHelp,
  home: House,
  'home-alt': House,
  house: House,
  inbox: Inbox,
  'inbox-done': Inbox,
  info: Info,
  'info-circle': Info,
  kebab: EllipsisVertical,
  leave: LogOut,
  'light-mode': Sun,
  list: List,
  'list-bullets': List,
  loader: LoaderCircle,
  'loader-2': LoaderCircle,
  'loader-circle': LoaderCircle,
  loading: LoaderCircle,
  lock: Lock,
  'log-out': LogOut,
  mail: Mail,
  meatball: Ellipsis,
  meeting: Video,
  meetings: Video,
  member: User,
  menu: Menu,
  message: MessageSquare,
  'message-square': MessageSquare,
  minus: Minus,
  monitor: Monitor,
  moon: Moon,
  'more-horizontal': Ellipsis,
  'more-vertical': EllipsisVertical,
  notification: Bell,
  notifications: Bell,
  'open-in-new': ExternalLink,
  participants: Users,
  pencil: Pencil,
  people: Users,
  person: User,
  phone: Phone,
  plus: Plus,
  'priority-none': Minus,
  privacy: EyeOff,
  search: Search,
  settings: Settings,
  'settings-gear': Settings,
  sidebar: PanelLeft,
  'sign-out': LogOut,
  sparkles: Sparkles,
  spinner: LoaderCircle,
  star: Star,
  'status-done': CircleCheck,
  success: CircleCheck,
  sun: Sun,
  system: Monitor,
  'task-done': CircleCheck,
  team: Users,
  topic: Hash,
  topics: Hash,
  trash: Trash2,
  'triangle-alert': TriangleAlert,
  typing: Ellipsis,
  upsell: Sparkles,
  user: User,
  users: Users,
  video: Video,
  view: Eye,
  warning: TriangleAlert,
  x: X,
} satisfies Record<string, LucideIcon>;

export type CoreIconName = keyof typeof coreIcons;
