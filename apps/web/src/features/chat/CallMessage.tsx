import type { MessageCallDto } from '@orbit/shared';
import Phone from 'lucide-react/icons/phone';
import PhoneOff from 'lucide-react/icons/phone-off';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meetingPath } from '../sync/callsApi';

type Props = { org: string; call: MessageCallDto };

/** A call's row in its conversation: "Call started · Join" while it goes on, then "Call ended, 12 min". */
export function CallMessage({ org, call }: Props) {
  const { t } = useTranslation('calls');
  if (call.endedAt) {
    const seconds = call.durationSeconds;
    const duration =
      seconds === null
        ? null
        : seconds < 60
          ? t('inConversation.underMinute')
          : t('inConversation.minutes', { count: Math.round(seconds / 60) });
    return (
      <p className="call-message" data-state="ended">
        <PhoneOff size={16} aria-hidden="true" />
        <span>{duration ? t('inConversation.ended', { duration }) : t('inConversation.endedNobody')}</span>
      </p>
    );
  }
  return (
    <p className="call-message" data-state="live">
      <Phone size={16} aria-hidden="true" />
      <span>{t('inConversation.started')}</span>
      <Link
        className="call-message-join"
        to={meetingPath(org, call.id)}
        aria-label={t('inConversation.joinLabel')}
      >
        {t('inConversation.join')}
      </Link>
    </p>
  );
}
