import type { Priority, TemplateId } from '@orbit/shared';

export type TemplateTask = {
  title: string;
  list: number;
  priority?: Priority;
  done?: boolean;
  /** Days from the day the template is applied. */
  dueInDays?: number;
};
export type TemplateOrbit = {
  name: string;
  color: string;
  icon: string;
  lists: string[];
  tasks: TemplateTask[];
};

/** What each onboarding use case starts with: a few orbits, their lists and example tasks. */
export const templateCatalog: Record<TemplateId, TemplateOrbit[]> = {
  'project-management': [
    {
      name: 'Website launch',
      color: 'blue',
      icon: 'rocket',
      lists: ['Planning', 'Execution', 'Launch'],
      tasks: [
        { title: 'Agree on goals and success measures', list: 0, priority: 'high', done: true },
        { title: 'Draft the project timeline', list: 0, priority: 'medium', dueInDays: 2 },
        { title: 'Write the homepage copy', list: 1, dueInDays: 7 },
        { title: 'Review designs with stakeholders', list: 1, priority: 'high', dueInDays: 5 },
        { title: 'Announce the launch', list: 2, dueInDays: 21 },
      ],
    },
    {
      name: 'Team meetings',
      color: 'purple',
      icon: 'calendar',
      lists: ['Agenda'],
      tasks: [
        { title: 'Weekly sync: collect topics', list: 0, dueInDays: 1 },
        { title: 'Share notes from the last meeting', list: 0, done: true },
      ],
    },
  ],
  'software-development': [
    {
      name: 'Product backlog',
      color: 'green',
      icon: 'code',
      lists: ['Backlog', 'Sprint', 'Bugs'],
      tasks: [
        { title: 'Set up continuous integration', list: 1, priority: 'high', done: true },
        { title: 'Sign-in with single sign-on', list: 0, priority: 'medium' },
        { title: 'Fix the crash when saving an empty form', list: 2, priority: 'urgent', dueInDays: 1 },
        { title: 'Write the API documentation', list: 1, dueInDays: 10 },
        { title: 'Add dark mode', list: 0, priority: 'low' },
      ],
    },
    {
      name: 'Releases',
      color: 'orange',
      icon: 'tag',
      lists: ['Next release'],
      tasks: [
        { title: 'Freeze features for 1.0', list: 0, dueInDays: 14 },
        { title: 'Write the release notes', list: 0, dueInDays: 15 },
      ],
    },
  ],
  marketing: [
    {
      name: 'Campaigns',
      color: 'pink',
      icon: 'megaphone',
      lists: ['Ideas', 'In production', 'Published'],
      tasks: [
        { title: 'Plan the spring campaign', list: 0, priority: 'high', dueInDays: 7 },
        { title: 'Write three blog posts', list: 1, dueInDays: 10 },
        { title: 'Design the social media visuals', list: 1, priority: 'medium' },
        { title: 'Send the monthly newsletter', list: 2, done: true },
      ],
    },
    {
      name: 'Content calendar',
      color: 'yellow',
      icon: 'calendar',
      lists: ['This month'],
      tasks: [{ title: 'Schedule posts for next week', list: 0, dueInDays: 3 }],
    },
  ],
  operations: [
    {
      name: 'Operations',
      color: 'teal',
      icon: 'settings',
      lists: ['Requests', 'In progress', 'Recurring'],
      tasks: [
        { title: 'Renew software licences', list: 2, priority: 'medium', dueInDays: 30 },
        { title: 'Onboard the new hire', list: 1, priority: 'high', dueInDays: 4 },
        { title: 'Order office supplies', list: 0 },
        { title: 'Review monthly expenses', list: 2, dueInDays: 6 },
        { title: 'Update the emergency contact list', list: 0, done: true },
      ],
    },
  ],
  'personal-tasks': [
    {
      name: 'Personal',
      color: 'blue',
      icon: 'home',
      lists: ['To do', 'Someday'],
      tasks: [
        { title: 'Plan the week', list: 0, priority: 'high', dueInDays: 0 },
        { title: 'Book a dentist appointment', list: 0, dueInDays: 5 },
        { title: 'Read the book on the nightstand', list: 1 },
        { title: 'Try Orbit: complete this task', list: 0, done: true },
      ],
    },
  ],
};
