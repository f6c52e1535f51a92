import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { SessionBoundary } from '../features/auth/SessionBoundary';
import { loadAppStrings } from '../lib/i18n/i18n';
import { guestsOnly, requireLogin } from './guards';
import { lazyPage as page } from './lazyPage';
import { RouteError } from './RouteError';
import { RouteLoading } from './RouteLoading';

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

/**
 * An address that only redirects: its loader answers before anything renders, but the router still
 * matches it as a leaf (during the first load too), so it draws the loading page rather than nothing.
 */
function redirecting(path: string, loader: RouteObject['loader']): RouteObject {
  return { path, loader, Component: RouteLoading };
}

const viewsWidgets = page(() => import('../pages/ViewsWidgetsPage'), 'ViewsWidgetsPage');
const notFound = page(() => import('../pages/NotFoundPage'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    // Logs the user out when a token refresh fails, from inside the router.
    Component: SessionBoundary,
    // The first load runs the guards' loaders and fetches the page's code before anything can render.
    HydrateFallback: RouteLoading,
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
        // The link mailed to a new address (My account › Email); works signed in or not.
        path: '/confirm-email',
        lazy: page(() => import('../pages/ConfirmEmailPage'), 'ConfirmEmailPage'),
        ...named('confirm-email'),
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
        loader: () => loadAppStrings().then(() => null),
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
          redirecting('calls', callsHistory),
          redirecting('calls/:id', callsHistory),
          redirecting('meeting', callsHistory),
          {
            path: 'meeting/:id',
            lazy: page(() => import('../pages/calls/CallsCallPage'), 'CallsCallPage'),
            ...named('calls-call'),
          },
          redirecting('settings/account', settingsTab('My account')),
          redirecting('settings/organization', settingsTab('Settings')),
          redirecting('settings/organization/users', settingsTab('Users')),
          redirecting('settings/*', settingsTab('My account')),
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
          {
            path: ':orbitId/boards/:boardId',
            lazy: page(() => import('../pages/BoardPage'), 'BoardPage'),
            ...named('board'),
          },
          {
            path: ':orbitId/docs/:docId',
            lazy: page(() => import('../pages/DocumentPage'), 'DocumentPage'),
            ...named('document'),
          },
          { path: ':id?/:taskViewId?', lazy: viewsWidgets, ...named('views-widgets') },
          { path: '*', lazy: notFound, ...named('not-found') },
        ],
      },
    ],
  },
];
