import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { SessionBoundary } from '../features/auth/SessionBoundary';
import { guestsOnly, requireLogin } from './guards';
import { lazyPage as page } from './lazyPage';
import { RouteError } from './RouteError';

/** The seed names its routes; each of ours carries that name in `handle.name`. */
export type RouteHandle = { name: string };

/** Names a route and gives it its own error boundary, so a failing page leaves the shell around it alive. */
function named(name: string): Pick<RouteObject, 'handle' | 'errorElement'> {
  return { handle: { name } satisfies RouteHandle, errorElement: <RouteError /> };
}

const settingsTab =
  (tab: 'My account' | 'Settings' | 'Users') =>
  ({ params }: LoaderFunctionArgs) =>
    redirect(`/${params.org ?? ''}?settings=${encodeURIComponent(tab)}`.replace('//', '/'));

const callsHistory = ({ params }: LoaderFunctionArgs) =>
  redirect(params.org ? `/${params.org}/meetings/history` : '/meetings/history');

const viewsWidgets = page(() => import('../pages/ViewsWidgetsPage'), 'ViewsWidgetsPage');

export const routes: RouteObject[] = [
  {
    // Logs the user out when a token refresh fails, from inside the router.
    Component: SessionBoundary,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        loader: guestsOnly,
        lazy: page(() => import('../pages/LoginPage'), 'LoginPage'),
        ...named('login'),
      },
      {
        path: '/signup',
        loader: guestsOnly,
        lazy: page(() => import('../pages/SignupPage'), 'SignupPage'),
        ...named('signup'),
      },
      {
        path: '/passwordreset',
        loader: guestsOnly,
        lazy: page(() => import('../pages/PasswordResetPage'), 'PasswordResetPage'),
        ...named('passwordreset'),
      },
      {
        path: '/signup',
        loader: requireLogin,
        children: [
          {
            path: 'create-profile',
            lazy: page(() => import('../pages/onboarding/CreateProfilePage'), 'CreateProfilePage'),
            ...named('signup-create-profile'),
          },
          {
            path: 'choose-use-case',
            lazy: page(() => import('../pages/onboarding/ChooseUseCasePage'), 'ChooseUseCasePage'),
            ...named('signup-choose-use-case'),
          },
          {
            path: 'team/create-workspace',
            lazy: page(
              () => import('../pages/onboarding/CreateTeamWorkspacePage'),
              'CreateTeamWorkspacePage',
            ),
            ...named('signup-team-create-workspace'),
          },
          {
            path: 'personal/create-your-workspace',
            lazy: page(
              () => import('../pages/onboarding/CreatePersonalWorkspacePage'),
              'CreatePersonalWorkspacePage',
            ),
            ...named('signup-personal-create-workspace'),
          },
          {
            path: 'invite-others',
            lazy: page(() => import('../pages/onboarding/InviteOthersPage'), 'InviteOthersPage'),
            ...named('signup-invite-others'),
          },
          {
            path: 'getting-things-ready',
            lazy: page(() => import('../pages/onboarding/GettingThingsReadyPage'), 'GettingThingsReadyPage'),
            ...named('signup-getting-things-ready'),
          },
        ],
      },
      {
        path: '/verify',
        loader: requireLogin,
        lazy: page(() => import('../pages/VerifyPage'), 'VerifyPage'),
        ...named('verify'),
      },
      {
        path: '/invite',
        lazy: page(() => import('../pages/InvitePage'), 'InvitePage'),
        ...named('invite'),
      },
      {
        path: '/template',
        loader: requireLogin,
        lazy: page(() => import('../pages/TemplatePage'), 'TemplatePage'),
        ...named('template'),
      },
      {
        path: '/create-workspace',
        loader: requireLogin,
        lazy: page(() => import('../pages/CreateWorkspacePage'), 'CreateWorkspacePage'),
        ...named('create-workspace'),
      },
      {
        // Outside the seed's route table: the design-system gallery, kept in production for browser tests.
        path: '/_gallery',
        lazy: page(() => import('../pages/GalleryPage'), 'GalleryPage'),
        errorElement: <RouteError />,
      },
      {
        path: '/:org?',
        loader: requireLogin,
        lazy: page(() => import('../pages/DashboardLayout'), 'DashboardLayout'),
        ...named('dashboard'),
        children: [
          { index: true, lazy: viewsWidgets, ...named('views-widgets') },
          { path: 'calls', loader: callsHistory },
          { path: 'calls/:id', loader: callsHistory },
          { path: 'meeting', loader: callsHistory },
          {
            path: 'meeting/:id',
            lazy: page(() => import('../pages/calls/CallsCallPage'), 'CallsCallPage'),
            ...named('calls-call'),
          },
          { path: 'settings/account', loader: settingsTab('My account') },
          { path: 'settings/organization', loader: settingsTab('Settings') },
          { path: 'settings/organization/users', loader: settingsTab('Users') },
          { path: 'settings/*', loader: settingsTab('My account') },
          {
            path: 'chat/:chatId?',
            lazy: page(() => import('../pages/ChatHomePage'), 'ChatHomePage'),
            ...named('chat-home'),
          },
          {
            path: 'inbox',
            lazy: page(() => import('../pages/InboxPage'), 'InboxPage'),
            ...named('inbox-home'),
          },
          {
            path: 'my-dashboard',
            lazy: page(() => import('../pages/MyDashboardPage'), 'MyDashboardPage'),
            ...named('views-my-dashboard'),
          },
          {
            path: 'my-tasks',
            lazy: page(() => import('../pages/MyTasksPage'), 'MyTasksPage'),
            ...named('my-tasks'),
          },
          {
            path: 'today',
            lazy: page(() => import('../pages/TodayPage'), 'TodayPage'),
            ...named('views-today'),
          },
          {
            path: 'trash',
            lazy: page(() => import('../pages/TrashPage'), 'TrashPage'),
            ...named('views-trash'),
          },
          {
            path: 'meetings',
            children: [
              {
                index: true,
                lazy: page(() => import('../pages/calls/CallsContactsPage'), 'CallsContactsPage'),
                ...named('calls-contacts'),
              },
              {
                path: 'history',
                lazy: page(() => import('../pages/calls/CallsHomePage'), 'CallsHomePage'),
                ...named('calls-home'),
              },
            ],
          },
          { path: ':id?/:taskViewId?', lazy: viewsWidgets, ...named('views-widgets') },
        ],
      },
    ],
  },
];
