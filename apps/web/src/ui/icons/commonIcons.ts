import type { LucideIcon } from 'lucide-react';
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-restore';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import AtSign from 'lucide-react/icons/at-sign';
import Bell from 'lucide-react/icons/bell';
import Bold from 'lucide-react/icons/bold';
import Building2 from 'lucide-react/icons/building-2';
import Calendar from 'lucide-react/icons/calendar';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartGantt from 'lucide-react/icons/chart-gantt';
import Circle from 'lucide-react/icons/circle';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import CircleDotDashed from 'lucide-react/icons/circle-dot-dashed';
import CircleHelp from 'lucide-react/icons/circle-help';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import Code from 'lucide-react/icons/code';
import Copy from 'lucide-react/icons/copy';
import Crown from 'lucide-react/icons/crown';
import Ellipsis from 'lucide-react/icons/ellipsis';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Flag from 'lucide-react/icons/flag';
import Funnel from 'lucide-react/icons/funnel';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Hash from 'lucide-react/icons/hash';
import History from 'lucide-react/icons/history';
import House from 'lucide-react/icons/house';
import Image from 'lucide-react/icons/image';
import Inbox from 'lucide-react/icons/inbox';
import Italic from 'lucide-react/icons/italic';
import Layers from 'lucide-react/icons/layers';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import LayoutList from 'lucide-react/icons/layout-list';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import ListTree from 'lucide-react/icons/list-tree';
import Lock from 'lucide-react/icons/lock';
import LogIn from 'lucide-react/icons/log-in';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import MessageSquare from 'lucide-react/icons/message-square';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import Minus from 'lucide-react/icons/minus';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import Orbit from 'lucide-react/icons/orbit';
import Palette from 'lucide-react/icons/palette';
import PanelLeft from 'lucide-react/icons/panel-left';
import PanelRight from 'lucide-react/icons/panel-right';
import Paperclip from 'lucide-react/icons/paperclip';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import PhoneMissed from 'lucide-react/icons/phone-missed';
import PhoneOff from 'lucide-react/icons/phone-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Reply from 'lucide-react/icons/reply';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ScreenShare from 'lucide-react/icons/screen-share';
import ScreenShareOff from 'lucide-react/icons/screen-share-off';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import SignalHigh from 'lucide-react/icons/signal-high';
import SignalLow from 'lucide-react/icons/signal-low';
import SignalMedium from 'lucide-react/icons/signal-medium';
import SmilePlus from 'lucide-react/icons/smile-plus';
import Sparkles from 'lucide-react/icons/sparkles';
import Square from 'lucide-react/icons/square';
import SquareCheck from 'lucide-react/icons/square-check';
import SquareKanban from 'lucide-react/icons/square-kanban';
import Star from 'lucide-react/icons/star';
import Strikethrough from 'lucide-react/icons/strikethrough';
import Sun from 'lucide-react/icons/sun';
import Table from 'lucide-react/icons/table';
import Tag from 'lucide-react/icons/tag';
import TextQuote from 'lucide-react/icons/text-quote';
import Trash2 from 'lucide-react/icons/trash-2';
import User from 'lucide-react/icons/user';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import Video from 'lucide-react/icons/video';
import VideoOff from 'lucide-react/icons/video-off';

/**
 * The icons the workspace screens use most, as one lazy chunk: Icon imports it the first time a
 * non-core name renders (or call preloadCommonIcons() early), and every name here then draws at once.
 */
export const commonIcons = {
  accounts: Users,
  ai: Sparkles,
  'alert-octagon': OctagonAlert,
  appearance: Palette,
  archive: Archive,
  'archive-box': Archive,
  'archive-restore': ArchiveRestore,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up-down': ArrowUpDown,
  'at-sign': AtSign,
  attachment: Paperclip,
  attachments: Paperclip,
  avatar: CircleUserRound,
  away: Moon,
  back: ArrowLeft,
  bell: Bell,
  blockquote: TextQuote,
  board: SquareKanban,
  bold: Bold,
  brightness: Sun,
  'building-2': Building2,
  'building-home': House,
  'bullet-list': List,
  calendar: Calendar,
  'calendar-clock': CalendarClock,
  'calendar-days': CalendarDays,
  'calendar-view': CalendarDays,
  call: Phone,
  calls: Phone,
  channel: Hash,
  channels: Hash,
  'chart-gantt': ChartGantt,
  chat: MessageSquare,
  chats: MessagesSquare,
  checkbox: Square,
  'checkbox-checked': SquareCheck,
  circle: Circle,
  'circle-dashed': CircleDashed,
  'circle-dot-dashed': CircleDotDashed,
  'circle-help': CircleHelp,
  'circle-user-round': CircleUserRound,
  'circle-x': CircleX,
  clip: Paperclip,
  clock: Clock,
  code: Code,
  'color-theme': Palette,
  comments: MessagesSquare,
  copy: Copy,
  crown: Crown,
  danger: OctagonAlert,
  'dark-mode': Moon,
  dashboard: LayoutDashboard,
  'direct-message': MessageCircle,
  dm: MessageCircle,
  dms: MessagesSquare,
  doc: FileText,
  document: FileText,
  drag: GripVertical,
  'drag-handle': GripVertical,
  due: CalendarClock,
  'due-date': CalendarClock,
  edit: Pencil,
  ellipsis: Ellipsis,
  'ellipsis-vertical': EllipsisVertical,
  'emoji-add': SmilePlus,
  'end-call': PhoneOff,
  envelope: Mail,
  error: CircleX,
  everyone: UsersRound,
  'external-link': ExternalLink,
  favorite: Star,
  'file-text': FileText,
  filter: Funnel,
  flag: Flag,
  forward: ArrowRight,
  free: Circle,
  gantt: ChartGantt,
  grid: LayoutGrid,
  'grid-view': LayoutGrid,
  grip: GripVertical,
  'group-add': UserPlus,
  guest: UserRound,
  'hang-up': PhoneOff,
  hash: Hash,
  'hash-tag': Hash,
  help: CircleHelp,
  'help-circle': CircleHelp,
  history: History,
  home: House,
  'home-alt': House,
  house: House,
  image: Image,
  inbox: Inbox,
  'inbox-done': Inbox,
  invite: UserPlus,
  'invite-link': Link,
  italic: Italic,
  join: LogIn,
  kanban: SquareKanban,
  kebab: EllipsisVertical,
  label: Tag,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  'layout-grid': LayoutGrid,
  'layout-list': LayoutList,
  'light-mode': Sun,
  link: Link,
  list: List,
  'list-bullets': List,
  'list-ordered': ListOrdered,
  'list-tree': ListTree,
  'local-time': Clock,
  lock: Lock,
  'log-in': LogIn,
  mail: Mail,
  meatball: Ellipsis,
  meeting: Video,
  meetings: Video,
  member: User,
  mention: AtSign,
  menu: Menu,
  message: MessageSquare,
  'message-circle': MessageCircle,
  'message-square': MessageSquare,
  messages: MessagesSquare,
  mic: Mic,
  'mic-off': MicOff,
  microphone: Mic,
  'microphone-off': MicOff,
  minus: Minus,
  'missed-call': PhoneMissed,
  monitor: Monitor,
  moon: Moon,
  'more-horizontal': Ellipsis,
  'more-vertical': EllipsisVertical,
  'mute-mic': MicOff,
  notification: Bell,
  notifications: Bell,
  'numbered-list': ListOrdered,
  'octagon-alert': OctagonAlert,
  offline: CircleDashed,
  online: Circle,
  'open-in-new': ExternalLink,
  orbit: Orbit,
  orbits: Orbit,
  organisation: Building2,
  organization: Building2,
  owner: Crown,
  paid: Crown,
  palette: Palette,
  'panel-right': PanelRight,
  paperclip: Paperclip,
  participants: Users,
  pdf: FileText,
  pencil: Pencil,
  people: Users,
  person: User,
  personal: UserRound,
  phone: Phone,
  'phone-missed': PhoneMissed,
  'phone-off': PhoneOff,
  plan: Crown,
  plans: Crown,
  'priority-high': SignalHigh,
  'priority-low': SignalLow,
  'priority-medium': SignalMedium,
  'priority-none': Minus,
  'priority-urgent': OctagonAlert,
  profile: UserRound,
  reaction: SmilePlus,
  reactions: SmilePlus,
  refresh: RefreshCw,
  'refresh-cw': RefreshCw,
  reorder: ArrowUpDown,
  reply: Reply,
  restore: RotateCcw,
  'rotate-ccw': RotateCcw,
  'screen-share': ScreenShare,
  'screen-share-off': ScreenShareOff,
  send: Send,
  settings: Settings,
  'settings-gear': Settings,
  'share-screen': ScreenShare,
  sidebar: PanelLeft,
  'sign-in': LogIn,
  'smile-plus': SmilePlus,
  sort: ArrowUpDown,
  sparkles: Sparkles,
  'speaker-view': UserRound,
  square: Square,
  'square-check': SquareCheck,
  stack: Layers,
  star: Star,
  'status-backlog': CircleDashed,
  'status-cancelled': CircleX,
  'status-in-progress': CircleDotDashed,
  'status-todo': Circle,
  stop: Square,
  'stop-screen-share': ScreenShareOff,
  strike: Strikethrough,
  strikethrough: Strikethrough,
  subtask: ListTree,
  subtasks: ListTree,
  sun: Sun,
  sync: RefreshCw,
  system: Monitor,
  table: Table,
  tag: Tag,
  'tag-price': Tag,
  task: CircleCheckBig,
  'task-open': Circle,
  team: Users,
  teams: UsersRound,
  'text-quote': TextQuote,
  theme: Palette,
  threads: MessagesSquare,
  timeline: ChartGantt,
  topic: Hash,
  topics: Hash,
  trash: Trash2,
  'trash-restore': ArchiveRestore,
  typing: Ellipsis,
  upsell: Sparkles,
  user: User,
  'user-plus': UserPlus,
  'user-round': UserRound,
  users: Users,
  'users-round': UsersRound,
  video: Video,
  'video-off': VideoOff,
  views: Layers,
  workspace: Building2,
  'x-circle': CircleX,
} satisfies Record<string, LucideIcon>;

export type CommonIconName = keyof typeof commonIcons;
