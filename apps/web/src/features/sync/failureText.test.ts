import { describe, expect, it } from 'vitest';
import { failureText } from './failureText';
import type { FailedWrite } from './outboxRecords';

const failure = (fields: Partial<FailedWrite>): FailedWrite => ({
  id: 'f1',
  workspaceId: 'w1',
  meId: 'me',
  method: 'PATCH',
  label: 'Plan the offsite',
  status: 404,
  message: 'Task not found.',
  failedAt: 1,
  ...fields,
});

describe('failureText', () => {
  it("names the task and gives the server's reason for a refusal", () => {
    expect(failureText(failure({}))).toEqual({
      title: '“Plan the offsite” was not saved',
      reason: 'Task not found.',
    });
  });

  it('says a server failure was tried again, with its message', () => {
    expect(failureText(failure({ status: 500, message: 'Something went wrong on our side.' })).reason).toBe(
      'The server kept failing on it (error 500), so it was given up. Something went wrong on our side.',
    );
  });

  it('has words of its own when the server gave none or the row had no name', () => {
    expect(failureText(failure({ label: null, status: 403, message: null }))).toEqual({
      title: 'A change was not saved',
      reason: 'The server refused it (error 403).',
    });
  });
});
