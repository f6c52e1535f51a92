import { AppError } from '../../http/app-error.js';

/** A call that would grow past what its media path carries. */
export function callFull(meshLimit: number): AppError {
  return new AppError(
    'call_full',
    `This call is full: calls go browser to browser for up to ${meshLimit} people, and this server has no media server (JANUS_URL) for larger ones.`,
  );
}

/** The most people on one call screen, whatever the path. */
export function callAtCapacity(max: number): AppError {
  return new AppError('call_full', `This call is full: it holds at most ${max} people.`);
}
