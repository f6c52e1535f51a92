import { lazyComponent } from '../../ui/lazyComponent';
import { TasksLoading } from './TasksLoading';

/** The calendar layout, with dnd-kit and date-fns' month grid, fetched when that layout is chosen. */
export const LazyCalendarLayout = lazyComponent(
  () => import('./CalendarLayout'),
  'CalendarLayout',
  <TasksLoading />,
);
