import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: Logger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(config.dataDir, config.mailFrom, logger);
}
