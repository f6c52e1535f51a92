import Video from 'lucide-react/icons/video';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { startCallWith } from '../sync/callsApi';

/** The sidebar's "New meeting": starts an ad hoc call and opens its lobby. */
export function SidebarNewMeeting({ org }: { org: string }) {
  const { t } = useTranslation('calls');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      navigate(await startCallWith(org, []));
    } catch {
      toast.error(t('contacts.startFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <button
        type="button"
        className="sidebar-link"
        aria-busy={busy}
        disabled={busy}
        onClick={() => void start()}
      >
        <Video aria-hidden="true" size={16} />
        <span className="sidebar-link-label">{t('contacts.newMeeting')}</span>
      </button>
    </li>
  );
}
