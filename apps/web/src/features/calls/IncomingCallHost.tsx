import { callRingEvent, callRingStopEvent, type MeDto } from '@orbit/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localDb } from '../../lib/localDb';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { lazyComponent } from '../../ui/lazyComponent';
import { toast } from '../../ui/toast';
import { declineCall, meetingPath } from '../sync/callsApi';
import { onServerEvent, syncSocket } from '../sync/syncSocket';
import { startRingTone } from './ringTone';

/** The dialog's code (radix, scroll lock) is fetched on the first ring, not with every page. */
const Dialog = lazyComponent(() => import('../../ui/Dialog'), 'Dialog');

type Ringing = {
  callId: string;
  workspaceId: string;
  fromUserId: string | null;
  until: number;
  name: string;
  avatarUrl: string | null;
};

/**
 * Every open tab rings for an incoming call (`call.ring`): a dialog with Accept and Decline and a ring
 * tone, until answered here or elsewhere, declined, missed (30 s) or the call ended (`call.ring.stop`).
 */
export function IncomingCallHost({ me }: { me: MeDto }) {
  const { t } = useTranslation('calls');
  const navigate = useNavigate();
  const [ringing, setRinging] = useState<Ringing | null>(null);
  const [rang, setRang] = useState(false);
  if (ringing && !rang) setRang(true);

  useEffect(() => {
    const stops: (() => void)[] = [];
    let live = true;
    void syncSocket.open().then((socket) => {
      if (!live) return;
      stops.push(
        onServerEvent(socket, callRingEvent, (ring) => {
          void localDb.users.get(ring.fromUserId ?? '').then((row) => {
            const name = typeof row?.name === 'string' && row.name ? row.name : t('call.someone');
            const avatarUrl = typeof row?.avatarUrl === 'string' ? row.avatarUrl : null;
            setRinging({ ...ring, until: Date.parse(ring.until), name, avatarUrl });
          });
        }),
        onServerEvent(socket, callRingStopEvent, ({ callId }) => {
          setRinging((current) => (current?.callId === callId ? null : current));
        }),
      );
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [t]);

  useEffect(() => {
    if (!ringing) return;
    const stopTone = startRingTone();
    // The server says when it stops; this only covers a lost stop event.
    const timer = setTimeout(() => setRinging(null), Math.max(0, ringing.until - Date.now()) + 2_000);
    return () => {
      stopTone();
      clearTimeout(timer);
    };
  }, [ringing]);

  const slug = ringing ? me.workspaces.find((w) => w.id === ringing.workspaceId)?.slug : undefined;
  const accept = () => {
    if (!ringing || !slug) return;
    setRinging(null);
    navigate(`${meetingPath(slug, ringing.callId)}?answer=1`);
  };
  const decline = () => {
    if (!ringing || !slug) return;
    const { callId } = ringing;
    setRinging(null);
    declineCall(slug, callId).catch(() => toast.error(t('call.actionFailed')));
  };

  if (!rang) return null;
  return (
    <Dialog
      open={ringing !== null && slug !== undefined}
      onOpenChange={(open) => {
        if (!open) decline();
      }}
      title={t('incoming.title')}
      description={ringing ? t('incoming.from', { name: ringing.name }) : undefined}
      closeLabel={t('incoming.close')}
      size="sm"
      alert
      name="incoming-call"
      footer={
        <>
          <Button variant="alert" icon="hang-up" onClick={decline}>
            {t('incoming.decline')}
          </Button>
          <Button variant="primary" icon="phone" onClick={accept}>
            {t('incoming.accept')}
          </Button>
        </>
      }
    >
      {ringing && (
        <div className="incoming-call">
          <Avatar
            person={{ id: ringing.fromUserId ?? 'unknown', name: ringing.name, imageUrl: ringing.avatarUrl }}
            size={56}
          />
        </div>
      )}
    </Dialog>
  );
}
