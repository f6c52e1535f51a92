import type { CallDto } from '@orbit/shared';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import type { Person } from '../people/people';
import { CallTile, type TileModel } from './CallTile';
import type { CallMedia } from './callMedia';
import { DeviceMenu } from './DeviceMenu';
import { RemoteAudio } from './MediaView';
import { activeSpeaker, useAudioLevels } from './useAudioLevels';
import { useLostDeviceRecovery } from './useLostDeviceRecovery';

type Props = {
  call: CallDto;
  mesh: CallMedia;
  meId: string;
  people: ReadonlyMap<string, Person>;
  speaker: string | null;
  canEnd: boolean;
  onLeave(): void;
  onEnd(): void;
  /** Takes someone out of the call (offered to whoever may end it: canEnd). */
  onRemove(userId: string): void;
};

/** Columns for n tiles: 1, 2, 2, 2, 3 … up to 4 columns for 16. */
export const gridColumns = (n: number) => Math.max(1, Math.min(4, Math.ceil(Math.sqrt(n))));

/** The call: a grid of 1–16 tiles, the active speaker highlighted, the controls and the people in it. */
export function CallScreen({ call, mesh, meId, people, speaker, canEnd, onLeave, onEnd, onRemove }: Props) {
  const { t } = useTranslation('calls');
  const view = useSyncExternalStore(mesh.subscribe, mesh.getSnapshot);
  useLostDeviceRecovery(mesh);
  const [showPeople, setShowPeople] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const nameOf = (userId: string) => people.get(userId)?.name ?? t('call.someone');
  const me = people.get(meId);

  const tiles = useMemo(() => {
    const list: TileModel[] = [
      {
        key: 'local',
        userId: meId,
        name: me?.name ?? t('call.you'),
        avatarUrl: me?.avatarUrl ?? null,
        stream: mesh.localStream,
        kind: 'person',
        local: true,
        muted: view.muted,
        camera: view.camera && mesh.localStream.getVideoTracks().length > 0,
        connection: 'local',
      },
    ];
    for (const peer of view.peers) {
      const person = people.get(peer.userId);
      list.push({
        key: peer.peerId,
        userId: peer.userId,
        name: person?.name ?? t('call.someone'),
        avatarUrl: person?.avatarUrl ?? null,
        stream: peer.main,
        kind: 'person',
        local: false,
        muted: peer.muted,
        camera: peer.camera,
        connection: peer.connection,
      });
    }
    if (view.screenStream) {
      list.push({
        ...(list[0] as TileModel),
        key: 'local-screen',
        stream: view.screenStream,
        kind: 'screen',
      });
    }
    for (const peer of view.peers) {
      if (!peer.screenStream) continue;
      const person = people.get(peer.userId);
      list.push({
        key: `${peer.peerId}-screen`,
        userId: peer.userId,
        name: person?.name ?? t('call.someone'),
        avatarUrl: null,
        stream: peer.screenStream,
        kind: 'screen',
        local: false,
        muted: false,
        camera: true,
        connection: peer.connection,
      });
    }
    return list.slice(0, 16);
  }, [view, mesh, meId, me, people, t]);

  const audioStreams = useMemo(() => {
    const map = new Map<string, MediaStream>();
    if (!view.muted) map.set('local', mesh.localStream);
    for (const peer of view.peers) if (peer.main && !peer.muted) map.set(peer.peerId, peer.main);
    return map;
  }, [view, mesh]);
  const levels = useAudioLevels(audioStreams);
  const speaking = activeSpeaker(levels);

  const guard = (work: () => Promise<void>) => () => {
    work().catch(() => toast.error(t('call.actionFailed')));
  };
  const share = guard(async () => {
    if (view.screenStream) return mesh.stopScreen();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      toast.error(t('call.shareFailed'));
      return;
    }
    await mesh.shareScreen(stream);
  });

  const inCall = call.participants.filter((p) => p.state === 'joined');
  const ringing = call.participants.filter((p) => p.invited && p.state === 'invited');

  return (
    <section className="call-screen" aria-label={t('call.label')}>
      {view.offline && (
        <p className="call-offline" role="status">
          {t('call.connectionLost')}
        </p>
      )}
      {view.refused === 'sfu_unreachable' && (
        <p className="call-offline" role="alert">
          {t('call.mediaUnreachable')}
        </p>
      )}
      <div className="call-stage">
        {view.peers.length === 0 && (
          <p className="call-waiting" role="status">
            {ringing.length > 0
              ? t('call.ringing', { names: ringing.map((p) => nameOf(p.userId)).join(', ') })
              : t('call.waiting')}
          </p>
        )}
        <ul
          className="call-grid"
          aria-label={t('call.grid')}
          style={{ '--call-columns': gridColumns(tiles.length) } as React.CSSProperties}
        >
          {tiles.map((tile) => (
            <CallTile key={tile.key} tile={tile} speaking={tile.kind === 'person' && speaking === tile.key} />
          ))}
        </ul>
        {showPeople && (
          <aside className="call-people" aria-labelledby="call-people-title">
            <h2 id="call-people-title">{t('call.participantsTitle')}</h2>
            <ul>
              {inCall.map((p) => {
                const peer = view.peers.find((x) => x.userId === p.userId);
                const muted = p.userId === meId ? view.muted : (peer?.muted ?? false);
                return (
                  <li key={p.userId}>
                    <span>
                      {p.userId === meId ? `${nameOf(p.userId)} (${t('call.you')})` : nameOf(p.userId)}
                    </span>
                    {peer?.connection === 'reconnecting' && (
                      <span className="call-people-note">{t('call.reconnecting')}</span>
                    )}
                    {muted && <span className="call-people-note">{t('call.muted')}</span>}
                    {canEnd && p.userId !== meId && (
                      <Button
                        variant="grey"
                        size="sm"
                        aria-label={t('call.removeName', { name: nameOf(p.userId) })}
                        onClick={() => onRemove(p.userId)}
                      >
                        {t('call.remove')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </aside>
        )}
      </div>
      {view.peers.map((peer) => (
        <RemoteAudio key={peer.peerId} stream={peer.main} speaker={speaker} />
      ))}
      <div className="call-controls" role="toolbar" aria-label={t('call.controls')}>
        <Button
          variant={view.muted ? 'alert' : 'grey'}
          icon={view.muted ? 'mic-off' : 'mic'}
          aria-pressed={view.muted}
          onClick={guard(() => mesh.setMuted(!view.muted))}
        >
          {view.muted ? t('call.unmute') : t('call.mute')}
        </Button>
        <Button
          variant={view.camera ? 'grey' : 'alert'}
          icon={view.camera ? 'video' : 'video-off'}
          aria-pressed={!view.camera}
          onClick={guard(() => mesh.setCamera(!view.camera))}
        >
          {view.camera ? t('call.stopCamera') : t('call.startCamera')}
        </Button>
        <DeviceMenu media={mesh} />
        <Button
          variant={view.screenStream ? 'selected' : 'grey'}
          icon={view.screenStream ? 'screen-share-off' : 'screen-share'}
          aria-pressed={view.screenStream !== null}
          onClick={share}
        >
          {view.screenStream ? t('call.stopSharing') : t('call.shareScreen')}
        </Button>
        <Button
          variant={showPeople ? 'selected' : 'grey'}
          icon="users"
          aria-pressed={showPeople}
          onClick={() => setShowPeople((v) => !v)}
        >
          {t('call.participants')} ({inCall.length})
        </Button>
        <Button variant="end" icon="hang-up" onClick={onLeave}>
          {t('call.leave')}
        </Button>
        {canEnd && (
          <Button variant="alert-with-text" onClick={() => setConfirmEnd(true)}>
            {t('call.endForAll')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={t('call.endConfirm')}
        closeLabel={t('incoming.close')}
        size="sm"
        alert
        name="end-call"
        footer={
          <>
            <Button variant="grey" onClick={() => setConfirmEnd(false)}>
              {t('incoming.close')}
            </Button>
            <Button
              variant="alert"
              onClick={() => {
                setConfirmEnd(false);
                onEnd();
              }}
            >
              {t('call.endForAll')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}
