import Phone from 'lucide-react/icons/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { startConversationCall } from '../sync/callsApi';

type Props = { org: string; conversationId: string };

/** The conversation header's call button: rings the topic's or dm's members and opens the lobby. */
export function ConversationCallButton({ org, conversationId }: Props) {
  const { t } = useTranslation('calls');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      navigate(await startConversationCall(org, conversationId));
    } catch {
      toast.error(t('inConversation.startFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('inConversation.start')}
      title={t('inConversation.start')}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void start()}
    >
      <Phone size={16} aria-hidden="true" />
    </button>
  );
}
