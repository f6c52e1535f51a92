import type { LucideIcon } from 'lucide-react';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronUp from 'lucide-react/icons/chevron-up';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Info from 'lucide-react/icons/info';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import LogOut from 'lucide-react/icons/log-out';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';

/**
 * Icons drawn synchronously from the first paint: the ones the ui primitives and sign-in need.
 * Kept small on purpose, since they ship with the login page. Deep imports keep each icon its own module.
 */
export const coreIcons = {
  alert: CircleAlert,
  'alert-circle': CircleAlert,
  'alert-triangle': TriangleAlert,
  'caret-down': ChevronDown,
  'caret-right': ChevronRight,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  'circle-alert': CircleAlert,
  close: X,
  eye: Eye,
  'eye-off': EyeOff,
  info: Info,
  'info-circle': Info,
  leave: LogOut,
  loader: LoaderCircle,
  'loader-2': LoaderCircle,
  'loader-circle': LoaderCircle,
  loading: LoaderCircle,
  'log-out': LogOut,
  plus: Plus,
  privacy: EyeOff,
  search: Search,
  'sign-out': LogOut,
  spinner: LoaderCircle,
  'status-done': CircleCheck,
  success: CircleCheck,
  'task-done': CircleCheck,
  'triangle-alert': TriangleAlert,
  view: Eye,
  warning: TriangleAlert,
  x: X,
} satisfies Record<string, LucideIcon>;

export type CoreIconName = keyof typeof coreIcons;
