import { Outlet } from 'react-router';

export function DashboardLayout() {
  return (
    <div className="dashboard">
      <Outlet />
    </div>
  );
}
