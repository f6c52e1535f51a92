import { LazyCreateTaskDialog } from '../tasks/LazyCreateTaskDialog';
import { useTaskData } from '../tasks/useTaskData';
import { useTaskScope } from '../tasks/useTaskScope';

/** The palette's "Create task": the create-task modal, with the workspace's data read only while it is open. */
export function PaletteCreateTask({ onClose }: { onClose(): void }) {
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  if (!ctx) return null;
  return <LazyCreateTaskDialog open onOpenChange={(open) => !open && onClose()} data={data} ctx={ctx} />;
}
